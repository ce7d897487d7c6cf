import Foundation

/// What a trace entry says happened, kept as parts and worded only when read: recording one
/// formats no string (Sources/Touchstone/Touchstone.docc/Performance.md, round 8). `.text` carries lines worded by their
/// caller (rare events, client `Trace.log` lines).
enum TraceMessage: Hashable, Sendable {
    case text(String)
    /// `touchesBegan`, `touchesMoved`, `touchesEnded`, `touchesCancelled`.
    case touches(UITouch.Phase)
    /// One walk along the responder chain: the same `touches…` call forwarded to each of these
    /// responders in turn, each by the one before (the first by the record's cause). Recorded
    /// as one record, read as one entry per hop (`TraceRecord.forEachEntry`).
    case forwardedAlong(UITouch.Phase, [String])
    /// `began→changed`, `pending(recognized)→failed`.
    case transition(TraceState, TraceState)
    /// `pending(recognized)`: the recogniser waits on a failure requirement.
    case pending(TraceState)
    /// `proceeds (began)`: the failure requirements it waited on are met.
    case proceeds(TraceState)
    /// `action`, or `action (changed)` for a continuous recogniser.
    case action(TraceState?)
    /// `down at (x, y)`, `move to (x, y)`, `up at (x, y)`.
    case input(TraceInput, CGPoint)
    /// `hit`: the hit-test result of a new touch.
    case hit
    /// `does not receive finger N`: a recogniser or view refused a new touch.
    case doesNotReceive(finger: Int)

    var text: String {
        switch self {
        case .text(let s): s
        case .touches(let phase), .forwardedAlong(let phase, _): phase.touchesMethodName
        case let .transition(from, to): "\(from.name)→\(to.name)"
        case .pending(let s): s.name
        case .proceeds(let s): "proceeds (\(s.name))"
        case .action(let s): s.map { "action (\($0.state))" } ?? "action"
        case let .input(kind, p): kind.words + " " + fmt(p)
        case .hit: "hit"
        case .doesNotReceive(let finger): "does not receive finger \(finger)"
        }
    }
}

/// A finger's input line with a location.
enum TraceInput: Hashable, Sendable {
    case down, move, up

    var words: String {
        switch self {
        case .down: "down at"
        case .move: "move to"
        case .up: "up at"
        }
    }
}

/// Whom a trace entry is about: an object's trace name, or a finger of the input.
enum TraceSubject: Hashable, Sendable {
    case name(String)
    /// `finger N`.
    case finger(Int)

    var text: String {
        switch self {
        case .name(let s): s
        case .finger(let id): "finger \(id)"
        }
    }
}
