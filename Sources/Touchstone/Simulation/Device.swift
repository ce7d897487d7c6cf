import Foundation

/// A simulated iPhone: a virtual screen, a virtual clock with a run loop, an application with
/// its windows, and fingers driven by the test.
///
/// Everything is deterministic: the same calls give the same trace, byte for byte. A device
/// shares nothing with other devices, so many can run side by side on different threads (each
/// device must be used from one thread at a time).
///
/// Raw input (`touchDown`, `touchMove`, `touchUp`, `touchCancel`, `send`) happens at the clock's
/// current time; `advance(by:)` moves the clock and fires due timers in time order. Every input
/// sample is one event turn (rules §0.2): hit-test new touches, deliver to recognisers, run the
/// gesture update, deliver to views.
///
/// This file runs past 500 lines on purpose: an event turn — checking an input, hit-testing its
/// new touches, applying each finger change, dispatching, retiring finished touches — is one
/// sequence whose invariants (a rejected event changes nothing; every touch seen once per turn)
/// are easiest to check read in one place, and the state it keeps is declared beside it. Scripted gestures live in `Device+Gestures.swift`,
/// absolute-time scripts in `Device+Timeline.swift`, input sent from callbacks in
/// `Device+ReentrantInput.swift`.
public final class Device {
    /// The screen, in points, with the origin top-left.
    public let screenBounds: CGRect
    /// The device's virtual clock.
    public let clock: VirtualClock
    /// Everything that happened on the device, with causes.
    public let trace: Trace
    /// The application whose windows the device shows.
    public let application: UIApplication
    /// The iOS version whose behaviour the device simulates (``DeviceProfile``); fixed at creation.
    public let profile: DeviceProfile
    /// The SDK the app under test was linked against: the runtime keeps some older behaviours for
    /// apps linked on an older SDK (SwiftUI's gestures before the iOS 18 SDK, SwiftUIDecisions
    /// SU1). The same as ``profile`` unless set; never newer than it.
    public let linkedOn: DeviceProfile
    /// Samples per second used by the gesture helpers (`tap`, `drag`, …): 60 or 120 on real devices.
    public var samplingRate: Double = 60
    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    /// Touches of the fingers currently down, in touch-down order (`sequence`). A handful at most,
    /// so lookups by finger id scan; nothing is sorted or hashed per event.
    @exclusivity(unchecked) private var _downTouches: [UITouch] = []
    var downTouches: [UITouch] { get { unsafe _downTouches } _modify { yield unsafe &_downTouches } }
    /// Changes whenever `downTouches` does: an event's touch list is rebuilt only then.
    @exclusivity(unchecked) private var _downTouchesVersion: Int = 0
    var downTouchesVersion: Int { get { unsafe _downTouchesVersion } _modify { yield unsafe &_downTouchesVersion } }
    @exclusivity(unchecked) private var _touchCounter: Int = 0
    var touchCounter: Int { get { unsafe _touchCounter } _modify { yield unsafe &_touchCounter } }
    var lastTap: (location: CGPoint, liftTime: TimeInterval, count: Int)?
    @exclusivity(unchecked) private var _events: [ObjectIdentifier: UIEvent] = [:]
    var events: [ObjectIdentifier: UIEvent] { get { unsafe _events } _modify { yield unsafe &_events } }
    /// The last window whose event was looked up, and that event (most turns hit the same window).
    @exclusivity(unchecked) private var _lastEventWindow: ObjectIdentifier?
    var lastEventWindow: ObjectIdentifier? { get { unsafe _lastEventWindow } _modify { yield unsafe &_lastEventWindow } }
    @exclusivity(unchecked) private var _lastEvent: UIEvent?
    var lastEvent: UIEvent? { get { unsafe _lastEvent } _modify { yield unsafe &_lastEvent } }
    /// Reused between events so that a turn allocates no arrays (taken while in use, so a
    /// re-entrant `send` from a handler simply gets fresh ones).
    @exclusivity(unchecked) private var _turnTouchesBuffer: [UITouch] = []
    var turnTouchesBuffer: [UITouch] { get { unsafe _turnTouchesBuffer } _modify { yield unsafe &_turnTouchesBuffer } }
    @exclusivity(unchecked) private var _turnWindowsBuffer: [UIWindow] = []
    var turnWindowsBuffer: [UIWindow] { get { unsafe _turnWindowsBuffer } _modify { yield unsafe &_turnWindowsBuffer } }
    @exclusivity(unchecked) private var _windowTouchesBuffer: [UITouch] = []
    var windowTouchesBuffer: [UITouch] { get { unsafe _windowTouchesBuffer } _modify { yield unsafe &_windowTouchesBuffer } }
    /// Nesting of the device's own input work (hit-testing, dispatch, a subtree leaving its
    /// window): client code running inside it is inside an event turn (Device+ReentrantInput).
    /// Read on every event, as is `queuedInput`: with the run-time checks on, these two and the
    /// queue's counters (plain since round 11, F25) cost 228 instructions per event (callgrind,
    /// RobustnessDecisions R7). Tests: `ParallelDevicesTests`, `ReentrantInputMatrixTests`.
    @exclusivity(unchecked) private var _dispatchDepth: Int = 0
    var dispatchDepth: Int { get { unsafe _dispatchDepth } _modify { yield unsafe &_dispatchDepth } }
    /// Input sent from callbacks during a turn, delivered in order when the turn ends (R7).
    @exclusivity(unchecked) private var _queuedInput: [[Device.FingerChange]] = []
    var queuedInput: [[Device.FingerChange]] { get { unsafe _queuedInput } _modify { yield unsafe &_queuedInput } }
    /// The fields objects of the device's recent touches, reused once their touch is gone.
    @exclusivity(unchecked) private var _touchFieldsPool: [TouchFields] = []
    var touchFieldsPool: [TouchFields] { get { unsafe _touchFieldsPool } _modify { yield unsafe &_touchFieldsPool } }
    /// Read by the system gate at every touch-down (documented on `systemGestures`).
    @exclusivity(unchecked) private var _systemGesturesStorage = SystemGestureSettings()
    var systemGesturesStorage: SystemGestureSettings { get { unsafe _systemGesturesStorage } _modify { yield unsafe &_systemGesturesStorage } }
    /// Plain fields, read once per shown window or per queued event (Sources/Touchstone/Touchstone.docc/Performance.md round 11).
    private var windowShowCounter = 0
    /// Events queued since the queue was last empty (bounded by `maxQueuedInput`).
    var queuedSinceIdle = 0
    var isDeliveringQueuedInput = false
    /// Settings of the system's edge gestures (home indicator, control centre); see `System/`.
    public var systemGestures: SystemGestureSettings {
        get { systemGesturesStorage }
        set { systemGesturesStorage = newValue }
    }

