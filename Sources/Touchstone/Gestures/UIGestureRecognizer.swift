import Foundation

// This file runs past 500 lines on purpose: a recogniser's state — its settings, its attempt and
// the arbiter's bookkeeping on it, each with its accessor pair (Sources/Touchstone/Touchstone.docc/Performance.md, "Unchecked
// storage") — is declared here, beside the state machine that reads it.

/// The base of every gesture recogniser: a state machine fed with touches, plus the settings
/// the arbiter reads (rules §4).
///
/// Subclasses override `touchesBegan/Moved/Ended/Cancelled(_:with:)` and set `state`. The
/// setter applies UIKit's coercion table (rules §4.2): an illegal request (anything after
/// ended/cancelled/failed) is recorded in the trace as an error and ignored. Leaving `.possible`
/// first asks the views under the touches and the delegate whether the recogniser may begin
/// (rules §4.5). What the transition *means* — failure requirements, exclusion, actions,
/// cancelling touches in views — is decided in one place, `GestureArbiter`.
open class UIGestureRecognizer {
    /// A recogniser's state (rules §4.1); `recognized` is `ended`.
    public enum State: Int, Sendable, Codable, CustomStringConvertible {
        /// Not yet recognised: the starting state, and what clients see while a recogniser is pending.
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended; for a discrete recogniser, it was recognised.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The gesture was not recognised.
        case failed
        /// The state a discrete recogniser reaches when it recognises (same as `.ended`).
        public static var recognized: State { .ended }

        /// The state's name (`possible`, `began`, `ended`…).
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        // As switches, these are a compare or two where they are used; written with `==` they
        // were out-of-line calls on every delivery (Sources/Touchstone/Touchstone.docc/Performance.md round 16).
        @inline(__always)
        var isFinished: Bool {
            switch self { case .ended, .cancelled, .failed: true; default: false }
        }
        @inline(__always)
        var isRecognition: Bool {
            switch self { case .began, .changed, .ended: true; default: false }
        }
    }

    // MARK: Creating

    /// A recogniser without target or handler.
    public init() {}

    /// Calls `action` on `target` (held weakly) for every action, e.g. `addTarget(self, action: Screen.handleTap)`.
    @inlinable
    public convenience init<Target: AnyObject, Sender: UIGestureRecognizer>(
        target: Target, action: @escaping (Target) -> (Sender) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Calls a method taking no argument on `target` (held weakly), e.g. `Screen.tapSelfView`.
    @inlinable
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Calls `handler` with the recogniser for every action.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        addHandler(handler)
    }

