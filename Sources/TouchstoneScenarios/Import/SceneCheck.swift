import Foundation

/// Reads an imported scene with the scenario reader before it is written (issue 30: import
/// wrote scenes its own reader refused — a cycle in `must-fail` sets, a `contentSize` of 1e308).
/// What the reader refuses becomes a warning at the dump line the entry came from, and the value
/// it points at is left out (the whole entry when the value is its `id`, or is not one of its
/// values), until the scene reads; a scene that still does not read after
/// ``maximumPasses`` is an ``ImportError`` naming the reader's first problem (ImportDecisions I16).
enum SceneCheck {
    /// At most this many read-and-repair passes (each fixes every problem the reader lists).
    static let maximumPasses = 8

    static func readable(_ yaml: String, origins: [String: (file: String, line: Int)], file: String,
                         warnings: inout WarningLog) throws -> String {
        var lines = yaml.components(separatedBy: "\n")
        var origins = origins
        var firstProblem = ""
        for _ in 0..<maximumPasses {
            let problems: [ScenarioError]
            do {
                _ = try ScenarioParser.parse(lines.joined(separator: "\n"), file: file)
                return lines.joined(separator: "\n")
            } catch let e as ScenarioErrors { problems = e.errors }
            catch let e as ScenarioError { problems = [e] }
            if firstProblem.isEmpty { firstProblem = problems.first?.message ?? "" }
            var repaired = false
            var done = Set<Int>()
            // From the last line up, so that removing a line leaves the others' numbers.
            for p in problems.sorted(by: { $0.line > $1.line }) where p.line >= 1 && p.line <= lines.count && done.insert(p.line).inserted {
                let text = lines[p.line - 1]
                let key = entryKey(text)
                guard let open = text.firstIndex(of: "{"), key.hasPrefix("{") else { continue }
                let origin = origins[key] ?? (file, 0)
                let column = p.column - 1
                let parts = fieldRanges(text, from: open)
                if let part = parts.first(where: { $0.range.contains(column) }), !part.text.hasPrefix("id:") {
                    let kept = parts.filter { $0.range != part.range }.map(\.text)
                    let newText: String = String(text[..<open]) + "{ " + kept.joined(separator: ", ") + " }"
                    lines[p.line - 1] = newText
                    origins[entryKey(newText)] = origin
                    warnings.append(file: origin.file, line: origin.line, "the scene would not load (\(p.message)); \(InputLimits.excerpt(part.text)) is left out")
                } else {
                    lines.remove(at: p.line - 1)
                    warnings.append(file: origin.file, line: origin.line, "the scene would not load (\(p.message)); this entry is left out")
                }
                repaired = true
            }
            if !repaired { break }
        }
        throw ImportError(description: "\(file): the imported scene would not load: \(firstProblem)")
    }

    /// A written entry line without its indentation and list dash: `{ id: …, … }`.
    static func entryKey(_ line: String) -> String {
        var t = line.drop { $0 == " " }
        if t.hasPrefix("- ") { t = t.dropFirst(2) }
        return String(t)
    }

    /// The `key: value` parts of the flow mapping opening at `open`, with their column ranges
    /// (0-based, in characters), split at commas outside brackets and quotes.
    static func fieldRanges(_ line: String, from open: String.Index) -> [(text: String, range: Range<Int>)] {
        let chars = Array(line)
        var i = line.distance(from: line.startIndex, to: open) + 1
        var out: [(String, Range<Int>)] = []
        var start = i, depth = 0, quoted = false
        while i < chars.count {
            let c = chars[i]
            if quoted {
                if c == "\\" { i += 1 } else if c == "\"" { quoted = false }
            } else if c == "\"" { quoted = true }
            else if c == "[" || c == "{" { depth += 1 }
            else if (c == "]" || c == "}") && depth > 0 { depth -= 1 }
            else if c == "," || c == "}" {
                let text = String(chars[start..<i]).trimmingCharacters(in: .whitespaces)
                if !text.isEmpty { out.append((text, start..<i)) }
                start = i + 1
                if c == "}" { break }
            }
            i += 1
        }
        return out
    }
}