    let runLoop: VirtualRunLoop
    let arbiter: GestureArbiter
    /// The event passed to `hitTest(_:with:)` at touch-down (it carries no touches), reused.
    private let hitTestProbe = UIEvent()
    /// The thread that created the device: the only one that may drive it (R8).
    let creatorThread = pthread_self()

    // MARK: Layout state (issue 20; LayoutDecisions AL1, AL2). New state in this one block.
    /// Some view of a window asked for layout since the last pass (`Device+Layout.swift`).
    var layoutPending = false
    /// Animations running now that keep touches from their views (`Device+HitCause.swift`).
    var touchBlockingAnimations = 0
    /// Insets set with `screenSafeAreaInsets`; `nil`: the screen model's (`ScreenSafeArea`).
    var screenSafeAreaInsetsStorage: UIEdgeInsets?

    // MARK: Varied gestures (issue 35; HumanGestureDecisions HG1). New state in this one block.
    /// The seed of the generator that varied gestures (``GestureSpread``) draw from; setting it
    /// restarts the generator, so the same seed replays the same gestures.
    public var gestureSeed: UInt64 = 0 { didSet { gestureRandom = SplitMix64(seed: gestureSeed) } }
    /// The generator varied gestures draw from (`Device+HumanGestures.swift`).
    var gestureRandom = SplitMix64(seed: 0)
    /// Samples per second of the touch digitiser during varied gestures: 60, 120 or 240
    /// (`nil`: one sample per display frame, `samplingRate`). Samples between two display frames
    /// reach the app as coalesced touches (`UIEvent.coalescedTouches(for:)`).
    public var touchSamplingRate: Double?

