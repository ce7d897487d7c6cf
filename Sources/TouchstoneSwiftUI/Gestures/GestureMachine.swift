import Foundation

/// One attempt of one SwiftUI gesture: fed a finger's positions (window coordinates) and times,
/// it says when the gesture is ready to succeed or begin, and builds the callbacks to run. It
/// never decides precedence: its driver (the hosting recogniser, or the gesture's own UIKit
/// recogniser) activates it when the gesture may go (SwiftUIDecisions SU6).
class GestureMachine {
    enum Phase: Equatable {
        /// Still watching.
        case possible
        /// Its own conditions are met; it waits to be activated.
        case ready
        /// A continuous gesture (a drag) running.
        case active
        /// Succeeded (`onEnded` built).
        case ended
        case failed
        case cancelled

        var isLive: Bool { self == .possible || self == .ready }
        var isFinished: Bool { self == .ended || self == .failed || self == .cancelled }
    }

    let attachment: GestureAttachment
    /// What this machine recognises: the attachment's gesture, or one part of a composed gesture.
    let recipe: GestureRecipe
    /// Hears this machine's values when it is part of a composed gesture (SU13): returns the
    /// composed gesture's own callbacks for the new value.
    var onEmit: ((Emission) -> [() -> Void])?
    var phase = Phase.possible
    /// The driver has traced how the attempt ended.
    var reported = false
    /// The driver has traced that it waits for a gesture with precedence.
    var reportedWaiting = false
    /// Why it failed, in words, for the trace.
    var failure: String?
    /// The clock time at which it must hear back (`deadlineReached`): a long press's duration, a
    /// multi-tap's interval.
    var deadline: TimeInterval?
    /// Some `GestureState` or pressing callback was touched: put it back when the attempt ends.
    private var touchedState = false
    private var isPressing = false

    private var start = CGPoint.zero, startTime: TimeInterval = 0
    private var last = CGPoint.zero, lastTime: TimeInterval = 0
    private var velocity = CGSize.zero
    private var tapStart = CGPoint.zero
    private var tapsDone = 0
    private var fingerDown = false

    /// UIKit's limits, which SwiftUI's taps share (rules §12a): 10 pt of movement, 0.35 s between taps.
    static let tapSlop: CGFloat = 10
    static let tapInterval: TimeInterval = 0.35

    /// A new value of a part of a composed gesture, for the composed gesture (SU13).
    enum Emission {
        case changed(Any)
        case ended(Any)
    }

    init(_ attachment: GestureAttachment, recipe: GestureRecipe) {
        self.attachment = attachment
        self.recipe = recipe
    }

    /// The machine for `recipe` (by default the attachment's gesture): a composed gesture's
    /// runs a machine per part.
    static func make(_ attachment: GestureAttachment, recipe: GestureRecipe? = nil) -> GestureMachine {
        let recipe = recipe ?? attachment.recipe
        if case let .composed(composition, first, second) = recipe.kind {
            return ComposedGestureMachine(attachment, recipe: recipe, composition: composition, first: first, second: second)
        }
        return GestureMachine(attachment, recipe: recipe)
    }

    var name: String { attachment.name }

    // MARK: Input

    /// A finger down at `p` (window coordinates) at `t`; returns callbacks to run at once (a long
    /// press's pressing state, a zero-distance drag never: it waits for activation).
    func down(_ p: CGPoint, _ t: TimeInterval) -> [() -> Void] {
        guard phase == .possible else { return [] }
        fingerDown = true
        last = p; lastTime = t
        switch recipe.kind {
        case let .tap(count):
            if tapsDone > 0, hypot(p.x - tapStart.x, p.y - tapStart.y) > Self.tapSlop * 4 {
                fail("tap \(tapsDone + 1) of \(count) too far from the first"); return []
            }
            deadline = nil
            if tapsDone == 0 { start = p; startTime = t }
            tapStart = p
            return []
        case let .longPress(duration, _):
            start = p; startTime = t
            deadline = t + duration
            return pressingChanged(true)
        case let .drag(minimumDistance, _):
            start = p; startTime = t
            if minimumDistance <= 0 { phase = .ready }
            return []
        case .button:
            start = p; startTime = t
            return []
        case .composed, .magnify, .rotate:
            return []
        }
    }

    func moved(_ p: CGPoint, _ t: TimeInterval) {
        guard fingerDown, !phase.isFinished else { return }
        if t > lastTime {
            velocity = CGSize(width: (p.x - last.x) / CGFloat(t - lastTime), height: (p.y - last.y) / CGFloat(t - lastTime))
        }
        last = p; lastTime = t
        switch recipe.kind {
        case .tap:
            let d = hypot(p.x - tapStart.x, p.y - tapStart.y)
            if d > Self.tapSlop { fail("moved \(Self.fmt(d)) pt, more than \(Self.fmt(Self.tapSlop)) pt") }
        case let .longPress(_, maximumDistance):
            let d = hypot(p.x - start.x, p.y - start.y)
            if phase == .possible, d > maximumDistance { fail("moved \(Self.fmt(d)) pt before the press, more than \(Self.fmt(maximumDistance)) pt") }
        case let .drag(minimumDistance, _):
            if phase == .possible, hypot(p.x - start.x, p.y - start.y) >= minimumDistance { phase = .ready }
        case .button, .composed, .magnify, .rotate:
            break
        }
    }

