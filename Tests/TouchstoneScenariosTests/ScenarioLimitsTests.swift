import Foundation
import Testing
@testable import TouchstoneScenarios

/// What the scenario fuzzer found (Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md, "Fuzzing scenario files"): values that are
/// valid numbers but would crash, hang or exhaust memory are refused with a positioned error
/// (RobustnessDecisions R5), and huge coordinates run and render.
@Suite("Robustness: scenario size limits")
struct ScenarioLimitsTests {
    private func scene(screen: String = "[390, 844]", view: String = "{ id: box, frame: [0, 0, 200, 200] }", script: String) -> String {
        """
        device: { screen: \(screen) }
        views:
          - \(view)
        script:
          - \(script)
        """
    }

    @Test func hugeScreenIsRefused() {
        let e = errors(scene(screen: "[99999999999, 844]", script: "tap: [10, 10]"))
        #expect(e == ["t.yaml:1:19: device.screen: 99999999999 × 844 pt is too large; each side may be at most 4096 pt"])
    }

    @Test func largestScreenRunsAndItsLayoutStaysSmall() throws {
        let s = try parse(scene(screen: "[4096, 4096]", view: "{ id: box, frame: [0, 0, 4096, 4096], recognizers: [ { id: boxTap, kind: tap } ] }",
                                script: "tap: [2000, 2000]"))
        let r = ScenarioRunner.run(s)
        #expect(r.runError == nil)
        #expect(r.layout.step > 16)
        #expect(r.entries.contains { $0.subject == "boxTap" && $0.kind == .action })
    }

    @Test(arguments: ["wait: 1e300s", "wait: 601s", "drag: { from: [1, 1], to: [2, 2], duration: 61s }",
                      "longPress: { point: [1, 1], duration: 1e12ms }", "at: 1e300ms\n    tap: [1, 1]"])
    func hugeDurationsAreRefused(step: String) {
        let e = errors(scene(script: step))
        #expect(e.count == 1)
        #expect(e.first?.hasPrefix("t.yaml:") == true)
        #expect(e.first?.contains("is too long; expected at most") == true, "\(e)")
    }

    @Test func hugeWebDriverDurationIsRefused() {
        let e = errors("""
        views: [ { id: box, frame: [0, 0, 200, 200] } ]
        script:
          webdriver:
            actions:
              - type: pointer
                id: f
                actions:
                  - { type: pointerMove, x: 10, y: 10 }
                  - { type: pointerDown, button: 0 }
                  - { type: pointerMove, duration: 1e300, x: 100, y: 10 }
        """)
        #expect(e.count == 1)
        #expect(e.first?.hasPrefix("t.yaml:10:44: ") == true, "\(e)")
        #expect(e.first?.contains("ms is too long; expected at most 60000 ms") == true, "\(e)")
    }

    @Test func tooManyFingersAndRowsAreRefused() {
        let fingers = errors(scene(script: "tap: { point: [10, 10], fingers: 999999 }"))
        #expect(fingers.count == 1 && fingers[0].contains("999999 fingers; a tap takes at most 10"), "\(fingers)")
        let rows = errors(scene(view: "{ id: list, class: tableView, frame: [0, 0, 390, 844], rows: 99999999 }", script: "tap: [10, 10]"))
        #expect(rows.count == 1 && rows[0].contains("99999999 rows; a scenario table has at most 10000"), "\(rows)")
    }

    @Test func hugeCoordinatesAreRefusedInFilesAndRunAndRenderFromCode() throws {
        // Enormous values are refused where the file is read (RobustnessDecisions R21): a drag between
        // them has an infinite length and would fail at run time.
        let e = errors(scene(view: "{ id: box, frame: [1e300, -1e300, 1e300, 1e300], recognizers: [ { id: boxTap, kind: tap } ] }",
                             script: "drag: { from: [1e300, -1e300], to: [-1e300, 1e300], duration: 50ms }"))
        #expect(!e.isEmpty && e.allSatisfy { $0.contains("out of range") && $0.contains("100,000") }, "\(e)")
        // In range but off the screen is refused too, once (ScenarioDecisions X14).
        let refused = errors(scene(view: "{ id: box, frame: [0, 0, 10, 10] }", script: "drag: { from: [100000, -100000], to: [-100000, 100000], duration: 50ms }"))
        #expect(refused.count == 1 && refused.allSatisfy { $0.contains("is off the 390 × 844 pt screen") }, "\(refused)")
        // The largest frame a file may hold, and enormous points sent from code (the device takes
        // them; nothing is hit): the trace, the text timeline and the HTML report print them
        // without trapping on Int().
        var s = try parse(scene(view: "{ id: box, frame: [100000, -100000, 100000, 100000], recognizers: [ { id: boxTap, kind: tap } ] }",
                                script: "tap: [10, 10]"))
        s.script = [Step(action: .drag(from: CGPoint(x: 1e300, y: -1e300), to: CGPoint(x: -1e300, y: 1e300), duration: 0.05, hold: 0, lift: true), duration: 0.05)]
        let r = ScenarioRunner.run(s)
        #expect(r.runError == nil)
        #expect(!TextTimeline.render(r, verbose: true).isEmpty)
        #expect(HTMLReport.render([r], title: "huge").contains("<svg"))
    }
}
