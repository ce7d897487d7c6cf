import Foundation

/// One finger's movement as a person makes it, cut into the events a device delivers
/// (HumanGestureDecisions HG2–HG6).
///
/// - The finger lands at a random moment inside a display frame (the sample phase): the step's
///   start is a frame boundary, the landing falls `phase` later, `0 ≤ phase < 1/displayRate`.
/// - The digitiser samples the finger every `1/touchRate` seconds from the landing; the last
///   sample is where the finger lifts.
/// - Moves are delivered at display frame boundaries, each carrying the samples taken since the
///   previous frame (coalesced touches); the event's touch is at the last of them. Samples after
///   the last frame boundary go with the lift, which happens at its own moment.
struct HumanStroke {
    /// A move event: its time and the samples it delivers, oldest first (screen coordinates).
    struct Frame {
        var time: TimeInterval
        var samples: [(time: TimeInterval, point: CGPoint)]
    }

    /// When the finger lands (or starts moving, for a finger already down).
    var startTime: TimeInterval
    /// Where the finger lands.
    var start: CGPoint
    /// The move events, in time order.
    var frames: [Frame]
    /// When the finger stops (and lifts, when the gesture lifts).
    var endTime: TimeInterval
    /// Samples taken after the last frame boundary, delivered with the lift.
    var tail: [(time: TimeInterval, point: CGPoint)]

    /// The stroke from `from` to `to` over `duration`, varied by `spread` with `random`, starting
    /// at `t0` (a display frame boundary). `lands`: the finger touches down (its landing point
    /// scatters and its landing moment has a phase); otherwise it is already down at `from`.
    /// Points stay inside `bounds` (a finger cannot leave the glass).
    static func make(from: CGPoint, to: CGPoint, duration: TimeInterval, spread: GestureSpread,
                     random: inout SplitMix64, t0: TimeInterval, displayRate: Double, touchRate: Double,
                     bounds: CGRect, lands: Bool) -> HumanStroke {
        func clamp(_ p: CGPoint) -> CGPoint {
            CGPoint(x: min(bounds.maxX, max(bounds.minX, p.x)), y: min(bounds.maxY, max(bounds.minY, p.y)))
        }
        func gauss(_ sigma: CGFloat) -> CGFloat { CGFloat(random.normal()) * sigma }
        let frame = 1 / displayRate
        // Every number is drawn, in this order, whatever the gesture: a seed's sequence does not
        // depend on which draws a gesture happens to use.
        let phase = random.uniform() * frame
        let landing = CGPoint(x: gauss(spread.landingScatter), y: gauss(spread.landingScatter))
        let angle = random.normal() * spread.angleSpread * .pi / 180
        let endOffset = CGPoint(x: gauss(spread.endScatter), y: gauss(spread.endScatter))
        let stretch = exp(random.normal() * spread.durationSpread)
        let bow = gauss(spread.lateralBow)

        let start = lands ? clamp(CGPoint(x: from.x + landing.x, y: from.y + landing.y)) : from
        let v = CGPoint(x: to.x - from.x, y: to.y - from.y)
        let (c, s) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
        let turned = CGPoint(x: v.x * c - v.y * s, y: v.x * s + v.y * c)
        let end = clamp(CGPoint(x: start.x + turned.x + endOffset.x, y: start.y + turned.y + endOffset.y))
        let length = (turned.x * turned.x + turned.y * turned.y).squareRoot()
        let normal = length > 0 ? CGPoint(x: -turned.y / length, y: turned.x / length) : .zero
        let d = duration * stretch
        let startTime = t0 + (lands ? phase : 0)
        let endTime = startTime + d

        var samples: [(time: TimeInterval, point: CGPoint)] = []
        let step = 1 / touchRate
        let count = d > 0 ? Int((d / step).rounded(.up)) : 0
        if count > 0 {
            for j in 1...count {
                let t = min(d, Double(j) * step)
                let f = d > 0 ? t / d : 1
                let along = CGFloat(MinimumJerk.position(f))
                let across = bow * CGFloat(sin(Double.pi * f))
                var p = CGPoint(x: start.x + (end.x - start.x) * along + normal.x * across,
                                y: start.y + (end.y - start.y) * along + normal.y * across)
                if j < count { p.x += gauss(spread.sampleNoise); p.y += gauss(spread.sampleNoise) }
                samples.append((startTime + t, clamp(p)))
            }
        }
        // Moves go at the display frame boundaries after t0; samples after the last boundary
        // before the end travel with the lift.
        var frames: [Frame] = []
        var tail: [(time: TimeInterval, point: CGPoint)] = []
        for sample in samples {
            let k = ((sample.time - t0) / frame - 1e-9).rounded(.up)
            let boundary = t0 + k * frame
            if boundary > endTime + 1e-12 { tail.append(sample); continue }
            if let last = frames.last, abs(last.time - boundary) < 1e-12 { frames[frames.count - 1].samples.append(sample) }
            else { frames.append(Frame(time: boundary, samples: [sample])) }
        }
        return HumanStroke(startTime: startTime, start: start, frames: frames, endTime: endTime, tail: tail)
    }
}
