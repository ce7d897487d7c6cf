import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing

/// `app.test(.live)` that cannot hang the suite: past `seconds` the test fails with what was
/// running, and the run goes on.
///
/// Swift Testing's `.timeLimit` cancels a test's task, but a wait that ignores cancellation
/// (a continuation a library never resumes; Hummingbird's live harness waiting for a server
/// that failed to start) keeps the run waiting for ever (Docs/Decisions.md PG12). Here the test
/// runs in a task of its own and the caller returns when either it ends or the deadline
/// passes; a stuck task is left parked until the process exits.
func live<App: ApplicationProtocol>(
    _ app: App, seconds: Double = 900, sourceLocation: SourceLocation = #_sourceLocation,
    _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void
) async throws {
    let outcome = FirstOutcome()
    let work = Task { outcome.settle(await Result { try await app.test(.live, test) }) }
    let timer = Task {
        try? await Task.sleep(for: .seconds(seconds))
        outcome.settle(.failure(Hung(seconds: seconds)))
    }
    // A cancelled caller (the suite's time limit) stops waiting at once and cancels the test.
    let result = await withTaskCancellationHandler {
        await outcome.value
    } onCancel: {
        work.cancel()
        outcome.settle(.failure(CancellationError()))
    }
    timer.cancel()
    if case .failure(let error as Hung) = result {
        work.cancel()
        Issue.record(error, sourceLocation: sourceLocation)
        return
    }
    try result.get()
}

struct Hung: Error, CustomStringConvertible {
    var seconds: Double
    var description: String { "the live server test did not end within \(Int(seconds)) s; left waiting, the run goes on" }
}

/// The first result offered wins; later ones are dropped.
final class FirstOutcome: Sendable {
    private enum State {
        case waiting([CheckedContinuation<Result<Void, any Error>, Never>])
        case settled(Result<Void, any Error>)
    }
    private let state = Mutex(State.waiting([]))

    func settle(_ result: Result<Void, any Error>) {
        let waiters: [CheckedContinuation<Result<Void, any Error>, Never>] = state.withLock { s in
            guard case let .waiting(w) = s else { return [] }
            s = .settled(result)
            return w
        }
        for w in waiters { w.resume(returning: result) }
    }

    var value: Result<Void, any Error> {
        get async {
            await withCheckedContinuation { c in
                let ready: Result<Void, any Error>? = state.withLock { s in
                    switch s {
                    case .settled(let r): return r
                    case .waiting(var w): w.append(c); s = .waiting(w); return nil
                    }
                }
                if let ready { c.resume(returning: ready) }
            }
        }
    }
}

extension Result where Failure == any Error {
    init(_ body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
