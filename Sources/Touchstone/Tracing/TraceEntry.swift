import Foundation

/// One line of the trace: what happened, to whom, when, and the rule that caused it.
///
/// Entries are plain values so a trace can be compared, encoded as JSON and rendered as a
/// timeline. `subject` is the trace name of a view, recogniser, control or controller (see
/// `UIView.traceName`, `UIGestureRecognizer.traceName`). The subject, message and cause are kept
/// as parts when recorded and worded when the entry is first read, so recording formats no
/// string; `rule` and `other` give the cause as data.
public struct TraceEntry: Codable, Equatable, Hashable, Sendable {
    /// What kind of thing happened.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// A raw finger change fed to the device.
        case input
        /// The result of hit-testing a new touch (rules H1).
        case hitTest
        /// A `touches…` call on a responder (view delivery or forwarding along the chain).
        case touches
        /// A gesture recogniser state change (rules §4).
        case state
        /// A target-action or handler call of a recogniser.
        case action
        /// A `UIControl.Event` sent by a control (rules §7).
        case control
        /// A haptic feedback request (rules §11).
        case haptic
        /// View-controller appearance and navigation (rules §9).
        case lifecycle
        /// Scroll-view offset and dragging callbacks (rules §8).
        case scroll
        /// System edge gestures and their gate (rules §10).
        case system
        /// Bad input or an illegal request, reported instead of crashing.
        case error
        /// A free-form line added by the program under test (`Trace.log`).
        case log
        /// Auto Layout warnings: broken (unsatisfiable) constraints, ambiguous layouts, a layout
        /// pass that does not settle (LayoutDecisions AL8).
        case layout
    }

    /// Seconds of virtual time since the device started.
    public var time: TimeInterval
    /// What kind of thing happened.
    public var kind: Kind
    /// The message's states as data, for the trace's queries (declared here to sit in the padding
    /// after `kind`).
    var form: TraceEntryForm = .other
    /// Who it happened to (`cell`, `doubleTap`, `searchButton`, `finger 0`).
    public var subject: String
    /// What happened (`touchesBegan`, `possible→ended`, `touchUpInside`).
    public var message: String
    /// Why, in words (`required failure of doubleTap, which recognized`), when known.
    public var cause: String? {
        didSet { if cause != oldValue { causeParts = cause.map(TraceCause.text) } }
    }
    /// The finger ids involved, when the entry concerns touches.
    public var fingers: [Int]?
    /// The cause as recorded, for `rule` and `other`.
    var causeParts: TraceCause?

    /// The rule the cause names, when it is one of the arbiter's and the responder chain's
    /// (`nil` for causes a recogniser words itself, and for entries without a cause). Known for
    /// entries the trace recorded; an entry read back from JSON, or whose `cause` was given new
    /// words, has only the words (the JSON form is the words, unchanged since before rules).
    public var rule: TraceRule? { causeParts?.rule }
    /// The other object the cause names — the recogniser that excluded this one or was required
    /// to fail, the responder that forwarded a call, the recogniser that cancelled a view's
    /// touch — by its trace name.
    public var other: String? { causeParts?.other }

    /// An entry with these fields (the device stamps its own).
    public init(time: TimeInterval, kind: Kind, subject: String, message: String,
                cause: String? = nil, fingers: [Int]? = nil) {
        self.time = time; self.kind = kind; self.subject = subject; self.message = message
        self.cause = cause; self.fingers = fingers
        causeParts = cause.map(TraceCause.text)
    }

    /// A recorded entry, worded: the trace words each entry once, when `Trace.entries` is first
    /// read after it was recorded (Sources/Touchstone/Touchstone.docc/Performance.md, round 8).
    init(_ record: TraceRecord) {
        time = record.time; kind = record.kind; subject = record.who.text; message = record.what.text
        cause = record.why?.text; fingers = record.fingerList.array
        causeParts = record.why; form = TraceEntryForm(record.what)
    }

    /// A recorded entry with words already made (`TraceWording` shares the words and finger
    /// lists that repeat between entries).
    init(_ record: TraceRecord, subject: String, message: String, cause: String?, fingers: [Int]?) {
        time = record.time; kind = record.kind; self.subject = subject; self.message = message
        self.cause = cause; self.fingers = fingers
        causeParts = record.why; form = TraceEntryForm(record.what)
    }

    /// The entry as a record (its parts are its words).
    var record: TraceRecord {
        TraceRecord(time: time, kind: kind, who: .name(subject), what: .text(message), why: causeParts,
                    fingerList: TraceFingers(fingers))
    }

    /// Entries are equal when they read the same: same time, kind, subject, words and fingers.
    public static func == (a: TraceEntry, b: TraceEntry) -> Bool {
        a.time == b.time && a.kind == b.kind && a.subject == b.subject && a.message == b.message
            && a.cause == b.cause && a.fingers == b.fingers
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(time); hasher.combine(kind); hasher.combine(subject)
        hasher.combine(message); hasher.combine(cause); hasher.combine(fingers)
    }

    private enum CodingKeys: String, CodingKey { case time, kind, subject, message, cause, fingers }

    /// Reads the JSON form `Trace.jsonData()` writes.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(time: try c.decode(TimeInterval.self, forKey: .time), kind: try c.decode(Kind.self, forKey: .kind),
                  subject: try c.decode(String.self, forKey: .subject), message: try c.decode(String.self, forKey: .message),
                  cause: try c.decodeIfPresent(String.self, forKey: .cause),
                  fingers: try c.decodeIfPresent([Int].self, forKey: .fingers))
    }

    /// Writes the worded fields; absent cause and fingers are left out.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(time, forKey: .time)
        try c.encode(kind, forKey: .kind)
        try c.encode(subject, forKey: .subject)
        try c.encode(message, forKey: .message)
        try c.encodeIfPresent(cause, forKey: .cause)
        try c.encodeIfPresent(fingers, forKey: .fingers)
    }

    /// `subject message`, the form seed 003's logs use (`cell touchesBegan`).
    public var summary: String { "\(subject) \(message)" }

    /// A text line: time in milliseconds, kind, summary and cause.
    public var line: String {
        let ms = String(format: "%8.1f ms", time * 1000)
        let kindColumn = kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
        var s = "\(ms)  \(kindColumn) \(summary)"
        if let fingers, !fingers.isEmpty { s += " [finger " + fingers.map(String.init).joined(separator: ",") + "]" }
        if let cause { s += "  — \(cause)" }
        return s
    }
}
