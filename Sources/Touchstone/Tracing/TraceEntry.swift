import Foundation

/// One line of the trace: what happened, to whom, when, and the rule that caused it.
///
/// Entries are plain values so a trace can be compared, encoded as JSON and rendered as a
/// timeline. `subject` is the trace name of a view, recogniser, control or controller
/// (see `UIView.traceName`, `UIGestureRecognizer.traceName`).
public struct TraceEntry: Codable, Equatable, Hashable, Sendable {
    /// What kind of thing happened.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// A raw finger change fed to the device.
        case input
        /// The result of hit-testing a new touch (spec H1).
        case hitTest
        /// A `touches…` call on a responder (view delivery or forwarding along the chain).
        case touches
        /// A gesture recogniser state change (spec §4).
        case state
        /// A target-action or handler call of a recogniser.
        case action
        /// A `UIControl.Event` sent by a control (spec §7).
        case control
        /// A haptic feedback request (spec §11).
        case haptic
        /// View-controller appearance and navigation (spec §9).
        case lifecycle
        /// Scroll-view offset and dragging callbacks (spec §8).
        case scroll
        /// System edge gestures and their gate (spec §10).
        case system
        /// Bad input or an illegal request, reported instead of crashing.
        case error
        /// A free-form line added by the program under test (`Trace.log`).
        case log
    }

    /// Seconds of virtual time since the device started.
    public var time: TimeInterval
    /// What kind of thing happened.
    public var kind: Kind
    /// Who it happened to (`cell`, `doubleTap`, `searchButton`).
    public var subject: String
    /// What happened (`touchesBegan`, `possible→ended`, `touchUpInside`).
    public var message: String
    /// Why, in words (`required failure of doubleTap, which recognized`), when known.
    public var cause: String?
    /// The finger ids involved, when the entry concerns touches.
    public var fingers: [Int]?

    /// An entry with these fields (the device stamps its own).
    public init(time: TimeInterval, kind: Kind, subject: String, message: String,
                cause: String? = nil, fingers: [Int]? = nil) {
        self.time = time; self.kind = kind; self.subject = subject; self.message = message
        self.cause = cause; self.fingers = fingers
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
