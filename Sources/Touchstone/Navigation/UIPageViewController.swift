import Foundation

/// Shows one page (a view controller) at a time and turns to the next or previous one when the
/// user drags its paging scroll view (UIKit `UIPageViewController`, transition style `.scroll`;
/// UIKitPiecesDecisions K15).
///
/// - Its view holds a paging scroll view (UIKit's private `_UIQueuingScrollView`, here
///   `QueuingScrollView`, traced as `<view>.scrollView`) with three slots: the page before, the
///   page shown, the page after. The data source is asked for the neighbours whenever the shown
///   page changes (and when the data source or the view's size does); a missing neighbour makes
///   that end rubber-band (Apple, `UIPageViewControllerDataSource`: return `nil` for no page).
/// - A drag turns at most one page, by the scroll view's paging rule (ScrollingDecisions S7). When a drag
///   first reveals a neighbour the delegate hears `willTransitionTo`; when the content comes to
///   rest it hears `didFinishAnimating(_:previousViewControllers:transitionCompleted:)` — both for
///   gesture-driven turns only, as Apple documents. Turns are recorded in the trace (kind
///   `scroll`, subject the controller): `willTransitionTo B`, `didFinishAnimating
///   transitionCompleted: true, showing B`.
/// - `setViewControllers(_:direction:animated:completion:)` shows a page at once, or scrolls to it
///   in the scroll view's 0.3 s animation (ScrollingDecisions S6), then calls `completion(true)`; the
///   delegate is not told.
/// - The shown page and its neighbours are child controllers; their appearance callbacks are not
///   modelled. The `.scroll` style is modelled along `.horizontal` only (`.vertical` is kept in
///   the property and behaves as it), and its `gestureRecognizers` is empty (UIKit fills it for
///   `.pageCurl` only).
/// - `.pageCurl` (spine at the leading edge, one page at a time, either orientation) has no
///   scroll view: the shown page fills the view, and a pan and a tap on the view, listed in
///   `gestureRecognizers`, turn pages (`PageCurlGestures`; NavigationDecisions N12–N14).
open class UIPageViewController: UIViewController {
    /// How pages change (UIKit `UIPageViewController.TransitionStyle`).
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over like paper, turned by a pan or a tap at an edge (the curl is not drawn).
        case pageCurl
        /// Pages slide in a paging scroll view.
        case scroll
    }

    /// The axis pages follow each other on (UIKit `UIPageViewController.NavigationOrientation`).
    public enum NavigationOrientation: Int, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom (`.pageCurl` turns along it; `.scroll` behaves as `.horizontal`).
        case vertical
    }

    /// Which way a programmatic turn goes (UIKit `UIPageViewController.NavigationDirection`).
    public enum NavigationDirection: Int, Sendable {
        /// To a later page: it comes in from the right.
        case forward
        /// To an earlier page: it comes in from the left.
        case reverse
    }

    /// Keys of the `options` dictionary (UIKit `UIPageViewController.OptionsKey`).
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// Makes a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The space between pages of the scroll style (accepted, not modelled).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
        /// The spine of the page-curl style (accepted, not modelled).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    }

    /// The style given at creation.
    public let transitionStyle: TransitionStyle
    /// The orientation given at creation.
    public let navigationOrientation: NavigationOrientation
    /// Supplies the neighbouring pages; held weakly. Setting it asks it again.
    public weak var dataSource: UIPageViewControllerDataSource? { didSet { layoutPages() } }
    /// Told about gesture-driven turns; held weakly.
    public weak var delegate: UIPageViewControllerDelegate?
    /// The page shown (one controller for the scroll style), `nil` before the first
    /// `setViewControllers(_:direction:animated:completion:)`.
    public private(set) var viewControllers: [UIViewController]?
    /// The recognisers of the page-curl style, a pan then a tap, on the controller's view; empty
    /// for the scroll style (Apple documents it so), whose recogniser is the scroll view's pan
    /// (NavigationDecisions N12).
    public var gestureRecognizers: [UIGestureRecognizer] {
        curl.map { [$0.pan, $0.tap] } ?? []
    }

    let scrollView = QueuingScrollView(frame: .zero)
    /// The page-curl style's recognisers; `nil` for the scroll style.
    private var curl: PageCurlGestures?
    /// A pan of the page-curl style is turning a page.
    private(set) var isTurningByGesture = false
    private var before: UIViewController?
    private var after: UIViewController?
    /// The page before the shown one, as the data source last gave it.
    var pageBefore: UIViewController? { before }
    /// The page after the shown one, as the data source last gave it.
    var pageAfter: UIViewController? { after }
    /// The neighbour a drag has revealed (the delegate heard `willTransitionTo`), if any.
    private var pendingPage: UIViewController?
    /// An animated `setViewControllers` under way: the page and the completion.
    private var programmaticTurn: (page: UIViewController, completion: ((Bool) -> Void)?)?

    /// A page view controller; `options` are accepted and not modelled.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
        scrollView.pageViewController = self
        if style == .pageCurl { curl = PageCurlGestures(controller: self) }
    }

    /// A scroll-style, horizontal page view controller.
    public convenience init() {
        self.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    /// Makes the view that holds the paging scroll view.
    open override func loadView() {
        let container = PageViewControllerContentView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        container.pageViewController = self
        view = container
        if let curl {
            curl.name(after: traceName)
            container.addGestureRecognizer(curl.pan)
            container.addGestureRecognizer(curl.tap)
        } else {
            container.addSubview(scrollView)
        }
        layoutPages()
    }

    /// Shows `viewControllers` (exactly one for the scroll style): at once, or — `animated`, on
    /// screen, with another page shown — by scrolling it in from the side `direction` says over
    /// 0.3 s. `completion(true)` follows; the delegate is not told (Apple).
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard let pages = viewControllers, pages.count == 1 else {
            traceSink?.record(.error, traceName, "setViewControllers needs exactly one page for the \(transitionStyle == .scroll ? "scroll style" : "page curl with its spine at the leading edge") "
                              + "(got \(viewControllers?.count ?? 0); UIKit raises)")
            return
        }
        finishProgrammaticTurn()
        let page = pages[0]
        if curl != nil {
            // The curl is not drawn: an animated turn shows its page at once.
            self.viewControllers = [page]
            traceSink?.record(.scroll, traceName, "setViewControllers [\(page.traceName)]\(animated ? " (animated, \(direction == .forward ? "forward" : "reverse"))" : "")")
            layoutPages()
            completion?(true)
            return
        }
        let w = scrollView.bounds.width
        if animated, w > 0, let shown = self.viewControllers?.first, shown !== page, scrollView.window?.application?.device != nil {
            let slot: CGFloat = direction == .forward ? 2 : 0
            if page.parent !== self { addChild(page); page.didMove(toParent: self) }
            (direction == .forward ? after : before)?.viewIfLoaded?.removeFromSuperview()
            page.view.frame = CGRect(x: slot * w, y: 0, width: w, height: scrollView.bounds.height)
            scrollView.addSubview(page.view)
            scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            programmaticTurn = (page, completion)
            traceSink?.record(.scroll, traceName, "setViewControllers [\(page.traceName)] (animated, \(direction == .forward ? "forward" : "reverse"))")
            scrollView.setContentOffset(CGPoint(x: slot * w, y: 0), animated: true)
            return
        }
        self.viewControllers = [page]
        traceSink?.record(.scroll, traceName, "setViewControllers [\(page.traceName)]")
        layoutPages()
        completion?(true)
    }

    // MARK: Pages in the scroll view

    /// Asks the data source for the neighbours of the page shown, puts the three pages in their
    /// slots and the offset on the middle one; a missing neighbour's slot leaves the range.
    func layoutPages() {
        guard let container = viewIfLoaded else { return }
        if curl != nil { return layoutCurlPage(in: container) }
        scrollView.frame = container.bounds
        let w = container.bounds.width, h = container.bounds.height
        let current = viewControllers?.first
        before = current.flatMap { dataSource?.pageViewController(self, viewControllerBefore: $0) }
        after = current.flatMap { dataSource?.pageViewController(self, viewControllerAfter: $0) }
        let slots = [before, current, after]
        for child in children where !slots.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            if child.viewIfLoaded?.superview === scrollView { child.view.removeFromSuperview() }
            child.removeFromParent()
        }
        for (index, page) in slots.enumerated() {
            guard let page else { continue }
            if page.parent !== self { addChild(page); page.didMove(toParent: self) }
            page.view.frame = CGRect(x: CGFloat(index) * w, y: 0, width: w, height: h)
            if page.view.superview !== scrollView { scrollView.addSubview(page.view) }
        }
        scrollView.isRecentering = true
        scrollView.contentSize = CGSize(width: 3 * w, height: h)
        scrollView.contentInset = UIEdgeInsets(top: 0, left: before == nil ? -w : 0, bottom: 0, right: after == nil ? -w : 0)
        scrollView.contentOffset = CGPoint(x: w, y: 0)
        scrollView.isRecentering = false
    }

    /// The user's drag moved the content: the first time it reveals a neighbour, the delegate
    /// hears `willTransitionTo`.
    func contentDidScroll(to x: CGFloat) {
        let w = scrollView.bounds.width
        let revealed = x < w - 0.5 ? before : x > w + 0.5 ? after : nil
        guard let revealed, revealed !== pendingPage else { return }
        pendingPage = revealed
        traceSink?.record(.scroll, traceName, "willTransitionTo \(revealed.traceName)", cause: "\(scrollView.traceName) dragged")
        delegate?.pageViewController(self, willTransitionTo: [revealed])
    }

    /// The content came to rest after a drag: on a neighbour's slot that page is shown; the
    /// delegate hears `didFinishAnimating` if a drag revealed a page.
    func contentDidSettle() {
        // A drag that stopped an animated `setViewControllers` ends it: its page is shown.
        if programmaticTurn != nil { return finishProgrammaticTurn() }
        let w = scrollView.bounds.width, x = scrollView.contentOffset.x
        guard let shown = viewControllers?.first, w > 0 else { return }
        var turnedTo: UIViewController?
        if let before, abs(x) < 1 { turnedTo = before }
        if let after, abs(x - 2 * w) < 1 { turnedTo = after }
        if let turnedTo { viewControllers = [turnedTo] }
        if pendingPage != nil || turnedTo != nil {
            pendingPage = nil
            traceSink?.record(.scroll, traceName, "didFinishAnimating transitionCompleted: \(turnedTo != nil), "
                              + "showing \((turnedTo ?? shown).traceName)", cause: "\(scrollView.traceName) came to rest")
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [shown],
                                         transitionCompleted: turnedTo != nil)
        }
        if turnedTo != nil { layoutPages() }
    }

    // MARK: Page curl (NavigationDecisions N12–N14)

    /// Page curl: asks the data source for the neighbours; only the shown page is a child, filling
    /// the view.
    private func layoutCurlPage(in container: UIView) {
        let current = viewControllers?.first
        before = current.flatMap { dataSource?.pageViewController(self, viewControllerBefore: $0) }
        after = current.flatMap { dataSource?.pageViewController(self, viewControllerAfter: $0) }
        for child in children where child !== current {
            child.willMove(toParent: nil)
            if child.viewIfLoaded?.superview === container { child.view.removeFromSuperview() }
            child.removeFromParent()
        }
        guard let current else { return }
        if current.parent !== self { addChild(current); current.didMove(toParent: self) }
        current.view.frame = container.bounds
        if current.view.superview !== container { container.addSubview(current.view) }
    }

    /// A tap or pan of the page curl starts turning to `page`: the delegate hears `willTransitionTo`.
    func gestureTurnWillBegin(to page: UIViewController, cause: String) {
        isTurningByGesture = true
        traceSink?.record(.scroll, traceName, "willTransitionTo \(page.traceName)", cause: cause)
        delegate?.pageViewController(self, willTransitionTo: [page])
    }

    /// The turn ends: `page` is shown if `completed`; the delegate hears `didFinishAnimating`.
    func gestureTurnDidEnd(to page: UIViewController, previous: UIViewController, completed: Bool, cause: String) {
        isTurningByGesture = false
        if completed { viewControllers = [page] }
        traceSink?.record(.scroll, traceName, "didFinishAnimating transitionCompleted: \(completed), "
                          + "showing \((completed ? page : previous).traceName)", cause: cause)
        if completed { layoutPages() }
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [previous],
                                     transitionCompleted: completed)
    }

    /// The animated `setViewControllers` reached its page.
    func programmaticTurnDidEnd() { finishProgrammaticTurn() }

    /// Ends an animated `setViewControllers` now: the page is shown and the completion runs.
    private func finishProgrammaticTurn() {
        guard let (page, completion) = programmaticTurn else { return }
        programmaticTurn = nil
        viewControllers = [page]
        layoutPages()
        completion?(true)
    }
}

/// The page view controller's root view (UIKit's `_UIPageViewControllerContentView`): lays the
/// scroll view and the pages out again when resized.
final class PageViewControllerContentView: UIView {
    weak var pageViewController: UIPageViewController?

    override func geometryDidChange() {
        super.geometryDidChange()
        pageViewController?.layoutPages()
    }
}
