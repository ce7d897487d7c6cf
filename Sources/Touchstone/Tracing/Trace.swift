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
    /// nobody reads never makes them.
    public var entries: [TraceEntry] {
        if readRecords < records.count {
            for i in readRecords..<records.count {
                records[i].forEachEntry { readEntries.append(TraceEntry($0)) }
            }
            readRecords = records.count
        }
        return readEntries
    }
    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    /// The recorded parts of every entry, in order.
    @exclusivity(unchecked) private var _records: [TraceRecord] = []
    var records: [TraceRecord] { get { unsafe _records } _modify { yield unsafe &_records } }
    @exclusivity(unchecked) private var _isEnabledStorage: Bool = true
    var isEnabledStorage: Bool { get { unsafe _isEnabledStorage } _modify { yield unsafe &_isEnabledStorage } }
    @exclusivity(unchecked) private var _mutedKindsStorage: Set<TraceEntry.Kind> = []
    var mutedKindsStorage: Set<TraceEntry.Kind> { get { unsafe _mutedKindsStorage } _modify { yield unsafe &_mutedKindsStorage } }
    /// How many of `records` `readEntries` holds.
    private var readRecords = 0
    /// `entries` as made so far: the first `count` records as `TraceEntry` values.
    private var readEntries: [TraceEntry] = []
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

    func append(_ entry: TraceEntry) { records.append(entry.record) }

    /// Builds the entry in place from parts it takes over (no copy of the parts).
    @inline(never)
    private func appendEntry(_ kind: TraceEntry.Kind, _ subject: consuming TraceSubject, _ message: consuming TraceMessage,
                             _ cause: consuming TraceCause?, _ fingers: consuming TraceFingers) {
        records.append(TraceRecord(time: clock.now, kind: kind, who: subject, what: message, why: cause, fingerList: fingers))
    }

    /// A free-form line from the program under test, e.g. a seed's `NSLog` in a handler.
    public func log(_ subject: String, _ message: String) {
        record(.log, subject, message)
    }

    /// Forgets every entry (the device keeps running).
    public func clear() {
        records.removeAll()
        readEntries.removeAll()
        readRecords = 0
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
