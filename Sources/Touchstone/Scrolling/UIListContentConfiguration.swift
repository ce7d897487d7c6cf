import Foundation

/// A cell's content described as a value (UIKit `UIContentConfiguration`, iOS 14). Touchstone
/// stores the configuration a cell is given and draws nothing (PortingDecisions U4).
public protocol UIContentConfiguration {}

/// The standard content of a list cell — text, secondary text, an image and their looks (UIKit
/// `UIListContentConfiguration`), stored and never drawn. A cell's
/// `defaultContentConfiguration()` gives the one matching its style.
public struct UIListContentConfiguration: UIContentConfiguration, Sendable, Hashable {
    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image.
    public var image: UIImage?
    /// The primary text's looks.
    public var textProperties: TextProperties
    /// The secondary text's looks.
    public var secondaryTextProperties: TextProperties
    /// The image's looks.
    public var imageProperties = ImageProperties()
    /// The space between the image and the text (16 pt).
    public var imageToTextPadding: CGFloat = 16

    private init(text: TextProperties, secondary: TextProperties) {
        textProperties = text
        secondaryTextProperties = secondary
    }

    /// A title-only cell (`.default`): body text.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel))
    }

    /// A title over a subtitle (`.subtitle`).
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel))
    }

    /// A title with a value at the trailing edge (`.value1`).
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel))
    }

    /// A grouped table's section header.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel))
    }

    /// A grouped table's section footer.
    public static func groupedFooter() -> UIListContentConfiguration { groupedHeader() }

    /// The looks of one text of the configuration.
    public struct TextProperties: Sendable, Hashable {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// How the lines line up.
        public var alignment: TextAlignment = .natural
        /// The maximum number of lines (0: no limit).
        public var numberOfLines = 0
        /// How text that does not fit is cut.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail

        init(font: UIFont, color: UIColor) { self.font = font; self.color = color }

        /// How the text lines up (UIKit `UIListContentConfiguration.TextProperties.TextAlignment`).
        public enum TextAlignment: Int, Sendable {
            /// The script's natural side.
            case natural
            /// Centred.
            case center
            /// Both edges.
            case justified
        }
    }

    /// The looks of the configuration's image.
    public struct ImageProperties: Sendable, Hashable {
        /// The image's tint (`nil`: the cell's).
        public var tintColor: UIColor?
        /// The largest size the image is shown at (zero: no limit).
        public var maximumSize: CGSize = .zero
        /// The radius of the image's corners.
        public var cornerRadius: CGFloat = 0
        /// The space kept for the image (zero: its own size).
        public var reservedLayoutSize: CGSize = .zero
    }
}

extension UITableViewCell {
    /// The list configuration matching the cell's style, with no text (UIKit, iOS 14).
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }
}
