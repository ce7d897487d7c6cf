import Foundation
import Synchronization
import TouchstoneScenarios

/// A playground session on a thread of its own. A `Device` is used only from the thread that
/// created it (Docs/Robustness.md), and Swift tasks move between threads, so each WebSocket's
/// session is made and used on one dedicated thread, fed text frames through a queue. The
/// thread ends when ``close()`` is called, and the device with it.
final class SessionThread: Sendable {
    private struct Job: Sendable {
        var text: String?
        var reply: CheckedContinuation<[String], Never>
    }
    private struct State: Sendable {
        var jobs: [Job] = []
        var closed = false
    }

    private let state = Mutex(State())
    private let signal = DispatchSemaphore(value: 0)

    /// Starts the thread and builds the session on it; the first frames (`welcome`) come from
    /// ``start()``. Fails if the scene cannot be built.
    init(scenario: Scenario, text: String) {
        let thread = Thread { [self] in
            let session = try? PlaygroundSession(scenario: scenario, text: text)
            while true {
                self.signal.wait()
                let next: Job? = self.state.withLock { s in s.jobs.isEmpty ? nil : s.jobs.removeFirst() }
                guard let job = next else {
                    if self.state.withLock({ $0.closed }) { return }
                    continue
                }
                guard let session else {
                    job.reply.resume(returning: [#"{"type":"error","message":"the scene could not be built"}"#]); continue
                }
                job.reply.resume(returning: job.text.map(session.handle) ?? session.welcome())
            }
        }
        // The engine walks deep view trees with its own stacks, but client code may recurse.
        thread.stackSize = 8 << 20
        thread.name = "touchstone-session"
        thread.start()
    }

    /// The frames a page gets when it connects.
    func start() async -> [String] { await submit(nil) }

    /// The replies to one text frame.
    func handle(_ text: String) async -> [String] { await submit(text) }

    private func submit(_ text: String?) async -> [String] {
        await withCheckedContinuation { c in
            let accepted = state.withLock { s -> Bool in
                guard !s.closed else { return false }
                s.jobs.append(Job(text: text, reply: c)); return true
            }
            if accepted { signal.signal() } else { c.resume(returning: []) }
        }
    }

    /// Ends the thread once queued frames are answered; the session and its device go with it.
    func close() {
        state.withLock { $0.closed = true }
        signal.signal()
    }
}
