import Foundation

/// The button view a navigation bar makes for a bar button item or its back button (UIKit's
/// private `_UIButtonBarButton`, a direct `UIControl` subclass, and the back button of the same
/// kind; UIKitPiecesDecisions K16).
///
/// The bar gives it a touch zone larger than its frame (``UINavigationBar``), which its
/// `point(inside:with:)` accepts. It tracks touches like every control and sends `touchUpInside` then `primaryActionTriggered`,
/// when it runs the item's action. Being a direct `UIControl` subclass, not a `UIButton`, it does
/// not stop an ancestor's tap recogniser from taking its tap (rules §7.6, CC34): a tap recogniser on
/// the bar or the navigation controller's view beats the bar's buttons.
final class BarButtonView: UIControl {
    /// The item the button stands for; `nil` for the back button.
    weak var item: UIBarButtonItem?
    /// The back button's title (`nil` for an item's button).
    var backTitle: String?
    /// The bar holding the button.
    weak var bar: UINavigationBar?
    /// Where the button takes touches, in its own coordinates: its zone of the bar, the bar's
    /// full height and the slop below it (set by the bar's layout).
    var touchZone: CGRect = .zero

    /// Inside the button or its zone: the whole zone is the button's, for the hit-test and for
    /// tracking (a lift anywhere in it, or within 70 pt of it, is `touchUpInside`).
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        touchZone.hitContains(point) || bounds.hitContains(point)
    }

    override var primaryActionEvents: Event { .touchUpInside }

    override var traceName: String {
        if let accessibilityIdentifier { return accessibilityIdentifier }
        if let item { return item.traceName }
        if let nav = bar?.navigationController { return "\(nav.traceName).backButton" }
        return backTitle.map { "back button \"\($0)\"" } ?? "_UIButtonBarButton"
    }
}
