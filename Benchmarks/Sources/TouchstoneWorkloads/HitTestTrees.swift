import Foundation
import Touchstone

/// View trees for the hit-testing benchmarks (GitHub issue 6).
public enum HitTestTrees {
    /// A balanced tree under a 390 × 844 window: each parent is split into `fanOut` equal strips,
    /// alternating vertical and horizontal strips by level, `levels` levels deep.
    /// Fan-out 10 × 4 levels holds 11,110 views; fan-out 2 × 13 levels holds 16,382.
    public static func balanced(fanOut: Int, levels: Int) -> (window: UIWindow, viewCount: Int) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var count = 0
        var frontier: [UIView] = [window]
        for level in 0..<levels {
            var next: [UIView] = []
            next.reserveCapacity(frontier.count * fanOut)
            for parent in frontier {
                let size = parent.bounds.size
                for i in 0..<fanOut {
                    let f = CGFloat(i)
                    let frame = level % 2 == 0
                        ? CGRect(x: size.width / CGFloat(fanOut) * f, y: 0, width: size.width / CGFloat(fanOut), height: size.height)
                        : CGRect(x: 0, y: size.height / CGFloat(fanOut) * f, width: size.width, height: size.height / CGFloat(fanOut))
                    let child = UIView(frame: frame)
                    parent.addSubview(child)
                    next.append(child)
                    count += 1
                }
            }
            frontier = next
        }
        return (window, count)
    }

    /// A window holding a chain of `depth` full-size views, each the only subview of the previous.
    public static func chain(depth: Int) -> (window: UIWindow, leaf: UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var parent: UIView = window
        for _ in 0..<depth {
            let child = UIView(frame: parent.bounds)
            parent.addSubview(child)
            parent = child
        }
        return (window, parent)
    }

    /// `count` fixed pseudo-random points inside the 390 × 844 screen (the engine's SplitMix64, seed 6).
    public static func points(_ count: Int = 1024, seed: UInt64 = 6) -> [CGPoint] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in CGPoint(x: rng.uniform() * 390, y: rng.uniform() * 844) }
    }

    /// Hit-tests `queries` points cycling through `points`; returns how many hits were found.
    @inline(never)
    public static func query(_ window: UIWindow, _ points: [CGPoint], queries: Int) -> Int {
        var hits = 0
        var i = 0
        for _ in 0..<queries {
            if window.hitTest(points[i], with: nil) != nil { hits += 1 }
            i += 1
            if i == points.count { i = 0 }
        }
        return hits
    }
}
