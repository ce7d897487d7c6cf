import Foundation
import TouchstoneScenarios

/// The gesture doctor's workload (issue 18): a pushed screen of `views` views (cells in rows), every
/// one on screen, with about three recognisers per twenty views and the conflicts real screens have — a
/// root tap that cancels buttons, single and double taps on cards, a pan beside a swipe, a
/// scroll view whose content delay holds buttons, the back swipe. 200 views carry 30 recognisers besides UIKit's own (the scroll view's, the back swipe).
public enum DoctorWorkloads {
    /// The screen as a scenario (an empty script: the doctor plays its own gestures).
    public static func screen(views: Int) throws -> Scenario {
        let columns = max(4, Int((Double(views) / 2.2).squareRoot().rounded()))
        let rows = (views + columns - 1) / columns
        let w = 390.0 / Double(columns), h = 700.0 / Double(rows)
        var lines = [
            "navigation:",
            "  id: nav",
            "  stack:",
            "    - id: list",
            "    - id: detail",
            "      recognizers:",
            "        - { id: dismissTap, kind: tap }",
            "      subviews:",
            "        - id: grid",
            "          class: scrollView",
            "          frame: [0, 100, 390, 700]",
            "          contentSize: [390, 1400]",
            "          subviews:",
        ]
        // Rows of cells, as stack views lay out a real screen: hit-testing visits a row, then its cells.
        var recognizers = 1
        for r in 0..<rows {
            lines.append("            - id: row\(r)")
            lines.append("              frame: [0, \(fmt(Double(r) * h)), 390, \(fmt(h))]")
            lines.append("              subviews:")
            for c in 0..<columns {
                let i = r * columns + c
                guard i < views else { break }
                let frame = "[\(fmt(Double(c) * w)), 0, \(fmt(w - 1)), \(fmt(h - 1))]"
                if i % 20 == 3 {
                    lines.append("                - { id: c\(i), frame: \(frame), recognizers: [ { id: single\(i), kind: tap }, { id: double\(i), kind: tap, taps: 2 } ] }")
                    recognizers += 2
                } else if i % 40 == 13 {
                    lines.append("                - { id: p\(i), frame: \(frame), recognizers: [ { id: pan\(i), kind: pan }, { id: swipe\(i), kind: swipe, direction: right } ] }")
                    recognizers += 2
                } else if i % 14 == 0 {
                    lines.append("                - { id: b\(i), class: button, frame: \(frame) }")
                } else {
                    lines.append("                - { id: v\(i), frame: \(frame) }")
                }
            }
        }
        _ = recognizers
        lines.append("script:\n  - wait: 10ms")
        return try ScenarioParser.parse(lines.joined(separator: "\n"), file: "doctor-\(views).yaml")
    }

    /// The doctor on `s`, as `touchstone doctor` runs it; returns the number of findings.
    public static func diagnose(_ s: Scenario, threads: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> Int {
        try GestureDoctor.diagnose(s, options: .init(threads: threads)).findings.count
    }

    /// The doctor's report on `s`: gestures of the family, gestures played in all, findings.
    public static func counts(_ s: Scenario) throws -> (gestures: Int, replays: Int, findings: Int) {
        let r = try GestureDoctor.diagnose(s)
        return (r.gestures, r.replays, r.findings.count)
    }

    private static func fmt(_ v: Double) -> String { String(format: "%.2f", v) }
}
