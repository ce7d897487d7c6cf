import Foundation

/// How the default hit-test may treat a subview (found once per view, `UIView.hitTestDispatch`).
enum HitTestDispatch: UInt8 {
    /// Not looked at yet.
    case unclassified
    /// The subview is called: its class may override `hitTest(_:with:)`, `point(inside:with:)`
    /// or `isUserInteractionEnabled`.
    case custom
    /// The subview's class is one of Touchstone's own that keep UIView's `hitTest`,
    /// `point(inside:)` and `isUserInteractionEnabled`: every check its `hitTest` would make is a
    /// plain read, so its superview makes them itself, the bounds first (the cheapest rejection).
    case defaults
}

/// Which views the default hit-test may check without calling them (`UIView.hitTestSubviews`).
///
/// Only instances of exactly these Touchstone classes, which are known to keep UIView's
/// hit-testing members; every other class — any subclass a client writes, and `UIControl`, which
/// overrides `hitTest` (rules H6) — is called, so an override can never be skipped. Swift offers no
/// supported way to ask whether a class overrides a method, and reading the class's method table
/// would depend on the runtime's undocumented layout (PerformanceDecisions F9).
enum DefaultHitTesting {
    private static let defaultClasses: [ObjectIdentifier] = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UIWindow.self), ObjectIdentifier(UILabel.self),
        ObjectIdentifier(UIImageView.self), ObjectIdentifier(UIScrollView.self),
        ObjectIdentifier(UITableViewCell.self), ObjectIdentifier(UIToolbar.self),
        ObjectIdentifier(NavigationContainerView.self),
        ObjectIdentifier(UISwitchTrackView.self),
    ]

    /// What the default hit-test may do with `view`.
    static func dispatch(for view: UIView) -> HitTestDispatch {
        defaultClasses.contains(ObjectIdentifier(type(of: view))) ? .defaults : .custom
    }
}
