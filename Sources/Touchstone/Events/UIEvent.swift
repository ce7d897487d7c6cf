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
    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    @exclusivity(unchecked) private var _timestampStorage: TimeInterval = 0
    var timestampStorage: TimeInterval { get { unsafe _timestampStorage } _modify { yield unsafe &_timestampStorage } }
    /// Touches in touch-down order.
    @exclusivity(unchecked) private var _touchList: [UITouch] = []
    var touchList: [UITouch] { get { unsafe _touchList } _modify { yield unsafe &_touchList } }
    /// The device's `downTouches` version `touchList` was built from (−1: never built).
    @exclusivity(unchecked) private var _touchListVersion: Int = -1
    var touchListVersion: Int { get { unsafe _touchListVersion } _modify { yield unsafe &_touchListVersion } }
    /// The trace of the device that sends this event (set by `Device`), for forwarding records.
    @exclusivity(unchecked) private var _trace: Trace?
    var trace: Trace? { get { unsafe _trace } _modify { yield unsafe &_trace } }
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
