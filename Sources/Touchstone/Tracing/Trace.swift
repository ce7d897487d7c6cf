import Foundation

/// The device's record of everything that happened, in order, each entry with its cause.
///
/// A trace belongs to one `Device`; nothing is shared between devices. Recording can be
/// switched off (`isEnabled = false`) for benchmarks; `record` is then a no-op that builds
/// no strings.
public final class Trace {
    /// Every recorded entry, in order.
    ///
    /// Entries are recorded as parts (`records`) and made into `TraceEntry` values when this is
    /// first read after they were recorded: reading it again costs nothing more, and a trace
    /// nobody reads never makes them. The trace keeps each entry in one form only: once worded,
    /// its parts are dropped, chunk by chunk as the words are made, so a long run's trace never
    /// holds both forms whole (PerformanceDecisions F43).
    public var entries: [TraceEntry] {
        if unwordedCount > 0 { wordRecords() }
        return readEntries
    }
    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    /// The recorded parts of the newest entries not yet worded, in order: the chunk being filled.
    @exclusivity(unchecked) private var _records: [TraceRecord] = []
    var records: [TraceRecord] { get { unsafe _records } _modify { yield unsafe &_records } }
    @exclusivity(unchecked) private var _isEnabledStorage: Bool = true
    var isEnabledStorage: Bool { get { unsafe _isEnabledStorage } _modify { yield unsafe &_isEnabledStorage } }
    @exclusivity(unchecked) private var _mutedKindsStorage: Set<TraceEntry.Kind> = []
    var mutedKindsStorage: Set<TraceEntry.Kind> { get { unsafe _mutedKindsStorage } _modify { yield unsafe &_mutedKindsStorage } }
    /// Full chunks of records not yet worded, oldest first; `records` follows them.
    private var sealedChunks: [[TraceRecord]] = []
    /// The entries worded so far; the records of `sealedChunks` and `records` follow them.
    private var readEntries: [TraceEntry] = []
    /// How many records a chunk holds before the next one is started. A chunk is freed as soon
    /// as it is worded, so wording a long run holds at most one chunk beside the entries made
    /// from the ones before it; a trace shorter than one chunk (nearly every test and run) has
    /// one array that grows as before.
    static let chunkCapacity = 4_096
    /// Records not yet worded, in the sealed chunks and `records` (0 once `entries` is read).
    var unwordedCount: Int { sealedRecordCount + records.count }
    private var sealedRecordCount = 0
    /// The words shared between entries, kept from one read to the next (a live session reads
    /// after every update; PerformanceDecisions F44). Bounded: `TraceWording.limit` of each kind.
    private var wording = TraceWording()
    /// When false, nothing is recorded and the autoclosures passed to `record` are not evaluated.
    public var isEnabled: Bool {
        get { isEnabledStorage }
        _modify { yield &isEnabledStorage }
    }
    /// Kinds that are dropped even when enabled (hit-test lines are noisy in large scenes).
    public var mutedKinds: Set<TraceEntry.Kind> {
        get { mutedKindsStorage }
        _modify { yield &mutedKindsStorage }
    }
    let clock: VirtualClock

    init(clock: VirtualClock) { self.clock = clock }

    /// Adds an entry stamped with the current virtual time.
    public func record(_ kind: TraceEntry.Kind, _ subject: @autoclosure () -> String,
                       _ message: @autoclosure () -> String, cause: @autoclosure () -> String? = nil,
                       fingers: @autoclosure () -> [Int]? = nil) {
        guard isEnabled, mutedKinds.isEmpty || !mutedKinds.contains(kind) else { return }
        append(TraceEntry(time: clock.now, kind: kind, subject: subject(), message: message(),
                          cause: cause(), fingers: fingers()))
    }

    /// Whether an entry of `kind` recorded now would be kept (the trace is on and the kind not muted).
    @inline(__always)
    func keeps(_ kind: TraceEntry.Kind) -> Bool {
        isEnabled && (mutedKinds.isEmpty || !mutedKinds.contains(kind))
    }

