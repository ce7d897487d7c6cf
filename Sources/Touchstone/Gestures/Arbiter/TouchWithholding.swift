import Foundation

// Withholding touches from views: the turn engine's side. The rule is the core's
// (`Arbitration.withholding`, Core/Withholding.swift; rules §4.6); this asks it for each
// recogniser holding the touch.
extension GestureArbiter {
    /// Whether an undecided recogniser still holding `t` withholds `phase` from its view.
    func isWithheld(_ t: UITouch, _ phase: UITouch.Phase) -> Bool {
        t.gestureRecognizers.containsUnretained { withholds($0, t, phase) }
    }

    /// Whether one recogniser holding `t` withholds `phase` (the rule of `isWithheld`).
    @inline(__always)
    func withholds(_ r: UIGestureRecognizer, _ t: UITouch, _ phase: UITouch.Phase) -> Bool {
        Arbitration.withholding(by: r, of: phase, viewHasNotStarted: t.viewState == .notStarted) != nil
    }
}
