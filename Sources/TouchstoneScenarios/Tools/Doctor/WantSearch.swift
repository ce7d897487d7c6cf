import Foundation
import Touchstone

/// What the user wanted a script to do, for the doctor's search (`want:` in a scenario file,
/// `touchstone doctor --want`, `--want-file`).
public struct DoctorWants: Sendable {
    /// The gestures the wants are about: the file's own `script:` (or another file's).
    public var script: [Step]
    /// The wants, in the grammar of `expect:`.
    public var expectations: [Expectation]
    /// Wants for `script`.
    public init(script: [Step], expectations: [Expectation]) {
        self.script = script; self.expectations = expectations
    }
}

/// The answer to "which of UIKit's standard remedies gives me what I wanted?" (Sources/TouchstoneScenarios/TouchstoneScenarios.docc/TheGestureDoctor.md, "Wants").
public struct WantsReport: Codable, Sendable {
    /// Each want in words (`fires swipeLeft action`), in file order.
    public var wants: [String]
    /// Whether each held on the scene as the file describes it.
    public var heldBefore: [Bool]
    /// The verified fixes, best first: every want holds on the script, and no gesture of the
    /// family changes but those like the script's, in the wanted way. Each carries `wanted`.
    public var fixes: [DoctorFix]
    /// When no fix verifies: the closest remedies, with the wants they satisfy and what they break.
    public var nearMisses: [NearMiss]
    /// How many remedies (and pairs of remedies) were tried on the script.
    public var tried: Int
    /// The answer in one sentence: already holds, how many verified fixes, or no standard fix exists.
    public var conclusion: String

    /// A remedy that gets some of the way.
    public struct NearMiss: Codable, Sendable {
        /// The remedy (not verified).
        public var fix: DoctorFix
        /// The wants it makes hold, and those still failing.
        public var satisfies: [String], fails: [String]
    }
}

/// The search behind `WantsReport`: UIKit's standard remedies, alone and in pairs, each applied
/// to a copy of the scene; a remedy is kept when every want holds on the replayed script and, on
/// the gesture family, every gesture's outcome is the same except on gestures like the script's
/// (same start view, same motion) where a wanted recogniser or view changed (DoctorDecisions DR10).
/// Remedies are drawn from the findings and from the recognisers the script engages around the
/// wanted ones; pairs only from remedies that changed what the script did (the search prunes by
/// what each remedy can touch).
struct WantSearch {
    let ctx: DoctorContext
    let base: Scene
    let verifier: FixVerifier
    let diagnoses: [Diagnosis]
    let wants: DoctorWants
    let threads: Int

    /// Singles kept for pairs; pairs verified on the family at most.
    static let pairPool = 10, verifiedAtMost = 24, shown = 3

    /// The standard order of remedies: the relation UIKit documents for the case first, switches
    /// and structural changes last.
    static let standardOrder = ["requireToFail", "shouldBeRequiredToFailBy", "shouldRequireFailureOf", "shouldBegin", "shouldReceive",
                                "shouldRecognizeSimultaneously", "cancelsTouchesInView", "delaysTouchesBegan", "delaysContentTouches",
                                "touchesShouldCancel", "isExclusiveTouch", "deferSystemGestures", "pointInside", "isUserInteractionEnabled", "isEnabled"]

    struct Trial: Sendable {
        var changes: [SceneChange]
        var order: Int
        var verdicts: [Verdict]
        var lines: [[String]]
        var signature: [String: Int]
        var held: Int { verdicts.filter(\.passed).count }
    }

