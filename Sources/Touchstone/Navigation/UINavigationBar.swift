import Foundation

/// The bar a navigation controller shows above its content (UIKit `UINavigationBar`).
///
/// - 44 pt tall, placed under the 47 pt top inset of a notch iPhone, so it spans y ∈ [47, 91) in a
///   full-screen navigation controller (rules CC47). A touch that starts on the visible bar is not
///   received by the interactive pop recogniser's default delegate (rules §9.1).
/// - It shows the top item of ``items`` (in a navigation controller, the navigation items of the
///   stack's controllers): the back button and the left items from the leading edge, the right
///   items from the trailing edge, the title in the middle, each button a control
///   (`BarButtonView`, UIKit's `_UIButtonBarButton`). Tapping the back button pops the top
///   controller, animated (UIKitPiecesDecisions K16).
/// - Its touch zones are larger than its buttons, as on devices: a button takes every touch in
///   the bar's full height and, sideways, up to its neighbour (the gap shared) or, for the
///   innermost button of each side, up to the title, and the outermost to the bar's edge
///   (developers' measurements: "tap areas span the entire height of the navigation bar, reaching
///   horizontally to the title text"; system items' zones reach the screen edge,
///   react-native-navigation issue 5000). The bar also takes touches up to ``touchSlopBelow``
///   (15 pt) below its bottom edge, giving them to the button whose zone is above — or keeping
///   them, when none is (UIWindow's private point warping; Apple DTS on "slop factors", 2010;
///   Stack Overflow 9079907).
open class UINavigationBar: UIView {
    /// The bar's standard height in points.
    public static let standardHeight: CGFloat = 44

    /// How far below its bottom edge the bar takes touches (15 pt, device reports; UIKitPiecesDecisions K16).
    /// A Touchstone setting, not UIKit API: 0 turns the slop off.
    public var touchSlopBelow: CGFloat = 15

    /// The navigation items, bottom first; the last one is shown.
    public private(set) var items: [UINavigationItem]?
    /// The item shown.
    public var topItem: UINavigationItem? { items?.last }
    /// The item below the shown one, whose title the back button shows.
    public var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// The navigation controller whose bar this is, if any: its back button pops it.
    weak var navigationController: UINavigationController?
    /// The back button's view while it shows.
    private(set) var backButton: BarButtonView?
    /// The item buttons shown, left ones then right ones.
    private(set) var buttons: [BarButtonView] = []
    /// The custom views of the top item's bar button items, laid out like buttons.
    private(set) var customViews: [UIView] = []
    /// Each custom view's own height, as its item was given it.
    private var customViewHeights: [ObjectIdentifier: CGFloat] = [:]
    let titleLabel = UILabel(frame: .zero)

    /// Space at the bar's ends and between buttons (UIKitPiecesDecisions K16, iPhone layout margins).
    static let margin: CGFloat = 16
    static let spacing: CGFloat = 8

