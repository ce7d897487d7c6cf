import Foundation
import Touchstone

/// The timeline as lanes and marks, computed from a trace — what the HTML report draws.
/// Kept separate from the drawing so tests can check the structure without parsing HTML.
public struct TimelineModel: Sendable {
    /// What a lane shows.
    public enum LaneKind: String, Sendable {
        /// One finger: down, moves, up.
        case finger
        /// One recogniser: state changes, spans and actions.
        case recognizer
        /// One view: touch phases and control events.
        case view
        /// Logs and system events.
        case events
    }

    /// One mark on a lane: a point in time, or a span with an end.
    public struct Mark: Sendable {
        /// CSS class: the state reached, the touch phase, `action`, `control`, `log`…
        public var style: String
        /// When it happens (seconds of virtual time), or when the span starts.
        public var time: TimeInterval
        /// The end time for spans; nil for point marks.
        public var end: TimeInterval?
        /// The short text drawn next to it.
        public var label: String
        /// The full trace line and its cause, shown on hover.
        public var tip: String
        /// Index of the trace entry in the result's entries (to highlight it in the table).
        public var entry: Int
    }

    /// One horizontal lane of the timeline.
    public struct Lane: Sendable {
        /// What the lane shows.
        public var kind: LaneKind
        /// The lane's name (finger, recogniser or view id).
        public var title: String
        /// A second line: the view's class, or the recogniser's kind and view.
        public var subtitle: String
        /// The lane's marks, in time order.
        public var marks: [Mark]
    }

    /// The lanes, top to bottom: fingers, recognisers, views, events.
    public var lanes: [Lane]
    /// The time the timeline ends (at least 0.1 s).
    public var endTime: TimeInterval