    // MARK: Target-action (rules §4.3; `UIGestureRecognizer+TargetAction.swift`)

    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    /// The actions, in the order they were added.
    @exclusivity(unchecked) private var _targetActions: [UIGestureRecognizer.TargetAction] = []
    final var targetActions: [UIGestureRecognizer.TargetAction] { get { unsafe _targetActions } _modify { yield unsafe &_targetActions } }
    /// Entries removed while an action was being sent, kept until the outermost send ends, so a
    /// send can call its entry without retaining it (see `sendActions`).
    @exclusivity(unchecked) private var _retiredActions: [UIGestureRecognizer.TargetAction] = []
    final var retiredActions: [UIGestureRecognizer.TargetAction] { get { unsafe _retiredActions } _modify { yield unsafe &_retiredActions } }
    /// How many single-action sends are running on this recogniser (actions may nest).
    @exclusivity(unchecked) private var _sendingDepth: Int = 0
    final var sendingDepth: Int { get { unsafe _sendingDepth } _modify { yield unsafe &_sendingDepth } }
    @exclusivity(unchecked) private var _isEnabledStorage: Bool = true
    final var isEnabledStorage: Bool { get { unsafe _isEnabledStorage } _modify { yield unsafe &_isEnabledStorage } }
    @exclusivity(unchecked) private weak var _delegateStorage: UIGestureRecognizerDelegate?
    final var delegateStorage: UIGestureRecognizerDelegate? { get { unsafe _delegateStorage } _modify { yield unsafe &_delegateStorage } }
    /// Set once a delegate has been assigned (never cleared: a weak delegate may go away
    /// unseen). While false, `delegate` is certainly `nil`, so it need not be loaded, and
    /// asking it cannot run client code.
    @exclusivity(unchecked) private var _mayHaveDelegate: Bool = false
    final var mayHaveDelegate: Bool { get { unsafe _mayHaveDelegate } _modify { yield unsafe &_mayHaveDelegate } }
    @exclusivity(unchecked) private var _cancelsTouchesInViewStorage: Bool = true
    final var cancelsTouchesInViewStorage: Bool { get { unsafe _cancelsTouchesInViewStorage } _modify { yield unsafe &_cancelsTouchesInViewStorage } }
    @exclusivity(unchecked) private var _delaysTouchesBeganStorage: Bool = false
    final var delaysTouchesBeganStorage: Bool { get { unsafe _delaysTouchesBeganStorage } _modify { yield unsafe &_delaysTouchesBeganStorage } }
    @exclusivity(unchecked) private var _delaysTouchesEndedStorage: Bool = true
    final var delaysTouchesEndedStorage: Bool { get { unsafe _delaysTouchesEndedStorage } _modify { yield unsafe &_delaysTouchesEndedStorage } }
    @exclusivity(unchecked) private var _requiresExclusiveTouchTypeStorage: Bool = true
    final var requiresExclusiveTouchTypeStorage: Bool { get { unsafe _requiresExclusiveTouchTypeStorage } _modify { yield unsafe &_requiresExclusiveTouchTypeStorage } }
    /// Read on every touch-down by `allowsTouchType` (plain, it cost 31 instructions per event).
    @exclusivity(unchecked) private var _allowedTouchTypesStorage: [UITouch.TouchType] = [.direct, .indirect, .pencil, .indirectPointer]
    final var allowedTouchTypesStorage: [UITouch.TouchType] { get { unsafe _allowedTouchTypesStorage } _modify { yield unsafe &_allowedTouchTypesStorage } }
    @exclusivity(unchecked) private unowned(unsafe) var _viewStorage: UIView?
    final var viewStorage: UIView? { get { unsafe _viewStorage } _modify { yield unsafe &_viewStorage } }
    @exclusivity(unchecked) private var _currentStateStorage: UIGestureRecognizer.State = .possible
    final var currentStateStorage: UIGestureRecognizer.State { get { unsafe _currentStateStorage } _modify { yield unsafe &_currentStateStorage } }
    /// The last state the arbiter acted on (actions sent for it).
    @exclusivity(unchecked) private var _acknowledgedState: UIGestureRecognizer.State = .possible
    final var acknowledgedState: UIGestureRecognizer.State { get { unsafe _acknowledgedState } _modify { yield unsafe &_acknowledgedState } }
    /// Waiting for another recogniser to fail before its transition counts (rules §5.3).
    @exclusivity(unchecked) private var _isPendingRequirement: Bool = false
    final var isPendingRequirement: Bool { get { unsafe _isPendingRequirement } _modify { yield unsafe &_isPendingRequirement } }
    /// `lastTransitionCause` as parts, worded when read.
    @exclusivity(unchecked) private var _lastCause: TraceCause?
    final var lastCause: TraceCause? { get { unsafe _lastCause } _modify { yield unsafe &_lastCause } }
    /// Counts transitions, so the arbiter can tell whether a delivery changed the state (rules §4.2
    /// "automatically moving from began to changed").
    @exclusivity(unchecked) private var _transitionCount: Int = 0
    final var transitionCount: Int { get { unsafe _transitionCount } _modify { yield unsafe &_transitionCount } }
    /// Touches currently tracked, in touch-down order (ended and cancelled ones removed).
    @exclusivity(unchecked) private var _trackedTouches: [UITouch] = []
    final var trackedTouches: [UITouch] { get { unsafe _trackedTouches } _modify { yield unsafe &_trackedTouches } }
    /// Every touch accepted since the last reset (for cancelling them in views, rules §4.6).
    @exclusivity(unchecked) private var _attemptTouches: [UITouch] = []
    final var attemptTouches: [UITouch] { get { unsafe _attemptTouches } _modify { yield unsafe &_attemptTouches } }
    /// Received a touch since the last reset: takes part in arbitration and blocks dependents.
    @exclusivity(unchecked) private var _isEngaged: Bool = false
    final var isEngaged: Bool { get { unsafe _isEngaged } _modify { yield unsafe &_isEngaged } }
    /// When it became engaged, in the arbiter's counting: orders a turn's receivers.
    @exclusivity(unchecked) private var _engagementOrder: Int = 0
    final var engagementOrder: Int { get { unsafe _engagementOrder } _modify { yield unsafe &_engagementOrder } }
    /// Set while engaged (from the first accepted touch to reset); the arbiter clears it then,
    /// and when its device goes away (unowned, PerformanceDecisions F6).
    @exclusivity(unchecked) private unowned(unsafe) var _arbiter: GestureArbiter?
    final var arbiter: GestureArbiter? { get { unsafe _arbiter } _modify { yield unsafe &_arbiter } }
    @exclusivity(unchecked) private var _timers: [VirtualTimer] = []
    final var timers: [VirtualTimer] { get { unsafe _timers } _modify { yield unsafe &_timers } }
    /// The window location of the tracked touches' centroid at the last delivery.
    @exclusivity(unchecked) private var _lastCentroidInWindow: CGPoint = .zero
    final var lastCentroidInWindow: CGPoint { get { unsafe _lastCentroidInWindow } _modify { yield unsafe &_lastCentroidInWindow } }
    @exclusivity(unchecked) private var _failureRequirements: [WeakRecognizer] = []
    final var failureRequirements: [WeakRecognizer] { get { unsafe _failureRequirements } _modify { yield unsafe &_failureRequirements } }
    @exclusivity(unchecked) private var _dependents: [WeakRecognizer] = []
    final var dependents: [WeakRecognizer] { get { unsafe _dependents } _modify { yield unsafe &_dependents } }
    @exclusivity(unchecked) private var _dynamicRequirementCache: RequirementCache = RequirementCache()
    final var dynamicRequirementCache: RequirementCache { get { unsafe _dynamicRequirementCache } _modify { yield unsafe &_dynamicRequirementCache } }
    /// The answers of `shouldRecognizeSimultaneouslyWith` in this attempt, by the other
    /// recogniser (ProfileDecisions V3: asked once per pair and touch sequence). Checked at
    /// every reset, so unchecked like its neighbours (Sources/Touchstone/Touchstone.docc/Performance.md round 15).
    @exclusivity(unchecked) private var _simultaneityCache: RequirementCache = RequirementCache()
    final var simultaneityCache: RequirementCache { get { unsafe _simultaneityCache } _modify { yield unsafe &_simultaneityCache } }
    /// Recognisers linked to this one by a dynamic requirement found in this attempt (either
    /// direction); with the static lists above they form the failure graph used for reset.
    @exclusivity(unchecked) private var _dynamicLinks: [WeakRecognizer] = []
    final var dynamicLinks: [WeakRecognizer] { get { unsafe _dynamicLinks } _modify { yield unsafe &_dynamicLinks } }
    /// Whether the class's requirement hooks are the base class's: 0 not looked at yet, 1 yes, 2 no
    /// (`hasStockRequirementHooks`).
    @exclusivity(unchecked) private var _hooksKind: UInt8 = 0
    final var hooksKind: UInt8 { get { unsafe _hooksKind } _modify { yield unsafe &_hooksKind } }
    /// Listed in the arbiter's `recognized` list (acknowledged a recognition this attempt).
    @exclusivity(unchecked) private var _isListedAsRecognized: Bool = false
    final var isListedAsRecognized: Bool { get { unsafe _isListedAsRecognized } _modify { yield unsafe &_isListedAsRecognized } }
    /// Pending recognisers waiting for this one to fail: woken when it finishes (no rescans).
    @exclusivity(unchecked) private var _waiters: [WeakRecognizer] = []
    final var waiters: [WeakRecognizer] { get { unsafe _waiters } _modify { yield unsafe &_waiters } }
    /// Queued for the arbiter's next processing pass (replaces scanning the queue).
    @exclusivity(unchecked) private var _isQueued: Bool = false
    final var isQueued: Bool { get { unsafe _isQueued } _modify { yield unsafe &_isQueued } }
    /// Marked by the arbiter while it collects the finished recognisers it will reset.
    @exclusivity(unchecked) private var _isResetReady: Bool = false
    final var isResetReady: Bool { get { unsafe _isResetReady } _modify { yield unsafe &_isResetReady } }
    /// Touches handed to this recogniser in the current event, gathered by the arbiter.
    @exclusivity(unchecked) private var _inbox: [UITouch] = []
    final var inbox: [UITouch] { get { unsafe _inbox } _modify { yield unsafe &_inbox } }
    /// Every reusable timer created by `startTimer(_:after:name:_:)`, kept for the recogniser's
    /// life so that `cancelTimers()` reaches them (they are never in `timers`).
    @exclusivity(unchecked) private var _reusableTimers: [VirtualTimer] = []
    final var reusableTimers: [VirtualTimer] { get { unsafe _reusableTimers } _modify { yield unsafe &_reusableTimers } }