    // MARK: iOS 26's design (ProfileDecisions V19, V20). New state in this one block.
    /// The app opts out of iOS 26's Liquid Glass design, as the Info.plist key
    /// `UIDesignRequiresCompatibility` does: its controls keep their iOS 18 sizes (rules §12b).
    /// Read only on an iOS 26 device running an app linked on the iOS 26 SDK; set it before
    /// showing the screen.
    public var designRequiresCompatibility = false

    /// Whether controls take iOS 26's Liquid Glass sizes (a `UISwitch` is 63 × 28 pt): an iOS 26
    /// device, an app linked on the iOS 26 SDK, and no ``designRequiresCompatibility`` (rules §12b).
    public var usesLiquidGlassDesign: Bool {
        profile.hasLiquidGlassDesign && linkedOn.hasLiquidGlassDesign && !designRequiresCompatibility
    }

    /// Whether navigation controllers have the content back swipe
    /// (`interactiveContentPopGestureRecognizer`): an iOS 26 device running an app linked on the
    /// iOS 26 SDK; apps built with an older Xcode keep only the edge swipe (rules §9.5).
    public var usesContentBackSwipe: Bool { profile.hasContentBackSwipe && linkedOn.hasContentBackSwipe }

    /// Fingers that may be down at once. Screens track about ten (iPhones five); the limit keeps
    /// a script from putting thousands down, which costs time quadratic in their number
    /// (RobustnessDecisions R10).
    public static let maxFingersDown = 20

    /// Creates a device with an iPhone-sized screen (390 × 844 pt by default) that behaves as
    /// `profile`'s iOS version (the newest by default), running an app linked against the SDK of
    /// `linkedOn` (the profile's own by default; a newer SDK than the runtime is taken as the
    /// runtime's, as an app cannot run on an older iOS than the SDK's behaviour it asks for). The
    /// profile's values go into `systemGestures`, where a test may still change them one by one.
    public init(profile: DeviceProfile = .newest, linkedOn: DeviceProfile? = nil,
                screenSize: CGSize = CGSize(width: 390, height: 844),
                application: UIApplication = UIApplication()) {
        self.profile = profile
        let sdk = linkedOn ?? profile
        self.linkedOn = sdk.iOSVersion > profile.iOSVersion ? profile : sdk
        screenBounds = CGRect(origin: .zero, size: screenSize)
        clock = VirtualClock()
        trace = Trace(clock: clock)
        runLoop = VirtualRunLoop(clock: clock)
        self.application = application
        arbiter = GestureArbiter()
        arbiter.device = self
        application.device = self
        systemGestures.gateTimeout = profile.systemGateTimeout
        systemGestures.preferenceReading = profile.edgeDeferralPreferenceReading
    }

    /// The objects that outlive the device (its application, windows, recognisers) drop their
    /// unowned links to it and to its arbiter (PerformanceDecisions F6).
    deinit {
        if application.device === self { application.device = nil }
        for w in application.windows {
            for case let gate as SystemGestureGate in w.gestureRecognizers ?? [] where gate.device === self {
                gate.device = nil
            }
        }
        arbiter.deviceWillGoAway()
    }

    // MARK: Windows

    /// Makes `window` key and visible on this device. A window with an empty frame fills the screen;
    /// its root view controller receives `viewWillAppear`/`viewDidAppear`.
    ///
    /// The window's system gate recognisers are in place before the root controller appears, so a
    /// controller that reads them or calls `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`
    /// from `viewDidAppear` finds them, as on a device, where the window's gesture environment
    /// exists before any controller appears (rules §10.2; NavigationDecisions N9).
    public func show(_ window: UIWindow) {
        if window.bounds.size == .zero { window.frame = screenBounds }
        if !application.windows.contains(where: { $0 === window }) { application.windows.append(window) }
        windowShowCounter += 1
        window.showOrder = windowShowCounter
        window.application = self.application
        window.makeKeyAndVisible()
        systemGestures.installGate(in: window, on: self)
        if usesLiquidGlassDesign { Self.adoptDesignSizes(in: window) }
        if let vc = window.rootViewController {
            vc.view.frame = window.bounds
            vc.beginAppearanceTransition(true)
            vc.endAppearanceTransition()
        }
        systemGestures.windowDidShow(window, on: self)
        window.setNeedsLayout()
        layoutIfPending()
    }

