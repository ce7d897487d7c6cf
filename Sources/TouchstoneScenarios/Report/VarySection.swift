import Foundation
import Touchstone

/// The "Vary" section of the HTML report (`touchstone vary FILE --html out.html`): the outcome
/// shares as one bar, each outcome with its share, its seed and a link to its timeline; then one
/// scenario section per outcome — the timeline of its first run — as the report draws any run
/// (HumanGestureDecisions HG13). Everything a scene names is escaped.
extension HTMLReport {
    /// Colours of the outcomes, most frequent first; past the last, the last repeats.
    static let varyColours = ["#1a73e8", "#f57c00", "#34a853", "#d93025", "#8e24aa", "#00897b", "#6d4c41", "#9e9e9e"]

    /// The report for `vary`: `runs` holds each share's replayed run, in the order of `report.shares`.
    public static func render(_ report: GestureVariation.Report, runs: [ScenarioResult], title: String) -> String {
        let labelled = zip(report.shares, runs).map { share, result -> ScenarioResult in
            var r = result
            r.scenario.name = "\(percent(share, of: report.runs)) — \(share.outcome) (seed \(share.seed))"
            return r
        }
        let page = render(labelled, title: title)
        guard let end = page.range(of: "</header>") else { return page }
        return page.replacingCharacters(in: end, with: "</header>" + varySection(report))
    }

    /// `63.0 %`.
    static func percent(_ share: GestureVariation.Share, of runs: Int) -> String {
        String(format: "%.1f %%", runs == 0 ? 0 : Double(share.runs) * 100 / Double(runs))
    }

    static func varySection(_ report: GestureVariation.Report) -> String {
        let last = report.firstSeed &+ UInt64(max(0, report.runs - 1))
        var s = "<style>.vary-shares{display:flex;height:22px;border-radius:6px;overflow:hidden;margin:8px 0;border:1px solid var(--line)}"
            + ".vary-shares span{display:block;height:100%}.vary ol{margin:6px 0;padding-left:22px}.vary .swatch{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:6px}</style>"
        s += "<section id=\"vary\" class=\"scenario vary\"><h2>Vary</h2>"
        s += "<p class=\"meta\">\(esc(report.file)): \(report.runs) varied run\(report.runs == 1 ? "" : "s") (seeds \(report.firstSeed)\(report.runs > 1 ? "–\(last)" : "")), \(report.shares.count) outcome\(report.shares.count == 1 ? "" : "s")</p>"
        s += "<div class=\"vary-shares\">"
        for (i, share) in report.shares.enumerated() {
            let width = report.runs == 0 ? 0 : Double(share.runs) * 100 / Double(report.runs)
            s += "<span style=\"width:\(String(format: "%.3f", width))%;background:\(varyColours[min(i, varyColours.count - 1)])\" title=\"\(esc(percent(share, of: report.runs) + " " + share.outcome.description))\"></span>"
        }
        s += "</div><ol>"
        for (i, share) in report.shares.enumerated() {
            s += "<li><span class=\"swatch\" style=\"background:\(varyColours[min(i, varyColours.count - 1)])\"></span>"
                + "<b>\(esc(percent(share, of: report.runs)))</b> \(esc(share.outcome.description)) — seed \(share.seed) "
                + "(\(share.runs) run\(share.runs == 1 ? "" : "s")) · <a href=\"#s\(i)\">timeline</a></li>"
        }
        return s + "</ol><p class=\"meta\">replay one: touchstone run \(esc(report.file)) --seed \(report.shares.first?.seed ?? report.firstSeed)</p></section>"
    }
}
