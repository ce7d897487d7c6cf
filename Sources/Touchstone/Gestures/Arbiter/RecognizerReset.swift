import Foundation

// When a finished recogniser returns to `.possible` (spec §4.4).

extension GestureArbiter {
    /// A finished recogniser returns to `.possible` once all its touches are gone and no recogniser
    /// linked to it by a failure requirement is still undecided.
    func resetFinishedRecognizers() {
        // `canReset` can only turn true after a recogniser finished, reset, was removed or let go
        // of a touch, or after a touch ended: each of those sets `resetCheckDue`.
        guard resetCheckDue, !finished.isEmpty else { return }
        resetCheckDue = false
        // Most turns find nothing ready (a failed tap waits for its finger to lift): a scan
        // without copying or removing anything. Lifetime (both scans): `finished` holds each
        // recogniser read unretained, and `canReset` only reads, so no code runs that could
        // change the list or let a recogniser go.
        var firstReady = -1
        for i in finished.indices {
            let ready = Unmanaged.passUnretained(finished[i])._withUnsafeGuaranteedRef { r in
                !r.isEngaged || canReset(r)
            }
            if ready { firstReady = i; break }
        }
        guard firstReady >= 0 else { return }
        // Split `finished` in place into those staying and those ready (flagged `isResetReady`).
        // The scan above already answered for the entries up to `firstReady` (all staying, then
        // that one ready) and `canReset` only reads, so they are not asked again.
        var kept = firstReady
        var readyCount = 0
        for i in firstReady..<finished.count {
            let stays = Unmanaged.passUnretained(finished[i])._withUnsafeGuaranteedRef { r in
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
        // Lifetime: the snapshot holds each recogniser through its `reset()`.
        let snapshot = engaged
        for i in snapshot.indices {
            Unmanaged.passUnretained(snapshot[i])._withUnsafeGuaranteedRef { r in
                guard r.isResetReady else { return }
                r.isResetReady = false
                reset(r)
            }
        }
        engaged.removeAllCompacting { !$0.isEngaged }
        if !dynamicEngaged.isEmpty { dynamicEngaged.removeAllCompacting { !$0.isEngaged } }
    }

    /// Finished, all its touches gone, and no failure-graph neighbour still undecided (spec §4.4).
    func canReset(_ r: UIGestureRecognizer) -> Bool {
        guard r.acknowledgedState.isFinished, r.currentState.isFinished else { return false }
        // Lifetime: the touches are read unretained while `r.attemptTouches` holds them (reads only).
        var i = 0
        while i < r.attemptTouches.count {
            if !Unmanaged.passUnretained(r.attemptTouches[i])._withUnsafeGuaranteedRef({ $0.isFinished }) { return false }
            i += 1
        }
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
    /// Lifetime: the touches are read unretained; `r.attemptTouches` holds each of them and is
    /// not changed here, and no client code runs (the entry removed from the touch's list is a
    /// reference to `r`, which the caller holds).
    func detachFromTouches(_ r: UIGestureRecognizer, settling: Bool) {
        var i = 0
        while i < r.attemptTouches.count {
            Unmanaged.passUnretained(r.attemptTouches[i])._withUnsafeGuaranteedRef { t in
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
        r.arbiter = nil
    }
}
