import Foundation
import Testing
@testable import TouchstoneScenarios

/// Every command of a ` ```sh ` listing of the README and the DocC catalogs runs as written
/// (DocumentationDecisions E8): `swift run touchstone …`, `touchstone …` and an installed
/// `"$PREFIX/bin/touchstone" …` run the `touchstone` of this build, in a folder laid out as the
/// text implies — a copy of the checkout's `Examples/` (so `Examples/…` paths resolve as they do
/// from the repository's root), plus the files an article has its reader make (Import's
/// `chat.txt`, saved from the listing before it) — one folder per document, its commands in
/// order, so a file one command writes is there for the next. Globs are expanded, `> FILE` takes
/// standard output. A command must exit 0, or 1 where its comment says it exits 1. The other
/// lines of those listings are skipped with a reason each, listed below.
extension DocumentationListingsTests {
    /// Files an article has its reader make, per document: the name the text uses → the file of
    /// the repository with that content.
    static let madeByTheReader: [String: [String: String]] = [
        "Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Import.md": ["chat.txt": "Examples/dumps/chat.txt"],
    ]

    /// Lines of `sh` listings not run here, each with the reason (matched by prefix, after
    /// `swift run`).
    static let notRun: [(prefix: String, reason: String)] = [
        ("touchstone serve", "starts a server that runs until stopped; ServeCommandTests and the Playground package's tests run it"),
        ("swift test", "the test suite itself"),
        ("cd Benchmarks", "a release build of the benchmarks, minutes long; Sources/Touchstone/Touchstone.docc/Performance.md has its figures"),
        ("swift package --disable-sandbox generate-documentation", "the DocC build, which .ci/run runs with zero warnings allowed"),
        ("swift package --package-path Playground --disable-sandbox generate-documentation", "the playground catalog's DocC build, which .ci/run runs with zero warnings allowed"),
        ("swift package --disable-sandbox preview-documentation", "a documentation server that runs until stopped"),
        ("Scripts/install.sh", "a release build (minutes); InstallScriptTests runs its --dry-run, and it was run end to end by hand (DocumentationDecisions E7)"),
        ("export PATH", "changes the reader's shell only"),
        ("Benchmarks/ratchet.sh", "a release build and callgrind runs, minutes long; .ci/run runs the check, RatchetCheckTests test its comparison (PerformanceDecisions F30, F31)"),
    ]

    /// One documented command as this test runs it.
    struct DocumentedCommand: Sendable, CustomStringConvertible {
        var file: String
        var line: Int
        var text: String
        var words: [String]
        var description: String { "\(file):\(line): \(text)" }
    }

    /// The `sh` listings' lines, by document: commands to run, and lines skipped with their reason.
    static let documentedLines: [(file: String, commands: [DocumentedCommand], skipped: [(DocumentedCommand, String?)])] = {
        var byFile: [String: (commands: [DocumentedCommand], skipped: [(DocumentedCommand, String?)])] = [:]
        var order: [String] = []
        for index in indices("sh") {
            let listing = listings[index]
            if byFile[listing.file] == nil { byFile[listing.file] = ([], []); order.append(listing.file) }
            for (offset, raw) in listing.text.components(separatedBy: "\n").enumerated() {
                let text = raw.trimmingCharacters(in: .whitespaces)
                if text.isEmpty || text.hasPrefix("#") { continue }
                var words = Self.shellWords(text.components(separatedBy: " #").first!)
                if words.starts(with: ["swift", "run"]) { words.removeFirst(2) }
                if words.first == "\"$PREFIX/bin/touchstone\"" || words.first == "$PREFIX/bin/touchstone" { words[0] = "touchstone" }
                let command = DocumentedCommand(file: listing.file, line: listing.line + 1 + offset, text: text, words: words)
                let joined = words.joined(separator: " ")
                if let skip = notRun.first(where: { joined.hasPrefix($0.prefix) || text.hasPrefix($0.prefix) }) {
                    byFile[listing.file]!.skipped.append((command, skip.reason))
                } else if words.first == "touchstone" {
                    byFile[listing.file]!.commands.append(command)
                } else {
                    byFile[listing.file]!.skipped.append((command, nil))
                }
            }
        }
        return order.map { ($0, byFile[$0]!.commands, byFile[$0]!.skipped) }
    }()

