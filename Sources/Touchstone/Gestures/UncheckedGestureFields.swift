import Foundation

// Part of the unsafe room (see Simulation/UncheckedFields.swift for its Safety statements, which
// cover every `@exclusivity(unchecked)` field and `unowned(unsafe)` link here): the hot fields of
// recognisers, of the arbiter and of its reusable touch sets, declared in small final objects that
// their class holds in a `let` and reached through the plain internal properties declared here.
// About 500 lines: one block per class, its declarations beside its forwarders; splitting it
// would add a fourth file to the room, which issue 15 caps at three.

/// `UIGestureRecognizer`'s hot fields, forwarded (and documented) below.
final class RecognizerFields {
    @exclusivity(unchecked) var targetActions: [UIGestureRecognizer.TargetAction] = []
    @exclusivity(unchecked) var retiredActions: [UIGestureRecognizer.TargetAction] = []
    @exclusivity(unchecked) var sendingDepth: Int = 0
    @exclusivity(unchecked) var isEnabledStorage: Bool = true
    @exclusivity(unchecked) weak var delegateStorage: UIGestureRecognizerDelegate?
    @exclusivity(unchecked) var mayHaveDelegate: Bool = false
    @exclusivity(unchecked) var cancelsTouchesInViewStorage: Bool = true
    @exclusivity(unchecked) var delaysTouchesBeganStorage: Bool = false
    @exclusivity(unchecked) var delaysTouchesEndedStorage: Bool = true
    @exclusivity(unchecked) var requiresExclusiveTouchTypeStorage: Bool = true
    @exclusivity(unchecked) var allowedTouchTypesStorage: [UITouch.TouchType] = [.direct, .indirect, .pencil, .indirectPointer]
    @exclusivity(unchecked) var nameStorage: String?
    @exclusivity(unchecked) unowned(unsafe) var viewStorage: UIView?
    @exclusivity(unchecked) var currentStateStorage: UIGestureRecognizer.State = .possible
    @exclusivity(unchecked) var acknowledgedState: UIGestureRecognizer.State = .possible
    @exclusivity(unchecked) var isPendingRequirement: Bool = false
    @exclusivity(unchecked) var lastCause: TraceCause?
    @exclusivity(unchecked) var transitionCount: Int = 0
    @exclusivity(unchecked) var trackedTouches: [UITouch] = []
    @exclusivity(unchecked) var attemptTouches: [UITouch] = []
    @exclusivity(unchecked) var isEngaged: Bool = false
    @exclusivity(unchecked) var engagementOrder: Int = 0
    @exclusivity(unchecked) unowned(unsafe) var arbiter: GestureArbiter?
    @exclusivity(unchecked) var timers: [VirtualTimer] = []
    @exclusivity(unchecked) var lastCentroidInWindow: CGPoint = .zero
    @exclusivity(unchecked) var failureRequirements: [WeakRecognizer] = []
    @exclusivity(unchecked) var dependents: [WeakRecognizer] = []
    @exclusivity(unchecked) var dynamicRequirementCache: RequirementCache = RequirementCache()
    @exclusivity(unchecked) var simultaneityCache: RequirementCache = RequirementCache()
    @exclusivity(unchecked) var dynamicLinks: [WeakRecognizer] = []
    @exclusivity(unchecked) var hooksKind: UInt8 = 0
    @exclusivity(unchecked) var isListedAsRecognized: Bool = false
    @exclusivity(unchecked) var waiters: [WeakRecognizer] = []
    @exclusivity(unchecked) var isQueued: Bool = false
    @exclusivity(unchecked) var isResetReady: Bool = false
    @exclusivity(unchecked) var inbox: [UITouch] = []
    @exclusivity(unchecked) var reusableTimers: [VirtualTimer] = []
}

