import Foundation
import Hummingbird
import HummingbirdTesting
import Synchronization
import Testing
@testable import TouchstoneServer

/// `app.test(.live)` that cannot hang the suite: past `seconds` the test fails with what was
/// running, and the run goes on.
func live<App: ApplicationProtocol>(
    _ app: App, seconds: Double = 900, sourceLocation: SourceLocation = #_sourceLocation,
    _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void
) async throws {
    try await withDeadline(seconds: seconds, sourceLocation: sourceLocation) { try await app.test(.live, test) }
}

/// `server` listening on a free loopback port, with no test client of Hummingbird's: `test` gets
/// the port and makes its own connections (RawSocket). HummingbirdTesting's live client connects
/// before the test runs with a fixed 5 s connect timeout, and its failure fails the test when the
/// client shuts down, even if the test never used it — a flood of connections to the same
/// server (PlaygroundDecisions PG19) made it time out. The server needs `port` 0. Past `seconds` the test
/// fails, as with `live`.
func serving(
    _ server: PlaygroundServer, seconds: Double = 900, sourceLocation: SourceLocation = #_sourceLocation,
    _ test: @escaping @Sendable (Int) async throws -> Void
) async throws {
    try #require(server.configuration.port == 0, "serving(_:) needs a server on port 0", sourceLocation: sourceLocation)
    try await withDeadline(seconds: seconds, sourceLocation: sourceLocation) {
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        let app = server.application { port in portSink.yield(port) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                defer { portSink.finish() }
                try await app.runService(gracefulShutdownSignals: [])
            }
            var iterator = ports.makeAsyncIterator()
            guard let port = await iterator.next() else {
                try await group.waitForAll()
                throw ServerStopped()
            }
            let result = await Result { try await test(port) }
            // Cancelling the service group shuts the server down gracefully.
            group.cancelAll()
            try? await group.waitForAll()
            try result.get()
        }
    }
}

struct ServerStopped: Error, CustomStringConvertible {
    var description: String { "the server stopped before it listened" }
}

/// Runs `body` in a task of its own and returns when it ends or `seconds` have passed, whichever
/// is first; past the deadline the test fails with that cause.
///
/// Swift Testing's `.timeLimit` cancels a test's task, but a wait that ignores cancellation
/// (a continuation a library never resumes; Hummingbird's live harness waiting for a server
/// that failed to start) keeps the run waiting for ever (PlaygroundDecisions PG12). Here the caller
/// returns either way; a stuck task is left parked until the process exits.
func withDeadline(
    seconds: Double, sourceLocation: SourceLocation, _ body: @escaping @Sendable () async throws -> Void
) async throws {
    let outcome = FirstOutcome()
    let work = Task { outcome.settle(await Result { try await body() }) }
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
