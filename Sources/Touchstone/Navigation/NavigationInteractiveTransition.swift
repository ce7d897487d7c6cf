import Foundation

/// The interactive pop recogniser's default delegate and the driver of the back-swipe
/// transition (UIKit's private `_UINavigationInteractiveTransition`; rules §9.1, D14).
///
/// As delegate (replaceable: `interactivePopGestureRecognizer?.delegate = self`, and restorable by
/// assigning this object back — seeds 000 and 001 do both):
/// - `shouldReceive touch`: no while only the root controller is on the stack (rules CC48) or a
///   transition runs, and no for a touch that starts on the visible navigation bar or toolbar
///   (rules CC47 b).
/// - `gestureRecognizerShouldBegin`: translation.x ≥ 0 (a back swipe moves right).
/// - `shouldRecognizeSimultaneouslyWith`: never.
/// - `shouldBeRequiredToFailBy` (iOS 18 policy only): yes for every other recogniser sharing the
///   back swipe's touch, except the system gate, while the edge feature is alive, so other
///   recognisers wait for the back swipe (rules §9.1 "other recognisers wait for it", §5.3 "pairs
///   that share touches", CC49).
///
/// As target of the recogniser's actions it drives the pop: began → `viewWillDisappear` on the
/// top controller and `viewWillAppear` on the one below; changed → the top view follows the
/// finger; ended past `completionProgress` or with a fast rightward velocity → completes,
/// otherwise cancels (lifecycle in `UINavigationController`).
final class NavigationInteractiveTransition: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    // MARK: Delegate

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let nav = navigationController else { return false }
        if nav.viewControllers.count <= 1 || nav.isInteractivelyPopping { return false }
        let p = touch.location(in: nav.view)
        if let bar = nav.visibleNavigationBar, bar.frame.hitContains(p) { return false }
        if let toolbar = nav.visibleToolbar, toolbar.frame.hitContains(p) { return false }
        return true
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        return pan.translation(in: pan.view).x >= 0
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pop = gestureRecognizer as? InteractivePopGestureRecognizer, pop.policy == .backSwipeBeatsScrollView else { return false }
        if otherGestureRecognizer === pop || otherGestureRecognizer is SystemGestureGate { return false }
        guard pop.isEdgeFeatureAlive else { return false }
        return otherGestureRecognizer.attemptTouches.contains { t in pop.attemptTouches.contains { $0 === t } }
    }

    // MARK: Driving the transition

    func handlePop(_ recognizer: UIGestureRecognizer) {
        guard let nav = navigationController, let pop = recognizer as? InteractivePopGestureRecognizer else { return }
        switch recognizer.state {
        case .began:
            nav.beginInteractivePop()
        case .changed:
            nav.updateInteractivePop(progress: progress(of: pop, in: nav))
        case .ended:
            let p = pop.parameters
            let progress = progress(of: pop, in: nav)
            let vx = pop.velocity(in: nav.view).x
            let completes = vx >= p.completionVelocity || (progress > p.completionProgress && vx > -p.completionVelocity)
            let why = "lifted at \(Int((progress * 100).rounded())) % of the width, velocity \(fmt(vx)) pt/s"
            nav.finishInteractivePop(completed: completes, because: why)
        case .cancelled:
            nav.finishInteractivePop(completed: false, because: "back-swipe recogniser cancelled")
        default:
            break
        }
    }

    private func progress(of pop: UIPanGestureRecognizer, in nav: UINavigationController) -> CGFloat {
        let width = nav.view.bounds.width
        guard width > 0 else { return 0 }
        return min(1, max(0, pop.translation(in: nav.view).x / width))
    }
}
