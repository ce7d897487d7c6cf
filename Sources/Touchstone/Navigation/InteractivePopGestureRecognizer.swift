import Foundation

/// The navigation controller's back-swipe recogniser (UIKit's private
/// `_UIParallaxTransitionPanGestureRecognizer`, a left-edge `UIScreenEdgePanGestureRecognizer`;
/// rules §9.1).
///
/// - Inherits the edge pan's rules (rules §6.7): one finger, `delaysTouchesBegan = true` (a touch
///   it holds reaches its view only if it fails), begins once the finger is `hysteresis` (15 pt)
///   from an edge start moving away from the edge, fails at once for a touch that starts
///   outside its region.
/// - Its region depends on the policy (`InteractivePopPolicy`): 13 pt from the left edge
///   (`.backSwipeBeatsScrollView`, iOS 15 on), or the left half of the view
///   (`.scrollViewBeatsBackSwipe`, iOS 11–14, seed 000). Under the latter a touch from the left
///   half but outside the 13 pt band is held yet can never begin a pop: it fails when the finger
///   travels 15 pt (its trace still says "legacy policy", the wording examples print).
/// - A held finger that has not travelled 15 pt within `maximumStationaryDuration` (0.25 s)
///   fails it, releasing the touch: a press at the left of a bottom button reaches the button
///   0.25 s late (seed 000 problem 2; NavigationDecisions N2).
///
/// The delegate decides the rest (`NavigationInteractiveTransition` by default: bars, root
/// controller, direction, and `.backSwipeBeatsScrollView`'s "others wait for me" requirement).
final class InteractivePopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    /// The navigation controller whose back swipe this is.
    weak var navigationController: UINavigationController?

    /// The current touch started in the 13 pt edge band and has not failed as an edge swipe: it
    /// is still possible, or it began — also within the same touch event in which another
    /// recogniser reaches its own threshold, which then waits for the back swipe and fails
    /// (ProfileDecisions V16).
    var isEdgeFeatureAlive: Bool {
        isInEdgeBand && (currentState == .possible || currentState == .began || currentState == .changed)
    }
    private var isInEdgeBand = false
    private var startLocation: CGPoint = .zero

    var parameters: InteractivePopParameters { navigationController?.interactivePopParameters ?? InteractivePopParameters() }
    var policy: InteractivePopPolicy { navigationController?.interactivePopPolicy ?? DeviceProfile.newest.interactivePopPolicy }

    override init() {
        super.init()
        edges = .left
        name = "interactivePop"
    }

    /// From iOS 14 (13.4 on devices) the back swipe refuses touches while only the root
    /// controller is on the stack, whatever its delegate (rules D14's private gate); before, only
    /// the default delegate checked it (``DeviceProfile/popRootCheckOnlyInDefaultDelegate``).
    ///
    /// While UIKit's own delegate is in place, a top controller whose navigation item hides the back
    /// button — `hidesBackButton`, or left items that replace it — gets no back swipe, on every
    /// version from iOS 7 to iOS 26 (rules §9.3). Replacing the delegate, or setting it to `nil`,
    /// is the reported way to bring the swipe back.
    override func refusal(of touch: UITouch) -> String? {
        if let r = super.refusal(of: touch) { return r }
        guard let nav = navigationController else { return nil }
        if nav.viewControllers.count <= 1, !nav.deviceProfile.popRootCheckOnlyInDefaultDelegate {
            return "only the root controller is on the stack (UIKit's own check, kept whatever the delegate)"
        }
        if delegate is NavigationInteractiveTransition, let top = nav.topViewController,
           let why = Self.backButtonHiddenReason(top.navigationItem) {
            return "\(top.traceName)'s navigation item \(why): UIKit's pop delegate allows no back swipe without the back button (rules §9.3)"
        }
        return nil
    }

    /// Why `item` shows no back button, or `nil` when it shows one (or would, over a controller).
    static func backButtonHiddenReason(_ item: UINavigationItem) -> String? {
        if item.hidesBackButton { return "hides its back button" }
        if let left = item.leftBarButtonItems, !left.isEmpty, !item.leftItemsSupplementBackButton {
            return "replaces the back button with a left bar button item"
        }
        return nil
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let isFirst = trackedTouches.count == touches.count
        let p = parameters
        let width = view?.bounds.width ?? 0
        edgeHysteresis = p.hysteresis
        edgeRegionSize = policy == .scrollViewBeatsBackSwipe ? max(p.edgeRegionWidth, width * p.heldRegionFraction) : p.edgeRegionWidth
        super.touchesBegan(touches, with: event)
        guard isFirst, currentState == .possible, let touch = trackedTouches.first else { return }
        startLocation = touch.location(in: view)
        isInEdgeBand = startLocation.x < p.edgeRegionWidth
        startTimer(after: p.maximumStationaryDuration, name: "stationary") { [unowned self] in
            guard self.currentState == .possible else { return }
            self.setState(.failed, because: "held \(p.maximumStationaryDuration) s without moving \(fmt(p.hysteresis)) pt")
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if currentState == .possible, !isInEdgeBand, let touch = trackedTouches.first,
           startLocation.distance(to: touch.location(in: view)) >= parameters.hysteresis {
            setState(.failed, because: "moved \(fmt(parameters.hysteresis)) pt from x = \(fmt(startLocation.x)), "
                     + "outside the \(fmt(parameters.edgeRegionWidth)) pt edge band (legacy policy)")
            return
        }
        super.touchesMoved(touches, with: event)
    }

    override func reset() {
        super.reset()
        isInEdgeBand = false
        startLocation = .zero
    }
}
