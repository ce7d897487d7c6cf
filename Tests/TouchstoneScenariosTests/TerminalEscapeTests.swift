import Foundation
import Testing
@testable import TouchstoneScenarios

/// Control characters from input never reach the terminal raw (RobustnessDecisions R18; issue 30):
/// `ESC ] 0;title BEL` would retitle the terminal, `ESC [2J` clear it.
@Suite("Robustness: terminal escapes in messages and output (R18)")
struct TerminalEscapeTests {
    static let retitle = "\u{1B}]0;pwned\u{07}"
    static let clear = "\u{1B}[2J"

    @Test func terminalControlsAreWrittenAsVisibleEscapes() {
        #expect(TerminalText.escaped("a\(Self.retitle)b\(Self.clear)c") == #"a\u{1B}]0;pwned\u{7}b\u{1B}[2Jc"#)
        #expect(TerminalText.escaped("one\ntwo\tthree") == "one\ntwo\tthree")
        #expect(TerminalText.escaped("one\ntwo", keepingLineBreaks: false) == #"one\u{A}two"#)
        #expect(TerminalText.escaped("csi\u{9B}2J del\u{7F} bidi\u{202E}") == #"csi\u{9B}2J del\u{7F} bidi\u{202E}"#)
        #expect(TerminalText.escaped("plain — ✓ é") == "plain — ✓ é")
    }

    @Test func anUnknownKeyWithEscapesIsQuotedEscaped() {
        let e = errors("views: []\nscript: []\n\"bad\\e]0;pwned\\akey\\e[2J\": 1\n")
        #expect(e.count == 1)
        #expect(!e.joined().contains("\u{1B}"), "\(e)")
        #expect(e.first?.contains(#"\u{1B}]0;pwned\u{7}key\u{1B}[2J"#) == true, "\(e)")
    }

    static let tool = buildProducts?.appendingPathComponent("touchstone")

    @Test(.enabled(if: buildProducts != nil))
    func aScenarioNamedWithEscapesPrintsNoControlCharacterInAnyCommand() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ts-escape-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("s.yaml").path
        try ("name: \"evil\\e]0;pwned\\a\\e[2J\"\n" + minimalScene).write(toFile: scene, atomically: true, encoding: .utf8)
        let bad = dir.appendingPathComponent("bad.yaml").path
        try "views: []\nscript: []\n\"k\\e[2J\": 1\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let tool = try #require(Self.tool)
        for arguments in [["run", scene], ["validate", scene, bad], ["why", scene, "--at", "100,100"],
                          ["doctor", scene, "--threads", "1", "--no-fixes"], ["run", bad], ["why", scene, "--at", "1\u{1B}[2J,2"]] {
            let r = try runProcess(tool, arguments, in: dir)
            #expect(!(r.stdout + r.stderr).contains("\u{1B}"), "\(arguments): \(r.stdout) \(r.stderr)")
            #expect((r.stdout + r.stderr).contains(#"\u{1B}"#), "\(arguments): \(r.stdout) \(r.stderr)")
        }
    }
}
