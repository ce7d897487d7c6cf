import Foundation

/// How the playground's device time follows the page (PlaygroundDecisions PG2).
///
/// - **Live**: while a finger is down or a timer is pending (a double-tap window, a press limit,
///   a system gate, a deceleration), device time follows the page's clock (`performance.now()`
///   stamped on each message), so long presses and delays happen when they would on a phone.
///   When the device is idle, nothing can happen, so the wait before the next touch is not
///   replayed: the next input comes ``idleGap`` after the last one.
/// - **Step**: device time moves only when the page asks (`step`), and input happens at the
///   current time.
struct PlaygroundClock {
    enum Mode: String, Sendable { case live, step }

    var mode: Mode = .live
    /// The page's time (ms) and the device's (s) that correspond, while the device is engaged.
    private var anchor: (page: Double, device: TimeInterval)?

    /// Device time between an idle device and the next input.
    static let idleGap: TimeInterval = 0.5
    /// The most device time one message may advance: a page clock that jumps (a laptop waking
    /// up) does not run the device for hours.
    static let maximumStep: TimeInterval = 60

    /// The device time a message stamped `page` (ms) happens at, for a device now at `now`.
    /// `engaged`: a finger is down or a timer is pending. `isInput`: the message is a finger
    /// change (a tick on an idle device moves nothing).
    mutating func time(page: Double?, now: TimeInterval, engaged: Bool, isInput: Bool) -> TimeInterval {
        guard mode == .live, let page, page.isFinite else { return now }
        guard engaged, let a = anchor else {
            if engaged {
                // Engaged with no correspondence yet (back from step time in the middle of a
                // gesture, or a timer pending): time goes on from now.
                anchor = (page, now)
                return now
            }
            guard isInput else { anchor = nil; return now }
            let start = now > 0 ? Self.quantised(now + Self.idleGap) : now
            anchor = (page, start)
            return start
        }
        var t = Self.quantised(a.device + (page - a.page) / 1000)
        if t > now + Self.maximumStep {
            t = now + Self.maximumStep
            anchor = (page, t)
        }
        return max(t, now)
    }

    /// Device times of input on a microsecond grid, so a recording writes them exactly.
    static func quantised(_ t: TimeInterval) -> TimeInterval { (t * 1_000_000).rounded() / 1_000_000 }

    /// Forgets the correspondence (a new scene, or a switch of mode).
    mutating func reset() { anchor = nil }
}
