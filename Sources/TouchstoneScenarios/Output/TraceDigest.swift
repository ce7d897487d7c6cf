import Foundation
import Touchstone

/// The trace as a person reads it first (ScenarioDecisions X11;
/// <doc:TheCLI#Reading-the-output>): the lines that decide, and each run of repeated moves
/// folded into one line with counts. The engine's lines are printed unchanged; this only picks
/// and folds them (`--verbose` prints them all).
///
/// Every entry has one of three roles:
///
/// - *shown*: finger down and up, the hit, touch delivery other than `touchesMoved`, recogniser
///   states that decide (began, recognized, ended, failed, cancelled, refusals, withholding),
///   actions other than `action (changed)`, control events other than `touchDragInside`,
///   selection, highlighting, dragging and deceleration callbacks, navigation, haptics, logs,
///   layout warnings and errors;
/// - *repeated*: what every sample of a moving finger or a decelerating scroll view repeats —
///   `move to`, `touchesMoved`, `→changed`, `action (changed)`, `touchDragInside`, `didScroll`;
///   consecutive repeated entries (hidden ones between them do not break a run) print as one
///   line, `repeated`, naming each subject and message with its count, the last position where
///   the message has one, and when the run ended;
/// - *hidden*: bookkeeping that decides nothing — resets (`→possible`), appearance callbacks
///   (`viewWillAppear` …), reads of `preferredScreenEdgesDeferringSystemGestures`, and the system
///   gate's refusal of a touch that began outside the system-gesture zones.
public enum TraceDigest {
    /// What an entry is for the digest.
    public enum Role: Equatable, Sendable {
        /// Printed as its own line.
        case shown
        /// Folded with its neighbours; entries with the same key are counted together.
        case repeated(key: String)
        /// Left out.
        case hidden
    }

    /// The role of `entry` (the rules above).
    public static func role(of e: TraceEntry) -> Role {
        let m = e.message
        switch e.kind {
        case .input:
            if m.hasPrefix("move to") { return .repeated(key: "\(e.subject) move") }
        case .touches:
            if m == "touchesMoved" { return .repeated(key: "\(e.subject) touchesMoved") }
        case .state:
            if m.hasSuffix("→possible") { return .hidden }
            if m == "changed→changed" || m == "began→changed" { return .repeated(key: "\(e.subject) →changed") }
            if m.hasPrefix("does not receive"), e.cause?.hasPrefix("began outside the system-gesture zones") == true { return .hidden }
        case .action:
            if m == "action (changed)" { return .repeated(key: "\(e.subject) action (changed)") }
        case .control:
            if m == "touchDragInside" || m == "touchDragOutside" { return .repeated(key: "\(e.subject) \(m)") }
        case .scroll:
            if m.hasPrefix("didScroll") { return .repeated(key: "\(e.subject) didScroll") }
            if m.hasPrefix("didZoom") { return .repeated(key: "\(e.subject) didZoom") }
        case .lifecycle:
            if ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"].contains(m) { return .hidden }
        case .system:
            if m.hasPrefix("preferredScreenEdgesDeferringSystemGestures read") { return .hidden }
        default:
            break
        }
        return .shown
    }

    /// The digest of `entries`: shown entries as their trace lines, each run of two or more
    /// repeated entries as one `repeated` line, and a run of one as its own line. One pass that
    /// keeps per run only its counts and the last entry of each key, so a run of a million moves
    /// costs what its entries do (issue 30).
    public static func lines(_ entries: [TraceEntry]) -> [String] {
        var out: [String] = []
        var run = Fold()
        for e in entries {
            switch role(of: e) {
            case .hidden: continue
            case .repeated(let key): run.add(e, key: key)
            case .shown:
                if let line = run.flush() { out.append(line) }
                out.append(e.line)
            }
        }
        if let line = run.flush() { out.append(line) }
        return out
    }

    /// A run of repeated entries as it is read: its first and last entries, and per key (in order
    /// of first appearance) its count and last entry.
    struct Fold {
        private var first: TraceEntry?
        private var last: TraceEntry?
        private var count = 0
        private var order: [String] = []
        private var counts: [String: Int] = [:]
        /// Per key, its last entry whose message names a position.
        private var placedOfKey: [String: TraceEntry] = [:]

        mutating func add(_ e: TraceEntry, key: String) {
            if first == nil { first = e }
            last = e
            count += 1
            if counts[key] == nil { order.append(key) }
            counts[key, default: 0] += 1
            if TraceDigest.namesPlace(e.message) { placedOfKey[key] = e }
        }

        /// The run's line (its entry's own line for a run of one), and an empty run after.
        mutating func flush() -> String? {
            defer { self = Fold() }
            guard let first, let last else { return nil }
            if count == 1 { return first.line }
            let items = order.map { key in "\(key) ×\(counts[key]!)" + (placedOfKey[key].flatMap(TraceDigest.place) ?? "") }
            return TraceDigest.foldedLine(start: first.time, end: last.time, items: items)
        }
    }

    /// Whether `message` contains ` to ` (a byte scan: it runs for every repeated entry).
    static func namesPlace(_ message: String) -> Bool {
        var window: UInt32 = 0
        for b in message.utf8 {
            window = window << 8 | UInt32(b)
            if window == 0x2074_6F20 { return true }
        }
        return false
    }

    /// The position a message names, from ` to ` on (`move to (300, 400)` → ` to (300, 400)`).
    static func place(_ e: TraceEntry) -> String? {
        e.message.range(of: " to ").map { String(e.message[$0.lowerBound...]) }
    }

    /// One line for a run of repeated entries: its start time, `repeated`, then per key (in order
    /// of first appearance) its count and the last position named (`to (x, y)`), and the time of
    /// its last entry — `    16.7 ms  repeated  finger 0 move ×17 to (300, 400), page.pan →changed ×17  — until 300.0 ms`.
    static func foldedLine(start: TimeInterval, end: TimeInterval, items: [String]) -> String {
        let start = String(format: "%8.1f ms", start * 1000)
        let end = String(format: "%.1f ms", end * 1000)
        return "\(start)  repeated  \(items.joined(separator: ", "))  — until \(end)"
    }
}
