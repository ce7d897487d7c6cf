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
        // The candidates, each once (by its patch, which names the line it changes).
        var candidates: [(kind: String, remedy: any SwiftUIRemedy)] = []
        var seen: Set<String> = []
        func add(_ kind: String, _ r: any SwiftUIRemedy) {
            if candidates.count < wantCandidatesAtMost, seen.insert(r.patch(scenario)).inserted { candidates.append((kind, r)) }
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
            // A remedy that changes a gesture's modifier renames its callback's line: the wants
            // about that line follow it (`photo tap (onTapGesture) perform` → `… (highPriorityGesture) onEnded`).
            var asked = wants
            if let fix = c.remedy as? SwiftUIFix { asked = renamed(wants, from: fix.ref, to: fix.changedRef) }
            guard let t = WantSearch.trial([], order: k, scenario: s, wants: asked, buildable: true) else { continue }
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
                let holds = WantSearch.trial([], order: k, scenario: there, wants: asked, buildable: true).map { $0.held == titles.count } ?? false
                result.replays += 1
                everywhere = everywhere && holds
                versions.append("\(v.label) \(holds ? "✓" : "✗")")
            }
            var f = wantFix(c.kind, c.remedy, t, before: before, titles: titles, scenario: scenario)
            f.versions = versions
            // A mask without `.gesture` switches the modifier's own gesture off: shown, not verified (DR19).
            if let fix = c.remedy as? SwiftUIFix, let mask = fix.mask, mask == "subviews" || mask == "none" {
                f.sideEffects = ["\(fix.ref.traceName) is switched off everywhere"]
            }
            // The other gestures of the changed views must still fire on their own gesture.
            f.sideEffects += lostGestures(c.remedy, groups: groups, scenario: scenario, fixed: s, result: &result)
            f.verified = f.sideEffects.isEmpty
            complete.append((f, everywhere && f.verified, k))
        }
        let ranked = complete.sorted { ($0.everywhere ? 0 : 1, $0.order) < ($1.everywhere ? 0 : 1, $1.order) }
        let fixes = ranked.filter(\.fix.verified).prefix(WantSearch.shown).map(\.fix)
        var near: [WantsReport.NearMiss] = []
        if fixes.isEmpty {
            // Those that give every want but stop another gesture, then those that give the most.
            for c in ranked.prefix(WantSearch.shown) { near.append(.init(fix: c.fix, satisfies: titles, fails: [])) }
            for p in partial.sorted(by: { ($0.trial.held, -$0.trial.order) > ($1.trial.held, -$1.trial.order) }).prefix(max(0, WantSearch.shown - near.count)) {
                var f = wantFix(p.kind, p.remedy, p.trial, before: before, titles: titles, scenario: scenario)
                f.verified = false
                near.append(.init(fix: f, satisfies: zip(titles, p.trial.verdicts).filter { $0.1.passed }.map(\.0),
                                  fails: zip(titles, p.trial.verdicts).filter { !$0.1.passed }.map(\.0)))
            }
        }
        let conclusion = fixes.isEmpty
            ? "no standard fix exists: none of SwiftUI's remedies (\(candidates.count) tried) makes every want hold without stopping another gesture of the views it changes"
            : "\(fixes.count) verified fix\(fixes.count == 1 ? "" : "es") (of \(candidates.count) SwiftUI remedies tried)"
        return WantsReport(wants: titles, heldBefore: held, fixes: Array(fixes), nearMisses: near, tried: candidates.count, conclusion: conclusion)
    }

    /// The gestures of the views `remedy` changes (other than the one it changes) that fired on
    /// their own gesture — a tap, a double tap, a drag from the view — before it and no longer do.
    static func lostGestures(_ remedy: any SwiftUIRemedy, groups: [SwiftUIGestureRef], scenario: Scenario, fixed: Scenario,
                             result: inout Result) -> [String] {
        let changed = (remedy as? SwiftUIFix).map { ($0.ref.path, $0.ref.index) }
        var out: [String] = []
        for g in groups where remedy.ids.contains(g.view.ownerName) {
            if let (path, index) = changed, path == g.path, index == g.index { continue }
            guard let id = g.view.identifier else { continue }
            let gesture: SwiftUIProbe.Gesture
            if g.isDrag { gesture = .drag(id, dx: 0, dy: -120) }
            else if g.tapCount == 2 { gesture = .doubleTap(id) }
            else if g.tapCount == 1 { gesture = .tap(id) }
            else { continue }
            result.replays += 2
            guard let a = SwiftUIProbe.play(gesture, on: scenario), a.fired.contains(g.firedLine),
                  let b = SwiftUIProbe.play(gesture, on: fixed), !b.fired.contains(g.firedLine) else { continue }
            out.append("\(g.traceName) no longer fires on a \(gesture.words(at: a.start))")
        }
        return out
    }

    /// The wants with every pattern of `old`'s callback line made `new`'s.
    static func renamed(_ wants: DoctorWants, from old: SwiftUIGestureRef, to new: SwiftUIGestureRef) -> DoctorWants {
        let was = String(old.firedLine.dropFirst(old.view.ownerName.count + 1)), now = String(new.firedLine.dropFirst(new.view.ownerName.count + 1))
        guard was != now else { return wants }
        func map(_ p: EventPattern) -> EventPattern {
            guard p.subject == old.view.ownerName, p.message == was else { return p }
            var q = p
            q.message = now
            q.text = "\(p.subject) \(now)"
            return q
        }
        var out = wants
        out.expectations = wants.expectations.map { x in
            var y = x
            switch x.kind {
            case let .fires(p, n): y.kind = .fires(map(p), count: n)
            case let .never(p): y.kind = .never(map(p))
            case let .sequence(ps): y.kind = .sequence(ps.map(map))
            case let .exactly(ps): y.kind = .exactly(ps.map(map))
            case let .maxDelay(f, n, to, mx): y.kind = .maxDelay(finger: f, nth: n, to: map(to), max: mx)
            case .state: break
            }
            return y
        }
        return out
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
