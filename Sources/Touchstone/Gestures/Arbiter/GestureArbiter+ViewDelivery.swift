import Foundation

// Step 4 of the event turn: pending phases go to the views, grouped by view and phase.

extension GestureArbiter {
    func markTouchesForSettling(_ r: UIGestureRecognizer) {
        // One `settle` per touch: a recogniser holds one or two, for which the generic
        // `append(contentsOf:)` costs more than the appends themselves. Lifetime: the touches
        // are read unretained while `r.attemptTouches` holds them; `settle` runs no client code.
        var i = 0
        while i < r.attemptTouches.count {
            Unretained(r.attemptTouches[i]).with { settle($0) }
            i += 1
        }
    }

    /// Lists `t` for the next drain. A touch listed twice is drained once (see
    /// `drainHeldPhases`), so one just listed last is not listed again: a recognising
    /// recogniser's touch is otherwise listed by the event, the claim, the finish and the
    /// settling, each a retain and a release.
    func settle(_ t: UITouch) {
        let n = touchesToSettle.count
        if n > 0, touchesToSettle[n - 1] === t { return }
        touchesToSettle.append(t)
    }

    func drainHeldPhases(event: UIEvent?) {
        guard !touchesToSettle.isEmpty else { return }
        // Usually one touch (listed once or more): nothing to order.
        var isOneTouch = true
        for i in 1..<touchesToSettle.count where touchesToSettle[i] !== touchesToSettle[0] {
            isOneTouch = false
            break
        }
        if isOneTouch {
            if isRecording {
                // Trace lines ask views and recognisers for `traceName`, which a subclass may
                // override with code of its own: the touch is held here, as the list is cleared.
                let first = touchesToSettle[0]
                touchesToSettle.clearKeepingCapacity()
                drain(first)
            } else {
                // Lifetime: drained unretained while `touchesToSettle` holds it. With the trace
                // off `drain` runs no client code and leaves that list alone; the outbox holds
                // the touch once the list is cleared.
                Unretained(touchesToSettle[0]).with { drain($0) }
                touchesToSettle.clearKeepingCapacity()
            }
            flushOutbox(event: event)
            return
        }
        // Each touch once (marked with this drain's generation), in touch-down order.
        settleGeneration &+= 1
        var touches = settleBuffer
        settleBuffer = []
        for t in touchesToSettle where t.settleMark != settleGeneration {
            t.settleMark = settleGeneration
            touches.append(t)
        }
        touchesToSettle.clearKeepingCapacity()
        if touches.count > 1 { touches.sort { $0.sequence < $1.sequence } }
        for t in touches { drain(t) }
        touches.clearKeepingCapacity()
        settleBuffer = touches
        flushOutbox(event: event)
    }

    func drain(_ t: UITouch) {
        drainPhases(t)
        recycleHeldList(of: t)
    }

    /// Lifetime: the view and the claiming recogniser are read unretained. The touch holds both
    /// (each is set once and never cleared: `view` at touch-down, `claimedBy` on claiming), and
    /// the caller holds the touch.
    func drainPhases(_ t: UITouch) {
        guard let view = t.viewStorage.unretained else { t.held.clearKeepingCapacity(); return }
        view.with { drainPhases(t, to: $0) }
    }

    func drainPhases(_ t: UITouch, to view: UIView) {
        if let claimer = t.claimedBy.unretained {
            return claimer.with { drainClaimed(t, by: $0, to: view) }
        }
        while let next = t.held.first {
            if t.viewState == .finished { t.held.clearKeepingCapacity(); return }
            if next.phase == .cancelled || !isWithheld(t, next.phase) {
                if t.held.count == 1 { t.held.removeLast() } else { t.held.removeFirst() }
                deliver(next, of: t, to: view)
            } else {
                return
            }
        }
    }