extension UIGestureRecognizer {
    /// The actions, in the order they were added.
    var targetActions: [UIGestureRecognizer.TargetAction] {
        get { unsafe recognizerFields.targetActions } _modify { yield unsafe &recognizerFields.targetActions }
    }
    /// Entries removed while an action was being sent, kept until the outermost send ends, so a
    /// send can call its entry without retaining it (see `sendActions`).
    var retiredActions: [UIGestureRecognizer.TargetAction] {
        get { unsafe recognizerFields.retiredActions } _modify { yield unsafe &recognizerFields.retiredActions }
    }
    /// How many single-action sends are running on this recogniser (actions may nest).
    var sendingDepth: Int {
        get { unsafe recognizerFields.sendingDepth } _modify { yield unsafe &recognizerFields.sendingDepth }
    }
    var isEnabledStorage: Bool {
        get { unsafe recognizerFields.isEnabledStorage } _modify { yield unsafe &recognizerFields.isEnabledStorage }
    }
    var delegateStorage: UIGestureRecognizerDelegate? {
        get { unsafe recognizerFields.delegateStorage } _modify { yield unsafe &recognizerFields.delegateStorage }
    }
    /// Set once a delegate has been assigned (never cleared: a weak delegate may go away
    /// unseen). While false, `delegate` is certainly `nil`, so it need not be loaded, and
    /// asking it cannot run client code.
    var mayHaveDelegate: Bool {
        get { unsafe recognizerFields.mayHaveDelegate } _modify { yield unsafe &recognizerFields.mayHaveDelegate }
    }
    var cancelsTouchesInViewStorage: Bool {
        get { unsafe recognizerFields.cancelsTouchesInViewStorage } _modify { yield unsafe &recognizerFields.cancelsTouchesInViewStorage }
    }
    var delaysTouchesBeganStorage: Bool {
        get { unsafe recognizerFields.delaysTouchesBeganStorage } _modify { yield unsafe &recognizerFields.delaysTouchesBeganStorage }
    }
    var delaysTouchesEndedStorage: Bool {
        get { unsafe recognizerFields.delaysTouchesEndedStorage } _modify { yield unsafe &recognizerFields.delaysTouchesEndedStorage }
    }
    var requiresExclusiveTouchTypeStorage: Bool {
        get { unsafe recognizerFields.requiresExclusiveTouchTypeStorage } _modify { yield unsafe &recognizerFields.requiresExclusiveTouchTypeStorage }
    }
    /// Read on every touch-down by `allowsTouchType` (plain, it cost 31 instructions per event).
    var allowedTouchTypesStorage: [UITouch.TouchType] {
        get { unsafe recognizerFields.allowedTouchTypesStorage } _modify { yield unsafe &recognizerFields.allowedTouchTypesStorage }
    }
    var nameStorage: String? {
        get { unsafe recognizerFields.nameStorage } _modify { yield unsafe &recognizerFields.nameStorage }
    }
    var viewStorage: UIView? {
        get { unsafe recognizerFields.viewStorage } _modify { yield unsafe &recognizerFields.viewStorage }
    }
    var currentStateStorage: UIGestureRecognizer.State {
        get { unsafe recognizerFields.currentStateStorage } _modify { yield unsafe &recognizerFields.currentStateStorage }
    }
    /// The last state the arbiter acted on (actions sent for it).
    var acknowledgedState: UIGestureRecognizer.State {
        get { unsafe recognizerFields.acknowledgedState } _modify { yield unsafe &recognizerFields.acknowledgedState }
    }
    /// Waiting for another recogniser to fail before its transition counts (rules §5.3).
    var isPendingRequirement: Bool {
        get { unsafe recognizerFields.isPendingRequirement } _modify { yield unsafe &recognizerFields.isPendingRequirement }
    }
    /// `lastTransitionCause` as parts, worded when read.
    var lastCause: TraceCause? {
        get { unsafe recognizerFields.lastCause } _modify { yield unsafe &recognizerFields.lastCause }
    }
    /// Counts transitions, so the arbiter can tell whether a delivery changed the state (rules §4.2
    /// "automatically moving from began to changed").
    var transitionCount: Int {
        get { unsafe recognizerFields.transitionCount } _modify { yield unsafe &recognizerFields.transitionCount }
    }
    /// Touches currently tracked, in touch-down order (ended and cancelled ones removed).
    var trackedTouches: [UITouch] {
        get { unsafe recognizerFields.trackedTouches } _modify { yield unsafe &recognizerFields.trackedTouches }
    }
    /// Every touch accepted since the last reset (for cancelling them in views, rules §4.6).
    var attemptTouches: [UITouch] {
        get { unsafe recognizerFields.attemptTouches } _modify { yield unsafe &recognizerFields.attemptTouches }
    }
    /// Received a touch since the last reset: takes part in arbitration and blocks dependents.
    var isEngaged: Bool {
        get { unsafe recognizerFields.isEngaged } _modify { yield unsafe &recognizerFields.isEngaged }
    }
    /// When it became engaged, in the arbiter's counting: orders a turn's receivers.
    var engagementOrder: Int {
        get { unsafe recognizerFields.engagementOrder } _modify { yield unsafe &recognizerFields.engagementOrder }
    }
    /// Set while engaged (from the first accepted touch to reset); the arbiter clears it then,
    /// and when its device goes away (unowned, PerformanceDecisions F6).
    var arbiter: GestureArbiter? {
        get { unsafe recognizerFields.arbiter } _modify { yield unsafe &recognizerFields.arbiter }
    }
    var timers: [VirtualTimer] {
        get { unsafe recognizerFields.timers } _modify { yield unsafe &recognizerFields.timers }
    }
    /// The window location of the tracked touches' centroid at the last delivery.
    var lastCentroidInWindow: CGPoint {
        get { unsafe recognizerFields.lastCentroidInWindow } _modify { yield unsafe &recognizerFields.lastCentroidInWindow }
    }
    var failureRequirements: [WeakRecognizer] {
        get { unsafe recognizerFields.failureRequirements } _modify { yield unsafe &recognizerFields.failureRequirements }
    }
    var dependents: [WeakRecognizer] {
        get { unsafe recognizerFields.dependents } _modify { yield unsafe &recognizerFields.dependents }
    }
    var dynamicRequirementCache: RequirementCache {
        get { unsafe recognizerFields.dynamicRequirementCache } _modify { yield unsafe &recognizerFields.dynamicRequirementCache }
    }
    /// The answers of `shouldRecognizeSimultaneouslyWith` in this attempt, by the other
    /// recogniser (ProfileDecisions V3: asked once per pair and touch sequence). Checked at
    /// every reset, so unchecked like its neighbours (Sources/Touchstone/Touchstone.docc/Performance.md round 15).
    var simultaneityCache: RequirementCache {
        get { unsafe recognizerFields.simultaneityCache } _modify { yield unsafe &recognizerFields.simultaneityCache }
    }
    /// Recognisers linked to this one by a dynamic requirement found in this attempt (either
    /// direction); with the static lists above they form the failure graph used for reset.
    var dynamicLinks: [WeakRecognizer] {
        get { unsafe recognizerFields.dynamicLinks } _modify { yield unsafe &recognizerFields.dynamicLinks }
    }
    /// Whether the class's requirement hooks are the base class's: 0 not looked at yet, 1 yes, 2 no
    /// (`hasStockRequirementHooks`).
    var hooksKind: UInt8 {
        get { unsafe recognizerFields.hooksKind } _modify { yield unsafe &recognizerFields.hooksKind }
    }
    /// Listed in the arbiter's `recognized` list (acknowledged a recognition this attempt).
    var isListedAsRecognized: Bool {
        get { unsafe recognizerFields.isListedAsRecognized } _modify { yield unsafe &recognizerFields.isListedAsRecognized }
    }
    /// Pending recognisers waiting for this one to fail: woken when it finishes (no rescans).
    var waiters: [WeakRecognizer] {
        get { unsafe recognizerFields.waiters } _modify { yield unsafe &recognizerFields.waiters }
    }
    /// Queued for the arbiter's next processing pass (replaces scanning the queue).
    var isQueued: Bool {
        get { unsafe recognizerFields.isQueued } _modify { yield unsafe &recognizerFields.isQueued }
    }
    /// Marked by the arbiter while it collects the finished recognisers it will reset.
    var isResetReady: Bool {
        get { unsafe recognizerFields.isResetReady } _modify { yield unsafe &recognizerFields.isResetReady }
    }
    /// Touches handed to this recogniser in the current event, gathered by the arbiter.
    var inbox: [UITouch] {
        get { unsafe recognizerFields.inbox } _modify { yield unsafe &recognizerFields.inbox }
    }
    /// Every reusable timer created by `startTimer(_:after:name:_:)`, kept for the recogniser's
    /// life so that `cancelTimers()` reaches them (they are never in `timers`).
    var reusableTimers: [VirtualTimer] {
        get { unsafe recognizerFields.reusableTimers } _modify { yield unsafe &recognizerFields.reusableTimers }
    }
}

