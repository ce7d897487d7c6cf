import Foundation

extension CGPoint {
    /// Euclidean distance, used by movement tolerances (rules §6.1, §6.2).
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
    /// UIKit `point(inside:)` containment: min edges inclusive, max edges exclusive (rules H3).
    ///
    /// For a rectangle with non-negative width and height, `minX`/`maxX` are `origin.x` and
    /// `origin.x + width` (and likewise for y), up to the sign of a zero, which no comparison
    /// sees; the edges are then computed inline instead of through Foundation's accessors.
    /// Negative or NaN sizes take the accessors.
    @inlinable @inline(__always)
    public func hitContains(_ p: CGPoint) -> Bool {
        let w = size.width, h = size.height
        if w >= 0, h >= 0 {
            let x = origin.x, y = origin.y
            return p.x >= x && p.x < x + w && p.y >= y && p.y < y + h
        }
        return p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }
}

/// The centroid of a list of points; `.zero` for an empty list.
func centroid(_ points: [CGPoint]) -> CGPoint {
    guard !points.isEmpty else { return .zero }
    var sx: CGFloat = 0, sy: CGFloat = 0
    for p in points { sx += p.x; sy += p.y }
    return CGPoint(x: sx / CGFloat(points.count), y: sy / CGFloat(points.count))
}

/// The centroid of the touches' window locations (same arithmetic as `centroid(_:)`, no array).
func centroid(of touches: [UITouch]) -> CGPoint {
    guard touches.count > 1 else {
        guard let only = touches.first else { return .zero }
        // One touch (nearly every call): the same sum (0 + x) and ÷ 1, without the loop.
        let p = only.locationInWindow
        return CGPoint(x: 0 + p.x, y: 0 + p.y)
    }
    var sx: CGFloat = 0, sy: CGFloat = 0
    for t in touches { sx += t.locationInWindow.x; sy += t.locationInWindow.y }
    return CGPoint(x: sx / CGFloat(touches.count), y: sy / CGFloat(touches.count))
}

extension Array where Element: AnyObject {
    /// Removes every occurrence of `object` (compared by identity), keeping the order of the rest;
    /// touches nothing when it is absent (cheaper than `removeAll(where:)` on hot paths).
    mutating func removeIdentical(_ object: Element) {
        guard let first = firstIndex(where: { $0 === object }) else { return }
        var kept = first
        for i in (first + 1)..<count where self[i] !== object {
            self[kept] = self[i]
            kept += 1
        }
        while count > kept { removeLast() }
    }

    /// `removeAll(where:)` for short arrays of objects: compacts in place, keeping the order,
    /// without the generic `replaceSubrange` the standard one ends in.
    mutating func removeAllCompacting(where shouldRemove: (Element) -> Bool) {
        var kept = 0
        for i in indices where !shouldRemove(self[i]) {
            if kept != i { self[kept] = self[i] }
            kept += 1
        }
        while count > kept { removeLast() }
    }
}

extension Array {
    /// Empties the array but keeps its storage for reuse. Cheaper than `removeAll(keepingCapacity:)`
    /// for the few elements of a per-event buffer (that one goes through `replaceSubrange`).
    @inline(__always)
    mutating func clearKeepingCapacity() {
        if count > 8 { removeAll(keepingCapacity: true) } else { while popLast() != nil {} }
    }
}
