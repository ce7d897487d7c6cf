import Foundation

/// The device's record of everything that happened, in order, each entry with its cause.
///
/// A trace belongs to one `Device`; nothing is shared between devices. Recording can be
/// switched off (`isEnabled = false`) for benchmarks; `record` is then a no-op that builds
/// no strings.
public final class Trace {
    /// Every recorded entry, in order.
    @exclusivity(unchecked) public private(set) var entries: [TraceEntry] = []
    /// When false, nothing is recorded and the autoclosures passed to `record` are not evaluated.
    @exclusivity(unchecked) public var isEnabled: Bool = true
    /// Kinds that are dropped even when enabled (hit-test lines are noisy in large scenes).
    @exclusivity(unchecked) public var mutedKinds: Set<TraceEntry.Kind> = []
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

    func append(_ entry: TraceEntry) { entries.append(entry) }

    /// A free-form line from the program under test, e.g. a seed's `NSLog` in a handler.
    public func log(_ subject: String, _ message: String) {
        record(.log, subject, message)
    }

    /// Forgets every entry (the device keeps running).
    public func clear() { entries.removeAll() }

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
