import Foundation

/// Scripted gestures as people make them: the plain helpers' gestures varied by a
/// ``GestureSpread`` drawn from the device's seeded generator (`gestureSeed`), sampled by the
/// digitiser at `touchSamplingRate` and delivered at the display's `samplingRate` with coalesced
/// touches (HumanGestureDecisions HG1–HG6). A `nil` spread is the plain helper, unchanged.
extension Device {
    /// The touch sampling rates a varied gesture accepts (Hz): 60 and 120 (the display's, on
    /// iPhones and ProMotion screens) and 240 (the touch sampling of ProMotion iPads and the
    /// pencil, UIKit's "up to 240 Hz").
    public static let touchSamplingRates: [Double] = [60, 120, 240]

    /// The digitiser's rate for a varied gesture: `touchSamplingRate`, checked, never below the
    /// display's rate.
    func checkedTouchRate() throws -> Double {
        guard let rate = touchSamplingRate else { return samplingRate }
        guard Self.touchSamplingRates.contains(rate) else {
            throw TouchstoneError.invalidArgument("touchSamplingRate must be 60, 120 or 240 Hz (got \(rate))")
        }
        return max(rate, samplingRate)
    }

    /// `drag(from:to:duration:hold:)` made by a person: landing, speed, direction and timing
    /// varied by `spread` (a `nil` spread is the plain drag). `lift: false` leaves the finger down.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, hold: TimeInterval = 0,
                     lift: Bool = true, spread: GestureSpread?) throws {
        guard let spread else { return try multiDrag([(start, end)], duration: duration, hold: hold, lift: lift) }
        try checkScript(duration: duration, "duration")
        try checkScript(duration: hold, "hold")
        let stroke = try makeStroke(from: start, to: end, duration: duration, spread: spread, lands: true)
        var id = 0
        while downTouch(id) != nil { id += 1 }
        try play(stroke, finger: id, lands: true, hold: hold, lift: lift)
    }

    /// `swipe(from:direction:distance:duration:)` made by a person.
    public func swipe(from start: CGPoint, direction: Direction, distance: CGFloat = 200,
                      duration: TimeInterval = 0.1, spread: GestureSpread?) throws {
        try drag(from: start, to: start + direction.unit * distance, duration: duration, spread: spread)
    }

    /// `edgeSwipe(edge:position:distance:duration:inset:)` made by a person: the landing scatters
    /// about the point `inset` from the edge, and stays on the screen.
    public func edgeSwipe(edge: UIRectEdge, position: CGFloat? = nil, distance: CGFloat = 200,
                          duration: TimeInterval = 0.25, inset: CGFloat = 2, spread: GestureSpread?) throws {
        guard let spread else {
            return try edgeSwipe(edge: edge, position: position, distance: distance, duration: duration, inset: inset)
        }
        let line = try edgeSwipeLine(edge: edge, position: position, distance: distance, inset: inset)
        try drag(from: line.from, to: line.to, duration: duration, spread: spread)
    }

    /// A tap made by a person: the landing point scatters, the landing falls anywhere in a
    /// display frame and the press lasts `duration` give or take the spread's duration spread.
    public func tap(at point: CGPoint, duration: TimeInterval = 0.08, spread: GestureSpread?) throws {
        guard let spread else { return try tap(at: point, duration: duration) }
        try checkScript(duration: duration, "duration")
        let stroke = try makeStroke(from: point, to: point, duration: duration, spread: spread, lands: true)
        var id = 0
        while downTouch(id) != nil { id += 1 }
        try advance(to: stroke.startTime)
        try touchDown(id: id, at: stroke.start)
        try advance(to: stroke.endTime)
        try touchUp(id: id)
    }

    /// Finger `id`, already down, moved from where it is towards `to` over `duration`, as a person
    /// moves it (the plain form is `move(id:from:to:between:and:)`).
    public func move(id: Int, to end: CGPoint, duration: TimeInterval, spread: GestureSpread) throws {
        try checkScript(duration: duration, "duration")
        guard let t = downTouch(id) else { throw reject(.fingerNotDown(id)) }
        let here = screenPoint(ofWindowPoint: t.locationInWindow, in: t.window)
        let stroke = try makeStroke(from: here, to: end, duration: duration, spread: spread, lands: false)
        try play(stroke, finger: id, lands: false, hold: 0, lift: false)
    }

    private func makeStroke(from: CGPoint, to: CGPoint, duration: TimeInterval, spread: GestureSpread,
                            lands: Bool) throws -> HumanStroke {
        let touchRate = try checkedTouchRate()
        return HumanStroke.make(from: from, to: to, duration: duration, spread: spread, random: &gestureRandom,
                                t0: clock.now, displayRate: samplingRate, touchRate: touchRate,
                                bounds: screenBounds, lands: lands)
    }

    /// Delivers a stroke: the landing, one move per display frame with its coalesced samples,
    /// then the lift at its own moment with the samples since the last frame.
    private func play(_ stroke: HumanStroke, finger id: Int, lands: Bool, hold: TimeInterval, lift: Bool) throws {
        var shift: TimeInterval = 0
        if lands {
            try advance(to: stroke.startTime)
            try touchDown(id: id, at: stroke.start)
            if hold > 0 { try advance(by: hold); shift = hold }
        }
        for frame in stroke.frames {
            try advance(to: frame.time + shift)
            try deliverMove(id, frame.samples, shift: shift)
        }
        if lift {
            try advance(to: stroke.endTime + shift)
            if let last = stroke.tail.last {
                try withCoalesced(id, stroke.tail, shift: shift) { try touchUp(id: id, at: last.point) }
            } else {
                try touchUp(id: id)
            }
        } else if !stroke.tail.isEmpty {
            // The finger stays down: the last samples arrive with the next display frame.
            let frame = 1 / samplingRate
            let k = ((stroke.endTime - (stroke.frames.last?.time ?? stroke.startTime)) / frame).rounded(.up)
            try advance(to: (stroke.frames.last?.time ?? stroke.startTime) + max(1, k) * frame + shift)
            try deliverMove(id, stroke.tail, shift: shift)
        }
    }

    private func deliverMove(_ id: Int, _ samples: [(time: TimeInterval, point: CGPoint)], shift: TimeInterval) throws {
        guard let last = samples.last else { return }
        try withCoalesced(id, samples, shift: shift) { try touchMove(id: id, to: last.point) }
    }

    /// Runs `body` with finger `id`'s touch carrying `samples` as its coalesced samples.
    private func withCoalesced(_ id: Int, _ samples: [(time: TimeInterval, point: CGPoint)], shift: TimeInterval,
                               _ body: () throws -> Void) throws {
        guard let t = downTouch(id), samples.count > 1 else { return try body() }
        t.coalescedSamples = samples.map { (toWindow($0.point, t.window), $0.time + shift) }
        defer { t.coalescedSamples = [] }
        try body()
    }

    /// A point of `window` in screen coordinates.
    func screenPoint(ofWindowPoint p: CGPoint, in window: UIWindow?) -> CGPoint {
        let origin = toWindow(.zero, window)
        return CGPoint(x: p.x - origin.x, y: p.y - origin.y)
    }
}
