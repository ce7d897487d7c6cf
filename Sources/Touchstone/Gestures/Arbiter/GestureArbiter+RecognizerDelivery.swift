import Foundation

// Step 2 of the event turn: each engaged recogniser gets its touches of the turn, before any view.

extension GestureArbiter {
    func deliverToRecognizer(_ r: UIGestureRecognizer, changed: [UITouch], event: UIEvent) {
        if changed.isEmpty { return }
        if changed.count == 1 {
            let t = changed[0]
            return deliverToRecognizer(r, single: t, set: singleTouchSets.set(for: t), event: event)
        }
        // A re-entrant delivery (a recogniser's code sending input) gets its own sets.
        let sets = phaseSetsInUse ? PhaseSets() : phaseSets
        let ownsBuffer = !phaseSetsInUse
        phaseSetsInUse = true
        sets.fill(from: changed)
        let stateBefore = r.currentState
        let transitionsBefore = r.transitionCount
        if sets.hasBegan, isLive(r) { r.touchesBegan(sets.began.set, with: event) }
        if sets.hasMoved, isLive(r) { r.touchesMoved(sets.moved.set, with: event) }
        r.lastCentroidInWindow = r.trackedCentroid
        if sets.hasEnded, isLive(r) { r.touchesEnded(sets.ended.set, with: event) }
        if sets.hasCancelled, isLive(r) { r.touchesCancelled(sets.cancelled.set, with: event) }
        if ownsBuffer { phaseSetsInUse = false }
        finishDelivery(to: r, stateBefore: stateBefore, transitionsBefore: transitionsBefore)
    }

    /// `deliverToRecognizer(_:changed:event:)` for one touch: the touch's phase picks the one
    /// `touches…` call, with `set`, the touch's shared one-touch set (`SingleTouchSets`), which
    /// the caller holds for the call (fetched once for all of a turn's recognisers, `deliverAlone`)
    /// and lets go of afterwards so the cache stays its only holder. Began and moved come before the
    /// centroid update, ended and cancelled after it, as in the several-touch delivery. Nothing
    /// is shared with another delivery, so a re-entrant one needs no buffer of its own.
    func deliverToRecognizer(_ r: UIGestureRecognizer, single t: UITouch, set: Set<UITouch>, event: UIEvent) {
        let phase = t.phase
        let stateBefore = r.currentState
        let transitionsBefore = r.transitionCount
        switch phase {
        case .began:
            if isLive(r) { r.touchesBegan(set, with: event) }
            r.lastCentroidInWindow = r.trackedCentroid
        case .moved, .stationary:
            if isLive(r) { r.touchesMoved(set, with: event) }
            r.lastCentroidInWindow = r.trackedCentroid
        case .ended:
            r.lastCentroidInWindow = r.trackedCentroid
            if isLive(r) { r.touchesEnded(set, with: event) }
        default:
            r.lastCentroidInWindow = r.trackedCentroid
            if isLive(r) { r.touchesCancelled(set, with: event) }
        }
        finishDelivery(to: r, stateBefore: stateBefore, transitionsBefore: transitionsBefore)
    }

    /// The end of every recogniser delivery: finished touches leave the tracked list, and a
    /// recogniser that began and then received an event without choosing a state moves to
    /// changed on its own — one changed action per event (rules §4.2, D1).
    @inline(__always)
    func finishDelivery(to r: UIGestureRecognizer, stateBefore: UIGestureRecognizer.State, transitionsBefore: Int) {
        if r.tracksFinishedTouch { r.removeFinishedTrackedTouches() }
        if stateBefore == .began, r.currentState == .began, r.transitionCount == transitionsBefore,
           r.acknowledgedState == .began, !r.isPendingRequirement, isLive(r) {
            r.setState(.changed, because: "automatically moved from began to changed (new event)")
        }
    }

    /// Whether a recogniser still takes touches: enabled, not finished, still on a view.
    @inline(__always)
    func isLive(_ r: UIGestureRecognizer) -> Bool {
        r.isEnabled && !r.currentState.isFinished && r.viewStorage.isSet
    }
}

extension UIGestureRecognizer {
    /// `centroid(of: trackedTouches)` (same sums in the same order), read in place: no copy of
    /// the list is taken, so nothing is retained.
    var trackedCentroid: CGPoint {
        let n = trackedTouches.count
        guard n > 1 else {
            guard n == 1 else { return .zero }
            // One touch (nearly every delivery): the same sums, 0 + x then ÷ 1, without the loop.
            let p = trackedTouches[0].locationInWindow
            return CGPoint(x: 0 + p.x, y: 0 + p.y)
        }
        var sx: CGFloat = 0, sy: CGFloat = 0
        for i in 0..<n {
            let p = trackedTouches[i].locationInWindow
            sx += p.x; sy += p.y
        }
        return CGPoint(x: sx / CGFloat(n), y: sy / CGFloat(n))
    }

    /// `trackedTouches.removeAll { $0.isFinished }`, read in place like `trackedCentroid`: only
    /// the removed touches are released.
    func removeFinishedTrackedTouches() {
        var i = 0
        while i < trackedTouches.count {
            let phase = trackedTouches[i].phase
            if phase == .ended || phase == .cancelled { trackedTouches.remove(at: i) } else { i += 1 }
        }
    }

    /// Whether a tracked touch has ended or been cancelled (`isFinished`), read in place like
    /// `trackedCentroid`.
    var tracksFinishedTouch: Bool {
        for i in 0..<trackedTouches.count {
            let phase = trackedTouches[i].phase
            if phase == .ended || phase == .cancelled { return true }
        }
        return false
    }
}
