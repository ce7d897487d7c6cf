import Foundation

/// A font (UIKit `UIFont`), stored and never drawn: Touchstone lays out no text, so a font changes
/// no frame and no touch. Labels, buttons and text fields keep the font they are given so UIKit
/// code compiles unchanged and a test can read it back (PortingDecisions U4).
///
/// System fonts are named `.SFUI-<Weight>`; text-style fonts have the default (Large) Dynamic Type
/// size of their style (Apple Human Interface Guidelines, "Typography").
public struct UIFont: Sendable, Hashable, CustomStringConvertible {
    /// A font weight (UIKit `UIFont.Weight`): a number from −1 (lightest) to 1 (heaviest).
    public struct Weight: RawRepresentable, Sendable, Hashable, Comparable {
        /// The weight as UIKit numbers it (regular is 0).
        public let rawValue: CGFloat
        /// A weight of this number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Orders weights from lightest to heaviest.
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        /// −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0, the body weight.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3, the headline weight.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)

        /// The weight's name in a system font's name (`Semibold`).
        var name: String {
            let names: [(Weight, String)] = [(.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"),
                                             (.regular, "Regular"), (.medium, "Medium"), (.semibold, "Semibold"),
                                             (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black")]
            return names.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }?.1 ?? "Regular"
        }
    }

    /// A Dynamic Type text style (UIKit `UIFont.TextStyle`).
    public struct TextStyle: RawRepresentable, Sendable, Hashable {
        /// The style's UIKit name (`UICTFontTextStyleBody`).
        public let rawValue: String
        /// A style of this name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34 pt.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 17 pt.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 15 pt.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 13 pt.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The Large (default) size and weight of the style; an unknown style reads as body.
        var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .callout: (16, .regular)
            case .subheadline: (15, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The font's name (`.SFUI-Semibold`, or the name given to `init(name:size:)`).
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight (regular for a font made by name).
    public let weight: Weight
    /// The text style the font was made for, when it came from `preferredFont(forTextStyle:)`.
    public let textStyle: TextStyle?

    private init(fontName: String, pointSize: CGFloat, weight: Weight, textStyle: TextStyle?) {
        self.fontName = fontName
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : UIFont.systemFontSize
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The font named `fontName`. Never `nil` here: there are no font files to miss. A size that
    /// is not a positive number becomes ``systemFontSize`` (UIKit treats 0 as the system size).
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, pointSize: fontSize, weight: .regular, textStyle: nil)
    }

    /// The system font of this size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-\(weight.name)", pointSize: fontSize, weight: weight, textStyle: nil)
    }

    /// The regular system font of this size.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The bold system font of this size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font of this size (named `.SFUI-Italic`).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Italic", pointSize: fontSize, weight: .regular, textStyle: nil)
    }

    /// The system font with digits of one width.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The monospaced system font (named `.SFMono-<Weight>`).
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFMono-\(weight.name)", pointSize: fontSize, weight: weight, textStyle: nil)
    }

    /// The system font for `style` at the default (Large) content size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let m = style.metrics
        return UIFont(fontName: ".SFUI-\(m.weight.name)", pointSize: m.size, weight: m.weight, textStyle: style)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize, weight: weight, textStyle: textStyle)
    }

    /// The size of the standard system font, 17 pt (the size of a label's default font).
    public static let systemFontSize: CGFloat = 17
    /// The size of a button's default font, 18 pt (UIKit `buttonFontSize`).
    public static let buttonFontSize: CGFloat = 18
    /// The size of the standard label font, 17 pt.
    public static let labelFontSize: CGFloat = 17
    /// The size of the small system font, 12 pt.
    public static let smallSystemFontSize: CGFloat = 12

    /// `<name> <size>pt`.
    public var description: String { "\(fontName) \(Self.trimmed(pointSize))pt" }

    private static func trimmed(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(Double(v))
    }
}
