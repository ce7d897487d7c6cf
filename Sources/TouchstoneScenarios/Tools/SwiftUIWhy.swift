import Foundation
import Touchstone

/// `touchstone why --view <identifier>` on a SwiftUI scene: runs the scenario's script and, for
/// each SwiftUI gesture a touch on the view reaches (its own, then its ancestors'), says whether it
/// fired and, when it did not, what stopped it — the recogniser that won, named in the trace's
/// cause — in SwiftUI's terms with the rule's id (ScenarioDecisions X21; SwiftUIDecisions SU2–SU4, SU20).
public enum SwiftUIWhy {
    /// The explanation, as text. Throws a `ScenarioError` when the scenario has no SwiftUI view
    /// of that identifier.
    public static func explain(_ scenario: Scenario, view id: String) throws -> String {
        guard let ui = scenario.swiftUI else {
            throw ScenarioError(file: scenario.file, line: 1, column: 1, message: "why --view names a view of a swiftui: scene; this scenario has none (use --at X,Y)")
        }
        let refs = SwiftUIGestureRef.all(in: ui.rootView)
        guard let own = ui.rootView.subtree.first(where: { $0.identifier == id }),
              let path = Self.path(of: id, in: ui.rootView) else {
            var msg = "no SwiftUI view with accessibilityIdentifier '\(id)'"
            if let g = closest(id, in: ui.identifiers) { msg += " (did you mean '\(g)'?)" }
            throw ScenarioError(file: scenario.file, line: ui.line, column: ui.column, message: msg + "; known: \(Parsing.listed(ui.identifiers))")
        }
        let result = ScenarioRunner.run(scenario, tappableAreas: false)
        let entries = result.entries
        let arch = SwiftUIDoctor.architecture(scenario)
        var out: [String] = []
        out.append("Why — \(scenario.name) — SwiftUI view \(id) (\(own.kind)), \(SwiftUIProbe.label(scenario)): "
                   + (arch == .perGesture ? "one UIKit recogniser per gesture modifier (SwiftUIDecisions SU1, SU3)"
                                          : "one hosting recogniser runs every SwiftUI gesture (SwiftUIDecisions SU1, SU4)"))
        if let e = result.runError { out.append("The script stopped: \(e.message)") }
        let reaching = refs.filter { r in r.ref.path == path || path.starts(with: r.ref.path) }
            .sorted { $0.ref.path.count > $1.ref.path.count }
        out.append("")
        if reaching.isEmpty {
            out.append("No SwiftUI gesture reaches \(id): neither it nor a view around it has a gesture modifier.")
            return RuleBook.withNote(out.joined(separator: "\n"))
        }
        out.append("Gestures a touch on \(id) reaches (its own first, then those of the views around it):")
        for (ref, _) in reaching {
            out.append("")
            let on = ref.path == path ? "on \(id)" : "on \(ref.view.ownerName), around \(id)"
            out.append("• \(ref.traceName) — \(ref.swift) \(on)")
            let fired = entries.filter { $0.kind == .log && $0.summary == ref.firedLine }
            if let first = fired.first {
                out.append("  ✓ fired \(fired.count == 1 ? "once" : "\(fired.count) times"), first at \(msText(first.time)) (\(ref.firedLine))")
                // A drag that won over the scroll view around it kept it from scrolling (SU3).
                if let stopped = entries.first(where: { $0.subject.hasSuffix(".pan") && $0.kind == .state && $0.message.hasSuffix("failed") && $0.other == ref.traceName }) {
                    out.append("  and it kept \(stopped.subject.dropLast(4)) from scrolling: \(stopped.subject) failed at \(msText(stopped.time)), excluded by it — a SwiftUI recogniser deeper than the scroll view is delivered the sample first (SwiftUIDecisions SU3; fixes: touchstone doctor)")
                }
                continue
            }
            let mine = entries.filter { $0.subject == ref.traceName && $0.kind != .input }
            out.append("  ✗ never fired: " + reason(ref, mine: mine, entries: entries, root: ui.rootView, arch: arch))
            let shown = mine.filter { !$0.message.hasSuffix("→possible") && $0.message != "changed" && !$0.message.hasSuffix("changed→changed") }.prefix(8)
            if !shown.isEmpty {
                out.append("  trace:")
                for e in shown { out.append("    \(e.line.trimmingCharacters(in: .whitespaces))") }
            }
        }
        return RuleBook.withNote(out.joined(separator: "\n"))
    }

