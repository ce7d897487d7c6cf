import Foundation

/// Turns what the debugger printed — `po view.recursiveDescription()`, `po
/// UIViewController._printHierarchy()`, `po view.gestureRecognizers` — into a scenario file with
/// an empty script, ready for `touchstone why --at`, `explore`, `run` and a script the user adds
/// (issue 17; <doc:Import>; ImportDecisions I1–I6).
///
/// Several dumps combine: the first view tree is the screen, recogniser listings attach to the
/// views with their `view = <… 0x…>` address, `_printHierarchy` names controllers' views and
/// gives navigation stacks and a tab bar controller's tabs (ImportDecisions I7, I11–I13). Every
/// view keeps its class and address (`className:`, `address:`), which `why` shows beside its id.
/// What the dumps cannot say is in ``Result/warnings``, with line numbers.
public enum HierarchyImport {
    /// How an imported scenario file begins; the line goes on with the dumps' names and the
    /// ``digest(_:)`` of what follows it. `touchstone import -o` replaces an existing file
    /// without `--force` only if it is exactly what an import wrote (``previousFile(_:)``).
    public static let header = "# Imported by `touchstone import`"
    /// A scene takes at most this many views; the rest are left out with a warning.
    public static let maximumViews = 5_000
    /// A scene takes at most this many recognisers from listings; the rest are left out with a warning.
    public static let maximumRecognizers = 2_000
    /// Views more than this many levels below the dump's top view are left out, with one warning
    /// that counts them (real screens are 20–60 deep). The dump's top view sits one level below
    /// the scene's root, so this is the scenario reader's `InputLimits.maximumViewDepth` less one:
    /// every view an import keeps is a view a scenario file may hold and a touch can reach
    /// (`viewTreeTooDeep`, Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md; issue 30, ImportDecisions I6, RobustnessDecisions R24).
    public static let maximumDepth = InputLimits.maximumViewDepth - 1
    /// A dump larger than this is refused (100,000 lines of a real dump are about 20 MiB).
    public static let maximumBytes = InputLimits.maximumDumpBytes
    /// At most this many warnings are listed; the count of the rest follows.
    public static let maximumWarnings = 500

    /// A dump: its text and the name warnings use.
    public struct Dump: Sendable {
        /// The name in warnings and in the scene's `source:` (usually the file name).
        public var file: String
        /// What the debugger printed, as pasted.
        public var text: String
        /// A dump named `file`.
        public init(file: String, text: String) {
            self.file = file
            self.text = text
        }
    }

    /// What an import produced.
    public struct Result: Sendable {
        /// The scenario file, YAML, with an empty script.
        public var yaml: String
        /// Lines skipped, guesses, cut texts, odd frames — each with its dump line; the first
        /// ``HierarchyImport/maximumWarnings``, then one line counting the rest.
        public var warnings: [ImportWarning]
        /// How many warnings the import had, listed or not.
        public var warningCount = 0
        /// Views in the scene (controls' internals folded in are not counted).
        public var viewCount: Int
        /// Recognisers declared from recogniser listings.
        public var recognizerCount: Int
        /// The screen size the scene uses.
        public var screen: CGSize
    }

