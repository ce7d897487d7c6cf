import Foundation

/// One finger on the screen for its whole life (rules §3 T1–T3).
///
/// A touch is created at touch-down, hit-tested once, and bound to that `view` until it ends,
/// even when the finger leaves the view (rules H1). The same object is mutated on every event.
public final class UITouch: Hashable, CustomStringConvertible {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable, Codable, CustomStringConvertible {
        /// The finger touched down in this event.
        case began
        /// The finger moved in this event.
        case moved
        /// The finger is down and did not move in this event.
        case stationary
        /// The finger lifted in this event.
        case ended
        /// The system cancelled the touch.
        case cancelled
        /// A pointer entered a region (never used for fingers).
        case regionEntered
        /// A pointer moved in a region (never used for fingers).
        case regionMoved
        /// A pointer left a region (never used for fingers).
        case regionExited

        /// The phase's name (`began`, `moved`…).
        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .regionEntered: "regionEntered"
            case .regionMoved: "regionMoved"
            case .regionExited: "regionExited"
            }
        }
    }

    /// What made the touch; every simulated touch is `.direct`.
    public enum TouchType: Int, Sendable, Codable {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen (a remote).
        case indirect
        /// Apple Pencil.
        case pencil
        /// A pointer (mouse or trackpad).
        case indirectPointer
    }

    /// Touchstone's name for the finger that made this touch (the `id:` given to the device).
    public let fingerID: Int
    /// The fields every event reads and writes (`TouchFields`, below), reached through the
    /// accessor pairs at the end of this file.
    let fields: TouchFields
    /// The touch's phase in the current event.
    public internal(set) var phase: Phase {
        get { phaseStorage }
        _modify { yield &phaseStorage }
    }
    /// Seconds of virtual time of the last change.
    public internal(set) var timestamp: TimeInterval {
        get { timestampStorage }
        _modify { yield &timestampStorage }
    }
    /// Quick successive taps at about the same place: 1, 2, 3… (rules T3: ≤ 0.35 s, ≤ 45 pt).
    public internal(set) var tapCount: Int {
        get { tapCountStorage }
        _modify { yield &tapCountStorage }
    }
    /// What made the touch (always `.direct` for a simulated finger).
    public internal(set) var type: TouchType {
        get { typeStorage }
        _modify { yield &typeStorage }
    }
    /// The hit-test view, fixed for the touch's life (rules H1). `nil` when nothing was hit (H9).
    public internal(set) var view: UIView? {
        get { viewStorage }
        _modify { yield &viewStorage }
    }
    /// The window of the hit view, held strongly as in UIKit (a window outlives its touches anyway:
    /// the application keeps every window it showed).
    public internal(set) var window: UIWindow? {
        get { windowStorage }
        _modify { yield &windowStorage }
    }
    /// The recognisers that accepted this touch at touch-down, in delivery order (rules §4.7).
    public internal(set) var gestureRecognizers: [UIGestureRecognizer] {
        get { gestureRecognizersStorage }
        _modify { yield &gestureRecognizersStorage }
    }

    /// Where the finger came down, in window coordinates.
    let startLocationInWindow: CGPoint
    init(fingerID: Int, location: CGPoint, timestamp: TimeInterval, window: UIWindow?) {
        self.fingerID = fingerID
        self.startLocationInWindow = location
        fields = TouchFields(location: location, timestamp: timestamp, window: window)
    }

    /// A touch over `fields`, set up for it (`TouchFields.reuse`; `Device.touchFields`).
    init(fingerID: Int, location: CGPoint, fields: TouchFields) {
        self.fingerID = fingerID
        self.startLocationInWindow = location
        self.fields = fields
    }

    /// The fields may be reused by a later touch: they stop holding what this touch held.
    deinit { fields.releaseReferences() }

    /// The current location in `view`'s coordinates (`nil`: the window's).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: window)
    }

    /// The location at the previous event that moved this touch, in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: window)
    }

    /// True once the touch has ended or been cancelled.
    public var isFinished: Bool {
        switch phase { case .ended, .cancelled: true; default: false }
    }

    /// Touches are equal when they are the same object.
    public static func == (l: UITouch, r: UITouch) -> Bool { l === r }
    /// Hashes the object's identity.
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

    /// The finger id, phase and location, for debugging.
    public var description: String {
        "UITouch(finger \(fingerID), \(phase), at \(locationInWindow.x),\(locationInWindow.y))"
    }
}

/// How far a touch has got with its view (rules T1: began, moved*, then exactly one of ended/cancelled).
enum ViewDeliveryState {
    /// The view has not heard of the touch yet.
    case notStarted
    /// `touchesBegan` was delivered; moves flow.
    case active
    /// `touchesEnded` or `touchesCancelled` was delivered, or the touch was dropped or filtered.
    case finished
}

/// A phase of a touch kept back from its view, with the touch's values at that moment.
struct HeldPhase {
    var phase: UITouch.Phase
    var location: CGPoint
    var previousLocation: CGPoint
    var timestamp: TimeInterval
}

