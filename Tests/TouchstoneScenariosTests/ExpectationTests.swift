import Foundation
import Testing
@testable import TouchstoneScenarios

@Suite("Expectations and their diffs")
struct ExpectationTests {
    @Test func failingExactlyPrintsASideBySideDiff() throws {
        let s = try parse(minimalScene + """

        expect:
          - exactly: ["box touchesBegan @0ms", "box touchesEnded @80ms"]
        """)
        let r = ScenarioRunner.run(s)
        #expect(!r.passed)
        let v = try #require(r.failures.first)
        #expect(v.line == 9)
        #expect(v.details.contains { $0.contains("≠ box touchesEnded @80ms") && $0.contains("box touchesCancelled @80ms") })
        let text = TextTimeline.verdictLines(r).joined(separator: "\n")
        #expect(text.contains("at t.yaml:9:5"))
    }

    @Test func maxDelayMeasuresFromFingerDown() throws {
        let s = try parse("""
        views:
          - { id: page, class: scrollView, frame: [0, 0, 390, 844], contentSize: [390, 2000], subviews: [{ id: b, class: button, frame: [100, 100, 100, 44] }] }
        script:
          - longPress: { point: [150, 120], duration: 400ms }
        expect:
          - maxDelay: { finger: 0, to: "b touchDown", max: 100ms }
          - maxDelay: { finger: 0, to: "b touchDown", max: 150ms }
        """)
        let r = ScenarioRunner.run(s)
        #expect(r.verdicts.map(\.passed) == [false, true])
        #expect(r.verdicts[0].details == ["b touchDown came 150ms after the finger went down (at 0ms), over the 100ms limit"])
    }

    @Test func sequenceReportsTheFirstMissingStep() throws {
        let s = try parse(minimalScene + """

        expect:
          - sequence: ["box touchesBegan", "boxTap action", "box touchesEnded"]
        """)
        let v = try #require(ScenarioRunner.run(s).failures.first)
        #expect(v.details.prefix(3) == ["  ✓ box touchesBegan  (0ms)", "  ✓ boxTap action  (80ms)", "  ✗ box touchesEnded  ← not found after the events above"])
    }

    @Test func stateExpectationsReadRecognisersAndViews() throws {
        let s = try parse(minimalScene + """

          - set: { target: boxTap, property: enabled, value: false }
        expect:
          - state: { boxTap.enabled: false, box.hidden: false, boxTap.state: possible }
        """)
        #expect(ScenarioRunner.run(s).passed)
    }
}
