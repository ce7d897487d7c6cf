import Foundation

/// What a navigation controller tells its delegate about the controller it shows (UIKit
/// `UINavigationControllerDelegate`, minimal). Both methods are optional.
///
/// `willShow` comes after the appearance callbacks that start the transition
/// (`viewWillDisappear`, `viewWillAppear`); `didShow` after the ones that end it
/// (`viewDidDisappear`, `viewDidAppear`). A cancelled interactive pop tells the delegate nothing
/// new after its `willShow` (NavigationDecisions N4).
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before `viewController` becomes the top controller.
    func navigationController(_ navigationController: UINavigationController,
                              willShow viewController: UIViewController, animated: Bool)
    /// Called after `viewController` became the top controller.
    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
}
