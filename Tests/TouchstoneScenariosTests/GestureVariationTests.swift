import Foundation
import Testing
import Touchstone
@testable import TouchstoneScenarios

/// `spread:` in scripts, `touchstone vary` and `run --seed` (issue 35; HumanGestureDecisions HG7–HG11).
@Suite("Varied gestures: the script grammar and vary")
struct GestureVariationTests {
    private func example(_ name: String) throws -> Scenario {
        try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(name))
    }

    private let dragScene = """
    views:
      - id: box
        frame: [0, 0, 390, 600]
        recognizers:
          - { id: boxPan, kind: pan }
    script:
      - drag: { from: [100, 100], to: [300, 100], duration: 200ms, spread: natural }
      - swipe: { from: [100, 300], direction: up, spread: none }
    """

    @Test func aGestureNamesItsSpreadAndNoneMeansAsWritten() throws {
        let s = try parse(dragScene)
        #expect(s.script.map(\.spread) == [.natural, nil])
    }

    @Test func anUnknownSpreadIsAPositionedErrorListingTheSpreads() {
        let e = errors("""
        views: []
        script:
          - drag: { from: [100, 100], to: [300, 100], spread: wobbly }
        """)
        #expect(e == ["t.yaml:3:55: script[0].drag.spread: unknown spread 'wobbly'; expected one of: none, natural"])
    }

    @Test func anUnknownTouchSamplingRateIsAPositionedError() {
        #expect(errors("device: { touchSamplingRate: 90 }\nviews: []\nscript: []") ==
                ["t.yaml:1:30: device.touchSamplingRate: unknown touch sampling rate '90' (did you mean '60'?); expected one of: 60, 120, 240"])
        #expect(errors("device: { touchSamplingRate: 240 }\nviews: []\nscript: []").isEmpty)
    }

    @Test func aSpreadOnAMultiFingerTapOrAPlainMoveIsRefused() {
        #expect(errors("views: []\nscript:\n  - tap: { point: [10, 10], fingers: 2, spread: natural }").first?.contains("a spread varies one-finger gestures") == true)
        #expect(errors("views: []\nscript:\n  - down: [10, 10]\n  - move: { to: [20, 10], spread: natural }").first?.contains("give 'from' and 'until' too") == true)
    }

    /// A script with no spread varies every gesture; `--gesture K` only the K-th.
    @Test func varyingPicksTheGesturesAScriptLeavesPlain() throws {
        let plain = try example("seed004-switch-drag.yaml")
        #expect(try GestureVariation.varied(plain).script.map { $0.spread?.name ?? "-" } == ["natural", "-", "-", "-", "natural"])
        #expect(try GestureVariation.varied(plain, gesture: 2).script.map { $0.spread?.name ?? "-" } == ["-", "-", "-", "-", "natural"])
        #expect(throws: ScenarioError.self) { try GestureVariation.varied(plain, gesture: 3) }
        #expect(throws: ScenarioError.self) { try GestureVariation.varied(plain, gesture: 0) }
    }

    @Test func theSameSeedReplaysTheSameRunAndTrace() throws {
        let s = try GestureVariation.varied(try example("race01-small-ball-fast-drag.yaml"))
        let (a, oa) = GestureVariation.run(s, seed: 8121)
        let (b, ob) = GestureVariation.run(s, seed: 8121)
        #expect(a.entries == b.entries && oa == ob)
        #expect(GestureVariation.run(s, seed: 8122).0.entries != a.entries)
    }

    @Test func theReportIsTheSameOnOneThreadAndOnMany() throws {
        let s = try GestureVariation.varied(try example("race01-small-ball-fast-drag.yaml"))
        let one = GestureVariation.vary(s, runs: 60, seed: 1, threads: 1)
        let many = GestureVariation.vary(s, runs: 60, seed: 1, threads: 4)
        #expect(one.text == many.text)
    }

    /// `vary` counts each run without drawing its screen or checking its expectations: the same
    /// outcome as the full run `--trace`, `--html` and `run --seed` show.
    @Test(arguments: ["race01-small-ball-fast-drag.yaml", "race02-back-swipe-vs-carousel.yaml", "race03-switch-jittery-drag.yaml",
                      "seed004-switch-drag.yaml", "conflict16-tap-during-push.yaml"])
    func countingARunGivesTheOutcomeOfTheFullRun(_ name: String) throws {
        let s = try GestureVariation.varied(try example(name))
        for seed in UInt64(1)...30 {
            #expect(GestureVariation.outcome(s, seed: seed) == GestureVariation.run(s, seed: seed).1, "seed \(seed)")
        }
    }

    /// Plain scripts are not touched: a run without a seed of a script without spreads is the run
    /// it always was (every example's trace digest is pinned by TraceDigestTests).
    @Test func aScriptWithoutSpreadsRunsAsWritten() throws {
        let s = try example("seed003-ball-pan-vs-swipe.yaml")
        #expect(s.script.allSatisfy { $0.spread == nil })
        #expect(ScenarioRunner.run(s).entries == ScenarioRunner.run(s).entries)
        #expect(ScenarioRunner.run(s).passed)
    }
}