    func up(_ p: CGPoint, _ t: TimeInterval) {
        guard fingerDown, !phase.isFinished else { return }
        fingerDown = false
        last = p; lastTime = t
        switch recipe.kind {
        case let .tap(count):
            tapsDone += 1
            if tapsDone >= count { phase = .ready; deadline = nil }
            else { deadline = t + Self.tapInterval }
        case .longPress:
            if phase == .possible || phase == .ready { fail("lifted before the press duration") }
        case .drag:
            if phase == .possible { fail("lifted before moving the minimum distance") }
        case .button:
            if let view = attachment.view, let window = view.window {
                let local = view.convert(p, from: window)
                if view.bounds.contains(local) { phase = .ready } else { fail("lifted outside the button") }
            } else {
                phase = .ready
            }
        case .composed:
            break
        case .magnify, .rotate:
            fail("a two-finger gesture inside a composition is not modelled (SU17)")
        }
    }

    /// The deadline passed: a long press is ready; a multi-tap fails.
    func deadlineReached(_ t: TimeInterval) {
        guard let d = deadline, t >= d, phase == .possible else { return }
        deadline = nil
        switch recipe.kind {
        case .longPress: phase = .ready
        case let .tap(count): fail("no tap \(tapsDone + 1) of \(count) within \(Self.tapInterval) s")
        default: break
        }
    }

    /// The touch was cancelled, or the gesture lost to another: no `onEnded` (SU5).
    func fail(_ reason: String) {
        guard !phase.isFinished else { return }
        failure = reason
        deadline = nil
        phase = phase == .active ? .cancelled : .failed
    }

    // MARK: Output

    /// Goes from ready to active (a drag) or ended (the rest); returns the callbacks, in
    /// SwiftUI's order: `updating`, then `onChanged`, then `onEnded`, then the reset of the
    /// gesture state (SU5).
    func activate() -> [() -> Void] {
        guard phase == .ready else { return [] }
        let recipe = recipe
        switch recipe.kind {
        case .drag:
            phase = fingerDown ? .active : .ended
            let value = dragValue()
            var calls = changeCalls(value)
            if phase == .ended { calls += endCalls(value) }
            return calls
        case .longPress:
            phase = .ended
            return changeCalls(true) + endCalls(true)
        case .tap, .button:
            phase = .ended
            return endCalls(tapValue())
        case .composed, .magnify, .rotate:
            return []
        }
    }

    /// A move of an active drag: its `updating` and `onChanged` calls.
    func changed() -> [() -> Void] {
        guard phase == .active else { return [] }
        return changeCalls(dragValue())
    }

    /// The lift of an active drag: `onEnded` and the reset.
    func finish() -> [() -> Void] {
        guard phase == .active else { return [] }
        phase = .ended
        return endCalls(dragValue())
    }

    /// What to undo when the attempt ends without success: the gesture state put back, the
    /// pressing state off.
    func cleanup() -> [() -> Void] {
        var calls: [() -> Void] = []
        if isPressing { calls += pressingChanged(false) }
        if touchedState { touchedState = false; calls += recipe.resetters }
        return calls
    }

    /// Whether a lifted finger is still part of this attempt (a multi-tap between taps).
    var awaitsMoreTouches: Bool { phase == .possible && !fingerDown && deadline != nil }
    /// Whether it reports changes after it goes (a drag, most composed gestures) rather than
    /// ending as it goes.
    var isContinuous: Bool { recipe.isContinuous }

    /// The callbacks of a new value: `updating`, `onChanged`, then those of the composed gesture
    /// this machine is part of.
    func changeCalls(_ value: Any) -> [() -> Void] {
        let recipe = recipe
        if !recipe.updaters.isEmpty { touchedState = true }
        return recipe.updaters.map { u in { u(value) } } + recipe.onChanged.map { c in { c(value) } }
            + (onEmit?(.changed(value)) ?? [])
    }

    /// The callbacks of success: `onEnded`, the reset of the gesture state, then those of the
    /// composed gesture this machine is part of.
    func endCalls(_ value: Any) -> [() -> Void] {
        let recipe = recipe
        return recipe.onEnded.map { e in { e(value) } } + cleanup() + (onEmit?(.ended(value)) ?? [])
    }

    /// A tap's value: nothing, or where it was for a `SpatialTapGesture` (SU14).
    private func tapValue() -> Any {
        guard let space = recipe.spatialSpace else { return () }
        return SpatialTapGesture.Value(location: point(last, in: space))
    }

    /// `p` (window coordinates) in `space`: the attached view's own, or the window's.
    func point(_ p: CGPoint, in space: CoordinateSpace) -> CGPoint {
        guard space == .local, let view = attachment.view, let window = view.window else { return p }
        return view.convert(p, from: window)
    }

    private func pressingChanged(_ pressing: Bool) -> [() -> Void] {
        isPressing = pressing
        let recipe = recipe
        var calls = recipe.pressing.map { p in { p(pressing) } }
        if pressing, !recipe.updaters.isEmpty {
            touchedState = true
            calls += recipe.updaters.map { u in { u(true) } }
        }
        if pressing { calls += onEmit?(.changed(true)) ?? [] }
        return calls
    }

    private func dragValue() -> DragGesture.Value {
        var s = start, l = last
        if case let .drag(_, space) = recipe.kind {
            s = point(start, in: space)
            l = point(last, in: space)
        }
        return DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: lastTime), location: l, startLocation: s, velocity: velocity)
    }

    static func fmt(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(format: "%.1f", Double(v))
    }
}
