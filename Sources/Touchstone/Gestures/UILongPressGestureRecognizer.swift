import Foundation

/// Recognises fingers held still for a while (continuous; rules §6.2, A20).
///
/// - The timer (`minimumPressDuration`, 0.5 s) starts when exactly `numberOfTouchesRequired`
///   fingers are down; an extra finger fails it.
/// - Before it begins, moving the centroid more than `allowableMovement` (10 pt) or lifting fails it.
/// - When the timer fires it begins; afterwards every move is `.changed` (movement is unlimited),
///   lifting ends it and cancelled touches cancel it.
/// - With `numberOfTapsRequired > 0`, that many quick taps (0.35 s apart) must come first.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    // MARK: Typed handlers (PortingDecisions U1)

    /// Calls `handler` with this long-press recogniser for every action — UIKit's
    /// `@objc func handle(_ g: UILongPressGestureRecognizer)` as a closure.
    public convenience init(handler: @escaping (UILongPressGestureRecognizer) -> Void) {
        self.init()
        addHandler(typed: handler)
    }

    /// How long the fingers must stay down before it begins (0.5 s).
    public var minimumPressDuration: TimeInterval = 0.5
    /// How far a finger may move before the press fails (10 pt).
    public var allowableMovement: CGFloat = 10
    /// How many fingers must be down (1).
    public var numberOfTouchesRequired: Int = 1
    /// How many taps must come before the press (0).
    public var numberOfTapsRequired: Int = 0

    private var startCentroid: CGPoint?
    private var tapsDone = 0
    private var fingersDown = 0
    /// Reused timers (created on first use; cancelled on reset, not dropped).
    private var pressTimer: VirtualTimer?
    private var tapTimer: VirtualTimer?

    /// A long-press recogniser without target or handler.
    public override init() { super.init() }

    private var inTapPhase: Bool { tapsDone < numberOfTapsRequired }

    /// Starts the press timer once the required fingers are down.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard currentState == .possible else { return }
        tapTimer?.cancel()
        fingersDown += touches.count
        if fingersDown > numberOfTouchesRequired {
            return setState(.failed, because: "\(fingersDown) touches, more than the \(numberOfTouchesRequired) required")
        }
        guard fingersDown == numberOfTouchesRequired else { return }
        startCentroid = centroid(of: trackedTouches)
        if inTapPhase { return }
        startTimer(&pressTimer, after: minimumPressDuration, name: "press") { (press: UILongPressGestureRecognizer) in
            press.pressDurationReached()
        }
    }

    private func pressDurationReached() {
        guard currentState == .possible else { return }
        setState(.began, because: "held \(minimumPressDuration) s")
    }

    private func tapIntervalElapsed() {
        guard currentState == .possible else { return }
        setState(.failed, because: "no press within 0.35 s of the last tap")
    }

    /// Fails when a finger moves more than ``allowableMovement`` before the press begins; after, each move is a change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch currentState {
        case .possible:
            guard let start = startCentroid else { return }
            let d = centroid(of: trackedTouches).distance(to: start)
            if d > allowableMovement {
                setState(.failed, because: "moved \(fmt(d)) pt before \(minimumPressDuration) s, more than \(fmt(allowableMovement)) pt")
            }
        case .began, .changed:
            setState(.changed, because: "finger moved")
        default:
            break
        }
    }

    /// Fails a press lifted before its duration; ends a press that began.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersDown = max(0, fingersDown - touches.count)
        switch currentState {
        case .possible:
            if inTapPhase && fingersDown == 0 {
                tapsDone += 1
                startCentroid = nil
                startTimer(&tapTimer, after: 0.35, name: "interval") { (press: UILongPressGestureRecognizer) in
                    press.tapIntervalElapsed()
                }
            } else if !inTapPhase || fingersDown > 0 {
                pressTimer?.cancel()
                setState(.failed, because: "lifted before \(minimumPressDuration) s")
            }
        case .began, .changed:
            setState(.ended, because: "finger lifted")
        default:
            break
        }
    }

    /// Cancels a press that began; otherwise fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersDown = max(0, fingersDown - touches.count)
        setState(currentState == .possible ? .failed : .cancelled, because: "touches cancelled")
    }

    /// Forgets the press and its timer, ready for the next gesture.
    open override func reset() {
        startCentroid = nil
        tapsDone = 0
        fingersDown = 0
    }
}