/// `UITapGestureRecognizer`'s hot fields, forwarded (and documented) below.
final class TapFields {
    @exclusivity(unchecked) var numberOfTapsRequiredStorage: Int = 1
    @exclusivity(unchecked) var numberOfTouchesRequiredStorage: Int = 1
    @exclusivity(unchecked) var allowableMovementStorage: CGFloat = 45
    @exclusivity(unchecked) var maximumIntervalBetweenSuccessiveTapsStorage: TimeInterval = 0.35
    @exclusivity(unchecked) var maximumTapDurationStorage: TimeInterval = 1.5
    @exclusivity(unchecked) var tapsCompleted: Int = 0
    @exclusivity(unchecked) var fingersDown: Int = 0
    @exclusivity(unchecked) var fingersThisTap: Int = 0
    @exclusivity(unchecked) var firstTapCentroid: CGPoint?
    @exclusivity(unchecked) var tapStarts: [UITapGestureRecognizer.TapStart] = []
    @exclusivity(unchecked) var pressTimer: VirtualTimer?
    @exclusivity(unchecked) var intervalTimer: VirtualTimer?
    @exclusivity(unchecked) var orderedBuffer: [UITouch] = []
}

extension UITapGestureRecognizer {
    var numberOfTapsRequiredStorage: Int {
        get { unsafe tapFields.numberOfTapsRequiredStorage } _modify { yield unsafe &tapFields.numberOfTapsRequiredStorage }
    }
    var numberOfTouchesRequiredStorage: Int {
        get { unsafe tapFields.numberOfTouchesRequiredStorage } _modify { yield unsafe &tapFields.numberOfTouchesRequiredStorage }
    }
    var allowableMovementStorage: CGFloat {
        get { unsafe tapFields.allowableMovementStorage } _modify { yield unsafe &tapFields.allowableMovementStorage }
    }
    var maximumIntervalBetweenSuccessiveTapsStorage: TimeInterval {
        get { unsafe tapFields.maximumIntervalBetweenSuccessiveTapsStorage } _modify { yield unsafe &tapFields.maximumIntervalBetweenSuccessiveTapsStorage }
    }
    var maximumTapDurationStorage: TimeInterval {
        get { unsafe tapFields.maximumTapDurationStorage } _modify { yield unsafe &tapFields.maximumTapDurationStorage }
    }
    var tapsCompleted: Int {
        get { unsafe tapFields.tapsCompleted } _modify { yield unsafe &tapFields.tapsCompleted }
    }
    var fingersDown: Int {
        get { unsafe tapFields.fingersDown } _modify { yield unsafe &tapFields.fingersDown }
    }
    var fingersThisTap: Int {
        get { unsafe tapFields.fingersThisTap } _modify { yield unsafe &tapFields.fingersThisTap }
    }
    var firstTapCentroid: CGPoint? {
        get { unsafe tapFields.firstTapCentroid } _modify { yield unsafe &tapFields.firstTapCentroid }
    }
    /// Where each finger of the current tap came down (window space). A tap has a few fingers, so
    /// a list searched by identity does what a dictionary did, without hashing.
    var tapStarts: [UITapGestureRecognizer.TapStart] {
        get { unsafe tapFields.tapStarts } _modify { yield unsafe &tapFields.tapStarts }
    }
    /// Reused timers (created on first use; cancelled on reset, not dropped).
    var pressTimer: VirtualTimer? {
        get { unsafe tapFields.pressTimer } _modify { yield unsafe &tapFields.pressTimer }
    }
    var intervalTimer: VirtualTimer? {
        get { unsafe tapFields.intervalTimer } _modify { yield unsafe &tapFields.intervalTimer }
    }
    /// Reused to put a delivery's touches in touch-down order without allocating.
    var orderedBuffer: [UITouch] {
        get { unsafe tapFields.orderedBuffer } _modify { yield unsafe &tapFields.orderedBuffer }
    }
}