    func run() -> WantsReport {
        let titles = wants.expectations.map(Self.title)
        let before = trial([], order: -1)
        let heldBefore = before.verdicts.map(\.passed)
        if before.held == wants.expectations.count {
            return WantsReport(wants: titles, heldBefore: heldBefore, fixes: [], nearMisses: [], tried: 0,
                               conclusion: "every want already holds on the scene as it is: nothing to fix")
        }
        let (singles, untouched) = candidates()
        // A remedy that cannot touch what the script touched plays it as before: not replayed.
        var trials = evaluate(singles.enumerated().filter { !untouched.contains($0.offset) }.map { ($0.element, $0.offset) })
        let all = wants.expectations.count
        // Pairs: of the remedies that changed what the script did, best first, none that already gives everything.
        let pool = trials.filter { $0.signature != before.signature && $0.held < all }
            .sorted { ($0.held, -$0.order) > ($1.held, -$1.order) }.prefix(Self.pairPool)
        var pairs: [([SceneChange], Int)] = []
        let pooled = Array(pool)
        for i in pooled.indices { for j in pooled.indices where j > i {
            pairs.append((pooled[i].changes + pooled[j].changes, singles.count + pairs.count))
        } }
        trials += evaluate(pairs)
        let tried = trials.count + untouched.filter { singles[$0].allSatisfy { $0.isPossible(in: base) } }.count

        // Every want holds: verify on the family, fewest changes and most standard first.
        let complete = trials.filter { $0.held == all }.sorted { rank($0).lexicographicallyPrecedes(rank($1)) }.prefix(Self.verifiedAtMost)
        let checked = verifyOnFamily(Array(complete))
        var fixes: [DoctorFix] = []
        for (t, side, like) in checked where side.isEmpty {
            fixes.append(fix(t, before: before, sideEffects: [], like: like))
            if fixes.count == Self.shown { break }
        }
        var near: [WantsReport.NearMiss] = []
        if fixes.isEmpty {
            // Those that give every want but change other outcomes, then those that give the most.
            for (t, side, like) in checked.prefix(Self.shown) {
                near.append(.init(fix: fix(t, before: before, sideEffects: side, like: like), satisfies: titles, fails: []))
            }
            let partial = trials.filter { $0.held < all && $0.held > before.held }
                .sorted { ($0.held, -$0.changes.count, -$0.order) > ($1.held, -$1.changes.count, -$1.order) }
            for t in partial.prefix(max(0, Self.shown - near.count)) {
                let ok = zip(titles, t.verdicts).filter { $0.1.passed }.map(\.0), bad = zip(titles, t.verdicts).filter { !$0.1.passed }.map(\.0)
                near.append(.init(fix: fix(t, before: before, sideEffects: [], like: []), satisfies: ok, fails: bad))
            }
        }
        let conclusion = fixes.isEmpty
            ? "no standard fix exists: none of UIKit's standard remedies, alone or in pairs (\(tried) tried), makes every want hold without changing another outcome"
            : "\(fixes.count) verified fix\(fixes.count == 1 ? "" : "es") (of \(tried) remedies and pairs tried)"
        return WantsReport(wants: titles, heldBefore: heldBefore, fixes: fixes, nearMisses: near, tried: tried, conclusion: conclusion)
    }

    /// `fires swipeLeft action`: the want as `expect:` verdicts title it.
    static func title(_ x: Expectation) -> String {
        switch x.kind {
        case let .fires(p, count): return count.map { "fires \(p) ×\($0)" } ?? "fires \(p)"
        case let .never(p): return "never \(p)"
        case let .sequence(ps): return "sequence [\(ps.map(\.text).joined(separator: ", "))]"
        case let .exactly(ps): return "exactly [\(ps.map(\.text).joined(separator: ", "))]"
        case let .maxDelay(f, n, to, mx): return "maxDelay finger \(f) #\(n) to \(to) ≤ \(msText(mx))"
        case let .state(t, prop, v): return "state \(t.name).\(prop) = \(v)"
        }
    }

    /// Fewest changes, then the most standard kinds, then the order they were drawn in.
    func rank(_ t: Trial) -> [Int] {
        [t.changes.count] + t.changes.map { Self.standardOrder.firstIndex(of: $0.kind) ?? Self.standardOrder.count } + [t.order]
    }

    // MARK: Replaying the script

    /// The script on a copy of the scene with `changes`: the wants' verdicts, their lines, and
    /// what the script did that an app observes.
    func trial(_ changes: [SceneChange], order: Int) -> Trial { Self.trial(changes, order: order, scenario: ctx.scenario, wants: wants)! }

