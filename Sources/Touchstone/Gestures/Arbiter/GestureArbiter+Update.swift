import Foundation

// Step 3 of the event turn: the gesture update (rules §4.10).

extension GestureArbiter {
    @inline(__always)
    func recognizerStateDidChange(_ r: UIGestureRecognizer) {
        enqueue(r)
        // A change made outside any turn (from an action, a timer body, or the app) is processed now.
        if !isUpdating && turnDepth == 0 { runUpdateHoldingSelf() }
    }

    /// `runUpdate(event: nil)` with the arbiter retained for its duration. A recogniser reaches
    /// the arbiter without retaining it (`UIGestureRecognizer.notifyArbiter`): inside a turn the
    /// device, and so its arbiter, is held by the call that runs the turn, but outside one
    /// nothing may hold the device while actions run, so the update holds the arbiter itself.
    @inline(never)
    func runUpdateHoldingSelf() {
        withExtendedLifetime(self) { runUpdate(event: nil) }
    }

    /// Processes changes until nothing moves, resets finished recognisers, then delivers to views.
    func runUpdate(event: UIEvent?) {
        guard !isUpdating else { return }
        isUpdating = true
        var rounds = 0
        repeat {
            processQueue()
            resetFinishedRecognizers()
            drainHeldPhases(event: event)
            rounds += 1
        } while !dirty.isEmpty && rounds < 10_000
        isUpdating = false
        // An update outside any turn (a timer turn's, or a change made by the app) ends the
        // turn: input its callbacks sent is delivered now (RobustnessDecisions R7).
        if turnDepth == 0, let device, !device.queuedInput.isEmpty { device.deliverQueuedInput() }
    }

    /// Client code running now runs inside an event turn or a gesture update.
    var isBusy: Bool { turnDepth > 0 || isUpdating }

    @inline(__always)
    func enqueue(_ r: UIGestureRecognizer) {
        guard !r.isQueued else { return }
        r.isQueued = true
        dirty.append(r)
    }

    /// Processes queued recognisers in the order they were queued (new ones join the end).
    func processQueue() {
        var i = 0
        while i < dirty.count {
            // Lifetime: `dirty` holds `r` until it is emptied below. While this loop runs nothing
            // takes entries out (`runUpdate` does not nest, `enqueue` only appends, a removed
            // recogniser is left in the queue), so `r` stays alive through `process`.
            Unretained(dirty[i]).with { r in
                r.isQueued = false
                process(r)
            }
            i += 1
        }
        dirty.clearKeepingCapacity()
    }

    /// Acts on one queued recogniser: a transition out of possible is an attempt; a running
    /// recogniser's change sends its action (changed → changed included, rules §4.2).
    func process(_ r: UIGestureRecognizer) {
        let state = r.currentState
        let acknowledged = r.acknowledgedState
        if state.isFinished && state == acknowledged { return }
        switch state {
        case .possible:
            return
        case .began, .changed, .ended:
            if acknowledged == .possible {
                attemptRecognition(r)
            } else {
                // A running continuous recogniser moves on: changed… then ended.
                r.acknowledgedState = state
                sendActions(r)
                if state == .ended { didFinish(r) }
            }
        case .cancelled, .failed:
            let wasRunning = acknowledged == .began || acknowledged == .changed
            r.isPendingRequirement = false
            r.acknowledgedState = state
            if state == .cancelled && wasRunning { sendActions(r) }
            didFinish(r)
        }
    }

