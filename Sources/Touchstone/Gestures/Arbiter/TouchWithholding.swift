import Foundation

// ## Withholding touches from views (rules §4.6; EventDeliveryDecisions D2)
// A touch's `began` (and the moves queued behind it) is withheld while any undecided recogniser
// holding the touch has `delaysTouchesBegan`. Its `ended` is withheld while any undecided holder
// with `delaysTouchesEnded` still tracks at least one touch — a multi-tap recogniser waiting for
// the next tap with no finger down releases it (rules §13.2, device report cases C04).
extension GestureArbiter {
    /// Whether an undecided recogniser still holding `t` withholds `phase` from its view.
    func isWithheld(_ t: UITouch, _ phase: UITouch.Phase) -> Bool {
        t.gestureRecognizers.containsUnretained { withholds($0, t, phase) }
    }

    /// Whether one recogniser holding `t` withholds `phase` (the rule of `isWithheld`).
    @inline(__always)
    func withholds(_ r: UIGestureRecognizer, _ t: UITouch, _ phase: UITouch.Phase) -> Bool {
        let undecided = r.acknowledgedState == .possible && !r.currentState.isFinished || r.isPendingRequirement
        guard undecided, r.isEnabled else { return false }
        switch phase {
        case .began, .moved, .stationary:
            return r.delaysTouchesBegan && t.viewState == .notStarted
        case .ended:
            return r.delaysTouchesBegan && t.viewState == .notStarted
                || r.delaysTouchesEnded && !r.trackedTouches.isEmpty
        default:
            return false
        }
    }
}