    /// Views built into a window before it was shown learn their device's design here: switches
    /// take the Liquid Glass size (rules §12b). Walked only on devices with that design.
    private static func adoptDesignSizes(in window: UIWindow) {
        var pending: [UIView] = [window]
        while let v = pending.popLast() {
            if let s = v as? UISwitch { s.adoptDesignSize() }
            pending.append(contentsOf: v.subviews)
        }
    }

    /// Shows `viewController` as the root of a new full-screen window and returns the window.
    @discardableResult
    public func show(_ viewController: UIViewController) -> UIWindow {
        let window = UIWindow(frame: screenBounds)
        window.rootViewController = viewController
        show(window)
        return window
    }

    // MARK: Time

    /// Moves the clock forward by `seconds`, firing due timers in time order, each as its own turn.
    ///
    /// Called from a user timer (`schedule(after:)`) while another `advance` runs, it moves the
    /// clock on from the timer's time and the outer call carries on from there: nested advances
    /// compose and the clock never goes back. Called during an event turn it throws
    /// `calledDuringEventTurn` (RobustnessDecisions R7).
    public func advance(by seconds: TimeInterval) throws {
        try checkThread()
        try refuseDuringTurn("advance(by:)")
        guard seconds.isFinite, seconds >= 0 else {
            let err = TouchstoneError.timeWentBackwards(now: clock.now, requested: clock.now + seconds)
            trace.record(.error, "device", "advance rejected", cause: err.description)
            throw err
        }
        let target = clock.now + seconds
        if !queuedInput.isEmpty { deliverQueuedInput() }
        while runLoop.fireNext(upTo: target) {
            if !queuedInput.isEmpty { deliverQueuedInput() }
            layoutIfPending()
        }
        clock.now = max(clock.now, target)
        layoutIfPending()
    }

    /// Moves the clock to the absolute time `time` (seconds since the device started).
    public func advance(to time: TimeInterval) throws {
        guard time.isFinite, time >= clock.now else {
            let err = TouchstoneError.timeWentBackwards(now: clock.now, requested: time)
            trace.record(.error, "device", "advance rejected", cause: err.description)
            throw err
        }
        try advance(by: time - clock.now)
    }

    /// Fires every pending timer (runs the clock until nothing is scheduled), at most `limit` seconds ahead.
    public func settle(limit: TimeInterval = 10) throws {
        try checkThread()
        try refuseDuringTurn("settle(limit:)")
        let end = clock.now + limit
        while let t = runLoop.nextFireTime, t <= end { try advance(to: t) }
    }

    /// Schedules `action` on the device's run loop (like `DispatchQueue.main.asyncAfter`).
    @discardableResult
    public func schedule(after delay: TimeInterval, name: String = "timer", _ action: @escaping () -> Void) -> VirtualTimer {
        runLoop.schedule(after: delay, name: name, action)
    }

    // MARK: Raw fingers

    /// One finger's change within an event.
    public enum FingerChange: Sendable, Equatable {
        /// A finger touching down at a screen point.
        case down(id: Int, at: CGPoint)
        /// A finger moving to a screen point.
        case move(id: Int, to: CGPoint)
        /// A finger lifting where it last moved.
        case up(id: Int)
        /// A finger lifting at a screen point: the touch ends there, the ended phase carrying the
        /// new location, with no moved phase before it (issue 20).
        case lift(id: Int, at: CGPoint)
        /// A finger cancelled by the system.
        case cancel(id: Int)

        var id: Int {
            switch self {
            case let .down(id, _), let .move(id, _), let .up(id), let .lift(id, _), let .cancel(id): id
            }
        }
    }

