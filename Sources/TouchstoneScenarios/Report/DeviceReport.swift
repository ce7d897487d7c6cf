import Foundation
import Touchstone

extension Device {
    /// The HTML report of a device built in code — the same report `touchstone run --html`
    /// writes for a scenario file: the screen as it is now (views named by
    /// `accessibilityIdentifier`, with their tappable areas and the finger tracks), the timeline
    /// of everything in `trace` with the cause of every mark, and the trace table.
    ///
    /// ```swift
    /// try device.tap(at: CGPoint(x: 195, y: 122))
    /// try device.htmlReport(title: "Cell tap").write(toFile: "report.html", atomically: true, encoding: .utf8)
    /// ```
    public func htmlReport(title: String = "Touchstone trace") -> String {
        var scenario = Self.reportScenario
        scenario.name = title
        scenario.file = "a device built in code"
        scenario.device.screen = screenBounds.size
        let result = ScenarioResult(scenario: scenario, entries: trace.entries, verdicts: [], runError: nil,
                                    layout: SceneLayout.capture(device: self))
        return HTMLReport.render([result], title: title)
    }

    /// An empty scenario to carry a code-built device's report (no views, no script).
    private static let reportScenario: Scenario = {
        do { return try ScenarioParser.parse("name: device\nviews: []\nscript: []\n", file: "device") } catch {
            preconditionFailure("the constant empty scenario does not parse: \(error)")
        }
    }()
}