/// `UIPanGestureRecognizer`'s hot fields, forwarded (and documented) below.
final class PanFields {
    @exclusivity(unchecked) var minimumNumberOfTouchesStorage: Int = 1
    @exclusivity(unchecked) var maximumNumberOfTouchesStorage: Int = .max
    @exclusivity(unchecked) var hysteresisStorage: CGFloat = 10
    @exclusivity(unchecked) var baseTranslation: CGPoint = .zero
    @exclusivity(unchecked) var baseCentroid: CGPoint = .zero
    @exclusivity(unchecked) var lastSampleCentroid: CGPoint = .zero
    @exclusivity(unchecked) var lastSampleTime: TimeInterval = 0
    @exclusivity(unchecked) var latestVelocity: CGPoint?
    @exclusivity(unchecked) var previousVelocity: CGPoint?
}

extension UIPanGestureRecognizer {
    var minimumNumberOfTouchesStorage: Int {
        get { unsafe panFields.minimumNumberOfTouchesStorage } _modify { yield unsafe &panFields.minimumNumberOfTouchesStorage }
    }
    var maximumNumberOfTouchesStorage: Int {
        get { unsafe panFields.maximumNumberOfTouchesStorage } _modify { yield unsafe &panFields.maximumNumberOfTouchesStorage }
    }
    var hysteresisStorage: CGFloat {
        get { unsafe panFields.hysteresisStorage } _modify { yield unsafe &panFields.hysteresisStorage }
    }
    /// Translation accumulated before the last re-base, in window space.
    var baseTranslation: CGPoint {
        get { unsafe panFields.baseTranslation } _modify { yield unsafe &panFields.baseTranslation }
    }
    /// The centroid at the last re-base, in window space.
    var baseCentroid: CGPoint {
        get { unsafe panFields.baseCentroid } _modify { yield unsafe &panFields.baseCentroid }
    }
    var lastSampleCentroid: CGPoint {
        get { unsafe panFields.lastSampleCentroid } _modify { yield unsafe &panFields.lastSampleCentroid }
    }
    var lastSampleTime: TimeInterval {
        get { unsafe panFields.lastSampleTime } _modify { yield unsafe &panFields.lastSampleTime }
    }
    var latestVelocity: CGPoint? {
        get { unsafe panFields.latestVelocity } _modify { yield unsafe &panFields.latestVelocity }
    }
    var previousVelocity: CGPoint? {
        get { unsafe panFields.previousVelocity } _modify { yield unsafe &panFields.previousVelocity }
    }
}

