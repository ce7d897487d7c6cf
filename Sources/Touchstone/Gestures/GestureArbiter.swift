import Foundation

/// The one place that decides which gesture wins and what views see (UIKit's gesture environment).
///
/// ## One event turn (spec §0.2)
/// 1. **Collect**: each new touch is offered to the recognisers on its hit view and every ancestor
///    up to the window, deepest first, each view's `gestureRecognizers` in order (spec §4.7). A
///    recogniser takes the touch unless it is disabled, finished and awaiting reset, of the wrong
///    touch type, or its delegate's `shouldReceive` says no.
/// 2. **Recogniser delivery**: every engaged recogniser gets its touches of this turn, in engagement
///    order, before any view does.
/// 3. **Gesture update** (`runUpdate`): each recogniser whose state changed is processed in the order
///    the changes happened — failure requirements, exclusion, actions, claiming touches — then
///    recognisers that were waiting on a requirement are retried, then finished recognisers reset.
/// 4. **View delivery** (`drainHeldPhases`): every touch's pending phases go to its view unless a
///    recogniser still withholds them (`delaysTouchesBegan`/`delaysTouchesEnded`); a touch claimed
///    by a recogniser that recognised with `cancelsTouchesInView` gets one `touchesCancelled` (or
///    nothing, if its view never heard of it).
/// 5. **Timers** run the same update and view delivery as their own turns.
///
/// ## Prevention: may recogniser Y, on recognising, stop recogniser X? (spec §5.2)
/// Checked in this order; the first row that matches decides.
///
/// | # | condition                                                                 | outcome                                   |
/// |---|---------------------------------------------------------------------------|-------------------------------------------|
/// | 1 | X is Y, or X has finished                                                 | not affected                              |
/// | 2 | X's view is not Y's view, an ancestor or a descendant of it               | both may recognise (unrelated views)      |
/// | 3 | X requires Y to fail (static `require(toFail:)` or dynamic, spec §5.3)     | X fails through the failure graph instead |
/// | 4 | `Y.canPrevent(X)` is false or `X.canBePrevented(by: Y)` is false           | both may recognise                        |
/// | 5 | either delegate's `shouldRecognizeSimultaneouslyWith` says true           | both may recognise (one YES suffices)     |
/// | 6 | X has already begun (acknowledged began/changed/ended)                    | X keeps running; Y is the one excluded    |
/// | 7 | otherwise                                                                 | X is excluded: it fails, no action        |
///
/// Row 6 is applied from Y's side before Y's transition counts: a recogniser trying to begin while
/// a related, non-simultaneous one already recognised is itself excluded ("first to recognise wins").
/// Ties on one sample go to the recogniser processed first — the deeper one (spec §5.4).
///
/// ## Failure requirements (spec §5.3)
/// X requiring Y: when X reaches began/ended while Y is engaged and undecided, X is *pending*
/// (clients see `.possible`, the trace says what it waits for). Y failing or being cancelled lets X
/// proceed with the transition it had reached; Y beginning or recognising fails X — and so does Y
/// reaching began/ended while itself pending, so in a chain single → double → triple only the
/// last one that recognises fires (Docs/Decisions.md G2). A required recogniser that never
/// received a touch of this gesture does not block.
///
/// ## Withholding touches from views (spec §4.6; decisions in Docs/Decisions.md)
/// A touch's `began` (and the moves queued behind it) is withheld while any undecided recogniser
/// holding the touch has `delaysTouchesBegan`. Its `ended` is withheld while any undecided holder
/// with `delaysTouchesEnded` still tracks at least one touch — a multi-tap recogniser waiting for
/// the next tap with no finger down releases it (spec §13.2, device report cases C04).
///
/// ## Cost
/// Nothing is rescanned per event: a recogniser waiting on a requirement registers with the
/// recognisers it waits for and is woken when one of them finishes; the processing queue uses a
/// flag on each recogniser instead of searching itself; touches are handed to recognisers through
/// each touch's own recogniser list; only finished recognisers are considered for reset, and only
/// their failure-graph neighbours are looked at.
///
/// Recognisers are kept in arrays in a defined order, never in hashed sets: the same input gives
/// the same trace on every run.
///
/// A turn allocates nothing in steady state: the arrays and touch sets it needs are buffers kept
/// here and reused (taken out while in use, so a re-entrant turn gets fresh ones), and no cause
/// string is built while the trace is off (Docs/Performance.md).
final class GestureArbiter {
    /// The device owns the arbiter; unowned so the device gets no side table (Decisions F6).
    unowned(unsafe) var device: Device? {
        didSet {
            trace = device?.trace
            clock = device?.clock
            cancelsTouchesBeforeFirstAction = device?.profile.cancelsTouchesBeforeFirstAction ?? false
        }
    }

    init() {
        singleTouchSets = SingleTouchSets()
        phaseSets = PhaseSets()
    }

    /// The device is going away: every attempt still in progress ends here, and recognisers
    /// forget the arbiter (their link is unowned, F6). A touch and the recognisers holding it
    /// refer to each other until reset, and the touch holds its window, so a device dropped with
    /// a finger down would otherwise keep its window, views and recognisers alive for good
    /// (Decisions F15). Each one goes back to `possible` the usual way (`reset(_:)`, which calls
    /// the subclass's `reset()`); no action is sent and no delegate asked, as no turn runs.
    func deviceWillGoAway() {
        // Lifetime: the copies hold each recogniser through its `reset()`; `reset(_:)` clears
        // its `arbiter`, so one listed twice is reset once.
        for list in [engaged, dirty, finished] {
            for r in list where r.arbiter === self {
                r.isQueued = false
                r.isResetReady = false
                reset(r)
            }
        }
        engaged.removeAll()
        dirty.removeAll()
        finished.removeAll()
        device = nil
    }

    /// Engaged recognisers (received a touch since their last reset), in delivery order.
    @exclusivity(unchecked) private var engaged: [UIGestureRecognizer] = []
    /// Recognisers whose state changed and still need processing, in the order they changed
    /// (membership is the recogniser's `isQueued` flag).
    @exclusivity(unchecked) private var dirty: [UIGestureRecognizer] = []
    /// Finished recognisers that may be ready for reset.
    @exclusivity(unchecked) private var finished: [UIGestureRecognizer] = []
    /// Something happened that may let a finished recogniser reset (see `resetFinishedRecognizers`).
    @exclusivity(unchecked) private var resetCheckDue = false
    /// Recogniser delivery: apply the exclusive-touch filter of spec R5 / D1 to recognisers
    /// (a flag because Apple's sample says recognisers ignore `isExclusiveTouch`, A25).
    @exclusivity(unchecked) var recognizersHonorExclusiveTouch = true
    /// Touches whose view delivery must be looked at in the next drain.
    @exclusivity(unchecked) private var touchesToSettle: [UITouch] = []
    @exclusivity(unchecked) private var isUpdating = false
    @exclusivity(unchecked) private var turnDepth = 0
    /// Per-view deliveries collected during a drain, flushed grouped by view and phase.
    @exclusivity(unchecked) private var outbox: [ViewDelivery] = []

