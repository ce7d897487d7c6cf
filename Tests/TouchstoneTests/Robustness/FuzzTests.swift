import Foundation
import Testing
@testable import Touchstone

/// Property-based fuzzing of the whole pipeline (GitHub issue 6; invariants from rules T1, §4.3,
/// §4.4, §4.8 and EventDeliveryDecisions D5/D8). Each seed builds a random scene and plays a random
/// multi-finger stream; see `FuzzScene` for the invariants.
///
/// `TOUCHSTONE_FUZZ_STREAMS` sets the number of streams (default 100,000, the CI count); a local
/// run can ask for millions. `TOUCHSTONE_FUZZ_SEED` replays one seed (`replayOneSeed`).
@Suite("Robustness: fuzzed scenes and streams")
struct FuzzTests {
    static let chunks = 16
    static let baseSeed: UInt64 = 0x7043_4806

    static var streamCount: Int {
        ProcessInfo.processInfo.environment["TOUCHSTONE_FUZZ_STREAMS"].flatMap { Int($0) } ?? 100_000
    }

    /// Plays the stream of one seed and returns the violations it found.
    static func play(seed: UInt64) -> [String] {
        var lengthRNG = SplitMix64(seed: ~seed)
        let scene = FuzzScene(seed: seed, quiet: true)
        scene.runStream(length: 4 + lengthRNG.below(20))
        let v = scene.findings.violations
        return v.isEmpty ? v : ["[cycles \(scene.allowsCycles), mutations in actions \(scene.mutatesInActions)]"] + v
    }

    static func replayHint(_ seed: UInt64) -> String {
        "replay: TOUCHSTONE_FUZZ_SEED=\(seed) swift test --filter FuzzTests/replayOneSeed"
    }

    /// The stream numbers of `chunk` when `total` streams are split into `chunks` parallel
    /// chunks (empty for a chunk past the end).
    static func streams(ofChunk chunk: Int, in chunks: Int, total: Int) -> Range<Int> {
        let perChunk = (total + chunks - 1) / chunks
        let end = min(total, (chunk + 1) * perChunk)
        return min(chunk * perChunk, end)..<end
    }

    @Test(arguments: 0..<chunks)
    func randomScenesKeepTheInvariants(chunk: Int) {
        var failures = 0
        for i in Self.streams(ofChunk: chunk, in: Self.chunks, total: Self.streamCount) {
            let seed = Self.baseSeed &+ UInt64(i)
            let violations = Self.play(seed: seed)
            if !violations.isEmpty {
                failures += 1
                Issue.record("seed \(seed): \(violations.joined(separator: "; "))\n\(Self.replayHint(seed))")
                if failures >= 5 { return }
            }
        }
    }

    /// An object the scene made, watched after the scene is dropped.
    struct Watched {
        weak var object: AnyObject?
        let name: String
    }

    /// Plays a random number of steps of the stream of `seed` — fingers may be down, timers
    /// pending, recognisers mid-attempt or waiting on requirements — drops the scene there, and
    /// names what the scene made that is still alive (PerformanceDecisions F15).
    static func keptAfterDroppingMidStream(seed: UInt64) -> [String] {
        var lengthRNG = SplitMix64(seed: ~seed)
        var watched: [Watched] = []
        do {
            let scene = FuzzScene(seed: seed, quiet: true)
            scene.playSteps(1 + lengthRNG.below(20))
            watched.append(Watched(object: scene.device, name: "the device"))
            watched += scene.device.application.windows.map { Watched(object: $0, name: "a window") }
            watched += scene.views.map { Watched(object: $0, name: $0.traceName) }
            watched += scene.recognizers.map { Watched(object: $0, name: $0.traceName) }
        }
        return watched.filter { $0.object != nil }.map(\.name)
    }

    static var droppedSceneCount: Int {
        ProcessInfo.processInfo.environment["TOUCHSTONE_FUZZ_DROPPED"].flatMap { Int($0) } ?? 10_000
    }

    /// `TOUCHSTONE_FUZZ_DROPPED` sets the number of scenes (default 10,000, under a second).
    @Test(arguments: 0..<4)
    func scenesDroppedMidStreamFreeEverythingTheyMade(chunk: Int) {
        var failures = 0
        for i in Self.streams(ofChunk: chunk, in: 4, total: Self.droppedSceneCount) {
            let seed = Self.baseSeed &+ UInt64(i)
            let kept = Self.keptAfterDroppingMidStream(seed: seed)
            if !kept.isEmpty {
                failures += 1
                let replay = "replay: FuzzTests.keptAfterDroppingMidStream(seed: \(seed)) is deterministic"
                Issue.record("seed \(seed): dropped mid-stream, still alive: \(kept.joined(separator: ", "))\n\(replay)")
                if failures >= 5 { return }
            }
        }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["TOUCHSTONE_FUZZ_SEED"] != nil))
    func replayOneSeed() {
        let seed = ProcessInfo.processInfo.environment["TOUCHSTONE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0
        let scene = FuzzScene(seed: seed)
        var lengthRNG = SplitMix64(seed: ~seed)
        scene.runStream(length: 4 + lengthRNG.below(20))
        print(scene.device.trace.text)
        #expect(scene.findings.violations.isEmpty, "\(scene.findings.violations)")
    }

    @Test func sameSeedGivesTheSameTrace() {
        // The generator and the device are deterministic: a seed is a complete bug report.
        for seed: UInt64 in [1, 42, 0xDEAD_BEEF] {
            let a = FuzzScene(seed: seed), b = FuzzScene(seed: seed)
            a.runStream(length: 30); b.runStream(length: 30)
            #expect(a.device.trace.text == b.device.trace.text)
            #expect(!a.device.trace.entries.isEmpty)
        }
    }
}
