import Foundation

// Part of the unsafe room (with Gestures/UncheckedGestureFields.swift and
// Simulation/UnretainedLinks.swift; `UnsafeConstructsTests` keeps unsafe constructs there): the
// engine's hot fields, with their exclusivity unchecked, declared in small final objects that
// their class holds in a `let` (`UITouch.fields`, `UIView.viewFields`…) and reached through the
// plain internal properties declared here, so no other file names an unchecked field.
//
// Safety (every `@exclusivity(unchecked)` below and in Gestures/UncheckedGestureFields.swift):
// Swift checks at run time that no two accesses to a class's stored property overlap when one of
// them writes; `@exclusivity(unchecked)` removes that check. It is sound here because (1) a device
// and everything on it is used from one thread at a time (RobustnessDecisions R8, checked by `Device`'s
// thread check and the ThreadSanitizer run of Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md), and (2) no field is ever passed
// `inout` to code that could reach the same field again: the engine reads and writes them with
// plain assignments, and the `_modify` forwarders yield them only to the standard library's
// in-place mutations (`append`, `removeAll`…), which run no client code.
// Measured (Sources/Touchstone/Touchstone.docc/Performance.md rounds 8 and 11): with these checks on, an event of the reference
// scene costs 3.7× the instructions (13,956 instead of 3,734, 65 checks per event).
// Tests: the whole suite, the ASan and TSan runs in Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md.
//
// Safety (every `unowned(unsafe)` link below and in Gestures/UncheckedGestureFields.swift): the
// link does not keep its target alive and is not checked; each is sound because the target
// clears it (or outlives it) as its forwarder's comment states (PerformanceDecisions F6): a superview clears
// its subviews' links, a window its views', a device its application's and its recognisers'.
// Measured: a `weak` link gives its target a side table, and every retain and release of such an
// object takes the runtime's slow path (Sources/Touchstone/Touchstone.docc/Performance.md round 5, F6). Tests: `LifetimeTests`
// (objects freed when dropped, links cleared), the ASan run in Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md.

/// A touch's fields that every event reads and writes; each is documented where `UITouch`
/// forwards it.
final class TouchFields {
    @exclusivity(unchecked) var sequence = 0
    @exclusivity(unchecked) var phase: UITouch.Phase = .began
    @exclusivity(unchecked) var timestamp: TimeInterval
    @exclusivity(unchecked) var tapCount = 1
    @exclusivity(unchecked) var type: UITouch.TouchType = .direct
    @exclusivity(unchecked) var view: UIView?
    @exclusivity(unchecked) var window: UIWindow?
    @exclusivity(unchecked) var gestureRecognizers: [UIGestureRecognizer] = []
    @exclusivity(unchecked) var locationInWindow: CGPoint
    @exclusivity(unchecked) var previousLocationInWindow: CGPoint
    @exclusivity(unchecked) var viewState: ViewDeliveryState = .notStarted
    @exclusivity(unchecked) var held: [HeldPhase] = []
    @exclusivity(unchecked) var claimedBy: UIGestureRecognizer?
    @exclusivity(unchecked) var ignoredBy: [ObjectIdentifier] = []
    @exclusivity(unchecked) var settleMark = 0

    init(location: CGPoint, timestamp: TimeInterval, window: UIWindow?) {
        unsafe locationInWindow = location
        unsafe previousLocationInWindow = location
        unsafe self.timestamp = timestamp
        unsafe self.window = window
    }

    /// The fields of a new touch, in an object whose touch is gone (`Device.touchFields`): every
    /// field as `init` sets it; the lists keep their storage.
    func reuse(location: CGPoint, timestamp: TimeInterval, window: UIWindow?) {
        unsafe sequence = 0
        unsafe phase = .began
        unsafe self.timestamp = timestamp
        unsafe tapCount = 1
        unsafe type = .direct
        unsafe view = nil
        unsafe self.window = window
        unsafe gestureRecognizers.clearKeepingCapacity()
        unsafe locationInWindow = location
        unsafe previousLocationInWindow = location
        unsafe viewState = .notStarted
        unsafe held.clearKeepingCapacity()
        unsafe claimedBy = nil
        unsafe ignoredBy.clearKeepingCapacity()
        unsafe settleMark = 0
    }

