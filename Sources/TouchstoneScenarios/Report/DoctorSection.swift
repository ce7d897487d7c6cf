import Foundation
import Touchstone

/// The "Doctor" section of the HTML report (`touchstone doctor --html`): the screen with each
/// problem drawn where its gesture starts, numbered as in the list beside it; for each problem its
/// cause, and for its first fix the change (Swift and scenario lines) with the gesture's trace
/// before and after, side by side. Everything a scene names is escaped.
extension HTMLReport {
    /// The report for `result` (the scenario's own script) followed by the doctor's section.
    public static func render(_ result: ScenarioResult, doctor: DoctorReport, title: String) -> String {
        let page = render([result], title: title)
        guard let end = page.range(of: "</section>", options: .backwards) else { return page }
        return page.replacingCharacters(in: end, with: "</section>" + doctorSection(doctor, layout: result.layout))
    }

    static func doctorSection(_ d: DoctorReport, layout: SceneLayout) -> String {
        let problems = d.problems, notes = d.findings.filter { $0.severity == .note }
        // The badge says what the doctor found, not the script's verdict above it.
        let badge = problems.isEmpty ? "<span class=\"badge ok\">CLEAN</span>" : "<span class=\"badge bad\">\(problems.count) PROBLEM\(problems.count == 1 ? "" : "S")</span>"
        var s = "<section id=\"doctor\" class=\"scenario doctor\"><h2>\(badge) Doctor</h2>"
        s += "<p class=\"meta\">\(d.gestures) gestures tried, \(d.replays) replays · \(problems.count) problem\(problems.count == 1 ? "" : "s") · \(notes.count) note\(notes.count == 1 ? "" : "s")</p>"
        if let w = d.wants { s += wantsSection(w) }
        s += "<div class=\"row\"><div class=\"screen\">\(doctorScreen(problems, layout: layout))</div><ol class=\"findings\">"
        if problems.isEmpty { s += "<li class=\"clean\">\(esc(d.cleanVerdict))</li>" }
        for f in problems {
            s += "<li><p><b>[\(esc(f.kind.rawValue))]</b> \(esc(f.summary))</p><p class=\"meta\">why: \(esc(f.cause))</p>"
            if let v = f.variation { s += variationBar(v) }
            if !f.alike.isEmpty { s += "<p class=\"meta\">the same on \(f.alike.count) more like it: \(esc(f.alike.prefix(12).joined(separator: ", "))) (the fix is shown and verified for the first)</p>" }
            // Every fix, the first with its trace before and after.
            for (k, fix) in f.fixes.enumerated() {
                let label = fix.verified ? "<span class=\"ok\">verified\(fix.spread.map { esc(" — " + $0.words) } ?? "")</span>"
                    : "<span class=\"bad\">\(esc(DoctorReport.unverifiedLabel(fix)))</span>"
                s += "<p>fix \(k + 1) (\(esc(fix.kind)), \(label)): \(esc(fix.summary))</p>"
                for line in DoctorReport.beforeAfter(fix, indent: "") { s += "<p class=\"meta\">\(esc(line))</p>" }
                s += "<pre>\(esc(fix.swift))</pre><pre>\(esc(fix.patch))</pre>"
                if k == 0 {
                    s += "<div class=\"row\"><div><h3>before — \(esc(f.gesture))</h3><pre>\(esc(f.evidence.joined(separator: "\n")))</pre></div>"
                    s += "<div><h3>after the fix</h3><pre>\(esc(fix.afterEvidence.joined(separator: "\n")))</pre></div></div>"
                }
                for e in fix.changesOnSubject.prefix(4) { s += "<p class=\"meta\">on \(esc(f.subjects.first ?? "the view")) itself: \(esc(e))</p>" }
                for e in fix.sideEffects.prefix(6) { s += "<p class=\"meta bad\">also changes \(esc(e))</p>" }
            }
            if f.fixes.isEmpty && !f.evidence.isEmpty {
                s += "<pre>\(esc(f.evidence.joined(separator: "\n")))</pre>"
            }
            s += "</li>"
        }
        s += "</ol></div>"
        if !notes.isEmpty {
            s += "<details><summary>\(notes.count) note\(notes.count == 1 ? "" : "s"): intended by the scene, or UIKit's standard behaviour</summary><ul>"
            for f in notes { s += "<li>[\(esc(f.kind.rawValue))] \(esc(f.summary))</li>" }
            s += "</ul></details>"
        }
        return s + "</section>"
    }

