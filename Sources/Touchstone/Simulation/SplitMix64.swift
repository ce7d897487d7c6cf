import Foundation

/// A small seeded pseudo-random generator: SplitMix64 (Steele, Lea and Flood, "Fast splittable
/// pseudorandom number generators", OOPSLA 2014; the constants of Vigna's public-domain
/// `splitmix64.c`). The same seed gives the same numbers on every machine and every run, which
/// is what makes a varied gesture replayable from its seed (HumanGestureDecisions HG1). No system
/// randomness is read anywhere in Touchstone.
public struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
    /// The generator's whole state.
    public private(set) var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in [0, 1) with 53 random bits.
    public mutating func uniform() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A standard normal number (mean 0, deviation 1), by the Box–Muller transform.
    public mutating func normal() -> Double {
        let u1 = max(uniform(), 0x1.0p-53)
        let u2 = uniform()
        return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }
}