    /// A navigation bar filling `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "navigationBar"
        addSubview(titleLabel)
    }

    /// Replaces the items; the last is shown. `animated` has no effect.
    public func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items ?? [] where item.bar === self { item.bar = nil }
        self.items = items
        for item in items ?? [] { item.bar = self }
        setNeedsItemLayout()
    }

    /// Lays the buttons out again when the bar's size changes.
    open override func geometryDidChange() {
        super.geometryDidChange()
        setNeedsItemLayout()
    }

    // MARK: Layout

    /// Lays the top item's buttons and title out (at once: Touchstone has no layout pass).
    func setNeedsItemLayout() {
        for b in buttons { b.removeFromSuperview() }
        for v in customViews where v.superview === self { v.removeFromSuperview() }
        backButton?.removeFromSuperview()
        buttons = []; customViews = []; customViewHeights = [:]; backButton = nil
        let w = bounds.width, h = bounds.height
        guard let top = topItem else { titleLabel.frame = .zero; return }
        var left: [(UIView, CGFloat)] = []
        if let back = backItem, !top.hidesBackButton, (top.leftBarButtonItems ?? []).isEmpty || top.leftItemsSupplementBackButton {
            let title = back.backButtonTitle ?? back.title ?? "Back"
            let view = BarButtonView(frame: .zero)
            view.backTitle = title
            view.bar = self
            // Named for reports and UI tests as well as traces (`nav.backButton`).
            view.accessibilityIdentifier = navigationController.map { "\($0.traceName).backButton" }
            view.addAction(UIAction(title: title) { [weak self] _ in self?.backButtonTapped() }, for: .primaryActionTriggered)
            backButton = view
            // The chevron (about 18 pt) and the title.
            left.append((view, max(44, CGFloat(title.count) * 9 + 26)))
        }
        for item in top.leftBarButtonItems ?? [] where !item.isHidden { left.append((makeView(item), item.layoutWidth)) }
        var right: [(UIView, CGFloat)] = []
        for item in top.rightBarButtonItems ?? [] where !item.isHidden { right.append((makeView(item), item.layoutWidth)) }
        // Left from the leading margin; right from the trailing margin inwards.
        var x = Self.margin
        var leftFrames: [(UIView, CGRect)] = []
        for (view, width) in left {
            if width > 0 { leftFrames.append((view, CGRect(x: x, y: 0, width: width, height: h))) }
            x += width + Self.spacing
        }
        x = w - Self.margin
        var rightFrames: [(UIView, CGRect)] = []
        for (view, width) in right {
            x -= width
            if width > 0 { rightFrames.append((view, CGRect(x: x, y: 0, width: width, height: h))) }
            x -= Self.spacing
        }
        // The title, centred, between the two groups.
        let leftEnd = leftFrames.last?.1.maxX ?? 0, rightStart = rightFrames.last?.1.minX ?? w
        let titleText = top.title ?? ""
        let titleWidth = min(CGFloat(titleText.count) * 9, max(0, rightStart - leftEnd - 2 * Self.spacing))
        var titleX = (w - titleWidth) / 2
        titleX = min(max(titleX, leftEnd + Self.spacing), rightStart - Self.spacing - titleWidth)
        titleLabel.text = top.title
        titleLabel.frame = titleText.isEmpty ? .zero : CGRect(x: titleX, y: 0, width: titleWidth, height: h)
        let titleMin = titleText.isEmpty ? w / 2 : titleX, titleMax = titleText.isEmpty ? w / 2 : titleX + titleWidth
        for (view, frame) in leftFrames + rightFrames {
            if view is BarButtonView {
                view.frame = frame
            } else {
                // A custom view keeps its own height, centred on the bar (UIKit's `customView`).
                let own = customViewHeights[ObjectIdentifier(view)] ?? 0
                let height = own > 0 ? min(own, h) : h
                view.frame = CGRect(x: frame.minX, y: (h - height) / 2, width: frame.width, height: height)
            }
            addSubview(view)
        }
        // Zones: neighbours share the gap; the outermost reach the bar's edges, the innermost the
        // title. A custom view has no zone beyond its frame [inf].
        func setZone(_ view: UIView, _ frame: CGRect, _ minX: CGFloat, _ maxX: CGFloat) {
            (view as? BarButtonView)?.touchZone = CGRect(x: minX - frame.minX, y: 0, width: maxX - minX, height: h + max(0, touchSlopBelow))
        }
        for (i, (view, frame)) in leftFrames.enumerated() {
            let minX = i == 0 ? 0 : (leftFrames[i - 1].1.maxX + frame.minX) / 2
            let maxX = i == leftFrames.count - 1 ? max(frame.maxX, titleMin) : (frame.maxX + leftFrames[i + 1].1.minX) / 2
            setZone(view, frame, minX, maxX)
        }
        for (i, (view, frame)) in rightFrames.enumerated() {
            let maxX = i == 0 ? w : (frame.maxX + rightFrames[i - 1].1.minX) / 2
            let minX = i == rightFrames.count - 1 ? min(frame.minX, titleMax) : (rightFrames[i + 1].1.maxX + frame.minX) / 2
            setZone(view, frame, minX, maxX)
        }
    }

    /// The view the bar shows for `item`: its custom view, else a button made for it.
    private func makeView(_ item: UIBarButtonItem) -> UIView {
        guard let custom = item.customView else { return makeButton(item) }
        item.bar = self
        customViews.append(custom)
        customViewHeights[ObjectIdentifier(custom)] = item.customViewSize.height
        return custom
    }

    private func makeButton(_ item: UIBarButtonItem) -> BarButtonView {
        let view = BarButtonView(frame: .zero)
        view.item = item
        view.bar = self
        view.isEnabled = item.isEnabled
        view.accessibilityIdentifier = item.accessibilityIdentifier
        view.addAction(UIAction(title: item.title ?? "") { [weak item] _ in
            guard let item, let action = item.primaryAction else { return }
            action.perform(from: item)
        }, for: .primaryActionTriggered)
        item.bar = self
        buttons.append(view)
        return view
    }

    /// The back button was tapped: the navigation controller pops its top controller, animated;
    /// a bar on its own drops its top item.
    func backButtonTapped() {
        if let nav = navigationController {
            nav.popViewController(animated: true)
        } else if var list = items, list.count > 1 {
            list.removeLast()
            setItems(list, animated: true)
        }
    }

    // MARK: Touches

    /// The bar's bounds and ``touchSlopBelow`` points below them.
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        var area = bounds
        area.size.height += max(0, touchSlopBelow)
        return area.hitContains(point)
    }

    /// The touch zone of `view`, one of the bar's buttons, along the bar (tests and reports).
    func zone(of view: UIView) -> ClosedRange<CGFloat>? {
        guard let b = view as? BarButtonView, b.superview === self else { return nil }
        return (b.frame.minX + b.touchZone.minX)...(b.frame.minX + b.touchZone.maxX)
    }
}
