import Foundation
@testable import Touchstone

extension Device {
    /// The control events a control sent, as `event@ms` (trace entries of kind `.control`).
    func controlEvents(of name: String) -> [String] {
        trace.entries.filter { $0.kind == .control && $0.subject == name }
            .map { "\($0.message)@\(Int(($0.time * 1000).rounded()))" }
    }

    /// Haptic requests as `generator message@ms`.
    func haptics() -> [String] {
        trace.entries.filter { $0.kind == .haptic }
            .map { "\($0.subject) \($0.message)@\(Int(($0.time * 1000).rounded()))" }
    }

    /// Trace entries of the given kinds as `subject message@ms`, in order.
    func timeline(_ kinds: TraceEntry.Kind...) -> [String] {
        trace.entries.filter { kinds.contains($0.kind) }
            .map { "\($0.subject) \($0.message)@\(Int(($0.time * 1000).rounded()))" }
    }

    /// Finger 0 down at `start` at the current time, moved to each point one sample every 16 ms,
    /// lifted `liftAfter` ms after the last move.
    func press(_ start: CGPoint, moves: [CGPoint] = [], every step: Double = 16, liftAfter: Double = 16) throws {
        try touchDown(at: start)
        for p in moves { try advance(by: ms(step)); try touchMove(to: p) }
        try advance(by: ms(liftAfter)); try touchUp()
    }
}

/// A button with a trace name.
func makeButton(_ name: String, frame: CGRect) -> UIButton {
    let b = UIButton(frame: frame)
    b.accessibilityIdentifier = name
    return b
}

/// A direct `UIControl` subclass written by the app (seed 003: cannot block ancestors' taps).
final class CustomControl: UIControl {
    var continues = true
    var begins = true
    init(_ name: String, frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = name
    }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { begins }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { continues }
}
