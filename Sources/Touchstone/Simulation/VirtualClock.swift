import Foundation

/// The device's notion of time: seconds since the device started. Only `Device.advance` and
/// input at a given time move it, and never backwards.
public final class VirtualClock {
    /// Seconds since the device started.
    public internal(set) var now: TimeInterval {
        get { nowStorage }
        _modify { yield &nowStorage }
    }
    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    @exclusivity(unchecked) private var _nowStorage: TimeInterval = 0
    var nowStorage: TimeInterval { get { unsafe _nowStorage } _modify { yield unsafe &_nowStorage } }
    init() {}
}

/// A timer on the virtual run loop. Cancelling it is idempotent and takes it off the run loop at
/// once; a timer that fired reads as cancelled.
///
/// A recogniser's own timers (`UIGestureRecognizer.startTimer(_:after:name:_:)`) are reused:
/// starting one again gives it a new fire time and a new scheduling number. So a tap's press
/// timer, started and cancelled on every tap, allocates nothing after the first.
public final class VirtualTimer {
    /// When the timer fires (for a reused timer: as last started).
    public private(set) var fireTime: TimeInterval {
        get { fireTimeStorage }
        _modify { yield &fireTimeStorage }
    }
    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    @exclusivity(unchecked) private var _fireTimeStorage: TimeInterval = 0
    var fireTimeStorage: TimeInterval { get { unsafe _fireTimeStorage } _modify { yield unsafe &_fireTimeStorage } }
    @exclusivity(unchecked) private var _isCancelledStorage: Bool = false
    var isCancelledStorage: Bool { get { unsafe _isCancelledStorage } _modify { yield unsafe &_isCancelledStorage } }
    /// The scheduling number of the last start: orders timers due at the same time.
    @exclusivity(unchecked) private var _sequence: Int = 0
    var sequence: Int { get { unsafe _sequence } _modify { yield unsafe &_sequence } }
    /// The run loop holding the timer and its position in that loop's heap, while pending.
    /// Unowned: the loop sets it when it takes the timer and clears it when it lets the timer go —
    /// on firing, on cancellation and in the loop's `deinit` — so it never outlives the loop.
    @exclusivity(unchecked) private unowned(unsafe) var _runLoop: VirtualRunLoop?
    var runLoop: VirtualRunLoop? { get { unsafe _runLoop } _modify { yield unsafe &_runLoop } }
    /// The position in `runLoop`'s heap; -1 while not pending (tested before `runLoop` is read).
    @exclusivity(unchecked) private var _heapIndex: Int = -1
    var heapIndex: Int { get { unsafe _heapIndex } _modify { yield unsafe &_heapIndex } }
    /// What a one-shot timer runs (`Device.schedule`, `UIGestureRecognizer.startTimer(after:name:_:)`);
    /// dropped when the timer fires or is cancelled, releasing what it captured.
    @exclusivity(unchecked) private var _action: (() -> Void)?
    var action: (() -> Void)? { get { unsafe _action } _modify { yield unsafe &_action } }
    /// The recogniser a reused timer belongs to. Unowned: such a timer is reachable only from its
    /// recogniser (a private slot and its list of reusable timers) and, while pending, from the
    /// run loop, which lets it go when the recogniser's `deinit` cancels it; so whenever the timer
    /// is used, the recogniser is alive.
    @exclusivity(unchecked) private unowned(unsafe) var _recognizer: UIGestureRecognizer?
    var recognizer: UIGestureRecognizer? { get { unsafe _recognizer } _modify { yield unsafe &_recognizer } }
    /// Set for recogniser timers: firing runs the body as a timer turn of this arbiter (rules §0.2
    /// step 5). Unowned: the timer fires only from its device's run loop, and the device owns both
    /// the run loop and the arbiter, so the arbiter is alive whenever the timer fires.
    @exclusivity(unchecked) private unowned(unsafe) var _arbiter: GestureArbiter?
    var arbiter: GestureArbiter? { get { unsafe _arbiter } _modify { yield unsafe &_arbiter } }
    /// `owner.label` (a recogniser's timers, e.g. `UITapGestureRecognizer.press`), or the label
    /// alone; joined only when read, so scheduling builds no string. A reused timer's owner is its
    /// recogniser's trace name (such a timer is private to its recogniser).
    public var name: String {
        if let recognizer { return "\(recognizer.traceName).\(label)" }
        return owner.map { "\($0).\(label)" } ?? label
    }
    /// The owner's name as it was when a one-shot timer was started.
    private let owner: String?
    private let label: String
    /// Whether the timer was cancelled or has fired.
    public private(set) var isCancelled: Bool {
        get { isCancelledStorage }
        _modify { yield &isCancelledStorage }
    }
    /// A reused recogniser timer's body, called with the recogniser; kept across starts. It
    /// captures nothing of the recogniser (no cycle, nothing to drop).
    private let recognizerBody: ((UIGestureRecognizer) -> Void)?

    /// A one-shot timer running `action`.
    init(owner: String?, label: String, action: @escaping () -> Void) {
        self.owner = owner; self.label = label; recognizerBody = nil
        self.action = action
    }