    // MARK: Settings read by the arbiter (rules §4.6, §4.7)

    /// Turning it off while tracking cancels a running recogniser and fails a possible one (rules §4.8).
    public var isEnabled: Bool {
        get { isEnabledStorage }
        set {
            let wasEnabled = isEnabledStorage
            isEnabledStorage = newValue
            if wasEnabled && !newValue { arbiter?.recognizerWasDisabled(self) }
        }
    }
    /// The delegate asked the six decisions of ``UIGestureRecognizerDelegate``; held weakly.
    ///
    /// A scroll view's own pan and pinch keep the scroll view as their delegate: assigning another
    /// one (or `nil`) is UIKit's `NSInternalInconsistencyException`. Touchstone raises it the way
    /// its engine reports errors without crashing the host: an `error` line `raised
    /// NSInternalInconsistencyException` with UIKit's reason, listed by
    /// ``Trace/raisedExceptions``; the assignment does not happen (ProfileDecisions V11, PortingDecisions U14).
    public var delegate: UIGestureRecognizerDelegate? {
        get { delegateStorage }
        set {
            if let refusal = delegateRefusal(newValue) {
                traceSink?.record(.error, traceName, "raised NSInternalInconsistencyException",
                                  cause: refusal + " (UIKit terminates the app here; the delegate is left as it was)")
                return
            }
            delegateStorage = newValue
            if newValue != nil, !mayHaveDelegate {
                mayHaveDelegate = true
                arbiter?.recognizerMayNowAnswerDynamically(self)
            }
        }
    }
    /// Why this recogniser keeps the delegate it has rather than `candidate`; `nil` accepts it.
    func delegateRefusal(_ candidate: UIGestureRecognizerDelegate?) -> String? { nil }
    /// Recognition cancels the touches in the view (default `true`, rules §4.6, A6).
    public var cancelsTouchesInView: Bool {
        get { cancelsTouchesInViewStorage }
        _modify { yield &cancelsTouchesInViewStorage }
    }
    /// Withholds `touchesBegan` from the view while undecided (default `false`, rules §4.6, A7).
    public var delaysTouchesBegan: Bool {
        get { delaysTouchesBeganStorage }
        _modify { yield &delaysTouchesBeganStorage }
    }
    /// Withholds `touchesEnded` from the view while undecided (default `true`, rules §4.6, A8).
    public var delaysTouchesEnded: Bool {
        get { delaysTouchesEndedStorage }
        _modify { yield &delaysTouchesEndedStorage }
    }
    /// After the first touch, accept only touches of the same type (default `true`).
    public var requiresExclusiveTouchType: Bool {
        get { requiresExclusiveTouchTypeStorage }
        _modify { yield &requiresExclusiveTouchTypeStorage }
    }
    /// The kinds of touch the recogniser takes (rules §4.7); all four by default.
    public var allowedTouchTypes: [UITouch.TouchType] {
        get { allowedTouchTypesStorage }
        _modify { yield &allowedTouchTypesStorage }
    }
    /// Whether `allowedTouchTypes` lists `type`, read in place (plain reads, no copy retained).
    func allowsTouchType(_ type: UITouch.TouchType) -> Bool {
        var i = 0
        while i < allowedTouchTypes.count {
            if allowedTouchTypes[i] == type { return true }
            i += 1
        }
        return false
    }
    /// Touchstone's own receive filter, asked by the arbiter where the delegate's `shouldReceive`
    /// is (rules §4.7): why the touch is refused, or `nil` to go on to the delegate. Only the
    /// system gate, UIKit's private recogniser, filters this way (PerformanceDecisions F14): a filter
    /// delegate of its own would be loaded weakly, a slow path, on every touch-down.
    func refusal(of touch: UITouch) -> String? { nil }
    // Unchecked: read by every trace line that names the recogniser (plain, its check cost the
    // trace-on event +6 % / +12 % at depth 0 / 16, Sources/Touchstone/Touchstone.docc/Performance.md round 17).
    @exclusivity(unchecked) private var _name: String?
    /// Names the recogniser in traces.
    public var name: String? { get { unsafe _name } _modify { yield unsafe &_name } }
    /// Unowned: the view keeps its recognisers alive and clears this link when it goes away
    /// (PerformanceDecisions F6).
    public internal(set) var view: UIView? {
        get { viewStorage }
        _modify { yield &viewStorage }
    }

