import Foundation
import Touchstone

/// The conflict explorer: tries families of gestures (taps, double taps, long presses, drags in
/// eight directions, swipes, edge swipes) at sampled points of every view, each on the scene as
/// the file describes it, spread over several threads (devices share nothing). It reports recognisers that
/// never fire, pairs that fire during the same gesture (UIKit's own recognisers included), and
/// views whose touches arrive late. `GestureDoctor` goes further: causes and verified fixes.
public enum ConflictExplorer {
    /// One gesture tried on a fresh copy of the scene.
    public struct Probe: Sendable {
        /// The gesture in words (`tap on list.row0`, `drag right from toolBar`).
        public var name: String
        /// The script steps that perform it.
        public var steps: [Step]
    }

    /// What the explorer found.
    public struct Report: Sendable {
        /// How many gestures were tried.
        public var probes: Int
        /// Recognisers that never sent an action in any gesture.
        public var neverFired: [String]
        /// Recogniser pairs that both sent actions during one gesture, with an example gesture.
        public var firedTogether: [(pair: String, example: String)]
        /// Views whose `touchesBegan` came later than the finger, with the worst delay and gesture.
        public var delayed: [(view: String, maxDelay: TimeInterval, example: String)]
        /// How many gestures made each recogniser send an action.
        public var fired: [String: Int]
        /// Views an imported dump says have recognisers it did not list (`recognizersNotListed:`).
        public var unlistedRecognizers: [String] = []

        /// The report as text, as `touchstone explore` prints it.
        public var text: String {
            var out = ["Conflict explorer — \(probes) gestures tried, each on the scene as the file describes it"]
            out.append("")
            out.append("Recognisers that fired (gestures that triggered them): " + (fired.isEmpty ? "none" : fired.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")))
            out.append("Recognisers that never fired: " + (neverFired.isEmpty ? "none" : neverFired.joined(separator: ", ")))
            out.append("Pairs that fired during the same gesture:")
            if firedTogether.isEmpty { out.append("  none") }
            for p in firedTogether { out.append("  • \(p.pair) — e.g. \(p.example)") }
            out.append("Views whose touches are delayed:")
            if delayed.isEmpty { out.append("  none") }
            for d in delayed { out.append("  • \(d.view): up to \(msText(d.maxDelay)) — e.g. \(d.example)") }
            if !unlistedRecognizers.isEmpty {
                out.append("Not explored: recognisers the dump mentions but does not list, on " + unlistedRecognizers.joined(separator: ", ")
                           + " (import their `po <address>.gestureRecognizers` output too)")
            }
            return out.joined(separator: "\n")
        }
    }

    /// The gestures tried at `p`.
    public static func probes(at p: CGPoint, label: String, screen: CGSize) -> [Probe] {
        var out: [Probe] = []
        func step(_ a: Step.Action, _ d: TimeInterval) -> Step { Step(at: nil, action: a, duration: d) }
        out.append(Probe(name: "tap on \(label)", steps: [step(.tap(p, duration: 0.08, fingers: 1), 0.08)]))
        out.append(Probe(name: "double tap on \(label)", steps: [step(.doubleTap(p, interval: 0.12, duration: 0.06), 0.24)]))
        out.append(Probe(name: "long press on \(label)", steps: [step(.longPress(p, duration: 0.8), 0.8)]))
        for k in 0..<8 {
            let angle = Double(k) * .pi / 4
            let to = CGPoint(x: p.x + cos(angle) * 80, y: p.y + sin(angle) * 80)
            let dir = ["→", "↘", "↓", "↙", "←", "↖", "↑", "↗"][k]
            out.append(Probe(name: "drag \(dir) from \(label)", steps: [step(.drag(from: p, to: to, duration: 0.3, hold: 0, lift: true), 0.3)]))
        }
        for dir in Device.Direction.allCases {
            out.append(Probe(name: "swipe \(dir.rawValue) from \(label)", steps: [step(.swipe(from: p, direction: dir, distance: 120, duration: 0.1), 0.1)]))
        }
        return out
    }

    /// `reuseScenes`: a worker plays its next probe on the scene of its last one when that probe
    /// left nothing behind (see `leftNothingBehind`), instead of building the scene again — which
    /// made the explorer quadratic in the number of views (RobustnessDecisions R14). Reports are
    /// the same either way (`ConflictExplorerReuseTests`).
    public static func explore(_ scenario: Scenario, threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                               reuseScenes: Bool = true) throws -> Report {
        let base = try Scene(scenario)
        let layout = SceneLayout.capture(base, step: 8)
        var jobs: [Probe] = []
        for v in layout.views where v.hittable {
            // The centre of the largest tappable rectangle, plus its corners pulled inwards.
            guard let big = v.tappable.max(by: { $0.width * $0.height < $1.width * $1.height }) else { continue }
            jobs += probes(at: CGPoint(x: big.midX, y: big.midY), label: v.id, screen: scenario.device.screen)
        }
        for edge in [UIRectEdge.left, .right, .top, .bottom] {
            jobs.append(Probe(name: "edge swipe from \(edge)", steps: [Step(at: nil, action: .edgeSwipe(edge: edge, position: nil, distance: 200, duration: 0.25), duration: 0.25)]))
        }
        let sink = Sink(count: jobs.count)
        let work = jobs
        let workers = max(1, min(threads, 8))
        // UIKit's own recognisers (`gallery.pan`, `nav.pop`) count too: a back swipe beaten by a
        // scroll view is a pair of built-ins (seed 001).
        let recognizerIDs = Set(scenario.recognizers.map(\.id)).union(base.builtins.keys)
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            var scene: Scene?
            var i = w
            while i < work.count {
                if scene == nil { scene = try? Scene(scenario) }
                if let current = scene {
                    let (outcome, clean) = runProbe(work[i], on: current, recognizers: recognizerIDs)
                    sink.store(i, outcome)
                    // A SwiftUI scene keeps state the trace does not show (gesture state, its
                    // hosting recogniser's): it is built again for each probe (DoctorDecisions DR15).
                    if !(reuseScenes && clean && scenario.swiftUI == nil) { scene = nil }
                }
                i += workers
            }
        }
        // Pairs of UIKit's (or WebKit's) own recognisers that their delegates let run together are
        // by design, not a conflict to list.
        let uikitPairs = DoctorContext(base).allowedTogether
        var fired: [String: Int] = [:]
        var together: [String: String] = [:]
        var delays: [String: (TimeInterval, String)] = [:]
        for (i, outcome) in sink.results.enumerated() {
            guard let o = outcome else { continue }
            for id in Set(o.fired) { fired[id, default: 0] += 1 }
            let ids = Array(Set(o.fired)).sorted()
            for a in 0..<ids.count { for b in (a + 1)..<ids.count where !uikitPairs.contains(ids[a] + "|" + ids[b]) {
                together["\(ids[a]) + \(ids[b])"] = together["\(ids[a]) + \(ids[b])"] ?? work[i].name
            } }
            for (view, d) in o.delays where d > 0.0005 {
                if d > (delays[view]?.0 ?? 0) { delays[view] = (d, work[i].name) }
            }
        }
        // The back swipe counts as the scene's when there is a screen to go back to: a back swipe
        // that never fires is the whole conflict of seed 001 (as the doctor's neverFires has it).
        var declared = scenario.recognizers.map(\.id)
        if let nav = scenario.activeNavigation, nav.stack.count > 1 {
            let pop = scenario.recognizers.first { $0.builtin == "\(nav.id).pop" }?.id ?? "\(nav.id).pop"
            if !declared.contains(pop) { declared.append(pop) }
        }
        let never = declared.filter { fired[$0] == nil }
        return Report(probes: jobs.count, neverFired: never,
                      firedTogether: together.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
                      delayed: delays.sorted { $0.key < $1.key }.map { ($0.key, $0.value.0, $0.value.1) }, fired: fired,
                      unlistedRecognizers: scenario.allViews.filter(\.recognizersNotListed).map(\.id))
    }

