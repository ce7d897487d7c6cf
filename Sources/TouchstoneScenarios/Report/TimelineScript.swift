import Foundation

/// The timeline renderer shared by the HTML report and the live playground (`touchstone serve`
/// serves it as `/timeline.js`): lanes of marks on a linear time axis (idle time can be
/// squeezed), labels at a fixed readable size whatever the zoom, marks closer than 5 px drawn as
/// one cluster with a count, held touches as labelled spans, and a legend of every mark
/// (PlaygroundDecisions PG8). Kept in Swift source, not a resource, so a report never lacks it.
public enum TimelineScript {
    /// The JavaScript source: defines `Timeline` and `legend(container)`.
    public static let source = #"""
// Touchstone timeline: lanes of marks on a time axis, drawn as SVG. One renderer for the live
// playground and the HTML report; the lanes come from one Swift builder (TimelineBuilder). Rules for people: a linear time axis (a squeezed one on request), labels
// at a fixed readable size whatever the zoom, marks closer than a few pixels drawn as one
// cluster with a count, held-back touches as labelled spans, every style in the legend.
// Everything from the scene is set as text (textContent), never parsed as HTML.
"use strict";

const SVGNS = "http://www.w3.org/2000/svg";

function svg(tag, attrs, parent) {
  const el = document.createElementNS(SVGNS, tag);
  for (const k in attrs) el.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(el);
  return el;
}

const LEGEND = [
  ["hit", "hit-test: the view the touch landed on"],
  ["held-span", "touch held back (gate, delay): its duration"],
  ["touch-span", "view tracking a touch"],
  ["touch-span-cancelled", "…then cancelled"],
  ["state-began", "began / changed"],
  ["state-recognized", "recognized / ended"],
  ["state-failed", "failed"],
  ["state-cancelled", "cancelled"],
  ["span-pending", "waiting for a requirement"],
  ["action", "action"],
  ["control", "control event"],
  ["select", "table / collection selection"],
  ["scroll", "scrolling"],
  ["nav", "navigation"],
  ["forwarded", "forwarded along the responder chain"],
  ["withheld", "touch refused"],
  ["log", "log"],
  ["error", "error"],
];

class Timeline {
  constructor(container, options = {}) {
    this.container = container;
    this.lanes = new Map();          // key -> {key, kind, title, subtitle, order, marks}
    this.now = 0;                    // ms
    this.end = 0;                    // ms, the latest time seen
    this.pxPerMs = options.pxPerMs || 0.4;
    this.follow = options.follow !== false;
    this.start = 0;                  // ms at the left edge when not following
    this.axis = options.axis || "linear";
    this.labelWidth = options.labelWidth || 150;
    this.laneHeight = 26;
    this.onHover = options.onHover || (() => {});
    this.onMarkClick = options.onMarkClick || (() => {});
    this.cursor = null;              // ms, a scrub position
    this.tipAttribute = !!options.tipAttribute;   // the HTML report reads data-tip itself
    this.entryPrefix = options.entryPrefix || "";  // data-entry ids of the report's trace rows
    this.showNow = options.showNow !== false;
    this.pending = false;
    this.svg = svg("svg", { class: "timeline-svg", role: "img", "aria-label": "timeline" }, container);
    container.addEventListener("wheel", (e) => {
      if (!e.ctrlKey && Math.abs(e.deltaX) < Math.abs(e.deltaY)) return;
      e.preventDefault();
      if (e.ctrlKey) { this.zoom(e.deltaY < 0 ? 1.25 : 0.8); return; }
      this.follow = false; this.autoFit = false;
      this.start = Math.max(0, this.visibleStart() + e.deltaX / this.pxPerMs);
      this.schedule();
    }, { passive: false });
    new ResizeObserver(() => (this.autoFit ? this.fit() : this.schedule())).observe(container);
  }

  clear() { this.lanes.clear(); this.now = 0; this.end = 0; this.start = 0; this.cursor = null; this.schedule(); }

