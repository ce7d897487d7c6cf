import Foundation

/// One animated push or pop under way (UIKitPiecesDecisions K4–K6).
final class NavigationTransition {
    /// `push B`, `pop to A`: what the trace calls the transition.
    let operation: String
    let from: UIViewController?
    let to: UIViewController?
    /// The reason the application ignores touches meanwhile, as the trace gives it.
    let ignoringCause: String
    var timer: VirtualTimer?

    init(operation: String, from: UIViewController?, to: UIViewController?, ignoringCause: String) {
        self.operation = operation; self.from = from; self.to = to; self.ignoringCause = ignoringCause
    }
}

extension UINavigationController {
    /// Whether an animated push or pop is under way.
    var isTransitioning: Bool { runningTransition != nil }

    /// Starts an animated transition on screen (UIKit's sliding push and pop).
    ///
    /// UIKit's rules, as Touchstone applies them:
    /// - The stack changes at once; `viewWillDisappear`/`viewWillAppear` and the delegate's
    ///   `willShow` come at once, `viewDidDisappear`/`viewDidAppear` and `didShow` when the
    ///   animation ends, after ``transitionDuration`` (0.35 s) on the virtual clock. The incoming
    ///   view is in place from the start (the model frame, as K2); the outgoing one leaves the
    ///   window at the end (UIKitPiecesDecisions K4).
    /// - Meanwhile the application ignores every new touch, in every window, as UIKit's transition
    ///   view does by default (`UITransitionView` sets the application to ignore interaction
    ///   events when a transition starts, decompiled iOS 18.2 UIKitCore; a device report: a
    ///   double tap on a button that pushes cannot push twice, wangling.me 2012 "Some taps you
    ///   don't want"). Touches already down go on (rules §0.3; UIKitPiecesDecisions K4).
    /// - A push while it runs waits and happens when it ends (rules §9.4, NavigationDecisions N11); a pop or
    ///   `setViewControllers` while it runs is refused with an error line (K5).
    func beginTimedTransition(from old: UIViewController?, to new: UIViewController?, isPop: Bool, on device: Device) {
        let operation = (isPop ? "pop to " : "push ") + (new?.traceName ?? "nothing")
        let cause = "navigation transition of \(traceName): \(operation)"
        let transition = NavigationTransition(operation: operation, from: old, to: new, ignoringCause: cause)
        runningTransition = transition
        new?.loadViewIfNeeded()
        old?.beginAppearanceTransition(false, animated: true)
        new?.beginAppearanceTransition(true, animated: true)
        if let new { delegate?.navigationController(self, willShow: new, animated: true) }
        if let new { install(new, below: isPop ? old : nil) }
        let application = device.application
        application.beginIgnoringInteractionEvents(because: cause)
        traceSink?.record(.lifecycle, traceName,
                          "transition began (\(operation), \(String(format: "%.2f", transitionDuration)) s, touches ignored)")
        transition.timer = device.schedule(after: transitionDuration, name: "navigation transition") { [weak self, weak application] in
            application?.endIgnoringInteractionEvents(because: cause)
            self?.finishTimedTransition(transition)
        }
    }

    /// The animation ended: the outgoing view leaves, the appearance callbacks end, `didShow`.
    private func finishTimedTransition(_ transition: NavigationTransition) {
        guard runningTransition === transition else { return }
        runningTransition = nil
        let container = viewIfLoaded
        traceSink?.record(.lifecycle, traceName, "transition ended (\(transition.operation))",
                          cause: "\(String(format: "%.2f", transitionDuration)) s animation finished")
        transition.from?.endAppearanceTransition()
        transition.to?.endAppearanceTransition()
        if let old = transition.from, old !== topViewController, old.isViewLoaded, let container,
           old.view.superview === container {
            old.view.removeFromSuperview()
            old.view.frame = container.bounds
        }
        if let new = transition.to { delegate?.navigationController(self, didShow: new, animated: true) }
        if !deferredPushes.isEmpty {
            let next = deferredPushes.removeFirst()
            pushViewController(next.controller, animated: next.animated)
        }
    }

    /// Keeps a push asked for while an animated transition runs, to happen when it ends, and says
    /// so in the trace; `false` when no transition runs.
    ///
    /// Devices push both screens when two buttons that push are pressed together or one is tapped
    /// twice quickly: iOS 7 (ionic-framework #436), iOS 11 (Radar 37068517, Radar 40729570),
    /// iOS 13–14 (WordPressAuthenticator-iOS #453), iOS 15 (cwa-app-ios PR #4660); the second push
    /// lands when the first transition ends, which is why `viewControllers` does not list it
    /// until then (Radar 44091459, iOS 11.4). No report shows a version refusing it (rules §9.4).
    func deferredDuringTransition(_ viewController: UIViewController, animated: Bool) -> Bool {
        guard let running = runningTransition else { return false }
        deferredPushes.append((viewController, animated))
        traceSink?.record(.lifecycle, traceName, "push \(viewController.traceName) deferred",
                          cause: "the animated \(running.operation) is still running; it happens when that ends (rules §9.4)")
        return true
    }

    /// Refuses `what` while an animated transition runs, with an error line naming the transition.
    ///
    /// UIKit does not queue the request: iOS 7 logged "nested push animation can result in
    /// corrupted navigation bar" and left the bar broken (device logs quoted by developers, e.g.
    /// the KTJPushQueueForNavigation README); recent iOS raises `NSInternalInconsistencyException`
    /// from `pushViewController:transition:forceImmediate:` (NetNewsWire's source waits for the
    /// transition coordinator to avoid it). Touchstone refuses and records why (UIKitPiecesDecisions K5).
    func refusedDuringTransition(_ what: String) -> Bool {
        guard let running = runningTransition else { return false }
        recordError("\(what) refused: the animated \(running.operation) is still running "
                    + "(UIKit: nested push/pop animation; wait for didShow or the transition coordinator)")
        return true
    }
}
