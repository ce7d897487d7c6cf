import Foundation

/// Recognises one or more quick taps with a given number of fingers (discrete; spec §6.1).
///
/// - Each tap's first finger starts a press timer (`maximumTapDuration`, 1.5 s as seed 003
///   observed for a held cell); firing fails the recogniser.
/// - Moving the fingers' centroid more than `allowableMovement` (45 pt) from where the first tap
///   came down fails it, on the sample where it happens; so does a later tap landing farther away.
/// - More fingers than `numberOfTouchesRequired` fail it; fewer at the lift fail it.
/// - When every finger of a tap has lifted, the tap counts. The last required tap recognises at
///   once (the action fires at that lift); otherwise the next tap must come down within
///   `maximumIntervalBetweenSuccessiveTaps` (0.35 s).
/// - `location(in:)` is the first tap's centroid.
/// A tap cannot prevent a tap with the same finger count that needs more taps, nor such a long
/// press (spec §5.6), which is why a single and a double tap both fire unless related by
/// `require(toFail:)`.
open class UITapGestureRecognizer: UIGestureRecognizer {
    @exclusivity(unchecked) public var numberOfTapsRequired: Int = 1
    @exclusivity(unchecked) public var numberOfTouchesRequired: Int = 1
    /// How far the fingers may wander from the first tap's touch-down (spec §12a: 45 pt).
    @exclusivity(unchecked) public var allowableMovement: CGFloat = 45
    /// Longest time from one tap's lift to the next tap's touch-down (spec §12a: 0.35 s).
    @exclusivity(unchecked) public var maximumIntervalBetweenSuccessiveTaps: TimeInterval = 0.35
    /// Longest press per tap (spec §12a: ≈1.5 s, seed 003 phenomena 5–6).
    @exclusivity(unchecked) public var maximumTapDuration: TimeInterval = 1.5

    @exclusivity(unchecked) private var tapsCompleted = 0
    @exclusivity(unchecked) private var fingersDown = 0
    @exclusivity(unchecked) private var fingersThisTap = 0
    @exclusivity(unchecked) private var firstTapCentroid: CGPoint?
    @exclusivity(unchecked) private var tapStartLocations: [ObjectIdentifier: CGPoint] = [:]
    @exclusivity(unchecked) private var pressTimer: VirtualTimer?
    @exclusivity(unchecked) private var intervalTimer: VirtualTimer?
    /// Reused to put a delivery's touches in touch-down order without allocating.
    @exclusivity(unchecked) private var orderedBuffer: [UITouch] = []

    public override init() { super.init() }

    open override var isDiscrete: Bool { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        var ordered = orderedBuffer
        orderedBuffer = []
        ordered.append(contentsOf: touches)
        if ordered.count > 1 { ordered.sort { $0.sequence < $1.sequence } }
        defer {
            ordered.clearKeepingCapacity()
            orderedBuffer = ordered
        }
        if fingersDown == 0 {
            intervalTimer?.cancel()
            fingersThisTap = 0
            tapStartLocations.removeAll(keepingCapacity: true)
            let c = centroid(of: ordered)
            if let first = firstTapCentroid {
                let d = c.distance(to: first)
                if d > allowableMovement {
                    return setState(.failed, because: "tap \(tapsCompleted + 1) came down \(fmt(d)) pt from the first, more than \(fmt(allowableMovement))")
                }
            } else {
                firstTapCentroid = c
            }
            pressTimer = startTimer(after: maximumTapDuration, name: "press") { [unowned(unsafe) self] in
                guard self.currentState == .possible else { return }
                self.setState(.failed, because: "held longer than \(self.maximumTapDuration) s")
            }
        }
        fingersDown += ordered.count
        fingersThisTap += ordered.count
        for t in ordered { tapStartLocations[ObjectIdentifier(t)] = t.locationInWindow }
        if tapsCompleted == 0 {
            // The first tap's location is the centroid of all its fingers (spec §4.8, CC62).
            firstTapCentroid = startCentroid() ?? .zero
        }
        if fingersDown > numberOfTouchesRequired {
            setState(.failed, because: "\(fingersDown) touches, more than the \(numberOfTouchesRequired) required")
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard currentState == .possible, let start = startCentroid() else { return }
        let d = centroid(of: trackedTouches).distance(to: start)
        if d > allowableMovement {
            setState(.failed, because: "moved \(fmt(d)) pt, more than \(fmt(allowableMovement))")
        }
    }

    /// The centroid of where the tracked fingers came down in this tap (`nil`: none known).
    private func startCentroid() -> CGPoint? {
        var sx: CGFloat = 0, sy: CGFloat = 0, n = 0
        for t in trackedTouches {
            guard let p = tapStartLocations[ObjectIdentifier(t)] else { continue }
            sx += p.x; sy += p.y; n += 1
        }
        return n == 0 ? nil : CGPoint(x: sx / CGFloat(n), y: sy / CGFloat(n))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard currentState == .possible else { return }
        fingersDown -= touches.count
        guard fingersDown <= 0 else { return }
        fingersDown = 0
        pressTimer?.cancel()
        guard fingersThisTap >= numberOfTouchesRequired else {
            return setState(.failed, because: "\(fingersThisTap) of \(numberOfTouchesRequired) touches")
        }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            setState(.ended, because: "\(ordinal(tapsCompleted)) tap up")
        } else {
            intervalTimer = startTimer(after: maximumIntervalBetweenSuccessiveTaps, name: "interval") { [unowned(unsafe) self] in
                guard self.currentState == .possible else { return }
                self.setState(.failed, because: "no \(ordinal(self.tapsCompleted + 1)) tap within \(self.maximumIntervalBetweenSuccessiveTaps) s")
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        setState(.failed, because: "touches cancelled")
    }

    open override func location(in view: UIView?) -> CGPoint {
        guard let first = firstTapCentroid else { return super.location(in: view) }
        return convertFromWindow(first, to: view)
    }

    open override func reset() {
        tapsCompleted = 0
        fingersDown = 0
        fingersThisTap = 0
        firstTapCentroid = nil
        tapStartLocations.removeAll(keepingCapacity: true)
        pressTimer = nil
        intervalTimer = nil
    }

    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTouchesRequired == numberOfTouchesRequired, tap.numberOfTapsRequired > numberOfTapsRequired {
            return false
        }
        if let press = preventedGestureRecognizer as? UILongPressGestureRecognizer,
           press.numberOfTouchesRequired == numberOfTouchesRequired, press.numberOfTapsRequired >= numberOfTapsRequired {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }
}

/// "1st", "2nd", "3rd", "4th"…
func ordinal(_ n: Int) -> String {
    let suffix: String
    switch (n % 10, n % 100) {
    case (1, let h) where h != 11: suffix = "st"
    case (2, let h) where h != 12: suffix = "nd"
    case (3, let h) where h != 13: suffix = "rd"
    default: suffix = "th"
    }
    return "\(n)\(suffix)"
}
