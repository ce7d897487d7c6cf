import Foundation

/// A touch event: the set of touches of one window at one moment (rules T4).
///
/// As in UIKit, one event object per window is reused for every turn; `allTouches` holds the
/// touches currently down in the window, including those that end in this turn.
public final class UIEvent {
    /// UIKit's event types; every Touchstone event is `.touches`.
    public enum EventType: Int, Sendable {
        /// Touches on the screen: every Touchstone event.
        case touches
        /// Device motion (never sent).
        case motion
        /// Remote-control commands (never sent).
        case remoteControl
        /// Physical button presses (never sent).
        case presses
        /// Pointer scrolling (never sent).
        case scroll
        /// Pointer hovering (never sent).
        case hover
        /// Trackpad transforms (never sent).
        case transform
    }

    /// Always `.touches`.
    public var type: EventType { .touches }
    /// The time of the event, in seconds of the device's virtual clock.
    public internal(set) var timestamp: TimeInterval {
        get { timestampStorage }
        _modify { yield &timestampStorage }
    }
    /// Hot fields, stored without exclusivity checks: `EventFields` (Simulation/UncheckedFields.swift).
    let eventFields = EventFields()
    /// Guards deep recursion (hit-testing and responder forwarding) on this event.
    let recursion = RecursionGuard()

    init() {}

    /// Every touch of the event.
    public var allTouches: Set<UITouch>? { Set(touchList) }

    /// The event's touches whose hit view is `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        Set(touchList.filter { $0.view === view })
    }

    /// The event's touches in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(touchList.filter { $0.window === window })
    }

    /// The event's touches delivered to `gestureRecognizer`.
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        Set(touchList.filter { $0.gestureRecognizers.contains { $0 === gestureRecognizer } })
    }
}
