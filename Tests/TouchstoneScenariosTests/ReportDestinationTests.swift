import Foundation
import Testing
@testable import TouchstoneScenarios

/// Output never destroys data (RobustnessDecisions R11, "The CLI" (TheCLI.md) "Output files"): what
/// `run --html` and `demo --output` may write, checked before they run.
@Suite("Robustness: output files (R11)")
final class ReportDestinationTests {
    let dir: URL

    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("ts-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: dir) }

    private func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    private func refusal(_ p: String, inputs: [String] = [], force: Bool = false) -> String? {
        do { _ = try ReportDestination.check(p, inputs: inputs, force: force); return nil }
        catch { return "\(error)" }
    }

    @Test func anInputOfTheRunIsNeverOverwrittenByPathSymlinkOrHardLink() throws {
        let scenario = path("x.yaml")
        try "views: []".write(toFile: scenario, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path("alias.yaml"), withDestinationPath: scenario)
        try FileManager.default.linkItem(atPath: scenario, toPath: path("hard.yaml"))
        for input in [scenario, path("alias.yaml"), path("hard.yaml")] {
            #expect(refusal(scenario, inputs: [input], force: true) == "\(scenario) is an input of this run (\(input)); refusing to overwrite it")
        }
        #expect(try String(contentsOfFile: scenario, encoding: .utf8) == "views: []")
    }

    @Test func anExistingFileThatIsNotAReportIsKeptUnlessForced() throws {
        let notes = path("notes.txt")
        try "keep me".write(toFile: notes, atomically: true, encoding: .utf8)
        #expect(refusal(notes) == "\(notes) already exists and is not a Touchstone report; pass --force to replace it")
        let forced = try ReportDestination.check(notes, inputs: [], force: true)
        try forced.write("<html>new</html>")
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "<html>new</html>")
    }

    @Test func aPreviousReportIsReplacedWithoutForce() throws {
        let report = path("r.html")
        try HTMLReport.render([], title: "old").write(toFile: report, atomically: true, encoding: .utf8)
        let d = try ReportDestination.check(report, inputs: [], force: false)
        #expect(d.target == .file(path: report))
        try d.write("replaced")
        #expect(try String(contentsOfFile: report, encoding: .utf8) == "replaced")
    }

    @Test func symlinksFoldersAndDevicesAreRefusedEvenWithForce() throws {
        let target = path("target.txt")
        try "data".write(toFile: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path("link.html"), withDestinationPath: target)
        #expect(refusal(path("link.html"), force: true) == "\(path("link.html")) is a symbolic link; reports are written as new regular files, so name the file itself")
        #expect(refusal(dir.path, force: true) == "\(dir.path) is a folder; name a file inside it")
        #expect(refusal("/dev/full", force: true) == "/dev/full is not a regular file (a device, pipe or socket); it is never written")
        #expect(refusal(path("missing/r.html")) == "\(path("missing/r.html")): the folder \(path("missing")) does not exist")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "data")
    }

    @Test func aDashMeansStandardOutput() throws {
        #expect(try ReportDestination.check("-", inputs: [], force: false).target == .standardOutput)
    }

    @Test func writingLeavesNoTemporaryFileBehind() throws {
        let d = try ReportDestination.check(path("new.html"), inputs: [], force: false)
        try d.write(String(repeating: "x", count: 100_000))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["new.html"])
        #expect(ReportDestination.isReport(Data(HTMLReport.render([], title: "t").utf8)))
    }

    /// A WebDriver capture a scenario references is an input of the run too (it was once
    /// overwritten by `run s.yaml --html cap.json --force`).
    @Test func aCaptureTheScenarioReferencesIsAnInputAndNeverOverwritten() throws {
        let capture = (examplesFolder as NSString).appendingPathComponent("../webdriver/back-swipe-capture.json")
        try FileManager.default.copyItem(atPath: capture, toPath: path("cap.json"))
        try "views: []\nscript:\n  - webdriver: cap.json\n".write(toFile: path("s.yaml"), atomically: true, encoding: .utf8)
        let scenario = try ScenarioParser.parse(file: path("s.yaml"))
        #expect(scenario.referencedFiles == [path("cap.json")])
        #expect(refusal(path("cap.json"), inputs: [path("s.yaml")] + scenario.referencedFiles, force: true)
                == "\(path("cap.json")) is an input of this run (\(path("cap.json"))); refusing to overwrite it")
    }
}
