import Foundation
import Touchstone

/// Tries each finding's remedies on copies of the scene and keeps the ones that work.
///
/// A fix is **verified** when, on the changed copy, (1) no gesture that showed the finding shows
/// it any more, and (2) every other gesture the change could touch has the same outcome as
/// before — the same actions, control events, selections, scrolls, pops and haptics, whatever
/// their timing, the same number of times. "Could alter": judged from the unchanged run by
/// `SceneChange.mayChange`; any other gesture runs the same code on the changed copy, so it is not
/// replayed (`DoctorFindingTests.replayingOnlyTheGesturesAFixCanChangeGivesTheSameFixesAsReplayingAll`).
/// On the gestures that showed the finding, effects of the finding's own recognisers and views
/// may change (that is the fix); any other effect gained or lost there counts against it too.
/// Fixes that remove the finding but change other outcomes are kept, unverified, with the
/// changes listed, when no verified one exists.
struct FixVerifier {
    let ctx: DoctorContext
    let base: Scene
    let runner: DoctorRunner
    let outcomes: [GestureOutcome?]
    let layout: SceneLayout
    /// Replay only the gestures a change could alter (`relevantGestures`); off, every gesture.
    var prune = true

    struct Candidate { var finding: Int; var order: Int; var changes: [SceneChange]; var variant: Int; var gestures: [Int] }

    /// Each finding's kept fixes, best first, with the changes each made.
    func verify(_ diagnoses: [Diagnosis], keep: Int, replays: inout Int) -> [[(fix: DoctorFix, changes: [SceneChange])]] {
        var variants: [Scenario] = []
        var candidates: [Candidate] = []
        var tasks: [DoctorRunner.Job] = []
        for (f, d) in diagnoses.enumerated() where d.severity == .problem {
            var seen: Set<[SceneChange]> = []
            for (order, changes) in d.remedies.enumerated() where seen.insert(changes).inserted {
                guard changes.allSatisfy({ $0.isPossible(in: base) }) else { continue }
                var s = ctx.scenario
                for c in changes { c.apply(to: &s) }
                guard (try? Scene(s)) != nil else { continue }
                variants.append(s)
                let gestures = relevantGestures(changes, symptoms: d.gestures)
                candidates.append(Candidate(finding: f, order: order, changes: changes, variant: variants.count - 1, gestures: gestures))
                tasks += gestures.map { .init(variant: variants.count - 1, gesture: $0) }
            }
        }
        replays += tasks.count
        let results = runner.run(tasks, variants: variants)
        var byVariant: [Int: [Int: GestureOutcome]] = [:]
        for (k, t) in tasks.enumerated() { if let o = results[k] { byVariant[t.variant, default: [:]][t.gesture] = o } }

        var out: [[(fix: DoctorFix, changes: [SceneChange])]] = Array(repeating: [], count: diagnoses.count)
        var ranked: [Int: [(rank: (Int, Int, Int, Int, Int), fix: DoctorFix, changes: [SceneChange])]] = [:]
        // An outcome lost on the finding's own view (the page no longer scrolls from the button)
        // weighs more than one gained (the button now highlights before the scroll takes over).
        func lost(_ lines: [String]) -> Int { lines.reduce(0) { $0 + $1.components(separatedBy: "− ").count - 1 } }
        let names = ctx.names
        for c in candidates {
            let d = diagnoses[c.finding]
            let after = byVariant[c.variant] ?? [:]
            let symptoms = Set(d.gestures)
            var removes = d.gestures.allSatisfy { g in after[g].map { !d.shows($0) } ?? false }
            if let still = d.stillShows {
                removes = (try? Scene(variants[c.variant])).map { !still($0) } ?? false
            }
            guard removes else { continue }
            var sideEffects: [String] = [], onSubject: [String] = []
            if let extra = d.sideEffectsOn, let changed = try? Scene(variants[c.variant]) { sideEffects += extra(changed) }
            let owned = ownedEffect(d)
            for g in d.gestures {
                guard let old = outcomes[g], let new = after[g] else { continue }
                let changed = Set(new.effects.keys).symmetricDifference(old.effects.keys).filter { !owned($0) }.sorted()
                if !changed.isEmpty {
                    sideEffects.append("\(runner.gestures[g].name): " + changed.map { new.effects[$0] == nil ? "− \($0)" : "+ \($0)" }.joined(separator: ", "))
                }
            }
            for g in c.gestures where !symptoms.contains(g) && !d.related.contains(g) {
                guard let old = outcomes[g], let new = after[g] else { continue }
                let changed = new.changes(from: old)
                if changed.isEmpty { continue }
                let line = "\(runner.gestures[g].name): " + changed.joined(separator: ", ")
                if let own = d.ownView, ([own] + d.alike).contains(where: { isOnSubject(runner.gestures[g], $0) }) {
                    onSubject.append(line)
                } else {
                    sideEffects.append(line)
                }
            }
            let example = d.gestures.first
            let before = example.flatMap { outcomes[$0]?.effectKeys.sorted() } ?? []
            let afterEffects = example.flatMap { after[$0]?.effectKeys.sorted() } ?? []
            let timing = example.map { g in outcomes[g].flatMap { old in after[g].map { Self.timing(from: old, to: $0) } } ?? [] } ?? []
            let fix = DoctorFix(
                kind: c.changes.map(\.kind).joined(separator: "+"),
                summary: c.changes.map { $0.summary(names) }.joined(separator: "; "),
                changes: Array(Set(c.changes.flatMap(\.changed))).sorted(), ids: Self.ids(c.changes),
                patch: c.changes.map { $0.patch(names, changed: variants[c.variant]) }.joined(separator: "\n"),
                swift: names.privateDeclarations(c.changes.flatMap(\.concernedIDs)) + c.changes.map { $0.swift(names) }.joined(separator: "\n"),
                verified: sideEffects.isEmpty,
                before: before, after: afterEffects, afterEvidence: [], sideEffects: sideEffects, changesOnSubject: onSubject,
                timing: timing)
            ranked[c.finding, default: []].append((rank: (sideEffects.isEmpty ? 0 : 1, sideEffects.count, lost(onSubject), onSubject.count, c.order), fix: fix, changes: c.changes))
        }
        for (f, list) in ranked {
            let sorted = list.sorted { $0.rank < $1.rank }.map { (fix: $0.fix, changes: $0.changes) }
            let verified = sorted.filter(\.fix.verified)
            out[f] = Array((verified.isEmpty ? sorted : verified).prefix(max(0, verified.isEmpty ? min(2, keep) : keep)))
        }
        return out
    }

