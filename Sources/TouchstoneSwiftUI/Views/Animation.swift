import Foundation

/// An animation, with SwiftUI's names so that code using them pastes in (SwiftUIDecisions SU33).
/// Nothing is animated: layout is instant and frames are where the animation would end, so the
/// curve, duration, delay and repetition change nothing a touch can see.
public struct Animation: Sendable, Hashable {
    /// The curve's name, for descriptions.
    let name: String
    init(_ name: String) { self.name = name }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")
    public static let interactiveSpring = Animation("interactiveSpring")
    public static let bouncy = Animation("bouncy")
    public static let smooth = Animation("smooth")
    public static let snappy = Animation("snappy")

    /// A linear curve over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation("linear") }
    /// An ease-in curve over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn") }
    /// An ease-out curve over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut") }
    /// An ease-in-out curve over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut") }
    /// A spring by response and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring")
    }
    /// A spring by duration and bounce (iOS 17).
    public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Animation { Animation("spring") }
    /// An interactive spring.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring")
    }
    /// A bouncy spring of a duration (iOS 17).
    public static func bouncy(duration: Double, extraBounce: Double = 0) -> Animation { Animation("bouncy") }
    /// A smooth spring of a duration (iOS 17).
    public static func smooth(duration: Double, extraBounce: Double = 0) -> Animation { Animation("smooth") }
    /// A snappy spring of a duration (iOS 17).
    public static func snappy(duration: Double, extraBounce: Double = 0) -> Animation { Animation("snappy") }

    /// The animation after a delay.
    public func delay(_ delay: Double) -> Animation { self }
    /// The animation at a speed.
    public func speed(_ speed: Double) -> Animation { self }
    /// The animation repeated.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// The animation repeated for ever.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` (SwiftUI's `withAnimation`; nothing is animated here).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
