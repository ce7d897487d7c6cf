import Foundation

/// The values `description` prints, read leniently: `(x y; w h)` frames, `{x, y}` points and
/// sizes, `[a, b, c, d, tx, ty]` transforms, `YES`/`NO`, numbers and `'…'` texts with `\uXXXX`
/// escapes (ImportDecisions I1). Each answers `nil` for text it cannot read.
enum DumpValues {
    /// The numbers in `text`, in order (`-14.5`, `1e-05`, `inf` and `nan` included so callers can refuse them).
    static func numbers(_ text: Substring) -> [Double] {
        var out: [Double] = []
        var token = ""
        func flush() {
            if !token.isEmpty, let v = Double(token) { out.append(v) }
            token = ""
        }
        for c in text {
            if c.isNumber || c == "." || c == "-" || c == "+" || c == "e" || c == "E" || c == "i" || c == "n" || c == "f" || c == "a" {
                token.append(c)
            } else {
                flush()
            }
        }
        flush()
        return out
    }

    /// `(0 20; 320 460)`.
    static func rect(_ text: Substring) -> CGRect? {
        let n = numbers(text)
        guard n.count == 4 else { return nil }
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// `{0, -64}` or `{375, 533.5}`.
    static func pair(_ text: Substring) -> (Double, Double)? {
        let n = numbers(text)
        guard n.count == 2 else { return nil }
        return (n[0], n[1])
    }

    /// `[0, 1, -1, 0, 0, 0]`.
    static func transform(_ text: Substring) -> [Double]? {
        let n = numbers(text)
        return n.count == 6 ? n : nil
    }

    /// `YES`/`NO` (also `true`/`false`, `1`/`0`).
    static func flag(_ text: Substring) -> Bool? {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "yes", "true", "1": return true
        case "no", "false", "0": return false
        default: return nil
        }
    }

    /// `'Send'` → `Send`, `\u2026` decoded; `truncated` when the dump cut it (`...` or `…` at the end).
    static func text(_ raw: Substring) -> (text: String, truncated: Bool)? {
        var t = raw.trimmingCharacters(in: .whitespaces)[...]
        if t.hasPrefix("'") { t = t.dropFirst() }
        if t.hasSuffix("'") { t = t.dropLast() }
        var out = ""
        var i = t.startIndex
        while i < t.endIndex {
            if t[i] == "\\", t[t.index(after: i)...].hasPrefix("u"), t.distance(from: i, to: t.endIndex) >= 6,
               let scalar = UInt32(t[t.index(i, offsetBy: 2)..<t.index(i, offsetBy: 6)], radix: 16).flatMap(Unicode.Scalar.init) {
                out.unicodeScalars.append(scalar)
                i = t.index(i, offsetBy: 6)
                continue
            }
            out.append(t[i])
            i = t.index(after: i)
        }
        let truncated = out.hasSuffix("...") || out.hasSuffix("…")
        return (out, truncated)
    }

    /// The addresses `0x…` in `text`, lower-cased (a recogniser's `view = <UIView 0x…>`, its
    /// `must-fail = {…}` set).
    static func addresses(_ text: Substring) -> [String] {
        var out: [String] = []
        var i = text.startIndex
        while let r = text[i...].range(of: "0x") {
            let hex = text[r.upperBound...].prefix { $0.isHexDigit }
            if !hex.isEmpty { out.append("0x" + hex.lowercased()) }
            i = text.index(r.upperBound, offsetBy: hex.count)
        }
        return out
    }
}
