import Foundation

/// Recognises two fingers moving apart or together (continuous; rules §6.5, D8).
///
/// - Needs two fingers; further fingers are ignored (`ignore(_:for:)`).
/// - Begins on the first move where the distance between the fingers has changed by more than
///   `hysteresis` (8 pt) since both were down; the hysteresis is taken off, so `scale` starts near
///   1 (100 pt → 110 pt begins with scale 110/108).
/// - Every later move of the pair is `.changed`. Lifting one of the two fingers does not end it:
///   it waits with `scale` frozen, and a new second finger continues from the current scale.
///   Lifting the last finger ends it, or fails it if it never began.
/// - `velocity` is the scale change per second, blended 0.75 × previous sample + 0.25 × latest.
/// - Setting `scale` (commonly back to 1) re-bases it on the current finger distance.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    // MARK: Typed handlers (PortingDecisions U1)

    /// Calls `handler` with this pinch recogniser for every action: `scale` and `velocity` are at hand — UIKit's
    /// `@objc func handle(_ g: UIPinchGestureRecognizer)` as a closure.
    public convenience init(handler: @escaping (UIPinchGestureRecognizer) -> Void) {
        self.init()
        addHandler(typed: handler)
    }

    /// Change in finger distance needed to begin (rules §12a: 8 pt).
    public var hysteresis: CGFloat = 8

    private var storedScale: CGFloat = 1
    /// The distance that corresponds to `scaleAtBase`.
    private var baseDistance: CGFloat?
    private var scaleAtBase: CGFloat = 1
    private var startDistance: CGFloat?
    private var lastSampleTime: TimeInterval?
    private var latestVelocity: CGFloat?
    private var previousVelocity: CGFloat?

    /// A pinch recogniser without target or handler.
    public override init() { super.init() }

    /// A pinch that begins does not fail a tap recogniser tracking the same fingers: devices fire
    /// both when a short two-finger gesture zooms or turns and the fingers lift within the tap's
    /// limits (mapbox-gl-cocoa #67, iOS 8, whose tap had no delegate; maps in apps). The tap waits
    /// for the pinch only with `tap.require(toFail: pinch)`, the reported fix (rules §5.6;
    /// ProfileDecisions V17).
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if preventedGestureRecognizer is UITapGestureRecognizer { return false }
        return super.canPrevent(preventedGestureRecognizer)
    }

    /// The scale of the fingers' distance relative to when the pinch began.
    public var scale: CGFloat {
        get { storedScale }
        set {
            storedScale = newValue
            if let d = pairDistance { baseDistance = d; scaleAtBase = newValue }
        }
    }

    /// Scale change per second, smoothed (rules §6.5).
    public var velocity: CGFloat {
        guard let latest = latestVelocity else { return 0 }
        guard let previous = previousVelocity else { return latest }
        return previous * 0.75 + latest * 0.25
    }

    private var pairDistance: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        return trackedTouches[0].locationInWindow.distance(to: trackedTouches[1].locationInWindow)
    }

    /// Takes up to two fingers; the pinch measures from the moment both are down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        var down = trackedTouches.count - touches.count
        for t in touches.sorted(by: { $0.sequence < $1.sequence }) {
            if down >= 2 { ignore(t, for: event) } else { down += 1 }
        }
        guard let d = pairDistance else { return }
        if currentState == .possible && baseDistance == nil {
            if startDistance == nil { startDistance = d }
        } else {
            baseDistance = d
            scaleAtBase = storedScale
        }
        lastSampleTime = event.timestamp
    }

    /// Begins once the fingers' distance changed by more than 8 pt; afterwards updates ``scale`` and ``velocity``.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let d = pairDistance else { return }
        switch currentState {
        case .possible:
            guard let start = startDistance else { return }
            let change = d - start
            guard abs(change) > hysteresis else { return }
            let base = start + (change > 0 ? hysteresis : -hysteresis)
            baseDistance = base
            scaleAtBase = 1
            storedScale = base > 0 ? d / base : 1
            lastSampleTime = event.timestamp
            setState(.began, because: "finger distance changed \(fmt(abs(change))) pt, more than \(fmt(hysteresis)) pt")
        case .began, .changed:
            guard let base = baseDistance, base > 0 else { return }
            let newScale = scaleAtBase * d / base
            if let last = lastSampleTime, event.timestamp > last {
                previousVelocity = latestVelocity
                latestVelocity = (newScale - storedScale) / CGFloat(event.timestamp - last)
            }
            lastSampleTime = event.timestamp
            storedScale = newScale
            setState(.changed, because: "fingers moved")
        default:
            break
        }
    }

    /// Ends when the fingers lift (it survives one finger lifting while the other stays).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = trackedTouches.filter { !touches.contains($0) }
        guard remaining.isEmpty else {
            if currentState == .possible { startDistance = nil }
            return
        }
        switch currentState {
        case .possible: setState(.failed, because: "lifted before the finger distance changed \(fmt(hysteresis)) pt")
        case .began, .changed: setState(.ended, because: "fingers lifted")
        default: break
        }
    }

    /// Cancels a pinch that began; otherwise fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        setState(currentState == .possible ? .failed : .cancelled, because: "touches cancelled")
    }

    /// Forgets the scale and velocity, ready for the next gesture.
    open override func reset() {
        storedScale = 1
        baseDistance = nil
        scaleAtBase = 1
        startDistance = nil
        lastSampleTime = nil
        latestVelocity = nil
        previousVelocity = nil
    }
}