    /// Every id the changes name, first mention first.
    static func ids(_ changes: [SceneChange]) -> [String] {
        var seen: Set<String> = []
        return changes.flatMap(\.concernedIDs).filter { seen.insert($0).inserted }
    }

    /// What changed in time between two runs of one gesture: each view whose `touchesBegan` came
    /// late in either, `recordButton touchesBegan 800 ms → 0 ms`.
    static func timing(from old: GestureOutcome, to new: GestureOutcome) -> [String] {
        let views = Set(old.delays.map(\.view)).union(new.delays.map(\.view)).sorted()
        return views.compactMap { v in
            let a = old.delays.first { $0.view == v }?.delay ?? 0, b = new.delays.first { $0.view == v }?.delay ?? 0
            return abs(a - b) < 0.0005 ? nil : "\(v) touchesBegan \(msText(a).replacingOccurrences(of: "ms", with: " ms")) → \(msText(b).replacingOccurrences(of: "ms", with: " ms"))"
        }
    }

    /// Effects that belong to the finding: its recognisers and views, their owners (`gallery`
    /// for `gallery.pan`, `list` for `list.row*`) and the system gate it names.
    func ownedEffect(_ d: Diagnosis) -> (String) -> Bool {
        var owners: Set<String> = [], prefixes: Set<String> = []
        for s in d.evidenceSubjects.union(d.subjects) {
            if s.hasSuffix("*") { prefixes.insert(String(s.dropLast())) }
            let base = s.hasSuffix("*") ? String(s.dropLast()) : s
            owners.insert(base)
            if let dot = base.lastIndex(of: ".") { owners.insert(String(base[..<dot])) }
            if s.hasPrefix("system.") { owners.insert("system.gate") }
            // A scroll view's content delay and its pan are one mechanism (rules §8.3).
            if s.hasSuffix(".delayedTouches") { owners.insert(String(s.dropLast(".delayedTouches".count)) + ".pan") }
        }
        // Exactly those (another recogniser of the same view is not the finding's), or a row of its list.
        return { key in
            let subject = key.split(separator: " ").first.map(String.init) ?? key
            return owners.contains(subject) || prefixes.contains { subject.hasPrefix($0) }
        }
    }

    /// A gesture that starts on the finding's own view (or on a row of its list, or anywhere on
    /// the view's frame: a cover over it is the view's business too).
    func isOnSubject(_ g: DoctorGesture, _ own: String) -> Bool {
        if let v = g.view, v == own || GestureFamily.place(of: v) == own { return true }
        guard let view = base.view(own) else { return false }
        let frame = view.convert(view.bounds, to: nil)
        return g.downs.contains { frame.contains($0) }
    }

    /// The gestures a change could alter: those showing the finding, and those whose outcome on
    /// the unchanged scene says the change matters to them (`SceneChange.mayChange`).
    func relevantGestures(_ changes: [SceneChange], symptoms: [Int]) -> [Int] {
        let areas = Self.areas(changes, in: base)
        var out = symptoms
        let symptomSet = Set(symptoms)
        for (i, o) in outcomes.enumerated() where !symptomSet.contains(i) {
            guard let o else { continue }
            if !prune { out.append(i); continue }
            if mayChange(changes, o, downs: runner.gestures[i].downs, areas: areas) { out.append(i) }
        }
        return out
    }

    /// Whether a run with outcome `o` whose fingers went down at `downs` could go otherwise with
    /// `changes` (`SceneChange.mayChange`); `areas`: `Self.areas(changes, in: base)`.
    func mayChange(_ changes: [SceneChange], _ o: GestureOutcome, downs: [CGPoint], areas: [String: CGRect]) -> Bool {
        let inside = { (v: String) in areas[v].map { a in downs.contains { a.insetBy(dx: -1, dy: -1).contains($0) } } ?? true }
        return changes.contains { $0.mayChange(o, downsIn: inside, tappable: { ctx.tappables.contains($0) }) }
    }

    /// Where, in window coordinates, a hit-testing or placement change matters: the view's
    /// bounds (and the area a widened `point(inside:with:)` accepts).
    static func areas(_ changes: [SceneChange], in base: Scene) -> [String: CGRect] {
        var areas: [String: CGRect] = [:]
        for c in changes {
            switch c {
            case let .hitArea(v, area):
                if let view = base.view(v) { areas[v] = view.convert(area, to: nil).union(view.convert(view.bounds, to: nil)) }
            case let .interactionOff(v), let .receiveNotInside(_, v):
                if let view = base.view(v) { areas[v] = view.convert(view.bounds, to: nil) }
            default: break
            }
        }
        return areas
    }
}
