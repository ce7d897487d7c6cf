import Foundation

/// The system's own edge gestures (home indicator at the bottom, control centre at the top) and
/// how the app's preference for deferring them is read (spec §10).
///
/// Placeholder until the system gate lands: records preference changes in the trace.
public final class SystemGestureSettings {
    public init() {}

    func windowDidShow(_ window: UIWindow, on device: Device) {}

    func preferenceDidChange(from viewController: UIViewController, on device: Device) {
        device.trace.record(.system, viewController.traceName, "setNeedsUpdateOfScreenEdgesDeferringSystemGestures",
                            cause: "preferred edges now \(viewController.preferredScreenEdgesDeferringSystemGestures)")
    }
}
