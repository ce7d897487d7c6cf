import Foundation
import Testing
@testable import TouchstoneScenarios

/// Output is written whole or the command fails, and a replaced file keeps its permissions
/// (RobustnessDecisions R16, R17; issue 30).
@Suite("Robustness: failed writes and replaced files (R16, R17)")
final class OutputFailureTests {
    let dir: URL

    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("ts-outfail-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: dir) }

    private func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    private func mode(_ p: String) throws -> Int {
        try #require((FileManager.default.attributesOfItem(atPath: p)[.posixPermissions] as? NSNumber)?.intValue)
    }

    @Test func aReplacedPrivateReportStaysPrivate() throws {
        let report = path("private.html")
        try HTMLReport.render([], title: "old").write(toFile: report, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: report)
        try ReportDestination.check(report, inputs: [], force: false).write("<html>new</html>")
        #expect(try mode(report) == 0o600)
        #expect(try String(contentsOfFile: report, encoding: .utf8) == "<html>new</html>")
    }

    @Test func aReplacedFileIsNeverOpenedWiderThanANewFile() throws {
        let fresh = path("fresh.html")
        try ReportDestination.check(fresh, inputs: [], force: false).write("a")
        let newMode = try mode(fresh)
        let open = path("open.html")
        try "x".write(toFile: open, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: open)
        try ReportDestination.check(open, inputs: [], force: true).write("b")
        #expect(try mode(open) == newMode & 0o777)
        #expect(newMode & 0o111 == 0)
    }

    @Test func aWriteIntoAFolderThatWentAwayIsAnOutputError() throws {
        let report = path("r.html")
        try "old".write(toFile: report, atomically: true, encoding: .utf8)
        let d = try ReportDestination.check(report, inputs: [], force: true)
        try FileManager.default.removeItem(at: dir)
        #expect(throws: OutputError.self) { try d.write("new") }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    // MARK: Standard output on a full device

    static let tool = buildProducts?.appendingPathComponent("touchstone")

    private func runToFullDevice(_ arguments: [String]) throws -> ProcessOutput {
        try runProcess(try #require(Self.tool), arguments, in: dir, standardOutputTo: "/dev/full")
    }

    @Test(.enabled(if: buildProducts != nil && FileManager.default.fileExists(atPath: "/dev/full")))
    func everyCommandReportsAFailedWriteToStandardOutputAndExitsNonZero() throws {
        let scene = path("s.yaml")
        try minimalScene.write(toFile: scene, atomically: true, encoding: .utf8)
        let dump = path("d.txt")
        try "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>\n   | <UIView: 0x3; frame = (0 0; 390 844); layer = <CALayer: 0x4>>\n"
            .write(toFile: dump, atomically: true, encoding: .utf8)
        let commands: [[String]] = [
            ["run", scene], ["run", scene, "--format", "json"], ["run", scene, "--html", "-"], ["validate", scene],
            ["why", scene, "--at", "100,100"], ["explore", scene, "--threads", "1"],
            ["doctor", scene, "--threads", "1", "--no-fixes"], ["doctor", scene, "--threads", "1", "--no-fixes", "--html", "-"],
            ["import", dump],
        ]
        for arguments in commands {
            let r = try runToFullDevice(arguments)
            #expect(r.status == 1, "\(arguments): exit \(r.status), \(r.stderr)")
            #expect(r.stderr.contains("standard output could not be written"), "\(arguments): \(r.stderr)")
        }
    }
}
