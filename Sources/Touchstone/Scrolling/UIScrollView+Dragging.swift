import Foundation

/// Dragging the content with `panGestureRecognizer` and what happens at the lift (rules §8.4, §8.5).
///
/// - The offset follows the pan's translation from where the drag began. An axis that cannot be
///   dragged stays put; with `isDirectionalLockEnabled` (and both axes draggable) the axis that
///   dominated the movement when the pan began is the only one that moves (ScrollingDecisions S2).
/// - Past the valid range the offset rubber-bands when `bounces` is on: an overshoot `x` on an
///   axis of length `d` shows as `(1 − 1 / (0.55·x/d + 1))·d`; with `bounces` off it is clamped
///   (ScrollingDecisions S3).
/// - At the lift the velocity (points per ms, in offset direction; zero if the finger rested
///   more than 100 ms before lifting) picks a target: back into range when the content was
///   pulled past an edge; the next or previous page when paging (ScrollingDecisions S7);
///   otherwise where the fling comes to rest, `offset + v × rate / (1 − rate)`, clamped to the
///   range (ScrollingDecisions S5). The delegate may change it in
///   `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`. The scroll view decelerates
///   when the target is at least 0.5 pt away.
extension UIScrollView {
    /// Rubber-band resistance constant (ScrollingDecisions S3).
    static let rubberBandCoefficient: CGFloat = 0.55
    /// Velocity in points per ms above which a paging scroll view moves to the next page.
    static let pagingFlickVelocity: CGFloat = 0.2
    /// A finger resting this long before the lift flings nothing.
    static let restBeforeLift: TimeInterval = 0.1

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began: beginDragging(pan)
        case .changed: followDrag(pan)
        case .ended: endDragging(pan, cancelled: false)
        case .cancelled: endDragging(pan, cancelled: true)
        default: break
        }
    }

    private func beginDragging(_ pan: UIPanGestureRecognizer) {
        if animation != nil {
            stopAnimation()
            isDecelerating = false
        }
        isDragging = true
        dragStartOffset = contentOffset
        dragStartPage = pageIndex(of: contentOffset)
        lockedAxis = nil
        if isDirectionalLockEnabled, canDragHorizontally, canDragVertically,
           let raw = (pan as? UIScrollViewPanGestureRecognizer)?.translationAtBegin {
            lockedAxis = abs(raw.x) > abs(raw.y) ? .horizontal : .vertical
        }
        traceSink?.record(.scroll, traceName, "willBeginDragging",
                          cause: lockedAxis.map { "directional lock: \($0 == .horizontal ? "horizontal" : "vertical")" })
        delegate?.scrollViewWillBeginDragging(self)
        followDrag(pan)
    }

    private func followDrag(_ pan: UIPanGestureRecognizer) {
        guard isDragging else { return }
        let t = pan.translation(in: self)
        var raw = dragStartOffset - t
        if !canDragHorizontally || lockedAxis == .vertical { raw.x = dragStartOffset.x }
        if !canDragVertically || lockedAxis == .horizontal { raw.y = dragStartOffset.y }
        let lo = minimumContentOffset, hi = maximumContentOffset
        contentOffset = CGPoint(x: resisted(raw.x, lo.x, hi.x, bounds.width),
                                y: resisted(raw.y, lo.y, hi.y, bounds.height))
    }

    /// The offset shown for a finger position `raw` on one axis (rubber band or clamp).
    private func resisted(_ raw: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ dimension: CGFloat) -> CGFloat {
        guard raw < lo || raw > hi else { return raw }
        guard bounces, dimension > 0 else { return min(max(raw, lo), hi) }
        let overshoot = raw < lo ? lo - raw : raw - hi
        let shown = (1 - 1 / (overshoot * Self.rubberBandCoefficient / dimension + 1)) * dimension
        return raw < lo ? lo - shown : hi + shown
    }

    private func endDragging(_ pan: UIPanGestureRecognizer, cancelled: Bool) {
        guard isDragging else { return }
        let offset = contentOffset
        let velocity = cancelled ? .zero : releaseVelocity(pan)
        var target = restingOffset(from: offset, velocity: velocity)
        traceSink?.record(.scroll, traceName, "willEndDragging velocity \(fmtVelocity(velocity)) target \(fmt(target))",
                          cause: cancelled ? "pan cancelled" : nil)
        if let delegate {
            // Safety: UIKit's delegate method takes the target as a pointer (the
            // public signature is UIKit's). The pointer is
            // valid for the call only, as documented on the method; a delegate that keeps it
            // breaks UIKit's contract too. Tests: `ScrollViewDraggingTests` (a delegate changes the target).
            unsafe withUnsafeMutablePointer(to: &target) {
                unsafe delegate.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: $0)
            }
        }
        if !target.isFinite {
            traceSink?.record(.error, traceName, "targetContentOffset \(fmt(target)) ignored", cause: "offsets must be finite numbers")
            target = clampedOffset(offset)
        }
        target = clampedOffset(target)
        isDragging = false
        let start = contentOffset
        let willDecelerate = abs(target.x - start.x) >= ScrollAnimation.restDistance
            || abs(target.y - start.y) >= ScrollAnimation.restDistance
        traceSink?.record(.scroll, traceName, "didEndDragging willDecelerate: \(willDecelerate)")
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate, let device = window?.application?.device else { return }
        isDecelerating = true
        traceSink?.record(.scroll, traceName, "willBeginDecelerating toward \(fmt(target))")
        delegate?.scrollViewWillBeginDecelerating(self)
        let inRange = clampedOffset(start) == start
        let kind: ScrollAnimation.Kind = inRange && !isPagingEnabled ? .deceleration : .settle
        let rate = kind == .deceleration ? decelerationRate.rawValue : DecelerationRate.fast.rawValue
        startAnimation(ScrollAnimation(kind: kind, from: contentOffset, to: target, start: device.clock.now, rate: rate),
                       on: device)
    }

    /// The pan's velocity at the lift, in points per ms of content offset (the content moves
    /// against the finger), zero on axes that do not move.
    private func releaseVelocity(_ pan: UIPanGestureRecognizer) -> CGPoint {
        if let scrollPan = pan as? UIScrollViewPanGestureRecognizer, let now = window?.application?.device?.clock.now,
           now - scrollPan.lastMoveTime > Self.restBeforeLift {
            return .zero
        }
        let v = pan.velocity(in: self)
        var velocity = CGPoint(x: -v.x / 1000, y: -v.y / 1000)
        if !canDragHorizontally || lockedAxis == .vertical { velocity.x = 0 }
        if !canDragVertically || lockedAxis == .horizontal { velocity.y = 0 }
        return velocity.isFinite ? velocity : .zero
    }

    /// Where the content comes to rest when released at `offset` with `velocity` (points per ms).
    private func restingOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let clamped = clampedOffset(offset)
        if clamped != offset { return clamped }
        if isPagingEnabled { return pageTarget(from: offset, velocity: velocity) }
        let r = min(max(decelerationRate.rawValue, 0), 0.9999)
        return clampedOffset(offset + velocity * (r / (1 - r)))
    }

    /// Page index (per axis) of an offset: the nearest multiple of the bounds size.
    func pageIndex(of offset: CGPoint) -> CGPoint {
        CGPoint(x: bounds.width > 0 ? (offset.x / bounds.width).rounded() : 0,
                y: bounds.height > 0 ? (offset.y / bounds.height).rounded() : 0)
    }

    /// The page to settle on: one page on from where the drag began in the direction of a flick
    /// faster than 0.2 pt/ms, else the nearest page (ScrollingDecisions S7).
    private func pageTarget(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let nearest = pageIndex(of: offset)
        func page(_ v: CGFloat, _ startPage: CGFloat, _ nearestPage: CGFloat) -> CGFloat {
            if v > Self.pagingFlickVelocity { return startPage + 1 }
            if v < -Self.pagingFlickVelocity { return startPage - 1 }
            return nearestPage
        }
        let px = page(velocity.x, dragStartPage.x, nearest.x)
        let py = page(velocity.y, dragStartPage.y, nearest.y)
        return clampedOffset(CGPoint(x: px * bounds.width, y: py * bounds.height))
    }
}

/// A velocity in points per millisecond, two decimals.
func fmtVelocity(_ v: CGPoint) -> String {
    String(format: "(%.2f, %.2f) pt/ms", Double(v.x), Double(v.y))
}
