import Foundation

// A touch claimed by a recogniser that recognised with `cancelsTouchesInView` (spec §4.6, T1).

extension GestureArbiter {
    /// Lifetime: the touches are read unretained; `r.attemptTouches` holds each of them, and
    /// setting `claimedBy` from nil releases nothing, so no code runs during the loop.
    func claimTouches(of r: UIGestureRecognizer) {
        var i = 0
        while i < r.attemptTouches.count {
            Unmanaged.passUnretained(r.attemptTouches[i])._withUnsafeGuaranteedRef { t in
                guard !t.claimedBy.isSet, !t.ignoredBy.contains(ObjectIdentifier(r)) else { return }
                t.claimedBy = r
                settle(t)
            }
            i += 1
        }
    }

    /// A claimed touch's pending phases: dropped, with one `touchesCancelled` for a view that
    /// had begun (see the cases inside).
    func drainClaimed(_ t: UITouch, by claimer: UIGestureRecognizer, to view: UIView) {
        // A touch that came down in this very turn and is not withheld reaches its view
        // before being cancelled, so the view sees began then cancelled (spec T1, CC56).
        // A touch withheld in an earlier turn (a scroll view's content delay) is dropped
        // instead (spec §4.6, CC39).
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
