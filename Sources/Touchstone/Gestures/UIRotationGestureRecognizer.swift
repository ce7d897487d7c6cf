import Foundation

/// Recognises two fingers turning about each other (continuous; rules §6.6, D9).
///
/// - Needs two fingers; further fingers are ignored.
/// - Begins on the first move where the pair has turned by more than
///   `5° + 5° × √min(|Δd / d₀|, 1)` — 5° for a pure turn, up to 10° while the fingers also pinch
///   (Δd: change of their distance, d₀: distance when both were down).
/// - `rotation` (radians, positive clockwise on screen) is the whole angle turned since both
///   fingers were down, accumulated across ±π (GestureRecognizerDecisions G6); every later move is
///   `.changed`; lifting the last finger ends it, or fails it if it never began.
/// - `velocity` is radians per second, blended 0.75 × previous sample + 0.25 × latest (as pinch).
/// - Setting `rotation` re-bases it on the current angle.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    // MARK: Typed handlers (PortingDecisions U1)

    /// Calls `handler` with this rotation recogniser for every action: `rotation` and `velocity` are at hand — UIKit's
    /// `@objc func handle(_ g: UIRotationGestureRecognizer)` as a closure.
    public convenience init(handler: @escaping (UIRotationGestureRecognizer) -> Void) {
        self.init()
        addHandler(typed: handler)
    }

    /// Turn needed to begin without pinching (rules §12a: 5°), in radians.
    public var minimumRotation: CGFloat = 5 * .pi / 180
    /// Extra turn needed when the fingers pinch fully (rules §12a: up to 10° in all), in radians.
    public var additionalRotationWhilePinching: CGFloat = 5 * .pi / 180

    /// The rotation in radians since the gesture began, accumulated across ±π.
    public var rotation: CGFloat = 0
    private var lastAngle: CGFloat?
    /// The turn the last move needed to begin (it grows as the fingers pinch), for the lift's cause.
    private var lastNeeded: CGFloat?
    private var startDistance: CGFloat?
    private var lastSampleTime: TimeInterval?
    private var latestVelocity: CGFloat?
    private var previousVelocity: CGFloat?

    /// A rotation recogniser without target or handler.
    public override init() { super.init() }

    /// A rotation that begins does not fail a tap recogniser tracking the same fingers: devices fire
    /// both when a short two-finger gesture zooms or turns and the fingers lift within the tap's
    /// limits (mapbox-gl-cocoa #67, iOS 8, whose tap had no delegate; maps in apps). The tap waits
    /// for the rotation only with `tap.require(toFail: rotation)`, the reported fix (rules §5.6;
    /// ProfileDecisions V17).
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if preventedGestureRecognizer is UITapGestureRecognizer { return false }
        return super.canPrevent(preventedGestureRecognizer)
    }

    /// Radians per second, smoothed (rules §6.6).
    public var velocity: CGFloat {
        guard let latest = latestVelocity else { return 0 }
        guard let previous = previousVelocity else { return latest }
        return previous * 0.75 + latest * 0.25
    }

    /// The turn needed to begin after the distance between the fingers changed by `change` (of `start`).
    public func rotationThreshold(distanceChange change: CGFloat, startDistance start: CGFloat) -> CGFloat {
        let share = start > 0 ? min(abs(change / start), 1) : 1
        return minimumRotation + additionalRotationWhilePinching * share.squareRoot()
    }

    private var pair: (CGPoint, CGPoint)? {
        guard trackedTouches.count >= 2 else { return nil }
        return (trackedTouches[0].locationInWindow, trackedTouches[1].locationInWindow)
    }

    /// Takes up to two fingers; the angle is measured from the moment both are down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        var down = trackedTouches.count - touches.count
        for t in touches.sorted(by: { $0.sequence < $1.sequence }) {
            if down >= 2 { ignore(t, for: event) } else { down += 1 }
        }
        guard let (a, b) = pair else { return }
        lastAngle = atan2(b.y - a.y, b.x - a.x)
        if startDistance == nil { startDistance = a.distance(to: b) }
        lastSampleTime = event.timestamp
    }

    /// Begins past the angle threshold; afterwards updates ``rotation`` and ``velocity``.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let (a, b) = pair, let previous = lastAngle else { return }
        let angle = atan2(b.y - a.y, b.x - a.x)
        var delta = angle - previous
        while delta > .pi { delta -= 2 * .pi }
        while delta <= -.pi { delta += 2 * .pi }
        lastAngle = angle
        switch currentState {
        case .possible:
            rotation += delta
            let start = startDistance ?? a.distance(to: b)
            let needed = rotationThreshold(distanceChange: a.distance(to: b) - start, startDistance: start)
            lastNeeded = needed
            lastSampleTime = event.timestamp
            if abs(rotation) > needed {
                setState(.began, because: "turned \(fmtDegrees(rotation)), more than \(fmtDegrees(needed))")
            }
        case .began, .changed:
            if let last = lastSampleTime, event.timestamp > last {
                previousVelocity = latestVelocity
                latestVelocity = delta / CGFloat(event.timestamp - last)
            }
            lastSampleTime = event.timestamp
            rotation += delta
            setState(.changed, because: "fingers turned")
        default:
            break
        }
    }

    /// Ends when the fingers lift.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = trackedTouches.filter { !touches.contains($0) }
        guard remaining.isEmpty else { lastAngle = nil; return }
        switch currentState {
        case .possible: setState(.failed, because: "lifted before turning \(fmtDegrees(lastNeeded ?? minimumRotation))")
        case .began, .changed: setState(.ended, because: "fingers lifted")
        default: break
        }
    }

    /// Cancels a rotation that began; otherwise fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        setState(currentState == .possible ? .failed : .cancelled, because: "touches cancelled")
    }

    /// Forgets the rotation and velocity, ready for the next gesture.
    open override func reset() {
        rotation = 0
        lastAngle = nil
        startDistance = nil
        lastNeeded = nil
        lastSampleTime = nil
        latestVelocity = nil
        previousVelocity = nil
    }
}

/// Degrees with one decimal for trace causes ("9.0°").
func fmtDegrees(_ radians: CGFloat) -> String {
    String(format: "%.1f°", Double(abs(radians) * 180 / .pi))
}