    /// How often a finding bites across the natural variations of its gesture: a bar of the share
    /// and the line the text report prints.
    static func variationBar(_ v: DoctorVariation) -> String {
        let pct = v.runs == 0 ? 0 : Double(v.bites) * 100 / Double(v.runs)
        return "<div class=\"vary-bar\" title=\"\(v.bites) of \(v.runs)\"><span class=\"bites\" style=\"width:\(String(format: "%.1f", pct))%\"></span></div>"
            + "<p class=\"meta\">as people make it: \(esc(v.words))</p>"
    }

    /// The wants: each as it is now, then every verified fix with the wants before and after, or
    /// the near misses under a plain "no standard fix exists".
    static func wantsSection(_ w: WantsReport) -> String {
        var s = "<h3>\(w.fixes.isEmpty && w.heldBefore.contains(false) ? "<span class=\"badge bad\">NO FIX</span>" : "<span class=\"badge ok\">WANTS</span>") Wants</h3><ul>"
        for (t, ok) in zip(w.wants, w.heldBefore) { s += "<li>\(ok ? "✓" : "✗") \(esc(t))</li>" }
        s += "</ul><p>\(esc(w.conclusion))</p><ol class=\"findings\">"
        for fix in w.fixes {
            s += "<li><p>\(esc(fix.kind)), <span class=\"ok\">verified</span>: \(esc(fix.summary))</p>"
            for c in fix.wanted where c.before != c.after {
                s += "<p class=\"meta\">\(c.before ? "✓" : "✗") → \(c.after ? "✓" : "✗") \(esc(c.want)): \(esc(c.beforeLines.first ?? "")) → \(esc(c.afterLines.first ?? ""))</p>"
            }
            s += "<pre>\(esc(fix.swift))</pre><pre>\(esc(fix.patch))</pre></li>"
        }
        for m in w.nearMisses {
            s += "<li><p>near miss (\(esc(m.fix.kind))): \(esc(m.fix.summary))</p><p class=\"meta\">satisfies: \(esc(m.satisfies.joined(separator: "; ")))\(m.fails.isEmpty ? "" : " — still fails: " + esc(m.fails.joined(separator: "; ")))</p>"
            for e in m.fix.sideEffects.prefix(6) { s += "<p class=\"meta bad\">breaks \(esc(e))</p>" }
            s += "</li>"
        }
        return s + "</ol>"
    }

    /// The views' outlines and a numbered marker where each problem's gesture starts.
    static func doctorScreen(_ problems: [DoctorFinding], layout: SceneLayout) -> String {
        let size = layout.screen
        let width = 240.0, scale = width / Double(size.width)
        var g = "<svg class=\"screen-svg\" viewBox=\"0 0 \(n(Double(size.width))) \(n(Double(size.height)))\" width=\"\(n(width))\" height=\"\(n(Double(size.height) * scale))\">"
        g += "<rect class=\"device\" x=\"0\" y=\"0\" width=\"\(n(Double(size.width)))\" height=\"\(n(Double(size.height)))\" rx=\"24\"/>"
        for v in layout.views {
            let f = v.frame
            g += "<rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" fill=\"none\" stroke=\"#9aa0a6\" stroke-width=\"1\"><title>\(esc(v.id))</title></rect>"
        }
        for (i, f) in problems.enumerated() {
            guard let p = f.point, p.count == 2 else { continue }
            g += "<g data-tip=\"\(esc("\(i + 1). \(f.summary)"))\"><circle cx=\"\(n(p[0]))\" cy=\"\(n(p[1]))\" r=\"16\" fill=\"#c9372c\" fill-opacity=\"0.85\"/>"
            g += "<text x=\"\(n(p[0]))\" y=\"\(n(p[1] + 6))\" text-anchor=\"middle\" fill=\"#fff\" font-size=\"18\" font-weight=\"700\">\(i + 1)</text></g>"
        }
        return g + "</svg>"
    }
}
