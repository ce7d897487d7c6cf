import Foundation

// When a finished recogniser returns to `.possible` (rules §4.4).

extension GestureArbiter {
    /// A finished recogniser returns to `.possible` once all its touches are gone and no recogniser
    /// linked to it by a failure requirement is still undecided.
    @inline(__always)
    func resetFinishedRecognizers() {
        // `canReset` can only turn true after a recogniser finished, reset, was removed or let go
        // of a touch, or after a touch ended: each of those sets `resetCheckDue`. Checked where
        // the update runs, without a call (PerformanceDecisions F39).
        if resetCheckDue, !finished.isEmpty { resetReadyRecognizers() }
    }

    /// `resetFinishedRecognizers` once a check is due and something has finished.
    @inline(never)
    private func resetReadyRecognizers() {
        resetCheckDue = false
        // Most turns find nothing ready (a failed tap waits for its finger to lift): a scan
        // that copies and removes nothing (`canReset` only reads).
        guard let firstReady = finished.firstIndexUnretained(where: { !$0.isEngaged || canReset($0) }) else { return }
        // Split `finished` in place into those staying and those ready (flagged `isResetReady`).
        // The scan above already answered for the entries up to `firstReady` (all staying, then
        // that one ready) and `canReset` only reads, so they are not asked again.
        var kept = firstReady
        var readyCount = 0
        for i in firstReady..<finished.count {
            // Lifetime: read unretained while `finished` holds it; `canReset` only reads, and
            // the list is changed only after the entry's last use.
            let stays = Unretained(finished[i]).with { r -> Bool in
                if i != firstReady && r.isEngaged && !canReset(r) { return true }
                if r.isEngaged {
                    r.isResetReady = true
                    readyCount += 1
                }
                return false
            }
            if stays {
                if kept != i { finished.swapAt(kept, i) }
                kept += 1
            }
        }
        while finished.count > kept { finished.removeLast() }
        guard readyCount > 0 else { return }
        // Reset in delivery order, whatever order they finished in (over a snapshot: a
        // subclass's `reset()` may change the scene).
        // The snapshot holds each recogniser through its `reset()`. It ends with its block: held
        // past it, it would share `engaged`'s storage when that is compacted below, which would
        // copy the list — one malloc per touch sequence (Sources/Touchstone/Touchstone.docc/Performance.md round 15).
        do {
            let snapshot = engaged
            snapshot.forEachUnretained { r in
                if r.isResetReady {
                    r.isResetReady = false
                    reset(r)
                }
                return true
            }
        }
        engaged.removeAllCompacting { !$0.isEngaged }
        if !dynamicEngaged.isEmpty { dynamicEngaged.removeAllCompacting { !$0.isEngaged } }
    }

    /// Finished, all its touches gone, and no failure-graph neighbour still undecided (rules §4.4).
    func canReset(_ r: UIGestureRecognizer) -> Bool {
        guard r.acknowledgedState.isFinished, r.currentState.isFinished else { return false }
        if r.attemptTouches.containsUnretained(where: { !$0.isFinished }) { return false }
        if !r.failureRequirements.isEmpty, !neighboursDecided(r.failureRequirements, of: r) { return false }
        if !r.dependents.isEmpty, !neighboursDecided(r.dependents, of: r) { return false }
        if !r.dynamicLinks.isEmpty, !neighboursDecided(r.dynamicLinks, of: r) { return false }
        return true
    }

    func neighboursDecided(_ links: [WeakRecognizer], of r: UIGestureRecognizer) -> Bool {
        for link in links {
            guard let y = link.value, y !== r, y.isEngaged else { continue }
            if !y.acknowledgedState.isFinished || y.isPendingRequirement { return false }
        }
        return true
    }

    func reset(_ r: UIGestureRecognizer) {
        resetCheckDue = true
        // The state's name is needed for the trace line only (read before the attempt is cleared).
        let from = isRecording ? TraceState(r.currentState, of: r) : nil
        clearAttempt(r)
        if let from { trace?.record(.state, .name(r.traceName), .transition(from, TraceState(.possible, of: r)), because: .reset) }
        r.reset()
    }

    /// Takes `r` off the recogniser list of every touch of its attempt, optionally queueing each
    /// touch for view delivery.
    ///
    /// The list is read in place, without a copy (PerformanceDecisions F37). Lifetime: each touch
    /// is read unretained while `r.attemptTouches` holds it; nothing below runs client code or
    /// changes that list (they change the touch's own list, the spare lists and the settle list).
    func detachFromTouches(_ r: UIGestureRecognizer, settling: Bool) {
        var i = 0
        while i < r.attemptTouches.count {
            Unretained(r.attemptTouches[i]).with { t in
                removeRecognizer(r, from: t)
                recycleRecognizerList(of: t)
                if settling { settle(t) }
            }
            i += 1
        }
    }

    /// Forgets everything about the current attempt: touches, timers, requirement links; back to `.possible`.
    func clearAttempt(_ r: UIGestureRecognizer) {
        r.cancelTimers()
        detachFromTouches(r, settling: false)
        r.trackedTouches.clearKeepingCapacity()
        r.attemptTouches.clearKeepingCapacity()
        r.isEngaged = false
        r.isPendingRequirement = false
        r.currentState = .possible
        r.acknowledgedState = .possible
        if !r.dynamicRequirementCache.isEmpty { r.dynamicRequirementCache.clear() }
        if !r.simultaneityCache.isEmpty { r.simultaneityCache.clear() }
        if !r.dynamicLinks.isEmpty { r.dynamicLinks.removeAll() }
        if !r.waiters.isEmpty { r.waiters.removeAll() }
        if r.lastCause != nil { r.lastCause = nil }
        if r.isListedAsRecognized {
            // Off this arbiter's list now: the recogniser may next be engaged on another device,
            // whose list must take it when it recognises there.
            r.isListedAsRecognized = false
            // In place, keeping the order (`removeAll(where:)` ends in the generic
            // `replaceSubrange`: ≈ 160 instructions per recognising attempt, round 18).
            recognized.removeIdentical(r)
        }
        r.arbiter = nil
    }
}