    /// `nil` when the changed copy of the scene cannot be built (`buildable`); the scene as it is
    /// always plays, with a run error as a failed verdict per want.
    static func trial(_ changes: [SceneChange], order: Int, scenario: Scenario, wants: DoctorWants, buildable: Bool = false) -> Trial? {
        var s = scenario
        for c in changes { c.apply(to: &s) }
        s.script = wants.script
        s.expectations = wants.expectations
        let r: ScenarioResult
        if buildable {
            guard let scene = try? Scene(s) else { return nil }
            r = ScenarioRunner.run(scene, tappableAreas: false)
        } else {
            r = ScenarioRunner.run(s, tappableAreas: false)
        }
        let verdicts = r.runError == nil ? r.verdicts
            : wants.expectations.map { Verdict(title: "", passed: false, details: [r.runError!.message], line: $0.line, column: $0.column) }
        var signature: [String: Int] = [:]
        for e in r.entries where ExpectationChecker.isObservable(e) { signature["\(e.subject) \(e.message)", default: 0] += 1 }
        let shown = zip(wants.expectations, verdicts).map { Self.lines($0.0, $0.1, r.entries) }
        return Trial(changes: changes, order: order, verdicts: verdicts, lines: shown, signature: signature)
    }

    /// The lines that show a want holding or not: the matching entries, or why it fails.
    static func lines(_ x: Expectation, _ v: Verdict, _ entries: [TraceEntry]) -> [String] {
        switch x.kind {
        case let .fires(p, _), let .never(p):
            let hits = entries.filter { ExpectationChecker.matches($0, p) }
            if !hits.isEmpty { return hits.prefix(3).map(ExpectationChecker.describe) }
        default: break
        }
        return v.passed ? [] : v.details.prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Plays trials over the cores (every copy owns its device).
    /// A remedy that cannot be made (`SceneChange.isPossible`) or whose copy of the scene cannot
    /// be built is left out.
    func evaluate(_ items: [([SceneChange], Int)]) -> [Trial] {
        let valid = items.filter { item in item.0.allSatisfy { $0.isPossible(in: base) } }
        let sink = TrialSink(count: valid.count)
        let workers = max(1, min(threads, 8, valid.count))
        let scenario = ctx.scenario, wants = wants
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            var i = w
            while i < valid.count {
                if let t = Self.trial(valid[i].0, order: valid[i].1, scenario: scenario, wants: wants, buildable: true) { sink.store(i, t) }
                i += workers
            }
        }
        return sink.results.compactMap { $0 }
    }

    // MARK: Candidates

    /// The recognisers and views the wants name (a view's recognisers count as wanted too).
    var wantedSubjects: Set<String> {
        var out: Set<String> = []
        for x in wants.expectations {
            switch x.kind {
            case let .fires(p, _), let .never(p): out.insert(p.subject)
            case let .sequence(ps), let .exactly(ps): ps.forEach { out.insert($0.subject) }
            case let .maxDelay(_, _, to, _): out.insert(to.subject)
            case let .state(t, _, _): out.insert(t.name)
            }
        }
        for (r, v) in ctx.recognizerViews where out.contains(v) { out.insert(r) }
        return out
    }

