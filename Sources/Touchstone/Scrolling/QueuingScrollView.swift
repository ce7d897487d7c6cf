import Foundation

/// The paging scroll view inside a scroll-style `UIPageViewController` (UIKit's private
/// `_UIQueuingScrollView`, a `UIScrollView` subclass; UIKitPiecesDecisions K15).
///
/// - Three page-wide slots: the page before (x = 0), the page shown (x = width) and the page after
///   (x = 2 × width). At rest the offset is always the middle slot, so the first page is not at
///   offset 0 (developers report that `contentOffset.x` cannot tell whether the first page is shown:
///   RTRootNavigationController's `RTGestureProcess.m`).
/// - `isPagingEnabled`, `bounces`: a drag turns at most one page. A missing neighbour takes its
///   slot out of the scrollable range (a negative inset), so a drag towards it rubber-bands and
///   settles back — the first page bounces to the right instead of turning.
/// - Its pan is UIKit's ordinary scroll-view pan (`<pager>.scrollView.pan`): it meets the back
///   swipe through the ordinary rules and the navigation controller's policy (rules §9.1).
final class QueuingScrollView: UIScrollView, UIScrollViewDelegate {
    weak var pageViewController: UIPageViewController?
    /// Set while the page view controller moves the content itself (recentring), so the change is
    /// not taken for the user's scroll.
    var isRecentering = false

    override var traceName: String {
        (pageViewController?.viewIfLoaded?.traceName).map { "\($0).scrollView" } ?? "_UIQueuingScrollView"
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        // Pages fill the page view controller's view; their own views handle the safe area
        // (ScrollingDecisions S20).
        contentInsetAdjustmentBehavior = .never
        isPagingEnabled = true
        alwaysBounceHorizontal = true
        delegate = self
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isRecentering, isDragging || isDecelerating else { return }
        pageViewController?.contentDidScroll(to: contentOffset.x)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { pageViewController?.contentDidSettle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageViewController?.contentDidSettle()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        pageViewController?.programmaticTurnDidEnd()
    }
}