/// `GestureArbiter`'s hot fields, forwarded (and documented) below.
final class ArbiterFields {
    @exclusivity(unchecked) var spareRecognizerLists: [[UIGestureRecognizer]] = []
    @exclusivity(unchecked) var spareHeldLists: [[HeldPhase]] = []
    @exclusivity(unchecked) var engaged: [UIGestureRecognizer] = []
    @exclusivity(unchecked) var dynamicEngaged: [UIGestureRecognizer] = []
    @exclusivity(unchecked) var recognized: [UIGestureRecognizer] = []
    @exclusivity(unchecked) var dirty: [UIGestureRecognizer] = []
    @exclusivity(unchecked) var finished: [UIGestureRecognizer] = []
    @exclusivity(unchecked) var resetCheckDue: Bool = false
    @exclusivity(unchecked) var recognizersHonorExclusiveTouch: Bool = true
    @exclusivity(unchecked) var touchesToSettle: [UITouch] = []
    @exclusivity(unchecked) var isUpdating: Bool = false
    @exclusivity(unchecked) var turnDepth: Int = 0
    @exclusivity(unchecked) var outbox: [ViewDelivery] = []
    @exclusivity(unchecked) var trace: Trace?
    @exclusivity(unchecked) var clock: VirtualClock?
    @exclusivity(unchecked) var engagementCounter: Int = 0
    @exclusivity(unchecked) var receiversBuffer: [UIGestureRecognizer] = []
    @exclusivity(unchecked) var phaseSetsInUse: Bool = false
    @exclusivity(unchecked) var settleBuffer: [UITouch] = []
    @exclusivity(unchecked) var settleGeneration: Int = 0
    @exclusivity(unchecked) var presentedBuffer: [(touch: UITouch, values: HeldPhase)] = []
    @exclusivity(unchecked) var touchSetBuffer: ReusableTouchSet = ReusableTouchSet()
    @exclusivity(unchecked) var changedThisTurn: [UITouch] = []
    @exclusivity(unchecked) unowned(unsafe) var changedSingle: UITouch?
    @exclusivity(unchecked) unowned(unsafe) var deviceLink: Device?
}

