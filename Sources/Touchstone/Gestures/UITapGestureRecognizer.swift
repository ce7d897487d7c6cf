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
    public var numberOfTapsRequired: Int = 1
    public var numberOfTouchesRequired: Int = 1
    /// How far the fingers may wander from the first tap's touch-down (spec §12a: 45 pt).
    public var allowableMovement: CGFloat = 45
    /// Longest time from one tap's lift to the next tap's touch-down (spec §12a: 0.35 s).
    public var maximumIntervalBetweenSuccessiveTaps: TimeInterval = 0.35
    /// Longest press per tap (spec §12a: ≈1.5 s, seed 003 phenomena 5–6).
    public var maximumTapDuration: TimeInterval = 1.5

    private var tapsCompleted = 0
    private var fingersDown = 0
    private var fingersThisTap = 0
    private var firstTapCentroid: CGPoint?
    private var tapStartLocations: [ObjectIdentifier: CGPoint] = [:]
    private var pressTimer: VirtualTimer?
    private var intervalTimer: VirtualTimer?

    public override init() { super.init() }

    open override var isDiscrete: Bool { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let ordered = touches.sorted { $0.sequence < $1.sequence }
        if fingersDown == 0 {
            intervalTimer?.cancel()
            fingersThisTap = 0
            tapStartLocations.removeAll()
            let c = centroid(ordered.map(\.locationInWindow))
            if let first = firstTapCentroid {
                let d = c.distance(to: first)
                if d > allowableMovement {
                    return setState(.failed, because: "tap \(tapsCompleted + 1) came down \(fmt(d)) pt from the first, more than \(fmt(allowableMovement))")
                }
            } else {
                firstTapCentroid = c
            }
            pressTimer = startTimer(after: maximumTapDuration, name: "press") { [weak self] in
                guard let self, self.currentState == .possible else { return }
                self.setState(.failed, because: "held longer than \(self.maximumTapDuration) s")
            }
        }
        fingersDown += ordered.count
        fingersThisTap += ordered.count
        for t in ordered { tapStartLocations[ObjectIdentifier(t)] = t.locationInWindow }
        if tapsCompleted == 0 {
            // The first tap's location is the centroid of all its fingers (spec §4.8, CC62).
            firstTapCentroid = centroid(trackedTouches.compactMap { tapStartLocations[ObjectIdentifier($0)] })
        }
        if fingersDown > numberOfTouchesRequired {
            setState(.failed, because: "\(fingersDown) touches, more than the \(numberOfTouchesRequired) required")
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard currentState == .possible else { return }
        let starts = trackedTouches.compactMap { tapStartLocations[ObjectIdentifier($0)] }
        guard !starts.isEmpty else { return }
        let d = centroid(trackedTouches.map(\.locationInWindow)).distance(to: centroid(starts))
        if d > allowableMovement {
            setState(.failed, because: "moved \(fmt(d)) pt, more than \(fmt(allowableMovement))")
        }
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
            intervalTimer = startTimer(after: maximumIntervalBetweenSuccessiveTaps, name: "interval") { [weak self] in
                guard let self, self.currentState == .possible else { return }
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
        tapStartLocations.removeAll()
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
