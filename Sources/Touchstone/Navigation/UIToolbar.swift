import Foundation

/// The bar a navigation controller can show at the bottom of its content (UIKit `UIToolbar`).
///
/// 49 pt tall, placed above the bottom inset (34 pt on home-indicator iPhones). Hidden by default
/// in a navigation controller (`isToolbarHidden`). A touch that starts on the visible toolbar is
/// not received by the interactive pop recogniser's default delegate (rules §9.1).
open class UIToolbar: UIView {
    /// The toolbar's standard height in points.
    public static let standardHeight: CGFloat = 49

    /// A toolbar filling `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "toolbar"
    }
}