extension GestureArbiter {
    /// Emptied per-touch lists kept for the next touches, so a touch-down allocates neither its
    /// recogniser list nor its held-phase list (see `recycleLists`).
    var spareRecognizerLists: [[UIGestureRecognizer]] {
        get { unsafe arbiterFields.spareRecognizerLists } _modify { yield unsafe &arbiterFields.spareRecognizerLists }
    }
    var spareHeldLists: [[HeldPhase]] {
        get { unsafe arbiterFields.spareHeldLists } _modify { yield unsafe &arbiterFields.spareHeldLists }
    }
    /// Engaged recognisers (received a touch since their last reset), in delivery order.
    var engaged: [UIGestureRecognizer] {
        get { unsafe arbiterFields.engaged } _modify { yield unsafe &arbiterFields.engaged }
    }
    /// The engaged recognisers that may answer a dynamic failure requirement
    /// (`mayRequireDynamically`), in engagement order: with the static edges, all a requirement
    /// check looks at (`FailureRequirements.swift`).
    var dynamicEngaged: [UIGestureRecognizer] {
        get { unsafe arbiterFields.dynamicEngaged } _modify { yield unsafe &arbiterFields.dynamicEngaged }
    }
    /// Recognisers that acknowledged a recognition (flagged `isListedAsRecognized`); one that has
    /// since finished, been excluded or reset is dropped when the list is read (`earlierWinner`).
    var recognized: [UIGestureRecognizer] {
        get { unsafe arbiterFields.recognized } _modify { yield unsafe &arbiterFields.recognized }
    }
    /// Recognisers whose state changed and still need processing, in the order they changed
    /// (membership is the recogniser's `isQueued` flag).
    var dirty: [UIGestureRecognizer] {
        get { unsafe arbiterFields.dirty } _modify { yield unsafe &arbiterFields.dirty }
    }
    /// Finished recognisers that may be ready for reset.
    var finished: [UIGestureRecognizer] {
        get { unsafe arbiterFields.finished } _modify { yield unsafe &arbiterFields.finished }
    }
    /// Something happened that may let a finished recogniser reset (see `resetFinishedRecognizers`).
    var resetCheckDue: Bool {
        get { unsafe arbiterFields.resetCheckDue } _modify { yield unsafe &arbiterFields.resetCheckDue }
    }
    /// Recogniser delivery: apply the exclusive-touch filter of rules R5 / D1 to recognisers
    /// (a flag because Apple's sample says recognisers ignore `isExclusiveTouch`, A25).
    var recognizersHonorExclusiveTouch: Bool {
        get { unsafe arbiterFields.recognizersHonorExclusiveTouch } _modify { yield unsafe &arbiterFields.recognizersHonorExclusiveTouch }
    }
    /// Touches whose view delivery must be looked at in the next drain.
    var touchesToSettle: [UITouch] {
        get { unsafe arbiterFields.touchesToSettle } _modify { yield unsafe &arbiterFields.touchesToSettle }
    }
    var isUpdating: Bool {
        get { unsafe arbiterFields.isUpdating } _modify { yield unsafe &arbiterFields.isUpdating }
    }
    var turnDepth: Int {
        get { unsafe arbiterFields.turnDepth } _modify { yield unsafe &arbiterFields.turnDepth }
    }
    /// Per-view deliveries collected during a drain, flushed grouped by view and phase.
    var outbox: [ViewDelivery] {
        get { unsafe arbiterFields.outbox } _modify { yield unsafe &arbiterFields.outbox }
    }
    /// The device's trace, kept so that recording does not go through the weak `device` each time.
    var trace: Trace? {
        get { unsafe arbiterFields.trace } _modify { yield unsafe &arbiterFields.trace }
    }
    /// The device's clock, kept for the same reason.
    var clock: VirtualClock? {
        get { unsafe arbiterFields.clock } _modify { yield unsafe &arbiterFields.clock }
    }
    /// Order in which recognisers became engaged: sorts a turn's receivers into `engaged` order.
    var engagementCounter: Int {
        get { unsafe arbiterFields.engagementCounter } _modify { yield unsafe &arbiterFields.engagementCounter }
    }
    var receiversBuffer: [UIGestureRecognizer] {
        get { unsafe arbiterFields.receiversBuffer } _modify { yield unsafe &arbiterFields.receiversBuffer }
    }
    var phaseSetsInUse: Bool {
        get { unsafe arbiterFields.phaseSetsInUse } _modify { yield unsafe &arbiterFields.phaseSetsInUse }
    }
    var settleBuffer: [UITouch] {
        get { unsafe arbiterFields.settleBuffer } _modify { yield unsafe &arbiterFields.settleBuffer }
    }
    var settleGeneration: Int {
        get { unsafe arbiterFields.settleGeneration } _modify { yield unsafe &arbiterFields.settleGeneration }
    }
    var presentedBuffer: [(touch: UITouch, values: HeldPhase)] {
        get { unsafe arbiterFields.presentedBuffer } _modify { yield unsafe &arbiterFields.presentedBuffer }
    }
    var touchSetBuffer: ReusableTouchSet {
        get { unsafe arbiterFields.touchSetBuffer } _modify { yield unsafe &arbiterFields.touchSetBuffer }
    }
    /// The changed touches of the current turn when more than one changed (else empty).
    var changedThisTurn: [UITouch] {
        get { unsafe arbiterFields.changedThisTurn } _modify { yield unsafe &arbiterFields.changedThisTurn }
    }
    /// The changed touch of the current turn when it is the only one (`changedThisTurn` is then
    /// empty): no array to fill and empty per turn. Unowned(unsafe): the device holds the touch in
    /// a local from `beginTurn(single:)` to `endTurn()`, and every `endTurn` (a nested turn's
    /// included, as it emptied the list before) clears the link, so it never outlives its touch.
    /// The device that owns the arbiter (`device`); unowned so the device gets no side table
    /// (PerformanceDecisions F6). The device clears it when it goes away.
    var deviceLink: Device? {
        get { unsafe arbiterFields.deviceLink } _modify { yield unsafe &arbiterFields.deviceLink }
    }
    var changedSingle: UITouch? {
        get { unsafe arbiterFields.changedSingle } _modify { yield unsafe &arbiterFields.changedSingle }
    }
}

