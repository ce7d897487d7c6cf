import Foundation

extension CGPoint {
    /// Euclidean distance, used by movement tolerances (spec §6.1, §6.2).
    public func distance(to other: CGPoint) -> CGFloat {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// True when both coordinates are finite numbers (not NaN, not infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }

    static func + (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x + r.x, y: l.y + r.y) }
    static func - (l: CGPoint, r: CGPoint) -> CGPoint { CGPoint(x: l.x - r.x, y: l.y - r.y) }
    static func * (l: CGPoint, r: CGFloat) -> CGPoint { CGPoint(x: l.x * r, y: l.y * r) }
}

extension CGRect {
    /// UIKit `point(inside:)` containment: min edges inclusive, max edges exclusive (spec H3).
    @inlinable
    public func hitContains(_ p: CGPoint) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }
}

/// The centroid of a list of points; `.zero` for an empty list.
func centroid(_ points: [CGPoint]) -> CGPoint {
    guard !points.isEmpty else { return .zero }
    var sx: CGFloat = 0, sy: CGFloat = 0
    for p in points { sx += p.x; sy += p.y }
    return CGPoint(x: sx / CGFloat(points.count), y: sy / CGFloat(points.count))
}
