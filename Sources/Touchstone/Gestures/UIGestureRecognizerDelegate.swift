import Foundation

/// The five decisions an app can make about a recogniser (rules §5.5, A24). Every method has a
/// default in the protocol extension, so a conforming type implements only what it needs — as the
/// seeds' controllers do.
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Asked when the recogniser tries to leave `.possible`; `false` makes it fail (rules §4.5).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asked before the recogniser sees a new touch; `false` hides the touch from it for good (rules §4.7).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Asked before `shouldReceive touch:` with the whole event (iOS 13.4).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
    /// `true` from either recogniser's delegate lets both recognise together (rules §5.2 rule 4).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// `true` makes `gestureRecognizer` wait for `otherGestureRecognizer` to fail (rules §5.3, dynamic).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// `true` makes `otherGestureRecognizer` wait for `gestureRecognizer` to fail (rules §5.3, dynamic).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// `true`: the recogniser may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// `true`: the recogniser receives every touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    /// `true`: the recogniser receives every event.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
    /// `false`: the two may not recognise together.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// `false`: no dynamic failure requirement.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// `false`: no dynamic failure requirement.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