/// `PhaseSets`'s hot fields, forwarded (and documented) below.
final class PhaseSetsFields {
    @exclusivity(unchecked) var began: ReusableTouchSet = ReusableTouchSet()
    @exclusivity(unchecked) var moved: ReusableTouchSet = ReusableTouchSet()
    @exclusivity(unchecked) var ended: ReusableTouchSet = ReusableTouchSet()
    @exclusivity(unchecked) var cancelled: ReusableTouchSet = ReusableTouchSet()
    @exclusivity(unchecked) var hasBegan: Bool = false
    @exclusivity(unchecked) var hasMoved: Bool = false
    @exclusivity(unchecked) var hasEnded: Bool = false
    @exclusivity(unchecked) var hasCancelled: Bool = false
}

extension PhaseSets {
    var began: ReusableTouchSet {
        get { unsafe setsFields.began } _modify { yield unsafe &setsFields.began }
    }
    var moved: ReusableTouchSet {
        get { unsafe setsFields.moved } _modify { yield unsafe &setsFields.moved }
    }
    var ended: ReusableTouchSet {
        get { unsafe setsFields.ended } _modify { yield unsafe &setsFields.ended }
    }
    var cancelled: ReusableTouchSet {
        get { unsafe setsFields.cancelled } _modify { yield unsafe &setsFields.cancelled }
    }
    var hasBegan: Bool {
        get { unsafe setsFields.hasBegan } _modify { yield unsafe &setsFields.hasBegan }
    }
    var hasMoved: Bool {
        get { unsafe setsFields.hasMoved } _modify { yield unsafe &setsFields.hasMoved }
    }
    var hasEnded: Bool {
        get { unsafe setsFields.hasEnded } _modify { yield unsafe &setsFields.hasEnded }
    }
    var hasCancelled: Bool {
        get { unsafe setsFields.hasCancelled } _modify { yield unsafe &setsFields.hasCancelled }
    }
}

