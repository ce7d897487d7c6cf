import Foundation

extension UIScrollView {
    /// How quickly a flung scroll view slows down: the velocity is multiplied by `rawValue` once
    /// per millisecond after the lift (spec §8.4, §12a; values A16: normal 0.998, fast 0.99).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
