import Foundation
import Touchstone

/// The trace as a person reads it first (decision X11 in the repository's `Docs/Decisions.md`;
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
    /// repeated entries as one `repeated` line, and a run of one as its own line.
    public static func lines(_ entries: [TraceEntry]) -> [String] {
        var out: [String] = []
        var run: [TraceEntry] = []
        func flush() {
            if run.count == 1 { out.append(run[0].line) } else if !run.isEmpty { out.append(foldedLine(run)) }
            run.removeAll()
        }
        for e in entries {
            switch role(of: e) {
            case .hidden: continue
            case .repeated: run.append(e)
            case .shown: flush(); out.append(e.line)
            }
        }
        flush()
        return out
    }

    /// One line for a run of repeated entries: its start time, `repeated`, then per key (in order
    /// of first appearance) its count and the last position named (`to (x, y)`), and the time of
    /// its last entry — `    16.7 ms  repeated  finger 0 move ×17 to (300, 400), page.pan →changed ×17  — until 300.0 ms`.
    static func foldedLine(_ run: [TraceEntry]) -> String {
        var order: [String] = []
        var counts: [String: Int] = [:]
        var lastPlace: [String: String] = [:]
        for e in run {
            guard case .repeated(let key) = role(of: e) else { continue }
            if counts[key] == nil { order.append(key) }
            counts[key, default: 0] += 1
            if let to = e.message.range(of: " to ") { lastPlace[key] = String(e.message[to.lowerBound...]) }
        }
        let items = order.map { key in "\(key) ×\(counts[key]!)" + (lastPlace[key] ?? "") }
        let start = String(format: "%8.1f ms", run[0].time * 1000)
        let end = String(format: "%.1f ms", run[run.count - 1].time * 1000)
        return "\(start)  repeated  \(items.joined(separator: ", "))  — until \(end)"
    }
}
