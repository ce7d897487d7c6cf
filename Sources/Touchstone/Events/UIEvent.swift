import Foundation

/// A touch event: the set of touches of one window at one moment (spec T4).
///
/// As in UIKit, one event object per window is reused for every turn; `allTouches` holds the
/// touches currently down in the window, including those that end in this turn.
public final class UIEvent {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }

    public var type: EventType { .touches }
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval = 0
    /// Touches in touch-down order.
    @exclusivity(unchecked) var touchList: [UITouch] = []
    /// The device's `downTouches` version `touchList` was built from (−1: never built).
    @exclusivity(unchecked) var touchListVersion = -1
    /// Guards deep recursion (hit-testing and responder forwarding) on this event.
    let recursion = RecursionGuard()
    /// The trace of the device that sends this event (set by `Device`), for forwarding records.
    @exclusivity(unchecked) var trace: Trace?

    init() {}

    public var allTouches: Set<UITouch>? { Set(touchList) }

    public func touches(for view: UIView) -> Set<UITouch>? {
        Set(touchList.filter { $0.view === view })
    }

    public func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(touchList.filter { $0.window === window })
    }

    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        Set(touchList.filter { $0.gestureRecognizers.contains { $0 === gestureRecognizer } })
    }
}
