import Foundation
import Touchstone

/// One gesture the doctor tries, each time on a copy of the scene as the file describes it.
public struct DoctorGesture: Sendable {
    /// The gesture in words: `tap on list.row0`, `drag → fast from gallery (left edge)`.
    public var name: String
    /// The gesture without its speed: two gestures of one family that give different winners
    /// show a timing dependence (`drag → from gallery`).
    public var family: String
    /// The view whose point the gesture starts on (`nil` for edge swipes).
    public var view: String?
    /// The script steps that perform it.
    public var steps: [Step]
    /// Where its fingers go down, in screen coordinates: a fix that changes hit-testing of a view
    /// is replayed on the gestures that start inside it.
    public var downs: [CGPoint]
    /// The view the second finger starts on, for a two-finger tap on two controls.
    public var secondView: String? = nil
}

/// The gesture family (issue 18): at chosen points of every reachable view, taps, presses held
/// past the content delay, double taps, long presses, drags in eight directions at two speeds,
/// two-finger pinch and rotation when a recogniser wants two touches, a tap during a scroll's
/// deceleration, a press that turns into a drag, a switch dragged there and back; and swipes in
/// from each screen edge at three places, fast and slow.
enum GestureFamily {
    /// Cells of a list beyond the first two look like the first two: probing them repeats findings
    /// (one finding per cause, not per row) and costs time.
    static let probedCellsPerList = 2

    static func gestures(for scene: Scene, layout: SceneLayout, twoFingers: Bool) -> [DoctorGesture] {
        var out: [DoctorGesture] = []
        let screen = scene.scenario.device.screen
        var cellsSeen: [String: Int] = [:]
        let declared = Set(scene.scenario.allViews.map(\.id))
        for v in layout.views where v.hittable {
            if !declared.contains(v.id), let list = repeatedCellList(v.id) {
                cellsSeen[list, default: 0] += 1
                if cellsSeen[list]! > probedCellsPerList { continue }
            }
            guard let big = v.tappable.max(by: { $0.width * $0.height < $1.width * $1.height }) else { continue }
            let centre = CGPoint(x: big.midX, y: big.midY)
            out += pointGestures(at: centre, label: v.id, view: v.id, full: true)
            if twoFingers {
                // Where the two fingers go down: either side of the centre, half the span away.
                func pair(_ span: Double) -> [CGPoint] { [CGPoint(x: centre.x - span / 2, y: centre.y), CGPoint(x: centre.x + span / 2, y: centre.y)] }
                out.append(gesture("pinch out on \(v.id)", family: "pinch on \(v.id)", view: v.id, pair(60),
                                   .pinch(center: centre, from: 60, to: 180, duration: 0.3), 0.3))
                out.append(gesture("pinch in on \(v.id)", family: "pinch on \(v.id)", view: v.id, pair(180),
                                   .pinch(center: centre, from: 180, to: 60, duration: 0.3), 0.3))
                out.append(gesture("rotate on \(v.id)", family: "rotate on \(v.id)", view: v.id, pair(120),
                                   .rotate(center: centre, span: 120, fromDegrees: 0, toDegrees: 60, duration: 0.3), 0.3))
            }
            // Near its left and right ends: where back swipes and "within N pt of the edge" rules live.
            if big.width >= 40 {
                for (side, x) in [("left edge", big.minX + 6), ("right edge", big.maxX - 6)] {
                    out += pointGestures(at: CGPoint(x: x, y: big.midY), label: "\(v.id) (\(side))", view: v.id, full: false)
                }
            }
            if let scroll = scene.view(v.id) as? UIScrollView {
                out += scrollGestures(scroll, at: centre, id: v.id)
            }
            if v.kind == "switch", let frame = scene.view(v.id).map({ $0.convert($0.bounds, to: nil) }) {
                // Across the middle and back, as seed 004's user did: from the knob's side to the far side, twice.
                let a = CGPoint(x: frame.minX + frame.width / 4, y: frame.midY), b = CGPoint(x: frame.maxX, y: frame.midY)
                let steps: [Step] = [
                    Step(at: nil, action: .drag(from: a, to: b, duration: 0.16, hold: 0, lift: false), duration: 0.16),
                    Step(at: nil, action: .moveLine(id: 0, from: b, to: a, duration: 0.15), duration: 0.15),
                    Step(at: nil, action: .moveLine(id: 0, from: a, to: b, duration: 0.15), duration: 0.15),
                    Step(at: nil, action: .event([.up(id: 0)]), duration: 0),
                ]
                out.append(DoctorGesture(name: "drag there and back on \(v.id)", family: "drag there and back on \(v.id)", view: v.id, steps: steps, downs: [a]))
            }
        }
        out += delegateZoneGestures(scene)
        out += twoControlGestures(scene)
        for edge in [UIRectEdge.left, .right, .top, .bottom] {
            let length = Double(edge == .left || edge == .right ? screen.height : screen.width)
            for (where_, f) in [("near its start", 0.25), ("in its middle", 0.5), ("near its end", 0.75)] {
                let position = length * f
                for (speed, distance, duration) in [("fast", 200.0, 0.2), ("slow", 200.0, 0.8)] {
                    let start = edgePoint(edge, position: position, screen: screen)
                    out.append(gesture("\(speed) swipe in from the \(edgeName(edge)) edge, \(where_)",
                                       family: "swipe in from the \(edgeName(edge)) edge, \(where_)", view: viewHit(at: start, scene), [start],
                                       .edgeSwipe(edge: edge, position: position, distance: distance, duration: duration), duration))
                }
            }
        }
        return out
    }

