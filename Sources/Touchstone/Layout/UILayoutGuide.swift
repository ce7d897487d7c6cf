import Foundation

/// A rectangle that takes part in Auto Layout without being a view (Apple, `UILayoutGuide`):
/// spacers, and the guides views provide — ``UIView/safeAreaLayoutGuide`` and
/// ``UIView/layoutMarginsGuide``, whose frames follow the view's safe area and margins, and a
/// scroll view's ``UIScrollView/contentLayoutGuide`` and ``UIScrollView/frameLayoutGuide``.
///
/// A guide of your own is added to a view with ``UIView/addLayoutGuide(_:)``; its frame is then
/// solved like a view's and read from ``layoutFrame`` (in the owning view's coordinates).
open class UILayoutGuide {
    /// What a guide follows.
    enum Kind { case free, safeArea, margins, scrollContent, scrollFrame }
    let kind: Kind
    /// The view the guide belongs to, not kept alive (the view holds its guides;
    /// `LayoutItemReference`).
    public internal(set) var owningView: UIView? {
        get { owner.viewIfAlive }
        set { owner = LayoutItemReference(newValue) }
    }
    private var owner = LayoutItemReference(nil)
    /// Names the guide in trace warnings.
    public var identifier: String = ""
    /// The guide's rectangle in its owning view's coordinates, as of the last layout pass (the
    /// safe-area, margins and scroll-view guides: computed from the view now — a scroll view's
    /// content guide is its content rectangle, `(0, 0)` and `contentSize`; its frame guide is its
    /// bounds, at the content offset).
    public var layoutFrame: CGRect {
        guard let view = owningView else { return solvedFrame }
        switch kind {
        case .free: return solvedFrame
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .margins: return view.bounds.inset(by: view.effectiveLayoutMargins)
        case .scrollContent: return CGRect(origin: .zero, size: (view as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return view.bounds
        }
    }
    var solvedFrame: CGRect = .zero

    /// A guide of your own, to be added with ``UIView/addLayoutGuide(_:)``.
    public init() { kind = .free }
    init(kind: Kind, owner: UIView) {
        self.kind = kind
        self.owner = LayoutItemReference(owner)
        switch kind {
        case .free: identifier = ""
        case .safeArea: identifier = "UIViewSafeAreaLayoutGuide"
        case .margins: identifier = "UIViewLayoutMarginsGuide"
        case .scrollContent: identifier = "UIScrollView-contentLayoutGuide"
        case .scrollFrame: identifier = "UIScrollView-frameLayoutGuide"
        }
    }

    /// `owner.identifier`, or the guide's own identifier.
    var traceName: String {
        let base = identifier.isEmpty ? "UILayoutGuide" : identifier
        return owningView.map { "\($0.traceName).\(base)" } ?? base
    }

    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
