import Foundation

/// The cause on a new touch's hit line (spec H1): the hit-test path from the window to the view
/// that answered, and the views under the point that hit-testing passed over because an
/// animation keeps touches from them (`UIView.animate` without `.allowUserInteraction`,
/// Decisions K1, F28). `touchBlockingAnimations` counts those animations, so the views are looked
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

    /// The outermost views of `window` under `p` (window coordinates) that hit-testing passed
    /// over because an animation keeps touches from them (Decisions K1), for the hit line's
    /// cause. Asked only while such an animation runs.
    func viewsSkippedWhileAnimating(at p: CGPoint, in window: UIWindow?) -> [String] {
        guard let window else { return [] }
        var names: [String] = []
        var pending: [UIView] = [window]
        while let v = pending.popLast() {
            if v.animationsBlockingTouches > 0 {
                if v.convert(v.bounds, to: nil).hitContains(p) { names.append(v.traceName) }
                continue
            }
            pending.append(contentsOf: v.subviews)
        }
        return names.sorted()
    }
}
