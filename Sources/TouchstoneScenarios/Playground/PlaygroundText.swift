import Foundation

/// Text surgery on scenario files for recordings: the scene's own lines are kept as written
/// (comments and order included) and only the top-level keys a recording replaces are dropped.
enum PlaygroundText {
    /// `text` without the top-level mappings `keys` (a key at column 0 and every line after it
    /// up to the next line at column 0 that is not a comment or blank).
    static func withoutKeys(_ keys: Set<String>, in text: String) -> String {
        var out: [Substring] = []
        var skipping = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, first != " ", first != "\t", first != "#" {
                let key = line.prefix { $0 != ":" }
                skipping = line.contains(":") && keys.contains(String(key).trimmingCharacters(in: .whitespaces))
                if line == "---" || line == "..." { skipping = false }
            }
            if !skipping { out.append(line) }
        }
        while let last = out.last, last.trimmingCharacters(in: .whitespaces).isEmpty { out.removeLast() }
        return out.joined(separator: "\n") + "\n"
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ s: String) -> String { SceneWriter.yamlQuoted(s) }
}
