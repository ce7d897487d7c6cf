import Foundation
import Touchstone

/// The timeline as text, one line per trace entry with its time, kind, `subject message` (the
/// shape of seed 003's logs) and cause; then the expectations' verdicts.
public enum TextTimeline {
    /// By default the title, the lines that decide with repeated moves folded (`TraceDigest`),
    /// and the verdicts; `verbose` adds the scenario's summary and source and prints every line
    /// of the trace.
    public static func render(_ r: ScenarioResult, verbose: Bool = false) -> String {
        var out: [String] = []
        out.append("━━ \(r.scenario.name) — \(r.scenario.file)")
        if verbose {
            if let s = r.scenario.summary { out.append("   \(s.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "\n", with: "\n   "))") }
            if let s = r.scenario.source { out.append("   source: \(s)") }
        }
        out.append(contentsOf: dumpOrigins(r))
        out.append(contentsOf: verbose ? r.entries.map(\.line) : TraceDigest.lines(r.entries))
        out.append(contentsOf: verdictLines(r))
        return out.joined(separator: "\n")
    }

    /// The closing line of `run --expect` and `demo`: how many of `results` hold their expectations.
    public static func summaryLine(_ results: [ScenarioResult]) -> String {
        "\(results.filter(\.passed).count)/\(results.count) scenarios hold their expectations."
    }

    /// The expectations' verdicts as `✓`/`✗` lines, with the details of each failure.
    public static func verdictLines(_ r: ScenarioResult) -> [String] {
        var out: [String] = []
        if let e = r.runError { out.append("✗ \(e.description)") }
        if r.verdicts.isEmpty && r.runError == nil { return out }
        out.append("── expectations: \(r.verdicts.filter(\.passed).count)/\(r.verdicts.count) hold")
        for v in r.verdicts {
            out.append("\(v.passed ? "✓" : "✗") \(v.title)")
            if !v.passed {
                out.append("    at \(r.scenario.file):\(v.line):\(v.column)")
                out.append(contentsOf: v.details.map { "    " + $0 })
            }
        }
        return out
    }

    /// For a scene imported from a debugger dump: each view the trace mentions, with the class and
    /// address the dump printed, in order of first mention (`UIButton-Send = UIButton 0x7f9c…`).
    static func dumpOrigins(_ r: ScenarioResult) -> [String] {
        var origins: [String: String] = [:]
        for v in r.scenario.allViews { if let origin = v.dumpOrigin { origins[v.id] = origin } }
        guard !origins.isEmpty else { return [] }
        var seen = Set<String>()
        var parts: [String] = []
        for e in r.entries where origins[e.subject] != nil && seen.insert(e.subject).inserted {
            parts.append("\(e.subject) = \(origins[e.subject]!)")
        }
        return parts.isEmpty ? [] : ["   from the dump: " + parts.joined(separator: ", ")]
    }
}

/// The result as JSON (stable key order), for tools.
public enum JSONTimeline {
    /// One scenario's document; `write` gives it its entries as a slot filled in batches.
    struct Document<Entries: Encodable>: Encodable {
        var name: String
        var file: String
        var source: String?
        var passed: Bool
        var error: String?
        var entries: Entries
        var expectations: [VerdictJSON]

        init(_ r: ScenarioResult, entries: Entries) {
            name = r.scenario.name
            file = r.scenario.file
            source = r.scenario.source
            passed = r.passed
            error = r.runError?.description
            self.entries = entries
            expectations = r.verdicts.map { VerdictJSON(expectation: $0.title, passed: $0.passed, details: $0.details, line: $0.line, column: $0.column) }
        }
    }
    struct VerdictJSON: Encodable {
        var expectation: String
        var passed: Bool
        var details: [String]
        var line: Int
        var column: Int
    }

    /// The results as pretty-printed JSON: per scenario its name, file, verdict, trace entries and expectations.
    public static func render(_ results: [ScenarioResult]) throws -> String {
        let docs = results.map { Document($0, entries: $0.entries) }
        return String(decoding: try makeEncoder().encode(docs), as: UTF8.self)
    }
}
