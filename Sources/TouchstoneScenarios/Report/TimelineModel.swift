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
    /// How many marks each lane had before it was thinned (equal to its marks when not thinned).
    var markCounts: [Int]

    /// The timeline of a run (the same lanes the live playground draws, built one entry at a time).
    public init(_ r: ScenarioResult) {
        var builder = TimelineBuilder(layout: r.layout)
        for i in r.entries.indices { builder.add(r.entries[i], index: i) }
        endTime = max(builder.endTime, 0.1)
        lanes = builder.finish(end: endTime)
        markCounts = builder.markCounts
    }

    /// The timeline of a run with at most `marksPerLane` marks a lane (`HTMLReport.thinned`,
    /// decision R23): the full timeline thinned, with the same marks and tips, but made in two
    /// passes over the entries — the first counts each lane's marks and decides which are drawn
    /// (``TimelinePlan``), the second makes only those (decision R26) — so a run of millions of
    /// entries costs its drawn marks, not all of them (issue 30).
    init(_ r: ScenarioResult, marksPerLane: Int) {
        var counter = TimelineBuilder(layout: r.layout, mode: .counting)
        for i in r.entries.indices { counter.add(r.entries[i], index: i) }
        endTime = max(counter.endTime, 0.1)
        let plan = counter.plan(end: endTime, marksPerLane: marksPerLane)
        var builder = TimelineBuilder(layout: r.layout, mode: .keeping(plan))
        for i in r.entries.indices { builder.add(r.entries[i], index: i) }
        lanes = builder.finish(end: endTime)
        markCounts = builder.markCounts
    }
}