/// `SingleTouchSets`'s hot fields, forwarded (and documented) below.
final class SingleTouchSetsFields {
    @exclusivity(unchecked) var owners: [ObjectIdentifier] = []
    @exclusivity(unchecked) var sets: [Set<UITouch>] = []
    @exclusivity(unchecked) var nextSlot: Int = 0
}

extension SingleTouchSets {
    /// The touch each set holds. Identities cannot be reused while listed: the set keeps its
    /// touch alive.
    var owners: [ObjectIdentifier] {
        get { unsafe setsFields.owners } _modify { yield unsafe &setsFields.owners }
    }
    var sets: [Set<UITouch>] {
        get { unsafe setsFields.sets } _modify { yield unsafe &setsFields.sets }
    }
    var nextSlot: Int {
        get { unsafe setsFields.nextSlot } _modify { yield unsafe &setsFields.nextSlot }
    }
}

/// The fields of `SystemGestureGate` (System/SystemGestureGate.swift), forwarded below.
final class GateFields {
    @exclusivity(unchecked) unowned(unsafe) var device: Device?
}

extension SystemGestureGate {
    /// The device the gate stands for. Unowned: the device clears it when it goes away, and
    /// compares it with itself while it does, which a checked `unowned` link forbids
    /// (PerformanceDecisions F6).
    var device: Device? {
        get { unsafe gateFields.device } _modify { yield unsafe &gateFields.device }
    }
}
