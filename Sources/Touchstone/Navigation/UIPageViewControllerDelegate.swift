import Foundation

/// Told about page turns the user drives (UIKit `UIPageViewControllerDelegate`). Apple documents
/// both methods as called for gesture-driven transitions only: `setViewControllers(_:direction:
/// animated:completion:)` reports through its completion instead. Every method is optional.
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A drag began to reveal `pendingViewControllers` (the page it would turn to).
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// The drag's animation ended: `completed` is true when the page turned, false when it
    /// settled back on `previousViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

/// Empty defaults: every delegate method is optional, as in UIKit.
extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
