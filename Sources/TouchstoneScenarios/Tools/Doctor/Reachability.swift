import Foundation
import Touchstone

/// Views that hit-testing does not reach, in whole or in part: a view with recognisers, a
/// control, a list. Sampled on a grid of 4 pt, coarser for large views (at most about 4,000 points each): a point of the view's on-screen frame that
/// hit-tests to neither it nor one of its subviews is unreachable, for the reason `why` gives
/// (hidden, alpha, interaction off, outside an ancestor's bounds, or a view in front; rules H2–H9).
enum Reachability {
    /// Less than this share of a view reachable is a finding.
    static let reachableShare = 0.75

    static func findings(_ scene: Scene, ctx: DoctorContext) -> [Diagnosis] {
        var out: [Diagnosis] = []
        let interesting = Set(scene.scenario.recognizers.compactMap { $0.builtin == nil ? $0.view : nil })
        for spec in scene.scenario.allViews {
            let kind = spec.kind
            guard interesting.contains(spec.id) || [.button, .control, .switch, .slider, .textField, .textView, .tableView, .collectionView].contains(kind),
                  let view = scene.view(spec.id), view.window != nil, isVisible(view) else { continue }
            guard let (share, point) = unreachable(view, in: scene), share < reachableShare else { continue }
            let hit = scene.window.hitTest(point, with: nil)
            let reason = WhyExplainer.whyNot(view, point: point, hit: hit, scene: scene)
            // Covered by content that handles touches itself is layering by design; covered by a
            // view that does nothing with them (a decoration) is the bug.
            if reason.hasPrefix("behind"), let hit, let front = frontView(hit, covering: view, scene: scene),
               let cover = scene.view(front), !isDecorative(cover) { continue }
            var remedies: [[SceneChange]] = []
            if let hit, let front = frontView(hit, covering: view, scene: scene) { remedies.append([.interactionOff(front)]) }
            if let (ancestor, area) = clippingAncestor(view, at: point, scene: scene) { remedies.append([.hitArea(ancestor, area: area)]) }
            let id = spec.id
            let where_ = "(\(HTMLReport.n(point.x)), \(HTMLReport.n(point.y)))"
            var d = Diagnosis(
                kind: .unreachable, severity: .problem, subjects: [id],
                summary: share == 0
                    ? "\(id) can never be touched: at \(where_) and everywhere else on it, it is \(reason)"
                    : "\(Int(((1 - share) * 100).rounded())) % of \(id) cannot be touched: at \(where_) it \(reason.hasPrefix("lies") ? "" : "is ")\(reason)",
                cause: "hit-testing visits a view only inside its superview's bounds, skips hidden, transparent and non-interactive subtrees, and asks front-most subviews first (rules H2–H9)",
                gestures: [], shows: { _ in false },
                stillShows: { changed in
                    guard let v = changed.view(id) else { return false }
                    return (unreachable(v, in: changed)?.share ?? 1) < reachableShare
                },
                remedies: remedies, evidenceSubjects: [id])
            d.ownView = id
            d.point = point
            out.append(d)
        }
        return out
    }

    /// A view that does nothing with touches: no recogniser, no control, no scroll view in its subtree.
    static func isDecorative(_ view: UIView) -> Bool {
        if view is UIControl || view is UIScrollView || !(view.gestureRecognizers ?? []).isEmpty { return false }
        return view.subviews.allSatisfy(isDecorative)
    }

    /// Hidden or transparent views (or inside such a subtree) are not on screen to be touched.
    static func isVisible(_ view: UIView) -> Bool {
        var v: UIView? = view
        while let cur = v { if cur.isHidden || cur.alpha < 0.01 { return false }; v = cur.superview }
        return true
    }

    /// The share of the view's on-screen frame that hit-tests to it or a subview, and a point that
    /// does not (`nil` when every sampled point does).
    static func unreachable(_ view: UIView, in scene: Scene) -> (share: Double, point: CGPoint)? {
        let screen = CGRect(origin: .zero, size: scene.scenario.device.screen)
        let frame = view.convert(view.bounds, to: nil).intersection(screen)
        guard !frame.isNull, frame.width >= 1, frame.height >= 1 else { return nil }
        let step = max(4, (Double(frame.width * frame.height) / 4000).squareRoot())
        var total = 0, reached = 0
        var miss: CGPoint?
        var y = Double(frame.minY) + step / 2
        while y < Double(frame.maxY) {
            var x = Double(frame.minX) + step / 2
            while x < Double(frame.maxX) {
                let p = CGPoint(x: x, y: y)
                total += 1
                if let h = scene.window.hitTest(p, with: nil), h === view || h.isDescendant(of: view) { reached += 1 }
                else if miss == nil || (miss.map { abs($0.x - frame.midX) + abs($0.y - frame.midY) } ?? 0) > abs(p.x - frame.midX) + abs(p.y - frame.midY) { miss = p }
                x += step
            }
            y += step
        }
        guard let miss, total > 0 else { return nil }
        return (Double(reached) / Double(total), miss)
    }

    /// The scenario view in front that took the point: the hit view or its nearest scenario
    /// ancestor that is not an ancestor of `view`.
    static func frontView(_ hit: UIView, covering view: UIView, scene: Scene) -> String? {
        var v: UIView? = hit
        while let cur = v {
            if view.isDescendant(of: cur) { return nil }
            if let id = scene.id(of: cur), !(cur is UIWindow) { return id }
            v = cur.superview
        }
        return nil
    }

    /// The nearest ancestor whose bounds leave out `point`, and `view`'s frame in its space.
    static func clippingAncestor(_ view: UIView, at point: CGPoint, scene: Scene) -> (String, CGRect)? {
        var a = view.superview
        while let cur = a, !(cur is UIWindow) {
            if !cur.bounds.contains(cur.convert(point, from: nil)), let id = scene.id(of: cur) {
                return (id, view.convert(view.bounds, to: cur))
            }
            a = cur.superview
        }
        return nil
    }
}
