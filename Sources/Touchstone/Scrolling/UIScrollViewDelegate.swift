import Foundation

/// What a scroll view tells its delegate, in the order of rules §8.5 for a drag with a fling:
/// `scrollViewWillBeginDragging` (the pan begins) → `scrollViewDidScroll` (every offset change)
/// → `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (lift; velocity in points
/// per millisecond, the target may be changed) → `scrollViewDidEndDragging(_:willDecelerate:)` →
/// `scrollViewWillBeginDecelerating` → `scrollViewDidScroll`… → `scrollViewDidEndDecelerating`.
/// No deceleration callbacks follow `willDecelerate == false`.
///
/// Every method is optional: the protocol extension supplies UIKit's defaults (do nothing; no
/// view for zooming).
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed, for any reason.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag began.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted after a drag; `targetContentOffset` may be changed to move where the scroll view stops.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// A drag ended; `decelerate` says whether it moves on by itself.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Deceleration is starting.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Deceleration ended.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view that pinching scales; `nil` (the default) disables zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A pinch began zooming `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Zooming ended at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// `adjustedContentInset` changed (ScrollingDecisions S17).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// `nil`: the scroll view does not zoom.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
