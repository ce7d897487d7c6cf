import Foundation

// Which recognisers may add a failure requirement beyond `require(toFail:)` (PerformanceDecisions F16).
extension UIGestureRecognizer {
    /// Whether a failure requirement or a simultaneity question involving this recogniser may get
    /// an answer other than the base class's `false`: it has (had) a delegate, or its class is
    /// not one of Touchstone's own, so a client subclass may override `shouldRequireFailure(of:)`
    /// or `shouldBeRequiredToFail(by:)`. A pair of recognisers neither of which may answer
    /// requires nothing of each other beyond `require(toFail:)`, so it is never asked: the
    /// arbiter looks only at the static edges and at the recognisers that may answer
    /// (`GestureArbiter+Answers.swift`, PerformanceDecisions F16).
    var mayRequireDynamically: Bool { mayHaveDelegate || !hasStockRequirementHooks }

    /// Whether this recogniser's class is one of Touchstone's own, none of which overrides the
    /// dynamic requirement hooks (found on first use; a class never changes).
    final var hasStockRequirementHooks: Bool {
        if hooksKind == 0 {
            hooksKind = Self.stockHookClasses.contains(ObjectIdentifier(type(of: self))) ? 1 : 2
        }
        return hooksKind == 1
    }
    static let stockHookClasses: [ObjectIdentifier] = [
        ObjectIdentifier(UIGestureRecognizer.self), ObjectIdentifier(UITapGestureRecognizer.self),
        ObjectIdentifier(UIPanGestureRecognizer.self), ObjectIdentifier(UILongPressGestureRecognizer.self),
        ObjectIdentifier(UISwipeGestureRecognizer.self), ObjectIdentifier(UIPinchGestureRecognizer.self),
        ObjectIdentifier(UIRotationGestureRecognizer.self), ObjectIdentifier(UIScreenEdgePanGestureRecognizer.self),
        ObjectIdentifier(UIScrollViewPanGestureRecognizer.self), ObjectIdentifier(UIScrollViewPinchGestureRecognizer.self),
        ObjectIdentifier(UIScrollViewDelayedTouchesBeganGestureRecognizer.self),
        ObjectIdentifier(SwipeActionPanGestureRecognizer.self), ObjectIdentifier(InteractivePopGestureRecognizer.self),
        ObjectIdentifier(SystemGestureGate.self),
    ]
}