    /// Lets go of the objects the fields hold, when their touch goes away (`UITouch.deinit`):
    /// fields kept for reuse must not keep a view, window or recogniser alive.
    func releaseReferences() {
        unsafe view = nil
        unsafe window = nil
        unsafe claimedBy = nil
        if unsafe !gestureRecognizers.isEmpty { unsafe gestureRecognizers.clearKeepingCapacity() }
        if unsafe !held.isEmpty { unsafe held.clearKeepingCapacity() }
    }
}

extension UITouch {
    // The storage of `UITouch`'s public properties (documented there).
    var phaseStorage: UITouch.Phase {
        get { unsafe fields.phase } _modify { yield unsafe &fields.phase }
    }
    var timestampStorage: TimeInterval {
        get { unsafe fields.timestamp } _modify { yield unsafe &fields.timestamp }
    }
    var tapCountStorage: Int {
        get { unsafe fields.tapCount } _modify { yield unsafe &fields.tapCount }
    }
    var typeStorage: UITouch.TouchType {
        get { unsafe fields.type } _modify { yield unsafe &fields.type }
    }
    var viewStorage: UIView? {
        get { unsafe fields.view } _modify { yield unsafe &fields.view }
    }
    var windowStorage: UIWindow? {
        get { unsafe fields.window } _modify { yield unsafe &fields.window }
    }
    var gestureRecognizersStorage: [UIGestureRecognizer] {
        get { unsafe fields.gestureRecognizers } _modify { yield unsafe &fields.gestureRecognizers }
    }

    /// Touch-down order on the device; orders touches in events and recogniser lists.
    var sequence: Int {
        get { unsafe fields.sequence }
        _modify { yield unsafe &fields.sequence }
    }
    /// The current location, in window coordinates.
    var locationInWindow: CGPoint {
        get { unsafe fields.locationInWindow }
        _modify { yield unsafe &fields.locationInWindow }
    }
    /// The location at the previous event that moved the touch, in window coordinates.
    var previousLocationInWindow: CGPoint {
        get { unsafe fields.previousLocationInWindow }
        _modify { yield unsafe &fields.previousLocationInWindow }
    }
    /// How far the touch's view has heard of it (view-delivery bookkeeping, owned by the arbiter).
    var viewState: ViewDeliveryState {
        get { unsafe fields.viewState }
        _modify { yield unsafe &fields.viewState }
    }
    /// Phases waiting to reach the view, oldest first (withheld by `delays…` recognisers).
    var held: [HeldPhase] {
        get { unsafe fields.held }
        _modify { yield unsafe &fields.held }
    }
    /// The recogniser whose recognition with `cancelsTouchesInView` took this touch from its view.
    /// Strong (no side table for the recogniser, PerformanceDecisions F6): the recogniser lets go of the
    /// touch at reset, so the two never keep each other alive for longer than a gesture.
    var claimedBy: UIGestureRecognizer? {
        get { unsafe fields.claimedBy }
        _modify { yield unsafe &fields.claimedBy }
    }
    /// Recognisers that called `ignore(_:for:)` on this touch: it is never cancelled on their behalf.
    var ignoredBy: [ObjectIdentifier] {
        get { unsafe fields.ignoredBy }
        _modify { yield unsafe &fields.ignoredBy }
    }
    /// The arbiter's drain generation that last listed this touch (each touch settles once per drain).
    var settleMark: Int {
        get { unsafe fields.settleMark }
        _modify { yield unsafe &fields.settleMark }
    }
}

/// `UIResponder`'s hot fields, forwarded (and documented) below.
final class ResponderFields {
    @exclusivity(unchecked) var forwardingKind: ForwardingKind = .unclassified
}

extension UIResponder {
    /// How forwarding treats this responder, found on its first forwarded call (a class never changes).
    var forwardingKind: ForwardingKind {
        get { unsafe responderFields.forwardingKind } _modify { yield unsafe &responderFields.forwardingKind }
    }
}

