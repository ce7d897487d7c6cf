import Foundation

/// A navigation screen's `navigationItem`: its title, back button and bar button items.
public struct NavigationItemSpec: Sendable {
    /// The title in the middle of the bar (`title:`); the back button of a screen above shows it.
    public var title: String?
    /// `hidesBackButton` (`hidesBackButton:`).
    public var hidesBackButton = false
    /// The left items, from the leading edge (`leftItems:`); they replace the back button.
    public var leftItems: [BarItemSpec] = []
    /// The right items, from the trailing edge inwards (`rightItems:`).
    public var rightItems: [BarItemSpec] = []
}

/// A bar button item (`{id, title}`, `{id, systemItem}` or `{id, image}`): its button is named
/// `id` in traces, so its taps show as `<id> touchUpInside`.
public struct BarItemSpec: Sendable {
    /// The button's name.
    public var id: String
    /// The item's title.
    public var title: String?
    /// A system item (`add`, `done`, `compose`…).
    public var systemItem: String?
    /// An image (SF Symbol) name.
    public var image: String?
    /// Where the item was declared (1-based), for messages.
    public var line = 0, column = 0
}
