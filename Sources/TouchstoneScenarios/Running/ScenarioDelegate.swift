import Foundation
import Touchstone

/// A gesture-recogniser delegate whose answers come from a scenario's declarative rules
/// (rules §5.5): `shouldReceive` and `shouldBegin` walk their rule lists, the others look the
/// other recogniser up in a list. Unset questions keep UIKit's defaults.
final class ScenarioDelegate: UIGestureRecognizerDelegate {
    let spec: DelegateSpec
    weak var scene: Scene?
    /// The delegate UIKit had installed, asked first when the spec says `askOriginalFirst`. Held
    /// strongly, as an app's saved reference is: the recogniser holds its delegate weakly.
    var original: UIGestureRecognizerDelegate?
    /// What the last answers were, for `touchstone why`.
    private(set) var lastAnswers: [String] = []

    init(spec: DelegateSpec, scene: Scene) { self.spec = spec; self.scene = scene }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if let o = original, !o.gestureRecognizer(gestureRecognizer, shouldReceive: touch) {
            note("shouldReceive finger \(touch.fingerID) → false (the original delegate)")
            return false
        }
        guard let rules = spec.shouldReceive else { return true }
        let answer = evaluate(rules) { self.holds($0, point: touch.location(in: nil), hitView: touch.view, recognizer: gestureRecognizer) }
        note("shouldReceive finger \(touch.fingerID) → \(answer)")
        return answer
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let o = original, !o.gestureRecognizerShouldBegin(gestureRecognizer) {
            note("shouldBegin → false (the original delegate)")
            return false
        }
        guard let rules = spec.shouldBegin else { return true }
        let answer = evaluate(rules) { self.holds($0, point: gestureRecognizer.location(in: nil), hitView: nil, recognizer: gestureRecognizer) }
        note("shouldBegin → \(answer)")
        return answer
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let o = original, o.gestureRecognizer(gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) { return true }
        guard let rule = spec.simultaneousWith else { return false }
        switch rule {
        case .all: return true
        case .some(let refs): return refs.contains { scene?.recognizer($0.name) === otherGestureRecognizer }
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let o = original, o.gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) { return true }
        return spec.requireFailureOf.contains { scene?.recognizer($0.name) === otherGestureRecognizer }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let o = original, o.gestureRecognizer(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) { return true }
        return spec.requiredToFailBy.contains { scene?.recognizer($0.name) === otherGestureRecognizer }
    }

    private func note(_ s: String) {
        lastAnswers.append(s)
        if lastAnswers.count > 20 { lastAnswers.removeFirst() }
    }

    func evaluate(_ list: RuleList, _ holds: (Condition) -> Bool) -> Bool {
        for rule in list.rules where holds(rule.condition) { return rule.answer }
        return list.otherwise
    }

    /// Every given part of the condition must hold.
    /// `point` is in window coordinates; `hitView` is the touch's view (nil when asking about a gesture).
    func holds(_ c: Condition, point windowPoint: CGPoint, hitView: UIView?, recognizer: UIGestureRecognizer) -> Bool {
        guard let scene else { return false }
        if c.always { return true }
        func inside(_ id: String) -> Bool {
            guard let v = scene.view(id) else { return false }
            return v.bounds.hitContains(v.convert(windowPoint, from: nil))
        }
        if !c.inside.allSatisfy({ inside($0.name) }) { return false }
        if c.outside.contains(where: { inside($0.name) }) { return false }
        if !c.hitView.isEmpty {
            guard let hv = hitView, c.hitView.contains(where: { scene.view($0.name) === hv }) else { return false }
        }
        if !c.notHitView.isEmpty, let hv = hitView, c.notHitView.contains(where: { scene.view($0.name) === hv }) { return false }
        if let r = c.region, !r.hitContains(windowPoint) { return false }
        if let r = c.outsideRegion, r.hitContains(windowPoint) { return false }
        if c.mostly != nil || c.moving != nil {
            let t = scene.translation(of: recognizer)
            if c.mostly == "horizontal" && !(abs(t.x) > abs(t.y)) { return false }
            if c.mostly == "vertical" && !(abs(t.y) > abs(t.x)) { return false }
            switch c.moving {
            case "right": if t.x < 0 { return false }
            case "left": if t.x > 0 { return false }
            case "down": if t.y < 0 { return false }
            case "up": if t.y > 0 { return false }
            default: break
            }
        }
        if let sv = c.scrollView.flatMap({ scene.view($0.name) }) {
            let offset = sv.bounds.origin
            if let r = c.offsetX, !r.contains(offset.x) { return false }
            if let r = c.offsetY, !r.contains(offset.y) { return false }
        }
        if let n = c.stackAtLeast, (scene.navigationDepth ?? 1) < n { return false }
        return true
    }
}
