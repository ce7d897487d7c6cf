import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Set when a session's page has gone: the work it asked for is no longer wanted. Work that can
/// stop between steps checks ``isCancelled``; a wait in ``PlaygroundWorkers/run(until:cancellation:_:)``
/// returns at once (PlaygroundDecisions PG14).
public final class PlaygroundCancellation: Sendable {
    private struct State {
        var cancelled = false
        var waiters: [Int: DispatchSemaphore] = [:]
        var nextWaiter = 0
    }
    private let state = Mutex(State())

    /// A token not yet cancelled.
    public init() {}

    /// Whether the page has gone.
    public var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Marks the work unwanted and wakes every wait on it.
    public func cancel() {
        let waiters = state.withLock { s -> [DispatchSemaphore] in
            s.cancelled = true
            defer { s.waiters = [:] }
            return Array(s.waiters.values)
        }
        for w in waiters { w.signal() }
    }

    /// Registers `semaphore` to be signalled on cancel; nil if already cancelled.
    fileprivate func register(_ semaphore: DispatchSemaphore) -> Int? {
        state.withLock { s in
            guard !s.cancelled else { return nil }
            s.nextWaiter += 1
            s.waiters[s.nextWaiter] = semaphore
            return s.nextWaiter
        }
    }

    fileprivate func unregister(_ id: Int) { _ = state.withLock { $0.waiters.removeValue(forKey: id) } }
}

/// Work a session cannot stop from inside — reading an uploaded scene: the YAML library composes
/// the whole document in one call — run on a thread of its own so the session can stop waiting
/// for it: at a deadline (the page gets an error and the session goes on) or when its page goes
/// (the session ends at once). Work so abandoned runs on to its end at the lowest CPU priority
/// and its result is dropped; at most ``limit`` such threads exist at once, abandoned ones
/// included, so pages cannot pile up runaway parses until the cores are taken
/// (PlaygroundDecisions PG14).
public final class PlaygroundWorkers: Sendable {
    /// The process's workers, which every session shares: 4 threads.
    public static let shared = PlaygroundWorkers(limit: 4)

    /// Worker threads at once, running or abandoned.
    public let limit: Int
    private let workers = Mutex(0)

    /// A pool of at most `limit` threads.
    public init(limit: Int) { self.limit = limit }

    /// How a wait for work ended.
    public enum Outcome<Value: Sendable>: Sendable {
        /// The work ended in time with this value.
        case finished(Value)
        /// The deadline passed first; the work was abandoned.
        case timedOut
        /// The page went first; the work was abandoned.
        case cancelled
        /// ``limit`` threads exist already; the work was not started.
        case busy
    }

    /// Worker threads alive now (running, or abandoned and still running).
    public var running: Int { workers.withLock { $0 } }

    /// Runs `work` on a new thread and waits for it until `deadline` or until `cancellation` is
    /// cancelled, whichever comes first.
    public func run<Value: Sendable>(until deadline: ContinuousClock.Instant, cancellation: PlaygroundCancellation,
                                     _ work: @escaping @Sendable () -> Value) -> Outcome<Value> {
        guard !cancellation.isCancelled else { return .cancelled }
        let started = workers.withLock { n -> Bool in
            guard n < limit else { return false }
            n += 1
            return true
        }
        guard started else { return .busy }
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<Value>()
        let thread = Thread { [self] in
            Self.lowerPriority()
            let value = work()
            box.set(value)
            workers.withLock { $0 -= 1 }
            done.signal()
        }
        // The YAML composer recurses once per nesting level (up to libyaml's own limit).
        thread.stackSize = 8 << 20
        thread.name = "touchstone-worker"
        thread.start()
        guard let waiter = cancellation.register(done) else { return .cancelled }
        defer { cancellation.unregister(waiter) }
        let left = ContinuousClock.now.duration(to: deadline)
        let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
        _ = done.wait(timeout: .now() + min(max(0, seconds), 86_400))
        if let value = box.take() { return .finished(value) }
        return cancellation.isCancelled ? .cancelled : .timedOut
    }

    /// The calling thread at the lowest priority (nice 19): on Linux the nice value belongs to
    /// the thread, so the sessions' threads and the server's event loops keep theirs.
    private static func lowerPriority() {
        #if os(Linux)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
        #endif
    }
}

/// A worker's result, taken once by the thread that waits for it.
private final class ResultBox<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)
    func set(_ v: Value) { value.withLock { $0 = v } }
    func take() -> Value? { value.withLock { v in defer { v = nil }; return v } }
}
