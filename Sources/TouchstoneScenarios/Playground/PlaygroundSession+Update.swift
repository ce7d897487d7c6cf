import Foundation
import Touchstone

/// The `update` frame a session sends after every request: what changed since the last one
/// (Playground/Sources/TouchstoneServer/TouchstoneServer.docc/LivePlayground.md). It is sent up to 120 times a second per page, so it is built for speed
/// without changing a byte of what the page receives (Decision PG10, Sources/Touchstone/Touchstone.docc/Performance.md round 12).
extension PlaygroundSession {
    /// What changed since the last update: new trace lines, lanes from their first changed mark,
    /// recognisers whose state changed, views that moved, and the fingers down — preceded by the
    /// new screen when a push or pop changed it.
    func update() -> [String] {
        let device = scene.device
        var screen: [String] = []
        let shown = stack()
        if shown != lastStack {
            lastStack = shown
            layout = SceneLayout.capture(scene, tappableAreas: true)
            viewFrames = PlaygroundViewFrames(Self.trackedViews(scene))
            recognizerIDs = PlaygroundWhatIf.recognizerIDs(scene)
            screen = [sceneMessage(fresh: false)]
        }
        let all = device.trace.entries
        var rows: [PlaygroundEntry] = []
        if sentEntries < all.count {
            rows.reserveCapacity(all.count - sentEntries)
            for i in sentEntries..<all.count {
                // The line is made and trimmed once, for the trace list and the mark's tip.
                let line = PlaygroundEntry.cut(TimelineBuilder.trimmed(all[i].line))
                timeline.add(all[i], index: i, tip: line)
                rows.append(PlaygroundEntry(all[i], index: i, line: line))
            }
            sentEntries = all.count
        }
        var states: [(id: String, state: String)] = []
        for id in recognizerIDs {
            guard let r = scene.recognizer(id) else { continue }
            let s = "\(r.state)"
            if lastStates[id] != s { states.append((id, s)); lastStates[id] = s }
        }
        let down = device.activeTouches.map { t -> FingerInfo in
            let p = t.location(in: nil)
            return FingerInfo(id: t.fingerID, x: Double(p.x), y: Double(p.y), view: t.view.flatMap { scene.id(of: $0) ?? $0.accessibilityIdentifier })
        }
        let update = PlaygroundUpdate(time: ms(device.clock.now), entries: rows, lanes: timeline.changes(), states: states,
                                      frames: viewFrames.changes(), fingers: down, busy: engaged)
        return screen + [update.json()]
    }
}

/// One `update` frame's content, written by hand (``json()``) or, as the reference it must
/// match byte for byte, by `JSONEncoder` (``encoded()``).
struct PlaygroundUpdate {
    var time: Double
    var entries: [PlaygroundEntry]
    var lanes: [TimelineBuilder.LaneChange]
    /// Recognisers whose state changed, any order (sorted when written).
    var states: [(id: String, state: String)]
    /// Views whose frame changed, sorted by id.
    var frames: [(id: String, frame: PlaygroundRect)]
    var fingers: [PlaygroundSession.FingerInfo]
    var busy: Bool

    private struct Reply: Encodable {
        var type = "update"
        var time: Double
        var entries: [PlaygroundEntry]
        var lanes: [PlaygroundLane]
        var states: [String: String]
        var frames: [String: [Double]]
        var fingers: [PlaygroundSession.FingerInfo]
        var busy: Bool
    }

    /// The frame as `JSONEncoder` writes it (with `.sortedKeys`; see ``encodeReply(_:)``).
    func encoded() -> String {
        encodeReply(Reply(time: time, entries: entries, lanes: lanes.map(PlaygroundLane.init),
                          states: Dictionary(states.map { ($0.id, $0.state) }, uniquingKeysWith: { _, b in b }),
                          frames: Dictionary(frames.map { ($0.id, $0.frame.array) }, uniquingKeysWith: { _, b in b }),
                          fingers: fingers, busy: busy))
    }