/// `UIView`'s hot fields, forwarded (and documented) below.
final class ViewFields {
    @exclusivity(unchecked) var boundsStorage: CGRect = .zero
    @exclusivity(unchecked) var centerStorage: CGPoint = .zero
    @exclusivity(unchecked) var transformStorage: CGAffineTransform = .identity
    @exclusivity(unchecked) var hasIdentityTransform: Bool = true
    @exclusivity(unchecked) var inverseTransform: CGAffineTransform = .identity
    @exclusivity(unchecked) var isUserInteractionEnabledStorage: Bool = true
    @exclusivity(unchecked) var isHiddenStorage: Bool = false
    @exclusivity(unchecked) var alphaStorage: CGFloat = 1
    @exclusivity(unchecked) var animationsBlockingTouches: Int = 0
    @exclusivity(unchecked) var clipsToBoundsStorage: Bool = false
    @exclusivity(unchecked) var isMultipleTouchEnabledStorage: Bool = false
    @exclusivity(unchecked) var isExclusiveTouchStorage: Bool = false
    @exclusivity(unchecked) var accessibilityIdentifierStorage: String?
    @exclusivity(unchecked) unowned(unsafe) var superviewStorage: UIView?
    @exclusivity(unchecked) var subviewsStorage: [UIView] = []
    @exclusivity(unchecked) unowned(unsafe) var owningViewController: UIViewController?
    @exclusivity(unchecked) unowned(unsafe) var windowStorage: UIWindow?
    @exclusivity(unchecked) var isWindow: Bool = false
    @exclusivity(unchecked) var hitTestDispatch: HitTestDispatch = .unclassified
    @exclusivity(unchecked) var gestureRecognizersStorage: [UIGestureRecognizer]? = nil
}

extension UIView {
    var boundsStorage: CGRect {
        get { unsafe viewFields.boundsStorage } _modify { yield unsafe &viewFields.boundsStorage }
    }
    var centerStorage: CGPoint {
        get { unsafe viewFields.centerStorage } _modify { yield unsafe &viewFields.centerStorage }
    }
    var transformStorage: CGAffineTransform {
        get { unsafe viewFields.transformStorage } _modify { yield unsafe &viewFields.transformStorage }
    }
    /// Whether `transform` is the identity, kept so conversions skip the matrix test per call.
    var hasIdentityTransform: Bool {
        get { unsafe viewFields.hasIdentityTransform } _modify { yield unsafe &viewFields.hasIdentityTransform }
    }
    /// Computed once per `transform` change and reused by every conversion (never per hit-test).
    var inverseTransform: CGAffineTransform {
        get { unsafe viewFields.inverseTransform } _modify { yield unsafe &viewFields.inverseTransform }
    }
    var isUserInteractionEnabledStorage: Bool {
        get { unsafe viewFields.isUserInteractionEnabledStorage } _modify { yield unsafe &viewFields.isUserInteractionEnabledStorage }
    }
    var isHiddenStorage: Bool {
        get { unsafe viewFields.isHiddenStorage } _modify { yield unsafe &viewFields.isHiddenStorage }
    }
    var alphaStorage: CGFloat {
        get { unsafe viewFields.alphaStorage } _modify { yield unsafe &viewFields.alphaStorage }
    }
    /// How many running `UIView.animate` calls without `.allowUserInteraction` animate this view;
    /// while above 0 the view's subtree is skipped by hit-testing (UIKitPiecesDecisions K1). Read by every
    /// hit-test of the view; changed only by `animate` and its timer. Reference scene with the
    /// check: 3,653 → 3,664 instructions per event (callgrind). Tests: `ViewAnimationTests`.
    var animationsBlockingTouches: Int {
        get { unsafe viewFields.animationsBlockingTouches } _modify { yield unsafe &viewFields.animationsBlockingTouches }
    }
    var clipsToBoundsStorage: Bool {
        get { unsafe viewFields.clipsToBoundsStorage } _modify { yield unsafe &viewFields.clipsToBoundsStorage }
    }
    var isMultipleTouchEnabledStorage: Bool {
        get { unsafe viewFields.isMultipleTouchEnabledStorage } _modify { yield unsafe &viewFields.isMultipleTouchEnabledStorage }
    }
    var isExclusiveTouchStorage: Bool {
        get { unsafe viewFields.isExclusiveTouchStorage } _modify { yield unsafe &viewFields.isExclusiveTouchStorage }
    }
    var accessibilityIdentifierStorage: String? {
        get { unsafe viewFields.accessibilityIdentifierStorage } _modify { yield unsafe &viewFields.accessibilityIdentifierStorage }
    }
    var superviewStorage: UIView? {
        get { unsafe viewFields.superviewStorage } _modify { yield unsafe &viewFields.superviewStorage }
    }
    var subviewsStorage: [UIView] {
        get { unsafe viewFields.subviewsStorage } _modify { yield unsafe &viewFields.subviewsStorage }
    }
    /// Set by `UIViewController` on its root view, which makes the controller the view's `next` (rules R1).
    /// Unowned: the controller keeps its view alive and clears this link when it goes away (F6).
    var owningViewController: UIViewController? {
        get { unsafe viewFields.owningViewController } _modify { yield unsafe &viewFields.owningViewController }
    }
    /// Cleared for the whole subtree when the view leaves its window or the window goes away (F6).
    var windowStorage: UIWindow? {
        get { unsafe viewFields.windowStorage } _modify { yield unsafe &viewFields.windowStorage }
    }
    /// Whether this view is a `UIWindow` (set by its initialiser): `view is UIWindow` as a plain
    /// read, for walks up the hierarchy that stop at the window.
    var isWindow: Bool {
        get { unsafe viewFields.isWindow } _modify { yield unsafe &viewFields.isWindow }
    }
    /// Whether the view's class is one the default hit-test checks inline (`DefaultHitTesting`),
    /// found on the view's first hit-test as a subview (a class never changes).
    var hitTestDispatch: HitTestDispatch {
        get { unsafe viewFields.hitTestDispatch } _modify { yield unsafe &viewFields.hitTestDispatch }
    }
    var gestureRecognizersStorage: [UIGestureRecognizer]? {
        get { unsafe viewFields.gestureRecognizersStorage } _modify { yield unsafe &viewFields.gestureRecognizersStorage }
    }
}