    /// Taps, presses, drags and (at a view's centre) double taps, long presses and held-then-moved drags at `p`.
    static func pointGestures(at p: CGPoint, label: String, view: String, full: Bool) -> [DoctorGesture] {
        var out: [DoctorGesture] = []
        out.append(gesture("tap on \(label)", family: "tap on \(label)", view: view, [p], .tap(p, duration: 0.08, fingers: 1), 0.08))
        let dirs: [(String, Double)] = full
            ? [("→", 0), ("↘", 45), ("↓", 90), ("↙", 135), ("←", 180), ("↖", 225), ("↑", 270), ("↗", 315)]
            : [("→", 0), ("←", 180)]
        for (arrow, degrees) in dirs {
            let a = degrees * .pi / 180
            for (speed, distance, duration) in [("slow", 80.0, 0.4), ("fast", 120.0, 0.1)] {
                let to = CGPoint(x: p.x + cos(a) * distance, y: p.y + sin(a) * distance)
                out.append(gesture("drag \(arrow) \(speed) from \(label)", family: "drag \(arrow) from \(label)", view: view, [p],
                                   .drag(from: p, to: to, duration: duration, hold: 0, lift: true), duration))
            }
        }
        guard full else { return out }
        out.append(gesture("press 300 ms on \(label)", family: "press on \(label)", view: view, [p], .tap(p, duration: 0.3, fingers: 1), 0.3))
        out.append(gesture("double tap on \(label)", family: "double tap on \(label)", view: view, [p],
                           .doubleTap(p, interval: 0.12, duration: 0.06), 0.24))
        out.append(gesture("long press on \(label)", family: "press on \(label)", view: view, [p], .longPress(p, duration: 0.8), 0.8))
        for (arrow, d) in [("→", CGPoint(x: 80, y: 0)), ("↑", CGPoint(x: 0, y: -80))] {
            out.append(gesture("press 300 ms then drag \(arrow) from \(label)", family: "press then drag \(arrow) from \(label)", view: view, [p],
                               .drag(from: p, to: CGPoint(x: p.x + d.x, y: p.y + d.y), duration: 0.3, hold: 0.3, lift: true), 0.6))
        }
        return out
    }

    /// A tap while the scroll view decelerates from a flick along the axis it scrolls.
    static func scrollGestures(_ scroll: UIScrollView, at p: CGPoint, id: String) -> [DoctorGesture] {
        let horizontal = scroll.contentSize.width > scroll.bounds.width && scroll.contentSize.height <= scroll.bounds.height
        let to = horizontal ? CGPoint(x: p.x - 120, y: p.y) : CGPoint(x: p.x, y: p.y - 120)
        let steps = [
            Step(at: nil, action: .drag(from: p, to: to, duration: 0.1, hold: 0, lift: true), duration: 0.1),
            Step(at: nil, action: .wait(0.05), duration: 0.05),
            Step(at: nil, action: .tap(p, duration: 0.08, fingers: 1), duration: 0.08),
        ]
        return [DoctorGesture(name: "tap on \(id) while it decelerates", family: "tap on \(id) while it decelerates", view: id, steps: steps, downs: [p])]
    }

    /// Controls this close (the gap between their frames, in points) are "nearby": two fingers
    /// can press both at once (a thumb on each).
    static let nearbyGap: CGFloat = 24
    /// At most this many pairs, nearest first.
    static let maximumControlPairs = 12

