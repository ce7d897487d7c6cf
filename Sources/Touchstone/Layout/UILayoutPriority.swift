import Foundation

/// How strongly a constraint should hold: 1000 must hold; anything lower is satisfied as far as
/// the stronger constraints allow (Apple, `UILayoutPriority`; LayoutDecisions AL6).
///
/// Touchstone weighs the distinct optional priorities of a window by rank, each a thousand times
/// the one below, so a higher priority wins over any ordinary number of lower ones, as UIKit's
/// documentation promises ("satisfied before constraints with lower priority levels").
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, 1…1000.
    public var rawValue: Float
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue` (UIKit spells it both ways).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold; one that cannot is broken and reported.
    public static let required = UILayoutPriority(rawValue: 1000)
    /// 750: the default content compression resistance.
    public static let defaultHigh = UILayoutPriority(rawValue: 750)
    /// 250: the default content hugging.
    public static let defaultLow = UILayoutPriority(rawValue: 250)
    /// 50: the level `systemLayoutSizeFitting` uses for the target size.
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)

    /// Lower priorities are weaker.
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// `priority + 1`, as UIKit code writes a priority just above another.
    public static func + (p: UILayoutPriority, k: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue + k) }
    /// `priority - 1`, a priority just below another.
    public static func - (p: UILayoutPriority, k: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue - k) }
}
