import Foundation
import Touchstone

/// The gesture doctor (`touchstone doctor`): tries the gesture family on every reachable view of
/// a scene — built-in recognisers included — finds the conflicts, explains each with the rule
/// behind it, then tries UIKit's standard remedies on copies of the scene and keeps the ones
/// that remove the finding without changing any other gesture's outcome (Sources/TouchstoneScenarios/TouchstoneScenarios.docc/TheGestureDoctor.md).
///
/// The steps, each on independent devices spread over the cores:
/// 1. play every gesture of the family once, reading each trace into a `GestureOutcome`;
/// 2. confirm each "X lost to Y" with a counterfactual: the same gesture with Y switched off;
/// 3. apply the finding rules (`FindingRules`, `Reachability`);
/// 4. for each problem, replay on a changed copy the gestures that show it and every gesture the
///    change could alter (`SceneChange.mayChange`); any other gesture runs the same code
///    (DoctorDecisions DR3).
public enum GestureDoctor {
    /// How the doctor runs.
    public struct Options: Sendable {
        /// Worker threads (default: the number of cores).
        public var threads: Int
        /// Try and verify fixes (default true); off, findings come without fixes.
        public var fixes: Bool
        /// At most this many fixes per finding, best first.
        public var fixesPerFinding: Int
        /// Replay only the gestures a fix could change (tests turn it off to compare).
        var pruneReplays = true
        /// Reuse a scene between gestures that left nothing behind (tests turn it off to compare).
        var reuseScenes = true
        /// What the user wanted (`--want`, `--want-file`); `nil`: the file's own `want:`, if any.
        public var wants: DoctorWants?
        /// Natural variations of each problem's gesture to replay (`--runs`; 0: none, the default
        /// here; the CLI asks for 100): the finding says how often it bites, and a fix is verified
        /// only when it holds in all (HumanGestureDecisions HG12). At most `maximumVariations`.
        public var variations = 0
        /// The first variation's seed; run `i` uses `seed + i`.
        public var seed: UInt64 = 1
        /// The most variations a finding may ask for.
        public static let maximumVariations = FindingSpread.maximumRuns
        /// Options with these values.
        public init(threads: Int = ProcessInfo.processInfo.activeProcessorCount, fixes: Bool = true, fixesPerFinding: Int = 3) {
            self.threads = threads; self.fixes = fixes; self.fixesPerFinding = fixesPerFinding
        }
    }

