import Foundation

/// A pan that must start at an edge of the screen (continuous; rules §6.7, D10).
///
/// - `edges` chooses the edges; empty means it never begins (it fails at the first touch).
/// - The finger must come down within `edgeRegionSize` (13 pt) of one of those edges, measured
///   in screen coordinates; otherwise it fails at once, releasing the withheld touch to the view.
/// - It begins once the finger is `edgeHysteresis` (15 pt) from where it came down, moving mostly
///   away from that edge; moving that far mostly along the edge or outwards fails it
///   (GestureRecognizerDecisions G7). The pan's 10 pt hysteresis is then taken off the translation, as for
///   any pan.
/// - At most one finger (`maximumNumberOfTouches` is forced to 1); `delaysTouchesBegan` is true
///   by default, so views under an edge finger hear of it only if the edge pan fails.
/// The region and hysteresis are instance properties so the navigation controller can tune its
/// interactive pop recogniser.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    // MARK: Typed handlers (PortingDecisions U1)

    /// Calls `handler` with this screen-edge pan recogniser for every action — UIKit's
    /// `@objc func handle(_ g: UIScreenEdgePanGestureRecognizer)` as a closure.
    public convenience init(handler: @escaping (UIScreenEdgePanGestureRecognizer) -> Void) {
        self.init()
        addHandler(typed: handler)
    }

    /// The screen edges a swipe must start from; empty makes the recogniser fail at once.
    public var edges: UIRectEdge = []
    /// Width of the start region along each edge, in screen points (rules §12a: 13 pt).
    public var edgeRegionSize: CGFloat = 13
    /// Distance from the start point before the pan begins (rules §12a: 15 pt).
    public var edgeHysteresis: CGFloat = 15

    /// The edge the current finger started at.
    public private(set) var startEdge: UIRectEdge = []

    /// An edge pan without edges, target or handler; it delays touches began as UIKit's does.
    public override init() {
        super.init()
        maximumNumberOfTouches = 1
        delaysTouchesBegan = true
    }

    /// At most one finger.
    open override var maximumNumberOfTouches: Int {
        didSet { if maximumNumberOfTouches != 1 { maximumNumberOfTouches = 1 } }
    }

    /// The screen rectangle and the touch's location on it.
    private func screenPosition(of touch: UITouch) -> (CGRect, CGPoint) {
        let window = touch.window
        let origin = window?.frame.origin ?? .zero
        let p = CGPoint(x: touch.locationInWindow.x + origin.x, y: touch.locationInWindow.y + origin.y)
        let screen = window?.application?.device?.screenBounds ?? window?.frame ?? CGRect(x: 0, y: 0, width: 390, height: 844)
        return (screen, p)
    }

    /// The edges of `edges` whose start region contains the touch, nearest first.
    func edge(at touch: UITouch) -> (UIRectEdge, CGFloat)? {
        let (s, p) = screenPosition(of: touch)
        var best: (UIRectEdge, CGFloat)?
        for (edge, distance) in [(UIRectEdge.left, p.x - s.minX), (.right, s.maxX - p.x),
                                 (.top, p.y - s.minY), (.bottom, s.maxY - p.y)]
        where edges.contains(edge) && distance >= 0 && distance < edgeRegionSize {
            if best == nil || distance < best!.1 { best = (edge, distance) }
        }
        return best
    }

    /// Fails at once when the touch lands outside the edge region; otherwise tracks it as a pan.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let first = trackedTouches.isEmpty || trackedTouches.count == touches.count
        super.touchesBegan(touches, with: event)
        guard first, currentState == .possible, let touch = trackedTouches.first else { return }
        if edges.isEmpty {
            return setState(.failed, because: "edges is empty")
        }
        guard let (edge, _) = edge(at: touch) else {
            let (s, p) = screenPosition(of: touch)
            // The distance to the recogniser's own edge (the nearest of its `edges`), not to
            // whichever screen edge happens to be closest.
            var nearest = CGFloat.infinity
            for (edge, distance) in [(UIRectEdge.left, p.x - s.minX), (.right, s.maxX - p.x),
                                     (.top, p.y - s.minY), (.bottom, s.maxY - p.y)] where edges.contains(edge) {
                nearest = min(nearest, distance)
            }
            return setState(.failed, because: "touch began \(fmt(nearest)) pt from the \(edges) edge, outside its \(fmt(edgeRegionSize)) pt region")
        }
        startEdge = edge
    }

    /// Inward direction of the start edge.
    private var inward: CGPoint {
        switch startEdge {
        case .left: CGPoint(x: 1, y: 0)
        case .right: CGPoint(x: -1, y: 0)
        case .top: CGPoint(x: 0, y: 1)
        default: CGPoint(x: 0, y: -1)
        }
    }

    override func shouldBegin(withTranslation t: CGPoint) -> Bool {
        let distance = hypot(t.x, t.y)
        guard distance >= edgeHysteresis else { return false }
        let u = inward
        let away = t.x * u.x + t.y * u.y
        let along = abs(t.x * u.y - t.y * u.x)
        if away > 0 && away >= along { return true }
        setState(.failed, because: "moved \(fmt(distance)) pt but not away from the \(startEdge) edge")
        return false
    }

    override func beginCause(for t: CGPoint) -> String {
        "moved \(fmt(hypot(t.x, t.y))) pt from the \(startEdge) edge, reaching the \(fmt(edgeHysteresis)) pt threshold"
    }

    /// Forgets the edge the swipe started from, ready for the next gesture.
    open override func reset() {
        super.reset()
        startEdge = []
    }
}
