import Foundation

/// Input that client code sends while the device is delivering an event.
///
/// UIKit delivers one event at a time: touches that arrive while the app is still handling an
/// event wait in the event queue and are delivered, in order, once the handler returns (spec
/// §0.2: one input sample is one turn). Touchstone does the same for input sent from a touch
/// handler, an action, a delegate method, a control event or a view-controller lifecycle call
/// made during a turn: the call is checked at once against the fingers as they will be when the
/// queue reaches it (a bad change throws, and nothing is queued), recorded in the trace as
/// queued, and delivered at the clock's time as soon as the outermost turn or gesture update
/// ends — before the input call that started that turn returns.
///
/// Calls that need time to pass (`advance`, `settle`, the scripted gestures) cannot wait for
/// the turn to end without breaking their promise to the caller, so during a turn they throw
/// `TouchstoneError.calledDuringEventTurn` and change nothing. A user timer
/// (`schedule(after:)`) runs between turns, so input and `advance` from it are ordinary calls.
///
/// RobustnessDecisions R7; tests: `ReentrantInputTests`.
extension Device {
    /// How many input events callbacks may queue before the device gets to deliver them. A
    /// handler that answers every event with another one would otherwise never let a call return.
    public static let maxQueuedInput = 1_000

    /// Client code running now runs inside an event turn (the device's own input work, a
    /// recogniser's timer turn, or a gesture update).
    var isInEventTurn: Bool { dispatchDepth > 0 || arbiter.isBusy }

    /// The check inlined, the refusal (which words the call) out of line: `advance` makes the
    /// check on every call (Sources/Touchstone/Touchstone.docc/Performance.md round 16).
    @inline(__always)
    func refuseDuringTurn(_ call: @autoclosure () -> String) throws {
        guard !isInEventTurn else { throw refusal(during: call()) }
    }

    @inline(never)
    private func refusal(during call: String) -> TouchstoneError {
        reject(.calledDuringEventTurn(call))
    }

    /// Throws `wrongThread` unless called on the thread that created the device (R8): a device is
    /// not thread-safe, and two threads driving one corrupt its state. The refusal touches
    /// nothing of the device, not even its trace, since the creator may be using it right now.
    @inline(__always)
    func checkThread() throws {
        guard pthread_self() == creatorThread else { throw TouchstoneError.wrongThread }
    }

    /// Checks `changes` against the fingers as the queued input will leave them, then queues them.
    func enqueue(_ changes: some Collection<FingerChange>) throws {
        guard queuedSinceIdle < Self.maxQueuedInput else {
            throw reject(.inputQueueFull(limit: Self.maxQueuedInput))
        }
        var down = Set(activeTouches.map(\.fingerID))
        for event in queuedInput {
            for change in event {
                switch change {
                case .down: down.insert(change.id)
                case .up, .lift, .cancel: down.remove(change.id)
                case .move: break
                }
            }
        }
        try validate(changes, fingersDown: down.count) { down.contains($0) }
        let event = Array(changes)
        for change in event {
            trace.record(.input, "finger \(change.id)", "\(describe(change)) queued",
                         cause: "sent during an event turn; delivered when the turn ends", fingers: [change.id])
        }
        queuedInput.append(event)
        queuedSinceIdle += 1
    }

    /// Delivers the queued input in order, each event as its own turn, unless a turn is still
    /// running (its end delivers it). Input that those turns queue in turn is delivered too.
    func deliverQueuedInput() {
        guard !queuedInput.isEmpty, !isInEventTurn, !isDeliveringQueuedInput else { return }
        isDeliveringQueuedInput = true
        var next = 0
        while next < queuedInput.count {
            let event = queuedInput[next]
            next += 1
            // Checked when queued against the same fingers, so it cannot be rejected here; if it
            // were, `reject` has already put the reason in the trace.
            try? send(event)
        }
        queuedInput.removeAll()
        queuedSinceIdle = 0
        isDeliveringQueuedInput = false
    }

    private func describe(_ change: FingerChange) -> String {
        switch change {
        case let .down(_, p): "down at \(fmt(p))"
        case let .move(_, p): "move to \(fmt(p))"
        case .up: "up"
        case let .lift(_, p): "up at \(fmt(p))"
        case .cancel: "cancel"
        }
    }
}
