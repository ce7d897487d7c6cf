import Foundation
import Testing
@testable import TouchstoneScenarios

/// Issue 30's reading limits: alias keys and parse deadlines (R20), WebDriver files never quoted
/// (R19), one range for coordinates (R21), one view depth (R24), bounded CLI numbers (R21).
@Suite("Robustness: reading limits, round 3 (R19–R21, R24)")
struct ReadLimitsTests {
    /// `? [*k, j]: *k`, nested `levels` deep: each level's key is a list holding the previous
    /// level's anchor, so comparing keys expands 2^levels nodes.
    static func aliasKeyBomb(levels: Int) -> String {
        var lines = ["name: bomb", "script: []", "views: []", "extra:", "  - &k0 {a: b}"]
        for i in 1...levels {
            lines.append("  - &k\(i) {? [*k\(i - 1), j]: *k\(i - 1), ? [*k\(i - 1), i]: *k\(i - 1)}")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func aliasesAsMappingKeysAreRefusedQuicklyWithAPosition() {
        let text = Self.aliasKeyBomb(levels: 24)
        #expect(text.utf8.count < 2_000)
        let start = ContinuousClock.now
        let e = errors(text)
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(e == ["t.yaml:6:12: a mapping key is a list; keys must be plain words (aliases and collections as keys are refused: comparing them can take exponential time)"])
        #expect(errors("views: []\nscript: []\nx: &a k\ny: {*a : 1}\n")
                == ["t.yaml:4:5: a mapping key is an alias (*name); keys must be plain words (aliases and collections as keys are refused: comparing them can take exponential time)"])
    }

    @Test func aliasesAsValuesStillParse() throws {
        let s = try parse("views:\n  - &v {id: a, frame: [0, 0, 10, 10]}\nscript:\n  - tap: &p [5, 5]\n  - tap: *p\n")
        #expect(s.script.count == 2)
    }

    @Test func aCancelledOrPassedDeadlineStopsTheParseWithAPositionedError() {
        let cancelled = ParseDeadline()
        cancelled.cancel()
        #expect(throws: ScenarioErrors.self) { try ScenarioParser.parse(minimalScene, file: "t.yaml", deadline: cancelled) }
        do { _ = try ScenarioParser.parse(minimalScene, file: "t.yaml", deadline: cancelled) } catch let e as ScenarioErrors {
            #expect(e.description == "t.yaml:1:1: reading was cancelled (the client went away)")
        } catch { Issue.record("\(error)") }
        do { _ = try ScenarioParser.parse(minimalScene, file: "t.yaml", deadline: ParseDeadline(seconds: 0)) } catch let e as ScenarioErrors {
            #expect(e.description == "t.yaml:1:1: reading took longer than 0 s, the limit given to this parse, so it is refused")
        } catch { Issue.record("\(error)") }
        #expect((try? ScenarioParser.parse(minimalScene, file: "t.yaml", deadline: ParseDeadline(seconds: 600))) != nil)
    }

    // MARK: WebDriver files

    /// Files a `webdriver:` path or `--webdriver` may name by mistake or on purpose, each holding
    /// a secret that no message may show.
    static let leakyFiles: [(String, String)] = [
        ("environ", "HOME=/root\u{0}AWS_SECRET_ACCESS_KEY=SECRET-1\u{0}PATH=/usr/bin\u{0}"),
        ("env.txt", "HOME=/root\nAWS_SECRET_ACCESS_KEY=SECRET-2\nTERM=xterm\u{1B}[2J\n"),
        ("keys.json", #"{"SECRET-3": 1, "actions": [], "SECRET-3": 2}"#),
        ("values.json", #"{"actions": ["SECRET-4"]}"#),
        ("type.json", #"{"actions": [{"type": "SECRET-5", "id": "f", "actions": []}]}"#),
        ("action.json", #"{"actions": [{"type": "pointer", "id": "f", "actions": [{"type": "SECRET-6"}]}]}"#),
        ("key.json", #"{"actions": [{"type": "pointer", "id": "f", "SECRET-7": 1, "actions": []}]}"#),
        ("number.json", #"{"actions": [{"type": "pointer", "id": "f", "actions": [{"type": "pause", "duration": -77777}]}]}"#),
        ("yaml.yaml", "actions:\n  - type: pointer\n    actions:\n      - {type: pointerMove, x: SECRET-8, y: 1}\n"),
    ]

    @Test func aWebDriverFileNeverHasItsContentQuoted() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ts-wd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = try parse(minimalScene)
        for (name, content) in Self.leakyFiles {
            let file = dir.appendingPathComponent(name).path
            try content.write(toFile: file, atomically: true, encoding: .utf8)
            // Named by a scenario.
            let scene = dir.appendingPathComponent("s.yaml").path
            try "views: []\nscript:\n  - webdriver: \(name)\n".write(toFile: scene, atomically: true, encoding: .utf8)
            var messages: [String] = []
            do { _ = try ScenarioParser.parse(file: scene) } catch let e as ScenarioErrors { messages += e.errors.map(\.description) }
            // Given to `run --webdriver`.
            do { _ = try ScenarioScript.replacingScript(of: base, withWebDriverFile: file) }
            catch let e as ScenarioError { messages.append(e.description) }
            #expect(messages.count == 2, "\(name): \(messages)")
            for m in messages {
                #expect(!m.contains("SECRET") && !m.contains("HOME") && !m.contains("77777") && !m.contains("\u{1B}"), "\(name): \(m)")
                #expect(m.contains(name), "\(name): \(m)")
            }
        }
    }

    @Test func anInlineCaptureInTheScenarioIsStillQuoted() {
        let e = errors("views: []\nscript:\n  - webdriver: {actions: [{type: pointer, id: f, actions: [{type: wiggle}]}]}\n")
        #expect(e.first?.contains("unknown action type 'wiggle'") == true, "\(e)")
    }

    // MARK: Coordinates

    @Test func aDragFromPlusToMinus1e308IsAPositionedErrorAtReadTime() {
        let e = errors("views: []\nscript:\n  - drag: {from: [1e308, 0], to: [-1e308, 0]}\n")
        #expect(e == ["t.yaml:3:18: script[0].drag.from[0]: 1e+308 is out of range; expected x between -100,000 and 100,000 pt",
                      "t.yaml:3:32: script[0].drag.to[0]: -1e+308 is out of range; expected x between -100,000 and 100,000 pt"]
                || e.count == 1, "\(e)")
        #expect(e.first?.hasPrefix("t.yaml:3:") == true && e.first?.contains("out of range") == true, "\(e)")
        #expect(errors("views:\n  - {id: a, frame: [0, 0, 2e5, 10]}\nscript: []\n").first?.contains("out of range") == true)
        #expect(errors("views: []\nscript:\n  - swipe: {from: [1, 1], direction: left, distance: 1e300}\n").first?.contains("out of range") == true)
        // The largest coordinates are in range, but a finger touches only the screen (X14): one error.
        let off = errors("views: []\nscript:\n  - drag: {from: [-100000, 0], to: [100000, 0]}\n")
        #expect(off.count == 1 && off.first?.contains("is off the 390 × 844 pt screen") == true, "\(off)")
        #expect(errors("views:\n  - {id: a, frame: [-100000, 0, 100000, 10]}\nscript:\n  - tap: [10, 10]\n") == [])
    }

    @Test func theSharedLimitsHaveTheirDocumentedValues() {
        #expect(InputLimits.maximumDumpBytes == 64 << 20)
        #expect(InputLimits.maximumFileBytes == 4 << 20)
        #expect(InputLimits.maximumCoordinate == 100_000)
        #expect(InputLimits.maximumTime == 1_000_000)
        #expect(InputLimits.maximumThreads == 64)
    }

    // MARK: CLI numbers

    static let tool = buildProducts?.appendingPathComponent("touchstone")

    @Test(.enabled(if: buildProducts != nil))
    func outOfRangeTimesAndNumbersOnTheCommandLineAreClearErrors() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ts-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("s.yaml").path
        try minimalScene.write(toFile: scene, atomically: true, encoding: .utf8)
        let tool = try #require(Self.tool)
        let cases: [([String], String)] = [
            (["why", scene, "--at", "100,100", "--time", "1e16s"], "--time 1e16s is too late; expected at most 1,000,000s"),
            (["why", scene, "--at", "1e300,5"], "--at 1e300,5: coordinates are at most 100,000 pt from the origin"),
            (["why", scene, "--at", "5,nan"], "--at expects X,Y with two finite numbers"),
            (["why", scene, "--at", "1,2,3"], "--at expects X,Y with two finite numbers"),
            (["why", scene, "--at", "1,2", "--time=-5ms"], "--time expects a duration like 500ms or 1.2s"),
            (["explore", scene, "--threads", "100000"], "--threads must be at least 1 and at most 64 (got 100000)"),
            (["doctor", scene, "--threads", "0"], "--threads must be at least 1 and at most 64 (got 0)"),
            (["doctor", scene, "--threads", "99999999999999999999999"], "--threads"),
        ]
        for (arguments, message) in cases {
            let r = try runProcess(tool, arguments, in: dir)
            #expect(r.status != 0 && r.status < 128, "\(arguments): exit \(r.status)")
            #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
        }
        let ok = try runProcess(tool, ["why", scene, "--at", "100,100", "--time", "1000000s"], in: dir)
        #expect(ok.status == 0, "\(ok.stderr)")
    }
}

/// One view depth for reading, running and the doctor (RobustnessDecisions R24; issue 30).
extension ReadLimitsTests {
    /// A chain of views built with `parent:`, `levels` deep below the root, each 10 pt inside the last.
    static func chain(levels: Int) -> String {
        var text = "views:\n  - { id: v1, frame: [0, 0, 390, 844] }\n"
        for i in 2...levels { text += "  - { id: v\(i), parent: v\(i - 1), frame: [0, 0, 390, 844] }\n" }
        return text + "script:\n  - tap: [100, 100]\n"
    }

    @Test func aTreeDeeperThanATouchCanReachIsRefusedWhereTheFileIsRead() {
        #expect(errors(Self.chain(levels: 200)) == ["t.yaml:129:5: view 'v128' is 128 levels deep through 'parent:'; at most 127 are allowed (InputLimits.maximumViewDepth: a touch crosses at most that many nested views, and the device refuses deeper touch-downs)"])
        // Reached through `subviews:` under a `parent:` chain, the same limit and the same words.
        var mixed = Self.chain(levels: 126).replacingOccurrences(of: "script:\n  - tap: [100, 100]\n", with: "")
        mixed += "  - id: w1\n    parent: v126\n    frame: [0, 0, 10, 10]\n    subviews:\n      - { id: w2, frame: [0, 0, 5, 5] }\nscript: []\n"
        #expect(errors(mixed) == ["t.yaml:132:9: view 'w2' is 128 levels below its screen's root; at most 127 are allowed (InputLimits.maximumViewDepth: a touch crosses at most that many nested views, and the device refuses deeper touch-downs)"])
    }

    @Test func theDeepestTreeTheReaderAcceptsTakesTouches() throws {
        let s = try parse(Self.chain(levels: InputLimits.maximumViewDepth))
        let r = ScenarioRunner.run(s)
        #expect(r.runError == nil, "\(r.runError.map(\.description) ?? "")")
        #expect(r.entries.contains { $0.subject == "v127" && $0.message.hasPrefix("touchesBegan") })
        #expect(!r.entries.contains { $0.kind == .error })
    }

    @Test func theDoctorGivesNoCleanVerdictWhenTheDeviceRefusedItsGestures() throws {
        // Deeper than a file may say, so built in code: the reader would refuse it.
        var s = try parse(Self.chain(levels: InputLimits.maximumViewDepth))
        var extra = ViewSpec(id: "x0", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        for i in 1..<20 {
            var outer = ViewSpec(id: "x\(i)", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            outer.subviews = [extra]
            extra = outer
        }
        func deepest(_ v: inout ViewSpec) { if v.subviews.isEmpty { v.subviews = [extra] } else { deepest(&v.subviews[0]) } }
        deepest(&s.root)
        let report = try GestureDoctor.diagnose(s, options: .init(threads: 1, fixes: false))
        #expect(report.refusedGestures > 0)
        #expect(!report.text.contains("No conflicts found"))
        #expect(report.text.contains("✗ No verdict: the device refused \(report.refusedGestures) of the \(report.gestures) gestures tried at their touch-down"))
    }
}