    /// The doctor's problems in brief, for `touchstone explore` to end with: what the doctor
    /// would report, one line each, without its fixes (Sources/TouchstoneScenarios/TouchstoneScenarios.docc/TheGestureDoctor.md).
    public static func doctorSummary(_ report: DoctorReport) -> String {
        let problems = report.problems
        var out = ["Doctor: " + (problems.isEmpty ? "no conflicts found" : "\(problems.count) problem\(problems.count == 1 ? "" : "s")")
                   + " — touchstone doctor gives each cause and UIKit's fix, verified on a copy of the scene"]
        for f in problems { out.append("  • [\(f.kind.rawValue)] \(f.summary)") }
        return out.joined(separator: "\n")
    }

    struct Outcome: Sendable { var fired: [String]; var delays: [String: TimeInterval] }

    /// Plays `probe` on `scene` from a clean trace; also says whether the scene may be reused.
    static func runProbe(_ probe: Probe, on scene: Scene, recognizers ids: Set<String>) -> (Outcome, clean: Bool) {
        let entries = playAlone(probe.steps, on: scene)
        let device = scene.device
        let fired = entries.filter { $0.kind == .action && ids.contains($0.subject) }.map(\.subject)
        var delays: [String: TimeInterval] = [:]
        var downs: [Int: TimeInterval] = [:]
        for e in entries {
            if e.kind == .input, e.message.hasPrefix("down"), let id = Int(e.subject.dropFirst(7)) { downs[id] = e.time }
            if e.kind == .touches, e.message == "touchesBegan", !(e.cause ?? "").hasPrefix("forwarded"),
               let f = e.fingers?.first, let t0 = downs[f] {
                delays[e.subject] = max(delays[e.subject] ?? 0, e.time - t0)
            }
        }
        return (Outcome(fired: fired, delays: delays), leftNothingBehind(entries, device))
    }

    /// Plays `steps` on `scene` from a clean trace, lets timers run out (3 s at most), and returns
    /// what it did; then moves the clock a second on, so a tap in the next gesture is not this
    /// one's second tap.
    static func playAlone(_ steps: [Step], on scene: Scene) -> [TraceEntry] {
        let device = scene.device
        device.trace.clear()
        try? ScenarioRunner.play(steps, on: scene)
        try? device.settle(limit: 3)
        let entries = device.trace.entries
        try? device.advance(by: 1)
        return entries
    }

    /// A probe leaves a scene as it found it unless it changed state that outlives a gesture:
    /// scroll offsets and table selection (`scroll` lines), control values, highlight and first
    /// responder (`control` lines), the navigation stack and appearance (`lifecycle` lines), or
    /// anything refused (`error` lines), or a deferred edge's grabber (the next swipe there
    /// would be a second one); or unless a finger or a timer is still pending.
    /// Recognisers are back in `possible` after the settle, and a scenario's own actions only log.
    static func leftNothingBehind(_ entries: [TraceEntry], _ device: Device) -> Bool {
        device.activeTouches.isEmpty && !device.hasPendingTimers
            && !entries.contains { [.scroll, .control, .lifecycle, .error].contains($0.kind) || ($0.kind == .system && $0.message == "grabber shown") }
    }

    /// Results written by worker threads, each into its own slot.
    final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var results: [Outcome?]
        init(count: Int) { results = Array(repeating: nil, count: count) }
        func store(_ i: Int, _ o: Outcome?) { lock.lock(); results[i] = o; lock.unlock() }
    }
}
