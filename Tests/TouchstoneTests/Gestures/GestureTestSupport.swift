import Foundation
@testable import Touchstone

/// Scripting at absolute virtual times, in the rule book's notation (`d(x,y)@t`, `m(x,y)@t`, `u@t`).
extension Device {
    /// Moves the clock to `t` milliseconds and sends the changes as one event.
    func at(_ t: Double, _ changes: FingerChange...) throws {
        try advance(to: t / 1000)
        try send(changes)
    }

    /// Finger `id` moves on a straight line from `a` to `b`, one sample at each time (ms); the
    /// last sample lands on `b`.
    func move(_ id: Int, from a: CGPoint, to b: CGPoint, at times: [Double]) throws {
        for (i, t) in times.enumerated() {
            let f = CGFloat(i + 1) / CGFloat(times.count)
            try at(t, .move(id: id, to: CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)))
        }
    }

    /// Actions and view deliveries (forwarding along the chain left out) as `subject message@ms`,
    /// optionally only for some subjects — the observable sequence the seeds describe.
    func sequence(_ subjects: String..., kinds: Set<TraceEntry.Kind> = [.action, .touches]) -> [String] {
        trace.entries.filter { e in
            kinds.contains(e.kind) && (subjects.isEmpty || subjects.contains(e.subject))
                && !(e.kind == .touches && (e.cause ?? "").hasPrefix("forwarded"))
        }.map { "\($0.subject) \($0.message)@\(Int(($0.time * 1000).rounded()))" }
    }

    /// State-change trace lines of one recogniser, with causes: `possible→failed (cause)`.
    func states(of name: String) -> [String] {
        trace.entries.filter { $0.kind == .state && $0.subject == name }
            .map { $0.message + ($0.cause.map { " (\($0))" } ?? "") }
    }

    /// The first time (ms) a trace line of `subject` has `message`.
    func time(of subject: String, _ message: String) -> Int? {
        trace.entries.first { $0.subject == subject && $0.message == message }
            .map { Int(($0.time * 1000).rounded()) }
    }
}

/// Sample times every 16 ms from `from` to `to` inclusive (rules §0 "one sample every 16 ms").
func every16(_ from: Double, _ to: Double) -> [Double] {
    stride(from: from, through: to, by: 16).map { $0 }
}

func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// A delegate whose every answer is a closure, for tests of each hook (rules §5.5).
final class ScriptedDelegate: UIGestureRecognizerDelegate {
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
    var shouldReceiveTouch: (UIGestureRecognizer, UITouch) -> Bool = { _, _ in true }
    var shouldReceiveEvent: (UIGestureRecognizer, UIEvent) -> Bool = { _, _ in true }
    var simultaneous: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requireFailureOf: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requiredToFailBy: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var calls: [String] = []

    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
        calls.append("shouldBegin(\(g.traceName))"); return shouldBegin(g)
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        calls.append("shouldReceiveTouch(\(g.traceName))"); return shouldReceiveTouch(g, touch)
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        calls.append("shouldReceiveEvent(\(g.traceName))"); return shouldReceiveEvent(g, event)
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool {
        simultaneous(g, o)
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf o: UIGestureRecognizer) -> Bool {
        requireFailureOf(g, o)
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldBeRequiredToFailBy o: UIGestureRecognizer) -> Bool {
        requiredToFailBy(g, o)
    }
}

/// A recogniser whose transitions the test drives by hand (for state-machine and arbiter tests).
final class ManualRecognizer: UIGestureRecognizer {
    var onBegan: ((ManualRecognizer, Set<UITouch>, UIEvent) -> Void)?
    var onMoved: ((ManualRecognizer, Set<UITouch>, UIEvent) -> Void)?
    var onEnded: ((ManualRecognizer, Set<UITouch>, UIEvent) -> Void)?
    var discrete = false
    var resets = 0
    override var isDiscrete: Bool { discrete }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { onBegan?(self, touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { onMoved?(self, touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { onEnded?(self, touches, event) }
    override func reset() { resets += 1 }
}
