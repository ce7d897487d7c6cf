import Foundation
import Testing
@testable import TouchstoneScenarios

/// `touchstone import`, and `why` / `explore` given a dump (ImportDecisions I1–I7).
@Suite("touchstone import")
struct ImportCLITests {
    static let notes = dumpsFolder + "/notes-320x480-collapsed.txt"

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test(.enabled(if: buildProducts != nil))
    func importWritesASceneThatWhyAndRunAcceptAndNeverOverwritesItsInput() throws {
        let tool = try #require(buildProducts).appendingPathComponent("touchstone")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("notes.yaml").path
        let imported = try runProcess(tool, ["import", Self.notes, "-o", out], in: folder)
        #expect(imported.status == 0)
        #expect(imported.stderr.contains("notes-320x480-collapsed.txt:1: warning: unbalanced brackets; read up to the end of the line"))
        #expect(imported.stderr.contains("imported 7 views and 0 recognisers on a 320 × 480 pt screen, 2 warnings"))
        let why = try runProcess(tool, ["why", out, "--at", "24,455"], in: folder)
        #expect(why.status == 0)
        #expect(why.stdout.contains("⇒ the touch lands on UIButton-2 (UIButton 0x78f87df0)"))
        #expect(try runProcess(tool, ["run", out], in: folder).status == 0)
        // A second import may replace the first; an input, never.
        #expect(try runProcess(tool, ["import", Self.notes, "-o", out], in: folder).status == 0)
        let refused = try runProcess(tool, ["import", Self.notes, "-o", Self.notes], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("is an input of this run"))
        let other = folder.appendingPathComponent("mine.yaml")
        try "keep me\n".write(to: other, atomically: true, encoding: .utf8)
        let kept = try runProcess(tool, ["import", Self.notes, "-o", other.path], in: folder)
        #expect(kept.status == 1)
        #expect(try String(contentsOf: other, encoding: .utf8) == "keep me\n")
    }

    @Test(.enabled(if: buildProducts != nil))
    func whyAndExploreImportADumpOnTheFly() throws {
        let tool = try #require(buildProducts).appendingPathComponent("touchstone")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let why = try runProcess(tool, ["why", dumpsFolder + "/stackview-390x844.txt", "--at", "100,120"], in: folder)
        #expect(why.status == 0)
        #expect(why.stdout.contains("UITextField: lies outside its ancestor UIStackView-2 (UIStackView 0x101730380)'s bounds there"))
        #expect(why.stderr.contains("stackview-390x844.txt:4: warning: text after the object ignored"))
        let explore = try runProcess(tool, ["explore", Self.notes, "--threads", "1"], in: folder)
        #expect(explore.status == 0)
        #expect(explore.stdout.contains("Not explored: recognisers the dump mentions but does not list, on Blinc_NotesView"))
        let empty = folder.appendingPathComponent("empty.txt")
        try "(lldb) po view\nerror: no such view\n".write(to: empty, atomically: true, encoding: .utf8)
        let noViews = try runProcess(tool, ["why", empty.path, "--at", "1,1"], in: folder)
        #expect(noViews.status == 1)
        #expect(noViews.stderr.contains("empty.txt: no view found"))
    }
}