    /// A recogniser leaving `.possible`: the core's verdict (`Arbitration.attempt`: precedence,
    /// then failure requirements), applied; on recognising, exclusion of the others, failure of
    /// its dependents, then actions and claimed touches.
    func attemptRecognition(_ r: UIGestureRecognizer) {
        // Lifetime (the verdict and the scans below): each scan reads its own copy of a list,
        // which holds every recogniser in it while delegates and overrides run (they may remove
        // recognisers from the arbiter's lists); `r` is held by the queue (`processQueue`).
        let wasPending: Bool
        switch Arbitration.attempt(r, self) {
        case .fail(let defeat):
            force(r, to: .failed, because: defeat.traceCause(for: r))
            return
        case .wait(let on):
            for y in on where !y.waiters.contains(where: { $0.value === r }) { y.waiters.append(WeakRecognizer(r)) }
            if !r.isPendingRequirement {
                r.isPendingRequirement = true
                trace?.record(.state, .name(r.traceName), .pending(TraceState(r.currentState, of: r, pending: true)),
                              because: .waitingFor(on.map(\.traceName)), fingers: r.traceFingers)
                failDependents(of: r, waitingOn: on, whileWaiting: true)
            }
            return
        case .recognize(let afterWaiting):
            wasPending = afterWaiting
        }
        if wasPending {
            r.isPendingRequirement = false
            r.willBeginAfterSatisfyingFailureRequirements()
            if !r.isDiscrete, r.currentState == .changed { r.currentState = .began }
            trace?.record(.state, .name(r.traceName), .proceeds(TraceState(r.currentState, of: r)),
                          because: .requirementsMet, fingers: r.traceFingers)
        }
        // Exclusion (the prevention table from r's side as the winner).
        let others = engaged
        for i in others.indices {
            Unretained(others[i]).with { x in
                guard let state = Arbitration.excludedState(of: x, by: r, self) else { return }
                force(x, to: state, because: Defeat.excluded(by: r).traceCause(for: x))
            }
        }
        failDependents(of: r, whileWaiting: false)
        // Actions: a continuous recogniser that reached ended while pending sends began first
        // (EventDeliveryDecisions D7); one that goes straight from possible to ended sends one action.
        let reached = r.currentState
        if !r.isDiscrete && reached == .ended && wasPending {
            acknowledge(r, .began)
            r.currentState = .began
            sendActions(r)
            r.currentState = .ended
        }
        acknowledge(r, reached)
        if Arbitration.claimsBeforeFirstAction(r, profile) {
            // Up to iOS 12 the views hear touchesCancelled before the first action (profile row A2).
            claimTouches(of: r)
            drainHeldPhases(event: nil)
        }
        sendActions(r)
        if Arbitration.claims(r) { claimTouches(of: r) }
        if reached == .ended { didFinish(r) }
        markTouchesForSettling(r)
    }

    /// Undecided recognisers that require `r` to fail fail now that `r` (began to) recognise —
    /// or reached recognition while itself waiting (`whileWaiting`, on `waitingOn`): the core's
    /// `dependentDefeat` decides each, a cycle included (GestureRecognizerDecisions G2, RobustnessDecisions R9).
    func failDependents(of r: UIGestureRecognizer, waitingOn: [UIGestureRecognizer] = [], whileWaiting: Bool) {
        // Lifetime: the candidate list holds each recogniser while its requirement hooks run.
        if r.dependents.isEmpty && !r.mayRequireDynamically && dynamicEngaged.isEmpty { return }
        forEachNeighbour(r.dependents, askingAll: r.mayRequireDynamically) { x, isStaticEdge in
            guard let defeat = Arbitration.dependentDefeat(of: x, whenReaching: r, isStaticEdge: isStaticEdge,
                                                           rWaitsOn: waitingOn, rWaits: whileWaiting, self) else { return true }
            force(x, to: .failed, because: defeat.traceCause(for: x))
            return true
        }
    }

    /// `r` acknowledges a recognition (began, or ended for a discrete one): listed in `recognized`,
    /// the only recognisers row 6 looks at.
    private func acknowledge(_ r: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
        r.acknowledgedState = state
        if !r.isListedAsRecognized {
            r.isListedAsRecognized = true
            recognized.append(r)
        }
    }

    /// Sets a state the recogniser did not choose itself (exclusion, requirement, disabling).
    func force(_ r: UIGestureRecognizer, to state: UIGestureRecognizer.State, because cause: @autoclosure () -> TraceCause) {
        if isRecording {
            let from = TraceState(r.currentState, of: r, pending: r.isPendingRequirement)
            let why = cause()
            r.lastCause = why
            trace?.record(.state, .name(r.traceName), .transition(from, TraceState(state, of: r)), because: why,
                          fingers: r.traceFingers)
        } else {
            r.lastCause = nil
        }
        r.currentState = state
        r.transitionCount &+= 1
        enqueue(r)
    }

    /// Whether the trace is on: causes are worded only then (PerformanceDecisions F7).
    /// Lifetime: the flag is read without a strong copy of the trace, which the arbiter holds.
    var isRecording: Bool { trace.unretained?.with { $0.isEnabled } ?? false }

    func sendActions(_ r: UIGestureRecognizer) {
        guard r.hasActions else { return }
        if isRecording {
            trace?.record(.action, .name(r.traceName), .action(r.isDiscrete ? nil : TraceState(r.currentState, of: r)),
                          because: r.lastCause, fingers: r.traceFingers)
        }
        r.sendActions()
    }

    /// A finished recogniser lets go of its touches and wakes recognisers that depend on it.
    func didFinish(_ r: UIGestureRecognizer) {
        resetCheckDue = true
        detachFromTouches(r, settling: true)
        r.trackedTouches.clearKeepingCapacity()
        r.cancelTimers()
        finished.append(r)
        // Wake recognisers waiting for r to fail; they re-check their requirements (rules §5.3).
        guard !r.waiters.isEmpty else { return }
        let waiting = r.waiters
        r.waiters.removeAll()
        for w in waiting { if let x = w.value, x.isPendingRequirement { enqueue(x) } }
    }
}
