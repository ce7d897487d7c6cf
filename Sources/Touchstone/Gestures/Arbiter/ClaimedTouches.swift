import Foundation

// A touch claimed by a recogniser that recognised with `cancelsTouchesInView` (rules §4.6, T1).

extension GestureArbiter {
    /// `r` recognised with `cancelsTouchesInView`: each touch of its attempt that no recogniser
    /// claimed before, and that `r` did not `ignore(_:for:)`, is now `r`'s, and its view will get
    /// `touchesCancelled` (or nothing, if it never heard of the touch).
    func claimTouches(of r: UIGestureRecognizer) {
        let touches = r.attemptTouches
        touches.forEachUnretained { t in
            if t.claimedBy == nil, !t.ignoredBy.contains(ObjectIdentifier(r)) {
                t.claimedBy = r
                settle(t)
            }
            return true
        }
    }

    /// A claimed touch's pending phases: dropped, with one `touchesCancelled` for a view that
    /// had begun — what the view gets is the core's (`Arbitration.claimedTouchSeesBeganFirst`,
    /// `claimedTouchOutcome`; rules §4.6, T1).
    func drainClaimed(_ t: UITouch, by claimer: UIGestureRecognizer, to view: UIView) {
        if let began = t.held.first(where: { $0.phase == .began }),
           Arbitration.claimedTouchSeesBeganFirst(
               viewHasNotStarted: t.viewState == .notStarted, claimerDelaysBegan: claimer.delaysTouchesBegan,
               beganIsWithheld: isWithheld(t, .began),
               beganCameDownThisTurn: began.timestamp >= (clock?.now ?? began.timestamp)) {
            deliver(began, of: t, to: view)
        }
        t.held.clearKeepingCapacity()
        switch Arbitration.claimedTouchOutcome(viewHasBegun: t.viewState == .active, viewIsDone: t.viewState == .finished) {
        case .cancelled:
            t.viewState = .finished
            let snapshot = HeldPhase(phase: .cancelled, location: t.locationInWindow,
                                     previousLocation: t.previousLocationInWindow, timestamp: t.timestamp)
            outbox.append(ViewDelivery(view, .cancelled, t, snapshot,
                           isRecording ? .cancelsTouchesInView(by: claimer.traceName) : nil))
        case .neverSeen:
            t.viewState = .finished
            trace?.record(.touches, view.traceName, "never sees finger \(t.fingerID)",
                          cause: "\(claimer.traceName) recognized while the touch was withheld", fingers: [t.fingerID])
        case .nothing:
            break
        }
    }
}
