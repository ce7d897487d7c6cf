/// What a worded entry's message was as data, when a query needs it: the states of a transition
/// and of an action call. The trace drops an entry's recorded parts once it is worded
/// (PerformanceDecisions F43); `Trace.transitions(of:)` and `actions(of:)` read these instead of
/// matching words. Seven bytes at most: it sits in the padding after `TraceEntry.kind`, so an
/// entry is no bigger for it (`TraceStorageTests`).
enum TraceEntryForm: Sendable {
    /// Any other message (and every entry not recorded by the trace: decoded, or given by a client).
    case other
    /// `began→changed`, `pending(recognized)→failed`.
    case transition(TraceState, TraceState)
    /// `action`, `action (changed)`.
    case action(TraceState?)

    /// The form of a recorded message.
    init(_ message: TraceMessage) {
        switch message {
        case let .transition(from, to): self = .transition(from, to)
        case .action(let state): self = .action(state)
        default: self = .other
        }
    }
}
