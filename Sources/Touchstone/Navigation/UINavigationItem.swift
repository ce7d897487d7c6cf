import Foundation

/// What a view controller shows in the navigation bar while it is on top (UIKit
/// `UINavigationItem`, `UIViewController.navigationItem`): a title, bar button items on each
/// side, and whether the back button shows.
///
/// - The back button shows when a controller lies below this one on the stack, `hidesBackButton`
///   is false and no left items replace it (UIKit: left items replace the back button unless
///   `leftItemsSupplementBackButton`). Its title is the item below's `backButtonTitle`, else its
///   title, else "Back". Tapping it pops the top controller, animated.
/// - Changes show at once: the bar lays its buttons out again (UIKitPiecesDecisions K16).
open class UINavigationItem {
    /// The title shown in the middle of the bar.
    open var title: String? { didSet { changed() } }
    /// The title of the back button a controller pushed over this one shows.
    open var backButtonTitle: String? { didSet { changed() } }
    /// Hides the back button; with UIKit's own pop delegate in place it also turns the back swipe
    /// off for this controller, as left items that replace the back button do (rules §9.3).
    open var hidesBackButton = false { didSet { changed() } }
    /// Left items follow the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// The items on the left, from the leading edge.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The items on the right, from the trailing edge inwards (UIKit's order).
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }

    /// The first left item (setting it replaces them all).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item, at the trailing edge (setting it replaces them all).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Told when something the bar lays out changes.
    weak var bar: UINavigationBar?

    /// An item with `title`.
    public init(title: String) { self.title = title }

    /// An item with no title.
    public init() {}

    /// Sets ``hidesBackButton``; `animated` has no effect.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    /// Sets ``leftBarButtonItem``; `animated` has no effect.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets ``rightBarButtonItem``; `animated` has no effect.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets ``leftBarButtonItems``; `animated` has no effect.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets ``rightBarButtonItems``; `animated` has no effect.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    private func changed() { bar?.setNeedsItemLayout() }
}