    func deliver(_ held: HeldPhase, of t: UITouch, to view: UIView) {
        switch held.phase {
        case .began:
            guard t.viewState == .notStarted else { return }
            if let reason = filteredReason(t, view) {
                t.viewState = .finished
                t.held.clearKeepingCapacity()
                trace?.record(.touches, .name(view.traceName), .doesNotReceive(finger: t.fingerID), because: .text(reason), fingers: TraceFingers(t.fingerID))
                return
            }
            t.viewState = .active
        case .moved, .stationary:
            guard t.viewState == .active else { return }
        case .ended, .cancelled:
            guard t.viewState == .active else { t.viewState = .finished; return }
            t.viewState = .finished
        default:
            return
        }
        let late = held.timestamp < (clock?.now ?? held.timestamp)
        outbox.append(ViewDelivery(view, held.phase, t, held, late ? .released : nil))
    }

    /// Calls the views' `touches…` methods, grouping consecutive touches of one view and phase.
    func flushOutbox(event: UIEvent?) {
        guard !outbox.isEmpty else { return }
        // Deliveries queued while flushing (a view's code can cause them) wait for the next flush.
        if outbox.count == 1 {
            // The usual case: one call for one touch. Taken out of the outbox before the call.
            // The item holds its view and touch until the end (read in place, not copied out).
            let item = outbox.removeLast()
            let saved = HeldPhase(phase: item.touch.phase, location: item.touch.locationInWindow,
                                  previousLocation: item.touch.previousLocationInWindow, timestamp: item.touch.timestamp)
            present(item.touch, as: item.held)
            if isRecording {
                trace?.record(.touches, .name(item.view.traceName), .touches(item.phase), because: item.cause,
                              fingers: TraceFingers(item.touch.fingerID))
            }
            if let event = event.unretained {
                // Lifetime: the event is this call's parameter, which the caller keeps alive.
                event.with {
                    item.view.dispatchTouches(item.phase, singleTouchSets.set(for: item.touch), $0)
                }
            } else {
                item.view.dispatchTouches(item.phase, singleTouchSets.set(for: item.touch),
                                          item.touch.window.flatMap { device?.event(for: $0) })
            }
            present(item.touch, as: saved)
            return
        }
        var items = outbox
        outbox = []
        var saved = presentedBuffer
        presentedBuffer = []
        var touches = touchSetBuffer
        touchSetBuffer = ReusableTouchSet()
        var i = 0
        while i < items.count {
            let first = items[i]
            var j = i + 1
            while j < items.count, items[j].view === first.view, items[j].phase == first.phase { j += 1 }
            let group = i..<j
            i = j
            // Present each touch as it was when the phase happened.
            saved.clearKeepingCapacity()
            if group.count == 1 { touches.set = singleTouchSets.set(for: first.touch) } else { touches.clear() }
            for item in items[group] {
                let t = item.touch
                saved.append((t, HeldPhase(phase: t.phase, location: t.locationInWindow,
                                           previousLocation: t.previousLocationInWindow, timestamp: t.timestamp)))
                present(t, as: item.held)
                if group.count > 1 { touches.insert(t) }
            }
            trace?.record(.touches, .name(first.view.traceName), .touches(first.phase), because: first.cause,
                          fingers: TraceFingers(items[group].map(\.touch.fingerID)))
            let ev = event ?? first.touch.window.flatMap { device?.event(for: $0) }
            first.view.dispatchTouches(first.phase, touches.set, ev)
            // Let go of a shared one-touch set, so the cache can refill it in place later.
            if group.count == 1 { touches.set = [] }
            for (t, v) in saved.reversed() { present(t, as: v) }
        }
        saved.clearKeepingCapacity()
        presentedBuffer = saved
        touchSetBuffer = touches
        if outbox.isEmpty {
            items.clearKeepingCapacity()
            outbox = items
        }
    }

    /// Sets the touch's public values to those of a phase (as it was when the phase happened).
    func present(_ t: UITouch, as values: HeldPhase) {
        t.phase = values.phase
        t.locationInWindow = values.location
        t.previousLocationInWindow = values.previousLocation
        t.timestamp = values.timestamp
    }
}