    /// A two-finger tap on each pair of nearby buttons and controls of the scene, both fingers
    /// down in one event and up 80 ms later: two pushes, two sends (issue 31; `isExclusiveTouch`).
    static func twoControlGestures(_ scene: Scene) -> [DoctorGesture] {
        var controls: [(id: String, frame: CGRect)] = []
        for spec in scene.scenario.allViews where spec.kind == .button || spec.kind == .control {
            guard let v = scene.view(spec.id), v.window != nil, Reachability.isVisible(v) else { continue }
            let f = v.convert(v.bounds, to: nil)
            guard viewHit(at: CGPoint(x: f.midX, y: f.midY), scene) == spec.id else { continue }
            controls.append((spec.id, f))
        }
        var pairs: [(gap: CGFloat, a: Int, b: Int)] = []
        for i in controls.indices { for j in controls.indices where j > i {
            let a = controls[i].frame, b = controls[j].frame
            let gap = max(max(a.minX, b.minX) - min(a.maxX, b.maxX), max(a.minY, b.minY) - min(a.maxY, b.maxY), 0)
            if gap <= nearbyGap { pairs.append((gap, i, j)) }
        } }
        return pairs.sorted { ($0.gap, $0.a, $0.b) < ($1.gap, $1.a, $1.b) }.prefix(maximumControlPairs).map { pair in
            let (a, b) = (controls[pair.a], controls[pair.b])
            let pa = CGPoint(x: a.frame.midX, y: a.frame.midY), pb = CGPoint(x: b.frame.midX, y: b.frame.midY)
            let name = "two-finger tap on \(a.id) and \(b.id)"
            let steps = [
                Step(at: nil, action: .event([.down(id: 0, at: pa), .down(id: 1, at: pb)]), duration: 0),
                Step(at: nil, action: .wait(0.08), duration: 0.08),
                Step(at: nil, action: .event([.up(id: 0), .up(id: 1)]), duration: 0),
            ]
            return DoctorGesture(name: name, family: name, view: a.id, steps: steps, downs: [pa, pb], secondView: b.id)
        }
    }

    /// A tap and horizontal drags at the centre of each screen region a delegate rule names, so a
    /// rule like "only within 100 pt of the left edge" is met by a gesture.
    static func delegateZoneGestures(_ scene: Scene) -> [DoctorGesture] {
        var regions: [CGRect] = []
        for r in scene.scenario.recognizers {
            for list in [r.delegate?.shouldReceive, r.delegate?.shouldBegin].compactMap({ $0 }) {
                for rule in list.rules { regions += [rule.condition.region, rule.condition.outsideRegion].compactMap { $0 } }
            }
        }
        let screen = CGRect(origin: .zero, size: scene.scenario.device.screen)
        var out: [DoctorGesture] = []
        for r in regions {
            let z = r.intersection(screen)
            guard !z.isNull, z.width > 0, z.height > 0 else { continue }
            let label = "the zone [\(HTMLReport.n(z.minX)), \(HTMLReport.n(z.minY)), \(HTMLReport.n(z.width)), \(HTMLReport.n(z.height))]"
            let p = CGPoint(x: z.midX, y: z.midY)
            out.append(gesture("tap in \(label)", family: "tap in \(label)", view: nil, [p], .tap(p, duration: 0.08, fingers: 1), 0.08))
            for (arrow, dx) in [("→", 80.0), ("←", -80.0)] {
                out.append(gesture("drag \(arrow) in \(label)", family: "drag \(arrow) in \(label)", view: nil, [p],
                                   .drag(from: p, to: CGPoint(x: p.x + dx, y: p.y), duration: 0.3, hold: 0, lift: true), 0.3))
            }
        }
        return out
    }

    static func gesture(_ name: String, family: String, view: String?, _ downs: [CGPoint], _ action: Step.Action, _ duration: TimeInterval) -> DoctorGesture {
        DoctorGesture(name: name, family: family, view: view, steps: [Step(at: nil, action: action, duration: duration)], downs: downs)
    }

    /// Where a finding about a view is: `list.row*` for any row of a list (one finding for all its
    /// rows), else the view's id.
    static func place(of id: String) -> String { repeatedCellList(id).map { $0 + "*" } ?? id }

    /// The table or collection view a made cell belongs to (`list.row7` → `list`), else `nil`.
    static func list(of id: String) -> String? {
        repeatedCellList(id).map { String($0[..<$0.lastIndex(of: ".")!]) }
    }

    /// The scenario view a touch at `p` lands on (or its nearest scenario ancestor).
    static func viewHit(at p: CGPoint, _ scene: Scene) -> String? {
        var v = scene.window.hitTest(p, with: nil)
        while let cur = v { if let id = scene.id(of: cur) { return id }; v = cur.superview }
        return nil
    }

    /// `list.row7` → `list.row` (the shape of a table's or collection's cell ids), else `nil`.
    /// Only ids the table or collection made are cells: callers skip ids the scene declares.
    static func repeatedCellList(_ id: String) -> String? {
        for marker in [".row", ".cell", ".item", ".content"] {
            if let r = id.range(of: marker, options: .backwards), !id[r.upperBound...].isEmpty,
               id[r.upperBound...].allSatisfy(\.isNumber) {
                return String(id[..<r.upperBound])
            }
        }
        return nil
    }

    static func edgePoint(_ edge: UIRectEdge, position: Double, screen: CGSize) -> CGPoint {
        switch edge {
        case .left: CGPoint(x: 2, y: position)
        case .right: CGPoint(x: Double(screen.width) - 2, y: position)
        case .top: CGPoint(x: position, y: 2)
        default: CGPoint(x: position, y: Double(screen.height) - 2)
        }
    }

    static func edgeName(_ edge: UIRectEdge) -> String {
        switch edge { case .left: "left"; case .right: "right"; case .top: "top"; default: "bottom" }
    }
}
