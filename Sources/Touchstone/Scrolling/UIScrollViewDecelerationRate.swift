import Foundation

extension UIScrollView {
    /// How quickly a flung scroll view slows down: the velocity is multiplied by `rawValue` once
    /// per millisecond after the lift (rules §8.4, §12a; values A16: normal 0.998, fast 0.99).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public var rawValue: CGFloat
        /// A value with this raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default rate (0.998 per millisecond).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A faster stop (0.99 per millisecond); also used for bounce-back and paging.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