    /// Diagnoses the scene `scenario` describes (its script is not played: the doctor plays its
    /// own gestures). Throws when the scene cannot be built.
    public static func diagnose(_ scenario: Scenario, options: Options = Options()) throws -> DoctorReport {
        // A SwiftUI screen is diagnosed by SwiftUI's rules; UIKit's family runs only on the UIKit
        // screen around an embedded hosting view (DoctorDecisions DR15).
        if let ui = scenario.swiftUI {
            // Wants and variations are the SwiftUI doctor's on a SwiftUI screen (DoctorDecisions DR20, DR21).
            _ = try Scene(scenario)
            let swiftUI = SwiftUIDoctor.diagnose(scenario, options: options)
            guard ui.hostView != nil else {
                return DoctorReport(scenario: scenario.name, gestures: swiftUI.gestures, replays: swiftUI.replays,
                                    participants: swiftUI.participants, findings: sorted(swiftUI.findings), wants: swiftUI.wants)
            }
            var uikit = scenario
            uikit.swiftUI = nil
            uikit.wants = []
            var uikitOptions = options
            uikitOptions.wants = nil
            var report = try diagnose(uikit, options: uikitOptions)
            report.wants = swiftUI.wants
            report.findings = sorted(swiftUI.findings + report.findings)
            report.gestures += swiftUI.gestures
            report.replays += swiftUI.replays
            report.participants += swiftUI.participants
            return report
        }
        let base = try Scene(scenario)
        let ctx = DoctorContext(base)
        let layout = SceneLayout.capture(base, step: 8)
        let gestures = GestureFamily.gestures(for: base, layout: layout, twoFingers: wantsTwoFingers(ctx, base))
        var runner = DoctorRunner(gestures: gestures, delaying: ctx.delaying, threads: max(1, options.threads))
        runner.reuseScenes = options.reuseScenes
        var replays = gestures.count
        let outcomes = runner.run(gestures.indices.map { .init(variant: 0, gesture: $0) }, variants: [scenario])

        var diagnoses = confirmShadows(outcomes, ctx: ctx, runner: runner, replays: &replays)
        let shadowedIDs = Set(diagnoses.flatMap { [$0.subjects[0]] + $0.alike })
        let unreachable = Reachability.findings(base, ctx: ctx)
        diagnoses += FindingRules.neverFires(outcomes, ctx: ctx, shadowedIDs: shadowedIDs, unreachableViews: Set(unreachable.map { $0.subjects[0] }))
        diagnoses += FindingRules.firedTogether(outcomes, gestures: gestures, ctx: ctx)
        diagnoses += FindingRules.delays(outcomes, gestures: gestures, ctx: ctx)
        diagnoses += FindingRules.cancels(outcomes, gestures: gestures, ctx: ctx)
        diagnoses += FindingRules.repeatedEvents(outcomes, gestures: gestures, ctx: ctx)
        diagnoses += FindingRules.freezes(outcomes, gestures: gestures, ctx: ctx)
        diagnoses += FindingRules.pressedTogether(outcomes, gestures: gestures, ctx: ctx)
        diagnoses += unreachable
        // A control already partly unreachable is that finding's, not a second one.
        let unreachableIDs = Set(unreachable.map { $0.subjects[0] })
        diagnoses += HitTargets.findings(base, ctx: ctx).filter { !unreachableIDs.contains($0.subjects[0]) }
        diagnoses += FindingRules.requirements(outcomes, gestures: gestures, ctx: ctx)
        diagnoses += FindingRules.timing(outcomes, gestures: gestures, ctx: ctx)

        diagnoses = foldAlike(diagnoses)
        let verifier = FixVerifier(ctx: ctx, base: base, runner: runner, outcomes: outcomes, layout: layout, prune: options.pruneReplays)
        var fixes = options.fixes
            ? verifier.verify(diagnoses, keep: options.fixesPerFinding, replays: &replays)
            : Array(repeating: [], count: diagnoses.count)
        var variations: [DoctorVariation?] = Array(repeating: nil, count: diagnoses.count)
        var races: [(Diagnosis, DoctorVariation)] = []
        if options.variations > 0 {
            let runs = min(options.variations, Options.maximumVariations)
            let seed = min(options.seed, UInt64.max - UInt64(runs))
            let measured = FindingSpread.measure(diagnoses, kept: fixes, scenario: scenario, runner: runner, runs: runs, seed: seed, replays: &replays)
            variations = measured.variations
            for f in fixes.indices { fixes[f] = applying(measured.fixes[f], to: fixes[f]) }
            races = FindingSpread.races(outcomes, scenario: scenario, runner: runner, runs: runs, seed: seed, replays: &replays)
        }
        // With wants, the question becomes a search (Sources/TouchstoneScenarios/TouchstoneScenarios.docc/TheGestureDoctor.md, "Wants").
        let wanted = options.wants ?? (scenario.wants.isEmpty ? nil : DoctorWants(script: scenario.script, expectations: scenario.wants))
        let wantsReport = wanted.map { WantSearch(ctx: ctx, base: base, verifier: verifier, diagnoses: diagnoses, wants: $0, threads: max(1, options.threads)).run() }
        for (d, v) in races { diagnoses.append(d); variations.append(v); fixes.append([]) }

        var findings: [DoctorFinding] = []
        for (i, (d, kept)) in zip(diagnoses, fixes).enumerated() {
            let example = d.gestures.first.map { gestures[$0] }
            var f = kept.map(\.fix)
            if let example, let first = kept.first {
                var fixed = scenario
                for c in first.changes { c.apply(to: &fixed) }
                f[0].afterEvidence = evidence(runner.lines(of: example, on: fixed), subjects: d.evidenceSubjects)
            }
            let at = example?.downs.first ?? d.point
            findings.append(DoctorFinding(
                kind: d.kind, severity: d.severity, subjects: d.subjects, summary: d.summary, cause: d.cause,
                gesture: example?.name ?? "none: found by hit-testing the screen",
                point: at.map { [Double($0.x), Double($0.y)] }, gestureCount: d.gestures.count, alike: d.alike,
                evidence: example.map { evidence(runner.lines(of: $0, on: scenario), subjects: d.evidenceSubjects) } ?? [],
                fixes: f, variation: variations[i]))
        }
        findings = sorted(findings)
        let participants = ctx.recognizerKinds.keys.sorted().map { id in
            DoctorReport.Participant(id: id, kind: ctx.recognizerKinds[id]!, builtIn: ctx.builtIns.contains(id),
                                     fired: outcomes.filter { $0?.recognized.contains(id) == true }.count)
        }
        var report = DoctorReport(scenario: scenario.name, gestures: gestures.count, replays: replays,
                                  participants: participants, findings: findings,
                                  unlistedRecognizers: scenario.allViews.filter(\.recognizersNotListed).map(\.id), wants: wantsReport)
        report.refusedGestures = outcomes.filter { $0?.refusedTouchDown == true }.count
        return report
    }

