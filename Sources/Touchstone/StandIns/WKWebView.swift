import Foundation

/// A stand-in for WebKit's `WKWebView`: no page is rendered, but the recognisers the real view
/// installs are here, set up as WebKit sets them up, so conflicts with an app's own recognisers
/// reproduce (issue 16; UIKitPiecesDecisions K12). Sources: WebKit's `WKContentViewInteraction.mm`
/// and `WKWebViewIOS.mm` (open source), webkit.org/blog/5610 and /7367, and device reports.
///
/// - `scrollView` fills the web view and carries UIKit's pan and, while the page can zoom
///   (`viewportAllowsUserScaling`), its pinch.
/// - A content view inside it carries WebKit's recognisers:
///   - the touch-events recogniser, which feeds the page's DOM touch events: it stays possible
///     and fails when the last finger lifts, and nothing can prevent it — unless the page calls
///     `preventDefault()` on `touchstart` (`pagePreventsDefault`), when it begins at touch-down
///     and, letting only WebKit's own recognisers run with it, excludes an app's recognisers
///     (WebKit's `WKTouchEventsGestureRecognizer`; iOS 13.4 reports of pages blocking gestures);
///   - `click`, the synthetic click (a single tap) that requires `doubleTapZoom` to fail, so a
///     click comes 350 ms after the lift on a zoomable page;
///   - `doubleTapZoom` (two taps; smart zoom), enabled only while the page can zoom —
///     `user-scalable=no` in the page's viewport turns it off and the click comes at once;
///   - `longPress` (0.75 s), which begins only over an element with a long-press action (a link,
///     an image: `pageHasLongPressTargets`).
open class WKWebView: UIView, UIScrollViewDelegate {
    /// The scroll view that scrolls and zooms the page.
    public let scrollView: UIScrollView
    let contentView = WebContentView()
    let touchEvents = WebTouchEventsGestureRecognizer()
    let click = WebTapGestureRecognizer(role: "click")
    let doubleTapZoom = WebTapGestureRecognizer(role: "doubleTapZoom")
    let longPress = WebLongPressGestureRecognizer()

    /// The page's viewport lets the user zoom (`user-scalable`, default yes): pinch and double-tap
    /// zoom are on, and a click waits for the double tap to fail.
    open var viewportAllowsUserScaling = true { didSet { configureZoom() } }

    /// The page has elements with a long-press action (links, images) under every point; the
    /// long-press recogniser begins only over them (default no).
    open var pageHasLongPressTargets = false

    /// The page's script calls `preventDefault()` on `touchstart` (default no): the touch-events
    /// recogniser then begins at touch-down and excludes recognisers WebKit does not pair with it.
    open var pagePreventsDefault = false

    /// The size of the page (default: the view's size, 3 screens tall).
    open var pageSize: CGSize? { didSet { layoutPage() } }

    /// A web view at `frame` with WebKit's recognisers, showing a page three screens tall.
    public override init(frame: CGRect) {
        scrollView = WebScrollView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        (scrollView as? WebScrollView)?.webView = self
        scrollView.delegate = self
        addSubview(scrollView)
        scrollView.addSubview(contentView)
        contentView.webView = self
        for r in [touchEvents, click, doubleTapZoom, longPress] as [UIGestureRecognizer] {
            r.delegate = contentView
            contentView.addGestureRecognizer(r)
        }
        touchEvents.webView = self
        click.webView = self; doubleTapZoom.webView = self; longPress.webView = self
        doubleTapZoom.numberOfTapsRequired = 2
        click.require(toFail: doubleTapZoom)
        longPress.minimumPressDuration = 0.75
        touchEvents.addTarget(self, action: WKWebView.handleTouchEvents)
        click.addTarget(self, action: WKWebView.handleClick)
        doubleTapZoom.addTarget(self, action: WKWebView.handleDoubleTap)
        layoutPage()
        configureZoom()
    }

    /// Keeps the scroll view the size of the web view and the page laid out in it.
    open override func geometryDidChange() {
        super.geometryDidChange()
        scrollView.frame = bounds
        layoutPage()
    }

    /// The page keeps its unzoomed size in its bounds; the scroll view's content is that size times
    /// the zoom scale (a zoomed page laid out again is not zoomed twice).
    func layoutPage() {
        let size = pageSize ?? CGSize(width: bounds.width, height: min(bounds.height * 3, 1_000_000))
        contentView.bounds = CGRect(origin: .zero, size: size)
        let zoom = scrollView.zoomScale
        contentView.center = CGPoint(x: size.width * zoom / 2, y: size.height * zoom / 2)
        scrollView.contentSize = CGSize(width: size.width * zoom, height: size.height * zoom)
    }

