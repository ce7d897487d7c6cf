import Foundation

/// UIKit's fixed and system colours (Apple, `UIColor` "Standard colors" and "UI element colors").
///
/// Fixed colours have their documented components. System and semantic colours adapt to the
/// appearance in UIKit; here each has its iOS 15+ light-appearance value from Apple's Human
/// Interface Guidelines, "Color" (PortingDecisions U4). Nothing is drawn.
extension UIColor {
    // MARK: Fixed colours

    /// Opaque black (white 0).
    public static let black = UIColor(white: 0, alpha: 1)
    /// Opaque white (white 1).
    public static let white = UIColor(white: 1, alpha: 1)
    /// Transparent black (white 0, alpha 0).
    public static let clear = UIColor(white: 0, alpha: 0)
    /// Grey, white 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Light grey, white 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Dark grey, white 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Red (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Green (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Blue (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    // MARK: System colours

    /// The system blue, the default tint (0, 122, 255).
    public static let systemBlue = UIColor(name: "systemBlue", 0, 122, 255)
    /// The system red (255, 59, 48).
    public static let systemRed = UIColor(name: "systemRed", 255, 59, 48)
    /// The system green (52, 199, 89).
    public static let systemGreen = UIColor(name: "systemGreen", 52, 199, 89)
    /// The system orange (255, 149, 0).
    public static let systemOrange = UIColor(name: "systemOrange", 255, 149, 0)
    /// The system yellow (255, 204, 0).
    public static let systemYellow = UIColor(name: "systemYellow", 255, 204, 0)
    /// The system pink (255, 45, 85).
    public static let systemPink = UIColor(name: "systemPink", 255, 45, 85)
    /// The system purple (175, 82, 222).
    public static let systemPurple = UIColor(name: "systemPurple", 175, 82, 222)
    /// The system indigo (88, 86, 214).
    public static let systemIndigo = UIColor(name: "systemIndigo", 88, 86, 214)
    /// The system teal (48, 176, 199).
    public static let systemTeal = UIColor(name: "systemTeal", 48, 176, 199)
    /// The system mint (0, 199, 190).
    public static let systemMint = UIColor(name: "systemMint", 0, 199, 190)
    /// The system cyan (50, 173, 230).
    public static let systemCyan = UIColor(name: "systemCyan", 50, 173, 230)
    /// The system brown (162, 132, 94).
    public static let systemBrown = UIColor(name: "systemBrown", 162, 132, 94)
    /// The system grey (142, 142, 147).
    public static let systemGray = UIColor(name: "systemGray", 142, 142, 147)
    /// The second system grey (174, 174, 178).
    public static let systemGray2 = UIColor(name: "systemGray2", 174, 174, 178)
    /// The third system grey (199, 199, 204).
    public static let systemGray3 = UIColor(name: "systemGray3", 199, 199, 204)
    /// The fourth system grey (209, 209, 214).
    public static let systemGray4 = UIColor(name: "systemGray4", 209, 209, 214)
    /// The fifth system grey (229, 229, 234).
    public static let systemGray5 = UIColor(name: "systemGray5", 229, 229, 234)
    /// The sixth system grey (242, 242, 247).
    public static let systemGray6 = UIColor(name: "systemGray6", 242, 242, 247)
    /// The app's tint colour as a colour (iOS 15): here the default tint, the system blue.
    public static let tintColor = UIColor(name: "tintColor", 0, 122, 255)

    // MARK: Semantic colours

    /// Text: black.
    public static let label = UIColor(name: "label", 0, 0, 0)
    /// Secondary text: (60, 60, 67) at 60 %.
    public static let secondaryLabel = UIColor(name: "secondaryLabel", 60, 60, 67, alpha: 0.6)
    /// Tertiary text: (60, 60, 67) at 30 %.
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel", 60, 60, 67, alpha: 0.3)
    /// Quaternary text: (60, 60, 67) at 18 %.
    public static let quaternaryLabel = UIColor(name: "quaternaryLabel", 60, 60, 67, alpha: 0.18)
    /// Placeholder text: (60, 60, 67) at 30 %.
    public static let placeholderText = UIColor(name: "placeholderText", 60, 60, 67, alpha: 0.3)
    /// Links: the system blue.
    public static let link = UIColor(name: "link", 0, 122, 255)
    /// Separators: (60, 60, 67) at 29 %.
    public static let separator = UIColor(name: "separator", 60, 60, 67, alpha: 0.29)
    /// Opaque separators (198, 198, 200).
    public static let opaqueSeparator = UIColor(name: "opaqueSeparator", 198, 198, 200)
    /// The main background: white.
    public static let systemBackground = UIColor(name: "systemBackground", 255, 255, 255)
    /// Content on the main background (242, 242, 247).
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground", 242, 242, 247)
    /// Content on the secondary background: white.
    public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground", 255, 255, 255)
    /// The background of grouped tables (242, 242, 247).
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground", 242, 242, 247)
    /// Cells on a grouped background: white.
    public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground", 255, 255, 255)
    /// Content on grouped cells (242, 242, 247).
    public static let tertiarySystemGroupedBackground = UIColor(name: "tertiarySystemGroupedBackground", 242, 242, 247)
    /// Thin shapes' fill: (120, 120, 128) at 20 %.
    public static let systemFill = UIColor(name: "systemFill", 120, 120, 128, alpha: 0.2)
    /// Medium shapes' fill: (120, 120, 128) at 16 %.
    public static let secondarySystemFill = UIColor(name: "secondarySystemFill", 120, 120, 128, alpha: 0.16)
    /// Large shapes' fill: (118, 118, 128) at 12 %.
    public static let tertiarySystemFill = UIColor(name: "tertiarySystemFill", 118, 118, 128, alpha: 0.12)
    /// Large areas' fill: (116, 116, 128) at 8 %.
    public static let quaternarySystemFill = UIColor(name: "quaternarySystemFill", 116, 116, 128, alpha: 0.08)
}