/// `UIWindow`'s hot fields, forwarded (and documented) below.
final class WindowFields {
    @exclusivity(unchecked) unowned(unsafe) var applicationStorage: UIApplication?
}

extension UIWindow {
    var applicationStorage: UIApplication? {
        get { unsafe windowFields.applicationStorage } _modify { yield unsafe &windowFields.applicationStorage }
    }
}

/// `UIApplication`'s hot fields, forwarded (and documented) below.
final class ApplicationFields {
    @exclusivity(unchecked) var windowsStorage: [UIWindow] = []
    @exclusivity(unchecked) unowned(unsafe) var deviceStorage: Device?
    @exclusivity(unchecked) var isIgnoringInteractionEventsStorage: Bool = false
    @exclusivity(unchecked) var mayHaveDelegate: Bool = false
}

extension UIApplication {
    var windowsStorage: [UIWindow] {
        get { unsafe applicationFields.windowsStorage } _modify { yield unsafe &applicationFields.windowsStorage }
    }
    var deviceStorage: Device? {
        get { unsafe applicationFields.deviceStorage } _modify { yield unsafe &applicationFields.deviceStorage }
    }
    /// Read at every touch-down (hit-testing and its trace line).
    var isIgnoringInteractionEventsStorage: Bool {
        get { unsafe applicationFields.isIgnoringInteractionEventsStorage } _modify { yield unsafe &applicationFields.isIgnoringInteractionEventsStorage }
    }
    /// Set once a delegate was ever set (never cleared: a weak delegate may go away unseen);
    /// `next` loads the weak delegate only then, at every forward that reaches the application.
    var mayHaveDelegate: Bool {
        get { unsafe applicationFields.mayHaveDelegate } _modify { yield unsafe &applicationFields.mayHaveDelegate }
    }
}

/// `SystemGestureSettings`' fields read at every touch-down by the system gate, forwarded below
/// (documented on their public properties).
final class SystemGestureFields {
    @exclusivity(unchecked) var isEnabled: Bool = true
    @exclusivity(unchecked) var bottomZoneHeight: CGFloat = 0
    @exclusivity(unchecked) var topZoneHeight: CGFloat = 0
    @exclusivity(unchecked) var outsideZonesReason: String = ""
}

