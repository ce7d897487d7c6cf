import Foundation
import Touchstone

/// Answers "I tapped there and nothing happened": replays the scenario up to a time, then explains
/// the hit-test walk at a point (which views were entered or skipped, and why — rules H2–H4), the
/// recognisers that would see a touch there with their settings, states and delegate answers
/// (rules §4.7), the responder chain (rules R1), every view overlapping the point and why it did not
/// get the touch, and finally what a tap there does, run on a fresh copy of the scene.
public enum WhyExplainer {
    /// The explanation, as text, of what a touch at `point` does after the script ran up to `time`
    /// (0 if `nil`). Throws when the scene cannot be built or the script fails before `time`.
    public static func explain(_ scenario: Scenario, at point: CGPoint, time: TimeInterval?) throws -> String {
        let scene = try Scene(scenario)
        let t = time ?? 0
        try replay(scenario, on: scene, until: t)
        var out: [String] = []
        out.append("Why — \(scenario.name) at (\(HTMLReport.n(point.x)), \(HTMLReport.n(point.y))), \(msText(scene.device.clock.now))")
        out.append("")
        out.append("1. Hit-test walk (front-most subviews first; rules H2):")
        var hit: UIView?
        walk(scene.window, point: point, depth: 1, scene: scene, out: &out, hit: &hit)
        out.append("   ⇒ the touch lands on \(hit.map { name($0, scene) } ?? "nothing: no view accepts the point, so no view and no recogniser will see it (rules H9)")")
        out.append("")
        out.append("2. Recognisers that would see the touch (hit view, then each ancestor; rules §4.7):")
        var any = false
        var v = hit
        while let cur = v {
            for r in cur.gestureRecognizers ?? [] {
                any = true
                let id = scene.id(of: r) ?? r.traceName
                out.append("   • \(id) on \(name(cur, scene)) — \(RecognizerDescription.settings(r)); state \(r.state)")
                if let d = scene.delegates[id], let hv = hit {
                    if let rules = d.spec.shouldReceive {
                        let yes = d.evaluate(rules) { d.holds($0, point: point, hitView: hv, recognizer: r) }
                        out.append("     delegate shouldReceive → \(yes ? "yes" : "NO: this recogniser will not see the touch")")
                    }
                    if d.spec.shouldBegin != nil { out.append("     delegate shouldBegin has rules; it is asked when the recogniser tries to leave possible") }
                }
                if !r.isEnabled { out.append("     disabled: it receives nothing") }
            }
            v = cur.superview
        }
        if !any { out.append("   (none)") }
        var unlisted: [String] = []
        var u = hit
        while let cur = u {
            if let id = scene.id(of: cur), scene.recognizersNotListed(id) { unlisted.append(name(cur, scene)) }
            u = cur.superview
        }
        if !unlisted.isEmpty {
            out.append("   note: the dump says \(unlisted.joined(separator: ", ")) \(unlisted.count == 1 ? "has" : "have") gesture recognizers it did not list; "
                       + "import `po <address>.gestureRecognizers` output too, or this answer may miss them")
        }
        out.append("")
        out.append("3. Responder chain (where unhandled touches… calls go; rules R1):")
        var chain: [String] = []
        var resp: UIResponder? = hit
        while let r = resp, chain.count < 50 {
            if let view = r as? UIView { chain.append(name(view, scene)) } else { chain.append(r.traceName) }
            resp = r.next
        }
        out.append("   " + (chain.isEmpty ? "(empty)" : chain.joined(separator: " → ")))
        out.append("")
        out.append("4. Views whose frame covers the point:")
        var covering = 0
        for id in scene.viewOrder.reversed() {
            guard let view = scene.view(id) else { continue }
            let local = view.convert(point, from: nil)
            guard view.bounds.hitContains(local) || view.point(inside: local, with: nil) else { continue }
            covering += 1
            if view === hit { out.append("   • \(id): gets the touch"); continue }
            out.append("   • \(id): \(whyNot(view, point: point, hit: hit, scene: scene))")
        }
        if covering == 0 { out.append("   (none)") }
        let empty = zeroSizedTargets(in: scene)
        if !empty.isEmpty {
            out.append("")
            out.append("   Zero-sized views that wait for touches (no touch can land on them; rules H3):")
            out += empty.map { "   ⚠ \($0)" }
        }
        out.append("")
        out.append("5. What a tap there does now (run on a fresh copy of the scene):")
        let copy = try Scene(scenario)
        try replay(scenario, on: copy, until: scene.device.clock.now)
        let start = copy.device.trace.entries.count
        let t0 = copy.device.clock.now
        try copy.device.tap(at: point)
        try copy.device.settle(limit: 5)
        let after = copy.device.trace.entries[start...].filter { $0.kind != .input && $0.kind != .hitTest }
        if after.isEmpty { out.append("   nothing at all happens") }
        for e in after {
            out.append("   +\(msText(e.time - t0))  \(e.kind.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(e.summary)\(e.cause.map { "  — \($0)" } ?? "")")
        }
        let fired = after.filter { $0.kind == .action || $0.kind == .control }
        out.append("   ⇒ " + (fired.isEmpty ? "no action and no control event fires" : "fires: " + fired.map(\.summary).joined(separator: ", ")))
        return RuleBook.withNote(out.joined(separator: "\n"))
    }

