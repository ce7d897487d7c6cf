import Foundation

/// The cause on a new touch's hit line (rules H1): the hit-test path from the window to the view
/// that answered, and the views under the point that hit-testing passed over because an
/// animation keeps touches from them (`UIView.animate` without `.allowUserInteraction`,
/// UIKitPiecesDecisions K1, PerformanceDecisions F28). `touchBlockingAnimations` counts those animations, so the views are looked
/// for only while one runs.
extension Device {
    /// `hit-test path window › … › view` (the last 12 names at most), with the skipped views.
    func hitPath(_ view: UIView, skipped: [String]) -> TraceCause {
        var names: [String] = []
        names.reserveCapacity(12)
        var v: UIView? = view
        while let c = v, names.count < 12 { names.append(c.traceName); v = c.superview }
        names.reverse()
        return .hitPath(names, skipped: skipped)
    }

    /// The views under the screen point `p` that hit-testing tried before `hit` answered in
    /// `window` — or, when no window answered, all it tried in every shown, interactive window,
    /// front to back — and passed over only because an animation keeps touches from them
    /// (UIKitPiecesDecisions K1). The walk follows the default hit-test (rules H2): a view is tried when it is
    /// interactive, shown and contains the point, its subviews front-most first; it ends once
    /// `hit` and its subviews have been tried. One pass over the views, with no recursion (a deep
    /// tree costs no stack, RobustnessDecisions R13).
    func viewsSkippedWhileAnimating(atScreenPoint p: CGPoint, in window: UIWindow?, hit: UIView?) -> [String] {
        let windows = window.map { [$0] } ?? application.windowsFrontToBack.filter { !$0.isHidden && $0.isUserInteractionEnabled }
        var names: [String] = []
        for w in windows {
            var pending: [(view: UIView, point: CGPoint)] = [(w, toWindow(p, w))]
            var endAt: Int?
            while let (v, q) = pending.popLast() {
                if v.bounds.hitContains(q), v.isShownToHitTesting {
                    if v.animationsBlockingTouches > 0 {
                        names.append(v.traceName)
                    } else {
                        if v === hit { endAt = pending.count }
                        for s in v.subviews { pending.append((s, s.convertFromSuperview(q))) }
                    }
                }
                if let endAt, pending.count <= endAt { break }
            }
        }
        return names
    }
}
