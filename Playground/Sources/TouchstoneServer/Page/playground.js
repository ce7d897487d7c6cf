// Touchstone playground page: draws the simulated screen, turns each pointer (mouse, pen or
// finger) into a finger of the device, and shows what the device did. The protocol is in
// Playground/Sources/TouchstoneServer/TouchstoneServer.docc/LivePlayground.md. Everything from the scene or the trace is set as text, never as HTML.
"use strict";

const $ = (id) => document.getElementById(id);
const PALETTE = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"];
const MAX_TRACE_ROWS = 3000;
const MAX_UPLOAD = 512 * 1024;

let ws = null;
let scene = null;
let viewEls = new Map();        // id -> {g, rect, text, tappable, frame, origin}
let states = {};                // recogniser id -> state
let busy = false;
let connected = false;
let retry = 500;
const pointers = new Set();     // pointer ids down on the screen
let lastTick = 0;
let scrubEnd = 0;
const pairs = [];

const tipEl = $("tip");
function showTip(text, e) {
  if (!text) { tipEl.hidden = true; return; }
  tipEl.textContent = text;
  tipEl.hidden = false;
  const x = Math.min(e.clientX + 12, innerWidth - 490), y = Math.min(e.clientY + 12, innerHeight - 120);
  tipEl.style.left = `${Math.max(4, x)}px`; tipEl.style.top = `${Math.max(4, y)}px`;
}

const timeline = new Timeline($("timeline"), { onHover: showTip, onMarkClick: (m) => highlightEntry(m.entry) });
legend($("legend"));

// MARK: Connection

function send(obj) { if (ws && ws.readyState === 1) ws.send(JSON.stringify(obj)); }

