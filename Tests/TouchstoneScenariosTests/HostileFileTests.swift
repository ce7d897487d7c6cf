import Foundation
import Testing
@testable import TouchstoneScenarios

/// Files made to exhaust time or memory, or to make an error message show another file, are
/// refused with a positioned error that names the limit (RobustnessDecisions R10,
/// "Scenario files" (ScenarioFiles.md) "Limits", Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md).
@Suite("Robustness: hostile scenario files (R10)")
struct HostileFileTests {
    /// A "billion laughs" document of well-formed views: 8 anchors, each nesting the previous nine
    /// times, expand to 9⁷ ≈ 4.8 million views from about 600 bytes.
    static func aliasBomb(levels: Int = 8) -> String {
        var parts = ["&v0 {id: v0, frame: [0, 0, 1, 1]}"]
        for i in 1..<levels {
            parts.append("&v\(i) {id: v\(i), frame: [0, 0, 1, 1], subviews: [\(Array(repeating: "*v\(i - 1)", count: 9).joined(separator: ", "))]}")
        }
        return "views: [\(parts.joined(separator: ", "))]\nscript: []\n"
    }

    @Test func anAliasBombIsRefusedByItsExpandedSize() {
        let bomb = Self.aliasBomb()
        #expect(bomb.utf8.count < 700)
        let e = errors(bomb)
        #expect(e.count == 1)
        #expect(e.first?.contains("the document expands to more than 100000 YAML nodes (aliases counted each time they are used)") == true, "\(e)")
    }

    @Test func aSmallAliasUseIsStillAllowed() throws {
        let s = try parse("""
            views:
              - &box { id: a, frame: [0, 0, 100, 100] }
              - { id: b, frame: [0, 100, 100, 100] }
            script: []
            """)
        #expect(s.allViews.map(\.id) == ["root", "a", "b"])
    }

    @Test(arguments: [70, 5000])
    func deepNestingGetsOurMessageAndLimit(depth: Int) {
        let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let e = errors("views: []\nscript: []\ndescription: \(nested)\n")
        #expect(e.count == 1)
        #expect(e.first?.contains("nesting deeper than 64 levels; a scenario file needs far fewer") == true, "\(e)")
        #expect(e.first?.contains("yaml_set_max_nest_level") == false)
    }

    @Test func tooManyStepsAreRefused() {
        let steps = Array(repeating: "  - wait: 1ms", count: InputLimits.maximumSteps + 1).joined(separator: "\n")
        let e = errors("views: []\nscript:\n\(steps)\n")
        #expect(e == ["t.yaml:3:3: script: 10001 steps; a script takes at most 10000"])
    }

    @Test func anEventChangingMoreThanTenFingersIsRefused() {
        let downs = (0...10).map { "{ down: { finger: \($0), point: [\($0 * 10), 10] } }" }.joined(separator: ", ")
        let e = errors("views: []\nscript:\n  - event: [\(downs)]\n")
        #expect(e.count == 1)
        #expect(e.first?.contains("more than 10 finger changes in one event") == true, "\(e)")
    }

    @Test func elevenFingersDownAtOnceAreRefused() {
        let downs = (0...10).map { "  - down: { finger: \($0), point: [\($0 * 10), 10] }" }.joined(separator: "\n")
        let e = errors("views: []\nscript:\n\(downs)\n")
        #expect(e.count == 1)
        #expect(e.first?.contains("11 fingers down at once; a script keeps at most 10 down") == true, "\(e)")
    }

    @Test func aHugeWrongValueIsQuotedAsAShortExcerpt() {
        let huge = String(repeating: "x", count: 3_000_000)
        let e = errors("views: []\nscript:\n  - wait: \(huge)\n")
        #expect(e.count == 1)
        #expect(e[0].utf8.count < 300)
        #expect(e[0].hasSuffix("found 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (3000000 characters)"), "\(e[0].prefix(300))")
    }

    @Test func aHugeIdentifierIsRefusedWithAnExcerpt() {
        let id = String(repeating: "a", count: 5_000)
        let e = errors("views:\n  - { id: \(id), frame: [0, 0, 1, 1] }\nscript: []\n")
        #expect(e.allSatisfy { $0.utf8.count < 300 })
        #expect(e.first?.contains("is longer than 200 characters; an identifier names a view or recogniser") == true, "\(e)")
    }

    @Test func aFileOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ts-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = dir.appendingPathComponent("big.yaml")
        try Data(repeating: UInt8(ascii: "#"), count: InputLimits.maximumFileBytes + 1).write(to: big)
        #expect(fileErrors(big.path) == ["\(big.path):1:1: the file is larger than 4 MiB; scenario files are far smaller, so it is refused"])
        #expect(errors(String(repeating: "#", count: InputLimits.maximumFileBytes + 1))
                == ["t.yaml:1:1: the scenario is larger than 4 MiB; scenario files are far smaller, so it is refused"])
        #expect(fileErrors(dir.path) == ["\(dir.path):1:1: this is a folder, not a scenario file"])
        #expect(fileErrors("/dev/zero") == ["/dev/zero:1:1: not a regular file (a device, pipe or socket); scenario files are read from regular files only"])
    }

    /// `webdriver: ../../etc/passwd` once put the other file's lines into the error message.
    @Test func aWebDriverPathToAnotherKindOfFileNeverShowsItsContents() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ts-hostile-\(UUID().uuidString)")
        let sub = dir.appendingPathComponent("scenarios")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "root:x:0:0:SECRET-TOKEN:/root:/bin/bash\nsecond: SECRET-LINE\n".write(to: dir.appendingPathComponent("passwd"), atomically: true, encoding: .utf8)
        try "hunter2 SECRET-SCALAR".write(to: dir.appendingPathComponent("scalar.txt"), atomically: true, encoding: .utf8)
        for target in ["../passwd", "../scalar.txt"] {
            let scenario = sub.appendingPathComponent("s.yaml")
            try "views: []\nscript:\n  - webdriver: \(target)\n".write(to: scenario, atomically: true, encoding: .utf8)
            let e = fileErrors(scenario.path)
            #expect(e.count == 1)
            #expect(!e.joined().contains("SECRET"), "\(e)")
            #expect(e.first?.contains("not a WebDriver actions file") == true, "\(e)")
        }
    }

    @Test func moreThanTenWebDriverPointersAreRefused() {
        let source = #"{"type": "pointer", "id": "f", "actions": [{"type": "pointerDown"}]}"#
        let e = errors("views: []\nscript:\n  - webdriver: {actions: [\(Array(repeating: source, count: 11).joined(separator: ", "))]}\n")
        #expect(e.count == 1)
        #expect(e.first?.contains("more than 10 pointer sources") == true, "\(e)")
    }

    private func fileErrors(_ path: String) -> [String] {
        do { _ = try ScenarioParser.parse(file: path); return [] }
        catch let e as ScenarioErrors { return e.errors.map(\.description) }
        catch { return ["\(error)"] }
    }
}