extension SystemGestureSettings {
    var isEnabledStorage: Bool {
        get { unsafe fields.isEnabled } _modify { yield unsafe &fields.isEnabled }
    }
    var bottomZoneHeightStorage: CGFloat {
        get { unsafe fields.bottomZoneHeight } _modify { yield unsafe &fields.bottomZoneHeight }
    }
    var topZoneHeightStorage: CGFloat {
        get { unsafe fields.topZoneHeight } _modify { yield unsafe &fields.topZoneHeight }
    }
    var outsideZonesReasonStorage: String {
        get { unsafe fields.outsideZonesReason } _modify { yield unsafe &fields.outsideZonesReason }
    }
}

/// `UIEvent`'s hot fields, forwarded (and documented) below.
final class EventFields {
    @exclusivity(unchecked) var timestampStorage: TimeInterval = 0
    @exclusivity(unchecked) var touchList: [UITouch] = []
    @exclusivity(unchecked) var touchListVersion: Int = -1
    @exclusivity(unchecked) var trace: Trace?
}

extension UIEvent {
    var timestampStorage: TimeInterval {
        get { unsafe eventFields.timestampStorage } _modify { yield unsafe &eventFields.timestampStorage }
    }
    /// Touches in touch-down order.
    var touchList: [UITouch] {
        get { unsafe eventFields.touchList } _modify { yield unsafe &eventFields.touchList }
    }
    /// The device's `downTouches` version `touchList` was built from (−1: never built).
    var touchListVersion: Int {
        get { unsafe eventFields.touchListVersion } _modify { yield unsafe &eventFields.touchListVersion }
    }
    /// The trace of the device that sends this event (set by `Device`), for forwarding records.
    var trace: Trace? {
        get { unsafe eventFields.trace } _modify { yield unsafe &eventFields.trace }
    }
}

/// `RecursionGuard`'s hot fields, forwarded (and documented) below.
final class RecursionGuardFields {
    @exclusivity(unchecked) var depth: Int = 0
    @exclusivity(unchecked) var refused: Bool = false
}

extension RecursionGuard {
    var depth: Int {
        get { unsafe guardFields.depth } _modify { yield unsafe &guardFields.depth }
    }
    /// Set when a call was not made because of the limit; cleared by the device per touch-down.
    var refused: Bool {
        get { unsafe guardFields.refused } _modify { yield unsafe &guardFields.refused }
    }
}

/// `Device`'s hot fields, forwarded (and documented) below.
final class DeviceFields {
    @exclusivity(unchecked) var downTouches: [UITouch] = []
    @exclusivity(unchecked) var downTouchesVersion: Int = 0
    @exclusivity(unchecked) var touchCounter: Int = 0
    @exclusivity(unchecked) var lastTap: (location: CGPoint, liftTime: TimeInterval, count: Int)?
    @exclusivity(unchecked) var events: [ObjectIdentifier: UIEvent] = [:]
    @exclusivity(unchecked) var lastEventWindow: ObjectIdentifier?
    @exclusivity(unchecked) var lastEvent: UIEvent?
    @exclusivity(unchecked) var turnTouchesBuffer: [UITouch] = []
    @exclusivity(unchecked) var turnWindowsBuffer: [UIWindow] = []
    @exclusivity(unchecked) var windowTouchesBuffer: [UITouch] = []
    @exclusivity(unchecked) var dispatchDepth: Int = 0
    @exclusivity(unchecked) var queuedInput: [[Device.FingerChange]] = []
    @exclusivity(unchecked) var systemGestures = SystemGestureSettings()
    @exclusivity(unchecked) var touchFieldsPool: [TouchFields] = []
}

