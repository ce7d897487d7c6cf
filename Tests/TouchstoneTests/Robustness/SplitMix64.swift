/// The fuzz suite's random source: SplitMix64, so a seed replays the same scene and stream on
/// every machine.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An integer in `0..<n` (n > 0).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { unit() < p }
    mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }
    mutating func between(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }
}
