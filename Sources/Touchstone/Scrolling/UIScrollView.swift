import Foundation

/// A view whose `bounds.origin` moves under the finger (rules §8).
///
/// - `contentOffset` *is* `bounds.origin`, so hit-testing and `convert` see the scrolled content
///   (rules H5). Valid offsets run from `-adjustedContentInset.top/left` to
///   `contentSize - bounds.size + adjustedContentInset.bottom/right` (rules §8.4).
/// - Three recognisers live on the view, in this order: a private delayed-touches recogniser that
///   implements `delaysContentTouches` (rules §8.2), `panGestureRecognizer` (rules §8.1, §8.4) and,
///   when zooming is possible, `pinchGestureRecognizer`.
/// - An axis can be dragged when the content (plus insets) is larger than the bounds on it, or
///   when `bounces` and `alwaysBounceHorizontal/Vertical` are both set (rules §8.4).
/// - Dragging, rubber-banding and the fling are in `UIScrollView+Dragging.swift`; deceleration and
///   animations run on the device's virtual run loop (`ScrollAnimation`).
/// - Every delegate call is also recorded in the trace with kind `.scroll`.
/// - With Auto Layout, constraints on ``contentLayoutGuide`` set ``contentSize`` and
///   ``frameLayoutGuide`` is the frame (`UIScrollView+LayoutGuides.swift`, LayoutDecisions
///   AL11–AL13).
open class UIScrollView: UIView {
    // MARK: Content

    /// Told about scrolling, dragging, deceleration and zooming; held weakly.
    public weak var delegate: UIScrollViewDelegate?

    /// The size of the scrollable content (rules §8.4). Non-finite sizes are refused with an error.
    public var contentSize: CGSize = .zero {
        didSet {
            guard contentSize.width.isFinite && contentSize.height.isFinite else {
                traceSink?.record(.error, traceName, "contentSize \(contentSize) ignored", cause: "sizes must be finite numbers")
                contentSize = oldValue
                return
            }
            if contentSize != oldValue { updateAdjustedContentInset(cause: "contentSize changed") }
        }
    }

    /// Extra scrollable space around the content (rules §8.4). Non-finite insets are refused.
    public var contentInset: UIEdgeInsets = .zero {
        didSet {
            let i = contentInset
            guard i.top.isFinite && i.left.isFinite && i.bottom.isFinite && i.right.isFinite else {
                traceSink?.record(.error, traceName, "contentInset \(i) ignored", cause: "insets must be finite numbers")
                contentInset = oldValue
                return
            }
            if i != oldValue { updateAdjustedContentInset(cause: "contentInset changed") }
        }
    }

    /// The insets the scrollable range uses: `contentInset` plus, on the edges
    /// ``contentInsetAdjustmentBehavior`` adjusts, the scroll view's ``UIView/safeAreaInsets``
    /// (rules §8.6; Apple, `adjustedContentInset`). Updated when the safe area changes (at the
    /// layout pass), and when the content inset, content size, size or behaviour does; each
    /// change calls ``adjustedContentInsetDidChange()`` and the delegate's
    /// `scrollViewDidChangeAdjustedContentInset(_:)` (`UIScrollView+ContentInsetAdjustment.swift`,
    /// ScrollingDecisions S17–S19).
    public internal(set) var adjustedContentInset: UIEdgeInsets = .zero

