// The loader of the scenario files of `scenarios/` beside it, which SwiftPM copies as one folder
// resource of the `TouchstoneExamples` target for `touchstone demo` (DocumentationDecisions E1, E12).
import Foundation

/// The scenario files of `Examples/scenarios/`, read from the resource bundle built with the
/// binary, where SwiftPM copies the folder whole: every `.yaml`, `.yml` or `.json` file in it is an
/// example, so adding one edits no list.
///
/// SwiftPM's generated `Bundle.module` calls `fatalError` when the bundle is missing (a binary
/// copied somewhere without its `.resources` folder), so the bundle is looked up here instead, in
/// the same first place (beside the executable), then beside the executable a symbolic link
/// points to, then in an install layout (`PREFIX/bin/touchstone` with
/// `PREFIX/share/touchstone/`), and last in the checkout the binary was built from. None found is
/// an error that lists where it looked.
public enum BundledExamples {
    /// One bundled scenario file.
    public struct Example: Sendable, Equatable {
        public var name: String
        public var text: String
        /// Where it was read from (so that output is never written over it).
        public var source: URL
    }

    /// Every scenario file, sorted by name.
    public static func all() throws -> [Example] {
        try all(searching: candidates())
    }

    /// Every scenario file of the first of `folders` that has any, sorted by name.
    public static func all(searching folders: [URL]) throws -> [Example] {
        let fm = FileManager.default
        for folder in folders {
            guard let names = try? fm.contentsOfDirectory(atPath: folder.path) else { continue }
            let scenarios = names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted()
            guard !scenarios.isEmpty else { continue }
            return try scenarios.map { name in
                let url = folder.appendingPathComponent(name)
                return Example(name: name, text: try String(contentsOf: url, encoding: .utf8), source: url)
            }
        }
        throw NotFound(searched: folders)
    }

    /// `examples` in the order `demo` shows them (ScenarioDecisions X12): by name, except that a
    /// variant — `<base>-<suffix>.yaml` beside a `<base>.yaml` — follows its base, the scenario
    /// before the fix, and the variant named `fixed` comes last among them
    /// (`seed000-record-button`, `-deferred`, `-fixed`).
    public static func readingOrder(_ examples: [Example]) -> [Example] {
        let stems = Set(examples.map { stem($0.name) })
        func key(_ e: Example) -> (String, Int, String) {
            let name = stem(e.name)
            guard let dash = name.lastIndex(of: "-"), stems.contains(String(name[..<dash])) else { return (name, 0, "") }
            let suffix = String(name[name.index(after: dash)...])
            return (String(name[..<dash]), suffix == "fixed" ? 2 : 1, suffix)
        }
        return examples.sorted { key($0) < key($1) }
    }

    /// A file name without its extension.
    static func stem(_ name: String) -> String {
        name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
    }

    /// The bundle's name as SwiftPM builds it: `<package>_<target>` with `.resources` on Linux
    /// and Windows, `.bundle` on Apple platforms.
    static let bundleNames = ["Touchstone_TouchstoneExamples.resources", "Touchstone_TouchstoneExamples.bundle"]

    /// The folder of the bundle that holds the scenario files (the copied `scenarios/`).
    static let folderName = "scenarios"

    /// The folders that may hold the examples, in the order they are tried.
    static func candidates() -> [URL] {
        var folders: [URL] = []
        var bases = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            let bin = executable.deletingLastPathComponent()
            bases.append(bin)
            bases.append(bin.deletingLastPathComponent().appendingPathComponent("share/touchstone"))
        }
        for base in bases {
            for name in bundleNames {
                let bundle = base.appendingPathComponent(name)
                folders.append((Bundle(url: bundle)?.resourceURL ?? bundle).appendingPathComponent(folderName))
            }
        }
        folders.append(checkoutFolder)
        var seen = Set<String>()
        return folders.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// The `Examples/scenarios/` folder of the checkout this binary was built from (it may be gone).
    public static var checkoutFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(folderName)
    }

    /// Every file the examples were or could have been read from: what `all()` read, and the
    /// originals in the checkout the bundle was copied from. Output must never be written there.
    package static func files(of examples: [Example]) -> [String] {
        examples.flatMap { [$0.source.path, checkoutFolder.appendingPathComponent($0.name).path] }
    }

    /// No folder with scenario files was found.
    public struct NotFound: Error, CustomStringConvertible {
        public let searched: [URL]
        public var description: String {
            "the bundled examples were not found; looked in:\n" + searched.map { "  \($0.path)" }.joined(separator: "\n")
                + "\nInstall the binary with its Touchstone_TouchstoneExamples.resources folder beside it (or in PREFIX/share/touchstone/), or run `swift run touchstone demo` in a checkout."
        }
    }
}