    /// A reusable timer of `recognizer` calling `body` with it each time it fires; not yet started.
    init(reusableBy recognizer: UIGestureRecognizer, label: String, body: @escaping (UIGestureRecognizer) -> Void) {
        owner = nil; self.label = label; recognizerBody = body
        self.recognizer = recognizer; isCancelled = true
    }

    /// Takes the timer off the run loop; it will not fire. Cancelling twice is harmless.
    public func cancel() {
        isCancelled = true
        action = nil
        if heapIndex >= 0, let runLoop { runLoop.remove(self) }
    }

    /// Gives the timer its fire time and scheduling number.
    fileprivate func arm(fireTime: TimeInterval, sequence: Int) {
        self.fireTime = fireTime; self.sequence = sequence; isCancelled = false
    }

    /// Whether the timer fires before `other` (by time, then by scheduling order).
    fileprivate func precedes(_ other: VirtualTimer) -> Bool {
        fireTime != other.fireTime ? fireTime < other.fireTime : sequence < other.sequence
    }

    /// Marks the timer fired (cancelled) and runs its body, as a timer turn when it has an arbiter.
    fileprivate func fire() {
        isCancelled = true
        if let body = recognizerBody {
            guard let recognizer, let arbiter else { return }
            arbiter.timerTurn { body(recognizer) }
        } else if let action {
            self.action = nil
            if let arbiter { arbiter.timerTurn(action) } else { action() }
        }
    }
}

/// Timers ordered by fire time, then by scheduling order, so equal times fire in the order they
/// were scheduled — the same on every run (rules §0.2 step 5). A timer started again counts as
/// newly scheduled: it gets the next scheduling number.
///
/// Only pending timers are kept: a binary min-heap in which each timer knows its position, so
/// cancelling (or restarting) a timer takes it out at once. A tap's press timer, cancelled on
/// every lift, therefore leaves nothing behind for later pushes and pops to sift through. The
/// order is a strict total order (scheduling numbers are unique), so timers fire in the same order
/// whatever the heap's shape.
final class VirtualRunLoop {
    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    @exclusivity(unchecked) private var _heap: [VirtualTimer] = []
    var heap: [VirtualTimer] { get { unsafe _heap } _modify { yield unsafe &_heap } }
    @exclusivity(unchecked) private var _nextSequence: Int = 0
    var nextSequence: Int { get { unsafe _nextSequence } _modify { yield unsafe &_nextSequence } }
    let clock: VirtualClock

    init(clock: VirtualClock) { self.clock = clock }

    deinit {
        for t in heap { t.runLoop = nil; t.heapIndex = -1 }
    }

    @discardableResult
    func schedule(after delay: TimeInterval, owner: String? = nil, name: String, _ action: @escaping () -> Void) -> VirtualTimer {
        let timer = VirtualTimer(owner: owner, label: name, action: action)
        schedule(timer, after: delay)
        return timer
    }

    /// (Re)starts `timer` `delay` seconds from now; a pending earlier start of it is taken off first.
    func schedule(_ timer: VirtualTimer, after delay: TimeInterval) {
        if timer.heapIndex >= 0, let other = timer.runLoop { other.remove(timer) }
        nextSequence += 1
        timer.arm(fireTime: clock.now + max(0, delay), sequence: nextSequence)
        timer.runLoop = self
        timer.heapIndex = heap.count
        heap.append(timer)
        siftUp(heap.count - 1)
    }

    /// The time of the earliest pending timer, if any.
    var nextFireTime: TimeInterval? { heap.first?.fireTime }

    /// Fires the earliest pending timer if it is due at or before `time`, moving the clock to its
    /// time (never back); false when none is due. The device delivers queued input between two
    /// timers, so each fires as its own turn.
    func fireNext(upTo time: TimeInterval) -> Bool {
        guard let top = heap.first, top.fireTime <= time else { return false }
        remove(top)
        clock.now = max(clock.now, top.fireTime)
        top.fire()
        return true
    }

    var pendingCount: Int { heap.count }

    /// Takes a pending timer of this loop out of the heap.
    fileprivate func remove(_ timer: VirtualTimer) {
        let i = timer.heapIndex
        let last = heap.count - 1
        timer.runLoop = nil
        timer.heapIndex = -1
        if i != last {
            heap.swapAt(i, last)
            heap[i].heapIndex = i
        }
        heap.removeLast()
        guard i < last else { return }
        if i > 0, heap[i].precedes(heap[(i - 1) / 2]) { siftUp(i) } else { siftDown(i) }
    }

    /// Moves the timer at `start` up past the timers it precedes (swaps move no reference counts).
    private func siftUp(_ start: Int) {
        var i = start
        while i > 0 {
            let parent = (i - 1) / 2
            guard heap[i].precedes(heap[parent]) else { break }
            heap.swapAt(i, parent)
            heap[i].heapIndex = i
            i = parent
        }
        heap[i].heapIndex = i
    }

    /// Moves the timer at `start` down below the timers that precede it.
    private func siftDown(_ start: Int) {
        var i = start
        let n = heap.count
        while true {
            var child = 2 * i + 1
            guard child < n else { break }
            if child + 1 < n, heap[child + 1].precedes(heap[child]) { child += 1 }
            guard heap[child].precedes(heap[i]) else { break }
            heap.swapAt(i, child)
            heap[i].heapIndex = i
            i = child
        }
        heap[i].heapIndex = i
    }
}
