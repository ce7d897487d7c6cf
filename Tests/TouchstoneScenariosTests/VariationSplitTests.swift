import Foundation
import Testing
@testable import TouchstoneScenarios

/// The input feature the doctor names beside a share: a threshold stated only when it separates
/// the runs perfectly (HumanGestureDecisions HG12).
@Suite("Variation split")
struct VariationSplitTests {
    private func runs(_ firstMoves: [Double]) -> [VariedInput] {
        firstMoves.map { VariedInput(values: [.firstMove: $0, .landingX: 20]) }
    }

    @Test func aFeatureThatSeparatesTheRunsPerfectlyIsStatedWithARoundThreshold() {
        let split = VariationSplit.find(yes: runs([11.2, 14, 19.5]), no: runs([2, 4.1, 8.7, 6]))
        #expect(split == VariationSplit(feature: "firstMove", threshold: 10, above: true, words: "the first sample moves more than 10 pt"))
    }

    @Test func aFeatureBelowWhichTheRunsBiteReadsLessThan() {
        let yes = [5.0, 9, 12].map { VariedInput(values: [.landingX: $0]) }
        let no = [16.0, 22, 30].map { VariedInput(values: [.landingX: $0]) }
        #expect(VariationSplit.find(yes: yes, no: no)?.words == "the finger lands at x < 15 pt")
    }

    @Test func overlappingRunsGiveNoStatement() {
        #expect(VariationSplit.find(yes: runs([11, 14, 5]), no: runs([2, 4, 8, 6])) == nil)
    }

    @Test func fewerThanThreeRunsOnASideGiveNoStatement() {
        #expect(VariationSplit.find(yes: runs([30, 40]), no: runs([2, 4, 8, 6])) == nil)
    }

    @Test func theInputIsReadFromTheFirstFingersTraceLines() throws {
        let scenario = try ScenarioParser.parse("""
            views: []
            script:
              - drag: { from: [100, 300], to: [200, 300], duration: 100ms }
            """, file: "s.yaml")
        let result = ScenarioRunner.run(scenario)
        let input = VariedInput(result.entries, aim: CGPoint(x: 97, y: 296))
        #expect(input.values[.landingX] == 100 && input.values[.landingY] == 300)
        #expect(input.values[.landingOffset] == 5)
        #expect(input.values[.duration].map { ($0 * 1000).rounded() / 1000 } == 100)
        let first = try #require(input.values[.firstMove])
        #expect(first > 0 && first < 100)
        #expect(input.values[.speed].map { $0.rounded() } == 1000)
    }
}
