import Foundation

/// Scripted gestures built on raw fingers, sampled at `samplingRate` (60 Hz by default) along
/// straight lines. Each helper starts at the clock's current time and leaves the clock at the
/// moment the last finger lifts; fingers get the lowest free ids.
extension Device {
    /// The interval between two samples.
    public var sampleInterval: TimeInterval { 1 / samplingRate }

    private func freeFingers(_ count: Int) -> [Int] {
        var ids: [Int] = []
        var candidate = 0
        while ids.count < count {
            if downTouch(candidate) == nil { ids.append(candidate) }
            candidate += 1
        }
        return ids
    }

    /// A scripted gesture takes time, so it cannot start during an event turn (R7); its
    /// durations must be finite and non-negative.
    func checkScript(duration d: TimeInterval, _ name: String) throws {
        try refuseDuringTurn("a scripted gesture")
        guard d.isFinite, d >= 0 else { throw TouchstoneError.invalidArgument("\(name) must be a finite, non-negative number of seconds (got \(d))") }
        guard samplingRate.isFinite, samplingRate > 0 else { throw TouchstoneError.invalidArgument("samplingRate must be positive (got \(samplingRate))") }
    }

    /// A quick tap: down, held `duration` (80 ms), up.
    public func tap(at point: CGPoint, duration: TimeInterval = 0.08) throws {
        try checkScript(duration: duration, "duration")
        let id = freeFingers(1)[0]
        try touchDown(id: id, at: point)
        try advance(by: duration)
        try touchUp(id: id)
    }

    /// Two quick taps `interval` apart (lift to next touch-down, 120 ms by default).
    public func doubleTap(at point: CGPoint, interval: TimeInterval = 0.12, duration: TimeInterval = 0.06) throws {
        try checkScript(duration: interval, "interval")
        try tap(at: point, duration: duration)
        try advance(by: interval)
        try tap(at: point, duration: duration)
    }

    /// A press held still for `duration` seconds.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.8) throws {
        try tap(at: point, duration: duration)
    }

    /// Moves fingers along straight lines, one sample every `sampleInterval`, then lifts them.
    /// `paths` pairs each finger's start and end; `hold` keeps the fingers still before moving.
    public func multiDrag(_ paths: [(from: CGPoint, to: CGPoint)], duration: TimeInterval,
                          hold: TimeInterval = 0, lift: Bool = true) throws {
        try checkScript(duration: duration, "duration")
        try checkScript(duration: hold, "hold")
        let ids = freeFingers(paths.count)
        try send(zip(ids, paths).map { .down(id: $0, at: $1.from) })
        if hold > 0 { try advance(by: hold) }
        let steps = max(1, Int((duration * samplingRate).rounded(.up)))
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            let dt = min(sampleInterval, duration - Double(step - 1) * sampleInterval)
            try advance(by: max(0, dt))
            try send(zip(ids, paths).map { id, p in
                .move(id: id, to: CGPoint(x: p.from.x + (p.to.x - p.from.x) * f, y: p.from.y + (p.to.y - p.from.y) * f))
            })
        }
        if lift { try send(ids.map { .up(id: $0) }) }
    }

    /// One finger dragged from `start` to `end` over `duration`, optionally held first.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3,
                     hold: TimeInterval = 0) throws {
        try multiDrag([(start, end)], duration: duration, hold: hold)
    }

    /// A direction for `swipe` and `edgeSwipe`.
    public enum Direction: String, Sendable, Codable, CaseIterable {
        /// Towards smaller x.
        case left
        /// Towards larger x.
        case right
        /// Towards smaller y.
        case up
        /// Towards larger y.
        case down
    }

    /// A quick flick of `distance` points in `direction` over `duration` (100 ms by default).
    public func swipe(from start: CGPoint, direction: Direction, distance: CGFloat = 200,
                      duration: TimeInterval = 0.1) throws {
        try drag(from: start, to: start + direction.unit * distance, duration: duration)
    }

    /// Two fingers on a horizontal line through `center`, their distance going from `fromSpan` to `toSpan`.
    public func pinch(center: CGPoint, fromSpan: CGFloat, toSpan: CGFloat, duration: TimeInterval = 0.3) throws {
        let a = (CGPoint(x: center.x - fromSpan / 2, y: center.y), CGPoint(x: center.x - toSpan / 2, y: center.y))
        let b = (CGPoint(x: center.x + fromSpan / 2, y: center.y), CGPoint(x: center.x + toSpan / 2, y: center.y))
        try multiDrag([(a.0, a.1), (b.0, b.1)], duration: duration)
    }

    /// Two fingers `span` apart turning about `center` from `fromAngle` to `toAngle` radians.
    public func rotate(center: CGPoint, span: CGFloat = 100, fromAngle: CGFloat = 0, toAngle: CGFloat,
                       duration: TimeInterval = 0.3) throws {
        try checkScript(duration: duration, "duration")
        let ids = freeFingers(2)
        func points(_ angle: CGFloat) -> [CGPoint] {
            let dx = cos(angle) * span / 2, dy = sin(angle) * span / 2
            return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
        }
        try send(zip(ids, points(fromAngle)).map { .down(id: $0, at: $1) })
        let steps = max(1, Int((duration * samplingRate).rounded(.up)))
        for step in 1...steps {
            try advance(by: duration / Double(steps))
            let angle = fromAngle + (toAngle - fromAngle) * CGFloat(step) / CGFloat(steps)
            try send(zip(ids, points(angle)).map { .move(id: $0, to: $1) })
        }
        try send(ids.map { .up(id: $0) })
    }

    /// A swipe that starts `inset` points inside a screen edge and moves `distance` inwards.
    /// `position` is where along the edge it starts (default: the middle).
    public func edgeSwipe(edge: UIRectEdge, position: CGFloat? = nil, distance: CGFloat = 200,
                          duration: TimeInterval = 0.25, inset: CGFloat = 2) throws {
        let line = try edgeSwipeLine(edge: edge, position: position, distance: distance, inset: inset)
        try drag(from: line.from, to: line.to, duration: duration)
    }

    /// Where an edge swipe starts and ends: `inset` points inside `edge`, at `position` along it
    /// (default: the middle), `distance` points inwards.
    func edgeSwipeLine(edge: UIRectEdge, position: CGFloat?, distance: CGFloat, inset: CGFloat) throws
        -> (from: CGPoint, to: CGPoint) {
        let b = screenBounds
        let start: CGPoint, dir: Direction
        switch edge {
        case .left: start = CGPoint(x: b.minX + inset, y: position ?? b.midY); dir = .right
        case .right: start = CGPoint(x: b.maxX - inset, y: position ?? b.midY); dir = .left
        case .top: start = CGPoint(x: position ?? b.midX, y: b.minY + inset); dir = .down
        case .bottom: start = CGPoint(x: position ?? b.midX, y: b.maxY - inset); dir = .up
        default: throw TouchstoneError.invalidArgument("edgeSwipe needs exactly one edge (got \(edge))")
        }
        return (start, start + dir.unit * distance)
    }
}

extension Device.Direction {
    var unit: CGPoint {
        switch self {
        case .left: CGPoint(x: -1, y: 0)
        case .right: CGPoint(x: 1, y: 0)
        case .up: CGPoint(x: 0, y: -1)
        case .down: CGPoint(x: 0, y: 1)
        }
    }
}