    /// The name used in traces: `name`, else the class name.
    open var traceName: String { name ?? typeName }
    /// The class name, worked out once: timers and causes name the recogniser on hot paths.
    private lazy var typeName = compactName(of: self)

    /// Discrete recognisers (tap, swipe) go straight from possible to recognised; they send one action.
    open var isDiscrete: Bool { false }

    // MARK: State (rules §4.1, §4.2)

    /// The state the recogniser reached. While it waits for a failure requirement, clients see
    /// `.possible` (rules §5.3); the trace shows it as pending.
    public var state: State {
        get { isPendingRequirement ? .possible : currentState }
        set { request(newValue, because: { nil }) }
    }

    /// The state actually reached by the recogniser's own logic (not hidden while pending).
    public internal(set) var currentState: State {
        get { currentStateStorage }
        _modify { yield &currentStateStorage }
    }
    /// Why the last transition happened, in words. Kept only while the device's trace is on: the
    /// words exist for the trace, and with the trace off no cause is formatted (PerformanceDecisions F7).
    public var lastTransitionCause: String? { lastCause?.text }

    /// Requests a state with a reason recorded in the trace (`"2nd tap up"`, `"10 pt threshold"`).
    /// The reason is evaluated only when the trace is on.
    public func setState(_ newState: State, because cause: @autoclosure () -> String) {
        request(newState, because: { cause() })
    }

