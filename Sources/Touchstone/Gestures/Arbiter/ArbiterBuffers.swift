import Foundation


/// A `touches…` call waiting in the arbiter's outbox: the view, the phase, the touch as it was
/// when the phase happened, and why it is late or cancelled (for the trace).
struct ViewDelivery {
    let view: UIView
    let phase: UITouch.Phase
    let touch: UITouch
    let held: HeldPhase
    let cause: TraceCause?

    init(_ view: UIView, _ phase: UITouch.Phase, _ touch: UITouch, _ held: HeldPhase, _ cause: TraceCause?) {
        self.view = view; self.phase = phase; self.touch = touch; self.held = held; self.cause = cause
    }
}

/// A recogniser's touches of one turn split by phase, as the sets its `touches…` methods take,
/// for deliveries of several touches (one touch goes through `SingleTouchSets`). The arbiter keeps
/// one and refills it every delivery, so the sets' storage is reused.
final class PhaseSets {
    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    @exclusivity(unchecked) private var _began: ReusableTouchSet = ReusableTouchSet()
    var began: ReusableTouchSet { get { unsafe _began } _modify { yield unsafe &_began } }
    @exclusivity(unchecked) private var _moved: ReusableTouchSet = ReusableTouchSet()
    var moved: ReusableTouchSet { get { unsafe _moved } _modify { yield unsafe &_moved } }
    @exclusivity(unchecked) private var _ended: ReusableTouchSet = ReusableTouchSet()
    var ended: ReusableTouchSet { get { unsafe _ended } _modify { yield unsafe &_ended } }
    @exclusivity(unchecked) private var _cancelled: ReusableTouchSet = ReusableTouchSet()
    var cancelled: ReusableTouchSet { get { unsafe _cancelled } _modify { yield unsafe &_cancelled } }
    @exclusivity(unchecked) private var _hasBegan: Bool = false
    var hasBegan: Bool { get { unsafe _hasBegan } _modify { yield unsafe &_hasBegan } }
    @exclusivity(unchecked) private var _hasMoved: Bool = false
    var hasMoved: Bool { get { unsafe _hasMoved } _modify { yield unsafe &_hasMoved } }
    @exclusivity(unchecked) private var _hasEnded: Bool = false
    var hasEnded: Bool { get { unsafe _hasEnded } _modify { yield unsafe &_hasEnded } }
    @exclusivity(unchecked) private var _hasCancelled: Bool = false
    var hasCancelled: Bool { get { unsafe _hasCancelled } _modify { yield unsafe &_hasCancelled } }

    /// Sorts `touches` by phase: moved and stationary go together (rules §4.8).
    func fill(from touches: [UITouch]) {
        hasBegan = false; hasMoved = false; hasEnded = false; hasCancelled = false
        began.clear(); moved.clear(); ended.clear(); cancelled.clear()
        for t in touches {
            switch t.phase {
            case .began: began.insert(t); hasBegan = true
            case .moved, .stationary: moved.insert(t); hasMoved = true
            case .ended: ended.insert(t); hasEnded = true
            default: cancelled.insert(t); hasCancelled = true
            }
        }
    }
}

/// A `Set<UITouch>` refilled for every call it is passed to; a call carrying one touch gets that
/// touch's set from `SingleTouchSets` instead, so the set is not rebuilt.
struct ReusableTouchSet {
    var set: Set<UITouch> = []

    mutating func insert(_ touch: UITouch) { set.insert(touch) }

    mutating func clear() {
        if !set.isEmpty { set.removeAll(keepingCapacity: true) }
    }
}

/// The one-touch sets handed to `touches…` calls. Nearly every call carries a single touch, and
/// the same touch many times over (each recogniser and each view, every phase), so its set is
/// built once and passed again (no hashing, no allocation). A few sets are kept, one per recent
/// touch; the oldest is refilled for a new touch, in place when nobody else holds it. A client
/// that keeps a set it was given keeps its own copy (sets are values).
final class SingleTouchSets {
    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    /// The touch each set holds. Identities cannot be reused while listed: the set keeps its
    /// touch alive.
    @exclusivity(unchecked) private var _owners: [ObjectIdentifier] = []
    var owners: [ObjectIdentifier] { get { unsafe _owners } _modify { yield unsafe &_owners } }
    @exclusivity(unchecked) private var _sets: [Set<UITouch>] = []
    var sets: [Set<UITouch>] { get { unsafe _sets } _modify { yield unsafe &_sets } }
    @exclusivity(unchecked) private var _nextSlot: Int = 0
    var nextSlot: Int { get { unsafe _nextSlot } _modify { yield unsafe &_nextSlot } }
    /// The touch whose set was filled last, and that set (the same storage as its slot in
    /// `sets`): most deliveries ask for it (one finger down at a time), and get it without
    /// indexing the lists (Sources/Touchstone/Touchstone.docc/Performance.md round 18). The slot a new touch refills is
    /// never this one (the oldest of four), so refilling stays in place.
    @exclusivity(unchecked) private var _newestOwner: ObjectIdentifier?
    var newestOwner: ObjectIdentifier? { get { unsafe _newestOwner } _modify { yield unsafe &_newestOwner } }
    @exclusivity(unchecked) private var _newestSet: Set<UITouch> = []
    var newestSet: Set<UITouch> { get { unsafe _newestSet } _modify { yield unsafe &_newestSet } }
    private static let capacity = 4

    /// The one-touch set of `touch`. The newest touch's (nearly every call) is answered in the
    /// caller, without a call; any other goes to `setLookingUp(for:)` (PerformanceDecisions F37).
    @inline(__always)
    func set(for touch: UITouch) -> Set<UITouch> {
        if newestOwner == ObjectIdentifier(touch) { return newestSet }
        return setLookingUp(for: touch)
    }

    /// `set(for:)` for a touch that is not the newest: its slot, or the oldest slot refilled.
    @inline(never)
    private func setLookingUp(for touch: UITouch) -> Set<UITouch> {
        let id = ObjectIdentifier(touch)
        for i in owners.indices where owners[i] == id { return sets[i] }
        if sets.count < Self.capacity {
            owners.append(id)
            sets.append([touch])
            newestOwner = id
            newestSet = sets[sets.count - 1]
            return newestSet
        }
        let slot = nextSlot
        nextSlot = (nextSlot + 1) % Self.capacity
        owners[slot] = id
        sets[slot].removeAll(keepingCapacity: true)
        sets[slot].insert(touch)
        newestOwner = id
        newestSet = sets[slot]
        return newestSet
    }
}
