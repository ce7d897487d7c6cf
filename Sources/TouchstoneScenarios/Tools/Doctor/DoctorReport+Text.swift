import Foundation

extension DoctorReport {
    /// The report for people, as `touchstone doctor` prints it: each problem with its cause, the
    /// gesture that shows it, its proof and its fixes; then the notes.
    public var text: String {
        var out: [String] = []
        let problems = findings.filter { $0.severity == .problem }
        let notes = findings.filter { $0.severity == .note }
        out.append("Gesture doctor — \(scenario)")
        out.append("\(gestures) gestures tried on every reachable view (\(replays) replays with counterfactuals and fixes); "
                   + (participants.isEmpty ? "no recogniser takes part"
                      : "\(participants.count) recogniser\(participants.count == 1 ? "" : "s") take\(participants.count == 1 ? "s" : "") part: "
                        + participants.map { "\($0.id)\($0.builtIn ? " (built in)" : "") ×\($0.fired)" }.joined(separator: ", ")))
        if !unlistedRecognizers.isEmpty {
            out.append("Not examined: recognisers the dump mentions but does not list, on " + unlistedRecognizers.joined(separator: ", ")
                       + " (import their `po <address>.gestureRecognizers` output too)")
        }
        if let wants { out += Self.wantsText(wants) }
        out.append("")
        if problems.isEmpty {
            out.append(refusedGestures == 0 ? "✓ \(cleanVerdict)" : "✗ \(cleanVerdict)")
        } else {
            out.append("\(problems.count) problem\(problems.count == 1 ? "" : "s"):")
        }
        for (n, f) in problems.enumerated() {
            out.append("")
            out.append("\(n + 1). [\(f.kind.rawValue)] \(f.summary)")
            if !f.alike.isEmpty {
                out.append("   the same on \(f.alike.count) more like it: \(f.alike.prefix(8).joined(separator: ", "))\(f.alike.count > 8 ? ", …" : "") (fixes shown for the first)")
            }
            out.append("   why: \(f.cause)")
            if f.gestureCount > 0 { out.append("   shown by: \(f.gesture)\(f.gestureCount > 1 ? " and \(f.gestureCount - 1) more" : "")") }
            if let v = f.variation { out.append("   as people make it: \(v.words)") }
            if !f.evidence.isEmpty {
                out.append("   trace:")
                for line in f.evidence { out.append("     \(line)") }
            }
            if f.fixes.isEmpty {
                // A finding the wants turned into a problem is answered by the wants' search (DoctorDecisions DR20).
                out.append(f.summary.contains(" — the wants ask otherwise: ") && wants != nil
                           ? "   fix: see the fixes for the wants above"
                           : "   fix: none of UIKit's standard remedies removes it on its own")
            }
            for (k, fix) in f.fixes.enumerated() {
                let label = fix.verified ? "verified" : Self.unverifiedLabel(fix)
                out.append("   fix \(k + 1) (\(fix.kind), \(label)): \(fix.summary)")
                out += Self.beforeAfter(fix, indent: "     ")
                if let versions = fix.versions { out.append("     per iOS: " + versions.joined(separator: "; ")) }
                for s in fix.changesOnSubject.prefix(4) { out.append("     on \(f.subjects.first ?? "the view") itself: \(s)") }
                if fix.changesOnSubject.count > 4 { out.append("     … and \(fix.changesOnSubject.count - 4) more gestures on \(f.subjects.first ?? "the view")") }
                for s in fix.sideEffects.prefix(5) { out.append("     also changes \(s)") }
                if fix.sideEffects.count > 5 { out.append("     … and \(fix.sideEffects.count - 5) more gestures") }
                if k == 0 {
                    out.append("     scenario file:")
                    out += fix.patch.split(separator: "\n").map { "       \($0)" }
                    out.append("     Swift:")
                    out += fix.swift.split(separator: "\n").map { "       \($0)" }
                }
            }
        }
        if !notes.isEmpty {
            out.append("")
            out.append("Notes (intended by the scene, or UIKit's standard behaviour):")
            for f in notes { out.append("  • [\(f.kind.rawValue)] \(f.summary)\(f.alike.isEmpty ? "" : " — and \(f.alike.count) more like it")") }
        }
        return RuleBook.withNote(out.joined(separator: "\n"))
    }

