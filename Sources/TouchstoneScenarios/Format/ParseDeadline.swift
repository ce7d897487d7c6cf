import Foundation

/// When a parse must stop: a time limit and a switch another thread may turn (decision R20).
///
/// Every scenario parse has one (``ScenarioParser/parse(_:file:baseDirectory:readsFiles:deadline:)``
/// makes a ``defaultSeconds`` one when given none). The parser looks at it between its stages and
/// every few thousand YAML events or nodes, and stops with a positioned error once it has passed
/// or has been cancelled, so no parse keeps a thread busy after its caller has gone: the
/// playground gives each `load` a deadline and cancels it when the session's socket closes.
public final class ParseDeadline: @unchecked Sendable {
    /// The time limit of a parse given no deadline (seconds): far above any file the limits
    /// accept (a 5,000-view import reads in seconds, over 10 s in a debug build on a loaded
    /// machine), so it only ever stops what nothing else stopped. A server passes a shorter one.
    public static let defaultSeconds: Double = 60

    /// The time limit, in seconds from creation.
    public let seconds: Double
    private let end: ContinuousClock.Instant
    private let lock = NSLock()
    private var cancelled = false

    /// A deadline `seconds` from now.
    public init(seconds: Double = ParseDeadline.defaultSeconds) {
        self.seconds = seconds
        end = ContinuousClock.now.advanced(by: .milliseconds(Int64(max(0, min(seconds, 86_400)) * 1000)))
    }

    /// Stops the parse at its next check (from any thread).
    public func cancel() {
        lock.lock(); cancelled = true; lock.unlock()
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool {
        lock.lock(); defer { lock.unlock() }
        return cancelled
    }

    /// Whether the parse must stop: cancelled, or past its time limit.
    public var hasPassed: Bool { isCancelled || ContinuousClock.now >= end }

    /// Throws a positioned error when the parse must stop.
    func check(file: String, line: Int = 1, column: Int = 1) throws {
        guard hasPassed else { return }
        let why = isCancelled ? "reading was cancelled (the client went away)"
            : "reading took longer than \(fmtNumber(seconds)) s, the limit given to this parse, so it is refused"
        throw ScenarioError(file: file, line: line, column: column, message: why)
    }
}