    /// The device's trace, kept so that recording does not go through the weak `device` each time.
    @exclusivity(unchecked) private(set) var trace: Trace?
    /// The device profile's order of a beginning continuous recogniser's first action and its
    /// view's `touchesCancelled` (``DeviceProfile/cancelsTouchesBeforeFirstAction``), kept here.
    private var cancelsTouchesBeforeFirstAction = false
    /// The device's clock, kept for the same reason.
    @exclusivity(unchecked) private var clock: VirtualClock?

    /// Order in which recognisers became engaged: sorts a turn's receivers into `engaged` order.
    @exclusivity(unchecked) private var engagementCounter = 0
    @exclusivity(unchecked) private var receiversBuffer: [UIGestureRecognizer] = []
    private let singleTouchSets: SingleTouchSets
    private let phaseSets: PhaseSets
    @exclusivity(unchecked) private var phaseSetsInUse = false
    @exclusivity(unchecked) private var settleBuffer: [UITouch] = []
    @exclusivity(unchecked) private var settleGeneration = 0
    @exclusivity(unchecked) private var presentedBuffer: [(touch: UITouch, values: HeldPhase)] = []
    @exclusivity(unchecked) private var touchSetBuffer = ReusableTouchSet()

    // MARK: Turn entry points

    /// The changed touches of the current turn when more than one changed (else empty).
    @exclusivity(unchecked) private var changedThisTurn: [UITouch] = []
    /// The changed touch of the current turn when it is the only one (`changedThisTurn` is then
    /// empty): no array to fill and empty per turn. Unowned(unsafe): the device holds the touch in
    /// a local from `beginTurn(single:)` to `endTurn()`, and every `endTurn` (a nested turn's
    /// included, as it emptied the list before) clears the link, so it never outlives its touch.
    @exclusivity(unchecked) private unowned(unsafe) var changedSingle: UITouch?

    func beginTurn(changed: [UITouch]) {
        turnDepth += 1
        changedSingle = nil
        changedThisTurn = changed
    }

    /// A turn with one changed touch.
    func beginTurn(single touch: UITouch) {
        turnDepth += 1
        if !changedThisTurn.isEmpty { changedThisTurn.clearKeepingCapacity() }
        changedSingle = touch
    }

    func endTurn() {
        turnDepth -= 1
        changedSingle = nil
        if !changedThisTurn.isEmpty { changedThisTurn.clearKeepingCapacity() }
    }

    /// Steps 1–4 for one event in `window` (called from `UIWindow.sendEvent`).
    func deliver(_ event: UIEvent, in window: UIWindow) {
        if let touch = changedSingle { return deliver(single: touch, event, in: window) }
        deliverChanged(changedThisTurn, event, in: window)
    }

    /// `deliver(_:in:)` for a turn whose only changed touch is `touch` (the device calls it
    /// directly when the `sendEvent` chain is the stock one).
    ///
    /// One touch already down in this window, its recognisers in engagement order (nearly every
    /// moved event): no recogniser is collected, each receives the touch alone, so this is the
    /// single-touch branch of `deliverChanged` without building a list.
    ///
    /// A touch-down in this window is `deliverChanged` for a one-touch list too: its recognisers
    /// are collected first, and then it is usually delivered alone the same way.
    func deliver(single touch: UITouch, _ event: UIEvent, in window: UIWindow) {
        if touch.window.links(to: window) {
            if touch.phase == .began { collectRecognizers(for: touch, event: event) }
            if isInEngagementOrder(of: touch) { return deliverAlone(touch, event) }
            changedThisTurn.clearKeepingCapacity()
            changedThisTurn.append(touch)
            return deliverCollected(changedThisTurn, event)
        }
        changedThisTurn.clearKeepingCapacity()
        changedThisTurn.append(touch)
        deliverChanged(changedThisTurn, event, in: window)
    }

    /// Steps 1–4 for the changed touches of this turn.
    private func deliverChanged(_ changedThisTurn: [UITouch], _ event: UIEvent, in window: UIWindow) {
        let changed = changedThisTurn.allSatisfy({ $0.window === window })
            ? changedThisTurn : changedThisTurn.filter { $0.window === window }
        // 1. Collect recognisers for new touches.
        for touch in changed where touch.phase == .began {
            collectRecognizers(for: touch, event: event)
        }
        deliverCollected(changed, event)
    }

    /// Steps 2–4 for the changed touches of this window, their recognisers collected.
    private func deliverCollected(_ changed: [UITouch], _ event: UIEvent) {
        // 2. Recogniser delivery, engagement order; each touch names its own recognisers.
        if changed.count == 1, isInEngagementOrder(of: changed[0]) {
            return deliverAlone(changed[0], event)
        }
        var receivers = receiversBuffer
        receiversBuffer = []
        for touch in changed {
            for r in touch.gestureRecognizers {
                if r.inbox.isEmpty { receivers.append(r) }
                r.inbox.append(touch)
            }
        }
        if receivers.count > 1 {
            receivers.sort { ($0.isEngaged ? $0.engagementOrder : .max) < ($1.isEngaged ? $1.engagementOrder : .max) }
        }
        for recognizer in receivers {
            var touches = recognizer.inbox
            recognizer.inbox = []
            deliverToRecognizer(recognizer, changed: touches, event: event)
            touches.clearKeepingCapacity()
            if recognizer.inbox.isEmpty { recognizer.inbox = touches }
        }
        receivers.clearKeepingCapacity()
        receiversBuffer = receivers
        // Queue every changed touch's new phase for its view.
        for touch in changed { queueForView(touch) }
        // 3–4.
        runUpdate(event: event)
    }

    /// Steps 2–4 for a turn whose one changed touch has its recognisers in engagement order (the
    /// usual case): each receives the touch alone, so no inbox and no sorting are needed.
    private func deliverAlone(_ touch: UITouch, _ event: UIEvent) {
        // Lifetime: `receivers` is this function's own copy of the list; it holds every
        // recogniser strongly for the whole loop, whatever their code does to the touch's list,
        // their views or the tree.
        let receivers = touch.gestureRecognizers
        for i in receivers.indices {
            Unmanaged.passUnretained(receivers[i])._withUnsafeGuaranteedRef {
                deliverToRecognizer($0, single: touch, event: event)
            }
        }
        queueForView(touch)
        runUpdate(event: event)
    }