    private func request(_ requested: State, because cause: () -> String?) {
        let from = currentState
        // A running continuous recogniser moving on (began or changed → changed, what a pan asks
        // at every move) with the trace off: the steps below that apply, and nothing worded
        // (Sources/Touchstone/Touchstone.docc/Performance.md round 16).
        if from == .began || from == .changed, requested == .began || requested == .changed, !isDiscrete, !isTraceRecording {
            if isPendingRequirement, from == .began { return }
            currentState = .changed
            if lastCause != nil { lastCause = nil }
            transitionCount &+= 1
            notifyArbiter()
            return
        }
        if isDiscrete, requested == .began || requested == .changed {
            traceSink?.record(.error, traceName, "illegal transition \(name(from))→\(requested) ignored",
                              cause: "a discrete recogniser goes from possible straight to recognized or failed")
            return
        }
        // While waiting on a failure requirement a began recogniser stays at began: further
        // moves are part of the transition it is waiting to make (rules §5.3).
        if isPendingRequirement, from == .began, requested == .began || requested == .changed { return }
        // An attempt that has no touch has nothing to recognise: a request to begin or recognise
        // after reset (from a timer the subclass scheduled itself, say) is refused (RobustnessDecisions R1).
        if from == .possible, requested == .began || requested == .changed || requested == .ended, attemptTouches.isEmpty {
            traceSink?.record(.error, traceName, "\(requested) requested with no touches ignored",
                              cause: "a recogniser recognises only touches it has received since its last reset")
            return
        }
        guard var to = Self.coerce(from: from, requested: requested) else {
            if from.isFinished {
                traceSink?.record(.error, traceName, "illegal transition \(name(from))→\(name(requested)) ignored",
                                  cause: "a recogniser in \(from) must wait for reset")
            } else if requested == .possible, from != .possible {
                traceSink?.record(.error, traceName, "illegal transition \(name(from))→possible ignored",
                                  cause: "only reset returns a recogniser to possible")
            }
            return
        }
        // With the trace off no cause is worded and no sink looked up (PerformanceDecisions F7).
        let recording = isTraceRecording
        var why: String? = recording ? (cause() ?? (to != requested ? "\(requested) requested in \(from)" : nil)) : nil
        if from == .possible, to == .began || to == .ended {
            guard let allowed = vetted(to, why: &why, recording: recording) else { return }
            to = allowed
        }
        currentState = to
        if why != nil || lastCause != nil { lastCause = why.map(TraceCause.text) }
        transitionCount &+= 1
        if recording {
            traceSink?.record(.state, .name(traceName), .transition(TraceState(from, of: self), TraceState(to, of: self)),
                              because: lastCause, fingers: traceFingers)
        }
        notifyArbiter()
    }