    /// Remedies to try: every problem's remedies, and for each wanted recogniser and each other
    /// recogniser the script engages, the relation catalogue both ways; for the controls the script
    /// touches, exclusive touch and the content delay; the system's edges when its gate took part.
    /// `untouched`: the indices of those that cannot change what the script does — none of their
    /// changes touches a recogniser, view or touch of the script's run (`SceneChange.mayChange`
    /// on the script's outcome; DoctorDecisions DR14) — which need no replay.
    func candidates() -> (remedies: [[SceneChange]], untouched: Set<Int>) {
        var s = ctx.scenario
        s.script = wants.script
        s.expectations = []
        let run = ScenarioRunner.run(s, tappableAreas: false)
        let outcome = GestureOutcome(run.entries, delaying: ctx.delaying)
        let downs = run.entries.compactMap { e -> CGPoint? in
            guard e.kind == .input, e.message.hasPrefix("down at ("), let close = e.message.firstIndex(of: ")") else { return nil }
            let xy = e.message[e.message.index(e.message.startIndex, offsetBy: 9)..<close].split(separator: ",")
            guard xy.count == 2, let x = Double(xy[0].trimmingCharacters(in: .whitespaces)), let y = Double(xy[1].trimmingCharacters(in: .whitespaces)) else { return nil }
            return CGPoint(x: x, y: y)
        }
        var engaged: [String] = []
        var hit: [String] = []
        for e in run.entries {
            if (e.kind == .state || e.kind == .action), ctx.recognizerKinds[e.subject] != nil, !engaged.contains(e.subject) { engaged.append(e.subject) }
            if e.kind == .hitTest, e.message == "hit", !hit.contains(e.subject) { hit.append(e.subject) }
        }
        let gate = run.entries.contains { $0.subject == "system.gate" && $0.kind == .system }
        let wanted = wantedSubjects
        let wantedRecognizers = (engaged.filter(wanted.contains) + wanted.filter { ctx.recognizerKinds[$0] != nil && !engaged.contains($0) }.sorted())
            .filter(FindingRules.reportable)
        var out: [[SceneChange]] = []
        for d in diagnoses where d.severity == .problem { out += d.remedies }
        for w in wantedRecognizers {
            let wv = ctx.recognizerViews[w]
            for o in engaged where o != w && FindingRules.reportable(o) {
                out += [[.requireToFail(o, w)], [.requiredToFailBy(w, o)], [.requireFailureOf(o, w)],
                        [.beginUnlessMostly(o, "horizontal")], [.beginUnlessMostly(o, "vertical")]]
                out += ["right", "left", "down", "up"].map { [SceneChange.beginUnlessMoving(o, $0)] }
                if let ov = ctx.recognizerViews[o] { out.append([.receiveOnlyOwnView(o, ownView: ov)]) }
                if let wv, wv != ctx.recognizerViews[o] { out.append([.receiveNotInside(o, wv)]) }
                out += [[.simultaneous(w, o)], [.simultaneous(o, w)], [.requireToFail(w, o)], [.keepTouches(o)], [.disable(o)]]
            }
            if let wv { out.append([.receiveOnlyOwnView(w, ownView: wv)]) }
            for v in hit where v != wv && ctx.recognizerViews[w].map({ ctx.isInside(v, $0) }) == true {
                out.append([.receiveNotInside(w, GestureFamily.list(of: v) ?? v)])
            }
            out += [[.simultaneousWithAll(w)], [.keepTouches(w)], [.noTouchDelay(w)]]
        }
        for o in engaged where FindingRules.reportable(o) { out += [[.keepTouches(o)], [.noTouchDelay(o)]] }
        for v in hit where ctx.tappables.contains(v) || wanted.contains(v) {
            out.append([.exclusiveTouch(v)])
            for a in ctx.ancestors[v] ?? [] where base.view(a) is UIScrollView {
                out += [[.noContentDelay(a), .cancelControlTouches(a)], [.noContentDelay(a)]]
            }
        }
        if gate {
            out += ["left", "right", "bottom", "top"].map { [SceneChange.deferEdge(screen: ctx.topScreen, edges: [$0])] }
        }
        var seen: Set<[SceneChange]> = []
        let remedies = out.filter { seen.insert($0).inserted }
        guard verifier.prune, run.runError == nil else { return (remedies, []) }
        let untouched = remedies.indices.filter { i in
            !verifier.mayChange(remedies[i], outcome, downs: downs, areas: FixVerifier.areas(remedies[i], in: base))
        }
        return (remedies, Set(untouched))
    }

    // MARK: The family

    /// How a gesture starts and moves, to tell the family's gestures that are like the script's:
    /// where (the view hit, a list's rows as one), what (`tap`, `press`, `drag`, `multi`) and, for
    /// a drag or an edge swipe, its direction in degrees (0 is →, 90 is ↓).
    struct Shape: Hashable, Sendable {
        var place: String, kind: String, angle: Double?

        /// The same place and kind, and for drags not across: a want about leftward flicks
        /// speaks for rightward and diagonal ones there too, not for vertical ones.
        func isLike(_ o: Shape) -> Bool {
            guard place == o.place, kind == o.kind else { return false }
            guard let a = angle, let b = o.angle else { return true }
            let d = abs((a - b).truncatingRemainder(dividingBy: 180))
            return !(d > 67.5 && d < 112.5)
        }
    }

    static func angle(_ dx: CGFloat, _ dy: CGFloat) -> Double { atan2(Double(dy), Double(dx)) * 180 / .pi }

    static func edgeAngle(_ edge: UIRectEdge) -> Double {
        switch edge { case .left: 0; case .right: 180; case .top: 90; default: -90 }
    }

