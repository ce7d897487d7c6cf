import Foundation

/// The one place that decides which gesture wins and what views see (UIKit's gesture environment).
///
/// ## One event turn (rules §0.2)
/// 1. **Collect**: each new touch is offered to the recognisers on its hit view and every ancestor
///    up to the window, deepest first, each view's `gestureRecognizers` in order (rules §4.7). A
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
/// ## Where each rule lives
/// The arbiter is the turn engine: it keeps the lists and buffers, asks client code, sets states,
/// words the trace and holds objects alive. What it decides comes from the decision core,
/// `Core/`: plain functions over a recogniser's state (`ArbitratedRecognizer`) that return
/// verdicts naming their rule.
/// - `Core/Arbitration.swift`: who is asked first, and the verdict on an attempt — recognise,
///   wait for required recognisers, or fail (`Arbitration.attempt`; rules §4.10, §5.3).
/// - `Core/Prevention.swift`: may a recogniser that recognises stop another (rules §5.2).
/// - `Core/Withholding.swift`: what is kept from a view — `delaysTouchesBegan`/`Ended`,
///   `cancelsTouchesInView`, `isExclusiveTouch` and `isMultipleTouchEnabled` (rules §4.6, R4, R5).
/// - `Core/ArbitrationProfile.swift`: what each iOS version changes in these decisions.
/// The engine: `GestureArbiter+Collecting.swift` (step 1), `+RecognizerDelivery` (step 2),
/// `+Update` (step 3, applying the core's verdicts), `+ViewDelivery` (step 4), `+Answers` (the
/// core's questions to client code, cached), `+OutsideChanges` (rules §4.8),
/// `TouchWithholding.swift`, `ClaimedTouches.swift` and `ExclusiveTouchRules.swift` (applying the
/// view rules), `RecognizerReset.swift` (when a finished recogniser returns to `.possible`, rules
/// §4.4) and `ArbiterBuffers.swift` (the reused sets and lists).
/// The walk "How a decision is made" in the documentation follows one touch through the core.
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
/// string is built while the trace is off (Sources/Touchstone/Touchstone.docc/Performance.md).
final class GestureArbiter {
    /// The device owns the arbiter; unowned so the device gets no side table (PerformanceDecisions F6).
    var device: Device? {
        get { deviceLink }
        set {
            deviceLink = newValue
            trace = device?.trace
            clock = device?.clock
            profile = device?.profile.arbitration ?? .newest
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
    /// (PerformanceDecisions F15). Each one goes back to `possible` the usual way (`reset(_:)`, which calls
    /// the subclass's `reset()`); no action is sent and no delegate asked, as no turn runs.

    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    /// Emptied per-touch lists kept for the next touches, so a touch-down allocates neither its
    /// recogniser list nor its held-phase list (see `recycleLists`).
    @exclusivity(unchecked) private var _spareRecognizerLists: [[UIGestureRecognizer]] = []
    var spareRecognizerLists: [[UIGestureRecognizer]] { get { unsafe _spareRecognizerLists } _modify { yield unsafe &_spareRecognizerLists } }
    @exclusivity(unchecked) private var _spareHeldLists: [[HeldPhase]] = []
    var spareHeldLists: [[HeldPhase]] { get { unsafe _spareHeldLists } _modify { yield unsafe &_spareHeldLists } }
    /// Engaged recognisers (received a touch since their last reset), in delivery order.
    @exclusivity(unchecked) private var _engaged: [UIGestureRecognizer] = []
    var engaged: [UIGestureRecognizer] { get { unsafe _engaged } _modify { yield unsafe &_engaged } }
    /// The engaged recognisers that may answer a dynamic failure requirement
    /// (`mayRequireDynamically`), in engagement order: with the static edges, all a requirement
    /// check looks at (`FailureRequirements.swift`).
    @exclusivity(unchecked) private var _dynamicEngaged: [UIGestureRecognizer] = []
    var dynamicEngaged: [UIGestureRecognizer] { get { unsafe _dynamicEngaged } _modify { yield unsafe &_dynamicEngaged } }
    /// Recognisers that acknowledged a recognition (flagged `isListedAsRecognized`); one that has
    /// since finished, been excluded or reset is dropped when the list is read (`earlierWinner`).
    @exclusivity(unchecked) private var _recognized: [UIGestureRecognizer] = []
    var recognized: [UIGestureRecognizer] { get { unsafe _recognized } _modify { yield unsafe &_recognized } }
    /// Recognisers whose state changed and still need processing, in the order they changed
    /// (membership is the recogniser's `isQueued` flag).
    @exclusivity(unchecked) private var _dirty: [UIGestureRecognizer] = []
    var dirty: [UIGestureRecognizer] { get { unsafe _dirty } _modify { yield unsafe &_dirty } }
    /// Finished recognisers that may be ready for reset.
    @exclusivity(unchecked) private var _finished: [UIGestureRecognizer] = []
    var finished: [UIGestureRecognizer] { get { unsafe _finished } _modify { yield unsafe &_finished } }
    /// Something happened that may let a finished recogniser reset (see `resetFinishedRecognizers`).
    @exclusivity(unchecked) private var _resetCheckDue: Bool = false
    var resetCheckDue: Bool { get { unsafe _resetCheckDue } _modify { yield unsafe &_resetCheckDue } }
    /// Recogniser delivery: apply the exclusive-touch filter of rules R5 / D1 to recognisers
    /// (a flag because Apple's sample says recognisers ignore `isExclusiveTouch`, A25).
    @exclusivity(unchecked) private var _recognizersHonorExclusiveTouch: Bool = true
    var recognizersHonorExclusiveTouch: Bool { get { unsafe _recognizersHonorExclusiveTouch } _modify { yield unsafe &_recognizersHonorExclusiveTouch } }
    /// Touches whose view delivery must be looked at in the next drain.
    @exclusivity(unchecked) private var _touchesToSettle: [UITouch] = []
    var touchesToSettle: [UITouch] { get { unsafe _touchesToSettle } _modify { yield unsafe &_touchesToSettle } }
    @exclusivity(unchecked) private var _isUpdating: Bool = false
    var isUpdating: Bool { get { unsafe _isUpdating } _modify { yield unsafe &_isUpdating } }
    @exclusivity(unchecked) private var _turnDepth: Int = 0
    var turnDepth: Int { get { unsafe _turnDepth } _modify { yield unsafe &_turnDepth } }
    /// Per-view deliveries collected during a drain, flushed grouped by view and phase.
    @exclusivity(unchecked) private var _outbox: [ViewDelivery] = []
    var outbox: [ViewDelivery] { get { unsafe _outbox } _modify { yield unsafe &_outbox } }
    /// The device's trace, kept so that recording does not go through the weak `device` each time.
    @exclusivity(unchecked) private var _trace: Trace?
    var trace: Trace? { get { unsafe _trace } _modify { yield unsafe &_trace } }
    /// The device's clock, kept for the same reason.
    @exclusivity(unchecked) private var _clock: VirtualClock?
    var clock: VirtualClock? { get { unsafe _clock } _modify { yield unsafe &_clock } }
    /// Order in which recognisers became engaged: sorts a turn's receivers into `engaged` order.
    @exclusivity(unchecked) private var _engagementCounter: Int = 0
    var engagementCounter: Int { get { unsafe _engagementCounter } _modify { yield unsafe &_engagementCounter } }
    @exclusivity(unchecked) private var _receiversBuffer: [UIGestureRecognizer] = []
    var receiversBuffer: [UIGestureRecognizer] { get { unsafe _receiversBuffer } _modify { yield unsafe &_receiversBuffer } }
    @exclusivity(unchecked) private var _phaseSetsInUse: Bool = false
    var phaseSetsInUse: Bool { get { unsafe _phaseSetsInUse } _modify { yield unsafe &_phaseSetsInUse } }
    @exclusivity(unchecked) private var _settleBuffer: [UITouch] = []
    var settleBuffer: [UITouch] { get { unsafe _settleBuffer } _modify { yield unsafe &_settleBuffer } }
    @exclusivity(unchecked) private var _settleGeneration: Int = 0
    var settleGeneration: Int { get { unsafe _settleGeneration } _modify { yield unsafe &_settleGeneration } }
    @exclusivity(unchecked) private var _presentedBuffer: [(touch: UITouch, values: HeldPhase)] = []
    var presentedBuffer: [(touch: UITouch, values: HeldPhase)] { get { unsafe _presentedBuffer } _modify { yield unsafe &_presentedBuffer } }
    @exclusivity(unchecked) private var _touchSetBuffer: ReusableTouchSet = ReusableTouchSet()
    var touchSetBuffer: ReusableTouchSet { get { unsafe _touchSetBuffer } _modify { yield unsafe &_touchSetBuffer } }
    /// The changed touches of the current turn when more than one changed (else empty).
    @exclusivity(unchecked) private var _changedThisTurn: [UITouch] = []
    var changedThisTurn: [UITouch] { get { unsafe _changedThisTurn } _modify { yield unsafe &_changedThisTurn } }
    /// The device that owns the arbiter (`device`); unowned so the device gets no side table
    /// (PerformanceDecisions F6). The device clears it when it goes away.
    @exclusivity(unchecked) private unowned(unsafe) var _deviceLink: Device?
    var deviceLink: Device? { get { unsafe _deviceLink } _modify { yield unsafe &_deviceLink } }
    /// The changed touch of the current turn when it is the only one (`changedThisTurn` is then
    /// empty): no array to fill and empty per turn. Unowned(unsafe): the device holds the touch in
    /// a local from `beginTurn(single:)` to `endTurn()`, and every `endTurn` (a nested turn's
    /// included, as it emptied the list before) clears the link, so it never outlives its touch.
    @exclusivity(unchecked) private unowned(unsafe) var _changedSingle: UITouch?
    var changedSingle: UITouch? { get { unsafe _changedSingle } _modify { yield unsafe &_changedSingle } }
    static let spareListLimit = 8

    /// The device is going away: every attempt still in progress ends here, and recognisers
    /// forget the arbiter (their link is unowned, F6). A touch and the recognisers holding it
    /// refer to each other until reset, and the touch holds its window, so a device dropped with
    /// a finger down would otherwise keep its window, views and recognisers alive for good
    /// (PerformanceDecisions F15). Each one goes back to `possible` the usual way (`reset(_:)`, which calls
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
        dynamicEngaged.removeAll()
        for r in recognized { r.isListedAsRecognized = false }
        recognized.removeAll()
        dirty.removeAll()
        finished.removeAll()
        device = nil
    }


    /// The device profile's arbitration rows (`ArbitrationProfile`), kept here. Before the arbiter
    /// has a device it has the newest profile's rows.
    var profile = ArbitrationProfile.newest

    let singleTouchSets: SingleTouchSets
    let phaseSets: PhaseSets

    // MARK: Turn entry points


    func beginTurn(changed: [UITouch]) {
        turnDepth += 1
        changedSingle = nil
        changedThisTurn = changed
    }

    /// A turn with one changed touch. Inlined into the device's turn, as `endTurn` (a call each
    /// per event saved: PerformanceDecisions F39).
    @inline(__always)
    func beginTurn(single touch: UITouch) {
        turnDepth += 1
        if !changedThisTurn.isEmpty { changedThisTurn.clearKeepingCapacity() }
        changedSingle = touch
    }

    @inline(__always)
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
        if touch.windowStorage.links(to: window) {
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
    func deliverChanged(_ changedThisTurn: [UITouch], _ event: UIEvent, in window: UIWindow) {
        let changed = changedThisTurn.allSatisfy({ $0.window === window })
            ? changedThisTurn : changedThisTurn.filter { $0.window === window }
        // 1. Collect recognisers for new touches.
        for touch in changed where touch.phase == .began {
            collectRecognizers(for: touch, event: event)
        }
        deliverCollected(changed, event)
    }

    /// Steps 2–4 for the changed touches of this window, their recognisers collected.
    func deliverCollected(_ changed: [UITouch], _ event: UIEvent) {
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
    func deliverAlone(_ touch: UITouch, _ event: UIEvent) {
        // Lifetime: `receivers` is this function's own copy of the list; it holds every
        // recogniser strongly for the whole loop, whatever their code does to the touch's list,
        // their views or the tree.
        let receivers = touch.gestureRecognizers
        if !receivers.isEmpty {
            // The touch's one-touch set, fetched and held once for all its recognisers (a
            // retain, a release and a cache look-up per recogniser fewer; PerformanceDecisions
            // F37), let go before the views' turn so the cache is again its only holder.
            let set = singleTouchSets.set(for: touch)
            for i in receivers.indices {
                Unretained(receivers[i]).with {
                    deliverToRecognizer($0, single: touch, set: set, event: event)
                }
            }
            _ = consume set
        }
        queueForView(touch)
        runUpdate(event: event)
    }

    /// Queues the touch's new phase for its view. A touch whose view is done with it (ended,
    /// cancelled, claimed or filtered) would have the phase discarded by `drain`, so nothing is
    /// queued. A touch that ends may let finished recognisers reset.
    func queueForView(_ touch: UITouch) {
        if touch.isFinished { resetCheckDue = true }
        guard touch.viewState != .finished else { return }
        touch.held.append(HeldPhase(phase: touch.phase, location: touch.locationInWindow,
                                    previousLocation: touch.previousLocationInWindow, timestamp: touch.timestamp))
        settle(touch)
    }

    /// Whether the touch's recognisers are engaged and listed in engagement order. The list is
    /// read in place: two plain field reads per recogniser, no call in between that could change
    /// the list or free an entry, so nothing is retained.
    func isInEngagementOrder(of touch: UITouch) -> Bool {
        var last = Int.min
        var i = 0
        while i < touch.gestureRecognizers.count {
            let inOrder = Unretained(touch.gestureRecognizers[i]).with { r in
                guard r.isEngaged, r.engagementOrder > last else { return false }
                last = r.engagementOrder
                return true
            }
            guard inOrder else { return false }
            i += 1
        }
        return true
    }

    /// A timer turn (rules §0.2 step 5): run the recogniser's timer body, then update and deliver.
    func timerTurn(_ body: () -> Void) {
        turnDepth += 1
        body()
        turnDepth -= 1
        runUpdate(event: nil)
    }
}