    /// Adds an entry from parts, worded only when read (the engine's own lines). The arguments
    /// are evaluated only when the entry is kept.
    @inline(__always)
    func record(_ kind: TraceEntry.Kind, _ subject: @autoclosure () -> TraceSubject, _ message: @autoclosure () -> TraceMessage,
                because cause: @autoclosure () -> TraceCause? = nil, fingers: @autoclosure () -> TraceFingers = .none) {
        guard keeps(kind) else { return }
        // The parts are evaluated before the append: they may run client code (a `traceName`
        // override), which may record too, and must not do so inside the access to `records`.
        appendEntry(kind, subject(), message(), cause(), fingers())
    }

    func append(_ entry: TraceEntry) {
        if records.count == Self.chunkCapacity { sealChunk() }
        records.append(entry.record)
    }

    /// Builds the entry in place from parts it takes over (no copy of the parts).
    @inline(never)
    private func appendEntry(_ kind: TraceEntry.Kind, _ subject: consuming TraceSubject, _ message: consuming TraceMessage,
                             _ cause: consuming TraceCause?, _ fingers: consuming TraceFingers) {
        if records.count == Self.chunkCapacity { sealChunk() }
        records.append(TraceRecord(time: clock.now, kind: kind, who: subject, what: message, why: cause, fingerList: fingers))
    }

    /// Puts the full chunk aside and starts the next, its room made at once (no growth copies).
    @inline(never)
    private func sealChunk() {
        sealedRecordCount += records.count
        sealedChunks.append(records)
        records = []
        records.reserveCapacity(Self.chunkCapacity)
    }

    /// Words every record not yet worded into `readEntries`, freeing each chunk once worded.
    private func wordRecords() {
        var count = readEntries.count
        for chunk in sealedChunks { count += Self.entryCount(chunk) }
        count += Self.entryCount(records)
        // Room for all of them at once (no growth copy of a long run's entries), and at least
        // double when a few are added at a time (a live session reads after every update).
        if count > readEntries.capacity { readEntries.reserveCapacity(Swift.max(count, 2 * readEntries.count)) }
        for i in sealedChunks.indices {
            let chunk = sealedChunks[i]
            sealedChunks[i] = []
            wording.append(chunk, to: &readEntries)
        }
        sealedChunks = []
        sealedRecordCount = 0
        let last = records
        records = []
        wording.append(last, to: &readEntries)
    }

    /// How many entries `records` read as (a walk along the responder chain is one per hop).
    private static func entryCount(_ records: [TraceRecord]) -> Int {
        var n = 0
        for r in records {
            if case .forwardedAlong(_, let targets) = r.what { n += targets.count } else { n += 1 }
        }
        return n
    }

    /// Each entry in order, worded or not (the queries' walk): `worded` for the entries already
    /// made, `recorded` with the parts of each of the rest.
    func forEachEntry(worded: (TraceEntry) -> Void, recorded: (TraceRecord) -> Void) {
        for entry in readEntries { worded(entry) }
        for chunk in sealedChunks {
            for record in chunk { record.forEachEntry(recorded) }
        }
        for record in records { record.forEachEntry(recorded) }
    }

    /// A free-form line from the program under test, e.g. a seed's `NSLog` in a handler.
    public func log(_ subject: String, _ message: String) {
        record(.log, subject, message)
    }

    /// Forgets every entry (the device keeps running).
    public func clear() {
        records.removeAll()
        sealedChunks.removeAll()
        sealedRecordCount = 0
        readEntries.removeAll()
    }

    /// The entries of the given kinds, as `subject message` strings — the shape seed logs have.
    public func summaries(_ kinds: Set<TraceEntry.Kind>? = nil) -> [String] {
        entries.filter { kinds?.contains($0.kind) ?? true }.map(\.summary)
    }

    /// The whole trace as text, one line per entry.
    public var text: String { entries.map(\.line).joined(separator: "\n") }

    /// The whole trace as pretty-printed JSON with sorted keys (byte-identical across runs).
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(entries)
    }
}