    /// Why `ref` did not fire, from the entry that ended it.
    static func reason(_ ref: SwiftUIGestureRef, mine: [TraceEntry], entries: [TraceEntry], root: SwiftUIViewSpec, arch: SwiftUIDoctor.Architecture) -> String {
        if mine.isEmpty {
            if arch == .hosting, let h = entries.last(where: { $0.subject == "SwiftUI hosting gesture" && $0.other != nil && ($0.message.contains("failed") || $0.message.contains("cancelled")) }),
               let other = h.other {
                return "the hosting recogniser lost to \(other) at \(msText(h.time)) before this gesture went: " + winner(other, ref: ref, root: root, arch: arch)
            }
            return "no touch of the script reached it (no trace line names it)"
        }
        let end = mine.last { $0.message.contains("failed") || $0.message.contains("cancelled") }
        guard let end else {
            let last = mine.last!
            return "it was still \(last.message) when the script ended\(ref.tapCount == 1 ? " (a single tap declared after a double waits for the double to fail: SwiftUIDecisions SU2)" : "")"
        }
        let how = end.message.contains("cancelled") ? "cancelled" : "failed"
        // The hosting recogniser's own lines say "X recognized first" (SU4).
        let named = end.cause.flatMap { c in c.range(of: " recognized first").map { String(c[..<$0.lowerBound]) } }
        if let other = end.other ?? named ?? entries.last(where: { $0.subject == "SwiftUI hosting gesture" && $0.time <= end.time && $0.other != nil })?.other {
            return "\(how) at \(msText(end.time)) because \(other) won: " + winner(other, ref: ref, root: root, arch: arch)
        }
        if let cause = end.cause { return "\(how) at \(msText(end.time)): \(cause)" }
        return "\(how) at \(msText(end.time)): the finger did not make this gesture (too far, too short or too long)"
    }

    /// The rule behind `other` winning over `ref`, in SwiftUI's terms.
    static func winner(_ other: String, ref: SwiftUIGestureRef, root: SwiftUIViewSpec, arch: SwiftUIDoctor.Architecture) -> String {
        if other.hasSuffix(".pan") && !other.contains(" (") {
            let scroll = String(other.dropLast(4))
            if arch == .hosting {
                return "the ScrollView \(scroll)'s pan, on a deeper view than the hosting recogniser, was delivered the sample first and excluded it; a ScrollView that begins scrolling cancels the SwiftUI gestures inside it, with no onEnded (SwiftUIDecisions SU4)"
            }
            return "the ScrollView \(scroll)'s pan began first and prevented it: a gesture that waits for more movement than the pan's 10 pt loses the touch to the scroll (SwiftUIDecisions SU3, SU20)"
        }
        let owner = String(other.prefix { $0 != "." })
        let otherPath = path(of: owner, in: root)
        let mine = path(of: ref.view.ownerName, in: root) ?? ref.path
        if owner != ref.view.ownerName, other.contains("(highPriorityGesture)") {
            return "`highPriorityGesture` on \(owner), around it, goes first, and the gestures inside wait for it to fail (SwiftUIDecisions SU2)"
        }
        if let otherPath, otherPath.count > mine.count, otherPath.starts(with: mine) {
            return "\(owner) is inside \(ref.view.ownerName), and with `\(ref.modifier.name)` the gestures inside a view go first: the view's own waits for them and fails when one succeeds — even a child's `simultaneousGesture` before iOS 18 and from iOS 26 (SwiftUIDecisions SU2, SU19); `.highPriorityGesture` puts it first, `.simultaneousGesture` runs both"
        }
        if owner == ref.view.ownerName {
            return "\(other), on the same view, went first by the order of the modifiers: an earlier modifier is inside a later one, and the inner gesture goes first — a single tap declared before a double makes a double tap two singles (SwiftUIDecisions SU2)"
        }
        return "\(other) went first (SwiftUIDecisions SU2)"
    }

    /// The `content` path of the view with identifier `id`.
    static func path(of id: String, in root: SwiftUIViewSpec) -> [Int]? {
        func find(_ v: SwiftUIViewSpec, _ p: [Int]) -> [Int]? {
            if v.identifier == id { return p }
            for (k, c) in v.content.enumerated() { if let hit = find(c, p + [k]) { return hit } }
            return nil
        }
        return find(root, [])
    }
}
