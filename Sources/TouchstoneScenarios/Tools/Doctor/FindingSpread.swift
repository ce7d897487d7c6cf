import Foundation
import Touchstone

/// How often a finding bites across natural variations of its gesture (`touchstone doctor
/// --runs N`, HumanGestureDecisions HG12): run `i` plays the finding's gesture with `natural` spread
/// and seed `firstSeed + i`.
public struct DoctorVariation: Codable, Sendable, Equatable {
    /// How many varied runs.
    public var runs: Int
    /// In how many of them the conflict happened.
    public var bites: Int
    /// The first run's seed.
    public var firstSeed: UInt64
    /// The first run in which it bites (`nil` when none did): `touchstone doctor FILE --seed N
    /// --runs 1` plays that run first.
    public var seed: UInt64?
    /// The first run in which it does not bite (`nil` when every run did).
    public var sparedSeed: UInt64?
    /// The input feature that separates the runs where it bites from the others, when one does
    /// perfectly (`the first sample moves more than 10 pt`).
    public var split: VariationSplit?

    /// The share as a whole percentage (`37`).
    public var percent: Int { runs == 0 ? 0 : Int((Double(bites) * 100 / Double(runs)).rounded()) }

    /// One line: `bites in 37 % of 100 natural variations, always when the first sample moves
    /// more than 10 pt — seed 8121`.
    public var words: String {
        if bites == runs { return "bites in every one of \(runs) natural variation\(runs == 1 ? "" : "s") of its gesture\(seed.map { " — seed \($0)" } ?? "")" }
        if bites == 0 { return "bites in none of \(runs) natural variation\(runs == 1 ? "" : "s") of its gesture: only on the exact line" }
        return "bites in \(percent) % of \(runs) natural variations of its gesture (\(bites))\(split.map { ", always when \($0.words)" } ?? "")\(seed.map { " — seed \($0)" } ?? "")"
    }
}

/// Whether a fix holds across the natural variations of its finding's gesture: a fix is verified
/// only when the conflict happens in none of them (HumanGestureDecisions HG12).
public struct DoctorFixSpread: Codable, Sendable, Equatable {
    /// How many varied runs on the fixed copy.
    public var runs: Int
    /// In how many the conflict did not happen.
    public var holds: Int
    /// The first run in which it still bites (`nil` when it holds in all).
    public var failingSeed: UInt64?
    /// The input feature that separates the runs where the fix fails from the others, when one
    /// does perfectly.
    public var split: VariationSplit?

    /// `holds in all 100 natural variations`, or `holds in 98 of 100 natural variations; fails
    /// when the finger lands at x < 12 pt — seed 41`.
    public var words: String {
        if holds == runs { return "holds in all \(runs) natural variations" }
        return "holds in \(holds) of \(runs) natural variations; fails\(split.map { " when \($0.words)" } ?? " in \(runs - holds)")\(failingSeed.map { " — seed \($0)" } ?? "")"
    }
}

/// Plays each problem's gesture across its natural variations, on the scene and on each verified
/// fix's copy, in one batch spread over the runner's threads.
enum FindingSpread {
    /// Runs the doctor may ask for per finding (`--runs`).
    static let maximumRuns = 10_000

    /// The findings it can vary: problems shown by a gesture that has a step a spread can vary
    /// (not hit-testing findings, which no gesture shows).
    static func variable(_ d: Diagnosis, gestures: [DoctorGesture]) -> Int? {
        guard d.severity == .problem, d.stillShows == nil, let g = d.gestures.first, DoctorRunner.canVary(gestures[g]) else { return nil }
        return g
    }

    /// Each diagnosis' variation (`nil` where it cannot vary) and, for each of its kept fixes, how
    /// the verified ones hold across the same seeds.
    static func measure(_ diagnoses: [Diagnosis], kept: [[(fix: DoctorFix, changes: [SceneChange])]], scenario: Scenario,
                        runner: DoctorRunner, runs: Int, seed: UInt64, replays: inout Int) -> (variations: [DoctorVariation?], fixes: [[DoctorFixSpread?]]) {
        var variants = [scenario]
        var tasks: [DoctorRunner.Job] = []
        // Where each block of `runs` tasks starts: per diagnosis, and per (diagnosis, fix).
        var findingBlock: [Int: Int] = [:], fixBlock: [Int: [Int: Int]] = [:]
        for (f, d) in diagnoses.enumerated() {
            guard let g = variable(d, gestures: runner.gestures) else { continue }
            findingBlock[f] = tasks.count
            tasks += (0..<runs).map { .init(variant: 0, gesture: g, seed: seed &+ UInt64($0)) }
            for (k, fix) in kept[f].enumerated() where fix.fix.verified {
                var s = scenario
                for c in fix.changes { c.apply(to: &s) }
                variants.append(s)
                fixBlock[f, default: [:]][k] = tasks.count
                tasks += (0..<runs).map { .init(variant: variants.count - 1, gesture: g, seed: seed &+ UInt64($0)) }
            }
        }
        replays += tasks.count
        let results = runner.run(tasks, variants: variants)
        var variations: [DoctorVariation?] = Array(repeating: nil, count: diagnoses.count)
        var fixes: [[DoctorFixSpread?]] = kept.map { Array(repeating: nil, count: $0.count) }
        for (f, d) in diagnoses.enumerated() {
            guard let start = findingBlock[f] else { continue }
            let bites = d.bites ?? d.shows
            let block = tasks.indices.dropFirst(start).prefix(runs).map { (seed: tasks[$0].seed!, outcome: results[$0]) }
            let (yes, no) = partition(block, bites)
            variations[f] = DoctorVariation(runs: yes.count + no.count, bites: yes.count, firstSeed: seed, seed: yes.first?.seed, sparedSeed: no.first?.seed,
                                            split: VariationSplit.find(yes: yes.map(\.input), no: no.map(\.input)))
            for (k, fixStart) in fixBlock[f] ?? [:] {
                let fixed = tasks.indices.dropFirst(fixStart).prefix(runs).map { (seed: tasks[$0].seed!, outcome: results[$0]) }
                let (fails, holds) = partition(fixed, bites)
                fixes[f][k] = DoctorFixSpread(runs: fails.count + holds.count, holds: holds.count, failingSeed: fails.first?.seed,
                                              split: VariationSplit.find(yes: fails.map(\.input), no: holds.map(\.input)))
            }
        }
        return (variations, fixes)
    }

