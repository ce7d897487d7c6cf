/// Text from a file (a scenario's name, an unknown key, a line of a dump) made safe to print on a
/// terminal: control characters that a terminal obeys (ESC starting `ESC ] 0;title BEL` or
/// `ESC [2J`, BEL, backspace, carriage return, the C1 controls such as CSI, DEL) and the
/// bidirectional overrides that reorder what is shown are written as visible `\u{…}` escapes
/// (decision R18). Every CLI line goes through it, and so does every ``ScenarioError`` and import
/// message that quotes input.
package enum TerminalText {
    /// `text` with every terminal control written as `\u{HEX}`; line feeds (and tabs) are kept
    /// when `keepingLineBreaks` (a multi-line output), escaped otherwise (a one-line message).
    package static func escaped(_ text: String, keepingLineBreaks: Bool = true) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar, keepingLineBreaks: keepingLineBreaks) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Whether `scalar` changes what a terminal shows instead of being shown.
    static func isControl(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return !keepingLineBreaks
        case 0x00...0x1F, 0x7F, 0x80...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true   // bidirectional embeddings, overrides, isolates
        default: return false
        }
    }
}
