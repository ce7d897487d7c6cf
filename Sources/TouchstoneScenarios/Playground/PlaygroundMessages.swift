import Foundation
import Touchstone

/// What the page sends: one JSON object per WebSocket text frame, `type` naming the request
/// (the protocol is listed in Playground/Sources/TouchstoneServer/TouchstoneServer.docc/LivePlayground.md). Unknown keys are ignored; a missing or
/// malformed field is answered with an `error` frame.
struct PlaygroundRequest: Decodable, Sendable {
    var type: String
    /// The page's pointer id (`PointerEvent.pointerId`).
    var pointer: Int?
    var x: Double?
    var y: Double?
    /// The page's clock, ms (`performance.now()` / `event.timeStamp`).
    var t: Double?
    /// `step`: how far to move the clock, ms.
    var ms: Double?
    /// `mode`: `live` or `step`.
    var mode: String?
    /// `whatif`: the changes to try.
    var changes: [PlaygroundWhatIf.Request]?
    /// `record`: `session` or `last`.
    var scope: String?
    /// `load`: a scenario file's text, or a debugger dump.
    var text: String?
}

/// One line of the trace as the page lists it.
struct PlaygroundEntry: Encodable, Sendable {
    var i: Int
    var t: Double
    var kind: String
    var subject: String
    var line: String

    init(_ e: TraceEntry, index: Int) { self.init(e, index: index, line: Self.cut(TimelineBuilder.trimmed(e.line))) }

    /// The most characters of one trace line, mark label or tip a reply carries: a script's
    /// `log:` may repeat a 500 KB text through a YAML alias on every step, and the page needs a
    /// line, not the text (PG15).
    static let maximumLineCharacters = 2_000

    /// `text` cut to `limit` characters, saying how long it was.
    static func cut(_ text: String, to limit: Int = maximumLineCharacters) -> String {
        guard text.utf8.count > limit, text.count > limit else { return text }
        return "\(text.prefix(limit))… (\(text.count) characters)"
    }

    /// The entry with its `line` already made and trimmed.
    init(_ e: TraceEntry, index: Int, line: String) {
        i = index; t = ms(e.time); kind = e.kind.rawValue; subject = e.subject
        self.line = line
    }
}

/// One mark as the page draws it (``TimelineModel/Mark`` in milliseconds).
struct PlaygroundMark: Encodable, Sendable {
    var style: String
    var t: Double
    var end: Double?
    var label: String
    var tip: String
    var entry: Int

    init(_ m: TimelineModel.Mark) {
        style = m.style; t = ms(m.time); end = m.end.map(ms); label = PlaygroundEntry.cut(m.label); tip = PlaygroundEntry.cut(m.tip); entry = m.entry
    }
}

/// A lane, whole (`from` 0) or from its first changed mark.
struct PlaygroundLane: Encodable, Sendable {
    var key: String
    var kind: String
    var title: String
    var subtitle: String
    var order: Int
    var from: Int
    var marks: [PlaygroundMark]

    init(_ c: TimelineBuilder.LaneChange) {
        key = c.key; kind = c.kind.rawValue; title = c.title; subtitle = c.subtitle; order = c.order; from = c.from
        marks = c.marks.map(PlaygroundMark.init)
    }

    init(_ l: TimelineModel.Lane, order: Int) {
        key = "\(l.kind.rawValue):\(l.title)"; kind = l.kind.rawValue; title = l.title; subtitle = l.subtitle
        self.order = order; from = 0; marks = l.marks.map(PlaygroundMark.init)
    }
}

/// A view on the screen as the page draws it.
struct PlaygroundView: Encodable, Sendable, Equatable {
    var id: String
    var kind: String
    var frame: [Double]
    var depth: Int
    var parent: String?
    var note: String
    var tappable: [[Double]]
}

/// A zone of the screen where a system gesture or the back swipe takes touches.
struct PlaygroundZone: Encodable, Sendable {
    var name: String
    var rect: [Double]
}

func ms(_ t: TimeInterval) -> Double { (t * 1_000_000).rounded() / 1000 }
func rectArray(_ r: CGRect) -> [Double] {
    [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)].map { ($0 * 100).rounded() / 100 }
}

/// Encodes a reply; a reply that cannot be encoded (not expected: every field is plain) becomes
/// an error frame rather than nothing.
func encodeReply<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if let data = try? encoder.encode(value) { return String(decoding: data, as: UTF8.self) }
    return #"{"type":"error","message":"a reply could not be encoded"}"#
}
