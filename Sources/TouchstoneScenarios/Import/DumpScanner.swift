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

/// Finds the objects in pasted debugger output, as people paste it (ImportDecisions I1):
/// `|` depth markers in every spacing (`   |    |`, `| | `, collapsed `||`), indentation only
/// (very old iOS), several objects flattened onto one line, and the noise around a dump —
/// `(lldb) po …` commands, `$R0 = ` result prefixes, NSLog timestamps, backticks and quotes,
/// Swift array printing (`▿`, `- 0 : `), escaped `\n` line breaks of `p` output, author cuts
/// (`...`) and sublayer lines. Every non-blank line it cannot read becomes a warning.
///
/// It reads UTF-8 bytes (every character that matters is ASCII), one pass per line: a 100,000-line
/// dump is scanned in well under a second (Benchmarks, Sources/Touchstone/Touchstone.docc/Performance.md).
struct DumpScanner {
    let file: String
    /// Bounded: a dump of junk lines gives a warning per line (issue 30).
    var warnings = WarningLog()
    /// Whether any `|` depth marker was seen; without one, indentation gives the depth.
    private var sawMarker = false

    init(file: String) { self.file = file }

    mutating func scan(_ original: String) -> [DumpEntry] {
        let text = Self.unescapedLineBreaks(original)
        let bytes = Array(text.utf8)
        var entries: [DumpEntry] = []
        var entryIndents: [Int] = []
        var number = 0
        var lineStart = 0
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
            number += 1
            // An object whose text runs onto later lines (a `text = '…'` with line breaks) ends
            // where its brackets close; the lines it spans are read as part of it.
            if let closedAt = scanLine(bytes, lineStart, lineEnd, number: number, entries: &entries, indents: &entryIndents) {
                var i = lineEnd
                while i < closedAt {
                    if bytes[i] == 0x0A || (bytes[i] == 0x0D && !(i + 1 < bytes.count && bytes[i + 1] == 0x0A)) { number += 1 }
                    i += 1
                }
                lineEnd = closedAt
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
            }
            if lineEnd < bytes.count, bytes[lineEnd] == 0x0D, lineEnd + 1 < bytes.count, bytes[lineEnd + 1] == 0x0A { lineEnd += 1 }
            lineStart = lineEnd + 1
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

    private mutating func warn(_ line: Int, _ message: @autoclosure () -> String) {
        warnings.append(file: file, line: line, message())
    }

    private static func string(_ b: [UInt8], _ from: Int, _ to: Int) -> Substring {
        Substring(String(decoding: b[from..<to], as: UTF8.self))
    }

    /// How far past its line an unclosed object may run to find its closing `>`.
    static let maximumObjectSpan = 8_192

    /// Reads one line; answers the position past the closing `>` when the line's last object
    /// closes on a later line.
    private mutating func scanLine(_ b: [UInt8], _ start: Int, _ end: Int, number: Int,
                                   entries: inout [DumpEntry], indents: inout [Int]) -> Int? {
        var s = start, e = end
        // NSLog: "2019-01-12 10:00:00.123 App[12:34] "
        if e - s > 20, (s..<s + 4).allSatisfy({ Self.isDigit(b[$0]) }), b[s + 4] == UInt8(ascii: "-"),
           let close = Self.find(b, s, e, [UInt8(ascii: "]"), UInt8(ascii: " ")]) { s = close + 2 }
        let firstObject = Self.nextObjectStart(b, s, e)
        // "(String) $R0 = " and "$0 = " before the first object.
        if let lt = firstObject, (s..<lt).contains(where: { b[$0] == UInt8(ascii: "$") }),
           let eq = Self.find(b, s, lt, Array(" = ".utf8)) { s = eq + 3 }
        // Swift array printing and quotes before the first marker or object: "▿ ", "- 0 : ", "\"", "`".
        var h = s
        var sawNonSpace = false
        while h < e, b[h] != UInt8(ascii: "<"), b[h] != UInt8(ascii: "|") {
            let c = b[h]
            if c != 0x20 && c != 0x09 { sawNonSpace = true }
            guard c >= 0x80 || Self.headNoise.contains(c) else { sawNonSpace = false; h = s; break }
            h += 1
        }
        if sawNonSpace && h < e { s = h }
        while e > s, [UInt8(ascii: "`"), UInt8(ascii: "\""), UInt8(ascii: ","), 0x20].contains(b[e - 1]) { e -= 1 }
        if s >= e { return nil }
        guard let first = Self.nextObjectStart(b, s, e) else {
            let text = Self.string(b, s, e)
            if Self.isNoise(text) { warn(number, Self.noiseReason(text) ?? "") }
            return nil
        }
        var closedLater: Int?
        var indent = 0
        while s + indent < e, b[s + indent] == 0x20 || b[s + indent] == 0x09 { indent += 1 }
        var cursor = s
        var start: Int? = first
        while let lt = start {
            var markers = 0
            for i in cursor..<lt where b[i] == UInt8(ascii: "|") { markers += 1 }
            if markers > 0 { sawMarker = true }
            let (close, balanced, inQuote) = Self.matchingCloseNotingQuote(b, lt, e)
            if !balanced && inQuote {
                let (later, found) = Self.matchingClose(b, lt, min(b.count, end + Self.maximumObjectSpan))
                if found, later > end {
                    // Keep the whole object; what follows its `>` on that later line is not read.
                    entries.append(DumpEntry(line: number, depth: (cursor..<lt).filter { b[$0] == UInt8(ascii: "|") }.count,
                                             body: Self.string(b, lt + 1, later), trailing: ""))
                    indents.append(indent)
                    if entries.last!.depth > 0 { sawMarker = true }
                    closedLater = later + 1
                    break
                }
            }
            if !balanced { warn(number, "unbalanced brackets; read up to the end of the line") }
            let bodyEnd = balanced ? close : e
            var next = balanced ? close + 1 : e
            var rest = next
            while rest < e, b[rest] == 0x20 { rest += 1 }
            var trailing: Substring = ""
            // Another object on the same line needs a `|` marker before it (a flattened dump);
            // an object inside a custom description's trailing text is not a view.
            var following = Self.nextObjectStart(b, next, e)
            if let f = following, !(next..<f).contains(where: { b[$0] == UInt8(ascii: "|") }) { following = nil }
            if Self.hasPrefix(b, rest, e, ", state:") || Self.hasPrefix(b, rest, e, ", view:") {
                trailing = Self.string(b, rest, e)
                next = e
            } else if following == nil, (rest..<e).contains(where: { b[$0] != 0x20 && b[$0] != UInt8(ascii: ">") && b[$0] != UInt8(ascii: "(") }),
                      !Self.isLayer(Self.string(b, lt + 1, bodyEnd)) {
                warn(number, "text after the object ignored: \(InputLimits.excerpt(String(Self.string(b, rest, e))))")
            }
            let body = Self.string(b, lt + 1, bodyEnd)
            if Self.isLayer(body) {
                warn(number, "a layer, not a view; skipped")
            } else {
                entries.append(DumpEntry(line: number, depth: markers, body: body, trailing: trailing))
                indents.append(indent)
            }
            cursor = next
            start = next < e ? (trailing.isEmpty ? following : nil) : nil
        }
        return closedLater
    }

    // MARK: Bytes

    private static let headNoise: Set<UInt8> = Set(Array("-0123456789 :\"`'\t.".utf8))

    static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    /// Letters, digits, `_`, `.`, `$` and any non-ASCII byte (Swift allows Unicode class names).
    static func isNameByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
            || c == UInt8(ascii: "_") || c == UInt8(ascii: ".") || c == UInt8(ascii: "$") || c >= 0x80
    }

