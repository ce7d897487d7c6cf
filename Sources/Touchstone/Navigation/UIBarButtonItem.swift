import Foundation

/// A button of a navigation bar (UIKit `UIBarButtonItem`). The item is not a view: the bar makes a
/// button view for it (UIKit's private `_UIButtonBarButton`, `BarButtonView` here) and lays it out.
///
/// - A title item is as wide as its title (about 9 pt a character plus 16 pt of padding, at least
///   44 pt); an image or symbol item 44 pt — Touchstone's estimate, no text is measured
///   (UIKitPiecesDecisions K16). Flexible and fixed spaces take room and get no button.
/// - A touch lands on the item anywhere in its zone, which is wider and taller than the button
///   (see ``UINavigationBar``).
/// - What happens on a tap is a closure: `primaryAction` (iOS 14's `UIAction`), or `init(…,
///   handler:)`, run at the button's `primaryActionTriggered` (after `touchUpInside`), instead of
///   UIKit's target-action pair.
open class UIBarButtonItem {
    /// How the item's title is drawn (`.done` is bold); it does not change touches.
    public enum Style: Int, Sendable {
        /// A plain title.
        case plain
        /// A bold title, for the action that ends a task.
        case done
    }

    /// The system's standard items (UIKit `UIBarButtonItem.SystemItem`).
    public enum SystemItem: Int, Sendable, CaseIterable {
        /// "Done".
        case done
        /// "Cancel".
        case cancel
        /// "Edit".
        case edit
        /// "Save".
        case save
        /// A plus symbol.
        case add
        /// Space that stretches; no button.
        case flexibleSpace
        /// Space of a fixed width; no button.
        case fixedSpace
        /// A compose symbol.
        case compose
        /// A reply symbol.
        case reply
        /// A share symbol.
        case action
        /// An organize (folder) symbol.
        case organize
        /// A bookmarks symbol.
        case bookmarks
        /// A search symbol.
        case search
        /// A refresh symbol.
        case refresh
        /// A stop symbol.
        case stop
        /// A camera symbol.
        case camera
        /// A trash symbol.
        case trash
        /// A play symbol.
        case play
        /// A pause symbol.
        case pause
        /// A rewind symbol.
        case rewind
        /// A fast-forward symbol.
        case fastForward
        /// "Undo".
        case undo
        /// "Redo".
        case redo
        /// A close symbol.
        case close

        /// The word UIKit shows for a text system item, `nil` for symbols and spaces.
        var word: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }
    }

    /// The item's title.
    open var title: String? { didSet { changed() } }
    /// The item's image.
    open var image: UIImage? { didSet { changed() } }
    /// The title's style.
    open var style: Style = .plain
    /// The system item it was made as, if any.
    public private(set) var systemItem: SystemItem?
    /// Whether the button responds to touches (a disabled one is skipped by hit-testing).
    open var isEnabled = true { didSet { changed() } }
    /// Hides the item: the bar lays out the others as if it were not there (iOS 16).
    open var isHidden = false { didSet { changed() } }
    /// The width of a fixed space, or of the button when above zero.
    open var width: CGFloat = 0 { didSet { changed() } }
    /// Run when the button is tapped, with the action itself.
    open var primaryAction: UIAction? { didSet { changed() } }
    /// A view the bar shows instead of a button; it takes its own touches (no enlarged zone).
    open var customView: UIView? {
        didSet { customViewSize = customView?.bounds.size ?? .zero; changed() }
    }
    /// The custom view's size when it was given: the bar lays it out at that size.
    var customViewSize: CGSize = .zero
    /// Names the button view in traces (its `accessibilityIdentifier`); by default the title.
    open var accessibilityIdentifier: String? { didSet { changed() } }

    /// Told when something the bar lays out changes.
    weak var bar: UINavigationBar?

    /// An item with nothing shown (set its title or image).
    public init() {}

    /// A title item running `primaryAction` when tapped.
    public convenience init(title: String?, style: Style = .plain, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title; self.style = style; self.primaryAction = primaryAction
    }

    /// A title item running `handler` when tapped.
    public convenience init(title: String?, style: Style = .plain, handler: @escaping (UIAction) -> Void) {
        self.init(title: title, style: style, primaryAction: UIAction(title: title ?? "", handler: handler))
    }

    /// An image item running `primaryAction` when tapped.
    public convenience init(image: UIImage?, style: Style = .plain, primaryAction: UIAction? = nil) {
        self.init()
        self.image = image; self.style = style; self.primaryAction = primaryAction
    }

    /// A system item running `primaryAction` when tapped.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.word
        self.primaryAction = primaryAction
    }

    /// An item whose title comes from `primaryAction` (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init(title: primaryAction?.title, primaryAction: primaryAction)
    }

    /// A flexible space (`.flexibleSpace`), which takes room and gets no button.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A fixed space of `width` points.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The button's width in the bar (UIKitPiecesDecisions K16: an estimate, no text is measured).
    var layoutWidth: CGFloat {
        if width > 0 { return width }
        if customView != nil { return customViewSize.width > 0 ? customViewSize.width : 44 }
        if isSpace { return systemItem == .fixedSpace ? width : 0 }
        if let title, image == nil, !title.isEmpty { return Self.titleWidth(title) }
        return 44
    }

    /// About 9 pt a character plus 16 pt of padding, at least 44 pt (UIKitPiecesDecisions K16).
    static func titleWidth(_ title: String) -> CGFloat { max(44, CGFloat(title.count) * 9 + 16) }

    /// The name the button view gets in traces.
    var traceName: String {
        accessibilityIdentifier ?? customView.map(\.traceName) ?? title.map { "UIBarButtonItem \"\($0)\"" } ?? image.map { "UIBarButtonItem \($0.name)" }
            ?? systemItem.map { "UIBarButtonItem .\($0)" } ?? "UIBarButtonItem"
    }

    private func changed() { bar?.setNeedsItemLayout() }
}
