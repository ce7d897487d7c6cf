import Foundation

// Changes made from outside a turn: disabling, removing, `ignore(_:for:)`, views leaving (rules §4.8).

extension GestureArbiter {
    func recognizerWasDisabled(_ r: UIGestureRecognizer) {
        guard r.isEngaged, !r.currentState.isFinished || r.isPendingRequirement else { return }
        let running = r.acknowledgedState == .began || r.acknowledgedState == .changed
        force(r, to: running ? .cancelled : .failed, because: .text("isEnabled set to false"))
        if !isUpdating && turnDepth == 0 { runUpdate(event: nil) }
    }

    func recognizerWillBeRemoved(_ r: UIGestureRecognizer) {
        resetCheckDue = true
        guard r.isEngaged else { return }
        if !r.currentState.isFinished || r.isPendingRequirement {
            let running = r.acknowledgedState == .began || r.acknowledgedState == .changed
            force(r, to: running ? .cancelled : .failed, because: .text("removed from its view"))
            process(r)
            // Left in the queue (as possible it is skipped there): removing it here would shift
            // the queue under a running `processQueue` and skip the next recogniser.
            r.isQueued = false
        }
        finished.removeAll { $0 === r }
        touchesToSettle.append(contentsOf: r.attemptTouches)
        engaged.removeAll { $0 === r }
        dynamicEngaged.removeAll { $0 === r }
        clearAttempt(r)
        r.reset()
        if !isUpdating && turnDepth == 0 { runUpdate(event: nil) }
    }

    func recognizer(_ r: UIGestureRecognizer, ignores touch: UITouch) {
        resetCheckDue = true
        r.trackedTouches.removeAll { $0 === touch }
        r.attemptTouches.removeAll { $0 === touch }
        touch.gestureRecognizers.removeIdentical(r)
        touch.ignoredBy.append(ObjectIdentifier(r))
        trace?.record(.state, r.traceName, "ignores finger \(touch.fingerID)", cause: "ignore(_:for:)", fingers: [touch.fingerID])
        touchesToSettle.append(touch)
        // A withheld copy goes to the view at once (rules §4.8), even in the middle of recogniser
        // delivery: a scroll view releasing content touches at the lift (rules §8.2) lets the
        // content see `touchesBegan` before the other recognisers of that turn act (seed 003).
        if !isUpdating { drainHeldPhases(event: nil) }
    }

    /// Views leaving the window get `touchesCancelled` for touches still bound to them, and their
    /// recognisers are cancelled (EventDeliveryDecisions D8, "Removing a view mid-touch").
    func subtreeWillLeaveWindow(_ root: UIView) {
        resetCheckDue = true
        guard let device else { return }
        // Touches still down, and lifted touches whose end a recogniser still withholds.
        var touches = device.activeTouches
        for r in engaged {
            for t in r.attemptTouches where t.isFinished && t.viewState != .finished && !touches.contains(where: { $0 === t }) {
                touches.append(t)
            }
        }
        touches.sort { $0.sequence < $1.sequence }
        for t in touches {
            guard let v = t.view, v.isDescendant(of: root) else { continue }
            t.held.clearKeepingCapacity()
            if t.viewState == .active {
                t.viewState = .finished
                let snapshot = HeldPhase(phase: .cancelled, location: t.locationInWindow,
                                         previousLocation: t.previousLocationInWindow, timestamp: t.timestamp)
                outbox.append(ViewDelivery(v, .cancelled, t, snapshot, .text("view removed from its window")))
            } else {
                t.viewState = .finished
            }
        }
        for r in engaged where r.view.map({ $0.isDescendant(of: root) }) == true {
            if !r.currentState.isFinished || r.isPendingRequirement {
                let running = r.acknowledgedState == .began || r.acknowledgedState == .changed
                force(r, to: running ? .cancelled : .failed, because: .text("its view was removed from the window"))
            }
        }
        flushOutbox(event: nil)
        if !isUpdating && turnDepth == 0 { runUpdate(event: nil) }
    }

    /// A delegate was assigned to an engaged recogniser: from now on it may answer dynamic
    /// requirements, so it joins `dynamicEngaged` in its engagement order.
    func recognizerMayNowAnswerDynamically(_ r: UIGestureRecognizer) {
        guard r.isEngaged, !dynamicEngaged.contains(where: { $0 === r }) else { return }
        let index = dynamicEngaged.firstIndex { $0.engagementOrder > r.engagementOrder } ?? dynamicEngaged.endIndex
        dynamicEngaged.insert(r, at: index)
    }
}
