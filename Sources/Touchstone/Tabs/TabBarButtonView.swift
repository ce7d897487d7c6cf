import Foundation

/// The button a tab bar makes for each item (UIKit's private `UITabBarButton`, a direct `UIControl`
/// subclass). The tab is selected at `touchDown`, not at the lift (UIKitPiecesDecisions K17); the
/// button then tracks the touch like every control. Being a direct `UIControl` subclass it does not
/// keep an ancestor's tap recogniser from taking the touch (rules §7.6, CC34).
final class TabBarButtonView: UIControl {
    /// The item the button stands for.
    weak var item: UITabBarItem?
    /// The bar holding the button.
    weak var bar: UITabBar?

    override var traceName: String {
        if let accessibilityIdentifier { return accessibilityIdentifier }
        if let item, let index = bar?.items?.firstIndex(where: { $0 === item }) {
            return "\(bar?.traceName ?? "UITabBar").tab\(index)"
        }
        return "UITabBarButton"
    }
}
