import Foundation

/// One object a dump prints — a view, a gesture recogniser or a view controller — with the
/// depth its `|` markers (or indentation) give it and the dump line it came from.
struct DumpEntry {
    /// 1-based line of the dump (of the first line, for a dump flattened onto one line).
    var line: Int
    /// 0 for the top object; one more per `|` marker.
    var depth: Int
    /// The text between the object's `<` and its matching `>`.
    var body: Substring
    /// What follows the object on its line: `_printHierarchy`'s `, state: appeared, view: <…>`.
    var trailing: Substring
}

/// Finds the objects in pasted debugger output, as people paste it (Docs/Decisions.md I1):
/// `|` depth markers in every spacing (`   |    |`, `| | `, collapsed `||`), indentation only
/// (very old iOS), several objects flattened onto one line, and the noise around a dump —
/// `(lldb) po …` commands, `$R0 = ` result prefixes, NSLog timestamps, backticks and quotes,
/// Swift array printing (`▿`, `- 0 : `), escaped `\n` line breaks of `p` output, author cuts
/// (`...`) and sublayer lines. Every non-blank line it cannot read becomes a warning.
struct DumpScanner {
    let file: String
    var warnings: [ImportWarning] = []
    /// Whether any `|` depth marker was seen; without one, indentation gives the depth.
    private var sawMarker = false
    private var indents: [Int] = []

    init(file: String) { self.file = file }

    mutating func scan(_ text: String) -> [DumpEntry] {
        var entries: [DumpEntry] = []
        var entryIndents: [Int] = []
        var number = 0
        for rawLine in Self.lines(of: Self.unescapedLineBreaks(text)) {
            number += 1
            let line = Self.strippedNoise(rawLine)
            if line.allSatisfy(\.isWhitespace) { continue }
            if let reason = Self.noiseReason(line) {
                if let reason { warn(number, reason) }
                continue
            }
            let found = entriesOnLine(line, number: number)
            if found.isEmpty {
                warn(number, "not a view, recogniser or controller line; skipped: \(InputLimits.excerpt(String(line.trimmingCharacters(in: .whitespaces))))")
                continue
            }
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            for e in found { entries.append(e); entryIndents.append(indent) }
        }
        if !sawMarker, entries.count > 1 {
            // Indentation only: the smallest step between indents is one level.
            let steps = Set(entryIndents).sorted()
            let unit = zip(steps, steps.dropFirst()).map { $1 - $0 }.min() ?? 1
            let base = steps.first ?? 0
            for i in entries.indices { entries[i].depth = max(0, (entryIndents[i] - base) / max(1, unit)) }
        }
        return entries
    }

    private mutating func warn(_ line: Int, _ message: String) {
        warnings.append(ImportWarning(file: file, line: line, message: message))
    }

    // MARK: Lines and noise

    static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    /// `p`/`expr` print a string with its line breaks escaped: `"<UIWindow…>\n   | <UIView…>"`.
    /// A `\n` before a `|` marker or a `<` is a line break; others (inside `must-fail = {…}`) stay.
    static func unescapedLineBreaks(_ text: String) -> String {
        guard text.contains("\\n") else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var i = text.startIndex
        while i < text.endIndex {
            if text[i] == "\\", text.index(after: i) < text.endIndex, text[text.index(after: i)] == "n" {
                let after = text[text.index(i, offsetBy: 2)...].drop { $0 == " " }
                if let c = after.first, c == "|" || c == "<" { out.append("\n"); i = text.index(i, offsetBy: 2); continue }
            }
            out.append(text[i])
            i = text.index(after: i)
        }
        return out
    }

    /// Removes what surrounds a dump line: NSLog's `2019-01-12 10:00:00.123 App[12:34] `,
    /// `(String) $R0 = `, `$0 = `, Swift array printing, backticks and quotes.
    static func strippedNoise(_ raw: Substring) -> Substring {
        var s = raw
        if s.count > 20, s.prefix(4).allSatisfy(\.isNumber), s.dropFirst(4).first == "-",
           let close = s.range(of: "] ") { s = s[close.upperBound...] }
        if let lt = s.firstIndex(of: "<"), let eq = s[..<lt].range(of: " = "),
           s[..<eq.lowerBound].contains("$") { s = s[eq.upperBound...] }
        let head = s.prefix { $0 != "<" && $0 != "|" }
        if head.contains(where: { $0 != " " && $0 != "\t" }), head.allSatisfy({ "▿-0123456789 :\"`'\t.".contains($0) }) {
            s = s[head.endIndex...]
        }
        while let last = s.last, "`\",".contains(last) { s = s.dropLast() }
        return s
    }