    /// The wants' answer: each want now, then the verified fixes with each want before and after,
    /// or the near misses and a plain "no standard fix exists".
    static func wantsText(_ w: WantsReport) -> [String] {
        var out = [""]
        let held = w.heldBefore.filter { $0 }.count
        out.append("Wants, on the script: \(held) of \(w.wants.count) hold\(held == 1 ? "s" : "") now")
        for (t, ok) in zip(w.wants, w.heldBefore) { out.append("  \(ok ? "✓" : "✗") \(t)") }
        out.append(w.conclusion.prefix(1).uppercased() + w.conclusion.dropFirst() + (w.fixes.isEmpty ? "." : ":"))
        func body(_ fix: DoctorFix) -> [String] {
            var lines: [String] = []
            for c in fix.wanted where c.before != c.after {
                let b = c.beforeLines.first ?? (c.before ? "holds" : "does not hold"), a = c.afterLines.first ?? (c.after ? "holds" : "does not hold")
                lines.append("     \(c.before ? "✓" : "✗") → \(c.after ? "✓" : "✗") \(c.want): \(b) → \(a)")
            }
            for s in fix.changesOnSubject.prefix(4) { lines.append("     on gestures like the script's: \(s)") }
            if fix.changesOnSubject.count > 4 { lines.append("     … and \(fix.changesOnSubject.count - 4) more like them") }
            lines.append("     scenario file:")
            lines += fix.patch.split(separator: "\n").map { "       \($0)" }
            lines.append("     Swift:")
            lines += fix.swift.split(separator: "\n").map { "       \($0)" }
            return lines
        }
        for (k, fix) in w.fixes.enumerated() {
            out.append("  fix \(k + 1) (\(fix.kind), verified): \(fix.summary)")
            out += body(fix)
        }
        for (k, m) in w.nearMisses.enumerated() {
            out.append("  near miss \(k + 1) (\(m.fix.kind)): \(m.fix.summary)")
            out.append("     satisfies: \(m.satisfies.isEmpty ? "none" : m.satisfies.joined(separator: "; "))\(m.fails.isEmpty ? "" : " — still fails: " + m.fails.joined(separator: "; "))")
            for s in m.fix.sideEffects.prefix(5) { out.append("     breaks: \(s)") }
            if m.fix.sideEffects.count > 5 { out.append("     … and \(m.fix.sideEffects.count - 5) more gestures") }
        }
        return out
    }

    /// Why a fix is not verified: it changes other outcomes, or (verified on the exact line) it
    /// fails in some natural variations of the gesture.
    static func unverifiedLabel(_ fix: DoctorFix) -> String {
        // A SwiftUI fix says on which versions it fails (DoctorDecisions DR17).
        if let versions = fix.versions {
            if let spread = fix.spread, spread.holds < spread.runs { return "not verified: \(spread.words)" }
            if let side = fix.sideEffects.first { return "not verified: \(side)" }
            let failing = versions.filter { $0.contains("✗") }.compactMap { $0.components(separatedBy: " ✗").first }
            return failing.isEmpty ? "not verified: not the same on every version" : "not verified: fails on " + failing.joined(separator: ", ")
        }
        if fix.sideEffects.isEmpty, let spread = fix.spread, spread.holds < spread.runs { return "not verified: \(spread.words)" }
        return "removes it, but changes other outcomes"
    }

    /// A fix's before and after on the finding's gesture: the outcomes, or — when only the timing
    /// changed — what changed in time (`recordButton touchesBegan 800 ms → 0 ms`).
    static func beforeAfter(_ fix: DoctorFix, indent: String) -> [String] {
        var out: [String] = []
        if fix.before == fix.after && !fix.timing.isEmpty {
            out.append("\(indent)before → after: \(fix.timing.joined(separator: ", ")) (outcomes the same: \(fix.before.isEmpty ? "nothing" : fix.before.joined(separator: ", ")))")
            return out
        }
        if !fix.before.isEmpty || !fix.after.isEmpty {
            out.append("\(indent)before: \(fix.before.isEmpty ? "nothing" : fix.before.joined(separator: ", "))")
            out.append("\(indent)after:  \(fix.after.isEmpty ? "nothing" : fix.after.joined(separator: ", "))")
        }
        if !fix.timing.isEmpty { out.append("\(indent)in time: \(fix.timing.joined(separator: ", "))") }
        return out
    }

    /// The report as JSON (`touchstone doctor --format json`), keys sorted so runs compare.
    public func jsonData() throws -> Data {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try e.encode(self)
    }
}
