import Foundation

/// The minimum-jerk profile of a point-to-point movement: the fraction of the distance covered at
/// the fraction `t` of the time, 10t³ − 15t⁴ + 6t⁵ (Flash and Hogan, "The coordination of arm
/// movements", J. Neurosci. 5(7):1688–1703, 1985). Speed is zero at both ends and peaks at 1.875
/// times the mean in the middle: the finger accelerates, cruises and decelerates, as measured
/// planar drags do, rather than moving at constant speed (HumanGestureDecisions HG2).
enum MinimumJerk {
    /// The fraction of the distance covered at the fraction `t` of the time (clamped to 0…1).
    static func position(_ t: Double) -> Double {
        let t = min(1, max(0, t))
        return t * t * t * (10 + t * (-15 + 6 * t))
    }
}