  /// Replaces each changed lane's marks from `from` on (the server sends lanes that changed).
  apply(changes) {
    for (const c of changes) {
      let lane = this.lanes.get(c.key);
      if (!lane) { lane = { key: c.key, kind: c.kind, title: c.title, subtitle: c.subtitle, order: c.order, marks: [] }; this.lanes.set(c.key, lane); }
      lane.marks.length = Math.min(lane.marks.length, c.from);
      for (const m of c.marks) { lane.marks.push(m); this.end = Math.max(this.end, m.end ?? m.t); }
    }
    this.schedule();
  }

  setTime(ms) { this.now = ms; this.end = Math.max(this.end, ms); this.schedule(); }
  zoom(f) { this.autoFit = false; this.pxPerMs = Math.min(20, Math.max(0.005, this.pxPerMs * f)); this.schedule(); }
  /// Shows the whole run in the width there is, and keeps doing so when the width changes.
  fit() {
    this.follow = false; this.start = 0; this.autoFit = true;
    const eff = this.axis === "squeezed" ? this.squeeze() : (t) => t;
    this.pxPerMs = Math.max(0.005, (this.plotWidth() - 20) / Math.max(100, eff(this.end * 1.02)));
    this.schedule();
  }
  followNow() { this.follow = true; this.autoFit = false; this.schedule(); }

  plotWidth() { return Math.max(120, this.container.clientWidth - this.labelWidth - 4); }
  visibleStart() {
    if (!this.follow) return this.start;
    const span = this.plotWidth() / this.pxPerMs;
    return Math.max(0, Math.max(this.now, this.end) - span * 0.85);
  }

  schedule() {
    if (this.pending) return;
    this.pending = true;
    requestAnimationFrame(() => { this.pending = false; this.render(); });
  }

  /// Squeezed axis: gaps over 300 ms with nothing in them shrink to 120 ms.
  squeeze() {
    const times = [0];
    for (const l of this.lanes.values()) for (const m of l.marks) { times.push(m.t); if (m.end != null) times.push(m.end); }
    times.sort((a, b) => a - b);
    const gaps = [];
    for (let i = 1; i < times.length; i++) if (times[i] - times[i - 1] > 300) gaps.push([times[i - 1] + 50, times[i] - 50]);
    return (t) => {
      let removed = 0;
      for (const [a, b] of gaps) {
        if (t >= b) removed += b - a - 120;
        else if (t > a) { removed += (t - a) * (1 - 120 / (b - a)); break; }
        else break;
      }
      return t - removed;
    };
  }

  render() {
    const s = this.svg;
    while (s.firstChild) s.removeChild(s.firstChild);
    const lanes = [...this.lanes.values()].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
    const top = 24, lh = this.laneHeight, lw = this.labelWidth;
    const width = this.container.clientWidth || 600;
    const height = top + lanes.length * lh + 8;
    s.setAttribute("width", width); s.setAttribute("height", height);
    const eff = this.axis === "squeezed" ? this.squeeze() : (t) => t;
    const t0 = this.visibleStart();
    const x = (t) => lw + 4 + (eff(t) - eff(t0)) * this.pxPerMs;
    const tEnd = t0 + (width - lw) / this.pxPerMs;

    // Ticks at a round step about every 90 px.
    const steps = [1, 2, 5, 10, 20, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000, 30000, 60000];
    const step = steps.find((st) => st * this.pxPerMs >= 90) || 60000;
    const grid = svg("g", { class: "axis" }, s);
    let lastX = -1e9;
    for (let t = Math.floor(t0 / step) * step; t <= tEnd + step; t += step) {
      const gx = x(t);
      if (gx < lw || gx - lastX < 60) continue;
      lastX = gx;
      svg("line", { x1: gx, y1: top - 4, x2: gx, y2: height - 4, class: "gridline" }, grid);
      const label = svg("text", { x: gx + 2, y: top - 8, class: "tick" }, grid);
      label.textContent = t >= 1000 ? `${(t / 1000).toFixed(t % 1000 ? 2 : 0)} s` : `${t} ms`;
    }

    lanes.forEach((lane, i) => {
      const y = top + i * lh, mid = y + lh / 2;
      const g = svg("g", { class: `lane lane-${lane.kind}`, "data-lane": lane.key }, s);
      svg("rect", { x: 0, y, width, height: lh, class: "lane-bg" }, g);
      this.drawMarks(lane, g, x, mid, t0, tEnd);
      const head = svg("g", { class: "lane-head" }, g);
      svg("rect", { x: 0, y, width: lw, height: lh, class: "lane-head-bg" }, head);
      const title = svg("text", { x: 6, y: y + 11, class: "lane-title" }, head);
      title.textContent = clip(lane.title, 22);
      const sub = svg("text", { x: 6, y: y + 22, class: "lane-sub" }, head);
      sub.textContent = clip(lane.subtitle, 26);
      const tip = svg("title", {}, head); tip.textContent = `${lane.title} — ${lane.subtitle}`;
    });
    if (this.showNow && this.now >= t0 && this.now <= tEnd) svg("line", { x1: x(this.now), y1: top - 4, x2: x(this.now), y2: height, class: "now" }, s);
    if (this.cursor != null) svg("line", { x1: x(this.cursor), y1: top - 4, x2: x(this.cursor), y2: height, class: "scrub-cursor" }, s);
  }

