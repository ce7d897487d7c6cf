import Foundation
import Touchstone

/// Builds timeline lanes one trace entry at a time, so the HTML report (a finished trace) and the
/// live playground (a trace that grows while a finger is down) draw the same lanes from the same
/// rules. The live page asks for ``changes()`` after each event turn and gets only the lanes
/// whose marks changed, from the first changed mark on.
///
/// Rules a reader of the timeline relies on (issue 19, "the timeline, for people"):
/// - a touch a view did not get at once — held by the system gate, a `delaysTouchesBegan`
///   recogniser or a scroll view's content delay — is a **held span** from the hit-test to its
///   `touchesBegan`, labelled with its duration (seed 000's 1 s hold of the record button);
/// - forwarding along the responder chain is drawn on the lane of the view that got the touch,
///   one mark per turn naming the chain, not one lane per responder;
/// - table selection, scrolling and navigation get marks of their own.
struct TimelineBuilder {
    typealias Mark = TimelineModel.Mark
    typealias Lane = TimelineModel.Lane

    /// One lane whose marks changed since the last ``changes()``: marks from `from` on replace
    /// the client's.
    struct LaneChange: Sendable {
        var key: String
        var kind: TimelineModel.LaneKind
        var title: String
        var subtitle: String
        var order: Int
        var from: Int
        var marks: [Mark]
    }

    private(set) var lanes: [Lane] = []
    private var order: [Int] = []
    private var laneIndex: [String: Int] = [:]
    private var dirtyFrom: [Int: Int] = [:]
    private let recognizerIDs: Set<String>
    private let viewKinds: [String: String]
    private let recognizerSpecs: [String: SceneLayout.Recognizer]
    private let recognizerRank: [String: Int]
    private let viewRank: [String: Int]
    private var openState: [String: (state: String, time: TimeInterval, entry: Int)] = [:]
    private var openTouch: [String: [Int: (time: TimeInterval, entry: Int)]] = [:]
    private var openFinger: [Int: (time: TimeInterval, entry: Int)] = [:]
    /// Where each finger was hit-tested and when, to draw a held span when its touch comes late.
    private var hitAt: [Int: (view: String, time: TimeInterval, entry: Int)] = [:]
    /// The view each finger's touches were last delivered to, the lane its forwarding is drawn on.
    private var deliveredTo: [Int: String] = [:]
    /// Where each recogniser lane's last state mark is, to merge transitions of one turn.
    private var lastStateMark: [String: Int] = [:]
    /// The last forwarding mark of each lane, to fold one turn's chain into one mark.
    private var lastForwardMark: [String: Int] = [:]
    private(set) var endTime: TimeInterval = 0

    /// Holds shorter than this are not drawn as spans (a delivery in the same turn).
    static let heldThreshold: TimeInterval = 0.0005

    /// The trace whose lines become the tips, when tips are left for the caller to fill
    /// (``TimelineModel``'s bounded form): a mark whose tip is its own entry's trimmed line is
    /// made with an empty tip, so a million marks that will not be drawn never format a line.
    private let deferredTipsFrom: [TraceEntry]?

