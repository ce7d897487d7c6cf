import Foundation
import Testing
@testable import TouchstoneScenarios

/// Import against careless and hostile dumps (issue 30; ImportDecisions I6, I15–I17;
/// Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md, "Imported dumps").
@Suite("Import reliability")
struct ImportReliabilityTests {
    @Test(.enabled(if: buildProducts != nil))
    func aSecondImportKeepsASceneEditedSinceAndSaysHowToProceed() throws {
        let tool = try #require(buildProducts).appendingPathComponent("touchstone")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-reimport-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = dumpsFolder + "/notes-320x480-collapsed.txt"
        let out = folder.appendingPathComponent("notes.yaml")
        #expect(try runProcess(tool, ["import", dump, "-o", out.path], in: folder).status == 0)
        let written = try String(contentsOf: out, encoding: .utf8)
        #expect(HierarchyImport.previousFile(written) == .unchangedImport)
        // Unchanged: a second import replaces it.
        #expect(try runProcess(tool, ["import", dump, "-o", out.path], in: folder).status == 0)
        // The user adds a script, as the Import article says: kept, and the error says how to go on.
        let edited = written.replacingOccurrences(of: "script: []", with: "script:\n  - tap: [24, 455]")
        try edited.write(to: out, atomically: true, encoding: .utf8)
        let refused = try runProcess(tool, ["import", dump, "-o", out.path], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("\(out.path) was changed since `touchstone import` wrote it (its content no longer matches the digest in its first line), so it is not replaced and your changes are kept. Import to another file (-o another.yaml) and carry your changes over, or pass --force to replace it."))
        #expect(try String(contentsOf: out, encoding: .utf8) == edited)
        // An import's header without a digest (an older Touchstone) is not trusted either.
        let old = "# Imported by `touchstone import` from notes.txt.\nscript: []\n"
        try old.write(to: out, atomically: true, encoding: .utf8)
        let noDigest = try runProcess(tool, ["import", dump, "-o", out.path], in: folder)
        #expect(noDigest.status == 1)
        #expect(noDigest.stderr.contains("carries no digest"))
        #expect(try String(contentsOf: out, encoding: .utf8) == old)
        // --force replaces it.
        #expect(try runProcess(tool, ["import", dump, "-o", out.path, "--force"], in: folder).status == 0)
        #expect(HierarchyImport.previousFile(try String(contentsOf: out, encoding: .utf8)) == .unchangedImport)
    }

    @Test func theDigestCoversEverythingBelowTheFirstLine() throws {
        let (result, _) = try importText("<UIView: 0x1; frame = (0 0; 390 844)>\n   | <UIButton: 0x2; frame = (10 10; 44 44)>\n")
        let first = String(result.yaml.prefix { $0 != "\n" })
        #expect(first == "# Imported by `touchstone import` from dump.txt; digest \(HierarchyImport.digest(String(result.yaml.dropFirst(first.count + 1)))).")
        #expect(HierarchyImport.previousFile(result.yaml) == .unchangedImport)
        #expect(HierarchyImport.previousFile(result.yaml + "# a note\n") == .editedImport)
        #expect(HierarchyImport.previousFile(result.yaml.replacingOccurrences(of: "[10, 10, 44, 44]", with: "[10, 10, 44, 45]")) == .editedImport)
        #expect(HierarchyImport.previousFile("name: mine\n") == .other)
        #expect(HierarchyImport.digest("") == "cbf29ce484222325")
    }

