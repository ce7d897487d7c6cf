import Foundation

/// How far a gesture made by a person strays from the one written down: where the finger lands,
/// how long it takes, which way it goes, how it wobbles (HumanGestureDecisions HG2–HG5).
///
/// A spread varies a scripted gesture with a seeded generator (``SplitMix64``), so the same seed
/// gives the same gesture. `nil` (no spread) is the plain gesture: a straight line at constant
/// speed, one sample per display frame from the moment the finger lands, as before.
///
/// The figures of `natural` come from measured pointing and drawing movements where a source
/// gives them, and are guesses of the same order where none does:
/// - speed along the path follows the minimum-jerk profile (accelerate, cruise, decelerate;
///   Flash and Hogan, J. Neurosci. 5(7), 1985), documented for planar hand movements [obs];
/// - the landing point scatters about the aimed point with a deviation of 6 pt (about 1 mm): the
///   "absolute precision" of a finger that FFitts law separates from speed (Bi, Li and Zhai,
///   CHI 2013) is of the order of a millimetre; the exact figure is a guess [guess];
/// - duration ±15 % (one standard deviation, log-normal), direction ±3°, end point ±6 pt, a bow
///   of ±1.5 pt across the path and 0.3 pt of sample noise are guesses [guess].
public struct GestureSpread: Sendable, Equatable, CustomStringConvertible {
    /// The spread's name in scripts (`spread: natural`).
    public var name: String
    /// Standard deviation of the landing point, per axis, in points.
    public var landingScatter: CGFloat
    /// Standard deviation of the end point, per axis, in points (added to the landing's).
    public var endScatter: CGFloat
    /// Standard deviation of the gesture's duration, as a log-normal factor's log (0.15 ≈ ±15 %).
    public var durationSpread: Double
    /// Standard deviation of the direction, in degrees.
    public var angleSpread: Double
    /// Standard deviation of the bow across the path at its middle, in points.
    public var lateralBow: CGFloat
    /// Standard deviation of each sample's noise, per axis, in points (the finger's tremor and
    /// the digitiser's noise together).
    public var sampleNoise: CGFloat

    /// A person's gesture as the sources describe it (see the type's comment).
    public static let natural = GestureSpread(name: "natural", landingScatter: 6, endScatter: 6, durationSpread: 0.15,
                                              angleSpread: 3, lateralBow: 1.5, sampleNoise: 0.3)

    /// The spreads scripts may name.
    public static let all: [GestureSpread] = [.natural]

    /// The spread called `name`, or `nil` when there is none.
    public static func named(_ name: String) -> GestureSpread? { all.first { $0.name == name } }

    /// The spread's name.
    public var description: String { name }
}
