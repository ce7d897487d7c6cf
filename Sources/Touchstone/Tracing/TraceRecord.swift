import Foundation

/// A trace entry as recorded: its parts, worded only when the entry is read (`TraceEntry`).
///
/// The trace keeps these rather than `TraceEntry` values: appending a value of a type that
/// conforms to `Encodable` made the optimiser copy and destroy it on every append (a quarter of
/// the cost of a traced responder-chain hop, Sources/Touchstone/Touchstone.docc/Performance.md round 8); this type conforms
/// to nothing that does.
struct TraceRecord: Sendable {
    var time: TimeInterval
    var kind: TraceEntry.Kind
    var who: TraceSubject
    var what: TraceMessage
    var why: TraceCause?
    var fingerList: TraceFingers

    /// Calls `body` with each entry this record reads as, in order: itself, or one per hop of a
    /// walk along the responder chain — each hop's subject its target, its cause "forwarded by"
    /// the hop's forwarder (the previous target, the first the record's own).
    func forEachEntry(_ body: (TraceRecord) -> Void) {
        guard case let .forwardedAlong(phase, targets) = what else { return body(self) }
        var forwarder = why?.other ?? ""
        for target in targets {
            body(TraceRecord(time: time, kind: kind, who: .name(target), what: .touches(phase),
                             why: .forwarded(by: forwarder), fingerList: fingerList))
            forwarder = target
        }
    }
}
