import Foundation

/// Told when the user selects a tab (UIKit `UITabBarControllerDelegate`). Apple documents both
/// methods as called for the user's taps only, not when the app sets `selectedIndex` or
/// `selectedViewController`; `didSelect` also comes when the user taps the tab already selected.
/// Every method is optional.
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` may be selected (default yes).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The tab of `viewController` was selected by the user.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

/// UIKit's answers when the delegate does not implement a method.
extension UITabBarControllerDelegate {
    /// Yes.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
