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
    /// had begun (see the cases inside).
    func drainClaimed(_ t: UITouch, by claimer: UIGestureRecognizer, to view: UIView) {
        // A touch that came down in this very turn and is not withheld reaches its view
        // before being cancelled, so the view sees began then cancelled (rules T1, CC56).
        // A touch withheld in an earlier turn (a scroll view's content delay) is dropped
        // instead (rules §4.6, CC39).
        if t.viewState == .notStarted, !claimer.delaysTouchesBegan, !isWithheld(t, .began),
           let began = t.held.first(where: { $0.phase == .began }),
           began.timestamp >= (clock?.now ?? began.timestamp) {
            deliver(began, of: t, to: view)
        }
        t.held.clearKeepingCapacity()
        switch t.viewState {
        case .active:
            t.viewState = .finished
            let snapshot = HeldPhase(phase: .cancelled, location: t.locationInWindow,
                                     previousLocation: t.previousLocationInWindow, timestamp: t.timestamp)
            outbox.append(ViewDelivery(view, .cancelled, t, snapshot,
                           isRecording ? .cancelsTouchesInView(by: claimer.traceName) : nil))
        case .notStarted:
            t.viewState = .finished
            trace?.record(.touches, view.traceName, "never sees finger \(t.fingerID)",
                          cause: "\(claimer.traceName) recognized while the touch was withheld", fingers: [t.fingerID])
        case .finished:
            break
        }
    }
}
