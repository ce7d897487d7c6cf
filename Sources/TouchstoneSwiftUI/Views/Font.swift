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
    /// The system font at `size` points, of a weight and design (only the size counts here;
    /// SwiftUIDecisions SU33). A size that is not a finite positive number is taken as the body's
    /// 17 pt.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(pointSize: size.isFinite && size > 0 ? size : 17)
    }
    /// The system font in a text style, of a design and weight: the style's size.
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        style.font
    }
    /// A custom font by name at `size` points (drawn as the system font; only the size counts).
    public static func custom(_ name: String, size: CGFloat) -> Font { .system(size: size) }
    /// The same font, bold (the estimate does not change).
    public func bold() -> Font { self }
    /// The same font, italic.
    public func italic() -> Font { self }
    /// The same font at a weight.
    public func weight(_ weight: Font.Weight) -> Font { self }

    /// A font weight (kept for the signature: it does not change the size estimate).
    public struct Weight: Sendable, Hashable {
        let value: Double
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    /// A font design (kept for the signature).
    public enum Design: Sendable, Hashable { case `default`, serif, rounded, monospaced }

    /// The Dynamic Type text styles, each at its "Large" size.
    public enum TextStyle: Sendable, Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }
}