    /// Problems first, then by kind and first subject.
    static func sorted(_ findings: [DoctorFinding]) -> [DoctorFinding] {
        let order = DoctorFinding.Kind.allCases
        return findings.sorted {
            ($0.severity == .problem ? 0 : 1, order.firstIndex(of: $0.kind)!, $0.subjects.first ?? "")
                < ($1.severity == .problem ? 0 : 1, order.firstIndex(of: $1.kind)!, $1.subjects.first ?? "")
        }
    }

    /// A finding's fixes with how each held across the spread: one that fails in any variation
    /// is not verified, and those still verified come first, in their order (HumanGestureDecisions HG12).
    static func applying<C>(_ spreads: [DoctorFixSpread?], to kept: [(fix: DoctorFix, changes: C)]) -> [(fix: DoctorFix, changes: C)] {
        var out = kept
        for (k, spread) in zip(out.indices, spreads) {
            guard let spread else { continue }
            out[k].fix.spread = spread
            if spread.holds < spread.runs { out[k].fix.verified = false }
        }
        return out.filter(\.fix.verified) + out.filter { !$0.fix.verified }
    }

    /// Folds findings of the same kind whose subjects differ only in their numbers (`single3` and
    /// `double3` like `single17` and `double17`) into the first: one finding per cause, not one
    /// per view it repeats on. The others' gestures become the first's related gestures, so its
    /// fixes are not blamed for changing them.
    static func foldAlike(_ diagnoses: [Diagnosis]) -> [Diagnosis] {
        var out: [Diagnosis] = []
        var index: [String: Int] = [:]
        for d in diagnoses {
            let key = "\(d.kind)|\(d.severity)|" + d.subjects.map(shape).joined(separator: ",")
            guard d.subjects.contains(where: { $0.contains(where: \.isNumber) }), let i = index[key] else {
                index[key] = out.count; out.append(d); continue
            }
            out[i].alike.append(d.subjects.first ?? "")
            out[i].alike += d.alike
            out[i].related.formUnion(d.gestures)
            out[i].related.formUnion(d.related)
        }
        return out
    }

    /// An id with its numbers replaced by `#`: `cell17.tap` → `cell#.tap`.
    static func shape(_ s: String) -> String {
        var out = "", inDigits = false
        for c in s { if c.isNumber { if !inDigits { out.append("#") }; inDigits = true } else { out.append(c); inDigits = false } }
        return out
    }

    /// Two-finger gestures are tried when some recogniser wants two touches.
    static func wantsTwoFingers(_ ctx: DoctorContext, _ scene: Scene) -> Bool {
        ctx.recognizerKinds.contains { id, kind in
            if kind.contains("Pinch") || kind.contains("Rotation") { return true }
            guard let r = scene.recognizer(id) else { return false }
            if let t = r as? UITapGestureRecognizer, t.numberOfTouchesRequired > 1 { return true }
            if let p = r as? UIPanGestureRecognizer, p.minimumNumberOfTouches > 1 { return true }
            return false
        }
    }

