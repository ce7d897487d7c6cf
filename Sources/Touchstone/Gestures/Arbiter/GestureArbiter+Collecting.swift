import Foundation

// Step 1 of the event turn: a new touch is offered to the recognisers from its hit view up to
// the window (rules §4.7).

extension GestureArbiter {
    /// The walk from the hit view up to the window reads each link without retaining the view:
    /// a view with no recogniser, or whose recognisers can run no client code (`offer`), is only
    /// read, and while no client code runs the tree cannot change, so every view on the way is
    /// held by its superview's subview list (the hit view also by the touch, the window by its
    /// application). A view whose offers may run client code is retained by `offer` across them.
    func collectRecognizers(for touch: UITouch, event: UIEvent) {
        guard let hitView = touch.viewStorage.unretained else { return }
        adoptSpareLists(touch)
        let exclusiveView = recognizersHonorExclusiveTouch ? exclusiveTouchView(besides: touch) : nil
        var next: Unretained<UIView>? = hitView
        while let current = next {
            next = current.with { v in
                // A view without recognisers (most ancestors) is passed over without an empty list.
                guard v.gestureRecognizers != nil else { return v.isWindow ? nil : v.superviewStorage.unretained }
                return offer(touch, event, toRecognizersOf: v, exclusiveView: exclusiveView)
            }
        }
    }

    /// Offers the new touch to `v`'s recognisers in list order; answers the view above `v` (`nil`
    /// at the window), read after the offers.
    ///
    /// `accepts` runs client code only through a delegate, or through trace names while the
    /// trace records, or `isDescendant(of:)` with an exclusive-touch view. Without any of these
    /// nothing can change the list or the tree, so the list is read in place. Otherwise `v` is
    /// retained and a copy of the list taken: the copy keeps its recognisers alive however the
    /// delegates change the view's list (they are offered in the copy's order), and the retain
    /// keeps `v` alive to read its superview afterwards. If `v` leaves the tree meanwhile its
    /// superview is `nil` and the walk stops, so the release cannot free a view the walk goes on to.
    func offer(_ touch: UITouch, _ event: UIEvent, toRecognizersOf v: UIView, exclusiveView: UIView?) -> Unretained<UIView>? {
        var mayCallOut = exclusiveView != nil || isRecording
        if !mayCallOut {
            var k = 0
            while k < v.gestureRecognizers!.count {
                if Unretained(v.gestureRecognizers![k])
                    .with({ $0.mayHaveDelegate }) { mayCallOut = true; break }
                k += 1
            }
        }
        if !mayCallOut {
            // No client code runs until the loop ends: `v`'s list holds each recogniser.
            var k = 0
            while k < v.gestureRecognizers!.count {
                Unretained(v.gestureRecognizers![k]).with { r in
                    if accepts(r, touch, event, exclusiveView: nil) { engage(r, with: touch) }
                }
                k += 1
            }
            return v.isWindow ? nil : v.superviewStorage.unretained
        }
        let held = v
        defer { withExtendedLifetime(held) {} }
        let recognizers = v.gestureRecognizers ?? []
        var k = 0
        while k < recognizers.count {
            // Lifetime: the local copy `recognizers` holds `r` for the call.
            Unretained(recognizers[k]).with { r in
                if accepts(r, touch, event, exclusiveView: exclusiveView), isInTouchWindow(v, touch) {
                    engage(r, with: touch)
                }
            }
            k += 1
        }
        guard isInTouchWindow(v, touch) else { return nil }
        return v.isWindow ? nil : v.superviewStorage.unretained
    }

    /// Whether `v` is still in the window the touch began in. A delegate asked by `accepts` may
    /// take the view (or an ancestor) out of the window; the device has then cancelled the touch
    /// in that subtree and stopped its engaged recognisers (Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md), so the touch is
    /// offered to no recogniser there or above it — one engaged afterwards would recognise a
    /// gesture its view can no longer show (PerformanceDecisions F13).
    func isInTouchWindow(_ v: UIView, _ touch: UITouch) -> Bool {
        v.isWindow ? v === touch.window : v.windowStorage === touch.window
    }

