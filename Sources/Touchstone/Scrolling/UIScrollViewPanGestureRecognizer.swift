import Foundation

/// The scroll view's `panGestureRecognizer` (rules §8.1, §8.3, §8.4).
///
/// - Begins only when the translation reaches the 10 pt hysteresis along an axis the scroll view
///   can drag, so a cross-direction drag is left to an enclosing scroll view and the inner one
///   of two same-direction scroll views begins first (it is delivered first, rules §5.4).
/// - When it is about to begin while content already tracks the touch (its `touchesBegan` was
///   delivered): with `canCancelContentTouches == false`, or when `touchesShouldCancel(in:)`
///   answers `false` for that view, the pan fails and content keeps the touch (CC41). Otherwise
///   it begins and, with `cancelsTouchesInView`, content gets `touchesCancelled` (CC40).
/// - A finger landing on a decelerating scroll view stops it (rules §8.4).
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?
    /// The raw translation (hysteresis included, scroll-view space) when the pan began; the
    /// directional lock picks its axis from it.
    private(set) var translationAtBegin: CGPoint?
    /// Time of the last moved sample, to tell a fling from a finger that rested before lifting.
    private(set) var lastMoveTime: TimeInterval = 0

    override var traceName: String { name ?? "\(scrollView?.traceName ?? "UIScrollView").pan" }

    override func delegateRefusal(_ candidate: UIGestureRecognizerDelegate?) -> String? {
        candidate === scrollView?.ownGestureDelegate ? nil : "UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate"
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        _ = scrollView?.touchesDidLand()
        lastMoveTime = event.timestamp
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        lastMoveTime = event.timestamp
        super.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if trackedTouches.allSatisfy({ $0.isFinished }) { scrollView?.touchesDidLiftWithoutDragging() }
    }

    override func shouldBegin(withTranslation t: CGPoint) -> Bool {
        guard let scrollView else { return false }
        let local = scrollView.convert(t, from: nil) - scrollView.convert(CGPoint.zero, from: nil)
        let alongX = scrollView.canDragHorizontally && abs(local.x) >= hysteresis
        let alongY = scrollView.canDragVertically && abs(local.y) >= hysteresis
        guard alongX || alongY else { return false }
        for touch in attemptTouches where touch.viewState == .active {
            guard let content = touch.view, content !== scrollView, content.isDescendant(of: scrollView) else { continue }
            if !scrollView.canCancelContentTouches {
                setState(.failed, because: "canCancelContentTouches is false and \(content.traceName) tracks the touch")
                return false
            }
            if !scrollView.touchesShouldCancel(in: content) {
                setState(.failed, because: "touchesShouldCancel(in: \(content.traceName)) returned false")
                return false
            }
        }
        translationAtBegin = local
        return true
    }

    override func reset() {
        super.reset()
        translationAtBegin = nil
    }
}