    static func replay(_ s: Scenario, on scene: Scene, until t: TimeInterval) throws {
        try ScenarioRunner.play(ScenarioRunner.steps(s.script, endingBy: t), on: scene)
        if scene.device.clock.now < t { try scene.device.advance(to: t) }
    }

    /// A view's id, with its class and address from an imported dump beside it.
    static func name(_ v: UIView, _ scene: Scene) -> String {
        guard let id = scene.id(of: v) else { return v.traceName }
        return scene.origin(of: id).map { "\(id) (\($0))" } ?? id
    }

    /// Mirrors `UIView.hitTest` step by step, writing what happened at each view.
    static func walk(_ view: UIView, point windowPoint: CGPoint, depth: Int, scene: Scene, out: inout [String], hit: inout UIView?) {
        let pad = String(repeating: "  ", count: depth + 1)
        let local = view.convert(windowPoint, from: nil)
        let f = view.convert(view.bounds, to: nil)
        let label = "\(name(view, scene)) [\(HTMLReport.n(f.minX)),\(HTMLReport.n(f.minY)) \(HTMLReport.n(f.width))×\(HTMLReport.n(f.height))]"
        if let flag = excluded(view) { out.append("\(pad)✗ \(label): skipped, \(flag) — its whole subtree is unreachable"); return }
        guard view.point(inside: local, with: nil) else {
            out.append("\(pad)✗ \(label): skipped, point(inside:) is false — (\(HTMLReport.n(local.x)), \(HTMLReport.n(local.y))) in its own space is outside \(view.bounds.hitContains(local) ? "its hit area" : "its bounds")")
            return
        }
        out.append("\(pad)→ \(label): point inside\(view.bounds.hitContains(local) ? "" : " (only thanks to an enlarged point(inside:))"), trying its \(view.subviews.count) subview(s) front-most first")
        for (i, sub) in view.subviews.enumerated().reversed() {
            if hit != nil {
                out.append("\(pad)  · \(name(sub, scene)): not asked — a front-most sibling already took the point")
                continue
            }
            _ = i
            walk(sub, point: windowPoint, depth: depth + 1, scene: scene, out: &out, hit: &hit)
        }
        if hit == nil {
            hit = view
            out.append("\(pad)  ⇐ no subview took it: \(name(view, scene)) is the hit view")
        }
    }

    /// Views of the scene with no area that have gesture recognisers or are controls: a view
    /// whose layout code was deleted, or whose constraints gave it no size, silently receives
    /// nothing (issue 20; LayoutDecisions AL9). Listed in tree order, with the reason in
    /// UIKit's terms.
    static func zeroSizedTargets(in scene: Scene) -> [String] {
        var out: [String] = []
        var stack: [UIView] = [scene.window]
        while let v = stack.popLast() {
            stack.append(contentsOf: v.subviews.reversed())
            let size = v.bounds.size
            guard size.width <= 0 || size.height <= 0 else { continue }
            let waits = v is UIControl ? "a control" : (v.gestureRecognizers?.isEmpty == false ? "has gesture recognisers" : nil)
            guard let waits else { continue }
            let cause = v.translatesAutoresizingMaskIntoConstraints
                ? "its layout never ran (no frame was set, nor a layoutSubviews() that sets one)"
                : "its constraints gave it no size"
            out.append("\(name(v, scene)) is \(HTMLReport.n(size.width)) × \(HTMLReport.n(size.height)) and \(waits == "a control" ? "is a control" : waits): \(cause)")
        }
        return out
    }

    static func excluded(_ v: UIView) -> String? {
        if !v.isUserInteractionEnabled { return "isUserInteractionEnabled is false" }
        if v.isHidden { return "isHidden is true" }
        if v.alpha < 0.01 { return "alpha \(HTMLReport.n(Double(v.alpha))) is below 0.01" }
        return nil
    }

    static func whyNot(_ v: UIView, point: CGPoint, hit: UIView?, scene: Scene) -> String {
        var a: UIView? = v
        while let cur = a, !(cur is UIWindow) {
            if let flag = excluded(cur) { return cur === v ? "not hittable: \(flag)" : "not hittable: its ancestor \(name(cur, scene)) has \(flag)" }
            a = cur.superview
        }
        a = v.superview
        while let cur = a, !(cur is UIWindow) {
            if !cur.point(inside: cur.convert(point, from: nil), with: nil) {
                return "lies outside its ancestor \(name(cur, scene))'s bounds there, and hit-testing never looks outside a superview (rules H4)"
            }
            a = cur.superview
        }
        if let hit, hit.isDescendant(of: v) { return "an ancestor of the hit view: it sees the touch only through the responder chain and its recognisers" }
        if let hit { return "behind \(name(hit, scene)), which is in front of it and took the point first" }
        return "not reached"
    }
}
