import Foundation
import Touchstone

/// `run --format json` written a piece at a time (RobustnessDecisions R34): the bytes of
/// `JSONTimeline.render`, but a run's entries are encoded a batch at a time and each piece is
/// handed on as soon as it is made. `JSONEncoder` builds the whole document in memory before
/// writing a byte — about 2 GB for the 1.8 million entries of the issue-30 scene — and `render`
/// then holds the text twice more (the bytes and the string).
extension JSONTimeline {
    /// Entries encoded per batch: enough that one `JSONEncoder` call per batch costs nothing
    /// next to the entries, few enough that a batch's JSON is a few hundred kilobytes.
    static let entriesPerBatch = 2_048

    /// Calls `emit` with consecutive pieces of `render(results)`'s text, in order.
    public static func write(_ results: [ScenarioResult], to emit: (String) throws -> Void) throws {
        let encoder = makeEncoder()
        let docs = results.map { Document($0, entries: $0.entries.isEmpty ? EntriesSlot.encoded([]) : .placeholder) }
        let outline = String(decoding: try encoder.encode(docs), as: UTF8.self)
        // The placeholder is written as the value of an `entries` key. A string value cannot hold
        // this text: every `"` inside one is escaped, so the token matches keys only.
        let token = "\"entries\" : \"\(placeholderText)\""
        var rest = Substring(outline)
        for r in results where !r.entries.isEmpty {
            guard let at = rest.range(of: token) else { break }
            try emit(String(rest[..<at.lowerBound]) + "\"entries\" : [\n")
            var start = 0
            while start < r.entries.count {
                let end = min(start + entriesPerBatch, r.entries.count)
                let batch = try encoder.encode(Array(r.entries[start..<end]))
                try emit((start > 0 ? ",\n" : "") + indentedItems(batch))
                start = end
            }
            try emit("\n    ]")
            rest = rest[at.upperBound...]
        }
        try emit(String(rest))
    }

    /// The encoder `render` uses.
    static func makeEncoder() -> JSONEncoder {
        let enc = JSONEncoder()
        enc.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return enc
    }

    static let placeholderText = "touchstone: entries written in batches"

    /// The items of a pretty-printed top-level array (`[\n  {…},\n  {…}\n]`), indented as the
    /// items of a document's `entries` (four more spaces on every line), without the brackets.
    static func indentedItems(_ json: Data) -> String {
        var bytes = json[...]
        // "[\n" … "\n]"
        bytes = bytes.dropFirst(2).dropLast(2)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        out.append(contentsOf: [0x20, 0x20, 0x20, 0x20])
        for b in bytes {
            out.append(b)
            if b == 0x0A { out.append(contentsOf: [0x20, 0x20, 0x20, 0x20]) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A `Document`'s entries in `write`: none, or a placeholder filled in batches.
    enum EntriesSlot: Encodable {
        case encoded([TraceEntry])
        case placeholder

        func encode(to encoder: Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .encoded(let entries): try c.encode(entries)
            case .placeholder: try c.encode(JSONTimeline.placeholderText)
            }
        }
    }
}