function connect() {
  ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`);
  ws.onopen = () => { connected = true; retry = 500; setStatus("connected", true); };
  ws.onclose = () => {
    connected = false; setStatus("offline — reconnecting", false);
    pointers.clear();
    setTimeout(connect, retry); retry = Math.min(retry * 2, 8000);
  };
  ws.onmessage = (e) => {
    let msg;
    try { msg = JSON.parse(e.data); } catch { return; }
    handle(msg);
  };
}

function setStatus(text, ok) { const s = $("status"); s.textContent = text; s.className = `pill ${ok ? "on" : "off"}`; }

function handle(msg) {
  switch (msg.type) {
    case "scene": drawScene(msg); break;
    case "update": applyUpdate(msg); break;
    case "why": $("why").textContent = msg.text; showTab("why"); break;
    case "doctor": $("doctor").textContent = msg.text; $("run-doctor").disabled = false; break;
    case "whatif": showWhatIf(msg); break;
    case "recording": showRecording(msg); break;
    case "replay": applyReplay(msg); break;
    case "scrub": applyScrub(msg); break;
    case "mode": $("mode").value = msg.mode; setStepButtons(msg.mode === "step"); break;
    case "error": addTraceRows([{ line: `error: ${msg.message}` }], "error"); $("run-doctor").disabled = false; scrubInFlight = false; break;
  }
}

// MARK: Screen

function el(tag, attrs, parent) { return svg(tag, attrs, parent); }

/// The screen: on a new session or scene (`fresh`) the timeline and trace start over; after a
/// push or pop they go on.
function drawScene(msg) {
  scene = msg;
  viewEls = new Map();
  if (msg.fresh) {
    states = {};
    timeline.clear();
    $("trace").replaceChildren();
    $("decisive-list").replaceChildren(); $("decisive").hidden = true;
  }
  $("scene-name").textContent = msg.name;
  $("ios").textContent = msg.ios;
  document.title = `Touchstone playground — ${msg.name}`;
  $("mode").value = msg.mode; setStepButtons(msg.mode === "step");
  const [w, h] = msg.screen;
  const s = $("screen");
  s.replaceChildren();
  s.setAttribute("viewBox", `0 0 ${w} ${h}`);
  const scale = Math.min(1, Math.max(0.3, (innerHeight - 150) / h));
  s.setAttribute("width", Math.round(w * scale)); s.setAttribute("height", Math.round(h * scale));
  s.style.fontSize = `${11 / scale}px`;
  el("rect", { class: "device", x: 0, y: 0, width: w, height: h }, s);
  const tapLayer = el("g", { class: "tappable", id: "tappable-layer" }, s);
  const viewLayer = el("g", { class: "views" }, s);
  placedLabels = [];
  msg.views.forEach((v, i) => {
    const color = PALETTE[i % PALETTE.length];
    const tg = el("g", { "data-view": v.id }, tapLayer);
    for (const r of v.tappable) {
      const t = el("rect", { x: r[0], y: r[1], width: r[2], height: r[3], fill: color }, tg);
      el("title", {}, t).textContent = `touches here land on ${v.id}`;
    }
    const g = el("g", { class: "view", "data-view": v.id }, viewLayer);
    const [x, y, fw, fh] = v.frame;
    const rect = el("rect", { class: "frame", x, y, width: fw, height: fh, stroke: color }, g);
    if (v.tappable.length === 0) rect.setAttribute("stroke-dasharray", "6 4");
    const text = el("text", { x: x + 4, y: y + 14 / scale, fill: color }, g);
    text.textContent = fw > 30 && fh > 12 ? v.id : "";
    placeViewLabel(text, v.frame, scale);
    el("title", {}, g).textContent = `${v.id} (${v.kind}) frame ${x},${y} ${fw}×${fh}${v.note ? " — " + v.note : ""}${v.tappable.length ? "" : " — no touch lands on it"}`;
    viewEls.set(v.id, { g, rect, text, tappable: tg, frame: v.frame, origin: v.frame });
  });
  const zoneLayer = el("g", { class: "zone", id: "zone-layer" }, s);
  for (const z of msg.zones) {
    el("rect", { x: z.rect[0], y: z.rect[1], width: z.rect[2], height: z.rect[3] }, zoneLayer);
    // Right-aligned, where the views' labels (top left of each frame) are not.
    const t = el("text", { x: z.rect[0] + z.rect[2] - 12, y: z.rect[1] + Math.min(z.rect[3] - 2, 12 / scale), "text-anchor": "end" }, zoneLayer);
    t.textContent = z.name;
  }
  el("g", { id: "badges", class: "badge" }, s);
  el("g", { id: "fingers" }, s);
  $("stack").textContent = msg.stack.length ? `navigation stack: ${msg.stack.join(" › ")}` : "";
  toggleLayers();
  fillWhatIf(msg);
  $("scrub-bar").hidden = !msg.hasScript;
}

/// The views' labels never overlap (the root, a navigation view and a screen all start at the
/// top left): each goes to the top left of its frame, else one line lower, and so on down the
/// frame; a label with no free place is left out (the frame's tooltip names the view).
let placedLabels = [];
function placeViewLabel(text, frame, scale) {
  if (!text.textContent) return;
  const [x, y, w, h] = frame;
  const lh = 14 / scale;
  const width = (text.getComputedTextLength && text.getComputedTextLength()) || text.textContent.length * 6.5 / scale;
  for (let top = y; top + lh <= y + Math.max(h, lh); top += lh) {
    const box = [x + 4, top, x + 4 + width, top + lh];
    if (placedLabels.some((b) => box[0] < b[2] && box[2] > b[0] && box[1] < b[3] && box[3] > b[1])) continue;
    placedLabels.push(box);
    text.setAttribute("y", top + lh * 0.8);
    return;
  }
  text.textContent = "";
}

function toggleLayers() {
  const t = document.getElementById("tappable-layer"); if (t) t.style.display = $("show-tappable").checked ? "" : "none";
  const z = document.getElementById("zone-layer"); if (z) z.style.display = $("show-zones").checked ? "" : "none";
}
$("show-tappable").addEventListener("change", toggleLayers);
$("show-zones").addEventListener("change", toggleLayers);
$("why-mode").addEventListener("change", () => $("screen").classList.toggle("why-mode", $("why-mode").checked));

function applyFrames(frames) {
  for (const id in frames) {
    const v = viewEls.get(id); if (!v) continue;
    const [x, y, w, h] = frames[id];
    v.frame = frames[id];
    v.rect.setAttribute("x", x); v.rect.setAttribute("y", y); v.rect.setAttribute("width", w); v.rect.setAttribute("height", h);
    v.text.setAttribute("x", x + 4); v.text.setAttribute("y", y + 14);
    v.tappable.setAttribute("transform", `translate(${x - v.origin[0]} ${y - v.origin[1]})`);
  }
}

/// A recogniser that is not `possible` shows its state on its view while it matters.
function drawBadges() {
  const layer = document.getElementById("badges"); if (!layer || !scene) return;
  layer.replaceChildren();
  const perView = new Map();
  for (const r of scene.recognizers) {
    const st = states[r.id];
    if (!st || st === "possible") continue;
    if (!perView.has(r.view)) perView.set(r.view, []);
    perView.get(r.view).push(`${r.id}: ${st}`);
  }
  const scale = parseFloat($("screen").getAttribute("width")) / scene.screen[0];
  for (const [view, lines] of perView) {
    const v = viewEls.get(view); if (!v) continue;
    lines.forEach((line, i) => {
      const lh = 14 / scale, x = v.frame[0] + 2, y = v.frame[1] + 2 + i * (lh + 2);
      const g = el("g", {}, layer);
      el("rect", { x, y, width: (line.length * 6.2 + 8) / scale, height: lh }, g);
      const t = el("text", { x: x + 4 / scale, y: y + lh * 0.75 }, g);
      t.textContent = line;
      t.style.fontSize = `${10 / scale}px`;
    });
  }
}

function drawFingers(list) {
  const layer = document.getElementById("fingers"); if (!layer) return;
  layer.replaceChildren();
  for (const f of list) {
    const c = el("circle", { class: "finger", cx: f.x, cy: f.y, r: 18 }, layer);
    el("title", {}, c).textContent = `finger ${f.id} on ${f.view ?? "nothing"}`;
  }
}

// MARK: Updates

function applyUpdate(msg) {
  timeline.apply(msg.lanes);
  timeline.setTime(msg.time);
  addTraceRows(msg.entries);
  Object.assign(states, msg.states);
  applyFrames(msg.frames);
  drawBadges();
  drawFingers(msg.fingers);
  busy = msg.busy;
  $("clock").textContent = `${msg.time.toFixed(msg.time % 1 ? 1 : 0)} ms`;
}

// MARK: Decisive lines

/// The lines that decide (ScenarioDecisions X15): a recogniser that began, recognised or ended; one
/// that failed or was cancelled because of another (excluded, required to fail, a delegate, a
/// cancellation); a touch cancelled or never delivered; actions other than `changed`; control
/// events other than drags; selection; navigation; errors. The last MAX_DECISIVE stay pinned above
/// the trace, each a link to its row, so the newest lines never push them out of sight.
const MAX_DECISIVE = 8;
const LINE = /^\s*[\d.]+ ms\s+(\w+)\s+(.*)$/;
function isDecisive(line) {
  const m = LINE.exec(line); if (!m) return line.startsWith("error");
  const [, kind, rest] = m;
  switch (kind) {
    case "state":
      if (/→(began|recognized|ended)\b/.test(rest)) return !/began→changed|changed→changed/.test(rest);
      if (/→(failed|cancelled)\b/.test(rest)) return /excluded by|required|delegate|cancel|prevent/.test(rest);
      return /does not receive/.test(rest) && /delegate/.test(rest);
    case "action": return !/action \(changed\)/.test(rest);
    case "touches": return /touchesCancelled|never sees/.test(rest);
    case "control": return !/touchDrag/.test(rest);
    case "scroll": return /didSelect|Delete|actions shown/.test(rest);
    case "lifecycle": return /push|pop|frozen/.test(rest);
    case "error": return true;
    default: return false;
  }
}

let followTrace = true;   // the trace follows its newest line until the reader scrolls up
function pinDecisive(entries) {
  const list = $("decisive-list");
  for (const e of entries) {
    if (!isDecisive(e.line)) continue;
    const li = document.createElement("li");
    const a = document.createElement("a");
    a.href = "#"; a.textContent = e.line.trim();
    a.title = "show this line in the trace";
    if (e.i != null) a.addEventListener("click", (ev) => { ev.preventDefault(); followTrace = false; highlightEntry(e.i); });
    li.appendChild(a);
    list.appendChild(li);
  }
  while (list.childElementCount > MAX_DECISIVE) list.removeChild(list.firstChild);
  $("decisive").hidden = list.childElementCount === 0;
}
$("follow-trace").addEventListener("click", () => { followTrace = true; const box = $("tab-trace"); box.scrollTop = box.scrollHeight; });
$("tab-trace").addEventListener("scroll", () => {
  const box = $("tab-trace");
  followTrace = box.scrollHeight - box.scrollTop - box.clientHeight < 24;
});

// MARK: First visit

/// A first visit shows what to try; "got it" hides it for good (kept in localStorage, where allowed).
function showHint() {
  let seen = false;
  try { seen = localStorage.getItem("touchstone-hint-seen") === "1"; } catch { /* storage off: show it */ }
  $("hint").hidden = seen;
}
$("hint-close").addEventListener("click", () => {
  $("hint").hidden = true;
  try { localStorage.setItem("touchstone-hint-seen", "1"); } catch { /* storage off */ }
});
showHint();

/// Appends trace lines in one batch (at most the last MAX_TRACE_ROWS of them), scrolling once.
function addTraceRows(entries, cls) {
  if (!entries.length) return;
  const list = $("trace");
  const fragment = document.createDocumentFragment();
  for (const e of entries.slice(-MAX_TRACE_ROWS)) {
    const li = document.createElement("li");
    li.textContent = e.line;
    if (e.i != null) { li.value = e.i + 1; li.id = `entry-${e.i}`; }
    if (cls) li.className = cls;
    fragment.appendChild(li);
  }
  list.appendChild(fragment);
  let extra = list.childElementCount - MAX_TRACE_ROWS;
  while (extra-- > 0) list.removeChild(list.firstChild);
  pinDecisive(entries);
  if (followTrace) { const box = $("tab-trace"); box.scrollTop = box.scrollHeight; }
}

function highlightEntry(i) {
  showTab("trace");
  const li = document.getElementById(`entry-${i}`);
  if (li) { li.scrollIntoView({ block: "center" }); li.style.background = "#fff3bf"; setTimeout(() => { li.style.background = ""; }, 1200); }
}

// MARK: Input

function screenPoint(e) {
  const s = $("screen");
  const pt = s.createSVGPoint(); pt.x = e.clientX; pt.y = e.clientY;
  const p = pt.matrixTransform(s.getScreenCTM().inverse());
  return { x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 };
}

const screenEl = $("screen");
screenEl.addEventListener("pointerdown", (e) => {
  e.preventDefault();
  const p = screenPoint(e);
  if ($("why-mode").checked) { send({ type: "why", x: p.x, y: p.y }); return; }
  screenEl.setPointerCapture(e.pointerId);
  pointers.add(e.pointerId);
  send({ type: "down", pointer: e.pointerId, x: p.x, y: p.y, t: e.timeStamp });
});
screenEl.addEventListener("pointermove", (e) => {
  if (!pointers.has(e.pointerId)) return;
  const p = screenPoint(e);
  send({ type: "move", pointer: e.pointerId, x: p.x, y: p.y, t: e.timeStamp });
});
function lift(e, type) {
  if (!pointers.has(e.pointerId)) return;
  pointers.delete(e.pointerId);
  const p = screenPoint(e);
  send({ type, pointer: e.pointerId, x: p.x, y: p.y, t: e.timeStamp });
}
screenEl.addEventListener("pointerup", (e) => lift(e, "up"));
screenEl.addEventListener("pointercancel", (e) => lift(e, "cancel"));
screenEl.addEventListener("lostpointercapture", (e) => lift(e, "cancel"));
screenEl.addEventListener("contextmenu", (e) => e.preventDefault());

/// While a finger is down or a timer runs, device time follows the page's clock.
function tickLoop(now) {
  if ((pointers.size || busy) && $("mode").value === "live" && now - lastTick >= 15) { lastTick = now; send({ type: "tick", t: now }); }
  requestAnimationFrame(tickLoop);
}
requestAnimationFrame(tickLoop);

function setStepButtons(on) { for (const id of ["step16", "step100", "step1000"]) $(id).disabled = !on; }
$("mode").addEventListener("change", () => send({ type: "mode", mode: $("mode").value }));
$("step16").addEventListener("click", () => send({ type: "step", ms: 16 }));
$("step100").addEventListener("click", () => send({ type: "step", ms: 100 }));
$("step1000").addEventListener("click", () => send({ type: "step", ms: 1000 }));
$("reset").addEventListener("click", () => send({ type: "reset" }));
$("load").addEventListener("change", () => {
  const file = $("load").files[0]; if (!file) return;
  if (file.size > MAX_UPLOAD) { addTraceRows([{ line: `error: ${file.name} is larger than 512 KiB, the most a page uploads; serve it from the command line instead: touchstone serve FILE (a scenario file up to 4 MiB, a dump up to 64 MiB)` }], "error"); return; }
  file.text().then((text) => send({ type: "load", text }));
  $("load").value = "";
});

// MARK: Timeline controls

$("zoom-in").addEventListener("click", () => timeline.zoom(1.5));
$("zoom-out").addEventListener("click", () => timeline.zoom(1 / 1.5));
$("fit").addEventListener("click", () => timeline.fit());
$("follow").addEventListener("click", () => timeline.followNow());
$("squeezed").addEventListener("change", () => { timeline.axis = $("squeezed").checked ? "squeezed" : "linear"; timeline.schedule(); });

// One scrub request at a time: the next is sent when the last one's screen has come back.
let scrubInFlight = false, scrubWanted = false;
function sendScrub() {
  if (scrubInFlight) { scrubWanted = true; return; }
  scrubInFlight = true; scrubWanted = false;
  send({ type: "scrub", t: ($("scrub").value / 1000) * (scrubEnd || 1e9) });
}
$("scrub").addEventListener("input", sendScrub);

/// A loaded scenario's whole run: its timeline and its latest trace lines.
function applyReplay(msg) {
  scrubEnd = msg.end;
  timeline.clear();
  timeline.apply(msg.lanes);
  timeline.fit();
  $("trace").replaceChildren();
  $("decisive-list").replaceChildren(); $("decisive").hidden = true;
  if (msg.entryCount > msg.entries.length) addTraceRows([{ line: `… ${msg.entryCount - msg.entries.length} earlier lines not shown` }]);
  addTraceRows(msg.entries);
}

/// The screen at one moment of the loaded run.
function applyScrub(msg) {
  scrubInFlight = false;
  scrubEnd = msg.end;
  timeline.cursor = msg.time;
  timeline.schedule();
  states = msg.states;
  applyFrames(msg.frames);
  drawBadges();
  drawFingers(msg.fingers);
  $("scrub-time").textContent = `${msg.time.toFixed(0)} / ${msg.end.toFixed(0)} ms`;
  if (scrubWanted) sendScrub();
}

// MARK: Tabs, why, doctor

function showTab(name) {
  for (const b of document.querySelectorAll(".tabs button")) b.classList.toggle("active", b.dataset.tab === name);
  for (const t of document.querySelectorAll(".tab")) t.hidden = t.id !== `tab-${name}`;
}
for (const b of document.querySelectorAll(".tabs button")) b.addEventListener("click", () => showTab(b.dataset.tab));
$("run-doctor").addEventListener("click", () => { $("run-doctor").disabled = true; $("doctor").textContent = "examining…"; send({ type: "doctor" }); });

// MARK: What if

function fillWhatIf(msg) {
  const box = $("offers"); box.replaceChildren();
  msg.offers.forEach((o, i) => {
    const label = document.createElement("label");
    const input = document.createElement("input");
    input.type = "checkbox"; input.dataset.offer = String(i);
    label.appendChild(input); label.appendChild(document.createTextNode(" " + o.label));
    box.appendChild(label);
  });
  for (const id of ["pair-a", "pair-b"]) {
    const sel = $(id); sel.replaceChildren();
    for (const r of msg.recognizerIDs) { const o = document.createElement("option"); o.value = r; o.textContent = r; sel.appendChild(o); }
  }
  pairs.length = 0; $("pairs").replaceChildren();
  $("whatif-result").hidden = true;
}

$("pair-add").addEventListener("click", () => {
  const change = $("pair-kind").value, who = $("pair-a").value, other = $("pair-b").value;
  if (!who || !other || who === other) return;
  pairs.push({ change, who, other });
  const li = document.createElement("li");
  li.textContent = change === "requireToFail" ? `${who}.require(toFail: ${other})` : `${who} recognises simultaneously with ${other}`;
  $("pairs").appendChild(li);
});

$("run-whatif").addEventListener("click", () => {
  const changes = [...document.querySelectorAll("#offers input:checked")].map((i) => scene.offers[Number(i.dataset.offer)].request).concat(pairs);
  if (!changes.length) { addTraceRows([{ line: "error: pick at least one change" }], "error"); return; }
  send({ type: "whatif", changes });
});

function showWhatIf(msg) {
  $("whatif-result").hidden = false;
  const diff = $("whatif-diff"); diff.replaceChildren();
  const head = document.createElement("li"); head.textContent = `with ${msg.changes.join("; ")} — last gesture from ${msg.from} ms`; diff.appendChild(head);
  if (!msg.differences.length) { const li = document.createElement("li"); li.textContent = "no observable difference"; diff.appendChild(li); }
  for (const d of msg.differences) {
    const li = document.createElement("li");
    li.textContent = d; li.className = d.startsWith("-") ? "gone" : "new";
    diff.appendChild(li);
  }
  for (const [side, id] of [[msg.before, "whatif-before"], [msg.after, "whatif-after"]]) {
    const box = $(id); box.replaceChildren();
    const t = new Timeline(box, { onHover: showTip, labelWidth: 120, follow: false });
    t.apply(side.lanes);
    t.fit();
  }
}

// MARK: Record

function showRecording(msg) {
  $("recording").value = msg.yaml;
  const a = $("download");
  if (a.href) URL.revokeObjectURL(a.href);
  a.href = URL.createObjectURL(new Blob([msg.yaml], { type: "text/yaml" }));
  a.download = `recorded-${msg.scope}.yaml`;
  a.hidden = false;
  showTab("record");
}
$("record-session").addEventListener("click", () => send({ type: "record", scope: "session" }));
$("record-last").addEventListener("click", () => send({ type: "record", scope: "last" }));

// For tests and the curious: what the page holds, as data.
window.touchstone = {
  get connected() { return connected; },
  lanes: () => [...timeline.lanes.keys()],
  marks: (key) => (timeline.lanes.get(key)?.marks ?? []).map((m) => m.style),
  recording: () => $("recording").value,
  now: () => timeline.now,
};

connect();
