import Foundation

/// Coordinate conversion between views (rules H5): a point in the superview minus the view's
/// centre, through the inverse transform, plus half the size and `bounds.origin` (so a scroll
/// view's `contentOffset` is honoured).
extension UIView {
    /// A point in the superview's bounds space expressed in this view's bounds space.
    /// Inlined: hit-testing converts once per subview tried, and the call cost as much as the sum.
    @inline(__always)
    func convertFromSuperview(_ p: CGPoint) -> CGPoint {
        var local = CGPoint(x: p.x - center.x, y: p.y - center.y)
        if !hasIdentityTransform { local = local.applying(inverseTransform) }
        return CGPoint(x: local.x + bounds.width / 2 + bounds.origin.x,
                       y: local.y + bounds.height / 2 + bounds.origin.y)
    }

    /// A point in this view's bounds space expressed in the superview's bounds space.
    func convertToSuperview(_ p: CGPoint) -> CGPoint {
        var local = CGPoint(x: p.x - bounds.origin.x - bounds.width / 2,
                            y: p.y - bounds.origin.y - bounds.height / 2)
        if !hasIdentityTransform { local = local.applying(transform) }
        return CGPoint(x: local.x + center.x, y: local.y + center.y)
    }

    /// The point in this view's space converted to `view`'s space (`nil`: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = toRootSpace(point)
        guard let view else { return inRoot.point }
        return view.fromRootSpace(inRoot.point, root: inRoot.root)
    }

    /// The point in `view`'s space (`nil`: the window's) converted to this view's space.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else {
            let root = rootView
            return fromRootSpace(point, root: root)
        }
        let inRoot = view.toRootSpace(point)
        return fromRootSpace(inRoot.point, root: inRoot.root)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (the window's when `nil`); the bounding box when transforms rotate it.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map { convert($0, to: view) }
        return boundingBox(corners)
    }

    /// Converts a rectangle from `view`'s coordinates (the window's when `nil`) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
            .map { convert($0, from: view) }
        return boundingBox(corners)
    }

    private var rootView: UIView {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// Converts up to the top of the tree (a window's own bounds space, or a detached tree's root).
    private func toRootSpace(_ p: CGPoint) -> (point: CGPoint, root: UIView) {
        var v = self, point = p
        while let s = v.superview {
            point = v.convertToSuperview(point)
            v = s
        }
        return (point, v)
    }

    private func fromRootSpace(_ p: CGPoint, root: UIView) -> CGPoint {
        var chain: [UIView] = []
        var v = self
        while let s = v.superview { chain.append(v); v = s }
        guard v === root else { return p }
        var point = p
        for view in chain.reversed() { point = view.convertFromSuperview(point) }
        return point
    }
}

private func boundingBox(_ points: [CGPoint]) -> CGRect {
    let xs = points.map(\.x), ys = points.map(\.y)
    let minX = xs.min() ?? 0, minY = ys.min() ?? 0
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
}