    /// One finger touching down, as an event of its own.
    public func touchDown(id: Int = 0, at point: CGPoint) throws { try sendChanges(CollectionOfOne(.down(id: id, at: point))) }
    /// One finger moving, as an event of its own.
    public func touchMove(id: Int = 0, to point: CGPoint) throws { try sendChanges(CollectionOfOne(.move(id: id, to: point))) }
    /// One finger lifting, as an event of its own.
    public func touchUp(id: Int = 0) throws { try sendChanges(CollectionOfOne(.up(id: id))) }
    /// One finger lifting at `point`, as an event of its own: `touchesEnded` sees the touch there.
    public func touchUp(id: Int = 0, at point: CGPoint) throws { try sendChanges(CollectionOfOne(.lift(id: id, at: point))) }
    /// One finger cancelled, as an event of its own.
    public func touchCancel(id: Int = 0) throws { try sendChanges(CollectionOfOne(.cancel(id: id))) }

    /// Sends several finger changes as one event at the current time. The whole event is checked
    /// first; a bad change rejects the event and changes nothing.
    public func send(_ changes: [FingerChange]) throws {
        try sendChanges(changes)
    }

    private func sendChanges(_ changes: some Collection<FingerChange>) throws {
        try checkThread()
        if isInEventTurn { return try enqueue(changes) }
        if !queuedInput.isEmpty { deliverQueuedInput() }
        if layoutPending { layoutIfPending() }
        dispatchDepth += 1
        defer {
            dispatchDepth -= 1
            if !queuedInput.isEmpty { deliverQueuedInput() }
            if layoutPending { layoutIfPending() }
        }
        // One finger changing is by far the most common event: it needs no per-event list.
        if changes.count == 1, let change = changes.first { return try sendOne(change) }
        try validate(changes)
        // Every new touch is hit-tested before any change is made, so a refused hit-test
        // (R13) rejects the whole event.
        var hits: [HitResult] = []
        for change in changes { if case let .down(_, p) = change { hits.append(try hitTestNewTouch(at: p)) } }
        let now = clock.now
        var turnTouches = turnTouchesBuffer
        turnTouchesBuffer = []
        turnTouches.clearKeepingCapacity()
        var nextHit = 0
        for change in changes {
            var hit: HitResult?
            if case .down = change { hit = hits[nextHit]; nextHit += 1 }
            if let touch = apply(change, at: now, hit: hit) { turnTouches.append(touch) }
        }
        dispatch(turnTouches, at: now)
        for t in turnTouches where t.isFinished { removeDownTouch(t) }
        turnTouches.clearKeepingCapacity()
        turnTouchesBuffer = turnTouches
    }

    /// An event of one finger's change. A move, the most frequent, makes `validate`'s checks in
    /// its order and `apply`'s change (`move`) with the touch looked up once. Other changes take
    /// `validate` and `apply` as they are.
    private func sendOne(_ change: FingerChange) throws {
        guard case let .move(id, p) = change else {
            try validate(CollectionOfOne(change))
            var hit: HitResult?
            if case let .down(_, p) = change { hit = try hitTestNewTouch(at: p) }
            let now = clock.now
            guard let touch = apply(change, at: now, hit: hit) else { return }
            dispatch(touch, at: now)
            if touch.isFinished { removeDownTouch(touch) }
            return
        }
        guard p.isFinite else { throw reject(.invalidCoordinate(finger: id, x: p.x, y: p.y)) }
        guard let touch = unretainedDownTouch(id) else { throw reject(.fingerNotDown(id)) }
        let now = clock.now
        // Lifetime: `downTouches` holds the touch for the whole turn. Only this device's input
        // calls change that list, and those made during the turn are queued (R7) until it ends;
        // the touch leaves the list below, after its last use here.
        let finished = touch.with { t in
            move(t, to: p, at: now)
            dispatch(t, at: now)
            return t.isFinished
        }
        if finished { removeDownTouch(touch.object) }
    }

