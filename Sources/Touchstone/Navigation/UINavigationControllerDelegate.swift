import Foundation

/// What a navigation controller tells its delegate about the controller it shows (UIKit
/// `UINavigationControllerDelegate`, minimal). Both methods are optional.
///
/// `willShow` comes after the appearance callbacks that start the transition
/// (`viewWillDisappear`, `viewWillAppear`); `didShow` after the ones that end it
/// (`viewDidDisappear`, `viewDidAppear`). A cancelled interactive pop tells the delegate nothing
/// new after its `willShow` (Docs/Decisions.md N4).
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController,
                              willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
}
