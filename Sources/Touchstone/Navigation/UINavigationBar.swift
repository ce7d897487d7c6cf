import Foundation

/// The bar a navigation controller shows above its content (UIKit `UINavigationBar`).
///
/// Touchstone models only what touches see: a 44 pt tall view placed under the 47 pt top inset
/// of a notch iPhone, so it spans y ∈ [47, 91) in a full-screen navigation controller (spec CC47).
/// A touch that starts on the visible bar is not received by the interactive pop recogniser's
/// default delegate (spec §9.1).
open class UINavigationBar: UIView {
    /// The bar's standard height in points.
    public static let standardHeight: CGFloat = 44

    /// A navigation bar filling `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "navigationBar"
    }
}