    /// The script's steps as shapes.
    func scriptShapes() -> [Shape] {
        var out: [Shape] = []
        let screen = ctx.scenario.device.screen
        for step in wants.script {
            var p: CGPoint?
            var kind = "tap", angle: Double?
            switch step.action {
            case let .tap(q, _, fingers): p = q; if fingers > 1 { kind = "multi" }
            case let .doubleTap(q, _, _): p = q
            case let .longPress(q, _): p = q
            case let .drag(from, to, _, _, _): p = from; kind = "drag"; angle = Self.angle(to.x - from.x, to.y - from.y)
            case let .swipe(from, d, _, _):
                p = from; kind = "drag"
                angle = ["right": 0.0, "down": 90.0, "left": 180.0, "up": -90.0][d.rawValue]
            case let .pinch(c, _, _, _), let .rotate(c, _, _, _, _): p = c; kind = "multi"
            case let .multiDrag(lines, _, _): p = lines.first?.from; kind = "multi"
            case let .edgeSwipe(edge, position, _, _):
                let length = Double(edge == .left || edge == .right ? screen.height : screen.width)
                p = GestureFamily.edgePoint(edge, position: position ?? length / 2, screen: screen)
                kind = "drag"; angle = Self.edgeAngle(edge)
            case let .event(changes):
                let downs = changes.compactMap { c -> CGPoint? in if case let .down(_, q) = c { return q }; return nil }
                if downs.count > 1 { out.append(Shape(place: places(downs), kind: "multi", angle: nil)); continue }
                p = downs.first
            default: continue
            }
            guard let p else { continue }
            out.append(Shape(place: places([p]), kind: kind, angle: angle))
        }
        return out
    }

    /// Where fingers go down, as the views hit (a list's rows as one), in name order: two
    /// fingers on two buttons are one place whichever lands first.
    func places(_ points: [CGPoint]) -> String {
        Set(points.map { GestureFamily.viewHit(at: $0, base).map(GestureFamily.place) ?? "screen" }).sorted().joined(separator: "+")
    }

    /// A family gesture's shape, read from its name and where it starts.
    func shape(_ g: DoctorGesture) -> Shape? {
        guard let p = g.downs.first else { return nil }
        let place = places(g.name.hasPrefix("two-finger tap on ") ? g.downs : [p])
        let n = g.name
        if n.contains("swipe in from the") {
            for (e, edge) in [("left", UIRectEdge.left), ("right", .right), ("top", .top), ("bottom", .bottom)] where n.contains("from the \(e) edge") {
                return Shape(place: place, kind: "drag", angle: Self.edgeAngle(edge))
            }
        }
        if n.hasPrefix("pinch") || n.hasPrefix("rotate") || n.hasPrefix("two-finger") { return Shape(place: place, kind: "multi", angle: nil) }
        let arrows: [(String, Double)] = [("→", 0), ("↘", 45), ("↓", 90), ("↙", 135), ("←", 180), ("↖", -135), ("↑", -90), ("↗", -45)]
        for (arrow, a) in arrows where n.contains("drag \(arrow) ") { return Shape(place: place, kind: "drag", angle: a) }
        if n.contains("drag") { return nil }
        // A touch that does not move, however long: a tap, a press, a long press.
        if n.hasPrefix("long press") { return Shape(place: place, kind: "tap", angle: nil) }
        if n.hasPrefix("tap") || n.hasPrefix("double tap") || n.hasPrefix("press 300 ms on") { return Shape(place: place, kind: "tap", angle: nil) }
        return nil
    }

