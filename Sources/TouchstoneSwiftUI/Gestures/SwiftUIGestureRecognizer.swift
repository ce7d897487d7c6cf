import Foundation

/// From iOS 18 with an app linked on the iOS 18 SDK: the UIKit recogniser of one SwiftUI gesture
/// modifier, on the view the modifier applies to, named `view.gesture (modifier)` in traces
/// (<doc:PerGestureArchitecture>; SwiftUIDecisions SU3).
///
/// SwiftUI's precedence becomes UIKit's hooks: a gesture that must wait for another
/// `shouldRequireFailure(of:)` it; two gestures where neither takes precedence cannot prevent each
/// other (they recognise together). Against UIKit's own recognisers (a scroll view's pan) the
/// defaults hold: whoever begins first prevents the other.
///
/// Callbacks run when UIKit sends the recogniser's action (began, changed, ended): a transition
/// the arbiter refuses or a gesture it cancels runs no `onEnded`, and its gesture state is put
/// back at reset (SU5).
final class SwiftUIGestureRecognizer: UIGestureRecognizer {
    let attachment: GestureAttachment
    private var machine: GestureMachine?
    private var fingerID: Int?
    /// Callbacks waiting for the next action (the arbiter may still refuse the transition).
    private var queued = GestureCallbacks()
    /// The deadline the pending timer was started for.
    private var timerDeadline: TimeInterval?

    init(_ attachment: GestureAttachment) {
        self.attachment = attachment
        super.init()
        name = attachment.givenName ?? attachment.name
        addHandler { [weak self] _ in
            guard let self else { return }
            GestureCallbacks.run(self.queued.takeForAction(in: self.currentState))
        }
    }

    /// The trace keeps naming it by view and modifier, whatever name the app gave it (SU18).
    override var traceName: String { attachment.name }

    override var isDiscrete: Bool { !attachment.recipe.isContinuous }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches.sorted(by: { $0.fingerID < $1.fingerID }) {
            guard fingerID == nil else { ignore(touch, for: event); continue }
            fingerID = touch.fingerID
            let m = machine ?? GestureMachine.make(attachment)
            machine = m
            GestureCallbacks.run(m.down(touch.location(in: nil), touch.timestamp))
            drive()
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first(where: { $0.fingerID == fingerID }), let m = machine else { return }
        m.moved(touch.location(in: nil), touch.timestamp)
        queued += m.changed()
        drive()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first(where: { $0.fingerID == fingerID }), let m = machine else { return }
        fingerID = nil
        let wasActive = m.phase == .active
        m.up(touch.location(in: nil), touch.timestamp)
        if wasActive { queued += m.finish() }
        drive()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard touches.contains(where: { $0.fingerID == fingerID }), let m = machine else { return }
        fingerID = nil
        m.fail("touches cancelled")
        drive()
    }

    /// Turns the machine's phase into a UIKit state request.
    private func drive() {
        guard let m = machine else { return }
        switch m.phase {
        case .ready:
            queued += m.activate()
            if isDiscrete || m.phase == .ended {
                setState(.ended, because: "\(attachment.recipe.kindName) recognised")
            } else {
                setState(.began, because: "moved the minimum distance")
                scheduleDeadline(m)
            }
        case .active:
            if currentState == .began || currentState == .changed { setState(.changed, because: "finger moved") }
            scheduleDeadline(m)
        case .ended:
            if currentState == .began || currentState == .changed { setState(.ended, because: "finger lifted") }
        case .failed, .cancelled:
            setState(currentState == .possible ? .failed : .cancelled, because: m.failure ?? "failed")
        case .possible:
            scheduleDeadline(m)
        }
    }

    /// Starts a timer for the machine's deadline (a long press's duration, a multi-tap's
    /// interval), also while a composed gesture runs with a part still waiting for one.
    private func scheduleDeadline(_ m: GestureMachine) {
        guard let deadline = m.deadline, deadline != timerDeadline, let now = deviceTime() else { return }
        timerDeadline = deadline
        startTimer(after: max(0, deadline - now), name: "deadline") { [weak self] in
            guard let self, let m = self.machine, let now = self.deviceTime() else { return }
            m.deadlineReached(now)
            self.queued += m.changed()
            self.drive()
        }
    }

    private func deviceTime() -> TimeInterval? { view?.window?.application?.device?.clock.now }


    override func reset() {
        // Callbacks never sent (a refused transition) are dropped; whatever state the attempt
        // touched is put back (SU5).
        queued.drop()
        if let m = machine { GestureCallbacks.run(m.cleanup()) }
        machine = nil
        fingerID = nil
        timerDeadline = nil
    }

    // MARK: SwiftUI's precedence as UIKit's hooks (SU3)

    /// Whether an inner `simultaneousGesture` runs independently of the gestures outside it: on
    /// iOS 18, not from iOS 26 (SU19).
    private var innerSimultaneousIsIndependent: Bool {
        view?.window?.application?.device?.profile.swiftUIInnerSimultaneousGestureIsIndependent ?? true
    }

    /// Against UIKit's recognisers the defaults hold, but a `simultaneousGesture` that waits for
    /// the finger to move and a scroll view's pan neither prevent each other: both run, and the
    /// view scrolls (SU20). From iOS 26 that holds only for a gesture outside the scroll view (on
    /// it or an ancestor): inside it, an inner simultaneous gesture ranks as any other (SU19).
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let other = preventedGestureRecognizer as? SwiftUIGestureRecognizer else {
            return !runsWithScrollViewPan(preventedGestureRecognizer)
        }
        return !SwiftUIGestureArchitecture.perGestureRecognizers.areIndependent(
            attachment, other.attachment, innerSimultaneousIsIndependent: innerSimultaneousIsIndependent)
    }

    /// SU20's pair, seen from either side.
    private func runsWithScrollViewPan(_ recognizer: UIGestureRecognizer) -> Bool {
        guard attachment.modifier == .simultaneousGesture, attachment.recipe.waitsForMovement,
              let scrollView = recognizer.view as? UIScrollView, recognizer === scrollView.panGestureRecognizer else { return false }
        if innerSimultaneousIsIndependent { return true }
        guard let mine = attachment.view else { return false }
        return !(mine !== scrollView && mine.isDescendant(of: scrollView))
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let other = preventingGestureRecognizer as? SwiftUIGestureRecognizer else {
            return !runsWithScrollViewPan(preventingGestureRecognizer)
        }
        return !SwiftUIGestureArchitecture.perGestureRecognizers.areIndependent(
            attachment, other.attachment, innerSimultaneousIsIndependent: innerSimultaneousIsIndependent)
    }

    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let other = otherGestureRecognizer as? SwiftUIGestureRecognizer else { return false }
        return SwiftUIGestureArchitecture.perGestureRecognizers.precedes(
            other.attachment, over: attachment, innerSimultaneousIsIndependent: innerSimultaneousIsIndependent)
    }

}