    func configureZoom() {
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = viewportAllowsUserScaling ? 5 : 1
        doubleTapZoom.isEnabled = viewportAllowsUserScaling
    }

    /// WebKit dispatches the page's DOM touch events from this recogniser's actions; the page's
    /// scripts are not run here, so the action is the event itself.
    func handleTouchEvents(_ r: UIGestureRecognizer) {}

    func handleClick(_ r: UITapGestureRecognizer) {
        let p = r.location(in: contentView)
        traceSink?.record(.log, traceName, "click at (\(fmt(p.x)), \(fmt(p.y)))", cause: "synthetic click for a tap")
    }

    func handleDoubleTap(_ r: UITapGestureRecognizer) {
        scrollView.setZoomScale(scrollView.zoomScale > 1 ? 1 : 2, animated: true)
    }

    /// The content view is what the scroll view zooms.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { contentView }
}

/// WebKit's content view: the page, and the delegate of WebKit's recognisers. Of the pairs this
/// stand-in has, WebKit lets the touch-events recogniser run with its own taps and long press and
/// with the scroll view's pan and pinch; every other pair, an app's recognisers included, as UIKit
/// decides.
final class WebContentView: UIView, UIGestureRecognizerDelegate {
    weak var webView: WKWebView?
    override var traceName: String { (webView?.traceName).map { "\($0).content" } ?? "WKContentView" }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let web = webView else { return false }
        let mine = { (r: UIGestureRecognizer) in r.view === self || r.view === web.scrollView }
        return (gestureRecognizer === web.touchEvents && mine(otherGestureRecognizer))
            || (otherGestureRecognizer === web.touchEvents && mine(gestureRecognizer))
    }

    /// Asked both as the view under the touch and as the delegate of WebKit's recognisers: the
    /// long press begins only over a long-press target; everything else as UIKit answers.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let web = webView, gestureRecognizer === web.longPress { return web.pageHasLongPressTargets }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

/// The web view's scroll view, named after it in traces (`web.scrollView`), letting its pan and
/// pinch run with WebKit's touch-events recogniser (as their delegate, the way a UIKit subclass
/// does it: adopting the protocol itself).
final class WebScrollView: UIScrollView, UIGestureRecognizerDelegate {
    weak var webView: WKWebView?
    override var traceName: String { (webView?.traceName).map { "\($0).scrollView" } ?? "WKScrollView" }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === webView?.touchEvents
    }
}

/// WebKit's touch-events recogniser (`WKTouchEventsGestureRecognizer`): it hands every touch to
/// the page and stays possible, failing when the last finger lifts; nothing can prevent it. Only
/// when the page calls `preventDefault()` on `touchstart` does it begin, follow the fingers and
/// end with the last.
final class WebTouchEventsGestureRecognizer: UIGestureRecognizer {
    weak var webView: WKWebView?
    private var fingersDown = 0
    override var traceName: String { name ?? (webView?.traceName).map { "\($0).touchEvents" } ?? "WKTouchEvents" }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersDown += touches.count
        if state == .possible, webView?.pagePreventsDefault == true { setState(.began, because: "the page called preventDefault() on touchstart") }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { setState(.changed, because: "touchmove") }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { lifted(touches.count, ended: true) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { lifted(touches.count, ended: false) }
    private func lifted(_ count: Int, ended: Bool) {
        fingersDown = max(0, fingersDown - count)
        guard fingersDown == 0 else { return }
        switch state {
        case .possible: setState(.failed, because: "the last finger lifted and the page did not prevent default")
        case .began, .changed: setState(ended ? .ended : .cancelled, because: ended ? "touchend" : "touchcancel")
        default: break
        }
    }
    override func reset() { fingersDown = 0 }
}

/// A WebKit tap recogniser named after its role in traces (`web.click`, `web.doubleTapZoom`).
final class WebTapGestureRecognizer: UITapGestureRecognizer {
    weak var webView: WKWebView?
    let role: String
    init(role: String) { self.role = role; super.init() }
    override var traceName: String { name ?? (webView?.traceName).map { "\($0).\(role)" } ?? role }
}

/// WebKit's long press (link previews, text selection), named `web.longPress` in traces.
final class WebLongPressGestureRecognizer: UILongPressGestureRecognizer {
    weak var webView: WKWebView?
    override var traceName: String { name ?? (webView?.traceName).map { "\($0).longPress" } ?? "longPress" }
}