    @Test func junkLinesKeepAtMostTheListedWarningsAndCountTheRestExactly() throws {
        // 20,000 junk lines (the report's 64 MB dump, smaller: the bound is what is checked).
        var text = "<UIView: 0x1; frame = (0 0; 390 844)>\n"
        for i in 0..<20_000 { text += "junk line \(i) with no object\n" }
        var scanner = DumpScanner(file: "junk.txt")
        _ = scanner.scan(text)
        #expect(scanner.warnings.kept.count == HierarchyImport.maximumWarnings)
        #expect(scanner.warnings.total == 20_000)
        let result = try HierarchyImport.importDumps([.init(file: "junk.txt", text: text)])
        #expect(result.warnings.count == HierarchyImport.maximumWarnings + 1)
        #expect(result.warnings[0].description == "junk.txt:2: warning: not a view, recogniser or controller line; skipped: 'junk line 0 with no object'")
        #expect(result.warnings[499].line == 501)
        #expect(result.warnings.last?.description == "junk.txt: warning: 19500 more warnings not listed")
        #expect(result.warningCount == 20_000)
    }

    @Test func aWithdrawnWarningLeavesTheListAndTheCountExact() {
        var log = WarningLog(limit: 2)
        log.append(file: "d", line: 1, "a")
        log.append(file: "d", line: 2, "cell guess", withdrawable: true)
        log.append(file: "d", line: 3, "b")
        log.append(file: "d", line: 4, "c")
        log.append(file: "d", line: 5, "d")
        log.withdraw { $0.line == 2 }
        #expect(log.listed(file: "d").map(\.description) == ["d:1: warning: a", "d:3: warning: b", "d: warning: 2 more warnings not listed"])
        var merged = WarningLog(limit: 2)
        merged.append(contentsOf: log)
        #expect(merged.total == 4)
    }

    @Test func controlCharactersFromADumpAreEscapedInWarnings() throws {
        // ESC ] 0 ; … BEL retitles a terminal; ESC [ 2 J clears it.
        let text = "<UIView: 0x1; frame = (0 0; 390 844)>\n\u{1B}]0;owned\u{07} junk \u{1B}[2J\n   | <My\u{1B}View: 0x2; frame = (nan 0; 1 1)>\n"
        let result = try HierarchyImport.importDumps([.init(file: "d\u{1B}.txt", text: text)])
        let printed = result.warnings.map(\.description).joined(separator: "\n")
        #expect(!printed.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(printed.contains("d\\u{1B}.txt:2: warning: not a view, recogniser or controller line; skipped: '\\u{1B}]0;owned\\u{7} junk \\u{1B}[2J'"))
        #expect(TerminalText.escaped("tab\there\u{9B}", keepingLineBreaks: false) == "tab\\u{9}here\\u{9B}")
        #expect(TerminalText.escaped("plain café", keepingLineBreaks: false) == "plain café")
    }

