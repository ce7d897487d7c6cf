import Foundation

extension UIButton {
    /// A button's look as one value (UIKit `UIButton.Configuration`, iOS 15), stored and never
    /// drawn (PortingDecisions U4). The style presets differ only in ``style``.
    public struct Configuration: Sendable, Hashable {
        /// The preset a configuration came from.
        public enum Style: String, Sendable {
            /// `plain()`.
            case plain
            /// `tinted()`.
            case tinted
            /// `gray()`.
            case gray
            /// `filled()`.
            case filled
            /// `borderless()`.
            case borderless
            /// `bordered()`.
            case bordered
            /// `borderedTinted()`.
            case borderedTinted
            /// `borderedProminent()`.
            case borderedProminent
        }

        /// How rounded the button's corners are.
        public enum CornerStyle: Int, Sendable {
            /// As the button size decides.
            case dynamic
            /// Fixed at `background.cornerRadius`.
            case fixed
            /// Small.
            case small
            /// Medium.
            case medium
            /// Large.
            case large
            /// Fully rounded ends.
            case capsule
        }

        /// The preset size of the button.
        public enum Size: Int, Sendable {
            /// Mini.
            case mini
            /// Small.
            case small
            /// Medium.
            case medium
            /// Large.
            case large
        }

        /// The preset it came from.
        public let style: Style
        /// The title.
        public var title: String?
        /// The subtitle.
        public var subtitle: String?
        /// The image.
        public var image: UIImage?
        /// The colour of the title and image.
        public var baseForegroundColor: UIColor?
        /// The background colour.
        public var baseBackgroundColor: UIColor?
        /// How rounded the corners are (`.dynamic`).
        public var cornerStyle: CornerStyle = .dynamic
        /// The preset size (`.medium`).
        public var buttonSize: Size = .medium
        /// The space between the image and the title (0).
        public var imagePadding: CGFloat = 0
        /// Whether the button shows an activity indicator.
        public var showsActivityIndicator = false

        private init(style: Style) { self.style = style }

        /// A plain button: no background.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tinted background.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background filled with the tint.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No border (the plain style of bar buttons).
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A bordered button.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A bordered, tinted button.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A bordered, prominent button.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
    }

    /// A system button with `configuration` and, optionally, a primary action (iOS 15).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }
}
