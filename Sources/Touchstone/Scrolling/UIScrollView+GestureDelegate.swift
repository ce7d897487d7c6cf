import Foundation

/// A scroll view is the delegate of its own `panGestureRecognizer` and `pinchGestureRecognizer`,
/// as in UIKit (rules §8.1; ProfileDecisions V11, PortingDecisions U13).
///
/// UIKit declares that conformance privately, so app code makes a scroll view's pan simultaneous
/// the UIKit way — a subclass that adopts `UIGestureRecognizerDelegate` itself and implements
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` without `override`. Swift rejects a
/// conformance a superclass already declares, so `UIScrollView` declares none here either:
/// - a subclass that adopts the protocol is its recognisers' delegate, and its methods answer;
/// - a plain scroll view's recognisers get this stand-in, which answers as the scroll view does
///   (`gestureRecognizerShouldBegin(_:)` is the view's own, UIKit's defaults elsewhere).
/// Assigning another delegate to either recogniser is UIKit's exception (see
/// ``UIGestureRecognizer/delegate``).
final class ScrollViewOwnGestureDelegate: UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?

    init(scrollView: UIScrollView) { self.scrollView = scrollView }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        scrollView?.gestureRecognizerShouldBegin(gestureRecognizer) ?? true
    }
}

extension UIScrollView {
    /// The delegate the scroll view's own recognisers keep: the scroll view itself when its class
    /// adopts `UIGestureRecognizerDelegate`, else its stand-in.
    var ownGestureDelegate: UIGestureRecognizerDelegate {
        (self as AnyObject) as? UIGestureRecognizerDelegate ?? gestureDelegateStandIn
    }
}
