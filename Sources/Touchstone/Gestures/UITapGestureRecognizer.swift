import Foundation

/// Recognises one or more quick taps with a given number of fingers (discrete; rules §6.1).
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
/// press (rules §5.6), which is why a single and a double tap both fire unless related by
/// `require(toFail:)`.
open class UITapGestureRecognizer: UIGestureRecognizer {
    // MARK: Typed handlers (PortingDecisions U1)

    /// Calls `handler` with this tap recogniser for every action — UIKit's
    /// `@objc func handle(_ g: UITapGestureRecognizer)` as a closure.
    public convenience init(handler: @escaping (UITapGestureRecognizer) -> Void) {
        self.init()
        addHandler(typed: handler)
    }

    /// How many taps make the gesture (1).
    public var numberOfTapsRequired: Int {
        get { numberOfTapsRequiredStorage }
        _modify { yield &numberOfTapsRequiredStorage }
    }
    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    @exclusivity(unchecked) private var _numberOfTapsRequiredStorage: Int = 1
    final var numberOfTapsRequiredStorage: Int { get { unsafe _numberOfTapsRequiredStorage } _modify { yield unsafe &_numberOfTapsRequiredStorage } }
    @exclusivity(unchecked) private var _numberOfTouchesRequiredStorage: Int = 1
    final var numberOfTouchesRequiredStorage: Int { get { unsafe _numberOfTouchesRequiredStorage } _modify { yield unsafe &_numberOfTouchesRequiredStorage } }
    @exclusivity(unchecked) private var _allowableMovementStorage: CGFloat = 45
    final var allowableMovementStorage: CGFloat { get { unsafe _allowableMovementStorage } _modify { yield unsafe &_allowableMovementStorage } }
    @exclusivity(unchecked) private var _maximumIntervalBetweenSuccessiveTapsStorage: TimeInterval = 0.35
    final var maximumIntervalBetweenSuccessiveTapsStorage: TimeInterval { get { unsafe _maximumIntervalBetweenSuccessiveTapsStorage } _modify { yield unsafe &_maximumIntervalBetweenSuccessiveTapsStorage } }
    @exclusivity(unchecked) private var _maximumTapDurationStorage: TimeInterval = 1.5
    final var maximumTapDurationStorage: TimeInterval { get { unsafe _maximumTapDurationStorage } _modify { yield unsafe &_maximumTapDurationStorage } }
    @exclusivity(unchecked) private var _tapsCompleted: Int = 0
    final var tapsCompleted: Int { get { unsafe _tapsCompleted } _modify { yield unsafe &_tapsCompleted } }
    @exclusivity(unchecked) private var _fingersDown: Int = 0
    final var fingersDown: Int { get { unsafe _fingersDown } _modify { yield unsafe &_fingersDown } }
    @exclusivity(unchecked) private var _fingersThisTap: Int = 0
    final var fingersThisTap: Int { get { unsafe _fingersThisTap } _modify { yield unsafe &_fingersThisTap } }
    @exclusivity(unchecked) private var _firstTapCentroid: CGPoint?
    final var firstTapCentroid: CGPoint? { get { unsafe _firstTapCentroid } _modify { yield unsafe &_firstTapCentroid } }
    /// Where each finger of the current tap came down (window space). A tap has a few fingers, so
    /// a list searched by identity does what a dictionary did, without hashing.
    @exclusivity(unchecked) private var _tapStarts: [UITapGestureRecognizer.TapStart] = []
    final var tapStarts: [UITapGestureRecognizer.TapStart] { get { unsafe _tapStarts } _modify { yield unsafe &_tapStarts } }
    /// Reused timers (created on first use; cancelled on reset, not dropped).
    @exclusivity(unchecked) private var _pressTimer: VirtualTimer?
    final var pressTimer: VirtualTimer? { get { unsafe _pressTimer } _modify { yield unsafe &_pressTimer } }
    @exclusivity(unchecked) private var _intervalTimer: VirtualTimer?
    final var intervalTimer: VirtualTimer? { get { unsafe _intervalTimer } _modify { yield unsafe &_intervalTimer } }
    /// Reused to put a delivery's touches in touch-down order without allocating.
    @exclusivity(unchecked) private var _orderedBuffer: [UITouch] = []
    final var orderedBuffer: [UITouch] { get { unsafe _orderedBuffer } _modify { yield unsafe &_orderedBuffer } }
    /// How many fingers each tap needs (1).
    public var numberOfTouchesRequired: Int {
        get { numberOfTouchesRequiredStorage }
        _modify { yield &numberOfTouchesRequiredStorage }
    }
    /// How far the fingers may wander from the first tap's touch-down (rules §12a: 45 pt).
    public var allowableMovement: CGFloat {
        get { allowableMovementStorage }
        _modify { yield &allowableMovementStorage }
    }
    /// Longest time from one tap's lift to the next tap's touch-down (rules §12a: 0.35 s).
    public var maximumIntervalBetweenSuccessiveTaps: TimeInterval {
        get { maximumIntervalBetweenSuccessiveTapsStorage }
        _modify { yield &maximumIntervalBetweenSuccessiveTapsStorage }
    }
    /// Longest press per tap (rules §12a: ≈1.5 s, seed 003 phenomena 5–6).
    public var maximumTapDuration: TimeInterval {
        get { maximumTapDurationStorage }
        _modify { yield &maximumTapDurationStorage }
    }


    struct TapStart {
        let touch: ObjectIdentifier
        var location: CGPoint
    }

    /// A tap recogniser without target or handler.
    public override init() { super.init() }