    @Test func everyShellLineIsRunOrSkippedWithAReason() {
        #expect(Self.documentedLines.flatMap(\.commands).count >= 20)
        for (_, _, skipped) in Self.documentedLines {
            for (command, reason) in skipped where reason == nil {
                Issue.record("\(command): neither a touchstone command nor a line listed in notRun with its reason")
            }
        }
    }

    /// The folder a document's commands run in: `Examples/` copied, and the files its reader makes.
    static func folder(for file: String) throws -> URL {
        let fm = FileManager.default
        let folder = fm.temporaryDirectory.appendingPathComponent("ts-doc-commands-\(UUID().uuidString)")
        try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        try fm.copyItem(at: root.appendingPathComponent("Examples"), to: folder.appendingPathComponent("Examples"))
        for (name, source) in madeByTheReader[file] ?? [:] {
            try fm.copyItem(at: root.appendingPathComponent(source), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// `line` split into words as a shell splits it: on spaces, except inside single or double
    /// quotes, which are taken off (`--want 'fires: a action'` is two words).
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = [], word = "", quote: Character? = nil, inWord = false
        for c in line {
            if let q = quote {
                if c == q { quote = nil } else { word.append(c) }
            } else if c == "'" || c == "\"" {
                quote = c; inWord = true
            } else if c == " " {
                if inWord { words.append(word); word = ""; inWord = false }
            } else {
                word.append(c); inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// `words` with globs (`Examples/scenarios/*.yaml`) expanded in `folder` and a trailing `> FILE` taken off.
    static func expand(_ words: [String], in folder: URL) -> (arguments: [String], stdout: String?) {
        var words = words
        var stdout: String?
        if words.count >= 2, words[words.count - 2] == ">" { stdout = words.removeLast(); words.removeLast() }
        let arguments = words.dropFirst().flatMap { word -> [String] in
            guard let star = word.firstIndex(of: "*") else { return [word.replacingOccurrences(of: "\"", with: "")] }
            let head = String(word[..<star])
            let slash = head.lastIndex(of: "/")
            let dir = slash.map { String(head[..<$0]) } ?? "."
            let prefix = slash.map { String(head[head.index(after: $0)...]) } ?? head
            let suffix = String(word[word.index(after: star)...])
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(dir).path)) ?? []
            return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }.sorted().map { dir == "." ? $0 : "\(dir)/\($0)" }
        }
        return (arguments, stdout)
    }

    @Test(.enabled(if: buildProducts != nil), arguments: documentedLines.indices)
    func everyDocumentedCommandRunsAsWritten(_ index: Int) throws {
        let (file, commands, _) = Self.documentedLines[index]
        guard !commands.isEmpty else { return }
        let executable = try #require(buildProducts).appendingPathComponent("touchstone")
        let folder = try Self.folder(for: file)
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in commands {
            let (arguments, stdout) = Self.expand(command.words, in: folder)
            let run = try runProcess(executable, arguments, in: folder)
            if let stdout { try run.stdout.write(to: folder.appendingPathComponent(stdout), atomically: true, encoding: .utf8) }
            let allowed: Set<Int32> = command.text.contains("exit 1") ? [0, 1] : [0]
            #expect(allowed.contains(run.status), "\(command) exited \(run.status):\n\(run.stderr.prefix(2000))")
            if run.status == 1, allowed.contains(1) { #expect(!run.stdout.isEmpty, "\(command) exited 1 and printed nothing") }
        }
    }

    /// Import's `chat.txt` is the dump the article shows, whole.
    @Test func theImportArticlesDumpIsTheRepositorysChatDump() throws {
        let listing = try #require(Self.listings.first { $0.file.hasSuffix("Import.md") && $0.language == "lldb" })
        let dump = try String(contentsOf: Self.root.appendingPathComponent("Examples/dumps/chat.txt"), encoding: .utf8)
        #expect(listing.text == dump)
    }
}