    /// A transition leaving `.possible` (to began or ended), after the views' and the delegate's
    /// say (rules §4.5): `.failed` on a veto, with the veto as the cause when recording; `nil` when,
    /// asked whether it may begin, the delegate removed the recogniser (removal has reset it).
    private func vetted(_ to: State, why: inout String?, recording: Bool) -> State? {
        let attachedTo = view
        var to = to
        if let veto = shouldBeginVeto() { to = .failed; why = recording ? veto : nil }
        if attachedTo != nil, view !== attachedTo { return nil }
        return to
    }

    /// Tells the arbiter of a transition, if engaged.
    @inline(__always)
    private func notifyArbiter() {
        // Lifetime: the arbiter is its device's (a `let`); the device clears this link before it
        // goes away (PerformanceDecisions F6). Inside a turn or timer turn the call on the device that runs
        // it holds the device; outside one, `recognizerStateDidChange` retains the arbiter
        // itself before running the update (where actions could drop the device).
        arbiter.unretained?.with { $0.recognizerStateDidChange(self) }
    }


    /// UIKit's coercion table (rules §4.2); `nil` means the request is ignored.
    @inline(__always)
    static func coerce(from: State, requested: State) -> State? {
        switch (from, requested) {
        case (.ended, _), (.cancelled, _), (.failed, _): return nil
        case (_, .possible): return nil
        case (.possible, .began), (.possible, .changed): return .began
        case (.possible, .ended): return .ended
        case (.possible, .cancelled), (.possible, .failed): return .failed
        case (.began, .began), (.began, .changed), (.changed, .began), (.changed, .changed): return .changed
        case (_, .ended): return .ended
        case (_, .cancelled), (_, .failed): return .cancelled
        }
    }

    /// The views under the touches (when `cancelsTouchesInView`), then the delegate (rules §4.5).
    private func shouldBeginVeto() -> String? {
        if cancelsTouchesInView, attemptTouches.count == 1 {
            // One touch (nearly every attempt): its view, held for the call, without copying the
            // list or holding the touch (PerformanceDecisions F37).
            if let v = attemptTouches[0].view, !v.gestureRecognizerShouldBegin(self) {
                return "\(v.traceName) gestureRecognizerShouldBegin returned false"
            }
        } else if cancelsTouchesInView {
            // Each view once, in touch-down order (no set: a handful of touches at most).
            for (i, t) in attemptTouches.enumerated() {
                guard let v = t.view else { continue }
                if i > 0, attemptTouches[..<i].contains(where: { $0.view === v }) { continue }
                if !v.gestureRecognizerShouldBegin(self) {
                    return "\(v.traceName) gestureRecognizerShouldBegin returned false"
                }
            }
        }
        if let d = delegate, !d.gestureRecognizerShouldBegin(self) {
            return "delegate gestureRecognizerShouldBegin returned false"
        }
        return nil
    }

