import Foundation

/// JSON text written by hand for the playground's per-frame `update` (Decision PG10): the same
/// text `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes` writes, byte for byte, at a
/// small part of its cost — on a 200-view screen being scrolled, the encoder's generic containers
/// spent three quarters of a frame (Sources/Touchstone/Touchstone.docc/Performance.md, round 12).
///
/// The caller writes keys in sorted order (UTF-8 byte order, as the encoder sorts them). Strings
/// are escaped as the encoder escapes them (RFC 8259 §7: quote, backslash and the controls
/// below U+0020; everything else is written as it is). A number that is not finite cannot be
/// written in JSON: ``number(_:)`` reports it and the caller falls back to the encoder, whose
/// error frame the page already knows.
struct PlaygroundJSON {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 1024) { bytes.reserveCapacity(capacity) }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes punctuation or a key already in JSON form (`{"type":`).
    mutating func raw(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes `"key":`.
    mutating func key(_ s: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        raw(s)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// Writes a comma unless `first`, which it then clears (for list items).
    mutating func separator(_ first: inout Bool) {
        if first { first = false } else { bytes.append(UInt8(ascii: ",")) }
    }

    /// Writes `s` as a JSON string.
    mutating func string(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(b)
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(b)
            case 0x0A: escape(UInt8(ascii: "n"))
            case 0x0D: escape(UInt8(ascii: "r"))
            case 0x09: escape(UInt8(ascii: "t"))
            case 0x08: escape(UInt8(ascii: "b"))
            case 0x0C: escape(UInt8(ascii: "f"))
            case 0..<0x20:
                raw("\\u00")
                bytes.append(Self.hex[Int(b >> 4)])
                bytes.append(Self.hex[Int(b & 0xF)])
            default: bytes.append(b)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ letter: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(letter)
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// Writes an integer.
    mutating func int(_ v: Int) {
        if v < 0 { bytes.append(UInt8(ascii: "-")) }
        digits(UInt64(v.magnitude), minimum: 1)
    }

    /// Writes a boolean.
    mutating func bool(_ v: Bool) { v ? raw("true") : raw("false") }

    /// Writes `v` as `JSONEncoder` does (its shortest round-trip `description`, without a
    /// trailing `.0`); returns false, writing nothing, when `v` is not finite.
    ///
    /// Fast path: a value within a billion of zero that is a whole number of thousandths — every
    /// time (`ms` rounds to the microsecond) and frame (`rectArray` rounds to 0.01 pt) the
    /// playground sends — is written from its integer digits. Its decimal digits are then the
    /// shortest text that reads back as `v`: any shorter one differs by at least 0.001, far more
    /// than the spacing of doubles below a billion (about 1e-7).
    mutating func number(_ v: Double) -> Bool {
        guard v.isFinite else { return false }
        if v.magnitude < 1e9, !(v == 0 && v.sign == .minus) {
            var scale = 1.0
            for decimals in 0...3 {
                let k = (v * scale).rounded()
                if k / scale == v {
                    fixed(k, decimals: decimals)
                    return true
                }
                scale *= 10
            }
        }
        var s = v.description
        if s.hasSuffix(".0") { s.removeLast(2) }
        bytes.append(contentsOf: s.utf8)
        return true
    }

    /// Writes `k / 10^decimals` with exactly `decimals` digits after the point (the last not 0).
    private mutating func fixed(_ k: Double, decimals: Int) {
        if k < 0 { bytes.append(UInt8(ascii: "-")) }
        let n = UInt64(k.magnitude)
        guard decimals > 0 else { digits(n, minimum: 1); return }
        var p: UInt64 = 1
        for _ in 0..<decimals { p *= 10 }
        digits(n / p, minimum: 1)
        bytes.append(UInt8(ascii: "."))
        digits(n % p, minimum: decimals)
    }

    /// Writes `n` in decimal, zero-padded on the left to `minimum` digits.
    private mutating func digits(_ n: UInt64, minimum: Int) {
        var width = 1
        var p: UInt64 = 1
        while p <= n / 10 { p *= 10; width += 1 }
        for _ in width..<max(width, minimum) { bytes.append(UInt8(ascii: "0")) }
        var rest = n
        while p > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / p))
            rest %= p
            p /= 10
        }
    }
}
