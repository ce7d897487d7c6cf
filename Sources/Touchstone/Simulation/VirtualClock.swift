import Foundation

/// The device's notion of time: seconds since the device started. Only `Device.advance` and
/// input at a given time move it, and never backwards.
public final class VirtualClock {
    /// Seconds since the device started.
    public internal(set) var now: TimeInterval {
        get { nowStorage }
        _modify { yield &nowStorage }
    }
    /// Hot fields, stored without exclusivity checks: `ClockFields` (Simulation/UncheckedFields.swift).
    let clockFields = ClockFields()
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
    /// Hot fields, stored without exclusivity checks: `TimerFields` (Simulation/UncheckedFields.swift).
    let timerFields = TimerFields()
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
    /// Hot fields, stored without exclusivity checks: `RunLoopFields` (Simulation/UncheckedFields.swift).
    let runLoopFields = RunLoopFields()
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