    /// State names in traces: a discrete recogniser's `.ended` reads "recognized".
    func name(_ s: State) -> String { isDiscrete && s == .ended ? "recognized" : s.description }

    // MARK: Touches (rules §4.8)


    /// How many touches the recogniser holds.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The fingers a trace line of this recogniser names: those it tracks, else those of its attempt.
    var traceFingers: TraceFingers {
        TraceFingers(listed: trackedTouches.isEmpty ? attemptTouches : trackedTouches)
    }

    /// The centroid of the tracked touches (the last one when none are down), in `view`'s space.
    open func location(in view: UIView?) -> CGPoint {
        let p = trackedTouches.isEmpty ? lastCentroidInWindow : centroid(of: trackedTouches)
        return convertFromWindow(p, to: view)
    }

    /// The location of the touch at `touchIndex` (touch-down order). An index out of range is
    /// recorded as an error and answers the recogniser's location (UIKit raises).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            traceSink?.record(.error, traceName, "location(ofTouch: \(touchIndex)) out of range",
                              cause: "the recogniser tracks \(trackedTouches.count) touches")
            return location(in: view)
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    func convertFromWindow(_ p: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return p }
        return view.convert(p, from: self.view?.window ?? view.window)
    }

    /// Stops receiving `touch`; it is never cancelled in its view on this recogniser's behalf (rules §4.8).
    public func ignore(_ touch: UITouch, for event: UIEvent) {
        arbiter?.recognizer(self, ignores: touch)
    }

    // MARK: Failure requirements (rules §5.3)


    /// This recogniser may not leave `.possible` until `otherGestureRecognizer` fails; it fails if
    /// the other recognises. Requiring itself is ignored with an error line (rules §4.8).
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        if otherGestureRecognizer === self {
            traceSink?.record(.error, traceName, "require(toFail:) itself ignored")
            return
        }
        if failureRequirements.contains(where: { $0.value === otherGestureRecognizer }) { return }
        failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
        otherGestureRecognizer.dependents.append(WeakRecognizer(self))
    }

    // MARK: Subclass API (rules §5.5)

    /// Subclasses: a touch of this recogniser came down. The base class does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclasses: touches of this recogniser moved. The base class does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclasses: touches of this recogniser lifted. The base class does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclasses: touches of this recogniser were cancelled. The base class does nothing.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when the recogniser returns to `.possible`; clear per-gesture state here.
    open func reset() {}

    /// Whether this recogniser, on recognising, may exclude `preventedGestureRecognizer` (prevention row 4). Default `true`.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, on recognising, may exclude this one (prevention row 4). Default `true`.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recogniser must wait for `otherGestureRecognizer` to fail (a dynamic failure requirement). Default `false`.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail (a dynamic failure requirement). Default `false`.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Called when a transition held back by a failure requirement is finally allowed (a pan
    /// zeroes its translation here, rules §5.3).
    open func willBeginAfterSatisfyingFailureRequirements() {}

    /// Called when the recogniser is added to a view.
    open func didMove(to view: UIView) {}


    deinit {
        cancelTimers()
    }

    var traceSink: Trace? { arbiter?.trace ?? view?.window?.application?.device?.trace }

    /// Whether `traceSink` records: read through the arbiter without taking the trace out
    /// when the recogniser is engaged (the arbiter's trace is the device's).
    @inline(__always)
    private var isTraceRecording: Bool {
        // Field reads with no call in between: nothing can free the arbiter or its trace.
        if let a = arbiter.unretained {
            return a.with { $0.trace.unretained?.with { $0.isEnabled } ?? false }
        }
        return traceSink?.isEnabled ?? false
    }
}