    /// The timeline of a run.
    public init(_ r: ScenarioResult) {
        let entries = r.entries
        var end = entries.map(\.time).max() ?? 0
        end = max(end, 0.1)
        endTime = end
        var fingerLanes: [Int: Lane] = [:]
        var recLanes: [String: Lane] = [:]
        var viewLanes: [String: Lane] = [:]
        var eventLane = Lane(kind: .events, title: "events", subtitle: "logs, lifecycle, system", marks: [])
        let recognizerIDs = Set(r.layout.recognizers.map(\.id))
        let viewKinds = Dictionary(r.layout.views.map { ($0.id, $0.kind) }, uniquingKeysWith: { a, _ in a })
        var openState: [String: (state: String, time: TimeInterval, entry: Int)] = [:]
        var openTouch: [String: [Int: (time: TimeInterval, entry: Int)]] = [:]
        var openFinger: [Int: (time: TimeInterval, entry: Int)] = [:]

        // Lanes are changed in place in their dictionaries (`[key, default:]`): a lane copied out
        // and stored back would copy its whole mark list on every append, quadratic in the marks.
        let recognizerSpecs = Dictionary(r.layout.recognizers.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        /// Where each recogniser lane's last state mark is, to merge transitions of one turn.
        var lastStateMark: [String: Int] = [:]

        func tip(_ e: TraceEntry) -> String { e.line.trimmingCharacters(in: .whitespaces) }
        func newViewLane(_ id: String) -> Lane {
            Lane(kind: .view, title: id, subtitle: viewKinds[id] ?? "responder", marks: [])
        }
        func newRecLane(_ id: String) -> Lane {
            Lane(kind: .recognizer, title: id, subtitle: recognizerSpecs[id].map { "\($0.kind) on \($0.view)" } ?? "recogniser", marks: [])
        }
        func addView(_ id: String, _ m: Mark) { viewLanes[id, default: newViewLane(id)].marks.append(m) }
        func addRec(_ id: String, _ m: Mark) { recLanes[id, default: newRecLane(id)].marks.append(m) }
        func ensureRec(_ id: String) { if recLanes[id] == nil { recLanes[id] = newRecLane(id) } }
        func closeState(_ id: String, at t: TimeInterval) {
            guard let open = openState[id] else { return }
            ensureRec(id)
            if ["began", "changed", "pending"].contains(open.state), t > open.time {
                addRec(id, Mark(style: "span-\(open.state)", time: open.time, end: t, label: open.state,
                                tip: "\(id) \(open.state) from \(msText(open.time)) to \(msText(t))", entry: open.entry))
            }
            openState[id] = nil
        }

        for (i, e) in entries.enumerated() {
            switch e.kind {
            case .input:
                guard e.subject.hasPrefix("finger "), let id = Int(e.subject.dropFirst(7)) else { continue }
                if fingerLanes[id] == nil { fingerLanes[id] = Lane(kind: .finger, title: e.subject, subtitle: "input", marks: []) }
                if e.message.hasPrefix("down") {
                    openFinger[id] = (e.time, i)
                    fingerLanes[id]!.marks.append(Mark(style: "finger-down", time: e.time, label: "down", tip: tip(e), entry: i))
                } else if e.message.hasPrefix("move") {
                    fingerLanes[id]!.marks.append(Mark(style: "finger-move", time: e.time, label: "", tip: tip(e), entry: i))
                } else {
                    if let o = openFinger[id] {
                        fingerLanes[id]!.marks.append(Mark(style: "finger-span", time: o.time, end: e.time, label: "", tip: "\(e.subject) down \(msText(o.time))–\(msText(e.time))", entry: o.entry))
                    }
                    openFinger[id] = nil
                    fingerLanes[id]!.marks.append(Mark(style: e.message == "up" ? "finger-up" : "finger-cancel", time: e.time, label: e.message, tip: tip(e), entry: i))
                }
            case .hitTest:
                if e.subject != "nothing" {
                    addView(e.subject, Mark(style: "hit", time: e.time, label: "hit", tip: tip(e), entry: i))
                }
            case .state:
                let id = e.subject
                guard recognizerIDs.contains(id) || viewKinds[id] == nil else {
                    eventLane.marks.append(Mark(style: "event", time: e.time, label: e.message, tip: tip(e), entry: i)); continue
                }
                var target: String?
                if e.message.hasPrefix("pending(") { target = "pending" }
                else if e.message.hasPrefix("proceeds") { target = e.message.contains("began") ? "began" : "recognized" }
                else if let arrow = e.message.range(of: "→") { target = String(e.message[arrow.upperBound...]) }
                guard let to = target else {
                    addRec(id, Mark(style: "note", time: e.time, label: e.message, tip: tip(e), entry: i))
                    continue
                }
                closeState(id, at: e.time)
                ensureRec(id)
                if to != "possible" {
                    // Several transitions in one turn read as one mark: "recognized→failed".
                    if let k = lastStateMark[id], abs(recLanes[id]!.marks[k].time - e.time) < 1e-9 {
                        recLanes[id]!.marks[k].style = "state-\(to)"
                        recLanes[id]!.marks[k].label += "→\(to)"
                        recLanes[id]!.marks[k].tip += "\n" + tip(e)
                        recLanes[id]!.marks[k].entry = i
                    } else {
                        lastStateMark[id] = recLanes[id]!.marks.count
                        addRec(id, Mark(style: "state-\(to)", time: e.time, label: to, tip: tip(e), entry: i))
                    }
                }
                if ["began", "changed", "pending"].contains(to) { openState[id] = (to, e.time, i) }
            case .action:
                addRec(e.subject, Mark(style: "action", time: e.time, label: e.message, tip: tip(e), entry: i))
            case .touches:
                let forwarded = (e.cause ?? "").hasPrefix("forwarded")
                let fingers = e.fingers ?? [0]
                if !e.message.hasPrefix("touches") {
                    addView(e.subject, Mark(style: "withheld", time: e.time, label: "✕", tip: tip(e), entry: i))
                } else if forwarded {
                    addView(e.subject, Mark(style: "forwarded", time: e.time, label: e.message, tip: tip(e), entry: i))
                } else if e.message == "touchesBegan" {
                    for f in fingers { openTouch[e.subject, default: [:]][f] = (e.time, i) }
                    addView(e.subject, Mark(style: "touch-began", time: e.time, label: "began", tip: tip(e), entry: i))
                } else if e.message == "touchesMoved" {
                    addView(e.subject, Mark(style: "touch-moved", time: e.time, label: "", tip: tip(e), entry: i))
                } else {
                    let ended = e.message == "touchesEnded"
                    for f in fingers {
                        if let o = openTouch[e.subject]?[f] {
                            addView(e.subject, Mark(style: ended ? "touch-span" : "touch-span-cancelled", time: o.time, end: e.time, label: "",
                                                    tip: "\(e.subject) tracked finger \(f) \(msText(o.time))–\(msText(e.time))", entry: o.entry))
                            openTouch[e.subject]?[f] = nil
                        }
                    }
                    addView(e.subject, Mark(style: ended ? "touch-ended" : "touch-cancelled", time: e.time, label: ended ? "ended" : "cancelled", tip: tip(e), entry: i))
                }
            case .control:
                addView(e.subject, Mark(style: "control", time: e.time, label: e.message, tip: tip(e), entry: i))
            case .error:
                eventLane.marks.append(Mark(style: "error", time: e.time, label: e.message, tip: tip(e), entry: i))
            default:
                if viewLanes[e.subject] != nil {
                    viewLanes[e.subject]!.marks.append(Mark(style: "event", time: e.time, label: e.message, tip: tip(e), entry: i))
                } else {
                    eventLane.marks.append(Mark(style: e.kind == .log ? "log" : "event", time: e.time, label: "\(e.subject) \(e.message)", tip: tip(e), entry: i))
                }
            }
        }
        for id in openState.keys.sorted() { closeState(id, at: end) }
        for (view, fingers) in openTouch {
            for (f, o) in fingers {
                viewLanes[view]?.marks.append(Mark(style: "touch-span", time: o.time, end: end, label: "", tip: "\(view) still tracking finger \(f)", entry: o.entry))
            }
        }
        var lanes: [Lane] = fingerLanes.keys.sorted().map { fingerLanes[$0]! }
        let recOrder = r.layout.recognizers.map(\.id) + recLanes.keys.sorted().filter { !recognizerIDs.contains($0) }
        lanes += recOrder.compactMap { recLanes[$0] }
        let viewOrder = r.layout.views.map(\.id) + viewLanes.keys.sorted().filter { viewKinds[$0] == nil }
        lanes += viewOrder.compactMap { viewLanes[$0] }
        if !eventLane.marks.isEmpty { lanes.append(eventLane) }
        // Spans first so point marks draw on top of them.
        self.lanes = lanes.map { lane in
            var l = lane
            l.marks.sort { ($0.end != nil ? 0 : 1, $0.time) < ($1.end != nil ? 0 : 1, $1.time) }
            return l
        }
    }
}