    /// `downTouch(_:)` read in place, without a retain: `downTouches` holds the touch.
    @inline(__always)
    private func unretainedDownTouch(_ id: Int) -> Unretained<UITouch>? {
        for i in downTouches.indices {
            let t = Unretained(downTouches[i])
            if t.with({ $0.fingerID == id }) { return t }
        }
        return nil
    }

    /// Records one finger's change on its touch (creating the touch for a touch-down, with the
    /// window and view `hit` found for it).
    private func apply(_ change: FingerChange, at now: TimeInterval, hit: HitResult?) -> UITouch? {
        switch change {
        case let .down(id, p):
            trace.record(.input, .finger(id), .input(.down, p), fingers: TraceFingers(id))
            return beginTouch(id: id, at: p, time: now, hit: hit ?? (nil, nil))
        case let .move(id, p):
            guard let t = downTouch(id) else { return nil }
            move(t, to: p, at: now)
            return t
        case let .up(id):
            return lift(id, at: nil, now: now)
        case let .lift(id, p):
            return lift(id, at: p, now: now)
        case let .cancel(id):
            guard let t = downTouch(id) else { return nil }
            trace.record(.input, .finger(id), .text("cancelled by the system"), fingers: TraceFingers(id))
            t.phase = .cancelled
            t.timestamp = now
            return t
        }
    }

    /// Ends finger `id`'s touch, where it last moved or at `p` (screen space), recording the
    /// input line; `nil` when the finger is not down.
    private func lift(_ id: Int, at p: CGPoint?, now: TimeInterval) -> UITouch? {
        guard let t = downTouch(id) else { return nil }
        if let p {
            trace.record(.input, .finger(id), .input(.up, p), fingers: TraceFingers(id))
            t.previousLocationInWindow = t.locationInWindow
            t.locationInWindow = toWindow(p, t.window)
        } else {
            trace.record(.input, .finger(id), .text("up"), fingers: TraceFingers(id))
        }
        t.phase = .ended
        t.timestamp = now
        lastTap = (t.startLocationInWindow, now, t.tapCount)
        return t
    }

    /// Moves a finger's touch to `p` (screen space), recording the input line.
    @inline(__always)
    private func move(_ t: UITouch, to p: CGPoint, at now: TimeInterval) {
        trace.record(.input, .finger(t.fingerID), .input(.move, p), fingers: TraceFingers(t.fingerID))
        t.previousLocationInWindow = t.locationInWindow
        t.locationInWindow = toWindow(p, t.window)
        t.phase = .moved
        t.timestamp = now
    }

    private func addDownTouch(_ touch: UITouch) {
        downTouches.append(touch)
        downTouchesVersion &+= 1
    }

    private func removeDownTouch(_ touch: UITouch) {
        downTouches.removeIdentical(touch)
        downTouchesVersion &+= 1
    }

    /// Whether `touch` is the one touch down, read in place (no retain of the list or the touch).
    func isOnlyTouchDown(_ touch: UITouch) -> Bool {
        downTouches.count == 1 && Unretained(downTouches[0]).refers(to: touch)
    }

    /// Whether no touch but `touch` is down (none at all, or `touch` alone), read in place.
    func hasNoTouchDown(besides touch: UITouch) -> Bool {
        downTouches.isEmpty || isOnlyTouchDown(touch)
    }

    /// The touch of finger `id`, if it is down.
    func downTouch(_ id: Int) -> UITouch? {
        for t in downTouches where t.fingerID == id { return t }
        return nil
    }

    private func validate(_ changes: some Collection<FingerChange>) throws {
        try validate(changes, fingersDown: downTouches.count) { downTouch($0) != nil }
    }