    init(layout: SceneLayout, deferringTipsOf entries: [TraceEntry]? = nil) {
        deferredTipsFrom = entries
        recognizerIDs = Set(layout.recognizers.map(\.id))
        viewKinds = Dictionary(layout.views.map { ($0.id, $0.kind) }, uniquingKeysWith: { a, _ in a })
        recognizerSpecs = Dictionary(layout.recognizers.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        recognizerRank = Dictionary(layout.recognizers.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
        viewRank = Dictionary(layout.views.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
    }

    // MARK: Lanes

    private mutating func lane(_ kind: TimelineModel.LaneKind, _ title: String) -> Int {
        let key = "\(kind.rawValue):\(title)"
        if let i = laneIndex[key] { return i }
        let subtitle: String
        let rank: Int
        switch kind {
        case .finger: subtitle = "input"; rank = Int(title.dropFirst(7)) ?? 0
        case .recognizer:
            subtitle = recognizerSpecs[title].map { "\($0.kind) on \($0.view)" } ?? "recogniser"
            rank = 1_000_000 + (recognizerRank[title] ?? 500_000)
        case .view:
            subtitle = viewKinds[title] ?? "responder"
            rank = 2_000_000 + (viewRank[title] ?? 500_000)
        case .events: subtitle = "logs, lifecycle, system"; rank = 3_000_000
        }
        laneIndex[key] = lanes.count
        lanes.append(Lane(kind: kind, title: title, subtitle: subtitle, marks: []))
        order.append(rank)
        return lanes.count - 1
    }

    @discardableResult
    private mutating func add(_ li: Int, _ m: Mark) -> Int {
        if dirtyFrom[li] == nil { dirtyFrom[li] = lanes[li].marks.count }
        lanes[li].marks.append(m)
        return lanes[li].marks.count - 1
    }

    private mutating func touchMark(_ li: Int, _ k: Int) {
        dirtyFrom[li] = min(dirtyFrom[li] ?? k, k)
    }

    private mutating func addView(_ id: String, _ m: Mark) { add(lane(.view, id), m) }
    private mutating func addRec(_ id: String, _ m: Mark) { add(lane(.recognizer, id), m) }
    private mutating func addEvent(_ m: Mark) { add(lane(.events, "events"), m) }

    static func tip(_ e: TraceEntry) -> String { trimmed(e.line) }

    /// The tip of mark `k` of lane `li`, filled in when it was deferred.
    private func resolvedTip(_ li: Int, _ k: Int) -> String {
        let m = lanes[li].marks[k]
        guard m.tip.isEmpty, let entries = deferredTipsFrom, entries.indices.contains(m.entry) else { return m.tip }
        return Self.tip(entries[m.entry])
    }

    /// `s` without the white space at either end: the same text as Foundation's
    /// `trimmingCharacters(in: .whitespaces)` — CoreFoundation's white space: space, tab, U+00A0,
    /// U+1680, U+2000–U+200B, U+202F, U+205F, U+3000 (checked against Foundation for every
    /// scalar of the Basic Multilingual Plane, the only plane with any) — without its round trip
    /// through `NSString`: the live page trims every trace line.
    static func trimmed(_ s: String) -> String {
        func isSpace(_ u: Unicode.Scalar) -> Bool {
            switch u.value {
            case 0x20, 0x09, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
            default: false
            }
        }
        let scalars = s.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) })!
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return s }
        return String(scalars[first...last])
    }

    private mutating func closeState(_ id: String, at t: TimeInterval) {
        guard let open = openState[id] else { return }
        if ["began", "changed", "pending"].contains(open.state), t > open.time {
            addRec(id, Mark(style: "span-\(open.state)", time: open.time, end: t, label: open.state,
                            tip: "\(id) \(open.state) from \(msText(open.time)) to \(msText(t))", entry: open.entry))
        }
        openState[id] = nil
    }

    // MARK: Entries

    /// Adds the trace entry at index `i`; `tip` is its line trimmed, when the caller has made it.
    mutating func add(_ e: TraceEntry, index i: Int, tip: String? = nil) {
        endTime = max(endTime, e.time)
        let tip = tip ?? (deferredTipsFrom == nil ? Self.tip(e) : "")
        switch e.kind {
        case .input:
            guard e.subject.hasPrefix("finger "), let id = Int(e.subject.dropFirst(7)) else { return }
            let li = lane(.finger, e.subject)
            if e.message.hasPrefix("down") {
                openFinger[id] = (e.time, i)
                add(li, Mark(style: "finger-down", time: e.time, label: "down", tip: tip, entry: i))
            } else if e.message.hasPrefix("move") {
                add(li, Mark(style: "finger-move", time: e.time, label: "", tip: tip, entry: i))
            } else {
                if let o = openFinger[id] {
                    add(li, Mark(style: "finger-span", time: o.time, end: e.time, label: "", tip: "\(e.subject) down \(msText(o.time))–\(msText(e.time))", entry: o.entry))
                }
                openFinger[id] = nil
                hitAt[id] = nil
                add(li, Mark(style: e.message == "up" ? "finger-up" : "finger-cancel", time: e.time, label: e.message, tip: tip, entry: i))
            }
        case .hitTest:
            guard e.subject != "nothing" else { return }
            addView(e.subject, Mark(style: "hit", time: e.time, label: "hit", tip: tip, entry: i))
            for f in e.fingers ?? [] { hitAt[f] = (e.subject, e.time, i) }
        case .state:
            addState(e, index: i, tip: tip)
        case .action:
            addRec(e.subject, Mark(style: "action", time: e.time, label: e.message, tip: tip, entry: i))
        case .touches:
            addTouches(e, index: i, tip: tip)
        case .control:
            addView(e.subject, Mark(style: "control", time: e.time, label: e.message, tip: tip, entry: i))
        case .error:
            addEvent(Mark(style: "error", time: e.time, label: e.message, tip: tip, entry: i))
        case .scroll:
            let style = e.message.contains("selected") || e.message.hasPrefix("didSelect") || e.message.hasPrefix("didDeselect") ? "select" : "scroll"
            if viewKinds[e.subject] != nil || laneIndex["view:\(e.subject)"] != nil {
                addView(e.subject, Mark(style: style, time: e.time, label: e.message, tip: tip, entry: i))
            } else {
                addEvent(Mark(style: style, time: e.time, label: "\(e.subject) \(e.message)", tip: tip, entry: i))
            }
        case .lifecycle where Self.isNavigation(e.message):
            addEvent(Mark(style: "nav", time: e.time, label: "\(e.subject) \(e.message)", tip: tip, entry: i))
        default:
            if laneIndex["view:\(e.subject)"] != nil {
                addView(e.subject, Mark(style: "event", time: e.time, label: e.message, tip: tip, entry: i))
            } else {
                addEvent(Mark(style: e.kind == .log ? "log" : "event", time: e.time, label: "\(e.subject) \(e.message)", tip: tip, entry: i))
            }
        }
    }

    static func isNavigation(_ message: String) -> Bool {
        ["push", "pop", "interactive pop", "didShow", "willShow", "frozen"].contains { message.hasPrefix($0) }
    }

    private mutating func addState(_ e: TraceEntry, index i: Int, tip: String) {
        let id = e.subject
        guard recognizerIDs.contains(id) || viewKinds[id] == nil else {
            addEvent(Mark(style: "event", time: e.time, label: e.message, tip: tip, entry: i)); return
        }
        var target: String?
        if e.message.hasPrefix("pending(") { target = "pending" }
        else if e.message.hasPrefix("proceeds") { target = e.message.contains("began") ? "began" : "recognized" }
        else if let arrow = e.message.range(of: "→") { target = String(e.message[arrow.upperBound...]) }
        guard let to = target else {
            addRec(id, Mark(style: "note", time: e.time, label: e.message, tip: tip, entry: i))
            return
        }
        closeState(id, at: e.time)
        let li = lane(.recognizer, id)
        if to != "possible" {
            // Several transitions in one turn read as one mark: "recognized→failed".
            if let k = lastStateMark[id], abs(lanes[li].marks[k].time - e.time) < 1e-9 {
                lanes[li].marks[k].style = "state-\(to)"
                lanes[li].marks[k].label += "→\(to)"
                lanes[li].marks[k].tip = resolvedTip(li, k) + "\n" + (tip.isEmpty ? Self.tip(e) : tip)
                lanes[li].marks[k].entry = i
                touchMark(li, k)
            } else {
                lastStateMark[id] = add(li, Mark(style: "state-\(to)", time: e.time, label: to, tip: tip, entry: i))
            }
        }
        if ["began", "changed", "pending"].contains(to) { openState[id] = (to, e.time, i) }
    }

    private mutating func addTouches(_ e: TraceEntry, index i: Int, tip: String) {
        let fingers = e.fingers ?? [0]
        if !e.message.hasPrefix("touches") {
            addView(e.subject, Mark(style: "withheld", time: e.time, label: "✕", tip: tip, entry: i))
            return
        }
        if (e.cause ?? "").hasPrefix("forwarded") {
            // Drawn on the lane of the view that got the touch: one mark per turn, naming the chain.
            let delivered = deliveredTo
            let home = fingers.lazy.compactMap { delivered[$0] }.first ?? e.subject
            let li = lane(.view, home)
            if let k = lastForwardMark[home], lanes[li].marks.indices.contains(k), abs(lanes[li].marks[k].time - e.time) < 1e-9,
               lanes[li].marks[k].label.hasSuffix(e.message) {
                lanes[li].marks[k].label = lanes[li].marks[k].label.replacingOccurrences(of: " \(e.message)", with: " → \(e.subject) \(e.message)")
                lanes[li].marks[k].tip = resolvedTip(li, k) + "\n" + (tip.isEmpty ? Self.tip(e) : tip)
                touchMark(li, k)
            } else {
                lastForwardMark[home] = add(li, Mark(style: "forwarded", time: e.time, label: "→ \(e.subject) \(e.message)", tip: tip, entry: i))
            }
            return
        }
        for f in fingers { deliveredTo[f] = e.subject }
        if e.message == "touchesBegan" {
            for f in fingers {
                openTouch[e.subject, default: [:]][f] = (e.time, i)
                if let h = hitAt[f], e.time - h.time > Self.heldThreshold {
                    let held = e.time - h.time
                    addView(e.subject, Mark(style: "held-span", time: h.time, end: e.time, label: "held \(msText(held))",
                                            tip: "\(e.subject): finger \(f)'s touch held back \(msText(held)) (\(msText(h.time))–\(msText(e.time)))" + (e.cause.map { " — \($0)" } ?? ""),
                                            entry: i))
                }
                hitAt[f] = nil
            }
            addView(e.subject, Mark(style: "touch-began", time: e.time, label: "began", tip: tip, entry: i))
        } else if e.message == "touchesMoved" {
            addView(e.subject, Mark(style: "touch-moved", time: e.time, label: "", tip: tip, entry: i))
        } else {
            let ended = e.message == "touchesEnded"
            for f in fingers {
                hitAt[f] = nil
                if let o = openTouch[e.subject]?[f] {
                    addView(e.subject, Mark(style: ended ? "touch-span" : "touch-span-cancelled", time: o.time, end: e.time, label: "",
                                            tip: "\(e.subject) tracked finger \(f) \(msText(o.time))–\(msText(e.time))", entry: o.entry))
                    openTouch[e.subject]?[f] = nil
                }
            }
            addView(e.subject, Mark(style: ended ? "touch-ended" : "touch-cancelled", time: e.time, label: ended ? "ended" : "cancelled", tip: tip, entry: i))
        }
    }

    // MARK: Output

    /// The lanes changed since the last call, each from its first changed mark, in lane order.
    mutating func changes() -> [LaneChange] {
        let changed = dirtyFrom.keys.sorted { order[$0] < order[$1] }
        let out = changed.map { li in
            let from = dirtyFrom[li]!
            let l = lanes[li]
            return LaneChange(key: "\(l.kind.rawValue):\(l.title)", kind: l.kind, title: l.title, subtitle: l.subtitle,
                              order: order[li], from: from, marks: Array(l.marks[from...]))
        }
        dirtyFrom = [:]
        return out
    }

    /// The finished lanes: spans still open are closed at `end`; lanes in order (fingers,
    /// recognisers, views, events), spans before points so points draw on top.
    mutating func finish(end: TimeInterval) -> [Lane] {
        for id in openState.keys.sorted() { closeState(id, at: end) }
        for (view, fingers) in openTouch.sorted(by: { $0.key < $1.key }) {
            for (f, o) in fingers.sorted(by: { $0.key < $1.key }) {
                addView(view, Mark(style: "touch-span", time: o.time, end: end, label: "", tip: "\(view) still tracking finger \(f)", entry: o.entry))
            }
        }
        openTouch = [:]
        let sortedLanes = lanes.indices.sorted { (order[$0], lanes[$0].title) < (order[$1], lanes[$1].title) }.map { lanes[$0] }
        return sortedLanes.map { lane in
            var l = lane
            l.marks.sort { ($0.end != nil ? 0 : 1, $0.time) < ($1.end != nil ? 0 : 1, $1.time) }
            return l
        }
    }
}
