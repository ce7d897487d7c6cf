import Foundation

/// A navigation transition left half done: the "frozen screen" that real apps hit (issue 13 §3;
/// ProfileDecisions V13).
///
/// UIKit has two well-reported ways into it, both reproduced rather than hidden, so a test can
/// show the bug and its fix:
/// - a back swipe that begins on the root controller, which only an app that replaced the pop
///   recogniser's delegate without a `viewControllers.count > 1` guard allows (iOS 7–13;
///   SwipeBack #3, Signal-iOS PR #3540, react-native-navigation PR #5863);
/// - a back swipe whose recogniser is disabled (`isEnabled = false`) from the appearance callbacks
///   of its own start, typically the revealed controller's `viewWillAppear`; the popped controller
///   has already left `viewControllers` but its view stays on top (RickeyBoy's note, 2020;
///   AMScrollingNavbar #289 on iOS 11).
///
/// Frozen, the navigation controller's view stops taking touches (`isUserInteractionEnabled` is
/// turned off, so hit-testing passes it by) and push, pop and `setViewControllers` are refused with
/// an error line naming the cause. Nothing unfreezes it: on devices the app had to be restarted.
extension UINavigationController {
    /// Why the navigation controller is frozen, or `nil`.
    public var frozenCause: String? { frozenReason }

    func freeze(_ cause: String) {
        guard frozenReason == nil else { return }
        frozenReason = cause
        interactive = nil
        viewIfLoaded?.isUserInteractionEnabled = false
        traceSink?.record(.error, traceName, "navigation frozen: its view ignores touches; push and pop are refused",
                          cause: cause)
    }

    /// Freezes when a callback of the interactive pop's start (`where`) turned the back-swipe
    /// recogniser off: its cancellation arrives after the start, with the popped controller
    /// already off the stack.
    func popDisabled(during place: String, from: UIViewController, to: UIViewController) -> Bool {
        guard !popRecognizer.isEnabled || popRecognizer.state == .cancelled else { return false }
        freeze("the back-swipe recogniser was disabled from \(place) while its transition was starting: "
               + "\(to.traceName) is on top of the stack, \(from.traceName)'s view stays on screen and the "
               + "transition can neither finish nor cancel")
        return true
    }

    /// Refuses `what` while frozen, with an error line naming the cause.
    func refusedWhileFrozen(_ what: String) -> Bool {
        guard let frozenReason else { return false }
        recordError("\(what) refused: the navigation controller is frozen (\(frozenReason))")
        return true
    }
}
