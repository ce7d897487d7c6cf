import Foundation
import TouchstoneScenarios

/// Scenario-file workloads for the paths that were quadratic (GitHub issue 14), at ten times
/// the largest bundled example or more: the largest example drags for under 1 s at 60 Hz and has
/// under 20 views.
public enum ScenarioFileWorkloads {
    /// One pan under a drag of `seconds` sampled at 1,000 Hz (60 s: 60,000 moves, the case
    /// that never finished with `--html`).
    public static func longDrag(seconds: Int = 60) throws -> Scenario {
        try ScenarioParser.parse("""
            device: { samplingRate: 1000 }
            views:
              - id: pad
                frame: [0, 0, 390, 844]
                recognizers: [ { id: padPan, kind: pan } ]
            script:
              - drag: { from: [20, 100], to: [370, 800], duration: \(seconds)s }
            """, file: "long-drag.yaml")
    }

    /// `count` small sibling views in rows of 20, each with a tap, and one tap on the first.
    public static func siblings(_ count: Int) throws -> Scenario {
        var lines = ["views:"]
        for i in 0..<count {
            lines.append("  - { id: v\(i), frame: [\((i % 20) * 19), \((i / 20) * 16 % 844), 18, 15], recognizers: [ { id: t\(i), kind: tap } ] }")
        }
        lines.append("script:\n  - tap: [10, 10]")
        return try ScenarioParser.parse(lines.joined(separator: "\n"), file: "siblings.yaml")
    }

    /// A run as `touchstone run` makes it without `--html`: no tappable-area sampling.
    public static func runWithoutReport(_ s: Scenario) -> ScenarioResult { ScenarioRunner.run(s, tappableAreas: false) }

    /// A run and its HTML report, as `touchstone run --html` makes them; returns the report's size.
    public static func runWithReport(_ s: Scenario) -> Int {
        HTMLReport.render([ScenarioRunner.run(s)], title: "benchmark").utf8.count
    }

    /// The timeline lanes of a finished run; returns the number of marks.
    public static func timeline(_ r: ScenarioResult) -> Int {
        TimelineModel(r).lanes.reduce(0) { $0 + $1.marks.count }
    }

    /// The conflict explorer on `s`, as `touchstone explore` runs it; returns the probes tried.
    public static func explore(_ s: Scenario) throws -> Int { try ConflictExplorer.explore(s).probes }
}