    /// The same text as ``encoded()``, written directly; a number that is not finite (which
    /// JSON cannot carry) falls back to the encoder and its error frame.
    func json() -> String {
        var w = PlaygroundJSON(capacity: 256 + 48 * frames.count + 160 * entries.count)
        var ok = true
        w.raw("{\"busy\":"); w.bool(busy)
        w.raw(",\"entries\":[")
        var first = true
        for e in entries {
            w.separator(&first)
            w.raw("{\"i\":"); w.int(e.i)
            w.raw(",\"kind\":"); w.string(e.kind)
            w.raw(",\"line\":"); w.string(e.line)
            w.raw(",\"subject\":"); w.string(e.subject)
            w.raw(",\"t\":"); ok = w.number(e.t) && ok
            w.raw("}")
        }
        w.raw("],\"fingers\":[")
        first = true
        for f in fingers {
            w.separator(&first)
            w.raw("{\"id\":"); w.int(f.id)
            if let view = f.view { w.raw(",\"view\":"); w.string(view) }
            w.raw(",\"x\":"); ok = w.number(f.x) && ok
            w.raw(",\"y\":"); ok = w.number(f.y) && ok
            w.raw("}")
        }
        w.raw("],\"frames\":{")
        first = true
        for (id, r) in frames {
            w.separator(&first)
            w.string(id); w.raw(":[")
            ok = w.number(r.x) && ok; w.raw(",")
            ok = w.number(r.y) && ok; w.raw(",")
            ok = w.number(r.width) && ok; w.raw(",")
            ok = w.number(r.height) && ok; w.raw("]")
        }
        w.raw("},\"lanes\":[")
        first = true
        for l in lanes {
            w.separator(&first)
            w.raw("{\"from\":"); w.int(l.from)
            w.raw(",\"key\":"); w.string(l.key)
            w.raw(",\"kind\":"); w.string(l.kind.rawValue)
            w.raw(",\"marks\":[")
            var firstMark = true
            for m in l.marks {
                w.separator(&firstMark)
                w.raw("{")
                if let end = m.end { w.raw("\"end\":"); ok = w.number(ms(end)) && ok; w.raw(",") }
                w.raw("\"entry\":"); w.int(m.entry)
                w.raw(",\"label\":"); w.string(PlaygroundEntry.cut(m.label))
                w.raw(",\"style\":"); w.string(m.style)
                w.raw(",\"t\":"); ok = w.number(ms(m.time)) && ok
                w.raw(",\"tip\":"); w.string(PlaygroundEntry.cut(m.tip))
                w.raw("}")
            }
            w.raw("],\"order\":"); w.int(l.order)
            w.raw(",\"subtitle\":"); w.string(l.subtitle)
            w.raw(",\"title\":"); w.string(l.title)
            w.raw("}")
        }
        w.raw("],\"states\":{")
        first = true
        for (id, state) in states.sorted(by: { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }) {
            w.separator(&first)
            w.string(id); w.raw(":"); w.string(state)
        }
        w.raw("},\"time\":"); ok = w.number(time) && ok
        w.raw(",\"type\":\"update\"}")
        return ok ? w.text : encoded()
    }
}

/// A view's frame on the window as the page gets it: x, y, width, height rounded to 0.01 pt
/// (``rectArray(_:)``).
struct PlaygroundRect: Equatable {
    var x, y, width, height: Double

    init(_ r: CGRect) {
        x = Self.round(r.minX); y = Self.round(r.minY); width = Self.round(r.width); height = Self.round(r.height)
    }
    private static func round(_ v: CGFloat) -> Double { (Double(v) * 100).rounded() / 100 }

    /// `[x, y, width, height]`, as ``rectArray(_:)`` makes it.
    var array: [Double] { [x, y, width, height] }
}

/// The views whose frames the page follows, one per id (the last in the screen's order, which
/// the page also keeps when two views share an id), sorted by id, each with the frame the page
/// last got.
struct PlaygroundViewFrames {
    let views: [(id: String, view: UIView)]
    private var sent: [PlaygroundRect?]

    /// Follows `tracked` (``PlaygroundSession/trackedViews(_:)``); the page has none of their frames yet.
    init(_ tracked: [(id: String, view: UIView)]) {
        var last: [String: Int] = [:]
        for (i, t) in tracked.enumerated() { last[t.id] = i }
        views = last.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { tracked[$0.value] }
        sent = Array(repeating: nil, count: views.count)
    }

    /// The views whose rounded window frame differs from what the page last got, now sent.
    mutating func changes() -> [(id: String, frame: PlaygroundRect)] {
        var out: [(id: String, frame: PlaygroundRect)] = []
        for (i, v) in views.enumerated() {
            let r = PlaygroundRect(Self.windowFrame(v.view))
            if sent[i] != r { out.append((v.id, r)); sent[i] = r }
        }
        return out
    }

    /// `view.convert(view.bounds, to: nil)`, to the last bit. When no view up the chain is
    /// transformed, each step to the superview (rules H5) only shifts a point, the same shift
    /// for the top-left and bottom-right corners, so those two corners are carried up instead of
    /// four and without the arrays `convert` makes; otherwise `convert` itself.
    static func windowFrame(_ view: UIView) -> CGRect {
        let b = view.bounds
        var minX = b.minX, minY = b.minY, maxX = b.maxX, maxY = b.maxY
        var v = view
        while let s = v.superview {
            guard v.transform.isIdentity else { return view.convert(b, to: nil) }
            let vb = v.bounds, c = v.center
            minX = minX - vb.origin.x - vb.width / 2 + c.x
            maxX = maxX - vb.origin.x - vb.width / 2 + c.x
            minY = minY - vb.origin.y - vb.height / 2 + c.y
            maxY = maxY - vb.origin.y - vb.height / 2 + c.y
            v = s
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