extension Device {
    /// Touches of the fingers currently down, in touch-down order (`sequence`). A handful at most,
    /// so lookups by finger id scan; nothing is sorted or hashed per event.
    var downTouches: [UITouch] {
        get { unsafe deviceFields.downTouches } _modify { yield unsafe &deviceFields.downTouches }
    }
    /// Changes whenever `downTouches` does: an event's touch list is rebuilt only then.
    var downTouchesVersion: Int {
        get { unsafe deviceFields.downTouchesVersion } _modify { yield unsafe &deviceFields.downTouchesVersion }
    }
    var touchCounter: Int {
        get { unsafe deviceFields.touchCounter } _modify { yield unsafe &deviceFields.touchCounter }
    }
    var lastTap: (location: CGPoint, liftTime: TimeInterval, count: Int)? {
        get { unsafe deviceFields.lastTap } _modify { yield unsafe &deviceFields.lastTap }
    }
    var events: [ObjectIdentifier: UIEvent] {
        get { unsafe deviceFields.events } _modify { yield unsafe &deviceFields.events }
    }
    /// The last window whose event was looked up, and that event (most turns hit the same window).
    var lastEventWindow: ObjectIdentifier? {
        get { unsafe deviceFields.lastEventWindow } _modify { yield unsafe &deviceFields.lastEventWindow }
    }
    var lastEvent: UIEvent? {
        get { unsafe deviceFields.lastEvent } _modify { yield unsafe &deviceFields.lastEvent }
    }
    /// Reused between events so that a turn allocates no arrays (taken while in use, so a
    /// re-entrant `send` from a handler simply gets fresh ones).
    var turnTouchesBuffer: [UITouch] {
        get { unsafe deviceFields.turnTouchesBuffer } _modify { yield unsafe &deviceFields.turnTouchesBuffer }
    }
    var turnWindowsBuffer: [UIWindow] {
        get { unsafe deviceFields.turnWindowsBuffer } _modify { yield unsafe &deviceFields.turnWindowsBuffer }
    }
    var windowTouchesBuffer: [UITouch] {
        get { unsafe deviceFields.windowTouchesBuffer } _modify { yield unsafe &deviceFields.windowTouchesBuffer }
    }
    /// Nesting of the device's own input work (hit-testing, dispatch, a subtree leaving its
    /// window): client code running inside it is inside an event turn (Device+ReentrantInput).
    /// Read on every event, as is `queuedInput`: with the run-time checks on, these two and the
    /// queue's counters (plain since round 11, F25) cost 228 instructions per event (callgrind,
    /// RobustnessDecisions R7). Tests: `ParallelDevicesTests`, `ReentrantInputMatrixTests`.
    var dispatchDepth: Int {
        get { unsafe deviceFields.dispatchDepth } _modify { yield unsafe &deviceFields.dispatchDepth }
    }
    /// Input sent from callbacks during a turn, delivered in order when the turn ends (R7).
    var queuedInput: [[Device.FingerChange]] {
        get { unsafe deviceFields.queuedInput } _modify { yield unsafe &deviceFields.queuedInput }
    }
    /// The fields objects of the device's recent touches, reused once their touch is gone.
    var touchFieldsPool: [TouchFields] {
        get { unsafe deviceFields.touchFieldsPool } _modify { yield unsafe &deviceFields.touchFieldsPool }
    }
    /// Read by the system gate at every touch-down (documented on `systemGestures`).
    var systemGesturesStorage: SystemGestureSettings {
        get { unsafe deviceFields.systemGestures } _modify { yield unsafe &deviceFields.systemGestures }
    }
}

/// `VirtualClock`'s hot fields, forwarded (and documented) below.
final class ClockFields {
    @exclusivity(unchecked) var nowStorage: TimeInterval = 0
}

extension VirtualClock {
    var nowStorage: TimeInterval {
        get { unsafe clockFields.nowStorage } _modify { yield unsafe &clockFields.nowStorage }
    }
}

/// `VirtualTimer`'s hot fields, forwarded (and documented) below.
final class TimerFields {
    @exclusivity(unchecked) var fireTimeStorage: TimeInterval = 0
    @exclusivity(unchecked) var isCancelledStorage: Bool = false
    @exclusivity(unchecked) var sequence: Int = 0
    @exclusivity(unchecked) unowned(unsafe) var runLoop: VirtualRunLoop?
    @exclusivity(unchecked) var heapIndex: Int = -1
    @exclusivity(unchecked) var action: (() -> Void)?
    @exclusivity(unchecked) unowned(unsafe) var recognizer: UIGestureRecognizer?
    @exclusivity(unchecked) unowned(unsafe) var arbiter: GestureArbiter?
}