    /// Replays each complete trial's relevant family gestures; a changed gesture is allowed when
    /// it is like one of the script's and a wanted subject's outcome changed on it.
    func verifyOnFamily(_ trials: [Trial]) -> [(Trial, sideEffects: [String], like: [String])] {
        guard !trials.isEmpty else { return [] }
        let runner = verifier.runner
        var variants: [Scenario] = []
        var tasks: [DoctorRunner.Job] = []
        var perTrial: [[Int]] = []
        for t in trials {
            var s = ctx.scenario
            for c in t.changes { c.apply(to: &s) }
            variants.append(s)
            let gestures = verifier.relevantGestures(t.changes, symptoms: [])
            perTrial.append(gestures)
            tasks += gestures.map { .init(variant: variants.count - 1, gesture: $0) }
        }
        let results = runner.run(tasks, variants: variants)
        var after: [Int: [Int: GestureOutcome]] = [:]
        for (k, task) in tasks.enumerated() { if let o = results[k] { after[task.variant, default: [:]][task.gesture] = o } }
        let shapes = scriptShapes()
        let familyShapes = runner.gestures.map(shape)
        let versions = shapes.map { Self.versions(of: $0, among: familyShapes) }
        var wanted = wantedSubjects
        // The system's own gesture is reported by what it did (`home gesture recognized`,
        // `home indicator grabber shown`): its effects are the gate's.
        if wanted.contains("system.gate") || wanted.contains("system") { wanted.insert("home") }
        var out: [(Trial, [String], [String])] = []
        for (i, t) in trials.enumerated() {
            var side: [String] = [], like: [String] = []
            var changes: [Int: [String]] = [:]
            for g in perTrial[i] {
                guard let old = verifier.outcomes[g], let new = after[i]?[g] else { continue }
                let changed = new.changes(from: old)
                if !changed.isEmpty { changes[g] = changed }
            }
            // What the fix did on each script gesture's own versions in the family.
            let onScript = versions.map { Set($0.map { changes[$0] ?? [] }) }
            for g in perTrial[i] {
                guard let changed = changes[g] else { continue }
                let gesture = runner.gestures[g]
                let line = "\(gesture.name): " + changed.joined(separator: ", ")
                // Like a script gesture: one of its own versions in the family, or another
                // direction along its axis changed exactly as one of those was — a want about
                // downward drags does not let upward ones change otherwise (DoctorDecisions DR13).
                let isLike = familyShapes[g].map { shape in
                    shapes.indices.contains { k in
                        shapes[k].isLike(shape) && (versions[k].contains(g) || onScript[k].contains(changed))
                    }
                } ?? false
                let touchesWanted = changed.contains { c in
                    let key = c.hasPrefix("+ ") || c.hasPrefix("− ") ? String(c.dropFirst(2)) : c
                    return key.split(separator: " ").first.map { wanted.contains(String($0)) } ?? false
                }
                if isLike && touchesWanted { like.append(line) } else { side.append(line) }
            }
            out.append((t, side, like))
        }
        return out
    }

    /// The family's own versions of a script gesture: the gestures at its place of its kind and,
    /// for a drag, in the direction nearest its own (slow and fast alike).
    static func versions(of s: Shape, among family: [Shape?]) -> [Int] {
        func distance(_ a: Double?, _ b: Double?) -> Double {
            guard let a, let b else { return 0 }
            let d = abs(a - b).truncatingRemainder(dividingBy: 360)
            return min(d, 360 - d)
        }
        var best = Double.infinity, out: [Int] = []
        for (g, shape) in family.enumerated() {
            guard let shape, shape.place == s.place, shape.kind == s.kind else { continue }
            let d = distance(shape.angle, s.angle)
            if d < best - 0.5 { best = d; out = [g] } else if d <= best + 0.5 { out.append(g) }
        }
        return out
    }

    /// The fix as the report shows it: its UIKit words, and each want before and after.
    func fix(_ t: Trial, before: Trial, sideEffects: [String], like: [String]) -> DoctorFix {
        let names = ctx.names
        var s = ctx.scenario
        for c in t.changes { c.apply(to: &s) }
        let titles = wants.expectations.map(Self.title)
        let wanted = titles.indices.map { i in
            WantChange(want: titles[i], before: before.verdicts[i].passed, after: t.verdicts[i].passed,
                       beforeLines: before.lines[i], afterLines: t.lines[i])
        }
        return DoctorFix(
            kind: t.changes.map(\.kind).joined(separator: "+"),
            summary: t.changes.map { $0.summary(names) }.joined(separator: "; "),
            changes: Array(Set(t.changes.flatMap(\.changed))).sorted(), ids: FixVerifier.ids(t.changes),
            patch: t.changes.map { $0.patch(names, changed: s) }.joined(separator: "\n"),
            swift: names.privateDeclarations(t.changes.flatMap(\.concernedIDs)) + t.changes.map { $0.swift(names) }.joined(separator: "\n"),
            verified: sideEffects.isEmpty && t.held == wants.expectations.count,
            before: zip(titles, before.verdicts).map { ($0.1.passed ? "✓ " : "✗ ") + $0.0 },
            after: zip(titles, t.verdicts).map { ($0.1.passed ? "✓ " : "✗ ") + $0.0 },
            afterEvidence: [], sideEffects: sideEffects, changesOnSubject: like, wanted: wanted)
    }

    final class TrialSink: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var results: [Trial?]
        init(count: Int) { results = Array(repeating: nil, count: count) }
        func store(_ i: Int, _ t: Trial) { lock.lock(); results[i] = t; lock.unlock() }
    }
}
