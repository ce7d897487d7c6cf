import Foundation

/// A scroll view is the delegate of its own `panGestureRecognizer` and `pinchGestureRecognizer`,
/// as in UIKit (rules §8.1; Docs/Decisions.md V11).
///
/// Its answers are its own methods, so a subclass changes what its recognisers do by overriding
/// them: `gestureRecognizerShouldBegin(_:)` (inherited from `UIView`, asked both as the view under
/// the touch and as the delegate) and ``UIScrollView/gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)``.
/// The other delegate questions keep UIKit's defaults. Assigning another delegate to either
/// recogniser is refused (see ``UIGestureRecognizer/delegate``).
extension UIScrollView: UIGestureRecognizerDelegate {}
