import Foundation

/// A text style: only its point size matters here, for the size estimate of `Text` (the Dynamic
/// Type "Large" sizes, Apple's Human Interface Guidelines).
public struct Font: Sendable, Hashable {
    let pointSize: CGFloat
    public static let largeTitle = Font(pointSize: 34)
    public static let title = Font(pointSize: 28)
    public static let title2 = Font(pointSize: 22)
    public static let title3 = Font(pointSize: 20)
    public static let headline = Font(pointSize: 17)
    public static let body = Font(pointSize: 17)
    public static let callout = Font(pointSize: 16)
    public static let subheadline = Font(pointSize: 15)
    public static let footnote = Font(pointSize: 13)
    public static let caption = Font(pointSize: 12)
    public static let caption2 = Font(pointSize: 11)
    /// The system font at `size` points.
    public static func system(size: CGFloat) -> Font { Font(pointSize: size) }
    /// The same font, bold (the estimate does not change).
    public func bold() -> Font { self }
}
