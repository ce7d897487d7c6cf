import Foundation

/// One object of a dump, read from the `<Class: 0xADDR; key = value; key: value>` grammar that
/// `description` uses for views and recognisers, or `_printHierarchy`'s
/// `<Class 0xADDR>, state: appeared, view: <…>` (ImportDecisions I1).
///
/// Values nest `<>`, `{}`, `[]` and `()` and may hold `;` and spaces (`frame = (0 0; 320 480)`);
/// `text = '…'` may hold anything. Fields keep their order; a key seen twice keeps the first.
struct DumpObject {
    /// As printed: `UIButton`, `MyApp.ChatInputBar`, `_UIButtonBarButton`.
    var className: String
    /// `0x7f9c1c50a2b0`, lower-cased; empty when the dump prints none.
    var address: String
    /// Read by ``parseFields()``: views past the import's limits are never parsed.
    private(set) var fields: [(key: String, value: Substring)] = []
    /// The dump it came from and its line, for warnings.
    var file = ""
    var line: Int
    var depth: Int
    private var rest: Substring
    private var trailing: Substring
    private var parsed = false

    /// Reads the class and address; the fields wait for ``parseFields()``.
    init(_ entry: DumpEntry) {
        line = entry.line
        depth = entry.depth
        trailing = entry.trailing
        let body = entry.body
        let nameEnd = body.firstIndex { !($0.isLetter || $0.isNumber || "_.$".contains($0)) } ?? body.endIndex
        className = String(body[..<nameEnd])
        var rest = body[nameEnd...].drop { $0 == ":" || $0 == " " }
        address = ""
        if rest.hasPrefix("0x") {
            let hex = rest.dropFirst(2).prefix { $0.isHexDigit }
            address = "0x" + hex.lowercased()
            rest = rest.dropFirst(2 + hex.count)
        }
        // `<UITapGestureRecognizer: 0x… (multi-select.multiFingerTapGesture); …>`: the name UIKit gave it.
        let afterAddress = rest.drop { $0 == " " }
        if afterAddress.hasPrefix("("), let close = afterAddress.firstIndex(of: ")") {
            headerNote = String(afterAddress[afterAddress.index(after: afterAddress.startIndex)..<close])
            rest = afterAddress[afterAddress.index(after: close)...]
        }
        self.rest = rest
    }

    /// The parenthesised name printed after the address, if any.
    private(set) var headerNote: String?

    /// Splits the fields once.
    mutating func parseFields() {
        guard !parsed else { return }
        parsed = true
        for part in Self.topLevelParts(rest, separator: ";") {
            let t = part.drop { $0 == " " }
            guard !t.isEmpty else { continue }
            // The key ends at the first "=" or ": " (values hold both later: `view = <UIView 0x…>`).
            var key = t.startIndex
            while key < t.endIndex, t[key] != "=", !(t[key] == ":" && t.index(after: key) < t.endIndex && t[t.index(after: key)] == " ") {
                key = t.index(after: key)
            }
            guard key < t.endIndex else { continue }
            let valueStart = t.index(after: t[key] == "=" ? key : t.index(after: key))
            append(String(t[..<key]).trimmingCharacters(in: .whitespaces), t[valueStart...].drop { $0 == " " })
        }
        // _printHierarchy: ", state: appeared, view: <UILayoutContainerView 0x…>"
        for part in Self.topLevelParts(trailing, separator: ",") {
            let t = part.drop { $0 == " " }
            if let colon = t.firstIndex(of: ":") {
                append(String(t[..<colon]), t[t.index(after: colon)...].drop { $0 == " " })
            }
        }
    }

    private mutating func append(_ key: String, _ value: Substring) {
        guard !key.isEmpty, !fields.contains(where: { $0.key == key }) else { return }
        var v = value
        while let last = v.last, last == " " { v = v.dropLast() }
        fields.append((key, v))
    }

    /// The value of `key`, if printed.
    subscript(_ key: String) -> Substring? { fields.first { $0.key == key }?.value }

    /// Whether the class is a gesture recogniser's (its name says so).
    var isRecognizer: Bool { className.hasSuffix("GestureRecognizer") || className.hasSuffix("Recognizer") }
    /// Whether it is a `_printHierarchy` controller line (`, state: …, view: <…>` after it).
    var isController: Bool { !trailing.isEmpty || className.hasSuffix("Controller") && !rest.contains("frame") }

    /// `text` split at `separator` where no bracket or quote is open.
    static func topLevelParts(_ text: Substring, separator: Character) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var quoted = false
        var start = text.startIndex
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if quoted {
                if c == "'" {
                    let n = text.index(after: i)
                    if n == text.endIndex || text[n] == separator || text[n] == ">" { quoted = false }
                }
            } else if c == "'" && depth == 0 {
                quoted = true
            } else if "<{[(".contains(c) {
                depth += 1
            } else if ">}])".contains(c) {
                depth = max(0, depth - 1)
            } else if c == separator && depth == 0 {
                parts.append(text[start..<i])
                start = text.index(after: i)
            }
            i = text.index(after: i)
        }
        if start < text.endIndex { parts.append(text[start...]) }
        return parts
    }
}
