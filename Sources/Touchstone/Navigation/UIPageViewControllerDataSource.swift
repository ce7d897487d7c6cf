import Foundation

/// Supplies the pages next to the one shown, on demand (UIKit `UIPageViewControllerDataSource`).
///
/// Returning `nil` means there is no page on that side: the page view controller's scroll view
/// then rubber-bands at that end instead of turning (Apple, `UIPageViewControllerDataSource`;
/// UIKitPiecesDecisions K15).
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or `nil` when it is the first.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or `nil` when it is the last.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
}