    static func find(_ b: [UInt8], _ from: Int, _ to: Int, _ needle: [UInt8]) -> Int? {
        guard !needle.isEmpty, to - from >= needle.count else { return nil }
        var i = from
        while i <= to - needle.count {
            if b[i] == needle[0] {
                var k = 1
                while k < needle.count, b[i + k] == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }

    static func hasPrefix(_ b: [UInt8], _ at: Int, _ end: Int, _ prefix: String) -> Bool {
        let p = Array(prefix.utf8)
        guard end - at >= p.count else { return false }
        for k in 0..<p.count where b[at + k] != p[k] { return false }
        return true
    }

    /// A `<` that opens an object: a name starting with an ASCII letter or `_`, followed by
    /// `: 0x`, ` 0x`, `:0x`, or `; ` and a key (a description without an address).
    static func nextObjectStart(_ b: [UInt8], _ from: Int, _ to: Int) -> Int? {
        var i = from
        while i < to {
            if b[i] == UInt8(ascii: "<"), i + 1 < to, isLetterOrUnderscore(b[i + 1]) {
                var j = i + 1
                while j < to, isNameByte(b[j]) { j += 1 }
                if j < to, hasPrefix(b, j, to, ": 0x") || hasPrefix(b, j, to, " 0x") || hasPrefix(b, j, to, ":0x")
                    || (hasPrefix(b, j, to, "; ") && j + 2 < to && isLetterOrUnderscore(b[j + 2])) {
                    return i
                }
            }
            i += 1
        }
        return nil
    }

    static func isLetterOrUnderscore(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == UInt8(ascii: "_")
    }

    /// The `>` closing the `<` at `open`, skipping nested `<…>` and quoted `'…'` text (a quote
    /// closes only before `;`, `>`, `,` or the end, so `'Don't'` stays one text).
    static func matchingClose(_ b: [UInt8], _ open: Int, _ end: Int) -> (Int, Bool) {
        let (at, closed, _) = matchingCloseNotingQuote(b, open, end)
        return (at, closed)
    }

    /// ``matchingClose(_:_:_:)``, also saying whether the text ended inside a quote.
    static func matchingCloseNotingQuote(_ b: [UInt8], _ open: Int, _ end: Int) -> (Int, Bool, Bool) {
        var depth = 0
        var quoted = false
        var i = open
        while i < end {
            let c = b[i]
            if quoted {
                if c == UInt8(ascii: "'") {
                    let n = i + 1
                    if n == end || b[n] == UInt8(ascii: ";") || b[n] == UInt8(ascii: ">") || b[n] == UInt8(ascii: ",") { quoted = false }
                }
            } else if c == UInt8(ascii: "'") {
                quoted = true
            } else if c == UInt8(ascii: "<") {
                depth += 1
            } else if c == UInt8(ascii: ">") {
                depth -= 1
                if depth == 0 { return (i, true, false) }
            }
            i += 1
        }
        return (end, false, quoted)
    }

    /// A sublayer printed among the views (`(layer) <_UILabelContentLayer: 0x…>`, `<CALayer: 0x…>`).
    static func isLayer(_ body: Substring) -> Bool {
        body.prefix { $0 != ":" && $0 != " " && $0 != ";" }.hasSuffix("Layer")
    }

    // MARK: Text

    /// `p`/`expr` print a string with its line breaks escaped: `"<UIWindow…>\n   | <UIView…>"`.
    /// A `\n` before a `|` marker is a line break; others (inside `must-fail = {…}`) stay.
    static func unescapedLineBreaks(_ text: String) -> String {
        var previous: UInt8 = 0
        guard text.utf8.contains(where: { c in defer { previous = c }; return previous == UInt8(ascii: "\\") && c == UInt8(ascii: "n") }) else {
            return text
        }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var i = text.startIndex
        while i < text.endIndex {
            if text[i] == "\\", text.index(after: i) < text.endIndex, text[text.index(after: i)] == "n" {
                let after = text[text.index(i, offsetBy: 2)...].drop { $0 == " " }
                if after.first == "|" { out.append("\n"); i = text.index(i, offsetBy: 2); continue }
            }
            out.append(text[i])
            i = text.index(after: i)
        }
        return out
    }

    /// Whether a line with no object gets a warning (``noiseReason(_:)`` is built only for the
    /// warnings that are kept): not blank, not a debugger command or a note.
    static func isNoise(_ line: Substring) -> Bool {
        let t = line.trimmingCharacters(in: .whitespaces)
        if t.hasPrefix("(lldb)") || t.hasPrefix("(gdb)") || t.hasPrefix("cy#") || t.hasPrefix("#") { return false }
        let bare = t.filter { $0 != "|" && $0 != " " && $0 != "\t" }
        if bare.isEmpty || bare == "(" || bare == ")" || bare == ")," { return false }
        if bare.allSatisfy({ ".…-–—⋮·=_*".contains($0) }) || t.contains("(layer)") { return true }
        return !(bare.hasPrefix("▿") || bare.hasPrefix("Optional<") || bare.hasPrefix("some:"))
    }

    /// Why a line with no object is skipped: `nil` for silent noise (blank, a debugger command).
    static func noiseReason(_ line: Substring) -> String? {
        let t = line.trimmingCharacters(in: .whitespaces)
        // A `#` line is a note the person pasting added (where the dump came from).
        if t.hasPrefix("(lldb)") || t.hasPrefix("(gdb)") || t.hasPrefix("cy#") || t.hasPrefix("#") { return nil }
        let bare = t.filter { $0 != "|" && $0 != " " && $0 != "\t" }
        if bare.isEmpty || bare == "(" || bare == ")" || bare == ")," { return nil }
        if bare.allSatisfy({ ".…-–—⋮·=_*".contains($0) }) {
            return "cut by the author (\(InputLimits.excerpt(t))): views may be missing here"
        }
        if t.contains("(layer)") { return "a layer, not a view; skipped" }
        if bare.hasPrefix("▿") || bare.hasPrefix("Optional<") || bare.hasPrefix("some:") { return nil }
        return "not a view, recogniser or controller line; skipped: \(InputLimits.excerpt(t))"
    }
}
