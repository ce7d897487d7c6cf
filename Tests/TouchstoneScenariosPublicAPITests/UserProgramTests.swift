import Testing
import Touchstone
import TouchstoneScenarios

/// A scenario file loaded and run as a user's own test target would, through the public API alone
/// (no `@testable`; DocumentationDecisions E13): a declaration it uses that stops being public fails
/// this build.
@Suite("A scenario through TouchstoneScenarios' public API")
struct ScenarioUserProgramTests {
    static let scenario = """
        name: "A cell under a keyboard-dismissing tap"
        views:
          - id: screen
            frame: [0, 0, 390, 844]
            recognizers:
              - { id: dismissTap, kind: tap }
            subviews:
              - { id: cell, frame: [0, 100, 390, 44] }
        script:
          - tap: [195, 122]
        expect:
          - fires: "dismissTap action"
          - fires: "cell touchesCancelled"

        """

    @Test func aScenarioParsedRunAndRenderedHoldsItsExpectations() throws {
        let scenario = try ScenarioParser.parse(Self.scenario, file: "cell.yaml")
        let result = ScenarioRunner.run(scenario)
        #expect(result.passed)
        #expect(result.runError == nil)
        #expect(result.entries.contains { $0.kind == .touches && $0.subject == "cell" && $0.message == "touchesCancelled" })
        let text = TextTimeline.render(result)
        #expect(text.hasPrefix("━━ A cell under a keyboard-dismissing tap — cell.yaml"))
        #expect(TextTimeline.summaryLine([result]) == "1/1 scenarios hold their expectations.")
        #expect(HTMLReport.render([result], title: "cell").contains("<html"))
    }

    @Test func aBrokenScenarioIsAnErrorWithItsLine() {
        #expect(throws: ScenarioErrors.self) { try ScenarioParser.parse("views: [ { id: a, frame: [0, 0] } ]\n", file: "bad.yaml") }
    }
}
