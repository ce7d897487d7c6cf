import Foundation

/// The page-curl style's two recognisers and the turns they make (UIKit
/// `UIPageViewController.TransitionStyle.pageCurl`; NavigationDecisions N12–N14).
///
/// - Apple documents `gestureRecognizers` as filled for `.pageCurl` only; here it holds a
///   `UIPanGestureRecognizer` and a `UITapGestureRecognizer`, in that order, attached to the
///   page view controller's view, whose delegate is this object (an app may move them to another
///   view, as Xcode's page-based template did, or set their delegate; N12).
/// - A tap turns when it lands in the outer ``edgeFraction`` of the view along the navigation
///   axis: the leading edge back to the page before, the trailing edge on to the page after. A
///   tap elsewhere, or towards a side with no page, does not begin, so content there keeps its
///   touches (N13).
/// - A pan begins towards the side its first movement points away from — moving left (up, for
///   `.vertical`) turns forward — and only if there is a page on that side. The turn completes
///   when the finger lifts past half the view or moving faster than 200 pt/s in the turn's
///   direction; otherwise the page stays (N14).
/// - Gesture-driven turns tell the delegate `willTransitionTo` (tap: at recognition; pan: at its
///   beginning) and `didFinishAnimating(_:previousViewControllers:transitionCompleted:)` (at the
///   turn, or when the pan ends or is cancelled). The curl itself is not drawn: the new page is
///   shown at once. Trace (kind `scroll`, subject the controller): `willTransitionTo B` with the
///   cause `tap at the trailing edge (pageCurl)`, then `didFinishAnimating transitionCompleted:
///   true, showing B`.
final class PageCurlGestures: UIGestureRecognizerDelegate {
    /// The share of the view, from each end along the navigation axis, where a tap turns the page.
    static let edgeFraction: CGFloat = 0.2
    /// Lift speed, in points per second towards the turn, that completes a pan's turn.
    static let completingSpeed: CGFloat = 200

    weak var controller: UIPageViewController?
    let pan = UIPanGestureRecognizer()
    let tap = UITapGestureRecognizer()
    /// The page a pan is turning to and the previous one.
    private var panTurn: (page: UIViewController, previous: UIViewController, forward: Bool)?
    /// The direction the pan's first movement chose when it was allowed to begin (its
    /// translation restarts from zero at the threshold, rules §6.3).
    private var beginningForward: Bool?

    init(controller: UIPageViewController) {
        self.controller = controller
        pan.maximumNumberOfTouches = 1
        pan.addTarget(self, action: PageCurlGestures.handlePan)
        tap.addTarget(self, action: PageCurlGestures.handleTap)
        pan.delegate = self
        tap.delegate = self
    }

    /// Names the recognisers after the controller, for the trace.
    func name(after controllerName: String) {
        pan.name = "\(controllerName).curlPan"
        tap.name = "\(controllerName).curlTap"
    }

    // MARK: Geometry

    private var isVertical: Bool { controller?.navigationOrientation == .vertical }

    /// Position and length along the navigation axis, in the controller's view.
    private func along(_ p: CGPoint) -> CGFloat { isVertical ? p.y : p.x }

    private var length: CGFloat {
        guard let view = controller?.viewIfLoaded else { return 0 }
        return isVertical ? view.bounds.height : view.bounds.width
    }

    /// The side a tap at `location` turns to: `true` forward, `false` back, `nil` no turn.
    private func tapSide(at location: CGPoint) -> Bool? {
        let l = length, p = along(location)
        guard l > 0, p.isFinite else { return nil }
        if p < l * Self.edgeFraction { return false }
        if p > l * (1 - Self.edgeFraction) { return true }
        return nil
    }

    /// The page on that side, if the data source gives one.
    private func page(forward: Bool) -> UIViewController? {
        guard let controller else { return nil }
        return forward ? controller.pageAfter : controller.pageBefore
    }

    // MARK: UIGestureRecognizerDelegate

    /// Tap: at an edge with a page beyond it. Pan: moving towards a side with a page.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let view = controller?.viewIfLoaded, controller?.isTurningByGesture == false else { return false }
        if gestureRecognizer === tap {
            guard let side = tapSide(at: tap.location(in: view)) else { return false }
            return page(forward: side) != nil
        }
        if gestureRecognizer === pan {
            var moved = along(pan.translation(in: view))
            if moved == 0 { moved = along(pan.velocity(in: view)) }
            guard moved != 0, moved.isFinite else { return false }
            guard page(forward: moved < 0) != nil else { return false }
            beginningForward = moved < 0
            return true
        }
        return true
    }

    // MARK: Actions

    private func handleTap(_ recognizer: UITapGestureRecognizer) {
        guard let controller, let view = controller.viewIfLoaded, let previous = controller.viewControllers?.first,
              let side = tapSide(at: recognizer.location(in: view)), let page = page(forward: side) else { return }
        let edge = side ? "trailing" : "leading"
        controller.gestureTurnWillBegin(to: page, cause: "tap at the \(edge) edge (pageCurl)")
        controller.gestureTurnDidEnd(to: page, previous: previous, completed: true, cause: "\(recognizer.traceName) recognized")
    }

    private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard let controller, let view = controller.viewIfLoaded else { return }
        switch recognizer.state {
        case .began:
            let moved = along(recognizer.translation(in: view))
            let forward = beginningForward ?? ((moved != 0 ? moved : along(recognizer.velocity(in: view))) < 0)
            beginningForward = nil
            guard let previous = controller.viewControllers?.first, let page = page(forward: forward) else { return }
            panTurn = (page, previous, forward)
            controller.gestureTurnWillBegin(to: page, cause: "pan \(forward ? "forward" : "back") (pageCurl)")
        case .ended, .cancelled, .failed:
            guard let turn = panTurn else { return }
            panTurn = nil
            let sign: CGFloat = turn.forward ? -1 : 1
            let distance = along(recognizer.translation(in: view)) * sign
            let speed = along(recognizer.velocity(in: view)) * sign
            let completes = recognizer.state == .ended && (distance > length / 2 || speed > Self.completingSpeed)
            let why = recognizer.state != .ended ? "\(recognizer.traceName) cancelled"
                : completes ? "lifted past half the page or fast towards the turn" : "lifted short of half the page, slowly"
            controller.gestureTurnDidEnd(to: turn.page, previous: turn.previous, completed: completes, cause: why)
        default:
            break
        }
    }
}
