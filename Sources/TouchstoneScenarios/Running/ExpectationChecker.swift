import Foundation
import Touchstone

/// The verdict on one expectation, with a readable explanation when it fails.
public struct Verdict: Sendable {
    /// The expectation in words (`fires tap action @80ms`).
    public var title: String
    /// Whether it holds.
    public var passed: Bool
    /// Lines explaining a failure (a diff for sequences).
    public var details: [String]
    /// Line of the expectation in the file (1-based).
    public var line: Int
    /// Column of the expectation in the file (1-based).
    public var column: Int
}

/// Checks expectations against a trace. Entries are matched by subject and message; see
/// `EventPattern`.
struct ExpectationChecker {
    let scene: Scene
    let entries: [TraceEntry]

    func check(_ expectations: [Expectation]) -> [Verdict] { expectations.map(check) }

    static func matches(_ e: TraceEntry, _ p: EventPattern) -> Bool {
        // A hit-test line matches `hit`, or its whole message (`application ignoring interaction
        // events`, the line of a touch nothing received), never a prefix or `*`.
        guard e.kind != .input || p.subject.hasPrefix("finger "),
              e.kind != .hitTest || p.message == "hit" || p.message == e.message else { return false }
        guard e.subject == p.subject else { return false }
        if let t = p.time, abs(e.time - t) > 0.0005 { return false }
        if p.message == "*" { return true }
        return e.message == p.message || e.message.hasPrefix(p.message + " ") || e.message.hasPrefix(p.message + "(")
    }

    /// Deliveries to views, actions, control events, haptics, logs, table selection, the start of
    /// scrolling and interactive pops: what an app can observe through UIKit's callbacks.
    static func isObservable(_ e: TraceEntry) -> Bool {
        switch e.kind {
        case .touches: return e.message.hasPrefix("touches") && !(e.cause ?? "").hasPrefix("forwarded")
        case .action, .control, .haptic, .log: return true
        case .scroll: return ["didSelectRowAt", "didDeselectRowAt", "willBeginDragging"].contains { e.message.hasPrefix($0) }
        case .lifecycle: return e.message.hasPrefix("interactive pop")
        default: return false
        }
    }

    static func describe(_ e: TraceEntry) -> String { "\(e.subject) \(e.message) @\(msText(e.time))" }

