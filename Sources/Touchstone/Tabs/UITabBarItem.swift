import Foundation

/// What a view controller shows in a tab bar (UIKit `UITabBarItem`, `UIViewController.tabBarItem`):
/// a title, an image and a tag. The tab bar makes a button for it (UIKit's private
/// `UITabBarButton`, `TabBarButtonView` here).
open class UITabBarItem {
    /// The tab's title.
    open var title: String?
    /// The tab's image.
    open var image: UIImage?
    /// A number the app chooses to tell tabs apart.
    open var tag: Int = 0
    /// Whether the tab can be selected (a disabled tab's button is skipped by hit-testing).
    open var isEnabled = true { didSet { bar?.layoutButtons() } }

    /// Told when the enabled state changes.
    weak var bar: UITabBar?

    /// An item with nothing shown.
    public init() {}

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title; self.image = image; self.tag = tag
    }
}