    /// Checks an event against the fingers down as `isDown` tells them: the device's now, or
    /// as they will be once the queued input is delivered (Device+ReentrantInput).
    func validate(_ changes: some Collection<FingerChange>, fingersDown: Int, isDown: (Int) -> Bool) throws {
        var seen = Set<Int>()
        var down = fingersDown
        for change in changes {
            let id = change.id
            // One change needs no duplicate check (and no set).
            if changes.count > 1, !seen.insert(id).inserted { throw reject(.duplicateFingerInEvent(id)) }
            switch change {
            case let .down(_, p):
                guard p.isFinite else { throw reject(.invalidCoordinate(finger: id, x: p.x, y: p.y)) }
                guard !isDown(id) else { throw reject(.fingerAlreadyDown(id)) }
                down += 1
                guard down <= Self.maxFingersDown else { throw reject(.tooManyFingers(limit: Self.maxFingersDown)) }
            case let .move(_, p), let .lift(_, p):
                guard p.isFinite else { throw reject(.invalidCoordinate(finger: id, x: p.x, y: p.y)) }
                guard isDown(id) else { throw reject(.fingerNotDown(id)) }
            case .up, .cancel:
                guard isDown(id) else { throw reject(.fingerNotDown(id)) }
            }
        }
    }

    func reject(_ error: TouchstoneError) -> TouchstoneError {
        trace.record(.error, "device", "input rejected", cause: error.description)
        return error
    }

    /// Creates the touch, picks its window and hit-tests it once (rules H1, §0.3).
    ///
    /// The touch takes the chosen window and the hit view as they come (no copies): the trace
    /// line reads them back from the touch, where they were just stored.
    private func beginTouch(id: Int, at p: CGPoint, time: TimeInterval, hit result: HitResult) -> UITouch {
        let (chosen, hit) = result
        let location = chosen.unretained.map { w in w.with { toWindow(p, $0) } }
            ?? toWindow(p, application.keyWindow)
        let touch = UITouch(fingerID: id, location: location, fields: touchFields(location: location, timestamp: time, window: consume chosen))
        touchCounter += 1
        touch.sequence = touchCounter
        touch.view = consume hit
        // tapCount: quick successive taps near the previous touch-down (rules T3).
        if let last = lastTap, time - last.liftTime <= 0.35, last.location.distance(to: touch.locationInWindow) <= 45 {
            touch.tapCount = last.count + 1
        }
        if application.isIgnoringInteractionEvents {
            trace.record(.hitTest, "application", "ignoring interaction events",
                         cause: application.ignoringCauses.last ?? "beginIgnoringInteractionEvents", fingers: [id])
        } else {
            let skipped = touchBlockingAnimations > 0 ? viewsSkippedWhileAnimating(atScreenPoint: p, in: touch.window, hit: touch.view) : []
            trace.record(.hitTest, .name(touch.view?.traceName ?? "nothing"), .hit,
                         because: touch.view.map { hitPath($0, skipped: skipped) }
                             ?? .text("no view accepted the point" + TraceCause.skippedWhileAnimating(skipped)),
                         fingers: TraceFingers(id))
        }
        addDownTouch(touch)
        return touch
    }

    /// How many touches' fields the device keeps for reuse (about the fingers of a few gestures).
    static let touchFieldsPoolLimit = 8

    /// The fields of a new touch: one of the device's earlier touches' whose touch is gone, made
    /// new, or a new object. A touch's one allocation is then the `UITouch` itself (issue 37:
    /// one malloc per tap sequence); a touch a client still holds keeps its fields.
    private func touchFields(location: CGPoint, timestamp: TimeInterval, window: UIWindow?) -> TouchFields {
        for i in touchFieldsPool.indices where isKnownUniquelyReferenced(&touchFieldsPool[i]) {
            let fields = touchFieldsPool[i]
            fields.reuse(location: location, timestamp: timestamp, window: window)
            return fields
        }
        let fields = TouchFields(location: location, timestamp: timestamp, window: window)
        if touchFieldsPool.count < Self.touchFieldsPoolLimit { touchFieldsPool.append(fields) }
        return fields
    }

    /// The window and view a new touch at `p` goes to.
    typealias HitResult = (window: UIWindow?, view: UIView?)

    /// Hit-tests a new touch at the screen point `p` (nobody while the application ignores
    /// interaction events). A tree that nests more calls into overridden hit-testing methods than
    /// `RecursionGuard.maximumNestedCalls` is refused here, before anything changes, with
    /// `viewTreeTooDeep` (RobustnessDecisions R13).
    private func hitTestNewTouch(at p: CGPoint) throws -> HitResult {
        guard !application.isIgnoringInteractionEvents else { return (nil, nil) }
        hitTestProbe.recursion.refused = false
        let result = hitTestWindows(at: p)
        guard !hitTestProbe.recursion.refused else {
            hitTestProbe.recursion.refused = false
            throw reject(.viewTreeTooDeep(limit: RecursionGuard.maximumNestedCalls))
        }
        return result
    }