    /// `true`: a tap recognises once, without began or changed.
    open override var isDiscrete: Bool { true }

    /// Counts the fingers of the current tap; fails when more fingers come down than
    /// ``numberOfTouchesRequired``, or a later tap comes down more than ``allowableMovement`` from the first.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let startsTap = fingersDown == 0
        if startsTap {
            cancel(intervalTimer)
            fingersThisTap = 0
            tapStarts.clearKeepingCapacity()
        }
        // Recorded first (one pass over the set); if the tap fails below, nothing reads them
        // before reset.
        for t in touches { recordStart(of: t) }
        if startsTap {
            let c = tapStarts.count == 1 ? tapStarts[0].location : touchDownCentroid(of: touches)
            if let first = firstTapCentroid {
                let d = c.distance(to: first)
                if d > allowableMovement {
                    return setState(.failed, because: "tap \(tapsCompleted + 1) began \(fmt(d)) pt from the first, more than \(fmt(allowableMovement)) pt")
                }
            } else {
                firstTapCentroid = c
            }
            startTimer(&pressTimer, after: maximumTapDuration, name: "press") { (tap: UITapGestureRecognizer) in
                tap.pressLimitReached()
            }
        }
        fingersDown += touches.count
        fingersThisTap += touches.count
        if tapsCompleted == 0 {
            // The first tap's location is the centroid of all its fingers (rules §4.8, CC62).
            firstTapCentroid = startCentroid() ?? .zero
        }
        if fingersDown > numberOfTouchesRequired {
            setState(.failed, because: "\(fingersDown) touches, more than the \(numberOfTouchesRequired) required")
        }
    }

    /// The centroid of a new tap's first touches in touch-down order (the order fixes the
    /// rounding). With one touch the caller takes its location instead: the sum-and-divide of
    /// `centroid(of:)` gives the same value (up to the sign of a zero, which no distance sees).
    private func touchDownCentroid(of touches: Set<UITouch>) -> CGPoint {
        var ordered = orderedBuffer
        orderedBuffer = []
        ordered.append(contentsOf: touches)
        ordered.sort { $0.sequence < $1.sequence }
        let c = centroid(of: ordered)
        ordered.clearKeepingCapacity()
        orderedBuffer = ordered
        return c
    }

    /// Records where `touch` came down (replacing an earlier record of it, as a dictionary would).
    private func recordStart(of touch: UITouch) {
        let id = ObjectIdentifier(touch)
        for i in tapStarts.indices where tapStarts[i].touch == id {
            tapStarts[i].location = touch.locationInWindow
            return
        }
        tapStarts.append(TapStart(touch: id, location: touch.locationInWindow))
    }

    /// Cancels one of the reused timers, if created. Lifetime: the slot passed in holds the
    /// timer, and cancelling runs no client code, so the timer is not retained for the call.
    @inline(__always)
    private func cancel(_ timer: VirtualTimer?) {
        timer.unretained?.with { $0.cancel() }
    }

    private func pressLimitReached() {
        guard currentState == .possible else { return }
        setState(.failed, because: "held longer than \(maximumTapDuration) s")
    }

    private func intervalElapsed() {
        guard currentState == .possible else { return }
        setState(.failed, because: "no \(ordinal(tapsCompleted + 1)) tap within \(maximumIntervalBetweenSuccessiveTaps) s")
    }

    /// Fails when a finger moves more than ``allowableMovement`` from where the first tap began.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard currentState == .possible, let start = startCentroid() else { return }
        let d = centroid(of: trackedTouches).distance(to: start)
        if d > allowableMovement {
            setState(.failed, because: "moved \(fmt(d)) pt, more than \(fmt(allowableMovement)) pt")
        }
    }

    /// The centroid of where the tracked fingers came down in this tap (`nil`: none known), summed
    /// in tracking order.
    private func startCentroid() -> CGPoint? {
        var sx: CGFloat = 0, sy: CGFloat = 0, n = 0
        for t in trackedTouches {
            let id = ObjectIdentifier(t)
            guard let start = tapStarts.first(where: { $0.touch == id }) else { continue }
            sx += start.location.x; sy += start.location.y; n += 1
        }
        return n == 0 ? nil : CGPoint(x: sx / CGFloat(n), y: sy / CGFloat(n))
    }

    /// Recognises at the last required lift; otherwise waits for the next tap.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard currentState == .possible else { return }
        fingersDown -= touches.count
        guard fingersDown <= 0 else { return }
        fingersDown = 0
        cancel(pressTimer)
        guard fingersThisTap >= numberOfTouchesRequired else {
            return setState(.failed, because: "\(fingersThisTap) of \(numberOfTouchesRequired) touches")
        }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            setState(.ended, because: "\(ordinal(tapsCompleted)) tap up")
        } else {
            startTimer(&intervalTimer, after: maximumIntervalBetweenSuccessiveTaps, name: "interval") { (tap: UITapGestureRecognizer) in
                tap.intervalElapsed()
            }
        }
    }

    /// Fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        setState(.failed, because: "touches cancelled")
    }

    /// Where the first tap was (its fingers' centroid).
    open override func location(in view: UIView?) -> CGPoint {
        guard let first = firstTapCentroid else { return super.location(in: view) }
        return convertFromWindow(first, to: view)
    }

    /// Forgets the taps counted so far, ready for the next gesture.
    open override func reset() {
        tapsCompleted = 0
        fingersDown = 0
        fingersThisTap = 0
        firstTapCentroid = nil
        tapStarts.clearKeepingCapacity()
    }

    /// A tap cannot exclude a tap of the same view tree that needs more taps (rules §5.6).
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
