import Foundation
import HeapModule

/// The device's notion of time: seconds since the device started. Only `Device.advance` and
/// input at a given time move it, and never backwards.
public final class VirtualClock {
    @exclusivity(unchecked) public internal(set) var now: TimeInterval = 0
    init() {}
}

/// A timer on the virtual run loop. Cancelling it is idempotent.
public final class VirtualTimer {
    public let fireTime: TimeInterval
    /// `owner.label` (a recogniser's timers, e.g. `UITapGestureRecognizer.press`), or the label
    /// alone; joined only when read, so scheduling builds no string.
    public var name: String { owner.map { "\($0).\(label)" } ?? label }
    private let owner: String?
    private let label: String
    @exclusivity(unchecked) public private(set) var isCancelled = false
    let sequence: Int
    @exclusivity(unchecked) var action: (() -> Void)?

    init(fireTime: TimeInterval, owner: String?, label: String, sequence: Int, action: @escaping () -> Void) {
        self.fireTime = fireTime; self.owner = owner; self.label = label; self.sequence = sequence; self.action = action
    }

    public func cancel() { isCancelled = true; action = nil }
}

/// Timers ordered by fire time, then by scheduling order, so equal times fire in the order they
/// were scheduled — the same on every run (spec §0.2 step 5).
final class VirtualRunLoop {
    private struct Entry: Comparable {
        let timer: VirtualTimer
        static func < (l: Entry, r: Entry) -> Bool {
            l.timer.fireTime != r.timer.fireTime ? l.timer.fireTime < r.timer.fireTime : l.timer.sequence < r.timer.sequence
        }
        static func == (l: Entry, r: Entry) -> Bool { l.timer === r.timer }
    }

    @exclusivity(unchecked) private var heap = Heap<Entry>()
    @exclusivity(unchecked) private var nextSequence = 0
    let clock: VirtualClock

    init(clock: VirtualClock) { self.clock = clock }

    @discardableResult
    func schedule(after delay: TimeInterval, owner: String? = nil, name: String, _ action: @escaping () -> Void) -> VirtualTimer {
        nextSequence += 1
        let timer = VirtualTimer(fireTime: clock.now + max(0, delay), owner: owner, label: name,
                                 sequence: nextSequence, action: action)
        heap.insert(Entry(timer: timer))
        return timer
    }

    /// The time of the earliest live timer, if any.
    var nextFireTime: TimeInterval? {
        while let top = heap.min, top.timer.isCancelled { _ = heap.removeMin() }
        return heap.min?.timer.fireTime
    }

    /// Fires every live timer due at or before `time`, in order, moving the clock to each one's time.
    func fireTimers(upTo time: TimeInterval) {
        while let top = heap.min, top.timer.fireTime <= time {
            _ = heap.removeMin()
            guard !top.timer.isCancelled, let action = top.timer.action else { continue }
            clock.now = max(clock.now, top.timer.fireTime)
            top.timer.cancel()
            action()
        }
    }

    var pendingCount: Int { heap.unordered.filter { !$0.timer.isCancelled }.count }
}