  drawMarks(lane, g, x, mid, t0, tEnd) {
    const spans = [], points = [];
    for (const m of lane.marks) {
      if ((m.end ?? m.t) < t0 || m.t > tEnd) continue;
      (m.end != null ? spans : points).push(m);
    }
    // Labels never overlap one another, a mark, the lane's head or the right edge: each takes an interval
    // of the lane, placed right of its mark, else left of it, else left out (its mark's tooltip
    // still has it).
    const taken = [];
    const right = (this.container.clientWidth || 600) - 2;
    const place = (text, candidates, cls) => {
      const t = svg("text", { x: 0, y: mid - 3, class: cls }, g);
      t.textContent = text;
      const w = (t.getComputedTextLength && t.getComputedTextLength()) || text.length * 6.2;
      for (const [x0, anchorEnd] of candidates) {
        const a = anchorEnd ? x0 - w : x0, b = a + w;
        if (a < this.labelWidth + 2 || b > right) continue;
        if (taken.some(([p, q]) => a < q + 4 && b > p - 4)) continue;
        t.setAttribute("x", a);
        taken.push([a, b]);
        return t;
      }
      t.remove();
      return null;
    };
    points.sort((a, b) => a.t - b.t);
    // Points closer than 5 px join one cluster, drawn once.
    const clusters = [];
    for (const m of points) {
      const px = x(m.t);
      const last = clusters[clusters.length - 1];
      if (last && px - last.x < 5) { last.marks.push(m); continue; }
      clusters.push({ x: px, marks: [m] });
    }
    for (const m of spans) {
      const x0 = Math.max(x(m.t), this.labelWidth), x1 = x(m.end);
      const r = svg("rect", { x: x0, y: mid - 7, width: Math.max(2, x1 - x0), height: 14, rx: 3, class: `mark ${m.style}`, "data-entry": this.entryPrefix + m.entry }, g);
      this.hover(r, m.tip, m);
    }
    // The held spans' durations first, inside their span (how long a touch was held back is what
    // a held lane is about, seed 000), then the marks' labels (the hit, a state, an action) in
    // what room is left; no label covers a mark, and a label left out stays in its mark's tooltip.
    for (const c of clusters) taken.push([c.x - 3, c.x + 3]);  // with the 4 px margin: ±7 px
    for (const m of spans) {
      if (m.style !== "held-span") continue;
      const x0 = Math.max(x(m.t), this.labelWidth), x1 = x(m.end);
      if (x1 - x0 < 40) continue;
      const t = place(m.label, [[(x0 + x1) / 2 - m.label.length * 3.1, false], [x1 - 4, true], [x0 + 12, false]], "span-label");
      if (t) t.setAttribute("y", mid + 4);
    }
    for (const c of clusters) {
      const m = c.marks[c.marks.length - 1];
      const moved = (k) => k.style === "finger-move" || k.style === "touch-moved";
      const first = c.marks.find((k) => k.style.startsWith("state-") || k.style === "action" || k.style === "control")
        || c.marks.find((k) => k.style === "hit" || k.style.startsWith("touch-") && !moved(k))
        || [...c.marks].reverse().find((k) => !moved(k)) || m;
      const el = this.shape(first, c.x, mid, g);
      const tip = c.marks.length === 1 ? m.tip : `${c.marks.length} events:\n` + c.marks.slice(0, 12).map((k) => k.tip).join("\n") + (c.marks.length > 12 ? "\n…" : "");
      this.hover(el, tip, first);
      const text = clusterLabel(c.marks, first);
      if (text) place(clip(text, 40), [[c.x + 7, false], [c.x - 7, true]], "mark-label");
    }
  }