    /// Queues the touch's new phase for its view. A touch whose view is done with it (ended,
    /// cancelled, claimed or filtered) would have the phase discarded by `drain`, so nothing is
    /// queued. A touch that ends may let finished recognisers reset.
    private func queueForView(_ touch: UITouch) {
        if touch.isFinished { resetCheckDue = true }
        guard touch.viewState != .finished else { return }
        touch.held.append(HeldPhase(phase: touch.phase, location: touch.locationInWindow,
                                    previousLocation: touch.previousLocationInWindow, timestamp: touch.timestamp))
        settle(touch)
    }

    /// Whether the touch's recognisers are engaged and listed in engagement order. The list is
    /// read in place: two plain field reads per recogniser, no call in between that could change
    /// the list or free an entry, so nothing is retained.
    private func isInEngagementOrder(of touch: UITouch) -> Bool {
        var last = Int.min
        var i = 0
        while i < touch.gestureRecognizers.count {
            let inOrder = Unmanaged.passUnretained(touch.gestureRecognizers[i])._withUnsafeGuaranteedRef { r in
                guard r.isEngaged, r.engagementOrder > last else { return false }
                last = r.engagementOrder
                return true
            }
            guard inOrder else { return false }
            i += 1
        }
        return true
    }

    /// A timer turn (spec §0.2 step 5): run the recogniser's timer body, then update and deliver.
    func timerTurn(_ body: () -> Void) {
        turnDepth += 1
        body()
        turnDepth -= 1
        runUpdate(event: nil)
    }

    // MARK: 1. Collecting recognisers (spec §4.7)

