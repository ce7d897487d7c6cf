import Foundation

// The engine's hot fields, with their exclusivity unchecked, in one place.
//
// Safety: Swift checks at run time that no two accesses to a class's stored property overlap
// when one of them writes; `@exclusivity(unchecked)` removes that check. It is sound here because
// (1) a device and everything on it is used from one thread at a time (Decisions R8, checked by
// `Device`'s thread check and the ThreadSanitizer run of Docs/Robustness.md), and (2) no field
// below is ever passed `inout` to code that could reach the same field again: the engine reads
// and writes them with plain assignments, and the `_modify` forwarders yield them only to the
// standard library's in-place mutations (`append`, `removeAll`…), which run no client code.
// Measured (Docs/Performance.md round 8): with these checks on, an event of the reference scene
// costs 3.7× the instructions (13,956 instead of 3,734, 65 checks per event).
// Tests: the whole suite, the ASan and TSan runs in Docs/Robustness.md.

/// A touch's fields that every event reads and writes; each is documented where `UITouch`
/// forwards it.
final class TouchFields {
    @exclusivity(unchecked) var sequence = 0
    @exclusivity(unchecked) var phase: UITouch.Phase = .began
    @exclusivity(unchecked) var timestamp: TimeInterval
    @exclusivity(unchecked) var tapCount = 1
    @exclusivity(unchecked) var type: UITouch.TouchType = .direct
    @exclusivity(unchecked) var view: UIView?
    @exclusivity(unchecked) var window: UIWindow?
    @exclusivity(unchecked) var gestureRecognizers: [UIGestureRecognizer] = []
    @exclusivity(unchecked) var locationInWindow: CGPoint
    @exclusivity(unchecked) var previousLocationInWindow: CGPoint
    @exclusivity(unchecked) var viewState: ViewDeliveryState = .notStarted
    @exclusivity(unchecked) var held: [HeldPhase] = []
    @exclusivity(unchecked) var claimedBy: UIGestureRecognizer?
    @exclusivity(unchecked) var ignoredBy: [ObjectIdentifier] = []
    @exclusivity(unchecked) var settleMark = 0

    init(location: CGPoint, timestamp: TimeInterval, window: UIWindow?) {
        locationInWindow = location
        previousLocationInWindow = location
        self.timestamp = timestamp
        self.window = window
    }
}

extension UITouch {
    /// Touch-down order on the device; orders touches in events and recogniser lists.
    var sequence: Int {
        get { fields.sequence }
        _modify { yield &fields.sequence }
    }
    /// The current location, in window coordinates.
    var locationInWindow: CGPoint {
        get { fields.locationInWindow }
        _modify { yield &fields.locationInWindow }
    }
    /// The location at the previous event that moved the touch, in window coordinates.
    var previousLocationInWindow: CGPoint {
        get { fields.previousLocationInWindow }
        _modify { yield &fields.previousLocationInWindow }
    }
    /// How far the touch's view has heard of it (view-delivery bookkeeping, owned by the arbiter).
    var viewState: ViewDeliveryState {
        get { fields.viewState }
        _modify { yield &fields.viewState }
    }
    /// Phases waiting to reach the view, oldest first (withheld by `delays…` recognisers).
    var held: [HeldPhase] {
        get { fields.held }
        _modify { yield &fields.held }
    }
    /// The recogniser whose recognition with `cancelsTouchesInView` took this touch from its view.
    /// Strong (no side table for the recogniser, Decisions F6): the recogniser lets go of the
    /// touch at reset, so the two never keep each other alive for longer than a gesture.
    var claimedBy: UIGestureRecognizer? {
        get { fields.claimedBy }
        _modify { yield &fields.claimedBy }
    }
    /// Recognisers that called `ignore(_:for:)` on this touch: it is never cancelled on their behalf.
    var ignoredBy: [ObjectIdentifier] {
        get { fields.ignoredBy }
        _modify { yield &fields.ignoredBy }
    }
    /// The arbiter's drain generation that last listed this touch (each touch settles once per drain).
    var settleMark: Int {
        get { fields.settleMark }
        _modify { yield &fields.settleMark }
    }
}