/// A touch's fields that every event reads and writes, in an object of their own so that a new
/// touch reuses a gone touch's fields and the storage of their lists (`Device.touchFieldsPool`):
/// a touch sequence then allocates only its `UITouch` (Sources/Touchstone/Touchstone.docc/Performance.md round 15).
// Safety: unchecked storage, reached only through `UITouch`'s accessor pairs below
// (Sources/Touchstone/Touchstone.docc/Performance.md, "Unchecked storage"; listed in `UnsafeConstructsTests`).
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
    @exclusivity(unchecked) var coalescedSamples: [(location: CGPoint, timestamp: TimeInterval)] = []

    init(location: CGPoint, timestamp: TimeInterval, window: UIWindow?) {
        unsafe locationInWindow = location
        unsafe previousLocationInWindow = location
        unsafe self.timestamp = timestamp
        unsafe self.window = window
    }

    /// The fields of a new touch, in an object whose touch is gone (`Device.touchFields`): every
    /// field as `init` sets it; the lists keep their storage.
    func reuse(location: CGPoint, timestamp: TimeInterval, window: UIWindow?) {
        unsafe sequence = 0
        unsafe phase = .began
        unsafe self.timestamp = timestamp
        unsafe tapCount = 1
        unsafe type = .direct
        unsafe view = nil
        unsafe self.window = window
        unsafe gestureRecognizers.clearKeepingCapacity()
        unsafe locationInWindow = location
        unsafe previousLocationInWindow = location
        unsafe viewState = .notStarted
        unsafe held.clearKeepingCapacity()
        unsafe claimedBy = nil
        unsafe ignoredBy.clearKeepingCapacity()
        unsafe settleMark = 0
    }

    /// Lets go of the objects the fields hold, when their touch goes away (`UITouch.deinit`):
    /// fields kept for reuse must not keep a view, window or recogniser alive.
    func releaseReferences() {
        unsafe view = nil
        unsafe window = nil
        unsafe claimedBy = nil
        if unsafe !gestureRecognizers.isEmpty { unsafe gestureRecognizers.clearKeepingCapacity() }
        if unsafe !held.isEmpty { unsafe held.clearKeepingCapacity() }
    }
}

extension UITouch {
    // The accessor pairs of `fields`: the storage of the public properties above (documented
    // there), then the engine's own.
    var phaseStorage: UITouch.Phase {
        get { unsafe fields.phase } _modify { yield unsafe &fields.phase }
    }
    var timestampStorage: TimeInterval {
        get { unsafe fields.timestamp } _modify { yield unsafe &fields.timestamp }
    }
    var tapCountStorage: Int {
        get { unsafe fields.tapCount } _modify { yield unsafe &fields.tapCount }
    }
    var typeStorage: UITouch.TouchType {
        get { unsafe fields.type } _modify { yield unsafe &fields.type }
    }
    var viewStorage: UIView? {
        get { unsafe fields.view } _modify { yield unsafe &fields.view }
    }
    var windowStorage: UIWindow? {
        get { unsafe fields.window } _modify { yield unsafe &fields.window }
    }
    var gestureRecognizersStorage: [UIGestureRecognizer] {
        get { unsafe fields.gestureRecognizers } _modify { yield unsafe &fields.gestureRecognizers }
    }

    /// Touch-down order on the device; orders touches in events and recogniser lists.
    var sequence: Int {
        get { unsafe fields.sequence }
        _modify { yield unsafe &fields.sequence }
    }
    /// The current location, in window coordinates.
    var locationInWindow: CGPoint {
        get { unsafe fields.locationInWindow }
        _modify { yield unsafe &fields.locationInWindow }
    }
    /// The location at the previous event that moved the touch, in window coordinates.
    var previousLocationInWindow: CGPoint {
        get { unsafe fields.previousLocationInWindow }
        _modify { yield unsafe &fields.previousLocationInWindow }
    }
    /// How far the touch's view has heard of it (view-delivery bookkeeping, owned by the arbiter).
    var viewState: ViewDeliveryState {
        get { unsafe fields.viewState }
        _modify { yield unsafe &fields.viewState }
    }
    /// Phases waiting to reach the view, oldest first (withheld by `delays…` recognisers).
    var held: [HeldPhase] {
        get { unsafe fields.held }
        _modify { yield unsafe &fields.held }
    }
    /// The recogniser whose recognition with `cancelsTouchesInView` took this touch from its view.
    /// Strong (no side table for the recogniser, PerformanceDecisions F6): the recogniser lets go of the
    /// touch at reset, so the two never keep each other alive for longer than a gesture.
    var claimedBy: UIGestureRecognizer? {
        get { unsafe fields.claimedBy }
        _modify { yield unsafe &fields.claimedBy }
    }
    /// Recognisers that called `ignore(_:for:)` on this touch: it is never cancelled on their behalf.
    var ignoredBy: [ObjectIdentifier] {
        get { unsafe fields.ignoredBy }
        _modify { yield unsafe &fields.ignoredBy }
    }
    /// The arbiter's drain generation that last listed this touch (each touch settles once per drain).
    var settleMark: Int {
        get { unsafe fields.settleMark }
        _modify { yield unsafe &fields.settleMark }
    }
    /// The digitiser's samples of this turn, oldest first, in window coordinates, when a varied
    /// gesture delivers several per display frame (`UIEvent.coalescedTouches(for:)`); empty
    /// otherwise, and after the turn (HumanGestureDecisions HG6). Among the unchecked fields so
    /// that a recogniser can ask on every move whether there are any for a load, not a run-time
    /// exclusivity check (HumanGestureDecisions HG15).
    var coalescedSamples: [(location: CGPoint, timestamp: TimeInterval)] {
        get { unsafe fields.coalescedSamples }
        _modify { yield unsafe &fields.coalescedSamples }
    }
    /// Whether this turn delivers more than one digitiser sample of the touch: the one check a
    /// recogniser makes before reading `coalescedSamples` (a load and a compare, no copy).
    var carriesCoalescedSamples: Bool { unsafe fields.coalescedSamples.count > 1 }
}
