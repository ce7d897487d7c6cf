import Foundation

/// A token bucket per session: a page sends at most `burst` messages at once and `rate` per
/// second over time. Pointer events at 120 Hz from ten fingers are 1,200 per second; the
/// defaults leave room for that and refuse a flood (PlaygroundDecisions PG3).
public struct RateLimiter: Sendable {
    /// Messages per second, sustained.
    public let rate: Double
    /// Messages allowed at once.
    public let burst: Double
    private var tokens: Double
    private var last: Double?

    /// A bucket that starts full.
    public init(rate: Double = 2_000, burst: Double = 4_000) {
        self.rate = rate; self.burst = burst; tokens = burst
    }

    /// Whether a message arriving at `now` (seconds, any monotonic origin) may be handled.
    public mutating func allow(at now: Double) -> Bool {
        if let last { tokens = min(burst, tokens + max(0, now - last) * rate) }
        last = now
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
