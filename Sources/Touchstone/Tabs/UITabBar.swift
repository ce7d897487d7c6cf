import Foundation

/// The bar of tabs at the bottom of a tab bar controller (UIKit `UITabBar`).
///
/// - 49 pt of buttons above the bottom safe area (34 pt on home-indicator iPhones), the bar
///   reaching the screen's bottom: 83 pt tall on the default 390 × 844 device (Apple's Human
///   Interface Guidelines: 49 pt; the safe area below it).
/// - One button per item, of equal width across the bar, 49 pt tall; a touch in the safe area
///   below the buttons reaches the bar, not a tab (Touchstone's choice, UIKitPiecesDecisions K17).
/// - A tab's button selects it at `touchDown` (UIKitPiecesDecisions K17), through the tab bar controller (a
///   bar on its own sets ``selectedItem``).
open class UITabBar: UIView {
    /// The height of the buttons' row in points.
    public static let standardHeight: CGFloat = 49

    /// The items, one button each, from the leading edge.
    public private(set) var items: [UITabBarItem]?
    /// The selected item.
    public internal(set) var selectedItem: UITabBarItem? { didSet { layoutButtons() } }

    /// The tab bar controller owning the bar: told when a button is touched.
    weak var tabBarController: UITabBarController?
    /// The buttons, in item order.
    private(set) var buttons: [TabBarButtonView] = []

    /// A tab bar filling `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "tabBar"
    }

    /// Replaces the items; `animated` has no effect.
    public func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in self.items ?? [] where item.bar === self { item.bar = nil }
        self.items = items
        for item in items ?? [] { item.bar = self }
        if let selected = selectedItem, !(items ?? []).contains(where: { $0 === selected }) { selectedItem = nil }
        layoutButtons()
    }

    /// Lays the buttons out again when the bar's size changes.
    open override func geometryDidChange() {
        super.geometryDidChange()
        layoutButtons()
    }

    /// One button per item, equal widths, 49 pt tall from the bar's top.
    func layoutButtons() {
        let items = self.items ?? []
        if buttons.count != items.count || zip(buttons, items).contains(where: { $0.item !== $1 }) {
            for b in buttons { b.removeFromSuperview() }
            buttons = items.enumerated().map { index, item in
                let b = TabBarButtonView(frame: .zero)
                b.item = item
                b.bar = self
                b.addAction(UIAction { [weak self] _ in self?.buttonTouchedDown(index) }, for: .touchDown)
                addSubview(b)
                return b
            }
        }
        let width = items.isEmpty ? 0 : bounds.width / CGFloat(items.count)
        for (i, b) in buttons.enumerated() {
            b.frame = CGRect(x: CGFloat(i) * width, y: 0, width: width, height: min(Self.standardHeight, bounds.height))
            b.isEnabled = b.item?.isEnabled ?? true
            b.isSelected = b.item != nil && b.item === selectedItem
        }
    }

    /// A touch-down on a tab: its controller decides; a bar on its own selects the item.
    private func buttonTouchedDown(_ index: Int) {
        if let controller = tabBarController { return controller.userSelectedTab(at: index) }
        if let items, items.indices.contains(index) { selectedItem = items[index] }
    }
}