    /// Races the exact line hides: on each gesture where a recogniser won while another waited
    /// for it to fail (a requirement the scene declares, or UIKit's own), the gesture is varied,
    /// and where the waiting one takes it in some runs — the back swipe lands past its band and
    /// the gallery scrolls — a note says how often (one pair per shape, HumanGestureDecisions HG14).
    static func races(_ outcomes: [GestureOutcome?], scenario: Scenario, runner: DoctorRunner, runs: Int, seed: UInt64, replays: inout Int) -> [(Diagnosis, DoctorVariation)] {
        struct Pair: Hashable { var waiter: String, winner: String }
        var first: [Pair: Int] = [:], order: [Pair] = [], shapes: Set<String> = []
        for (i, o) in outcomes.enumerated() {
            guard let o, DoctorRunner.canVary(runner.gestures[i]) else { continue }
            for d in o.defeats where (d.rule == .requiredFailureRecognized || d.rule == .requiredFailureReachedWhileWaiting)
                && FindingRules.reportable(d.loser) && FindingRules.reportable(d.winner) && o.recognized.contains(d.winner) {
                let pair = Pair(waiter: d.loser, winner: d.winner)
                guard first[pair] == nil, shapes.insert(GestureDoctor.shape(d.loser) + "|" + GestureDoctor.shape(d.winner)).inserted else { continue }
                first[pair] = i; order.append(pair)
            }
        }
        guard !order.isEmpty else { return [] }
        let tasks = order.flatMap { pair in (0..<runs).map { DoctorRunner.Job(variant: 0, gesture: first[pair]!, seed: seed &+ UInt64($0)) } }
        replays += tasks.count
        let results = runner.run(tasks, variants: [scenario])
        var out: [(Diagnosis, DoctorVariation)] = []
        for (n, pair) in order.enumerated() {
            let block = (n * runs..<(n + 1) * runs).map { (seed: tasks[$0].seed!, outcome: results[$0]) }
            let flips: @Sendable (GestureOutcome) -> Bool = { o in o.recognized.contains(pair.waiter) && !o.recognized.contains(pair.winner) }
            let (yes, no) = partition(block, flips)
            guard !yes.isEmpty else { continue }
            let g = first[pair]!
            let v = DoctorVariation(runs: yes.count + no.count, bites: yes.count, firstSeed: seed, seed: yes.first?.seed, sparedSeed: no.first?.seed,
                                    split: VariationSplit.find(yes: yes.map(\.input), no: no.map(\.input)))
            let d = Diagnosis(kind: .timingDependent, severity: .note, subjects: [pair.winner, pair.waiter],
                              summary: "\(pair.winner) wins \(runner.gestures[g].name) on the exact line, but loses to \(pair.waiter) in \(v.percent) % of its natural variations"
                                + (v.split.map { ", always when \($0.words)" } ?? "") + (v.seed.map { " — seed \($0)" } ?? ""),
                              cause: "\(pair.waiter) waits for \(pair.winner) to fail (rules §5.3); where the finger lands and how it moves decide whether \(pair.winner) recognises first",
                              gestures: [g], shows: flips, remedies: [], evidenceSubjects: [pair.winner, pair.waiter])
            out.append((d, v))
        }
        return out
    }

    /// The runs where `bites` holds and the others, in seed order; a run the device could not
    /// play (a scene that cannot be built) is in neither.
    static func partition(_ block: [(seed: UInt64, outcome: GestureOutcome?)], _ bites: (GestureOutcome) -> Bool)
        -> (yes: [(seed: UInt64, input: VariedInput)], no: [(seed: UInt64, input: VariedInput)]) {
        var yes: [(seed: UInt64, input: VariedInput)] = [], no: [(seed: UInt64, input: VariedInput)] = []
        for r in block {
            guard let o = r.outcome else { continue }
            let input = o.input ?? VariedInput(values: [:])
            if bites(o) { yes.append((r.seed, input)) } else { no.append((r.seed, input)) }
        }
        return (yes, no)
    }
}