    private func check(_ x: Expectation) -> Verdict {
        var v = Verdict(title: "", passed: true, details: [], line: x.line, column: x.column)
        switch x.kind {
        case let .fires(p, count):
            let hits = entries.filter { Self.matches($0, p) }
            v.title = count.map { "fires \(p) ×\($0)" } ?? "fires \(p)"
            if let count { v.passed = hits.count == count } else { v.passed = !hits.isEmpty }
            if !v.passed {
                v.details.append(hits.isEmpty ? "it never happened" : "it happened \(hits.count) time(s): " + hits.map(Self.describe).joined(separator: ", "))
                v.details += nearMisses(p)
            }
        case let .never(p):
            let hits = entries.filter { Self.matches($0, p) }
            v.title = "never \(p)"
            v.passed = hits.isEmpty
            if !v.passed {
                v.details = hits.prefix(5).map { "but: " + Self.describe($0) + ($0.cause.map { "  — \($0)" } ?? "") }
            }
        case let .sequence(ps):
            v.title = Self.cut("sequence [\(ps.map(\.text).joined(separator: ", "))]", Self.maximumTitleCharacters)
            var i = 0
            var matched: [TraceEntry] = []
            for e in entries where i < ps.count && Self.matches(e, ps[i]) { matched.append(e); i += 1 }
            v.passed = i == ps.count
            if !v.passed {
                for (k, p) in ps.enumerated() {
                    let text = Self.cut(p.description, Self.maximumCellCharacters)
                    v.details.append(k < i ? "  ✓ \(text)  (\(msText(matched[k].time)))" : k == i ? "  ✗ \(text)  ← not found after the events above" : "  · \(text)")
                }
                v.details += nearMisses(ps[i])
            }
        case let .exactly(ps):
            let subjects = Set(ps.map(\.subject))
            let actual = entries.filter { subjects.contains($0.subject) && Self.isObservable($0) }
            v.title = Self.cut("exactly [\(ps.map(\.text).joined(separator: ", "))]", Self.maximumTitleCharacters)
            let n = max(actual.count, ps.count)
            let same = (0..<n).map { k in k < ps.count && k < actual.count && Self.matches(actual[k], ps[k]) }
            let ok = actual.count == ps.count && !same.contains(false)
            v.passed = ok
            if !ok {
                // Cells are cut and rows shown around the first difference, so the diff stays
                // small whatever the patterns' length and the number of rows (decision R22).
                let width = min(Self.maximumCellCharacters, max(12, ps.map(\.text.count).max() ?? 12))
                let first = same.firstIndex(of: false) ?? 0
                let start = max(0, first - 3), end = min(n, start + Self.maximumDiffRows)
                var rows: [String] = start > 0 ? ["  … \(start) equal rows"] : []
                for k in start..<end {
                    let exp = k < ps.count ? Self.cut(ps[k].text, width) : "—"
                    let act = k < actual.count ? Self.cut(Self.describe(actual[k]), Self.maximumCellCharacters) : "—"
                    rows.append("  \(same[k] ? "=" : "≠") \(exp.padding(toLength: width, withPad: " ", startingAt: 0))   \(act)")
                }
                if end < n { rows.append("  … \(n - end) more rows") }
                v.details = ["    " + "expected".padding(toLength: width, withPad: " ", startingAt: 0) + "   actual"] + rows
            }
        case let .maxDelay(finger, nth, to, mx):
            v.title = "at most \(msText(mx)) from finger \(finger) down #\(nth) to \(to)"
            let downs = entries.filter { $0.kind == .input && $0.subject == "finger \(finger)" && $0.message.hasPrefix("down") }
            guard downs.count >= nth else {
                v.passed = false; v.details = ["finger \(finger) went down only \(downs.count) time(s)"]; break
            }
            let t0 = downs[nth - 1].time
            if let hit = entries.first(where: { $0.time >= t0 && Self.matches($0, to) }) {
                let delay = hit.time - t0
                v.passed = delay <= mx + 1e-9
                if !v.passed { v.details = ["\(to) came \(msText(delay)) after the finger went down (at \(msText(t0))), over the \(msText(mx)) limit"] }
                else { v.title += " (was \(msText(delay)))" }
            } else {
                v.passed = false; v.details = ["\(to) never happened after the finger went down at \(msText(t0))"]
            }
        case let .state(target, property, value):
            v.title = "\(target.name).\(property) is \(value)"
            if let actual = SceneProperty.read(property, of: target.name, in: scene) {
                v.passed = SceneProperty.matches(actual, value)
                if !v.passed { v.details = ["it is \(actual)"] }
            } else {
                v.passed = false; v.details = ["'\(property)' cannot be read on '\(target.name)'"]
            }
        }
        v.title = Self.cut(v.title, Self.maximumTitleCharacters)
        return v
    }

    /// Characters of one cell of an `exactly` diff; a longer pattern or event is cut with "…".
    static let maximumCellCharacters = 80
    /// Rows of an `exactly` diff, from just before the first difference.
    static let maximumDiffRows = 60
    /// Characters of a verdict's title (the patterns it lists).
    static let maximumTitleCharacters = 240

    /// `text` cut to `limit` characters, the last one "…" when cut.
    static func cut(_ text: String, _ limit: Int) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }

    /// Entries of the same subject, to help spot a wrong time or message.
    private func nearMisses(_ p: EventPattern) -> [String] {
        let same = entries.filter { $0.subject == p.subject && $0.kind != .input && $0.kind != .hitTest }
        guard !same.isEmpty else { return ["nothing at all was recorded for '\(p.subject)'"] }
        return ["what '\(p.subject)' did: " + same.prefix(8).map { "\($0.message) @\(msText($0.time))" }.joined(separator: ", ") + (same.count > 8 ? ", …" : "")]
    }
}

func msText(_ t: TimeInterval) -> String {
    let ms = t * 1000
    return abs(ms - ms.rounded()) < 1e-6 ? "\(Int(ms.rounded()))ms" : String(format: "%.1fms", ms)
}