    /// Imports `dumps` as one scene. Throws ``ImportError`` when no view can be found.
    public static func importDumps(_ dumps: [Dump]) throws -> Result {
        var warnings = WarningLog()
        var objects: [(file: String, objects: [DumpObject])] = []
        for d in dumps {
            guard d.text.utf8.count <= maximumBytes else {
                throw ImportError(description: "\(d.file): the dump is larger than \(maximumBytes >> 20) MiB; a screen's dump is far smaller, so it is refused")
            }
            var scanner = DumpScanner(file: d.file)
            let entries = scanner.scan(d.text)
            warnings.append(contentsOf: scanner.warnings)
            objects.append((d.file, entries.map(DumpObject.init)))
        }
        let tree = ImportedTree(objects: objects, maximumViews: maximumViews)
        warnings.append(contentsOf: tree.warnings)
        // `_printHierarchy` alone gives a tab bar controller's tabs and stacks (ImportDecisions I13).
        guard !tree.views.isEmpty || tree.controllers.contains(where: ImportedTabs.isTabBarController) else {
            let names = dumps.map(\.file).joined(separator: ", ")
            throw ImportError(description: "\(names): no view found; expected lines such as `<UIView: 0x7f9c1c50a2b0; frame = (0 0; 390 844); …>` as `po view.recursiveDescription()` prints them")
        }
        var writer = SceneWriter(tree: tree, files: dumps.map(\.file))
        let written = writer.write()
        // A cell that became a row of a scenario table is not "mapped to view": the table makes it.
        let rows = writer.rowCells
        warnings.withdraw { w in rows.contains { $0.file == w.file && $0.line == w.line } && w.message.contains(" mapped to view: ") }
        warnings.append(contentsOf: writer.warnings)
        let body = try SceneCheck.readable(written, origins: writer.origins, file: dumps.first?.file ?? "", warnings: &warnings)
        let yaml = "\(header) from \(TerminalText.escaped(dumps.map(\.file).joined(separator: ", "), keepingLineBreaks: false)); digest \(digest(body)).\n" + body
        return Result(yaml: yaml, warnings: warnings.listed(file: dumps.first?.file ?? ""), warningCount: warnings.total,
                      viewCount: writer.viewCount, recognizerCount: writer.recognizerCount, screen: writer.screen)
    }

    /// The digest an import writes in its first line: FNV-1a, 64 bits, of every byte after that
    /// line, in hex. It tells a file the import wrote from one edited since (ImportDecisions I15); it
    /// is a check against accidents, not a signature.
    public static func digest(_ body: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in body.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// What a file at an import's output path holds, for `touchstone import -o` (ImportDecisions I15).
    public enum PreviousFile: Sendable, Equatable {
        /// Exactly what an import wrote: replaced without `--force`.
        case unchangedImport
        /// An import's file changed since (its digest no longer matches): kept unless `--force`.
        case editedImport
        /// An import's header without a digest (an older Touchstone, or the line was edited):
        /// edits cannot be ruled out, so it is kept unless `--force`.
        case importWithoutDigest
        /// Anything else.
        case other
    }

    /// Classifies `text`, an existing file's content.
    public static func previousFile(_ text: String) -> PreviousFile {
        guard text.hasPrefix(header) else { return .other }
        let end = text.firstIndex(of: "\n") ?? text.endIndex
        let first = text[..<end]
        guard let r = first.range(of: "; digest ", options: .backwards), first.hasSuffix("."),
              case let stored = first[r.upperBound...].dropLast(), stored.count == 16, stored.allSatisfy(\.isHexDigit) else {
            return .importWithoutDigest
        }
        let body = end < text.endIndex ? String(text[text.index(after: end)...]) : ""
        return digest(body) == stored ? .unchangedImport : .editedImport
    }

    /// Reads the dump at `path` (a regular file of at most ``maximumBytes``; invalid UTF-8 is
    /// replaced, never refused).
    public static func read(path: String) throws -> Dump {
        let data = try InputLimits.readFile(path, limit: maximumBytes, kind: "dump", plural: "dumps")
        return Dump(file: path, text: String(decoding: data, as: UTF8.self))
    }

    /// Imports the dumps at `paths` and parses the scene, for tools that take a dump where they
    /// take a scenario file (`touchstone why dump.txt --at X,Y`).
    public static func scenario(fromDumps paths: [String]) throws -> (scenario: Scenario, warnings: [ImportWarning]) {
        let result = try importDumps(try paths.map { try read(path: $0) })
        let name = paths.count == 1 ? "\(paths[0]) (imported)" : "\(paths.count) dumps (imported)"
        return (try ScenarioParser.parse(result.yaml, file: name), result.warnings)
    }

    /// Whether `text` looks like a debugger dump rather than a scenario file: an object line
    /// `<Class: 0x…` near its start and no scenario keys.
    public static func looksLikeDump(_ text: String) -> Bool {
        let head = text.prefix(20_000)
        let bytes = Array(head.utf8)
        guard DumpScanner.nextObjectStart(bytes, 0, bytes.count) != nil else { return false }
        let scenarioKeys = ["\nscript:", "\nviews:", "\nroot:", "\nnavigation:"]
        return !scenarioKeys.contains { ("\n" + head).contains($0) }
    }
}
