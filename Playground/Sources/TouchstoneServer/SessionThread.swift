import Foundation
import Synchronization
import TouchstoneScenarios

/// A playground session on a thread of its own. A `Device` is used only from the thread that
/// created it (Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md), and Swift tasks move between threads, so each WebSocket's
/// session is made and used on one dedicated thread, fed text frames through a queue.
///
/// ``close()`` ends it at once, whatever it is doing (PlaygroundDecisions PG14): every caller waiting for a
/// reply gets none, the session's ``PlaygroundCancellation`` is cancelled — a load stops waiting
/// for the parse it started, a replay stops between steps — and the thread ends as soon as the
/// step it is in returns, the device with it.
final class SessionThread: Sendable {
    private struct State {
        var jobs: [(id: Int, text: String?)] = []
        var waiting: [Int: CheckedContinuation<[String], Never>] = [:]
        var nextID = 0
        var closed = false
    }

    private let state = Mutex(State())
    private let signal = DispatchSemaphore(value: 0)
    private let cancellation = PlaygroundCancellation()

    /// Starts the thread and builds the session on it; the first frames (`welcome`) come from
    /// ``start()``. `census` counts the thread while it runs.
    init(scenario: Scenario, text: String, loadDeadline: Duration, census: ServerCensus) {
        census.threadStarted()
        let thread = Thread { [self, cancellation] in
            defer { census.threadEnded() }
            let session = try? PlaygroundSession(scenario: scenario, text: text)
            session?.loadDeadline = loadDeadline
            session?.cancellation = cancellation
            while true {
                self.signal.wait()
                let next: (id: Int, text: String?)? = self.state.withLock { s in
                    s.closed || s.jobs.isEmpty ? nil : s.jobs.removeFirst()
                }
                guard let job = next else {
                    if self.state.withLock({ $0.closed }) { return }
                    continue
                }
                let replies: [String]
                if let session {
                    replies = job.text.map(session.handle) ?? session.welcome()
                } else {
                    replies = [#"{"type":"error","message":"the scene could not be built"}"#]
                }
                self.state.withLock { $0.waiting.removeValue(forKey: job.id) }?.resume(returning: replies)
            }
        }
        // The engine walks deep view trees with its own stacks, but client code may recurse.
        thread.stackSize = 8 << 20
        thread.name = "touchstone-session"
        thread.start()
    }

    /// The frames a page gets when it connects.
    func start() async -> [String] { await submit(nil) }

    /// The replies to one text frame; none if the session is closed meanwhile (a cancelled
    /// caller closes it).
    func handle(_ text: String) async -> [String] { await submit(text) }

    private func submit(_ text: String?) async -> [String] {
        await withTaskCancellationHandler {
            await withCheckedContinuation { c in
                let accepted = state.withLock { s -> Bool in
                    guard !s.closed else { return false }
                    s.nextID += 1
                    s.jobs.append((s.nextID, text))
                    s.waiting[s.nextID] = c
                    return true
                }
                if accepted { signal.signal() } else { c.resume(returning: []) }
            }
        } onCancel: {
            close()
        }
    }

    /// Ends the session now: waiting callers get no reply, work in progress is cancelled, the
    /// thread ends when the step it is in returns.
    func close() {
        let waiting = state.withLock { s -> [CheckedContinuation<[String], Never>] in
            s.closed = true
            s.jobs = []
            defer { s.waiting = [:] }
            return Array(s.waiting.values)
        }
        cancellation.cancel()
        signal.signal()
        for c in waiting { c.resume(returning: []) }
    }
}

/// What the server has open, for its tests and its limits: session threads still running.
final class ServerCensus: Sendable {
    private let threads = Mutex(0)
    func threadStarted() { threads.withLock { $0 += 1 } }
    func threadEnded() { threads.withLock { $0 -= 1 } }
    /// Session threads that have not yet ended.
    var sessionThreads: Int { threads.withLock { $0 } }
}