    /// `nil` for a line that may hold objects; `.some(nil)` for silent noise (a debugger
    /// command); `.some(reason)` for a line skipped with a warning.
    static func noiseReason(_ line: Substring) -> String?? {
        let t = line.trimmingCharacters(in: .whitespaces)
        if t.hasPrefix("(lldb)") || t.hasPrefix("(gdb)") {
            // A command; a blog may have joined the output onto it.
            return nextObjectStart(in: line, from: line.startIndex) == nil ? .some(nil) : nil
        }
        let bare = t.filter { $0 != "|" && $0 != " " }
        if bare.isEmpty { return .some(nil) }
        if bare.allSatisfy({ ".…-–—⋮·=_*".contains($0) }) {
            return .some("cut by the author (\(InputLimits.excerpt(t))): views may be missing here")
        }
        if t.contains("(layer)") || bare.hasPrefix("<CALayer") || bare.hasPrefix("<CA") && bare.contains("Layer:") {
            return .some("a layer, not a view; skipped")
        }
        return nil
    }

    // MARK: Objects on a line

    /// Every `<Class: 0x…` object on the line with the `|` markers before it.
    private mutating func entriesOnLine(_ line: Substring, number: Int) -> [DumpEntry] {
        var out: [DumpEntry] = []
        var cursor = line.startIndex
        while cursor < line.endIndex {
            guard let start = Self.nextObjectStart(in: line, from: cursor) else { break }
            let prefix = line[cursor..<start]
            let markers = prefix.filter { $0 == "|" }.count
            if markers > 0 { sawMarker = true }
            let (end, balanced) = Self.matchingClose(in: line, from: start)
            if !balanced { warn(number, "unbalanced brackets; read up to the end of the line") }
            let body = line[line.index(after: start)..<(balanced ? end : line.endIndex)]
            var next = balanced ? line.index(after: end) : line.endIndex
            var trailing: Substring = ""
            let rest = line[next...].drop { $0 == " " }
            if rest.hasPrefix(", state:") || rest.hasPrefix(", view:") {
                trailing = rest
                next = line.endIndex
            } else if Self.nextObjectStart(in: line, from: next) == nil, !rest.allSatisfy({ $0 == " " || $0 == ">" }) {
                warn(number, "text after the object ignored: \(InputLimits.excerpt(String(rest)))")
            }
            out.append(DumpEntry(line: number, depth: markers, body: body, trailing: trailing))
            cursor = next
        }
        return out
    }

    /// A `<` that opens an object: an identifier (letters, digits, `_`, `.`, `$`) followed by
    /// `: 0x`, ` 0x` or `;`.
    static func nextObjectStart(in s: Substring, from: Substring.Index) -> Substring.Index? {
        var i = from
        while let lt = s[i...].firstIndex(of: "<") {
            var j = s.index(after: lt)
            while j < s.endIndex, s[j].isLetter || s[j].isNumber || "_.$".contains(s[j]) { j = s.index(after: j) }
            if j > s.index(after: lt) {
                let after = s[j...]
                if after.hasPrefix(": 0x") || after.hasPrefix(" 0x") || after.hasPrefix(":0x") || after.hasPrefix(";")
                    || after.hasPrefix(": ;") { return lt }
            }
            i = s.index(after: lt)
        }
        return nil
    }

    /// The `>` closing the `<` at `open`, skipping nested `<…>` and quoted `'…'` text (a quote
    /// closes only before `;`, `>`, `,` or the end, so `'Don't'` stays one text).
    static func matchingClose(in s: Substring, from open: Substring.Index) -> (Substring.Index, Bool) {
        var depth = 0
        var quoted = false
        var i = open
        while i < s.endIndex {
            let c = s[i]
            if quoted {
                if c == "'" {
                    let n = s.index(after: i)
                    if n == s.endIndex || ";>,".contains(s[n]) { quoted = false }
                }
            } else if c == "'" {
                quoted = true
            } else if c == "<" {
                depth += 1
            } else if c == ">" {
                depth -= 1
                if depth == 0 { return (i, true) }
            }
            i = s.index(after: i)
        }
        return (s.endIndex, false)
    }
}