    /// The front-most shown, interactive window whose `hitTest` answers for the screen point `p`,
    /// and its answer (rules §0.3).
    ///
    /// Lifetime: the list is held for the walk, so each window stays alive while it is asked even
    /// if a `hitTest` override shows another window meanwhile; its elements and the probe (which
    /// the device holds) are read in place.
    private func hitTestWindows(at p: CGPoint) -> (UIWindow?, UIView?) {
        let windows = application.windowsFrontToBack
        let probe = Unretained(hitTestProbe)
        return windows.withUnretainedElements { buffer in
            for i in 0..<buffer.count {
                let element = buffer[i]
                let hit = element.with { w -> UIView? in
                    guard !w.isHidden, w.isUserInteractionEnabled else { return nil }
                    let local = toWindow(p, w)
                    return probe.with { w.hitTest(local, with: $0) }
                }
                if let hit { return (element.object, hit) }
            }
            return (nil, nil)
        }
    }

    func toWindow(_ p: CGPoint, _ window: UIWindow?) -> CGPoint {
        guard let window else { return p }
        if window.hasIdentityTransform, window.bounds.width >= 0, window.bounds.height >= 0 {
            // The frame's origin without building the frame and normalising it through
            // Foundation's `minX`/`minY` (the usual, untransformed window; same result).
            return CGPoint(x: p.x - (window.center.x - window.bounds.width / 2),
                           y: p.y - (window.center.y - window.bounds.height / 2))
        }
        let frame = window.frame
        return CGPoint(x: p.x - frame.minX, y: p.y - frame.minY)
    }

    /// Touches currently down, in touch-down order.
    public var activeTouches: [UITouch] { downTouches }

    /// Whether any timer (a recogniser's, a scroll animation's, one from `schedule`) is still to fire.
    public var hasPendingTimers: Bool { runLoop.pendingCount > 0 }

    // MARK: Hooks from the tree

    /// A subtree is leaving its window: its views get `touchesCancelled` for touches still bound to them.
    func viewWillLeaveWindow(_ root: UIView) {
        dispatchDepth += 1
        arbiter.subtreeWillLeaveWindow(root)
        dispatchDepth -= 1
        if !queuedInput.isEmpty { deliverQueuedInput() }
    }

    func screenEdgesPreferenceDidChange(from viewController: UIViewController) {
        systemGestures.preferenceDidChange(from: viewController, on: self)
    }
}

func fmt(_ p: CGPoint) -> String {
    "(\(fmt(p.x)), \(fmt(p.y)))"
}

func fmt(_ v: CGFloat) -> String {
    v.isFinite && v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : oneDecimal(Double(v))
}

/// `String(format: "%.1f", x)` — correctly rounded, ties to even, as printf words it — without
/// Foundation's formatter, which was a quarter of a doctor run's time (didScroll lines during a
/// deceleration; PerformanceDecisions F36). From 1e14 on, and for NaN and infinities, the
/// formatter itself.
func oneDecimal(_ x: Double) -> String {
    let m = x.magnitude
    guard m < 1e14 else { return String(format: "%.1f", x) }
    // m × 10 < 1e15 rounds by less than 0.0625, so `q` is the exact product's floor or one more
    // (then the exact product is within 0.0625 below it and rounds to it). The fused multiply-add
    // gives the sign of m × 10 − (q + ½) exactly: above rounds up, zero is a tie (to even).
    var q = (m * 10).rounded(.down)
    let d = (-(q + 0.5)).addingProduct(m, 10)
    if d > 0 || (d == 0 && q.truncatingRemainder(dividingBy: 2) != 0) { q += 1 }
    let n = Int(q)
    return (x.sign == .minus ? "-" : "") + String(n / 10) + "." + String(n % 10)
}
