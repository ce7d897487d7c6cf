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

    /// What the builder keeps of the marks it makes.
    enum Mode {
        /// Every mark, made as its entry arrives (the live playground, the full timeline).
        case all
        /// No mark: only each lane's count and each mark's place in the lane's order
        /// (``TimelinePlan``), the first of a bounded timeline's two passes.
        case counting
        /// Only the marks the plan draws, the second pass: a mark not drawn is never made.
        case keeping(TimelinePlan)
    }

    /// A lane's identity: its kind and title (hashed without making the "kind:title" key).
    private struct LaneKey: Hashable {
        var kind: TimelineModel.LaneKind
        var title: String
    }

    private(set) var lanes: [Lane] = []
    private var order: [Int] = []
    private var laneIndex: [LaneKey: Int] = [:]
    private var dirtyFrom: [Int: Int] = [:]
    private let mode: Mode
    /// How many marks each lane has made, kept or not: the next mark's number in its lane.
    private var made: [Int] = []
    /// `counting`: each lane's marks as the lane's order sorts them.
    private var shapes: [[TimelinePlan.Shape]] = []
    /// `keeping`: for each lane, how many of the plan's kept marks it has made.
    private var keptSoFar: [Int] = []
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
    /// Each recogniser lane's last state mark (its number in the lane) and its time, to merge
    /// transitions of one turn.
    private var lastStateMark: [String: (mark: Int, time: TimeInterval)] = [:]
    /// The last forwarding mark of each lane: its number, time and label, to fold one turn's
    /// chain into one mark.
    private var lastForwardMark: [String: (mark: Int, time: TimeInterval, label: String)] = [:]
    private(set) var endTime: TimeInterval = 0

    /// Holds shorter than this are not drawn as spans (a delivery in the same turn).
    static let heldThreshold: TimeInterval = 0.0005

    init(layout: SceneLayout, mode: Mode = .all) {
        self.mode = mode
        recognizerIDs = Set(layout.recognizers.map(\.id))
        viewKinds = Dictionary(layout.views.map { ($0.id, $0.kind) }, uniquingKeysWith: { a, _ in a })
        recognizerSpecs = Dictionary(layout.recognizers.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        recognizerRank = Dictionary(layout.recognizers.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
        viewRank = Dictionary(layout.views.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
    }

    // MARK: Lanes

    private mutating func lane(_ kind: TimelineModel.LaneKind, _ title: String) -> Int {
        let key = LaneKey(kind: kind, title: title)
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
        made.append(0)
        shapes.append([])
        keptSoFar.append(0)
        return lanes.count - 1
    }

    private func hasLane(_ kind: TimelineModel.LaneKind, _ title: String) -> Bool {
        laneIndex[LaneKey(kind: kind, title: title)] != nil
    }

    /// Makes the next mark of lane `li` — when the mode keeps it: the parts are evaluated only
    /// then — and returns its number in the lane (the order marks are made in).
    @discardableResult
    private mutating func add(_ li: Int, style: @autoclosure () -> String, time: TimeInterval, end: TimeInterval? = nil,
                              label: @autoclosure () -> String, tip: @autoclosure () -> String, entry: Int) -> Int {
        let k = made[li]
        made[li] += 1
        switch mode {
        case .all:
            if dirtyFrom[li] == nil { dirtyFrom[li] = lanes[li].marks.count }
        case .counting:
            shapes[li].append(TimelinePlan.Shape(isSpan: end != nil, time: time))
            return k
        case .keeping(let plan):
            guard plan.keeps(lane: li, mark: k, after: keptSoFar[li]) else { return k }
            keptSoFar[li] += 1
        }
        lanes[li].marks.append(Mark(style: style(), time: time, end: end, label: label(), tip: tip(), entry: entry))
        return k
    }

    /// Where mark number `k` of lane `li` is stored, when it was kept.
    private func stored(_ li: Int, _ k: Int) -> Int? {
        switch mode {
        case .all: k
        case .counting: nil
        case .keeping(let plan): plan.storedIndex(lane: li, mark: k, madeSoFar: keptSoFar[li])
        }
    }

    private mutating func touchMark(_ li: Int, _ k: Int) {
        dirtyFrom[li] = min(dirtyFrom[li] ?? k, k)
    }

    static func tip(_ e: TraceEntry) -> String { trimmed(e.line) }

    /// `s` without the white space at either end: the same text as Foundation's
    /// `trimmingCharacters(in: .whitespaces)` — CoreFoundation's white space: space, tab, U+00A0,
    /// U+1680, U+2000–U+200B, U+202F, U+205F, U+3000 (checked against Foundation for every
    /// scalar of the Basic Multilingual Plane, the only plane with any) — without its round trip
    /// through `NSString`: the live page trims every trace line.
    static func trimmed(_ s: String) -> String {
        let scalars = s.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhiteSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isWhiteSpace($0) })!
        if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return s }
        return String(scalars[first...last])
    }

    /// `s` without the white space at either end (``trimmed(_:)-(String)``), as a slice of it:
    /// nothing is copied.
    static func trimmed(_ s: Substring) -> Substring {
        let scalars = s.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhiteSpace($0) }) else { return s[s.endIndex...] }
        let last = scalars.lastIndex(where: { !isWhiteSpace($0) })!
        return Substring(scalars[first...last])
    }

    /// CoreFoundation's white space, the set `CharacterSet.whitespaces` holds (see ``trimmed(_:)-(String)``).
    static func isWhiteSpace(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x20, 0x09, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// Whether a recogniser in state `s` is drawn as a span until its next state.
    private static func isSpanState(_ s: String) -> Bool { s == "began" || s == "changed" || s == "pending" }

    private mutating func closeState(_ id: String, at t: TimeInterval) {
        guard let open = openState[id] else { return }
        if Self.isSpanState(open.state), t > open.time {
            add(lane(.recognizer, id), style: "span-\(open.state)", time: open.time, end: t, label: open.state,
                tip: "\(id) \(open.state) from \(msText(open.time)) to \(msText(t))", entry: open.entry)
        }
        openState[id] = nil
    }

    // MARK: Entries

    /// Adds the trace entry at index `i`; `tip` is its line trimmed, when the caller has made it.
    mutating func add(_ e: TraceEntry, index i: Int, tip given: String? = nil) {
        endTime = max(endTime, e.time)
        func tip() -> String { given ?? Self.tip(e) }
        switch e.kind {
        case .input:
            guard e.subject.hasPrefix("finger "), let id = Int(e.subject.dropFirst(7)) else { return }
            let li = lane(.finger, e.subject)
            if e.message.hasPrefix("down") {
                openFinger[id] = (e.time, i)
                add(li, style: "finger-down", time: e.time, label: "down", tip: tip(), entry: i)
            } else if e.message.hasPrefix("move") {
                add(li, style: "finger-move", time: e.time, label: "", tip: tip(), entry: i)
            } else {
                if let o = openFinger[id] {
                    add(li, style: "finger-span", time: o.time, end: e.time, label: "",
                        tip: "\(e.subject) down \(msText(o.time))–\(msText(e.time))", entry: o.entry)
                }
                openFinger[id] = nil
                hitAt[id] = nil
                add(li, style: e.message == "up" ? "finger-up" : "finger-cancel", time: e.time, label: e.message, tip: tip(), entry: i)
            }
        case .hitTest:
            guard e.subject != "nothing" else { return }
            add(lane(.view, e.subject), style: "hit", time: e.time, label: "hit", tip: tip(), entry: i)
            for f in e.fingers ?? [] { hitAt[f] = (e.subject, e.time, i) }
        case .state:
            addState(e, index: i, tip: tip)
        case .action:
            add(lane(.recognizer, e.subject), style: "action", time: e.time, label: e.message, tip: tip(), entry: i)
        case .touches:
            addTouches(e, index: i, tip: tip)
        case .control:
            add(lane(.view, e.subject), style: "control", time: e.time, label: e.message, tip: tip(), entry: i)
        case .error:
            add(lane(.events, "events"), style: "error", time: e.time, label: e.message, tip: tip(), entry: i)
        case .scroll:
            let style = e.message.contains("selected") || e.message.hasPrefix("didSelect") || e.message.hasPrefix("didDeselect") ? "select" : "scroll"
            if viewKinds[e.subject] != nil || hasLane(.view, e.subject) {
                add(lane(.view, e.subject), style: style, time: e.time, label: e.message, tip: tip(), entry: i)
            } else {
                add(lane(.events, "events"), style: style, time: e.time, label: "\(e.subject) \(e.message)", tip: tip(), entry: i)
            }
        case .lifecycle where Self.isNavigation(e.message):
            add(lane(.events, "events"), style: "nav", time: e.time, label: "\(e.subject) \(e.message)", tip: tip(), entry: i)
        default:
            if hasLane(.view, e.subject) {
                add(lane(.view, e.subject), style: "event", time: e.time, label: e.message, tip: tip(), entry: i)
            } else {
                add(lane(.events, "events"), style: e.kind == .log ? "log" : "event", time: e.time, label: "\(e.subject) \(e.message)", tip: tip(), entry: i)
            }
        }
    }

    static func isNavigation(_ message: String) -> Bool {
        ["push", "pop", "interactive pop", "didShow", "willShow", "frozen"].contains { message.hasPrefix($0) }
    }

    /// The state a state line reaches: `pending`, the one after "→", or what "proceeds" names.
    /// Compared byte by byte: the engine words these lines.
    private static func target(_ message: String) -> String? {
        let bytes = message.utf8
        if bytes.starts(with: "pending(".utf8) { return "pending" }
        if bytes.starts(with: "proceeds".utf8) { return message.contains("began") ? "began" : "recognized" }
        // "→" is E2 86 92 in UTF-8; its last byte starts no other scalar.
        var i = bytes.startIndex
        while let k = bytes[i...].firstIndex(of: 0x92) {
            if bytes.distance(from: bytes.startIndex, to: k) >= 2, bytes[bytes.index(k, offsetBy: -2)] == 0xE2, bytes[bytes.index(k, offsetBy: -1)] == 0x86 {
                return String(message[bytes.index(after: k)...])
            }
            i = bytes.index(after: k)
        }
        return nil
    }

    private mutating func addState(_ e: TraceEntry, index i: Int, tip: () -> String) {
        let id = e.subject
        guard recognizerIDs.contains(id) || viewKinds[id] == nil else {
            add(lane(.events, "events"), style: "event", time: e.time, label: e.message, tip: tip(), entry: i); return
        }
        guard let to = Self.target(e.message) else {
            add(lane(.recognizer, id), style: "note", time: e.time, label: e.message, tip: tip(), entry: i)
            return
        }
        closeState(id, at: e.time)
        let li = lane(.recognizer, id)
        if to != "possible" {
            // Several transitions in one turn read as one mark: "recognized→failed".
            if let last = lastStateMark[id], abs(last.time - e.time) < 1e-9 {
                if let k = stored(li, last.mark) {
                    lanes[li].marks[k].style = "state-\(to)"
                    lanes[li].marks[k].label += "→\(to)"
                    lanes[li].marks[k].tip += "\n" + tip()
                    lanes[li].marks[k].entry = i
                    touchMark(li, k)
                }
            } else {
                lastStateMark[id] = (add(li, style: "state-\(to)", time: e.time, label: to, tip: tip(), entry: i), e.time)
            }
        }
        if Self.isSpanState(to) { openState[id] = (to, e.time, i) }
    }

    private mutating func addTouches(_ e: TraceEntry, index i: Int, tip: () -> String) {
        let fingers = e.fingers ?? [0]
        if !e.message.hasPrefix("touches") {
            add(lane(.view, e.subject), style: "withheld", time: e.time, label: "✕", tip: tip(), entry: i)
            return
        }
        if (e.cause ?? "").hasPrefix("forwarded") {
            // Drawn on the lane of the view that got the touch: one mark per turn, naming the chain.
            let delivered = deliveredTo
            let home = fingers.lazy.compactMap { delivered[$0] }.first ?? e.subject
            let li = lane(.view, home)
            if let last = lastForwardMark[home], abs(last.time - e.time) < 1e-9, last.label.hasSuffix(e.message) {
                let label = last.label.replacingOccurrences(of: " \(e.message)", with: " → \(e.subject) \(e.message)")
                lastForwardMark[home]?.label = label
                if let k = stored(li, last.mark) {
                    lanes[li].marks[k].label = label
                    lanes[li].marks[k].tip += "\n" + tip()
                    touchMark(li, k)
                }
            } else {
                let label = "→ \(e.subject) \(e.message)"
                lastForwardMark[home] = (add(li, style: "forwarded", time: e.time, label: label, tip: tip(), entry: i), e.time, label)
            }
            return
        }
        for f in fingers { deliveredTo[f] = e.subject }
        if e.message == "touchesBegan" {
            for f in fingers {
                openTouch[e.subject, default: [:]][f] = (e.time, i)
                if let h = hitAt[f], e.time - h.time > Self.heldThreshold {
                    let held = e.time - h.time
                    add(lane(.view, e.subject), style: "held-span", time: h.time, end: e.time, label: "held \(msText(held))",
                        tip: "\(e.subject): finger \(f)'s touch held back \(msText(held)) (\(msText(h.time))–\(msText(e.time)))" + (e.cause.map { " — \($0)" } ?? ""),
                        entry: i)
                }
                hitAt[f] = nil
            }
            add(lane(.view, e.subject), style: "touch-began", time: e.time, label: "began", tip: tip(), entry: i)
        } else if e.message == "touchesMoved" {
            add(lane(.view, e.subject), style: "touch-moved", time: e.time, label: "", tip: tip(), entry: i)
        } else {
            let ended = e.message == "touchesEnded"
            for f in fingers {
                hitAt[f] = nil
                if let o = openTouch[e.subject]?[f] {
                    add(lane(.view, e.subject), style: ended ? "touch-span" : "touch-span-cancelled", time: o.time, end: e.time, label: "",
                        tip: "\(e.subject) tracked finger \(f) \(msText(o.time))–\(msText(e.time))", entry: o.entry)
                    openTouch[e.subject]?[f] = nil
                }
            }
            add(lane(.view, e.subject), style: ended ? "touch-ended" : "touch-cancelled", time: e.time, label: ended ? "ended" : "cancelled", tip: tip(), entry: i)
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

    /// Closes the spans still open at `end`.
    private mutating func closeAll(end: TimeInterval) {
        for id in openState.keys.sorted() { closeState(id, at: end) }
        for (view, fingers) in openTouch.sorted(by: { $0.key < $1.key }) {
            for (f, o) in fingers.sorted(by: { $0.key < $1.key }) {
                add(lane(.view, view), style: "touch-span", time: o.time, end: end, label: "", tip: "\(view) still tracking finger \(f)", entry: o.entry)
            }
        }
        openTouch = [:]
    }

    /// The order marks are drawn in, within a lane: spans before points so points draw on top,
    /// each by time. Both the marks and a bounded timeline's plan are sorted by it, so the plan
    /// knows where each mark ends up (the same comparisons give the same order).
    static func drawnBefore(isSpan a: Bool, _ at: TimeInterval, isSpan b: Bool, _ bt: TimeInterval) -> Bool {
        (a ? 0 : 1, at) < (b ? 0 : 1, bt)
    }

    /// The lanes in order: fingers, recognisers, views, events.
    private var laneOrder: [Int] { lanes.indices.sorted { (order[$0], lanes[$0].title) < (order[$1], lanes[$1].title) } }

    /// `counting`: which marks a timeline of at most `marksPerLane` marks a lane draws, spans
    /// still open closed at `end`.
    mutating func plan(end: TimeInterval, marksPerLane: Int) -> TimelinePlan {
        closeAll(end: end)
        return TimelinePlan(shapes: shapes, marksPerLane: marksPerLane)
    }

    /// The finished lanes: spans still open are closed at `end`; lanes in order (fingers,
    /// recognisers, views, events), spans before points so points draw on top. `keeping`: the
    /// marks the plan draws, in the same order.
    mutating func finish(end: TimeInterval) -> [Lane] {
        closeAll(end: end)
        let sorted = laneOrder
        if case .keeping(let plan) = mode {
            return sorted.map { li in
                var l = lanes[li]
                l.marks = plan.drawnOrder(lane: li, of: l.marks)
                return l
            }
        }
        return sorted.map { li in
            var l = lanes[li]
            l.marks.sort { Self.drawnBefore(isSpan: $0.end != nil, $0.time, isSpan: $1.end != nil, $1.time) }
            return l
        }
    }

    /// How many marks each lane made, kept or not, in the order ``finish(end:)`` returns the lanes.
    var markCounts: [Int] { laneOrder.map { made[$0] } }
}
