/// Words recorded entries when the trace is read (`Trace.entries`), giving entries whose
/// message, cause or finger list repeats one shared value instead of a copy each: each of a long
/// drag's `action (changed)` lines had a heap string of its own and every entry an array for its
/// `[0]`, together a fifth of a long run's memory (Sources/Touchstone/Touchstone.docc/Performance.md,
/// "Third round"; PerformanceDecisions F44). The words are the same as `TraceMessage.text` and
/// `TraceCause.text` give, the lists as `TraceFingers.array`.
struct TraceWording {
    /// Shared words by parts; at most `limit` of each kind are kept, the rest worded each time.
    private var messages: [TraceMessage: String] = [:]
    private var causes: [TraceCause: String] = [:]
    private var oneFinger: [Int: [Int]] = [:]
    /// Bounds what a trace keeps shared (a scene of many uniquely named views words the rest).
    static let limit = 512

    /// Appends the entries `records` read as, in order.
    mutating func append(_ records: [TraceRecord], to entries: inout [TraceEntry]) {
        for record in records {
            record.forEachEntry { entries.append(entry($0)) }
        }
    }

    /// The entry `record` reads as (a record that is not a walk: see `TraceRecord.forEachEntry`).
    mutating func entry(_ record: TraceRecord) -> TraceEntry {
        TraceEntry(record, subject: record.who.text, message: words(record.what), cause: record.why.map { words($0) },
                   fingers: fingers(record.fingerList))
    }

    private mutating func fingers(_ list: TraceFingers) -> [Int]? {
        guard let id = list.single else { return list.array }
        if let shared = oneFinger[id] { return shared }
        let list = [id]
        if oneFinger.count < Self.limit { oneFinger[id] = list }
        return list
    }

    private mutating func words(_ message: TraceMessage) -> String {
        switch message {
        // Already a string, a literal, or different every time (a point).
        case .text, .touches, .forwardedAlong, .input, .hit: return message.text
        case .transition, .pending, .proceeds, .action, .doesNotReceive:
            if let shared = messages[message] { return shared }
            let text = message.text
            if messages.count < Self.limit { messages[message] = text }
            return text
        }
    }

    private mutating func words(_ cause: TraceCause) -> String {
        if case .text(let s) = cause { return s }
        if let shared = causes[cause] { return shared }
        let text = cause.text
        if causes.count < Self.limit { causes[cause] = text }
        return text
    }
}