    /// Confirms each "loser failed because winner recognised" by replaying the gesture with the
    /// winner switched off (and then any recogniser that took over, up to three): the loser is
    /// shadowed only when it then fires.
    static func confirmShadows(_ outcomes: [GestureOutcome?], ctx: DoctorContext, runner: DoctorRunner, replays: inout Int) -> [Diagnosis] {
        let candidates = FindingRules.shadowCandidates(outcomes, ctx: ctx).sorted { ($0.key.loser, $0.key.winner) < ($1.key.loser, $1.key.winner) }
        struct Trial { var loser: String; var winners: [String]; var gestures: [Int] }
        // Pairs whose ids differ only in their numbers (`single3`/`double3`, `single17`/`double17`)
        // are one cause: the first two of each shape are tried, the rest follow their verdict.
        var perShape: [String: Int] = [:]
        var tried: [(key: FindingRules.ShadowCandidate, value: [Int])] = [], followers: [(key: FindingRules.ShadowCandidate, value: [Int])] = []
        for c in candidates {
            let shapeKey = shape(c.key.loser) + "|" + shape(c.key.winner)
            perShape[shapeKey, default: 0] += 1
            if perShape[shapeKey]! <= 2 { tried.append(c) } else { followers.append(c) }
        }
        // At most 32 gestures per pair are replayed; a finding's gesture count is of those confirmed.
        var trials = tried.map { Trial(loser: $0.key.loser, winners: [$0.key.winner], gestures: Array($0.value.prefix(32))) }
        var confirmed: [String: (loser: String, winners: [String], gestures: [Int])] = [:]
        for _ in 0..<3 where !trials.isEmpty {
            var variants: [Scenario] = []
            var tasks: [DoctorRunner.Job] = []
            for t in trials {
                var s = ctx.scenario
                for w in t.winners { SceneChange.disable(w).apply(to: &s) }
                variants.append(s)
                tasks += t.gestures.map { .init(variant: variants.count - 1, gesture: $0) }
            }
            replays += tasks.count
            let results = runner.run(tasks, variants: variants)
            var next: [String: Trial] = [:]
            for (k, task) in tasks.enumerated() {
                let t = trials[task.variant]
                guard let o = results[k] else { continue }
                if o.recognized.contains(t.loser) {
                    let key = "\(t.loser)|\(t.winners.joined(separator: ","))"
                    var c = confirmed[key] ?? (t.loser, t.winners, [])
                    c.gestures.append(task.gesture)
                    confirmed[key] = c
                } else if t.winners.count < 3,
                          let d = o.defeats.first(where: { $0.loser == t.loser && (o.recognized.contains($0.winner) || o.reached.contains($0.winner))
                                                     && ($0.rule == .excludedByRecognition || $0.rule == .excludedByEarlierRecognition)
                                                     && !ctx.declaredRequirement(t.loser, $0.winner) && !t.winners.contains($0.winner) }) {
                    let winners = t.winners + [d.winner]
                    let key = t.loser + "|" + winners.joined(separator: ",")
                    if next[key]?.gestures.contains(task.gesture) != true {
                        next[key, default: Trial(loser: t.loser, winners: winners, gestures: [])].gestures.append(task.gesture)
                    }
                }
            }
            trials = next.keys.sorted().map { next[$0]! }
        }
        let gestures = runner.gestures
        var out: [Diagnosis] = confirmed.keys.sorted().map { key in
            let c = confirmed[key]!
            var d = FindingRules.shadowed(loser: c.loser, winners: c.winners, gestures: c.gestures.sorted(), all: gestures, ctx: ctx)
            d.related = Set(candidates.filter { $0.key.loser == c.loser && c.winners.contains($0.key.winner) }.flatMap(\.value))
            return d
        }
        for f in followers {
            guard let i = out.firstIndex(where: { $0.subjects.count > 1 && shape($0.subjects[0]) == shape(f.key.loser) && shape($0.subjects[1]) == shape(f.key.winner) })
            else { continue }
            out[i].alike.append(f.key.loser)
            out[i].related.formUnion(f.value)
        }
        return out
    }

    /// The lines of the example gesture that prove a finding: state changes, actions and touch
    /// deliveries of its subjects, and the outcomes a user sees (a recogniser's repeated
    /// `changed` lines and resets left out), at most 16.
    static func evidence(_ entries: [TraceEntry], subjects: Set<String>) -> [String] {
        var out: [String] = []
        for e in entries where e.kind != .input && e.kind != .hitTest && e.kind != .log {
            if e.message.hasSuffix("→possible") || e.message.hasSuffix("changed→changed") || e.message == "action (changed)" { continue }
            if e.kind == .scroll && e.message.hasPrefix("didScroll") { continue }
            let mine = subjects.contains(e.subject) || e.other.map(subjects.contains) == true
                || subjects.contains { e.subject.hasPrefix($0.hasSuffix("*") ? String($0.dropLast()) : $0 + ".") }
            let outcome = e.kind == .control || e.kind == .error || (e.kind == .lifecycle && e.message.hasPrefix("interactive pop"))
                || (e.kind == .scroll && (e.message == "willBeginDragging" || e.message.hasPrefix("didSelect")))
            guard mine || outcome else { continue }
            out.append(e.line.trimmingCharacters(in: .whitespaces))
            if out.count == 16 { break }
        }
        return out
    }
}