    /// The walk from the hit view up to the window reads each link without retaining the view:
    /// a view with no recogniser, or whose recognisers can run no client code (`offer`), is only
    /// read, and while no client code runs the tree cannot change, so every view on the way is
    /// held by its superview's subview list (the hit view also by the touch, the window by its
    /// application). A view whose offers may run client code is retained by `offer` across them.
    private func collectRecognizers(for touch: UITouch, event: UIEvent) {
        guard let hitView = touch.view.unretained else { return }
        adoptSpareLists(touch)
        let exclusiveView = recognizersHonorExclusiveTouch ? exclusiveTouchView(besides: touch) : nil
        var next: Unmanaged<UIView>? = hitView
        while let current = next {
            next = current._withUnsafeGuaranteedRef { v in
                // A view without recognisers (most ancestors) is passed over without an empty list.
                guard v.gestureRecognizers != nil else { return v.isWindow ? nil : v.superview.unretained }
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
    private func offer(_ touch: UITouch, _ event: UIEvent, toRecognizersOf v: UIView, exclusiveView: UIView?) -> Unmanaged<UIView>? {
        var mayCallOut = exclusiveView != nil || isRecording
        if !mayCallOut {
            var k = 0
            while k < v.gestureRecognizers.unsafelyUnwrapped.count {
                if Unmanaged.passUnretained(v.gestureRecognizers.unsafelyUnwrapped[k])
                    ._withUnsafeGuaranteedRef({ $0.mayHaveDelegate }) { mayCallOut = true; break }
                k += 1
            }
        }
        if !mayCallOut {
            // No client code runs until the loop ends: `v`'s list holds each recogniser.
            var k = 0
            while k < v.gestureRecognizers.unsafelyUnwrapped.count {
                Unmanaged.passUnretained(v.gestureRecognizers.unsafelyUnwrapped[k])._withUnsafeGuaranteedRef { r in
                    if accepts(r, touch, event, exclusiveView: nil) { engage(r, with: touch) }
                }
                k += 1
            }
            return v.isWindow ? nil : v.superview.unretained
        }
        let held = Unmanaged.passUnretained(v).retain()
        defer { held.release() }
        let recognizers = v.gestureRecognizers ?? []
        var k = 0
        while k < recognizers.count {
            // Lifetime: the local copy `recognizers` holds `r` for the call.
            Unmanaged.passUnretained(recognizers[k])._withUnsafeGuaranteedRef { r in
                if accepts(r, touch, event, exclusiveView: exclusiveView), isInTouchWindow(v, touch) {
                    engage(r, with: touch)
                }
            }
            k += 1
        }
        guard isInTouchWindow(v, touch) else { return nil }
        return v.isWindow ? nil : v.superview.unretained
    }

    /// Whether `v` is still in the window the touch began in. A delegate asked by `accepts` may
    /// take the view (or an ancestor) out of the window; the device has then cancelled the touch
    /// in that subtree and stopped its engaged recognisers (Docs/Robustness.md), so the touch is
    /// offered to no recogniser there or above it — one engaged afterwards would recognise a
    /// gesture its view can no longer show (Decisions F13).
    private func isInTouchWindow(_ v: UIView, _ touch: UITouch) -> Bool {
        v.isWindow ? v === touch.window : v.windowStorage === touch.window
    }

    /// Gives `r` the new touch and, on its first touch since its reset, makes it engaged (last
    /// in engagement order).
    private func engage(_ r: UIGestureRecognizer, with touch: UITouch) {
        touch.gestureRecognizers.append(r)
        r.trackedTouches.append(touch)
        r.attemptTouches.append(touch)
        guard !r.isEngaged else { return }
        r.isEngaged = true
        r.engagementOrder = engagementCounter
        engagementCounter &+= 1
        r.arbiter = self
        engaged.append(r)
    }

    /// Emptied per-touch lists kept for the next touches, so a touch-down allocates neither its
    /// recogniser list nor its held-phase list (see `recycleLists`).
    @exclusivity(unchecked) private var spareRecognizerLists: [[UIGestureRecognizer]] = []
    @exclusivity(unchecked) private var spareHeldLists: [[HeldPhase]] = []
    private static let spareListLimit = 8

    /// Gives a new touch emptied lists of finished touches. Both are empty values either way;
    /// only their storage differs, which nothing can observe (a list still shared with a copy
    /// someone holds is copied on the first append, as any array is).
    private func adoptSpareLists(_ touch: UITouch) {
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
    private func removeRecognizer(_ r: UIGestureRecognizer, from t: UITouch) {
        var i = 0
        while i < t.gestureRecognizers.count {
            if t.gestureRecognizers[i] === r { t.gestureRecognizers.remove(at: i) } else { i += 1 }
        }
    }

    /// Takes back the storage of a finished touch's recogniser list once it is empty: nothing
    /// appends to it again (recognisers are collected for new touches only), so the touch keeps
    /// an equal empty list.
    private func recycleRecognizerList(of t: UITouch) {
        guard t.gestureRecognizers.isEmpty, t.isFinished, t.gestureRecognizers.capacity > 0,
              spareRecognizerLists.count < Self.spareListLimit else { return }
        spareRecognizerLists.append(t.gestureRecognizers)
        t.gestureRecognizers = []
    }

    /// Takes back the storage of a touch's held-phase list once its view is done with it:
    /// `queueForView` queues nothing more for a finished view state.
    private func recycleHeldList(of t: UITouch) {
        guard t.viewState == .finished, t.held.isEmpty, t.held.capacity > 0,
              spareHeldLists.count < Self.spareListLimit else { return }
        spareHeldLists.append(t.held)
        t.held = []
    }

    /// The view of another touch of the same window that is down in an exclusive-touch view (spec R5).
    private func exclusiveTouchView(besides touch: UITouch) -> UIView? {
        guard let device else { return nil }
        let touches = device.activeTouches
        // The usual single finger: no other touch to look at.
        if touches.count == 1 && touches[0] === touch { return nil }
        for t in touches where t !== touch && t.window === touch.window && !t.isFinished {
            if let v = t.view, v.isExclusiveTouch { return v }
        }
        return nil
    }

    /// The filters of spec §4.7, in order.
    private func accepts(_ r: UIGestureRecognizer, _ touch: UITouch, _ event: UIEvent, exclusiveView: UIView?) -> Bool {
        guard r.isEnabled else { return false }
        guard !r.currentState.isFinished else {
            trace?.record(.state, r.traceName, "ignores finger \(touch.fingerID)",
                          cause: "\(r.currentState) and not yet reset", fingers: [touch.fingerID])
            return false
        }
        guard r.allowsTouchType(touch.type) else { return false }
        if r.requiresExclusiveTouchType, let first = r.trackedTouches.first, first.type != touch.type { return false }
        if let ex = exclusiveView, let rv = r.view, !ex.isDescendant(of: rv) {
            trace?.record(.state, r.traceName, "does not receive finger \(touch.fingerID)",
                          cause: "\(ex.traceName) is exclusive-touch and tracking a touch", fingers: [touch.fingerID])
            return false
        }
        if let refusal = r.refusal(of: touch) {
            trace?.record(.state, r.traceName, "does not receive finger \(touch.fingerID)", cause: refusal,
                          fingers: [touch.fingerID])
            return false
        }
        if r.mayHaveDelegate, let d = r.delegate {
            if !d.gestureRecognizer(r, shouldReceive: event) || !d.gestureRecognizer(r, shouldReceive: touch) {
                trace?.record(.state, r.traceName, "does not receive finger \(touch.fingerID)",
                              cause: "delegate shouldReceive returned false", fingers: [touch.fingerID])
                return false
            }
        }
        return true
    }

    // MARK: 2. Recogniser delivery

    private func deliverToRecognizer(_ r: UIGestureRecognizer, changed: [UITouch], event: UIEvent) {
        if changed.isEmpty { return }
        if changed.count == 1 { return deliverToRecognizer(r, single: changed[0], event: event) }
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
    /// `touches…` call, with the touch's shared one-touch set (`SingleTouchSets`), let go right
    /// after the call so the cache stays its only holder. Began and moved come before the
    /// centroid update, ended and cancelled after it, as in the several-touch delivery. Nothing
    /// is shared with another delivery, so a re-entrant one needs no buffer of its own.
    private func deliverToRecognizer(_ r: UIGestureRecognizer, single t: UITouch, event: UIEvent) {
        let phase = t.phase
        let set = singleTouchSets.set(for: t)
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
        _ = consume set
        finishDelivery(to: r, stateBefore: stateBefore, transitionsBefore: transitionsBefore)
    }

    /// The end of every recogniser delivery: finished touches leave the tracked list, and a
    /// recogniser that began and then received an event without choosing a state moves to
    /// changed on its own — one changed action per event (spec §4.2, D1).
    @inline(__always)
    private func finishDelivery(to r: UIGestureRecognizer, stateBefore: UIGestureRecognizer.State, transitionsBefore: Int) {
        if r.tracksFinishedTouch { r.removeFinishedTrackedTouches() }
        if stateBefore == .began, r.currentState == .began, r.transitionCount == transitionsBefore,
           r.acknowledgedState == .began, !r.isPendingRequirement, isLive(r) {
            r.setState(.changed, because: "automatically moved from began to changed (new event)")
        }
    }

    /// Whether a recogniser still takes touches: enabled, not finished, still on a view.
    @inline(__always)
    private func isLive(_ r: UIGestureRecognizer) -> Bool {
        r.isEnabled && !r.currentState.isFinished && r.view.isSet
    }

    // MARK: 3. The gesture update (spec §4.10)

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
    private func runUpdateHoldingSelf() {
        let held = Unmanaged.passUnretained(self).retain()
        runUpdate(event: nil)
        held.release()
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
        // turn: input its callbacks sent is delivered now (Decisions R7).
        if turnDepth == 0, let device, !device.queuedInput.isEmpty { device.deliverQueuedInput() }
    }

    /// Client code running now runs inside an event turn or a gesture update.
    var isBusy: Bool { turnDepth > 0 || isUpdating }

    @inline(__always)
    private func enqueue(_ r: UIGestureRecognizer) {
        guard !r.isQueued else { return }
        r.isQueued = true
        dirty.append(r)
    }

    /// Processes queued recognisers in the order they were queued (new ones join the end).
    private func processQueue() {
        var i = 0
        while i < dirty.count {
            // Lifetime: `dirty` holds `r` until it is emptied below. While this loop runs nothing
            // takes entries out (`runUpdate` does not nest, `enqueue` only appends, a removed
            // recogniser is left in the queue), so `r` stays alive through `process`.
            Unmanaged.passUnretained(dirty[i])._withUnsafeGuaranteedRef { r in
                r.isQueued = false
                process(r)
            }
            i += 1
        }
        dirty.clearKeepingCapacity()
    }

    /// Acts on one queued recogniser: a transition out of possible is an attempt; a running
    /// recogniser's change sends its action (changed → changed included, spec §4.2).
    private func process(_ r: UIGestureRecognizer) {
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

    /// A recogniser leaving `.possible`: precedence, failure requirements, exclusion, actions.
    private func attemptRecognition(_ r: UIGestureRecognizer) {
        // Row 6 from r's side: an already-recognised related recogniser excludes r.
        // Lifetime (this and the scans below): each scan reads its own copy of `engaged`, which
        // holds every recogniser in it while delegates and overrides run (they may remove
        // recognisers from the arbiter's list); `r` is held by the queue (`processQueue`).
        let candidates = anyHasRecognized(besides: r) ? engaged : []
        for i in candidates.indices {
            let excluded = Unmanaged.passUnretained(candidates[i])._withUnsafeGuaranteedRef { winner in
                guard winner !== r, hasPrecedence(winner, over: r) else { return false }
                force(r, to: .failed, because: "excluded by \(winner.traceName), which recognized first")
                return true
            }
            if excluded { return }
        }
        switch requirementStatus(of: r) {
        case .failed(let by):
            force(r, to: .failed, because: "required failure of \(by.traceName), which recognized")
            return
        case .waiting(let on):
            for y in on where !y.waiters.contains(where: { $0.value === r }) { y.waiters.append(WeakRecognizer(r)) }
            if !r.isPendingRequirement {
                r.isPendingRequirement = true
                trace?.record(.state, r.traceName, "pending(\(r.name(r.currentState)))",
                              cause: "waiting for " + on.map(\.traceName).joined(separator: ", ") + " to fail",
                              fingers: r.fingerIDs)
                failDependents(of: r, waitingOn: on) { "required failure of \($0.traceName), which reached \($0.name($0.currentState)) while waiting" }
            }
            return
        case .met:
            break
        }
        let wasPending = r.isPendingRequirement
        if r.isPendingRequirement {
            r.isPendingRequirement = false
            r.willBeginAfterSatisfyingFailureRequirements()
            if !r.isDiscrete, r.currentState == .changed { r.currentState = .began }
            trace?.record(.state, r.traceName, "proceeds (\(r.name(r.currentState)))",
                          cause: "failure requirements met", fingers: r.fingerIDs)
        }
        // Exclusion (rows 1–7 from r's side as the winner).
        let others = engaged
        for i in others.indices {
            Unmanaged.passUnretained(others[i])._withUnsafeGuaranteedRef { x in
                guard shouldExclude(x, by: r) else { return }
                let running = x.acknowledgedState == .began || x.acknowledgedState == .changed
                force(x, to: running ? .cancelled : .failed, because: "excluded by \(r.traceName), which recognized")
            }
        }
        failDependents(of: r) { "required failure of \($0.traceName), which recognized" }
        // Actions: a continuous recogniser that reached ended while pending sends began first
        // (Docs/Decisions.md D7); one that goes straight from possible to ended sends one action.
        let reached = r.currentState
        if !r.isDiscrete && reached == .ended && wasPending {
            r.acknowledgedState = .began
            r.currentState = .began
            sendActions(r)
            r.currentState = .ended
        }
        r.acknowledgedState = reached
        if cancelsTouchesBeforeFirstAction, r.cancelsTouchesInView, !r.isDiscrete {
            // Up to iOS 12 the views hear touchesCancelled before the first action (spec §13.1).
            claimTouches(of: r)
            drainHeldPhases(event: nil)
        }
        sendActions(r)
        if r.cancelsTouchesInView { claimTouches(of: r) }
        if reached == .ended { didFinish(r) }
        markTouchesForSettling(r)
    }

    /// Undecided recognisers that require `r` to fail fail now that `r` (began to) recognise.
    /// The cause is worded from `r` passed in, so the closure captures nothing (a capture of `r`
    /// would be retained for every call).
    ///
    /// A dependent that `r` is itself waiting on (`waitingOn`) closes a cycle of failure
    /// requirements: the two require each other to fail. The first to reach recognition wins
    /// (G2) and the trace names the cycle (Decisions R9).
    private func failDependents(of r: UIGestureRecognizer, waitingOn: [UIGestureRecognizer] = [],
                                because cause: (UIGestureRecognizer) -> String) {
        // Lifetime: the copy of `engaged` holds each recogniser while its requirement hooks run.
        let list = engaged
        for i in list.indices {
            Unmanaged.passUnretained(list[i])._withUnsafeGuaranteedRef { x in
                guard x !== r, x.acknowledgedState == .possible, x.currentState != .failed,
                      x.currentState != .cancelled, requires(x, r) else { return }
                if waitingOn.contains(where: { $0 === x }) {
                    force(x, to: .failed, because: "cycle in failure requirements: \(x.traceName) and \(r.traceName) require each other to fail; \(r.traceName) reached \(r.name(r.currentState)) first")
                } else {
                    force(x, to: .failed, because: cause(r))
                }
            }
        }
    }

    /// Sets a state the recogniser did not choose itself (exclusion, requirement, disabling).
    private func force(_ r: UIGestureRecognizer, to state: UIGestureRecognizer.State, because cause: @autoclosure () -> String) {
        if isRecording {
            let from = r.isPendingRequirement ? "pending(\(r.name(r.currentState)))" : r.name(r.currentState)
            let why = cause()
            r.lastTransitionCause = why
            trace?.record(.state, r.traceName, "\(from)→\(r.name(state))", cause: why, fingers: r.fingerIDs)
        } else {
            r.lastTransitionCause = nil
        }
        r.currentState = state
        r.transitionCount &+= 1
        enqueue(r)
    }

    /// Whether the trace is on: causes are worded only then (Decisions F7).
    /// Lifetime: the flag is read without a strong copy of the trace, which the arbiter holds.
    private var isRecording: Bool { trace.unretained?._withUnsafeGuaranteedRef { $0.isEnabled } ?? false }

    private func sendActions(_ r: UIGestureRecognizer) {
        guard r.hasActions else { return }
        if isRecording {
            trace?.record(.action, r.traceName, r.isDiscrete ? "action" : "action (\(r.currentState))",
                         cause: r.lastTransitionCause, fingers: r.fingerIDs)
        }
        r.sendActions()
    }

    /// A finished recogniser lets go of its touches and wakes recognisers that depend on it.
    private func didFinish(_ r: UIGestureRecognizer) {
        resetCheckDue = true
        detachFromTouches(r, settling: true)
        r.trackedTouches.clearKeepingCapacity()
        r.cancelTimers()
        finished.append(r)
        // Wake recognisers waiting for r to fail; they re-check their requirements (spec §5.3).
        guard !r.waiters.isEmpty else { return }
        let waiting = r.waiters
        r.waiters.removeAll()
        for w in waiting { if let x = w.value, x.isPendingRequirement { enqueue(x) } }
    }

    // MARK: Precedence and exclusion (the decision table above)

    /// `isDescendant(of:)` retains nothing, and the recognisers' `view` links are read in place:
    /// they are unowned(unsafe), so a strong copy would be only as valid as the link.
    private func related(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        guard let va = a.view.unretained, let vb = b.view.unretained else { return false }
        return va._withUnsafeGuaranteedRef { x in
            vb._withUnsafeGuaranteedRef { y in x.isDescendant(of: y) || y.isDescendant(of: x) }
        }
    }

    /// Row 5: whether the delegates let `a` and `b` recognise together. The pair is asked once
    /// per touch sequence and the answer kept until either resets (Docs/Decisions.md V3): seed
    /// 000's fix answers YES for a scroll view at offset 0, and must not be turned into NO by
    /// the offset the scroll view's own bounce gives it before the back swipe begins. The answer
    /// is kept by both; an entry counts only while both have it, so one left over from an
    /// earlier attempt of a recogniser that has since reset is never used.
    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        let ka = ObjectIdentifier(a), kb = ObjectIdentifier(b)
        if let answer = a.simultaneityCache[kb], b.simultaneityCache[ka] == answer { return answer }
        let answer = a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
        if a.isEngaged && b.isEngaged {
            a.simultaneityCache.set(answer, for: kb)
            b.simultaneityCache.set(answer, for: ka)
        }
        return answer
    }

    /// Rows 1–5 and 7 with Y = `winner`, X = `x`.
    private func shouldExclude(_ x: UIGestureRecognizer, by winner: UIGestureRecognizer) -> Bool {
        guard x !== winner, x.isEngaged else { return false }
        // Row 1 and row 6: acknowledged recognisers (running or finished) are not excluded here.
        guard x.acknowledgedState == .possible, x.currentState != .failed, x.currentState != .cancelled else { return false }
        guard related(x, winner) else { return false }
        if requires(x, winner) { return false }
        if !winner.canPrevent(x) || !x.canBePrevented(by: winner) { return false }
        return !simultaneous(x, winner)
    }

    /// Whether an engaged recogniser other than `r` passes row 6's first test (acknowledged a
    /// recognition, not pending): only those can take precedence, and usually there is none, so
    /// no copy of the list is needed. Lifetime: read in place, unretained; only flags are read.
    private func anyHasRecognized(besides r: UIGestureRecognizer) -> Bool {
        var i = 0
        while i < engaged.count {
            let found = Unmanaged.passUnretained(engaged[i])._withUnsafeGuaranteedRef { x in
                x !== r && hasRecognizedUnpending(x)
            }
            if found { return true }
            i += 1
        }
        return false
    }

    /// Row 6's first test: `x` acknowledged a recognition (began, changed or ended) and is not
    /// waiting on a failure requirement.
    @inline(__always)
    private func hasRecognizedUnpending(_ x: UIGestureRecognizer) -> Bool {
        let acknowledged = x.acknowledgedState
        return (acknowledged == .began || acknowledged == .changed || acknowledged == .ended) && !x.isPendingRequirement
    }

    /// Row 6: `x` already recognised and would have excluded `y`.
    private func hasPrecedence(_ x: UIGestureRecognizer, over y: UIGestureRecognizer) -> Bool {
        guard hasRecognizedUnpending(x), related(x, y) else { return false }
        if requires(y, x) { return false }
        if !x.canPrevent(y) || !y.canBePrevented(by: x) { return false }
        return !simultaneous(x, y)
    }

    // MARK: Failure requirements (spec §5.3)

    private enum RequirementStatus {
        case met
        case waiting([UIGestureRecognizer])
        case failed(by: UIGestureRecognizer)
    }

    /// Whether `x` requires `y` to fail: static edge, or any of the four dynamic hooks (asked once
    /// per attempt, then cached until `x` resets).
    func requires(_ x: UIGestureRecognizer, _ y: UIGestureRecognizer) -> Bool {
        if x === y { return false }
        if !x.failureRequirements.isEmpty, x.failureRequirements.contains(where: { $0.value === y }) { return true }
        let key = ObjectIdentifier(y)
        if let cached = x.dynamicRequirementCache[key] { return cached }
        var result = x.shouldRequireFailure(of: y) || y.shouldBeRequiredToFail(by: x)
        if !result, let d = x.delegate { result = d.gestureRecognizer(x, shouldRequireFailureOf: y) }
        if !result, let d = y.delegate { result = d.gestureRecognizer(y, shouldBeRequiredToFailBy: x) }
        x.dynamicRequirementCache.set(result, for: key)
        if result {
            x.dynamicLinks.append(WeakRecognizer(y))
            y.dynamicLinks.append(WeakRecognizer(x))
        }
        return result
    }

    private func requirementStatus(of x: UIGestureRecognizer) -> RequirementStatus {
        var waiting: [UIGestureRecognizer] = []
        // Lifetime: the copy of `engaged` holds each recogniser while its requirement hooks run;
        // the one returned or listed is retained by the result.
        let list = engaged
        for i in list.indices {
            let failedBy = Unmanaged.passUnretained(list[i])._withUnsafeGuaranteedRef { y -> UIGestureRecognizer? in
                guard y !== x, requires(x, y) else { return nil }
                if y.acknowledgedState.isRecognition { return y }
                if y.acknowledgedState == .possible && !(y.currentState == .failed || y.currentState == .cancelled)
                    && y.isEnabled && y.view.isSet {
                    waiting.append(y)
                }
                return nil
            }
            if let failedBy { return .failed(by: failedBy) }
        }
        return waiting.isEmpty ? .met : .waiting(waiting)
    }

    // MARK: Reset (spec §4.4)

    /// A finished recogniser returns to `.possible` once all its touches are gone and no recogniser
    /// linked to it by a failure requirement is still undecided.
    private func resetFinishedRecognizers() {
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
    }

    /// Finished, all its touches gone, and no failure-graph neighbour still undecided (spec §4.4).
    private func canReset(_ r: UIGestureRecognizer) -> Bool {
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

    private func neighboursDecided(_ links: [WeakRecognizer], of r: UIGestureRecognizer) -> Bool {
        for link in links {
            guard let y = link.value, y !== r, y.isEngaged else { continue }
            if !y.acknowledgedState.isFinished || y.isPendingRequirement { return false }
        }
        return true
    }

    private func reset(_ r: UIGestureRecognizer) {
        resetCheckDue = true
        // The state's name is needed for the trace line only (read before the attempt is cleared).
        let from = isRecording ? r.name(r.currentState) : nil
        clearAttempt(r)
        if let from { trace?.record(.state, r.traceName, "\(from)→possible", cause: "reset") }
        r.reset()
    }

    /// Takes `r` off the recogniser list of every touch of its attempt, optionally queueing each
    /// touch for view delivery.
    ///
    /// Lifetime: the touches are read unretained; `r.attemptTouches` holds each of them and is
    /// not changed here, and no client code runs (the entry removed from the touch's list is a
    /// reference to `r`, which the caller holds).
    private func detachFromTouches(_ r: UIGestureRecognizer, settling: Bool) {
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
    private func clearAttempt(_ r: UIGestureRecognizer) {
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
        if r.lastTransitionCause != nil { r.lastTransitionCause = nil }
        r.arbiter = nil
    }

    // MARK: 4. View delivery (spec §4.6, R4, R5)

    /// Lifetime: the touches are read unretained; `r.attemptTouches` holds each of them, and
    /// setting `claimedBy` from nil releases nothing, so no code runs during the loop.
    private func claimTouches(of r: UIGestureRecognizer) {
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

    private func markTouchesForSettling(_ r: UIGestureRecognizer) {
        // One `settle` per touch: a recogniser holds one or two, for which the generic
        // `append(contentsOf:)` costs more than the appends themselves. Lifetime: the touches
        // are read unretained while `r.attemptTouches` holds them; `settle` runs no client code.
        var i = 0
        while i < r.attemptTouches.count {
            Unmanaged.passUnretained(r.attemptTouches[i])._withUnsafeGuaranteedRef { settle($0) }
            i += 1
        }
    }

    /// Lists `t` for the next drain. A touch listed twice is drained once (see
    /// `drainHeldPhases`), so one just listed last is not listed again: a recognising
    /// recogniser's touch is otherwise listed by the event, the claim, the finish and the
    /// settling, each a retain and a release.
    private func settle(_ t: UITouch) {
        let n = touchesToSettle.count
        if n > 0, touchesToSettle[n - 1] === t { return }
        touchesToSettle.append(t)
    }

    /// Whether an undecided recogniser still holding `t` withholds `phase` from its view.
    ///
    /// The scan reads the recognisers unretained: the touch holds its list for the whole scan,
    /// and the scan only reads stored flags, so no code runs that could change the list or let
    /// a recogniser go (the lifetime argument for `Unmanaged` here).
    private func isWithheld(_ t: UITouch, _ phase: UITouch.Phase) -> Bool {
        t.gestureRecognizers.withUnsafeBufferPointer { buffer in
            for i in 0..<buffer.count where buffer.unretained(at: i)._withUnsafeGuaranteedRef({ withholds($0, t, phase) }) {
                return true
            }
            return false
        }
    }

    /// Whether one recogniser holding `t` withholds `phase` (the rule of `isWithheld`).
    @inline(__always)
    private func withholds(_ r: UIGestureRecognizer, _ t: UITouch, _ phase: UITouch.Phase) -> Bool {
        let undecided = r.acknowledgedState == .possible && !r.currentState.isFinished || r.isPendingRequirement
        guard undecided, r.isEnabled else { return false }
        switch phase {
        case .began, .moved, .stationary:
            return r.delaysTouchesBegan && t.viewState == .notStarted
        case .ended:
            return r.delaysTouchesBegan && t.viewState == .notStarted
                || r.delaysTouchesEnded && !r.trackedTouches.isEmpty
        default:
            return false
        }
    }

    private func drainHeldPhases(event: UIEvent?) {
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
                Unmanaged.passUnretained(touchesToSettle[0])._withUnsafeGuaranteedRef { drain($0) }
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

    private func drain(_ t: UITouch) {
        drainPhases(t)
        recycleHeldList(of: t)
    }

    /// Lifetime: the view and the claiming recogniser are read unretained. The touch holds both
    /// (each is set once and never cleared: `view` at touch-down, `claimedBy` on claiming), and
    /// the caller holds the touch.
    private func drainPhases(_ t: UITouch) {
        guard let view = t.view.unretained else { t.held.clearKeepingCapacity(); return }
        view._withUnsafeGuaranteedRef { drainPhases(t, to: $0) }
    }

    private func drainPhases(_ t: UITouch, to view: UIView) {
        if let claimer = t.claimedBy.unretained {
            return claimer._withUnsafeGuaranteedRef { drainClaimed(t, by: $0, to: view) }
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

    /// A claimed touch's pending phases: dropped, with one `touchesCancelled` for a view that
    /// had begun (see the cases inside).
    private func drainClaimed(_ t: UITouch, by claimer: UIGestureRecognizer, to view: UIView) {
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
                           isRecording ? "\(claimer.traceName) recognized; cancelsTouchesInView" : nil))
        case .notStarted:
            t.viewState = .finished
            trace?.record(.touches, view.traceName, "never sees finger \(t.fingerID)",
                          cause: "\(claimer.traceName) recognized while the touch was withheld", fingers: [t.fingerID])
        case .finished:
            break
        }
    }

    private func deliver(_ held: HeldPhase, of t: UITouch, to view: UIView) {
        switch held.phase {
        case .began:
            guard t.viewState == .notStarted else { return }
            if let reason = filteredReason(t, view) {
                t.viewState = .finished
                t.held.clearKeepingCapacity()
                trace?.record(.touches, view.traceName, "does not receive finger \(t.fingerID)", cause: reason, fingers: [t.fingerID])
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
        outbox.append(ViewDelivery(view, held.phase, t, held, late ? "released after being withheld" : nil))
    }

    /// Multiple-touch and exclusive-touch filters (spec R4, R5).
    private func filteredReason(_ t: UITouch, _ view: UIView) -> String? {
        guard let device else { return nil }
        let touches = device.activeTouches
        // Every rule needs another active touch; the usual single finger has none.
        if touches.isEmpty || touches.count == 1 && touches[0] === t { return nil }
        let isOther = { (o: UITouch) in o !== t && o.window === t.window && o.viewState == .active }
        if !view.isMultipleTouchEnabled, touches.contains(where: { isOther($0) && $0.view === view }) {
            return "isMultipleTouchEnabled is false and it already tracks a touch"
        }
        if let ex = touches.first(where: { isOther($0) && $0.view?.isExclusiveTouch == true && $0.view !== view }) {
            return "\(ex.view!.traceName) is exclusive-touch and tracking a touch"
        }
        if view.isExclusiveTouch, let other = touches.first(where: { isOther($0) && $0.view !== view }) {
            return "it is exclusive-touch and \(other.view?.traceName ?? "another view") is tracking a touch"
        }
        return nil
    }

    /// Calls the views' `touches…` methods, grouping consecutive touches of one view and phase.
    private func flushOutbox(event: UIEvent?) {
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
                trace?.record(.touches, item.view.traceName, item.phase.touchesMethodName, cause: item.cause,
                              fingers: [item.touch.fingerID])
            }
            if let event = event.unretained {
                // Lifetime: the event is this call's parameter, which the caller keeps alive.
                event._withUnsafeGuaranteedRef {
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
            trace?.record(.touches, first.view.traceName, first.phase.touchesMethodName, cause: first.cause,
                          fingers: items[group].map(\.touch.fingerID))
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
    private func present(_ t: UITouch, as values: HeldPhase) {
        t.phase = values.phase
        t.locationInWindow = values.location
        t.previousLocationInWindow = values.previousLocation
        t.timestamp = values.timestamp
    }

    // MARK: Changes from outside (spec §4.8)

    func recognizerWasDisabled(_ r: UIGestureRecognizer) {
        guard r.isEngaged, !r.currentState.isFinished || r.isPendingRequirement else { return }
        let running = r.acknowledgedState == .began || r.acknowledgedState == .changed
        force(r, to: running ? .cancelled : .failed, because: "isEnabled set to false")
        if !isUpdating && turnDepth == 0 { runUpdate(event: nil) }
    }

    func recognizerWillBeRemoved(_ r: UIGestureRecognizer) {
        resetCheckDue = true
        guard r.isEngaged else { return }
        if !r.currentState.isFinished || r.isPendingRequirement {
            let running = r.acknowledgedState == .began || r.acknowledgedState == .changed
            force(r, to: running ? .cancelled : .failed, because: "removed from its view")
            process(r)
            // Left in the queue (as possible it is skipped there): removing it here would shift
            // the queue under a running `processQueue` and skip the next recogniser.
            r.isQueued = false
        }
        finished.removeAll { $0 === r }
        touchesToSettle.append(contentsOf: r.attemptTouches)
        engaged.removeAll { $0 === r }
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
        // A withheld copy goes to the view at once (spec §4.8), even in the middle of recogniser
        // delivery: a scroll view releasing content touches at the lift (spec §8.2) lets the
        // content see `touchesBegan` before the other recognisers of that turn act (seed 003).
        if !isUpdating { drainHeldPhases(event: nil) }
    }

    /// Views leaving the window get `touchesCancelled` for touches still bound to them, and their
    /// recognisers are cancelled (Docs/Decisions.md, "Removing a view mid-touch").
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
                outbox.append(ViewDelivery(v, .cancelled, t, snapshot, "view removed from its window"))
            } else {
                t.viewState = .finished
            }
        }
        for r in engaged where r.view.map({ $0.isDescendant(of: root) }) == true {
            if !r.currentState.isFinished || r.isPendingRequirement {
                let running = r.acknowledgedState == .began || r.acknowledgedState == .changed
                force(r, to: running ? .cancelled : .failed, because: "its view was removed from the window")
            }
        }
        flushOutbox(event: nil)
        if !isUpdating && turnDepth == 0 { runUpdate(event: nil) }
    }
}

extension UIGestureRecognizer {
    /// `centroid(of: trackedTouches)` (same sums in the same order), read in place: no copy of
    /// the list is taken, so nothing is retained.
    var trackedCentroid: CGPoint {
        let n = trackedTouches.count
        guard n > 0 else { return .zero }
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

/// A `touches…` call waiting in the arbiter's outbox: the view, the phase, the touch as it was
/// when the phase happened, and why it is late or cancelled (for the trace).
struct ViewDelivery {
    let view: UIView
    let phase: UITouch.Phase
    let touch: UITouch
    let held: HeldPhase
    let cause: String?

    init(_ view: UIView, _ phase: UITouch.Phase, _ touch: UITouch, _ held: HeldPhase, _ cause: String?) {
        self.view = view; self.phase = phase; self.touch = touch; self.held = held; self.cause = cause
    }
}

/// A recogniser's touches of one turn split by phase, as the sets its `touches…` methods take,
/// for deliveries of several touches (one touch goes through `SingleTouchSets`). The arbiter keeps
/// one and refills it every delivery, so the sets' storage is reused.
final class PhaseSets {
    @exclusivity(unchecked) var began = ReusableTouchSet()
    @exclusivity(unchecked) var moved = ReusableTouchSet()
    @exclusivity(unchecked) var ended = ReusableTouchSet()
    @exclusivity(unchecked) var cancelled = ReusableTouchSet()
    @exclusivity(unchecked) private(set) var hasBegan = false
    @exclusivity(unchecked) private(set) var hasMoved = false
    @exclusivity(unchecked) private(set) var hasEnded = false
    @exclusivity(unchecked) private(set) var hasCancelled = false

    /// Sorts `touches` by phase: moved and stationary go together (spec §4.8).
    func fill(from touches: [UITouch]) {
        hasBegan = false; hasMoved = false; hasEnded = false; hasCancelled = false
        began.clear(); moved.clear(); ended.clear(); cancelled.clear()
        for t in touches {
            switch t.phase {
            case .began: began.insert(t); hasBegan = true
            case .moved, .stationary: moved.insert(t); hasMoved = true
            case .ended: ended.insert(t); hasEnded = true
            default: cancelled.insert(t); hasCancelled = true
            }
        }
    }
}

/// A `Set<UITouch>` refilled for every call it is passed to; a call carrying one touch gets that
/// touch's set from `SingleTouchSets` instead, so the set is not rebuilt.
struct ReusableTouchSet {
    var set: Set<UITouch> = []

    mutating func insert(_ touch: UITouch) { set.insert(touch) }

    mutating func clear() {
        if !set.isEmpty { set.removeAll(keepingCapacity: true) }
    }
}

/// The one-touch sets handed to `touches…` calls. Nearly every call carries a single touch, and
/// the same touch many times over (each recogniser and each view, every phase), so its set is
/// built once and passed again (no hashing, no allocation). A few sets are kept, one per recent
/// touch; the oldest is refilled for a new touch, in place when nobody else holds it. A client
/// that keeps a set it was given keeps its own copy (sets are values).
final class SingleTouchSets {
    /// The touch each set holds. Identities cannot be reused while listed: the set keeps its
    /// touch alive.
    @exclusivity(unchecked) private var owners: [ObjectIdentifier] = []
    @exclusivity(unchecked) private var sets: [Set<UITouch>] = []
    @exclusivity(unchecked) private var nextSlot = 0
    private static let capacity = 4

    func set(for touch: UITouch) -> Set<UITouch> {
        let id = ObjectIdentifier(touch)
        for i in owners.indices where owners[i] == id { return sets[i] }
        if sets.count < Self.capacity {
            owners.append(id)
            sets.append([touch])
            return sets[sets.count - 1]
        }
        let slot = nextSlot
        nextSlot = (nextSlot + 1) % Self.capacity
        owners[slot] = id
        sets[slot].removeAll(keepingCapacity: true)
        sets[slot].insert(touch)
        return sets[slot]
    }
}
