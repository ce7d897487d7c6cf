import Foundation
import Touchstone

/// A self-contained HTML report (inline SVG, CSS and JS; no network): for each scenario, a picture
/// of the screen with its view tree, the tappable area of each view as sampled by hit-testing, and
/// the finger tracks; next to it a timeline with one lane per finger, recogniser and view, marks
/// coloured by state or phase, actions and control events. Hovering a mark shows its trace line
/// and cause; clicking pins it and highlights the entry in the trace table below.
public enum HTMLReport {
    /// The whole report for `results`, one section per scenario, as one HTML document.
    public static func render(_ results: [ScenarioResult], title: String) -> String {
        let passed = results.filter(\.passed).count
        var body = """
        <header><h1>\(esc(title))</h1>
        <p class="summary">\(results.count) scenario(s) · <span class="\(passed == results.count ? "ok" : "bad")">\(passed) passed</span>\(passed == results.count ? "" : " · <span class=\"bad\">\(results.count - passed) failed</span>")
        · <label><input type="checkbox" id="toggle-tappable" checked> tappable areas</label>
        · <label><input type="checkbox" id="toggle-tracks" checked> finger tracks</label>
        · <label><input type="checkbox" id="toggle-squeeze"> squeeze idle time</label></p>
        <nav>\(results.enumerated().map { "<a href=\"#s\($0.offset)\" class=\"\($0.element.passed ? "ok" : "bad")\">\(esc($0.element.scenario.name))</a>" }.joined(separator: " "))</nav>
        <div class="legend" id="legend"></div>
        </header>
        """
        for (i, r) in results.enumerated() { body += section(r, index: i) }
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="generator" content="Touchstone"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(esc(title))</title>
        <style>\(css)</style></head>
        <body>\(body)<div id="tip" role="tooltip"></div><script>\(TimelineScript.source)</script><script>\(js)</script></body></html>
        """
    }

    /// How much of a run a report draws (decision R23): past these, samples are thinned — every
    /// k-th kept, the first and last always — and the section says how many were drawn, so any
    /// scene the file limits accept (10,000 steps, drags of 60 s at 1,000 Hz) renders in seconds
    /// into a report of a few megabytes. The text timeline (`touchstone run`) keeps everything.
    public struct DrawingLimits: Sendable {
        /// Marks on one timeline lane.
        public var marksPerLane: Int
        /// Points of one finger's track on the screen picture.
        public var trackPoints: Int
        /// Rows of the trace table.
        public var traceRows: Int

        /// The limits every report uses.
        public static let standard = DrawingLimits(marksPerLane: 2_000, trackPoints: 2_000, traceRows: 5_000)
    }

    /// Every `stride`-th element of `items`, with the first and the last, so that at most `limit`
    /// are kept (all of them when they fit).
    static func thinned<T>(_ items: [T], limit: Int) -> [T] {
        guard items.count > limit, limit >= 2 else { return items }
        // At 2, the first and the last (the formula would divide by zero).
        let stride = limit == 2 ? items.count - 1 : (items.count + limit - 3) / (limit - 2)
        var kept: [T] = []
        kept.reserveCapacity(limit)
        var i = 0
        while i < items.count - 1 { kept.append(items[i]); i += stride }
        kept.append(items[items.count - 1])
        return kept
    }

    static func section(_ r: ScenarioResult, index: Int, limits: DrawingLimits = .standard) -> String {
        let model = TimelineModel(r, marksPerLane: limits.marksPerLane)
        var s = "<section id=\"s\(index)\" class=\"scenario\">"
        s += "<h2><span class=\"badge \(r.passed ? "ok" : "bad")\">\(r.passed ? "PASS" : "FAIL")</span> \(esc(r.scenario.name))</h2>"
        s += "<p class=\"meta\">\(esc(r.scenario.file))\(r.scenario.source.map { " · source: " + esc($0) } ?? "")</p>"
        if let d = r.scenario.summary { s += "<p class=\"desc\">\(esc(d))</p>" }
        let marks = model.markCounts.reduce(0, +)
        if r.entries.count > limits.traceRows || model.markCounts.contains(where: { $0 > limits.marksPerLane }) {
            s += "<p class=\"meta thinned\">Thinned to stay readable: at most \(limits.marksPerLane) marks a lane (of \(marks) in all), "
                + "\(limits.trackPoints) points a finger track and the first \(limits.traceRows) of \(r.entries.count) trace entries are drawn; "
                + "<code>touchstone run</code> prints them all.</p>"
        }
        s += "<div class=\"row\">"
        s += "<div class=\"screen\">\(screenSVG(r, trackPoints: limits.trackPoints))</div>"
        s += timeline(model, index: index, marksPerLane: limits.marksPerLane)
        s += "</div>"
        s += verdicts(r)
        s += traceTable(r, index: index, rows: limits.traceRows)
        s += "</section>"
        return s
    }

    // MARK: Screen

    static let palette = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"]

    static func screenSVG(_ r: ScenarioResult, trackPoints: Int = DrawingLimits.standard.trackPoints) -> String {
        let size = r.layout.screen
        let width = 240.0
        let scale = width / Double(size.width)
        let height = Double(size.height) * scale
        var g = "<svg class=\"screen-svg\" viewBox=\"0 0 \(n(Double(size.width))) \(n(Double(size.height)))\" width=\"\(n(width))\" height=\"\(n(height))\">"
        g += "<rect class=\"device\" x=\"0\" y=\"0\" width=\"\(n(Double(size.width)))\" height=\"\(n(Double(size.height)))\" rx=\"24\"/>"
        g += "<g class=\"tappable\">"
        for (i, v) in r.layout.views.enumerated() {
            let color = palette[i % palette.count]
            for rect in v.tappable {
                g += "<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" fill=\"\(color)\" fill-opacity=\"0.28\"><title>touches here land on \(esc(v.id))</title></rect>"
            }
        }
        g += "</g><g class=\"views\">"
        // View labels never overlap (ScenarioDecisions X16): each takes the first free 15 pt line down its
        // frame, and one with no room is left to the frame's tooltip.
        var placed: [CGRect] = []
        for (i, v) in r.layout.views.enumerated() {
            let color = palette[i % palette.count]
            let f = v.frame
            let neverHit = r.layout.sampled && !v.hittable
            let dash = neverHit ? " stroke-dasharray=\"6 4\"" : ""
            var info = "\(v.id) (\(v.kind)) frame \(n(f.minX)),\(n(f.minY)) \(n(f.width))×\(n(f.height))"
            if !v.note.isEmpty { info += " — " + v.note }
            if neverHit { info += " — never hit" }
            g += "<g class=\"view\" data-tip=\"\(esc(info))\">"
            g += "<rect x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"\(dash)/>"
            if f.width > 30 && f.height > 14 {
                let width = Double(v.id.count) * 7.4  // 13 px semibold
                var top = f.minY
                while top + 15 <= f.maxY {
                    let box = CGRect(x: f.minX + 4, y: top, width: width, height: 15)
                    if !placed.contains(where: { $0.intersects(box) }) {
                        placed.append(box)
                        g += "<text x=\"\(n(f.minX + 4))\" y=\"\(n(top + 12))\" fill=\"\(color)\">\(esc(v.id))</text>"
                        break
                    }
                    top += 15
                }
            }
            g += "</g>"
        }
        g += "</g><g class=\"tracks\">"
        for track in FingerTrack.tracks(from: r.entries) {
            let color = ["#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#8c564b"][track.finger % 5]
            let pts = thinned(track.points, limit: trackPoints).map { "\(n($0.point.x)),\(n($0.point.y))" }.joined(separator: " ")
            if let first = track.points.first {
                g += "<g data-tip=\"\(esc("finger \(track.finger): down \(msText(first.time)) at (\(n(first.point.x)), \(n(first.point.y)))\(track.points.last.map { ", \($0.phase) \(msText($0.time))" } ?? "")"))\">"
                g += "<polyline points=\"\(pts)\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"3\" stroke-linecap=\"round\" stroke-opacity=\"0.85\"/>"
                g += "<circle cx=\"\(n(first.point.x))\" cy=\"\(n(first.point.y))\" r=\"9\" fill=\"\(color)\" fill-opacity=\"0.55\"/>"
                if let last = track.points.last, last.phase == "up" || last.phase == "cancel" {
                    g += "<circle cx=\"\(n(last.point.x))\" cy=\"\(n(last.point.y))\" r=\"7\" fill=\"white\" stroke=\"\(color)\" stroke-width=\"3\"/>"
                }
                g += "</g>"
            }
        }
        g += "</g></svg>"
        return g
    }

    // MARK: Timeline

    /// The section's timeline: its lanes as JSON, drawn in the page by the renderer the live
    /// playground uses (``TimelineScript``), at the width the page has.
    static func timeline(_ m: TimelineModel, index: Int, marksPerLane: Int = DrawingLimits.standard.marksPerLane) -> String {
        struct Payload: Encodable { var end: Double; var lanes: [PlaygroundLane] }
        let payload = Payload(end: ms(m.endTime), lanes: m.lanes.enumerated().map { i, lane in
            var drawn = lane
            let count = m.markCounts.indices.contains(i) ? m.markCounts[i] : lane.marks.count
            if count > marksPerLane {
                drawn.marks = thinned(lane.marks, limit: marksPerLane)
                drawn.subtitle += " · \(drawn.marks.count) of \(count) marks drawn"
            }
            return PlaygroundLane(drawn, order: i)
        })
        // Sorted keys: the encoder's own key order changes from one process to the next, and a
        // report must be the same file on every run (RobustnessDecisions R27).
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(payload)).map { String(decoding: $0, as: UTF8.self) } ?? #"{"end":0,"lanes":[]}"#
        // Inside <script>, only "</" could end the element early; JSON allows "<" as \u003c.
        let safe = json.replacingOccurrences(of: "<", with: "\\u003c")
        return "<div class=\"timeline\" id=\"tl\(index)\" data-section=\"\(index)\"></div>"
            + "<script type=\"application/json\" id=\"lanes\(index)\">\(safe)</script>"
    }

    // MARK: Verdicts and trace

    static func verdicts(_ r: ScenarioResult) -> String {
        guard !r.verdicts.isEmpty || r.runError != nil else { return "" }
        var s = "<div class=\"verdicts\"><h3>Expectations</h3><ul>"
        if let e = r.runError { s += "<li class=\"bad\">✗ \(esc(e.description))</li>" }
        for v in r.verdicts {
            s += "<li class=\"\(v.passed ? "ok" : "bad")\">\(v.passed ? "✓" : "✗") \(esc(v.title))"
            if !v.passed { s += "<pre>\(esc(v.details.joined(separator: "\n")))</pre>" }
            s += "</li>"
        }
        return s + "</ul></div>"
    }

    static func traceTable(_ r: ScenarioResult, index: Int, rows: Int = DrawingLimits.standard.traceRows) -> String {
        let shown = r.entries.count > rows ? "the first \(rows) of \(r.entries.count) entries" : "\(r.entries.count) entries"
        var s = "<details class=\"trace\"><summary>Trace (\(shown))</summary><table><thead><tr><th>time</th><th>kind</th><th>subject</th><th>what</th><th>why</th></tr></thead><tbody>"
        for (i, e) in r.entries.prefix(rows).enumerated() {
            s += "<tr id=\"s\(index)e\(i)\" class=\"k-\(e.kind.rawValue)\"><td>\(msText(e.time))</td><td>\(e.kind.rawValue)</td><td>\(esc(e.subject))</td><td>\(esc(e.message))\(e.fingers.map { " <small>[\($0.map(String.init).joined(separator: ","))]</small>" } ?? "")</td><td>\(esc(e.cause ?? ""))</td></tr>"
        }
        if r.entries.count > rows {
            s += "<tr class=\"more\"><td colspan=\"5\">… \(r.entries.count - rows) more entries not drawn; <code>touchstone run</code> prints them all</td></tr>"
        }
        return s + "</tbody></table></details>"
    }

    // MARK: Helpers

    static func esc(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    /// A number for SVG and tooltips, one decimal at most; values no `Int` holds (huge, NaN or
    /// infinite coordinates from a hostile scenario) are written as `Double` text, never trapped on.
    static func n(_ v: Double) -> String {
        let r = (v * 10).rounded() / 10
        guard r.isFinite, abs(r) < 1e15 else { return v.isFinite ? String(v) : "0" }
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
    static func n(_ v: CGFloat) -> String { n(Double(v)) }

    static let css = """
    :root{--bg:#f7f7f9;--fg:#1d1d1f;--muted:#6e6e73;--line:#e3e3e8;--ok:#1f8f4e;--bad:#c9372c}
    *{box-sizing:border-box}body{margin:0;font:14px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:var(--bg);color:var(--fg)}
    header{padding:18px 28px 8px;background:#fff;border-bottom:1px solid var(--line)}
    h1{margin:0 0 4px;font-size:20px}h2{font-size:17px;margin:0 0 2px}h3{font-size:14px;margin:12px 0 4px}
    .summary{margin:0 0 6px;color:var(--muted)}nav a{display:inline-block;margin:2px 4px 2px 0;padding:1px 8px;border-radius:10px;background:#eef;text-decoration:none;color:#234;font-size:12px}
    nav a.bad{background:#fde8e6;color:var(--bad)}.ok{color:var(--ok)}.bad{color:var(--bad)}
    .legend{margin-top:6px;font-size:12px;color:var(--muted)}.key{margin-right:12px;white-space:nowrap}.key svg{vertical-align:-1px;margin-right:4px}
    .scenario{background:#fff;margin:18px 28px;padding:16px 20px;border:1px solid var(--line);border-radius:10px}
    .meta{margin:0;color:var(--muted);font-size:12px}.desc{margin:6px 0 10px;max-width:1100px}
    .badge{font-size:11px;padding:2px 7px;border-radius:8px;color:#fff;vertical-align:2px}.badge.ok{background:var(--ok)}.badge.bad{background:var(--bad)}
    .row{display:flex;flex-wrap:wrap;gap:18px;align-items:flex-start}.row>.timeline{flex:1 1 360px;min-width:0;border:1px solid var(--line);border-radius:6px;overflow:hidden}
    .lane-head-bg{fill:#fff;stroke:var(--line)}.gridline{stroke:#ececf0}.span-label{font-size:10.5px;fill:#7a4a00;font-weight:600;pointer-events:none}
    .held-span{fill:#ff9500;fill-opacity:.35;stroke:#ff9500;stroke-dasharray:3 2}.select{fill:#5856d6}.scroll{fill:#5ac8fa}.nav{fill:#a2845e}
    .screen-svg{background:#fff}.device{fill:#fcfcfd;stroke:#222;stroke-width:3}
    .views text{font-size:13px;font-weight:600;paint-order:stroke;stroke:#fff;stroke-width:3px}
    body.no-tappable .tappable,body.no-tracks .tracks{display:none}
    .timeline-svg{font-size:11px}.grid{stroke:#ececf0}.tick{fill:var(--muted);font-size:10px}
    .lane-bg{fill:transparent}.lane:nth-child(even) .lane-bg{fill:#fafafc}.lane:hover .lane-bg{fill:#f0f4ff}
    .lane-title{font-weight:600;font-size:11.5px}.lane-sub{fill:var(--muted);font-size:9.5px}
    .lane-finger .lane-title{fill:#b3261e}.lane-recognizer .lane-title{fill:#2b4c7e}.lane-view .lane-title{fill:#1d1d1f}
    .mark{cursor:pointer}.mark:hover{stroke:#000;stroke-width:1.5}
    .finger-span{fill:#f3c5c2}.finger-down{fill:#d62728}.finger-up{fill:#fff;stroke:#d62728;stroke-width:2}.finger-cancel{fill:#000}.finger-move{stroke:#d62728;stroke-width:1}
    .span-began,.span-changed,.state-began,.state-changed{fill:#34a853}.span-began,.span-changed{fill-opacity:.35}
    .span-pending{fill:#f4b400;fill-opacity:.45}.state-pending{fill:#f4b400}
    .state-recognized,.state-ended{fill:#1a73e8}.state-failed{fill:#d93025}.state-cancelled{fill:#f57c00}
    .action{fill:#6a1b9a;stroke:#fff;stroke-width:1}
    .touch-span{fill:#7fb3e6}.touch-span-cancelled{fill:#f2a19b}.touch-began{fill:#1565c0}.touch-moved{stroke:#1565c0;stroke-width:1}
    .touch-ended{fill:#2e7d32}.touch-cancelled{fill:#c62828}.forwarded{fill:#fff;stroke:#607d8b;stroke-width:1.5}
    .withheld{fill:#9e9e9e}.hit{fill:#fff;stroke:#1565c0;stroke-width:1.5}.control{fill:#8e24aa}.mark-label{fill:#333;font-size:10.5px;pointer-events:none}.state-label{fill:#555;font-size:8.5px}
    .log{fill:#455a64}.event{fill:#78909c}.error{fill:#b00020}.note{fill:#bdbdbd}
    .gap rect{fill:url(#none);fill:#eef0f4;opacity:.7}.gap-label{font-size:13px;fill:#8a8f99}
    .cursor{stroke:#d62728;stroke-width:1;stroke-dasharray:3 3;pointer-events:none}
    .verdicts ul{list-style:none;padding:0;margin:0}.verdicts li{margin:2px 0}.verdicts pre{margin:4px 0 8px 18px;padding:6px 8px;background:#fff5f4;border-radius:6px;font-size:12px;overflow-x:auto}
    details.trace{margin-top:10px}details.trace summary{cursor:pointer;color:var(--muted)}
    table{border-collapse:collapse;font-size:12px;margin-top:6px;width:100%}td,th{padding:2px 8px;border-bottom:1px solid #f0f0f3;text-align:left;vertical-align:top}
    th{color:var(--muted);font-weight:500}tr.k-input,tr.k-hitTest{color:#888}tr.k-action td,tr.k-control td{font-weight:600}tr.pinned{background:#fff3c4}
    .doctor ol.findings{margin:0;padding-left:22px;flex:1;min-width:0}.doctor li{margin-bottom:14px}.doctor pre{background:#f6f8fa;padding:6px 8px;border-radius:6px;font-size:12px;overflow-x:auto;margin:4px 0}
    .doctor .row>div{flex:1;min-width:0}.doctor .row>.screen{flex:none}
    #tip{position:fixed;pointer-events:none;background:#1d1d1f;color:#fff;padding:6px 9px;border-radius:6px;font:12px/1.4 ui-monospace,Menlo,monospace;max-width:560px;white-space:pre-wrap;display:none;z-index:10;box-shadow:0 4px 14px rgba(0,0,0,.25)}
    """

    static let js = """
    (function(){
      var tip=document.getElementById('tip');
      document.addEventListener('mousemove',function(ev){
        var t=ev.target.closest('[data-tip]');
        if(!t){tip.style.display='none';return;}
        tip.textContent=t.getAttribute('data-tip');tip.style.display='block';
        var x=ev.clientX+14,y=ev.clientY+14;
        if(x+tip.offsetWidth>innerWidth-8)x=ev.clientX-tip.offsetWidth-14;
        if(y+tip.offsetHeight>innerHeight-8)y=ev.clientY-tip.offsetHeight-14;
        tip.style.left=x+'px';tip.style.top=y+'px';
      });
      var key=document.getElementById('legend');if(key)legend(key);
      var timelines=[];
      document.querySelectorAll('.timeline[data-section]').forEach(function(div){
        var i=div.getAttribute('data-section'),data=JSON.parse(document.getElementById('lanes'+i).textContent);
        var t=new Timeline(div,{follow:false,tipAttribute:true,entryPrefix:'s'+i+'e',showNow:false,labelWidth:170});
        t.apply(data.lanes);t.end=Math.max(t.end,data.end);t.fit();timelines.push(t);
      });
      var sq=document.getElementById('toggle-squeeze');
      if(sq)sq.addEventListener('change',function(){timelines.forEach(function(t){t.axis=sq.checked?'squeezed':'linear';t.fit();});});
      document.addEventListener('click',function(ev){
        var t=ev.target.closest('[data-entry]');if(!t)return;
        document.querySelectorAll('tr.pinned').forEach(function(r){r.classList.remove('pinned')});
        var row=document.getElementById(t.getAttribute('data-entry'));if(!row)return;
        var d=row.closest('details');if(d)d.open=true;row.classList.add('pinned');row.scrollIntoView({block:'center',behavior:'smooth'});
      });
      function bind(id,cls){var b=document.getElementById(id);if(b)b.addEventListener('change',function(){document.body.classList.toggle(cls,!b.checked)});}
      bind('toggle-tappable','no-tappable');bind('toggle-tracks','no-tracks');
    })();
    """
}
