import Foundation

/// Recognises a quick flick in one of the allowed directions (discrete; rules §6.4).
///
/// - Recognises *during* movement, on the first sample where every required finger has moved at
///   least the minimum primary distance along an allowed direction and no more than the maximum
///   sideways; lifting first fails it (D7).
/// - Both limits shrink with time (D16): `limit × (1 − min(t, maximumDuration) × (1 − decay))`,
///   so the 50 pt minimum is ≈48.5 pt after 32 ms and 26.5 pt at 0.5 s, and the 200 pt sideways
///   maximum is 102 pt at 0.5 s. Fingers are judged only once one has moved more than 10 pt.
/// - Fails when still possible `maximumDuration` (0.5 s) after the first finger came down, when
///   more fingers than `numberOfTouchesRequired` land, or when a finger moves more than 10 pt
///   against every allowed direction (GestureRecognizerDecisions G4).
/// - No speed floor (rules §6.4 [inf]).
/// - `location(in:)` is where the fingers started (D7).
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    // MARK: Typed handlers (PortingDecisions U1)

    /// Calls `handler` with this swipe recogniser for every action — UIKit's
    /// `@objc func handle(_ g: UISwipeGestureRecognizer)` as a closure.
    public convenience init(handler: @escaping (UISwipeGestureRecognizer) -> Void) {
        self.init()
        addHandler(typed: handler)
    }

    /// UIKit's `UISwipeGestureRecognizer.Direction` (raw values as in UIKit).
    public struct Direction: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The raw value.
        public let rawValue: UInt
        /// A value with this raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)

        /// The directions' names joined by `|` (`right|left`; `[]` for none).
        public var description: String {
            var names: [String] = []
            if contains(.right) { names.append("right") }
            if contains(.left) { names.append("left") }
            if contains(.up) { names.append("up") }
            if contains(.down) { names.append("down") }
            return names.isEmpty ? "[]" : names.joined(separator: "|")
        }

        /// Unit vectors of the single directions in the set, in a fixed order.
        var units: [(Direction, CGPoint)] {
            var list: [(Direction, CGPoint)] = []
            if contains(.right) { list.append((.right, CGPoint(x: 1, y: 0))) }
            if contains(.left) { list.append((.left, CGPoint(x: -1, y: 0))) }
            if contains(.up) { list.append((.up, CGPoint(x: 0, y: -1))) }
            if contains(.down) { list.append((.down, CGPoint(x: 0, y: 1))) }
            return list
        }
    }

    /// The directions that count (`.right` by default).
    public var direction: Direction = .right
    /// How many fingers must swipe together (1).
    public var numberOfTouchesRequired: Int = 1
    /// Longest time from touch-down to recognition (rules §12a: 0.5 s, D16).
    public var maximumDuration: TimeInterval = 0.5
    /// Primary movement needed at touch-down; decays with time (rules §12a: 50 pt, D16).
    public var minimumPrimaryMovement: CGFloat = 50
    /// Sideways movement allowed at touch-down; decays with time (rules §12a: 200 pt, D16).
    public var maximumSecondaryMovement: CGFloat = 200
    /// Decay rates of the two limits (D16: 0.06 and 0.02).
    public var minimumPrimaryMovementDecay: CGFloat = 0.06
    /// How fast the sideways limit decays over the first 0.5 s (rules §6.4).
    public var maximumSecondaryMovementDecay: CGFloat = 0.02
    /// Movement before the fingers are judged at all, and the tolerated movement against the
    /// allowed directions (D16: 10 pt).
    public var evaluationThreshold: CGFloat = 10

    private var startTime: TimeInterval?
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    private var startCentroid: CGPoint?
    private var fingersSeen = 0
    /// Reused (created on first use; cancelled on reset).
    private var durationTimer: VirtualTimer?

    /// A swipe recogniser without target or handler.
    public override init() { super.init() }

    /// `true`: a swipe recognises once, without began or changed.
    open override var isDiscrete: Bool { true }

    /// The minimum primary distance `elapsed` seconds after touch-down.
    public func minimumPrimaryMovement(after elapsed: TimeInterval) -> CGFloat {
        decayed(minimumPrimaryMovement, minimumPrimaryMovementDecay, elapsed)
    }

    /// The maximum sideways distance `elapsed` seconds after touch-down.
    public func maximumSecondaryMovement(after elapsed: TimeInterval) -> CGFloat {
        decayed(maximumSecondaryMovement, maximumSecondaryMovementDecay, elapsed)
    }

    private func decayed(_ limit: CGFloat, _ decay: CGFloat, _ elapsed: TimeInterval) -> CGFloat {
        limit * (1 - CGFloat(min(max(elapsed, 0), maximumDuration)) * (1 - decay))
    }

    /// Takes the fingers and starts the 0.5 s limit.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard currentState == .possible else { return }
        let ordered = touches.sorted { $0.sequence < $1.sequence }
        for t in ordered { starts[ObjectIdentifier(t)] = t.locationInWindow }
        fingersSeen += ordered.count
        if startTime == nil {
            startTime = event.timestamp
            startTimer(&durationTimer, after: maximumDuration, name: "duration") { (swipe: UISwipeGestureRecognizer) in
                swipe.durationElapsed()
            }
        }
        if fingersSeen > numberOfTouchesRequired {
            return setState(.failed, because: "\(fingersSeen) touches, more than the \(numberOfTouchesRequired) required")
        }
        if fingersSeen == numberOfTouchesRequired {
            startCentroid = centroid(trackedTouches.compactMap { starts[ObjectIdentifier($0)] })
        }
    }

    private func durationElapsed() {
        guard currentState == .possible else { return }
        setState(.failed, because: "no swipe within \(maximumDuration) s")
    }

    /// Judges the swipe once a finger moved 10 pt: recognises past the primary movement, fails against the direction or past the sideways limit.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard currentState == .possible, let startTime else { return }
        let fingers = trackedTouches
        guard fingers.count == numberOfTouchesRequired else { return }
        let moves = fingers.map { $0.locationInWindow - (starts[ObjectIdentifier($0)] ?? $0.locationInWindow) }
        guard moves.contains(where: { hypot($0.x, $0.y) > evaluationThreshold }) else { return }
        let elapsed = event.timestamp - startTime
        let needed = minimumPrimaryMovement(after: elapsed)
        let allowed = maximumSecondaryMovement(after: elapsed)
        let units = direction.units
        guard !units.isEmpty else { return setState(.failed, because: "direction is empty") }
        for (dir, u) in units {
            let ok = moves.allSatisfy { m in
                let primary = m.x * u.x + m.y * u.y
                let secondary = abs(m.x * u.y - m.y * u.x)
                return primary >= needed && secondary <= allowed
            }
            if ok {
                let primary = moves.map { $0.x * u.x + $0.y * u.y }.min() ?? 0
                return setState(.ended, because: "moved \(fmt(primary)) pt \(dir) in \(fmtMS(elapsed)), at least \(fmt(needed)) pt")
            }
        }
        for m in moves {
            let against = units.allSatisfy { (_, u) in m.x * u.x + m.y * u.y < -evaluationThreshold }
            if against {
                return setState(.failed, because: "moved against \(direction) by more than \(fmt(evaluationThreshold)) pt")
            }
            let sideways = units.allSatisfy { (_, u) in abs(m.x * u.y - m.y * u.x) > allowed }
            if sideways {
                return setState(.failed, because: "moved more than \(fmt(allowed)) pt across \(direction)")
            }
        }
    }

    /// A swipe not yet recognised fails at the lift.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard currentState == .possible else { return }
        setState(.failed, because: "lifted before swiping far enough")
    }

    /// Fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        setState(.failed, because: "touches cancelled")
    }

    /// Where the swipe started (the fingers' centroid at touch-down).
    open override func location(in view: UIView?) -> CGPoint {
        guard let startCentroid else { return super.location(in: view) }
        return convertFromWindow(startCentroid, to: view)
    }

    /// Forgets the swipe, ready for the next gesture.
    open override func reset() {
        startTime = nil
        starts.removeAll()
        startCentroid = nil
        fingersSeen = 0
    }
}

/// Milliseconds for trace causes ("32 ms").
func fmtMS(_ seconds: TimeInterval) -> String {
    let ms = seconds * 1000
    return ms == ms.rounded() ? "\(Int(ms)) ms" : String(format: "%.1f ms", ms)
}
