import Foundation
import Touchstone

/// Replays a script across the spread of its gestures and counts the outcomes
/// (`touchstone vary`, HumanGestureDecisions HG8, HG9).
///
/// Run `i` of `runs` uses the seed `seed + i`, and a run depends on nothing but its seed: the
/// seed a line prints replays that run exactly (`touchstone run FILE --seed N`), on any number
/// of threads.
public enum GestureVariation {
    /// Runs a command may ask for (`--runs`).
    public static let maximumRuns = 100_000

    /// `scenario` with the spreads its gestures will be varied by: the ones its script names,
    /// or, when it names none, `natural` on every gesture that accepts one. `gesture` (1-based,
    /// counting the steps that accept a spread) varies that gesture alone.
    public static func varied(_ scenario: Scenario, gesture: Int? = nil) throws -> Scenario {
        var copy = scenario
        let gestures = scenario.script.indices.filter { scenario.script[$0].acceptsSpread }
        if let gesture {
            guard gesture >= 1, gesture <= gestures.count else {
                throw ScenarioError(file: scenario.file, line: 1, column: 1,
                                    message: "--gesture \(gesture): the script has \(gestures.count) gesture(s) a spread can vary (taps, drags, swipes, edge swipes, moves along a line); give 1 to \(gestures.count)")
            }
            let chosen = gestures[gesture - 1]
            for i in copy.script.indices {
                copy.script[i].spread = i == chosen ? (scenario.script[i].spread ?? .natural) : nil
            }
            return copy
        }
        guard !scenario.script.contains(where: { $0.spread != nil }) else { return copy }
        guard !gestures.isEmpty else {
            throw ScenarioError(file: scenario.file, line: 1, column: 1,
                                message: "the script has no gesture a spread can vary (taps, drags, swipes, edge swipes, moves along a line)")
        }
        for i in gestures { copy.script[i].spread = .natural }
        return copy
    }

    /// One run of an already varied scenario with `seed`, and its outcome.
    public static func run(_ scenario: Scenario, seed: UInt64, tappableAreas: Bool = false) -> (ScenarioResult, VaryOutcome) {
        let scene: Scene
        do { scene = try Scene(scenario) } catch {
            let result = ScenarioRunner.run(scenario, tappableAreas: false)
            return (result, VaryOutcome(stopped: result.runError?.message ?? "\(error)"))
        }
        scene.device.gestureSeed = seed
        let result = ScenarioRunner.run(scene, tappableAreas: tappableAreas)
        return (result, VaryOutcome(result, scene: scene))
    }

    /// The outcome of one run, without what only a report needs (the layout of the screen, the
    /// expectations' verdicts): the same outcome as `run(_:seed:)`'s, in less time
    /// (`GestureVariationTests.countingARunGivesTheOutcomeOfTheFullRun` compares the two).
    static func outcome(_ scenario: Scenario, seed: UInt64) -> VaryOutcome {
        guard let scene = try? Scene(scenario) else { return run(scenario, seed: seed).1 }
        scene.device.gestureSeed = seed
        var runError: String?
        do {
            try ScenarioRunner.play(scenario.script, on: scene)
            try scene.device.settle(limit: ScenarioRunner.settleLimit)
        } catch let e as ScenarioError {
            runError = e.message
        } catch {
            runError = "\(error)"
        }
        return VaryOutcome(scene.device.trace.entries, runError: runError, scene: scene)
    }

    /// One outcome of many runs.
    public struct Share: Sendable {
        /// What the runs came to.
        public var outcome: VaryOutcome
        /// How many runs came to it.
        public var runs: Int
        /// The seed of its first run: `touchstone run FILE --seed N` replays it.
        public var seed: UInt64
    }

    /// What `runs` runs came to, most frequent first.
    public struct Report: Sendable {
        /// The scenario's file.
        public var file: String
        /// How many runs.
        public var runs: Int
        /// The first run's seed.
        public var firstSeed: UInt64
        /// The outcomes, most frequent first (ties: the one seen first).
        public var shares: [Share]

        /// The report as `touchstone vary` prints it: one line per outcome with its share and seed.
        public var text: String {
            let last = firstSeed &+ UInt64(runs - 1)
            var out = ["\(file): \(runs) varied run\(runs == 1 ? "" : "s") (seeds \(firstSeed)\(runs > 1 ? "–\(last)" : "")), \(shares.count) outcome\(shares.count == 1 ? "" : "s")"]
            for s in shares {
                let pct = String(format: "%5.1f %%", Double(s.runs) * 100 / Double(runs))
                out.append("  \(pct)  \(s.outcome)  — seed \(s.seed)")
            }
            if let first = shares.first {
                out.append("replay one: touchstone run \(file) --seed \(first.seed)")
            }
            return out.joined(separator: "\n")
        }
    }

    /// Runs `scenario` (already varied) `runs` times with seeds `seed`, `seed + 1`, … on up to
    /// `threads` threads and groups the runs by outcome.
    public static func vary(_ scenario: Scenario, runs: Int, seed: UInt64, threads: Int) -> Report {
        let sink = Sink(count: runs)
        let workers = max(1, min(threads, runs, InputLimits.maximumThreads))
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            var i = w
            while i < runs {
                sink.store(i, outcome(scenario, seed: seed &+ UInt64(i)))
                i += workers
            }
        }
        var order: [VaryOutcome] = []
        var counts: [VaryOutcome: (runs: Int, seed: UInt64)] = [:]
        for (i, outcome) in sink.results.enumerated() {
            guard let outcome else { continue }
            if let known = counts[outcome] { counts[outcome] = (known.runs + 1, known.seed) }
            else { counts[outcome] = (1, seed &+ UInt64(i)); order.append(outcome) }
        }
        let shares = order.enumerated().sorted { a, b in
            let (ca, cb) = (counts[a.element]!.runs, counts[b.element]!.runs)
            return ca != cb ? ca > cb : a.offset < b.offset
        }.map { Share(outcome: $0.element, runs: counts[$0.element]!.runs, seed: counts[$0.element]!.seed) }
        return Report(file: scenario.file, runs: runs, firstSeed: seed, shares: shares)
    }

    final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var results: [VaryOutcome?]
        init(count: Int) { results = Array(repeating: nil, count: count) }
        func store(_ i: Int, _ o: VaryOutcome) { lock.lock(); results[i] = o; lock.unlock() }
    }
}