extension VirtualTimer {
    var fireTimeStorage: TimeInterval {
        get { unsafe timerFields.fireTimeStorage } _modify { yield unsafe &timerFields.fireTimeStorage }
    }
    var isCancelledStorage: Bool {
        get { unsafe timerFields.isCancelledStorage } _modify { yield unsafe &timerFields.isCancelledStorage }
    }
    /// The scheduling number of the last start: orders timers due at the same time.
    var sequence: Int {
        get { unsafe timerFields.sequence } _modify { yield unsafe &timerFields.sequence }
    }
    /// The run loop holding the timer and its position in that loop's heap, while pending.
    /// Unowned: the loop sets it when it takes the timer and clears it when it lets the timer go —
    /// on firing, on cancellation and in the loop's `deinit` — so it never outlives the loop.
    var runLoop: VirtualRunLoop? {
        get { unsafe timerFields.runLoop } _modify { yield unsafe &timerFields.runLoop }
    }
    /// The position in `runLoop`'s heap; -1 while not pending (tested before `runLoop` is read).
    var heapIndex: Int {
        get { unsafe timerFields.heapIndex } _modify { yield unsafe &timerFields.heapIndex }
    }
    /// What a one-shot timer runs (`Device.schedule`, `UIGestureRecognizer.startTimer(after:name:_:)`);
    /// dropped when the timer fires or is cancelled, releasing what it captured.
    var action: (() -> Void)? {
        get { unsafe timerFields.action } _modify { yield unsafe &timerFields.action }
    }
    /// The recogniser a reused timer belongs to. Unowned: such a timer is reachable only from its
    /// recogniser (a private slot and its list of reusable timers) and, while pending, from the
    /// run loop, which lets it go when the recogniser's `deinit` cancels it; so whenever the timer
    /// is used, the recogniser is alive.
    var recognizer: UIGestureRecognizer? {
        get { unsafe timerFields.recognizer } _modify { yield unsafe &timerFields.recognizer }
    }
    /// Set for recogniser timers: firing runs the body as a timer turn of this arbiter (rules §0.2
    /// step 5). Unowned: the timer fires only from its device's run loop, and the device owns both
    /// the run loop and the arbiter, so the arbiter is alive whenever the timer fires.
    var arbiter: GestureArbiter? {
        get { unsafe timerFields.arbiter } _modify { yield unsafe &timerFields.arbiter }
    }
}

/// `VirtualRunLoop`'s hot fields, forwarded (and documented) below.
final class RunLoopFields {
    @exclusivity(unchecked) var heap: [VirtualTimer] = []
    @exclusivity(unchecked) var nextSequence: Int = 0
}

extension VirtualRunLoop {
    var heap: [VirtualTimer] {
        get { unsafe runLoopFields.heap } _modify { yield unsafe &runLoopFields.heap }
    }
    var nextSequence: Int {
        get { unsafe runLoopFields.nextSequence } _modify { yield unsafe &runLoopFields.nextSequence }
    }
}

/// `Trace`'s hot fields, forwarded (and documented) below.
final class TraceFields {
    @exclusivity(unchecked) var records: [TraceRecord] = []
    @exclusivity(unchecked) var isEnabledStorage: Bool = true
    @exclusivity(unchecked) var mutedKindsStorage: Set<TraceEntry.Kind> = []
}

extension Trace {
    /// The recorded parts of every entry, in order.
    var records: [TraceRecord] {
        get { unsafe traceFields.records } _modify { yield unsafe &traceFields.records }
    }
    var isEnabledStorage: Bool {
        get { unsafe traceFields.isEnabledStorage } _modify { yield unsafe &traceFields.isEnabledStorage }
    }
    var mutedKindsStorage: Set<TraceEntry.Kind> {
        get { unsafe traceFields.mutedKindsStorage } _modify { yield unsafe &traceFields.mutedKindsStorage }
    }
}
