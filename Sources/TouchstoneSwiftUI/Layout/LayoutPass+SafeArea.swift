import Foundation

/// Where the screen's safe area is, in the hosting view's coordinates (the root node's): the
/// view's bounds and the safe rectangle inside them (SwiftUIDecisions SU49).
struct SafeAreaFrame {
    var bounds: CGRect
    var safe: CGRect
}

extension LayoutPass {
    /// `rect` (in `node`'s parent's coordinates) grown across each edge the node ignores the safe
    /// area on, where the rectangle reaches that edge of the safe area, out to the edge of the
    /// hosting view (SwiftUIDecisions SU49: Apple, `ignoresSafeArea(_:edges:)` "expands the safe
    /// area of a view"; a view that does not reach the safe area's edge is not moved). Its
    /// parent is not resized: the view just draws, and takes touches, out to the screen's edge.
    /// Inside a scroll view, a paging tab view or a navigation stack nothing grows: their own
    /// insets are not modelled [guess].
    func expandedIntoSafeArea(_ node: Node, _ rect: CGRect) -> CGRect {
        guard let area = safeArea else { return rect }
        var origin = CGPoint.zero
        var ancestor = node.parent
        while let a = ancestor {
            switch a.kind {
            case .scroll, .pages, .controller: return rect
            default: break
            }
            origin.x += a.frame.minX; origin.y += a.frame.minY
            ancestor = a.parent
        }
        let edges = node.traits.ignoredSafeAreaEdges
        let f = rect.offsetBy(dx: origin.x, dy: origin.y)
        let b = area.bounds, s = area.safe, tolerance: CGFloat = 0.001
        var minX = f.minX, minY = f.minY, maxX = f.maxX, maxY = f.maxY
        if edges.contains(.top), f.minY <= s.minY + tolerance { minY = min(f.minY, b.minY) }
        if edges.contains(.bottom), f.maxY >= s.maxY - tolerance { maxY = max(f.maxY, b.maxY) }
        if edges.contains(.leading), f.minX <= s.minX + tolerance { minX = min(f.minX, b.minX) }
        if edges.contains(.trailing), f.maxX >= s.maxX - tolerance { maxX = max(f.maxX, b.maxX) }
        return CGRect(x: minX - origin.x, y: minY - origin.y, width: maxX - minX, height: maxY - minY)
    }
}
