import Foundation
import Testing
@testable import TouchstoneScenarios

/// The doctor replays its findings' gestures as people make them (Sources/TouchstoneScenarios/TouchstoneScenarios.docc/TheGestureDoctor.md, "As people
/// make it"; HumanGestureDecisions HG12, HG14).
@Suite("Doctor · natural variations")
struct DoctorVariationTests {
    private func example(_ name: String) throws -> Scenario {
        try ScenarioParser.parse(file: (examplesFolder as NSString).appendingPathComponent(name))
    }

    private func options(threads: Int, runs: Int = 100, seed: UInt64 = 1) -> GestureDoctor.Options {
        var o = GestureDoctor.Options(threads: threads)
        o.variations = runs; o.seed = seed
        return o
    }

    /// Seed 001 on iOS 18 (race 2): the back swipe wins every perfect line from the edge, and a
    /// person's swipe that lands past its 13 pt band goes to the carousel — "sometimes the
    /// carousel scrolls".
    @Test func seed001BackSwipeLosesToTheCarouselInSomeNaturalSwipesAlwaysWhenLandingPastItsBand() throws {
        let report = try GestureDoctor.diagnose(try example("race02-back-swipe-vs-carousel.yaml"), options: options(threads: 2))
        let race = try #require(report.findings.first { $0.kind == .timingDependent && $0.subjects == ["nav.pop", "gallery.pan"] })
        #expect(race.severity == .note)
        #expect(race.variation == DoctorVariation(runs: 100, bites: 13, firstSeed: 1, seed: 6, sparedSeed: 1,
                                                   split: VariationSplit(feature: "landingX", threshold: 13, above: true, words: "the finger lands at x > 13 pt")))
    }

    @Test func theSharesAndSeedsAreTheSameForASeedOnOneThreadAndOnTwo() throws {
        let scenario = try example("race02-back-swipe-vs-carousel.yaml")
        let one = try GestureDoctor.diagnose(scenario, options: options(threads: 1, runs: 60, seed: 500))
        let two = try GestureDoctor.diagnose(scenario, options: options(threads: 2, runs: 60, seed: 500))
        let again = try GestureDoctor.diagnose(scenario, options: options(threads: 2, runs: 60, seed: 500))
        #expect(one.findings.map(\.variation) == two.findings.map(\.variation))
        #expect(two.findings.map(\.variation) == again.findings.map(\.variation))
        #expect(two.findings.compactMap(\.variation).first?.firstSeed == 500)
    }

    /// Seed 001 on its own version (iOS 13): the gallery takes every natural back swipe, and the
    /// proposed requirement holds in all of them, so it stays verified.
    @Test func aShadowingThatBitesEveryVariationKeepsAFixThatHoldsInEvery() throws {
        let report = try GestureDoctor.diagnose(try example("seed001-back-swipe-vs-scroll.yaml"), options: options(threads: 2))
        let finding = try #require(report.problems.first)
        #expect(finding.variation?.bites == 100 && finding.variation?.runs == 100 && finding.variation?.seed == 1)
        let fix = try #require(finding.fixes.first)
        #expect(fix.kind == "requireToFail" && fix.verified)
        #expect(fix.spread == DoctorFixSpread(runs: 100, holds: 100, failingSeed: nil, split: nil))
    }

    @Test func withoutVariationsNoFindingOrFixCarriesNumbers() throws {
        let report = try GestureDoctor.diagnose(try example("seed001-back-swipe-vs-scroll.yaml"), options: options(threads: 2, runs: 0))
        #expect(report.findings.allSatisfy { $0.variation == nil && $0.fixes.allSatisfy { $0.spread == nil } })
        #expect(!report.findings.contains { $0.kind == .timingDependent && $0.summary.contains("natural variations") })
    }
}

extension DoctorVariationTests {
    private func fix(_ kind: String) -> DoctorFix {
        DoctorFix(kind: kind, summary: "\(kind) fix", changes: [], patch: "", swift: "", verified: true,
                  before: [], after: [], sideEffects: [], changesOnSubject: [])
    }

    /// A fix verified on the one perfect line that still lets the conflict through in two of 100
    /// natural variations is not verified, says where it fails, and goes after the one that holds.
    @Test func aFixThatHoldsOnTheLineButFailsUnderSpreadIsNotVerified() {
        let failing = DoctorFixSpread(runs: 100, holds: 98, failingSeed: 41,
                                      split: VariationSplit(feature: "landingX", threshold: 13, above: true, words: "the finger lands at x > 13 pt"))
        let holding = DoctorFixSpread(runs: 100, holds: 100, failingSeed: nil, split: nil)
        let kept = [(fix: fix("requireToFail"), changes: 0), (fix: fix("shouldRecognizeSimultaneously"), changes: 1)]
        let after = GestureDoctor.applying([failing, holding], to: kept)
        #expect(after.map(\.fix.kind) == ["shouldRecognizeSimultaneously", "requireToFail"])
        #expect(after.map(\.fix.verified) == [true, false])
        #expect(after[1].fix.spread == failing)
        #expect(DoctorReport.unverifiedLabel(after[1].fix)
                == "not verified: holds in 98 of 100 natural variations; fails when the finger lands at x > 13 pt — seed 41")
    }
}
