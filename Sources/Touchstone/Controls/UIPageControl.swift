import Foundation

/// A row of page dots (minimal, rules §7.6/§7.7): a tap on the left or right half of the control
/// moves one page back or forward at the lift and sends `.valueChanged`. Blocks an ancestor's
/// single tap like a button (A9).
open class UIPageControl: UIControl {
    // MARK: Looks (issue 20, PortingDecisions U4): stored, not drawn.

    /// The colour of the dots of the other pages (`nil`: the system's).
    public var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's dot (`nil`: the system's).
    public var currentPageIndicatorTintColor: UIColor?

    /// How many pages there are; ``currentPage`` stays within them.
    public var numberOfPages: Int = 0 {
        didSet { numberOfPages = max(0, numberOfPages); currentPage = min(currentPage, max(0, numberOfPages - 1)) }
    }
    /// Setting it does not send `.valueChanged`.
    public var currentPage: Int = 0

    /// A page control filling `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    override var primaryActionEvents: Event { .valueChanged }

    /// A lift inside the control moves one page towards the tapped half and sends `valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.hitContains(touch.location(in: self)) else { return }
        let forward = touch.location(in: self).x >= bounds.midX
        let page = min(max(0, currentPage + (forward ? 1 : -1)), max(0, numberOfPages - 1))
        guard page != currentPage else { return }
        currentPage = page
        sendControlEvents(.valueChanged, with: event, cause: "tap on the \(forward ? "right" : "left") half → page \(page)")
    }

    /// Refuses single-finger single taps of recognisers attached outside the control, as a button does.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isForeignSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