    @Test func viewsSharingAnAddressAreEachImportedWithAWarning() throws {
        // Every address redacted to 0x0, as people paste dumps they clean.
        let redacted = """
        <UIWindow: 0x0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x0>>
           | <UIView: 0x0; frame = (0 0; 390 844); layer = <CALayer: 0x0>>
           |    | <UIButton: 0x0; frame = (20 100; 350 50); opaque = NO; layer = <CALayer: 0x0>>
           |    |    | <UIButtonLabel: 0x0; frame = (150 15; 50 20); text = 'Save'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x0>>
           |    | <UIButton: 0x0; frame = (20 200; 350 50); opaque = NO; layer = <CALayer: 0x0>>
           |    |    | <UIButtonLabel: 0x0; frame = (140 15; 70 20); text = 'Cancel'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x0>>
        <UITapGestureRecognizer: 0x0; state = Possible; view = <UIView 0x0>; target= <(action=tap:, target=<App.VC 0x0>)>>
        """
        let (result, scene) = try importText(redacted)
        #expect(result.viewCount == 3)
        #expect(result.recognizerCount == 0)
        #expect(scene.scenario.allViews.map(\.id) == ["root", "UIView", "UIButton-Save", "UIButton-Cancel"])
        #expect(result.warnings.map { "\($0.line): \($0.message)" } == [
            "2: 6 views print the address 0x0 (lines 1, 2, 3, 4, 5, 6): each is imported as a view of its own, under its own id; a recogniser listing or controller that names 0x0 cannot say which view it means, so it is not attached by it",
            "7: UITapGestureRecognizer 0x0: its view's address 0x0 is printed for several views; skipped"])
        #expect(scene.hitID(CGPoint(x: 100, y: 225)) == "UIButton-Cancel")
        // Two views sharing one address (a copy-paste slip) are both kept; a second dump of the
        // same window still adds nothing twice.
        let two = "<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <UIView: 0x2; frame = (0 0; 390 400)>\n   | <UIView: 0x2; frame = (0 400; 390 444)>\n"
        let both = try HierarchyImport.importDumps([.init(file: "a.txt", text: two), .init(file: "b.txt", text: two)])
        #expect(both.viewCount == 2)
        #expect(both.warnings.map(\.message) == ["2 views print the address 0x2 (lines 2, 3): each is imported as a view of its own, under its own id; a recogniser listing or controller that names 0x2 cannot say which view it means, so it is not attached by it"])
    }

    @Test func importReadsItsSceneBackAndTurnsWhatTheReaderRefusesIntoWarnings() throws {
        let text = """
        <UIWindow: 0x1; frame = (0 0; 390 844)>
           | <UIScrollView: 0x2; frame = (0 0; 390 844); contentOffset: {0, -1e308}; contentSize: {390, 1e308}>
           | <UIScrollView: 0x3; frame = (0 0; 390 844); contentOffset: {nan, 0}; contentSize: {nan, 10}>
           | <UIView: 0x4; frame = (0 0; 390 844); transform = [1e308, 0, 0, 1, 0, 0]>
        <UITapGestureRecognizer: 0x10; state = Possible; view = <UIView 0x4>; must-fail = {<UITapGestureRecognizer: 0x11>}>
        <UITapGestureRecognizer: 0x11; state = Possible; view = <UIView 0x4>; must-fail = {<UITapGestureRecognizer: 0x10>}>
        """
        let (result, scene) = try importText(text)
        #expect(result.warnings.map { "\($0.line): \($0.message)" } == [
            "6: UIView.tap-2 must wait for UIView.tap to fail, which already waits for UIView.tap-2 (a cycle in the listing's must-fail sets, which a scenario refuses); that requirement is left out",
            "2: UIScrollView's contentSize '{390, 1e308}' is beyond 100000 pt; clamped to [390, 100000]",
            "2: UIScrollView's contentOffset '{0, -1e308}' is beyond 100000 pt; clamped to [0, -100000]",
            "3: UIScrollView's contentSize '{nan, 10}' makes no sense; it is left out",
            "3: UIScrollView's contentOffset '{nan, 0}' makes no sense; it is left out",
            "4: UIView's transform '[1e308, 0, 0, 1, 0, 0]' is not finite or beyond 100000; it is left out"])
        #expect(scene.scenario.recognizers.map(\.requireToFail.count) == [1, 0])
    }

    @Test func whatTheReaderStillRefusesIsLeftOutAtTheDumpsLine() throws {
        // A value the writer lets through and the reader refuses (here a rows count over the
        // reader's limit, written by hand): the field is left out with the reader's words.
        let yaml = "views:\n  - { id: t, class: scrollView, frame: [0, 0, 10, 10], rows: 3 }\nscript: []\n"
        var log = WarningLog()
        let fixed = try SceneCheck.readable(yaml, origins: ["{ id: t, class: scrollView, frame: [0, 0, 10, 10], rows: 3 }": ("d.txt", 7)], file: "d.txt", warnings: &log)
        #expect(fixed == "views:\n  - { id: t, class: scrollView, frame: [0, 0, 10, 10] }\nscript: []\n")
        #expect(log.listed(file: "d.txt").map(\.description) == ["d.txt:7: warning: the scene would not load (views[0]: 'rows' applies to tableView only); 'rows: 3' is left out"])
    }
}