  shape(m, px, mid, g) {
    const a = { class: `mark ${m.style}`, "data-entry": this.entryPrefix + m.entry };
    if (m.style === "action") return svg("path", { ...a, d: `M${px} ${mid - 7} L${px + 6} ${mid} L${px} ${mid + 7} L${px - 6} ${mid} Z` }, g);
    if (m.style.startsWith("state-")) return svg("rect", { ...a, x: px - 2, y: mid - 10, width: 4, height: 20, rx: 1 }, g);
    if (m.style === "control" || m.style === "select" || m.style === "nav") return svg("rect", { ...a, x: px - 4, y: mid - 8, width: 8, height: 16, rx: 2 }, g);
    if (m.style === "finger-move" || m.style === "touch-moved") return svg("line", { ...a, x1: px, y1: mid - 4, x2: px, y2: mid + 4 }, g);
    if (m.style === "hit") return svg("circle", { ...a, cx: px, cy: mid, r: 6 }, g);
    return svg("circle", { ...a, cx: px, cy: mid, r: 5 }, g);
  }

  hover(el, tip, mark) {
    if (this.tipAttribute) { el.setAttribute("data-tip", tip); return; }
    el.addEventListener("mouseenter", (e) => this.onHover(tip, e));
    el.addEventListener("mouseleave", () => this.onHover(null));
    el.addEventListener("click", () => this.onMarkClick(mark));
  }
}

/// A cluster's label says what its count counts: one label per kind of mark, with a count only
/// where that kind repeats (`touchDown`, `recognized · action`, `moves ×3 · began`); when they do
/// not fit, the decisive one and how many others (`touchDown +2 more`; the tooltip lists them).
function clusterLabel(marks, first) {
  const moved = (k) => k.style === "finger-move" || k.style === "touch-moved";
  const counts = new Map();
  const name = (k) => (moved(k) ? "moves" : k.label || "");
  for (const k of [first, ...marks.filter((k) => k !== first)]) {
    const n = name(k);
    if (n === "" && !moved(k)) continue;
    counts.set(n, (counts.get(n) || 0) + 1);
  }
  if (counts.size === 1 && counts.has("moves") && counts.get("moves") === 1) return "";
  const parts = [...counts].map(([n, c]) => (c > 1 ? `${n} ×${c}` : n));
  const all = parts.join(" · ");
  if (all.length <= 40 || parts.length === 1) return all;
  return `${parts[0]} +${marks.length - counts.get(name(first))} more`;
}

function clip(s, n) { return s.length > n ? s.slice(0, n - 1) + "…" : s; }

/// The legend of every mark (the page's and the report's), into `container`.
function legend(container) {
  for (const [style, text] of LEGEND) {
    const item = document.createElement("span");
    item.className = "key";
    const sw = svg("svg", { width: 16, height: 12 }, item);
    if (style === "hit") svg("circle", { cx: 8, cy: 6, r: 5, class: `mark ${style}` }, sw);
    else svg("rect", { x: 1, y: 1, width: 14, height: 10, rx: 2, class: `mark ${style}` }, sw);
    item.appendChild(document.createTextNode(text));
    container.appendChild(item);
  }
}
"""#
}
