import Foundation

/// Recognises a drag (continuous; rules §6.3).
///
/// - Begins on the first move where the centroid's translation reaches the hysteresis (10 pt) on
///   either axis with at least `minimumNumberOfTouches` fingers down; the hysteresis is then taken
///   off the reported translation (12 pt → 2 pt).
/// - Every later move is `.changed`; lifting all fingers ends it, or fails it if it never began.
/// - Fingers beyond `maximumNumberOfTouches` are ignored (`ignore(_:for:)`), not fatal. Adding or
///   lifting fingers re-bases the centroid so the translation does not jump.
/// - `velocity(in:)` blends the latest sample's velocity 0.2 with the previous sample's 0.8; the
///   samples are the digitiser's coalesced ones when a one-finger move carries them (HumanGestureDecisions HG15).
/// - When a failure requirement held it back, the translation restarts from zero as it begins.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    // MARK: Typed handlers (PortingDecisions U1)

    /// Calls `handler` with this pan recogniser for every action: `translation(in:)` and `velocity(in:)` are at hand — UIKit's
    /// `@objc func handle(_ g: UIPanGestureRecognizer)` as a closure.
    public convenience init(handler: @escaping (UIPanGestureRecognizer) -> Void) {
        self.init()
        addHandler(typed: handler)
    }

    /// Fewest fingers that make a pan (1).
    public var minimumNumberOfTouches: Int {
        get { minimumNumberOfTouchesStorage }
        _modify { yield &minimumNumberOfTouchesStorage }
    }
    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    @exclusivity(unchecked) private var _minimumNumberOfTouchesStorage: Int = 1
    final var minimumNumberOfTouchesStorage: Int { get { unsafe _minimumNumberOfTouchesStorage } _modify { yield unsafe &_minimumNumberOfTouchesStorage } }
    @exclusivity(unchecked) private var _maximumNumberOfTouchesStorage: Int = .max
    final var maximumNumberOfTouchesStorage: Int { get { unsafe _maximumNumberOfTouchesStorage } _modify { yield unsafe &_maximumNumberOfTouchesStorage } }
    @exclusivity(unchecked) private var _hysteresisStorage: CGFloat = 10
    final var hysteresisStorage: CGFloat { get { unsafe _hysteresisStorage } _modify { yield unsafe &_hysteresisStorage } }
    /// Translation accumulated before the last re-base, in window space.
    @exclusivity(unchecked) private var _baseTranslation: CGPoint = .zero
    final var baseTranslation: CGPoint { get { unsafe _baseTranslation } _modify { yield unsafe &_baseTranslation } }
    /// The centroid at the last re-base, in window space.
    @exclusivity(unchecked) private var _baseCentroid: CGPoint = .zero
    final var baseCentroid: CGPoint { get { unsafe _baseCentroid } _modify { yield unsafe &_baseCentroid } }
    @exclusivity(unchecked) private var _lastSampleCentroid: CGPoint = .zero
    final var lastSampleCentroid: CGPoint { get { unsafe _lastSampleCentroid } _modify { yield unsafe &_lastSampleCentroid } }
    @exclusivity(unchecked) private var _lastSampleTime: TimeInterval = 0
    final var lastSampleTime: TimeInterval { get { unsafe _lastSampleTime } _modify { yield unsafe &_lastSampleTime } }
    @exclusivity(unchecked) private var _latestVelocity: CGPoint?
    final var latestVelocity: CGPoint? { get { unsafe _latestVelocity } _modify { yield unsafe &_latestVelocity } }
    @exclusivity(unchecked) private var _previousVelocity: CGPoint?
    final var previousVelocity: CGPoint? { get { unsafe _previousVelocity } _modify { yield unsafe &_previousVelocity } }
    /// Most fingers the pan tracks (unlimited); extra fingers are ignored.
    public var maximumNumberOfTouches: Int {
        get { maximumNumberOfTouchesStorage }
        _modify { yield &maximumNumberOfTouchesStorage }
    }
    /// Distance on either axis before the pan begins (rules §12a: 10 pt).
    public var hysteresis: CGFloat {
        get { hysteresisStorage }
        _modify { yield &hysteresisStorage }
    }


    /// A pan recogniser without target or handler.
    public override init() { super.init() }

    private var currentCentroid: CGPoint { centroid(of: trackedTouches) }

    /// Translation of the centroid since the start (window space).
    var windowTranslation: CGPoint {
        trackedTouches.isEmpty ? baseTranslation : baseTranslation + (currentCentroid - baseCentroid)
    }

    /// Takes the touch (up to ``maximumNumberOfTouches``) and starts measuring translation.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let (oldCentroid, beforeCount) = centroidOfTracked(excluding: touches)
        var accepted = beforeCount
        // Only when the new fingers exceed the maximum does their touch-down order matter.
        if beforeCount + touches.count > maximumNumberOfTouches {
            for t in touches.sorted(by: { $0.sequence < $1.sequence }) {
                if accepted >= maximumNumberOfTouches { ignore(t, for: event) } else { accepted += 1 }
            }
        }
        if beforeCount == 0 {
            baseCentroid = currentCentroid
            baseTranslation = .zero
            lastSampleCentroid = baseCentroid
            lastSampleTime = event.timestamp
        } else {
            baseTranslation = baseTranslation + (oldCentroid - baseCentroid)
            baseCentroid = currentCentroid
        }
    }

    /// Begins once the fingers' centroid moved past the 10 pt hysteresis on an axis; afterwards each move is a change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        sampleVelocity(at: event.timestamp)
        switch currentState {
        case .possible:
            guard trackedTouches.count >= minimumNumberOfTouches else { return }
            let t = windowTranslation
            if shouldBegin(withTranslation: t) {
                // The should-begin gate sees the full translation; the hysteresis comes off
                // afterwards, before any action reads it (rules §6.3, CC31).
                setState(.began, because: beginCause(for: t))
                guard currentState == .began else { return }
                let tx = t.x.magnitude <= hysteresis ? 0 : t.x - hysteresis * (t.x > 0 ? 1 : -1)
                let ty = t.y.magnitude <= hysteresis ? 0 : t.y - hysteresis * (t.y > 0 ? 1 : -1)
                baseTranslation = CGPoint(x: tx, y: ty)
                baseCentroid = currentCentroid
            }
        case .began, .changed:
            setState(.changed, because: "moved")
        default:
            break
        }
    }

    /// Whether the pan may begin with the translation so far; subclasses refine it (screen-edge pan).
    func shouldBegin(withTranslation t: CGPoint) -> Bool {
        t.x.magnitude >= hysteresis || t.y.magnitude >= hysteresis
    }

    func beginCause(for t: CGPoint) -> String {
        "moved \(fmt(max(t.x.magnitude, t.y.magnitude))) pt, reaching the \(fmt(hysteresis)) pt threshold"
    }

    /// The centroid and number of the tracked touches not in `touches` (no intermediate array).
    ///
    /// One touch (the usual delivery) is compared by identity, which is `UITouch`'s equality:
    /// the same answer as `contains` without hashing every tracked touch.
    private func centroidOfTracked(excluding touches: Set<UITouch>) -> (CGPoint, Int) {
        var sx: CGFloat = 0, sy: CGFloat = 0, n = 0
        let only = touches.count == 1 ? touches.first : nil
        for t in trackedTouches where only.map({ $0 !== t }) ?? !touches.contains(t) {
            sx += t.locationInWindow.x; sy += t.locationInWindow.y; n += 1
        }
        return (n == 0 ? .zero : CGPoint(x: sx / CGFloat(n), y: sy / CGFloat(n)), n)
    }

    /// Ends a pan that began when its last finger lifts; a pan that never began fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let (remainingCentroid, remainingCount) = centroidOfTracked(excluding: touches)
        if remainingCount == 0 {
            baseTranslation = windowTranslation
            switch currentState {
            case .possible:
                setState(.failed, because: trackedTouches.count < minimumNumberOfTouches
                         ? "lifted with fewer than \(minimumNumberOfTouches) touches" : "lifted before moving \(fmt(hysteresis)) pt")
            case .began, .changed:
                setState(.ended, because: "fingers lifted")
            default:
                break
            }
        } else {
            let t = windowTranslation
            baseTranslation = t
            baseCentroid = remainingCentroid
        }
    }

    /// Cancels a pan that began; otherwise fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        setState(currentState == .possible ? .failed : .cancelled, because: "touches cancelled")
    }

    /// Restarts the translation at zero: a pan that waited on a requirement begins where the fingers are now (D6).
    open override func willBeginAfterSatisfyingFailureRequirements() {
        baseTranslation = .zero
        baseCentroid = currentCentroid
    }

    /// Forgets the translation and velocity, ready for the next gesture.
    open override func reset() {
        baseTranslation = .zero
        baseCentroid = .zero
        latestVelocity = nil
        previousVelocity = nil
    }

    /// Takes this move's samples into the velocity: the delivered touch at the event's time, or,
    /// when one finger is tracked and the event carries its digitiser samples (a varied gesture
    /// sampled above the display's rate), each of those samples at its own time, oldest first
    /// (HumanGestureDecisions HG15 [guess]: UIKit does not document whether its velocity reads
    /// coalesced touches). A plain script's touch carries none: one load and a compare.
    private func sampleVelocity(at time: TimeInterval) {
        guard trackedTouches.count == 1 else { return addVelocitySample(currentCentroid, at: time) }
        let touch = trackedTouches[0]
        if touch.carriesCoalescedSamples {
            for s in touch.coalescedSamples { addVelocitySample(s.location, at: s.timestamp) }
            return
        }
        // `centroid(of:)` of one touch: the same sum (0 + x) and ÷ 1, without the loop.
        let p = touch.locationInWindow
        addVelocitySample(CGPoint(x: 0 + p.x, y: 0 + p.y), at: time)
    }

    @inline(__always)
    private func addVelocitySample(_ c: CGPoint, at time: TimeInterval) {
        let dt = time - lastSampleTime
        guard dt > 0 else { return }
        previousVelocity = latestVelocity
        latestVelocity = CGPoint(x: (c.x - lastSampleCentroid.x) / dt, y: (c.y - lastSampleCentroid.y) / dt)
        lastSampleCentroid = c
        lastSampleTime = time
    }

    // MARK: Public API

    /// The centroid's movement since the start, in `view`'s coordinates (`nil`: the window's).
    public func translation(in view: UIView?) -> CGPoint {
        let t = windowTranslation
        guard let view else { return t }
        let origin = view.convert(CGPoint.zero, from: nil)
        let moved = view.convert(t, from: nil)
        return moved - origin
    }

    /// Makes `translation(in:)` answer `translation` from now on.
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        var t = translation
        if let view {
            let origin = view.convert(CGPoint.zero, to: nil)
            t = view.convert(translation, to: nil) - origin
        }
        baseTranslation = t
        baseCentroid = currentCentroid
    }

    /// Points per second, smoothed: 0.2 × latest sample + 0.8 × previous sample (rules §6.3).
    public func velocity(in view: UIView?) -> CGPoint {
        guard let latest = latestVelocity else { return .zero }
        guard let previous = previousVelocity else { return latest }
        return latest * 0.2 + previous * 0.8
    }
}