    /// Gives `r` the new touch and, on its first touch since its reset, makes it engaged (last
    /// in engagement order).
    func engage(_ r: UIGestureRecognizer, with touch: UITouch) {
        touch.gestureRecognizers.append(r)
        r.trackedTouches.append(touch)
        r.attemptTouches.append(touch)
        guard !r.isEngaged else { return }
        r.isEngaged = true
        r.engagementOrder = engagementCounter
        engagementCounter &+= 1
        r.arbiter = self
        engaged.append(r)
        if r.mayRequireDynamically { dynamicEngaged.append(r) }
    }

    /// Gives a new touch emptied lists of finished touches. Both are empty values either way;
    /// only their storage differs, which nothing can observe (a list still shared with a copy
    /// someone holds is copied on the first append, as any array is).
    func adoptSpareLists(_ touch: UITouch) {
        if touch.gestureRecognizers.capacity == 0, touch.gestureRecognizers.isEmpty,
           let spare = spareRecognizerLists.popLast() {
            touch.gestureRecognizers = spare
        }
        if touch.held.capacity == 0, touch.held.isEmpty, let spare = spareHeldLists.popLast() {
            touch.held = spare
        }
    }

    /// Removes `r` from the touch's recogniser list (every occurrence, keeping the order). The
    /// list is scanned in place and an entry removed by index, so nothing is retained.
    func removeRecognizer(_ r: UIGestureRecognizer, from t: UITouch) {
        var i = 0
        while i < t.gestureRecognizers.count {
            if t.gestureRecognizers[i] === r { t.gestureRecognizers.remove(at: i) } else { i += 1 }
        }
    }

    /// Takes back the storage of a finished touch's recogniser list once it is empty: nothing
    /// appends to it again (recognisers are collected for new touches only), so the touch keeps
    /// an equal empty list.
    func recycleRecognizerList(of t: UITouch) {
        guard t.gestureRecognizers.isEmpty, t.isFinished, t.gestureRecognizers.capacity > 0,
              spareRecognizerLists.count < Self.spareListLimit else { return }
        spareRecognizerLists.append(t.gestureRecognizers)
        t.gestureRecognizers = []
    }

    /// Takes back the storage of a touch's held-phase list once its view is done with it:
    /// `queueForView` queues nothing more for a finished view state.
    func recycleHeldList(of t: UITouch) {
        guard t.viewState == .finished, t.held.isEmpty, t.held.capacity > 0,
              spareHeldLists.count < Self.spareListLimit else { return }
        spareHeldLists.append(t.held)
        t.held = []
    }

    /// The filters of rules §4.7, in order.
    func accepts(_ r: UIGestureRecognizer, _ touch: UITouch, _ event: UIEvent, exclusiveView: UIView?) -> Bool {
        guard r.isEnabled else { return false }
        guard !r.currentState.isFinished else {
            trace?.record(.state, .name(r.traceName), .text("ignores finger \(touch.fingerID)"),
                          because: .text("\(r.currentState) and not yet reset"), fingers: TraceFingers(touch.fingerID))
            return false
        }
        guard r.allowsTouchType(touch.type) else { return false }
        if r.requiresExclusiveTouchType, let first = r.trackedTouches.first, first.type != touch.type { return false }
        if let ex = exclusiveView, let rv = r.view, !ex.isDescendant(of: rv) {
            trace?.record(.state, .name(r.traceName), .doesNotReceive(finger: touch.fingerID),
                          because: .text("\(ex.traceName) is exclusive-touch and tracking a touch"), fingers: TraceFingers(touch.fingerID))
            return false
        }
        if let refusal = r.refusal(of: touch) {
            trace?.record(.state, .name(r.traceName), .doesNotReceive(finger: touch.fingerID), because: .text(refusal),
                          fingers: TraceFingers(touch.fingerID))
            return false
        }
        if r.mayHaveDelegate, let d = r.delegate {
            if !d.gestureRecognizer(r, shouldReceive: event) || !d.gestureRecognizer(r, shouldReceive: touch) {
                trace?.record(.state, .name(r.traceName), .doesNotReceive(finger: touch.fingerID),
                              because: .text("delegate shouldReceive returned false"), fingers: TraceFingers(touch.fingerID))
                return false
            }
        }
        return true
    }
}
