import Foundation
import Touchstone

// The SwiftUI doctor with wants (`want:`, `--want`, `--want-file`; DoctorDecisions DR20): the
// wants change the verdict on the findings they are about, and when one fails, SwiftUI's remedies
// are searched for the change that makes every want hold.
extension SwiftUIDoctor {
    /// The most remedies the search tries on the script.
    static let wantCandidatesAtMost = 48

    /// The views a want is about: the subjects of its patterns (a SwiftUI callback's line is
    /// written under its view's name, ScenarioDecisions X19) or its `state:` target.
    static func views(of x: Expectation) -> Set<String> {
        switch x.kind {
        case let .fires(p, _), let .never(p): return [p.subject]
        case let .sequence(ps), let .exactly(ps): return Set(ps.map(\.subject))
        case let .maxDelay(_, _, to, _): return [to.subject]
        case let .state(t, _, _): return [t.name]
        }
    }

    /// The view a finding's subject names: `heart.tap (simultaneousGesture)` → `heart`.
    static func view(ofSubject s: String) -> String {
        if let dot = s.firstIndex(of: "."), !s[..<dot].contains(" ") { return String(s[..<dot]) }
        return s
    }

    /// Plays the wants' script, re-judges the findings by them, and searches SwiftUI's remedies
    /// when a want fails:
    /// - a problem every one of whose views a want names, with every such want holding, is what
    ///   the app wants: a note, without fixes;
    /// - a note about a view a failing want names is a problem (the wait of a single tap for a
    ///   double, SwiftUIDecisions SU36, when a want says the single must fire at once);
    /// - the remedies: every finding's, then on each gesture of a wanted view or around one, the
    ///   other two gesture modifiers and the `including: .gesture` and `.subviews` masks; each is
    ///   applied to a copy, the script replayed, and those that make every want hold are fixes,
    ///   also played on each of `SwiftUIProbe.versions` (those holding everywhere first).
    static func applyWants(_ wants: DoctorWants, scenario: Scenario, groups: [SwiftUIGestureRef], result: inout Result) -> WantsReport {
        let titles = wants.expectations.map(WantSearch.title)
        let before = WantSearch.trial([], order: -1, scenario: scenario, wants: wants)!
        let held = before.verdicts.map(\.passed)
        let named = wants.expectations.map(views)
        for i in result.findings.indices {
            let views = Set(result.findings[i].subjects.map(view(ofSubject:)))
            let about = named.indices.filter { !named[$0].isDisjoint(with: views) }
            guard !about.isEmpty else { continue }
            let failing = about.filter { !held[$0] }
            let covered = views.allSatisfy { v in about.contains { named[$0].contains(v) } }
            if failing.isEmpty, covered, result.findings[i].severity == .problem {
                result.findings[i].severity = .note
                result.findings[i].summary += " — as the wants ask: " + about.map { "✓ " + titles[$0] }.joined(separator: "; ")
                result.findings[i].fixes = []
                result.findings[i].variation = nil
            } else if !failing.isEmpty, result.findings[i].severity == .note {
                result.findings[i].severity = .problem
                result.findings[i].summary += " — the wants ask otherwise: " + failing.map { "✗ " + titles[$0] }.joined(separator: "; ")
            }
        }
        if held.allSatisfy({ $0 }) {
            return WantsReport(wants: titles, heldBefore: held, fixes: [], nearMisses: [], tried: 0,
                               conclusion: "every want already holds on the scene as it is: nothing to fix")
        }
        // The candidates, each once (by its summary).
        var candidates: [(kind: String, remedy: any SwiftUIRemedy)] = []
        var seen: Set<String> = []
        func add(_ kind: String, _ r: any SwiftUIRemedy) {
            if candidates.count < wantCandidatesAtMost, seen.insert(r.summary).inserted { candidates.append((kind, r)) }
        }
        for f in result.findings { for fix in f.fixes { if let r = result.remedies[fix.summary] { add(fix.kind, r) } } }
        let wanted = named.reduce(into: Set<String>()) { $0.formUnion($1) }
        let wantedPaths = groups.filter { wanted.contains($0.view.ownerName) }.map(\.path)
        for g in groups where wanted.contains(g.view.ownerName) || wantedPaths.contains(where: { $0.starts(with: g.path) }) {
            for m in ["gesture", "highPriorityGesture", "simultaneousGesture"] where m != g.modifier.name {
                add(m, SwiftUIFix(ref: g, modifier: m))
            }
            for mask in ["gesture", "subviews"] where g.modifier.arguments.text("including") != mask {
                add("GestureMask", SwiftUIFix(ref: g, modifier: nil, mask: mask))
            }
        }
        var complete: [(fix: DoctorFix, everywhere: Bool, order: Int)] = []
        var partial: [(trial: WantSearch.Trial, kind: String, remedy: any SwiftUIRemedy)] = []
        for (k, c) in candidates.enumerated() {
            var s = scenario
            c.remedy.apply(to: &s)
            guard let t = WantSearch.trial([], order: k, scenario: s, wants: wants, buildable: true) else { continue }
            result.replays += 1
            guard t.held == titles.count else {
                if t.held > before.held { partial.append((t, c.kind, c.remedy)) }
                continue
            }
            var versions: [String] = []
            var everywhere = true
            for v in SwiftUIProbe.versions {
                var there = s
                there.device.profile = v.profile
                there.device.linkedOn = v.sdk
                let holds = WantSearch.trial([], order: k, scenario: there, wants: wants, buildable: true).map { $0.held == titles.count } ?? false
                result.replays += 1
                everywhere = everywhere && holds
                versions.append("\(v.label) \(holds ? "✓" : "✗")")
            }
            var f = wantFix(c.kind, c.remedy, t, before: before, titles: titles, scenario: scenario)
            f.versions = versions
            complete.append((f, everywhere, k))
        }
        let fixes = complete.sorted { ($0.everywhere ? 0 : 1, $0.order) < ($1.everywhere ? 0 : 1, $1.order) }.prefix(WantSearch.shown).map(\.fix)
        var near: [WantsReport.NearMiss] = []
        if fixes.isEmpty {
            for p in partial.sorted(by: { ($0.trial.held, -$0.trial.order) > ($1.trial.held, -$1.trial.order) }).prefix(WantSearch.shown) {
                var f = wantFix(p.kind, p.remedy, p.trial, before: before, titles: titles, scenario: scenario)
                f.verified = false
                near.append(.init(fix: f, satisfies: zip(titles, p.trial.verdicts).filter { $0.1.passed }.map(\.0),
                                  fails: zip(titles, p.trial.verdicts).filter { !$0.1.passed }.map(\.0)))
            }
        }
        let conclusion = fixes.isEmpty
            ? "no standard fix exists: none of SwiftUI's remedies (\(candidates.count) tried) makes every want hold"
            : "\(fixes.count) verified fix\(fixes.count == 1 ? "" : "es") (of \(candidates.count) SwiftUI remedies tried)"
        return WantsReport(wants: titles, heldBefore: held, fixes: Array(fixes), nearMisses: near, tried: candidates.count, conclusion: conclusion)
    }

    /// A remedy as a fix for the wants: each want before and after, with its lines.
    static func wantFix(_ kind: String, _ r: any SwiftUIRemedy, _ t: WantSearch.Trial, before: WantSearch.Trial, titles: [String], scenario: Scenario) -> DoctorFix {
        let wanted = titles.indices.map { i in
            WantChange(want: titles[i], before: before.verdicts[i].passed, after: t.verdicts[i].passed,
                       beforeLines: before.lines[i], afterLines: t.lines[i])
        }
        return DoctorFix(kind: kind, summary: r.summary, changes: r.ids, ids: r.ids, patch: r.patch(scenario), swift: r.swift,
                         verified: t.held == titles.count,
                         before: zip(titles, before.verdicts).map { ($0.1.passed ? "✓ " : "✗ ") + $0.0 },
                         after: zip(titles, t.verdicts).map { ($0.1.passed ? "✓ " : "✗ ") + $0.0 },
                         afterEvidence: [], sideEffects: [], changesOnSubject: [], wanted: wanted)
    }
}
