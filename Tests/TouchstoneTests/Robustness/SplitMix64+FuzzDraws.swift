import Touchstone

/// The fuzz suite draws from the engine's own generator (`SplitMix64`, HumanGestureDecisions HG1), so
/// a seed replays the same scene and stream on every machine; these are the draws it needs.
extension SplitMix64 {
    /// An integer in `0..<n` (n > 0).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { uniform() < p }
    /// A number in [0, 1).
    mutating func unit() -> Double { uniform() }
    /// A number in [`lo`, `hi`).
    mutating func between(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * uniform() }
}
