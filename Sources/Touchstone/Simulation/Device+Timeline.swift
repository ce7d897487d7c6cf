import Foundation

/// Scripts written against absolute times, as a touch log reads: `120.ms`, and a finger moved in a
/// straight line between two moments, sampled at the display rate (issue 20; PortingDecisions U3).
/// The same script reads `- at: 16ms` / `move: { from, to, until }` in a scenario file.
extension Int {
    /// This many milliseconds, in seconds: `try device.advance(to: 120.ms)`.
    public var ms: TimeInterval { TimeInterval(self) / 1000 }
}

extension Double {
    /// This many milliseconds, in seconds: `16.7.ms`.
    public var ms: TimeInterval { self / 1000 }
}

extension Device {
    /// Moves finger `id` in a straight line from `start` to `end` between the absolute times `t1`
    /// and `t2` (device time, seconds): the clock runs to `t1`, where the finger goes down at
    /// `start` unless it is already down; then one sample every ``sampleInterval``, the last at
    /// exactly `t2` on `end`. The finger stays down (lift it with ``touchUp(id:)`` or
    /// ``touchUp(id:at:)``). Times before the clock or out of order are refused.
    public func move(id: Int = 0, from start: CGPoint, to end: CGPoint,
                     between t1: TimeInterval, and t2: TimeInterval) throws {
        // Finite times in order: their difference is a finite, non-negative duration.
        try checkScript(duration: t2 - t1, "the time from `between` to `and`")
        guard t1 >= clock.now - 1e-9 else {
            throw TouchstoneError.invalidArgument("a move cannot start at \(t1) s: the clock is already at \(clock.now) s")
        }
        try advance(to: max(clock.now, t1))
        if downTouch(id) == nil { try touchDown(id: id, at: start) }
        let steps = max(1, Int(((t2 - t1) * samplingRate).rounded(.up)))
        for step in 1...steps {
            let t = step == steps ? t2 : min(t2, t1 + Double(step) * sampleInterval)
            let f = t2 > t1 ? CGFloat((t - t1) / (t2 - t1)) : 1
            try advance(to: t)
            try touchMove(id: id, to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
    }
}