    /// The point of the content shown at the top-left corner: `bounds.origin` (rules §8.4, H5).
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.isFinite else {
                traceSink?.record(.error, traceName, "contentOffset \(fmt(newValue)) ignored",
                                  cause: "offsets must be finite numbers")
                return
            }
            bounds.origin = newValue
        }
    }

    // MARK: Behaviour switches (rules §8.2–§8.4)

    /// Rubber-band past the content edges while dragging (default `true`).
    public var bounces = true
    /// Whether a vertical drag bounces even when the content fits.
    public var alwaysBounceVertical = false {
        didSet { if alwaysBounceVertical != oldValue { updateAdjustedContentInset(cause: "alwaysBounceVertical changed") } }
    }
    /// Whether a horizontal drag bounces even when the content fits.
    public var alwaysBounceHorizontal = false {
        didSet { if alwaysBounceHorizontal != oldValue { updateAdjustedContentInset(cause: "alwaysBounceHorizontal changed") } }
    }
    /// Settle on multiples of the bounds size when the finger lifts.
    public var isPagingEnabled = false
    /// Once a drag begins, scroll only along its dominant axis.
    public var isDirectionalLockEnabled = false

    // MARK: Stored without effect (issue 20: code that sets them compiles; nothing is drawn)

    /// Whether the horizontal scroll indicator shows (stored only: indicators are not drawn and
    /// take no touches on iOS).
    public var showsHorizontalScrollIndicator = true
    /// Whether the vertical scroll indicator shows (stored only).
    public var showsVerticalScrollIndicator = true
    /// How the keyboard is dismissed by a drag (stored only: Touchstone has no keyboard).
    public var keyboardDismissMode: KeyboardDismissMode = .none
    /// Which edges of the safe area ``adjustedContentInset`` adds to `contentInset` (rules §8.6;
    /// `.automatic` by default, as UIKit).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset(cause: "contentInsetAdjustmentBehavior changed") } }
    }

    /// `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        /// The keyboard stays.
        case none
        /// A drag dismisses it.
        case onDrag
        /// It follows the drag.
        case interactive
    }

    /// `UIScrollView.ContentInsetAdjustmentBehavior`: which edges of the safe area the adjusted
    /// content inset includes (Apple; rules §8.6).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`, and top and bottom always when the scroll view is the root view
        /// of a controller shown by a navigation or tab bar controller.
        case automatic
        /// Top and bottom when the content scrolls vertically (or `alwaysBounceVertical`), left
        /// and right when it scrolls horizontally (or `alwaysBounceHorizontal`).
        case scrollableAxes
        /// Never: the adjusted inset is `contentInset`.
        case never
        /// Every edge, always.
        case always
    }
    /// Turning scrolling off disables `panGestureRecognizer` (and the pinch).
    public var isScrollEnabled = true {
        didSet {
            panGestureRecognizer.isEnabled = isScrollEnabled
            pinchGestureRecognizer?.isEnabled = isScrollEnabled
        }
    }
    /// How fast the scroll view decelerates after a fling (per millisecond).
    public var decelerationRate: DecelerationRate = .normal
    /// Withhold `touchesBegan` from content for 150 ms (rules §8.2, A12).
    public var delaysContentTouches = true
    /// Whether a beginning scroll may take a touch content already tracks (rules §8.3, A13).
    public var canCancelContentTouches = true

    // MARK: State

    /// A finger is down on the scroll view or its content (it may not have moved yet).
    public var isTracking: Bool {
        guard let device = window?.application?.device else { return false }
        return device.activeTouches.contains { !$0.isFinished && $0.view?.isDescendant(of: self) == true }
    }
    /// The pan has begun and the finger is still down.
    public internal(set) var isDragging = false
    /// Moving on its own after the lift: deceleration, bounce-back or paging (rules §8.4, §8.5).
    public internal(set) var isDecelerating = false

    // MARK: Recognisers (rules §8.1)

    /// The recogniser that drags the content; begins only along an axis that can scroll.
    public let panGestureRecognizer: UIPanGestureRecognizer
    /// The recogniser that zooms `viewForZooming(in:)`; `nil` while zooming is impossible
    /// (`minimumZoomScale == maximumZoomScale`).
    public internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?
    /// Implements `delaysContentTouches` (rules §8.2).
    let delayedTouchesRecognizer: UIScrollViewDelayedTouchesBeganGestureRecognizer

    // MARK: Zooming (rules §8.1)

    /// The smallest zoom scale; zooming needs it below ``maximumZoomScale``.
    public var minimumZoomScale: CGFloat = 1 { didSet { updatePinchRecognizer() } }
    /// The largest zoom scale.
    public var maximumZoomScale: CGFloat = 1 { didSet { updatePinchRecognizer() } }
    /// Backing store of `zoomScale`.
    var storedZoomScale: CGFloat = 1
    /// Whether a pinch is zooming the content.
    public internal(set) var isZooming = false

    // MARK: Internal bookkeeping

    /// Offset when the drag began; the translation is measured from it.
    var dragStartOffset: CGPoint = .zero
    /// The axis a directional lock fixed at the start of the drag.
    var lockedAxis: LockedAxis?
    /// The running deceleration or animation, if any.
    var animation: ScrollAnimation?
    /// Page index at the start of the drag (paging).
    var dragStartPage: CGPoint = .zero
    private var lastReportedOffset: CGPoint = .zero
    /// The size the adjusted inset was last worked out for (scrollability depends on it).
    var adjustmentSize: CGSize = .zero
    /// What the safe area adds to `contentInset` in ``adjustedContentInset``.
    var safeAreaPart: UIEdgeInsets = .zero
    var zoomStartScale: CGFloat = 1

    enum LockedAxis { case horizontal, vertical }

    /// A scroll view filling `frame`, with its delayed-touches, pan and (when zooming is possible) pinch recognisers.
    public override init(frame: CGRect) {
        let pan = UIScrollViewPanGestureRecognizer()
        let delayed = UIScrollViewDelayedTouchesBeganGestureRecognizer()
        panGestureRecognizer = pan
        delayedTouchesRecognizer = delayed
        super.init(frame: frame)
        pan.scrollView = self
        delayed.scrollView = self
        pan.addTarget(self, action: UIScrollView.handlePan)
        pan.delegate = ownGestureDelegate
        addGestureRecognizer(delayed)
        addGestureRecognizer(pan)
        lastReportedOffset = bounds.origin
    }

    /// A scroll view with a zero frame.
    public convenience init() { self.init(frame: .zero) }

    // MARK: Offsets

    /// Reports every change of `bounds.origin` as a scroll (rules §8.5: `scrollViewDidScroll`).
    open override func geometryDidChange() {
        super.geometryDidChange()
        if bounds.size != adjustmentSize { updateAdjustedContentInset(cause: "size changed") }
        let offset = bounds.origin
        guard offset != lastReportedOffset else { return }
        lastReportedOffset = offset
        contentOffsetDidChangeForLayout()
        traceSink?.record(.scroll, traceName, "didScroll to \(fmt(offset))")
        delegate?.scrollViewDidScroll(self)
    }

    /// The smallest valid offset: minus the top/left insets.
    var minimumContentOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest valid offset (never below the minimum).
    var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset, minimum = minimumContentOffset
        return CGPoint(x: max(minimum.x, contentSize.width - bounds.width + inset.right),
                       y: max(minimum.y, contentSize.height - bounds.height + inset.bottom))
    }

    /// `offset` moved into the valid range.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return CGPoint(x: min(max(offset.x, lo.x), hi.x), y: min(max(offset.y, lo.y), hi.y))
    }

    /// The content (plus insets) is wider than the bounds.
    var hasScrollableWidth: Bool {
        contentSize.width + adjustedContentInset.left + adjustedContentInset.right > bounds.width
    }

    /// The content (plus insets) is taller than the bounds.
    var hasScrollableHeight: Bool {
        contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > bounds.height
    }

    /// A drag may move the content horizontally (rules §8.4).
    var canDragHorizontally: Bool { hasScrollableWidth || (bounces && alwaysBounceHorizontal) }
    /// A drag may move the content vertically (rules §8.4).
    var canDragVertically: Bool { hasScrollableHeight || (bounces && alwaysBounceVertical) }

    /// Scrolls to `contentOffset`, at once or with a 0.3 s ease-out animation on the virtual
    /// clock that ends with `scrollViewDidEndScrollingAnimation` (ScrollingDecisions S6).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.isFinite else {
            traceSink?.record(.error, traceName, "setContentOffset \(fmt(contentOffset)) ignored",
                              cause: "offsets must be finite numbers")
            return
        }
        stopAnimation()
        guard animated, contentOffset != self.contentOffset, let device = window?.application?.device else {
            self.contentOffset = contentOffset
            return
        }
        traceSink?.record(.scroll, traceName, "animating to \(fmt(contentOffset))", cause: "setContentOffset(_:animated: true)")
        startAnimation(ScrollAnimation(kind: .programmatic, from: self.contentOffset, to: contentOffset,
                                       start: device.clock.now, rate: decelerationRate.rawValue), on: device)
    }

    /// Scrolls the least distance that makes `rect` (in content coordinates) visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var target = contentOffset
        if rect.maxX > target.x + bounds.width { target.x = rect.maxX - bounds.width }
        if rect.minX < target.x { target.x = rect.minX }
        if rect.maxY > target.y + bounds.height { target.y = rect.maxY - bounds.height }
        if rect.minY < target.y { target.y = rect.minY }
        setContentOffset(clampedOffset(target), animated: animated)
    }

    /// Called when ``adjustedContentInset`` changed (Apple); the delegate's
    /// `scrollViewDidChangeAdjustedContentInset(_:)` follows. Does nothing by default.
    open func adjustedContentInsetDidChange() {}

    // MARK: Content touches (rules §8.2, §8.3)

    /// Asked before withheld (or, without `delaysContentTouches`, new) touches reach `view`;
    /// `false` swallows them for good. Default `true` (A15).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        true
    }

    /// Asked when the pan is about to begin while `view` already tracks the touch: `true` cancels
    /// the content's touches and scrolls, `false` keeps them and the scroll does not begin.
    /// Default: `false` for a `UIControl`, `true` otherwise (A14).
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    // MARK: Delegate of its own recognisers (rules §8.1; ProfileDecisions V11, PortingDecisions U13)

    /// Answers for a plain scroll view as its recognisers' delegate (see `ownGestureDelegate`).
    lazy var gestureDelegateStandIn = ScrollViewOwnGestureDelegate(scrollView: self)

    /// A finger landed on the scroll view or its content. A running deceleration stops there
    /// (rules §8.4); the answer says whether one was stopped, so that touch is kept from content.
    func touchesDidLand() -> Bool {
        guard let animation, animation.kind != .programmatic else { return false }
        stopAnimation()
        isDecelerating = false
        traceSink?.record(.scroll, traceName, "deceleration stopped at \(fmt(contentOffset))",
                          cause: "a touch began on the decelerating scroll view")
        return true
    }

    /// Every finger of the scroll view lifted without a drag: settle back inside the range if a
    /// stopped bounce left the content out of it.
    func touchesDidLiftWithoutDragging() {
        guard !isDragging, animation == nil else { return }
        let target = clampedOffset(contentOffset)
        guard target != contentOffset, let device = window?.application?.device else { return }
        isDecelerating = true
        traceSink?.record(.scroll, traceName, "bouncing back to \(fmt(target))", cause: "released outside the content")
        startAnimation(ScrollAnimation(kind: .settle, from: contentOffset, to: target, start: device.clock.now,
                                       rate: DecelerationRate.fast.rawValue), on: device)
    }
}
