import Foundation
import Touchstone

/// A plain view built from a scenario. It can enlarge (or shrink) its hit area — negative
/// `hitInsets` grow `point(inside:)` the way seed 003 grows a button by 20 pt, and `extraHitAreas`
/// add rectangles such as seed 003's tab-bar lace above the bar (rules H3, H4). With `callsSuper`
/// false its `touches…` methods stop the responder chain (rules R2, CC09).
final class ScenarioView: UIView {
    var hitInsets: UIEdgeInsets?
    var extraHitAreas: [CGRect] = []
    var callsSuper = true

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        scenarioPointInside(point, bounds: bounds, hitInsets: hitInsets, extra: extraHitAreas) { super.point(inside: point, with: event) }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { if callsSuper { super.touchesBegan(touches, with: event) } }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { if callsSuper { super.touchesMoved(touches, with: event) } }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { if callsSuper { super.touchesEnded(touches, with: event) } }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { if callsSuper { super.touchesCancelled(touches, with: event) } }
}

/// `point(inside:)` with optional insets (negative = larger) and extra accepted rectangles.
func scenarioPointInside(_ p: CGPoint, bounds: CGRect, hitInsets: UIEdgeInsets?, extra: [CGRect], default base: () -> Bool) -> Bool {
    if extra.contains(where: { $0.hitContains(p) }) { return true }
    if let insets = hitInsets { return bounds.inset(by: insets).hitContains(p) }
    return base()
}

/// The root controller of a scenario screen: its only job is to report the edges whose system
/// gestures the screen defers (rules §10.1, seed 000's `preferredScreenEdgesDeferringSystemGestures`).
final class ScenarioViewController: UIViewController {
    var deferredEdges: UIRectEdge = []
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { deferredEdges }
}
