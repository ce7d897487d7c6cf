import Foundation

/// The navigation controller's content back swipe of iOS 26 (UIKit's
/// `interactiveContentPopGestureRecognizer`; rules §9.5).
///
/// - A one-finger pan on the navigation controller's view that pops the top controller when the
///   finger first moves horizontally, leading to trailing (left to right), anywhere in the
///   content: it begins at the pan's 10 pt hysteresis when the movement is more horizontal than
///   vertical and rightward, and fails when it is not.
/// - A touch that lands in the edge back swipe's 13 pt band is the edge recogniser's
///   (`interactivePopGestureRecognizer`): the content swipe covers the cases the edge one does
///   not (Apple's documentation of the property).
/// - It exists on an iOS 26 device running an app linked on the iOS 26 SDK
///   (``Device/usesContentBackSwipe``); the navigation controller attaches it to its view when it
///   appears on such a device. On any other device it is never attached and touches never reach
///   it.
/// - Its delegate is the edge swipe's (`NavigationInteractiveTransition`): no touches while only
///   the root controller is on the stack, during a pop, or on the visible bars. It holds no
///   touches (`delaysTouchesBegan` false), so the views under the finger see it at once.
/// - Its `name` is Touchstone's trace name, `interactiveContentPop` (UIKit's recogniser reports
///   `UINavigationController.contentSwipe`, rules P30; the edge swipe is `interactivePop` here for
///   the same reason). Right-to-left layouts, where UIKit pops on a leftward pan, are not modelled.
/// - Against a horizontal scroll view under the finger the scroll view's pan, deeper, wins the
///   tie on the sample where both reach 10 pt (rules §5.4): the full-width swipe does not work
///   over horizontal carousels and pagers (observed, rules P30).
final class InteractiveContentPopGestureRecognizer: UIPanGestureRecognizer {
    /// The navigation controller whose back swipe this is.
    weak var navigationController: UINavigationController?

    override init() {
        super.init()
        maximumNumberOfTouches = 1
        name = "interactiveContentPop"
    }

    /// No touches while only the root controller is on the stack, whatever the delegate (as the
    /// edge swipe from iOS 14, rules D14); a touch in the edge band belongs to the edge back
    /// swipe; a navigation item without a back
    /// button stops the content swipe as it stops the edge one while UIKit's delegate is in place
    /// (rules §9.3, P26: pocket-casts-ios on iOS 26).
    override func refusal(of touch: UITouch) -> String? {
        guard let nav = navigationController else { return nil }
        if nav.viewControllers.count <= 1 {
            return "only the root controller is on the stack (UIKit's own check, kept whatever the delegate)"
        }
        let edgeBand = nav.interactivePopParameters.edgeRegionWidth
        if touch.location(in: nav.view).x < edgeBand {
            return "the touch began in the \(fmt(edgeBand)) pt edge band, the edge back swipe's (rules §9.5)"
        }
        if delegate is NavigationInteractiveTransition, let top = nav.topViewController,
           let why = InteractivePopGestureRecognizer.backButtonHiddenReason(top.navigationItem) {
            return "\(top.traceName)'s navigation item \(why): UIKit's pop delegate allows no back swipe without the back button (rules §9.3)"
        }
        return nil
    }

    /// Begins at the hysteresis only for a movement more horizontal than vertical and rightward;
    /// any other movement that far fails it.
    override func shouldBegin(withTranslation t: CGPoint) -> Bool {
        guard t.x.magnitude >= hysteresis || t.y.magnitude >= hysteresis else { return false }
        if t.x > 0 && t.x.magnitude > t.y.magnitude { return true }
        setState(.failed, because: "moved \(fmt(max(t.x.magnitude, t.y.magnitude))) pt, not mostly rightward")
        return false
    }

    override func beginCause(for t: CGPoint) -> String {
        "moved \(fmt(t.x)) pt rightward, reaching the \(fmt(hysteresis)) pt threshold"
    }
}
