import Foundation
import Touchstone

/// Controls too small to hit: Apple's Human Interface Guidelines ask for hit targets of at least
/// 44 × 44 pt. A button or control of the scene whose touch area (its bounds, or what its
/// `point(inside:with:)` accepts, sampled every 2 pt) is narrower or lower is a problem; the
/// remedy enlarges `point(inside:with:)` to 44 × 44 pt about its centre — or, when that would
/// take touches a neighbouring control, cell or recogniser's view had, as far as the neighbour
/// allows — and the doctor verifies both: the area reaches 44 pt, and no point a neighbour
/// had now goes to the control (DoctorDecisions DR11).
enum HitTargets {
    static let minimum: CGFloat = 44
    static let step: CGFloat = 2

    static func findings(_ scene: Scene, ctx: DoctorContext) -> [Diagnosis] {
        var out: [Diagnosis] = []
        for spec in scene.scenario.allViews where spec.kind == .button || spec.kind == .control {
            guard let view = scene.view(spec.id), view.window != nil, Reachability.isVisible(view), ctx.invisible[spec.id] == nil else { continue }
            let frame = view.convert(view.bounds, to: nil)
            guard frame.width < minimum || frame.height < minimum, frame.width >= 1, frame.height >= 1 else { continue }
            let id = spec.id
            let size = touchArea(id, in: scene)
            guard size.width < minimum - 0.5 || size.height < minimum - 0.5, size.width > 0 else { continue }
            let b = view.bounds
            let w = max(minimum, b.width), h = max(minimum, b.height)
            let symmetric = CGRect(x: b.minX + (b.width - w) / 2, y: b.minY + (b.height - h) / 2, width: w, height: h)
            let neighbours = neighbourFrames(of: id, around: view.convert(symmetric, to: nil), scene: scene, ctx: ctx)
            var remedies: [[SceneChange]] = [[.hitArea(id, area: symmetric)]]
            let clipped = clip(view.convert(symmetric, to: nil), frame: frame, avoiding: neighbours.map(\.frame))
            if clipped != view.convert(symmetric, to: nil) { remedies.insert([.hitArea(id, area: view.convert(clipped, from: nil))], at: 0) }
            let before = owners(around: view.convert(symmetric, to: nil), scene: scene, ctx: ctx).filter { isNeighbour($0.1, of: id, ctx: ctx) }
            var d = Diagnosis(
                kind: .hardToHit, severity: .problem, subjects: [id],
                summary: "\(id) is hard to hit: a finger finds \(n(size.width)) × \(n(size.height)) pt of it, under the 44 × 44 pt minimum",
                cause: "a touch goes to a view only where its point(inside:with:) says yes — by default its bounds (rules H4); Apple's Human Interface Guidelines ask for hit targets of at least 44 × 44 pt",
                gestures: [], shows: { _ in false },
                stillShows: { changed in
                    let s = touchArea(id, in: changed)
                    return s.width < minimum - 0.5 || s.height < minimum - 0.5
                },
                remedies: remedies, evidenceSubjects: [id])
            d.sideEffectsOn = { changed in steals(id, before: before, in: changed) }
            d.ownView = id
            d.point = CGPoint(x: frame.midX, y: frame.midY)
            out.append(d)
        }
        return out
    }

    /// The extent of the points about the view's centre (a square of 64 pt, or its frame if
    /// larger) that hit-test to it or its subviews.
    static func touchArea(_ id: String, in scene: Scene) -> CGSize {
        guard let view = scene.view(id), let window = scene.window else { return .zero }
        let frame = view.convert(view.bounds, to: nil)
        let box = frame.insetBy(dx: -max(0, (64 - frame.width) / 2), dy: -max(0, (64 - frame.height) / 2))
        var minX = CGFloat.infinity, maxX = -CGFloat.infinity, minY = CGFloat.infinity, maxY = -CGFloat.infinity
        var y = box.minY + step / 2
        while y < box.maxY {
            var x = box.minX + step / 2
            while x < box.maxX {
                if let h = window.hitTest(CGPoint(x: x, y: y), with: nil), h === view || h.isDescendant(of: view) {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
                x += step
            }
            y += step
        }
        guard minX <= maxX else { return .zero }
        return CGSize(width: maxX - minX + step, height: maxY - minY + step)
    }

    /// Views a touch could mean besides the control: controls, cells, views with recognisers.
    static func isNeighbour(_ other: String, of id: String, ctx: DoctorContext) -> Bool {
        other != id && !ctx.isInside(id, other) && !ctx.isInside(other, id)
            && (ctx.tappables.contains(other) || ctx.recognizerViews.values.contains(other))
    }

    /// The scenario view each sampled point of `area` (screen) hit-tests to, where it is a neighbour's.
    static func owners(around area: CGRect, scene: Scene, ctx: DoctorContext) -> [(CGPoint, String)] {
        var out: [(CGPoint, String)] = []
        var y = area.minY + step / 2
        while y < area.maxY {
            var x = area.minX + step / 2
            while x < area.maxX {
                let p = CGPoint(x: x, y: y)
                if let v = GestureFamily.viewHit(at: p, scene) { out.append((p, v)) }
                x += step
            }
            y += step
        }
        return out
    }

    static func neighbourFrames(of id: String, around area: CGRect, scene: Scene, ctx: DoctorContext) -> [(id: String, frame: CGRect)] {
        var seen: Set<String> = []
        var out: [(id: String, frame: CGRect)] = []
        for (_, v) in owners(around: area, scene: scene, ctx: ctx) where isNeighbour(v, of: id, ctx: ctx) && seen.insert(v).inserted {
            if let view = scene.view(v) { out.append((v, view.convert(view.bounds, to: nil))) }
        }
        return out
    }

    /// `box` pulled back from each neighbour's frame on the side the neighbour is.
    static func clip(_ box: CGRect, frame: CGRect, avoiding neighbours: [CGRect]) -> CGRect {
        var minX = box.minX, maxX = box.maxX, minY = box.minY, maxY = box.maxY
        for nb in neighbours where nb.intersects(CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)) {
            if nb.minX >= frame.maxX { maxX = min(maxX, nb.minX) }
            else if nb.maxX <= frame.minX { minX = max(minX, nb.maxX) }
            else if nb.minY >= frame.maxY { maxY = min(maxY, nb.minY) }
            else if nb.maxY <= frame.minY { minY = max(minY, nb.maxY) }
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Points a neighbour had before the change that now go to the control, one line per neighbour.
    static func steals(_ id: String, before: [(CGPoint, String)], in changed: Scene) -> [String] {
        var taken: [String: (CGPoint, Int)] = [:]
        for (p, owner) in before where owner != id {
            guard let now = GestureFamily.viewHit(at: p, changed), now == id else { continue }
            let t = taken[owner]
            taken[owner] = (t?.0 ?? p, (t?.1 ?? 0) + 1)
        }
        return taken.keys.sorted().map { owner in
            let (p, count) = taken[owner]!
            return "a tap at (\(n(p.x)), \(n(p.y))): + \(id) touchUpInside, − \(owner)'s touch (\(count * Int(step * step)) pt² taken from \(owner))"
        }
    }

    static func n(_ v: CGFloat) -> String { HTMLReport.n(v) }
}
