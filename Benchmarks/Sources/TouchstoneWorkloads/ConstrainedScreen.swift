import Foundation
import Touchstone

/// A screen laid out entirely with Auto Layout, for the layout benchmark (issue 20;
/// Sources/Touchstone/Touchstone.docc/Performance.md round 11): a header pinned to the safe area, then rows of five views each —
/// a row container chained below the one before, and in it an icon of fixed size, a title and a
/// subtitle beside it, and a button with an intrinsic size on the trailing edge — so every
/// constraint kind the screens use appears: edges, centres, sizes, inequalities, priorities and
/// intrinsic sizes. With `inScrollView`, the rows are a vertical form in a scroll view below the
/// header instead: chained in its `contentLayoutGuide`, as wide as its `frameLayoutGuide` less
/// 16 pt each side, the last row pinned to the guide's bottom, so the pass also sets
/// `contentSize` (Sources/Touchstone/Touchstone.docc/Performance.md round 13).
public final class ConstrainedScreen {
    /// A view of a fixed intrinsic size (a button's label).
    final class Pill: UIView {
        override var intrinsicContentSize: CGSize { CGSize(width: 64, height: 28) }
    }

    public let device: Device
    public let controller: UIViewController
    /// The header's height constraint: changing it moves every row.
    public let headerHeight: NSLayoutConstraint
    /// Views under the controller's view.
    public private(set) var viewCount = 0
    /// The scroll view holding the rows, with `inScrollView`.
    public let scrollView: UIScrollView?

    /// A screen of `views` constrained views (rounded down to whole rows of five, plus the header).
    public init(views: Int, inScrollView: Bool = false) {
        device = Device()
        device.trace.isEnabled = false
        controller = UIViewController()
        let root: UIView = controller.view
        let header = UIView()
        header.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(header)
        headerHeight = header.heightAnchor.constraint(equalToConstant: 44)
        var constraints = [
            header.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            headerHeight,
        ]
        viewCount = 1
        var above: NSLayoutYAxisAnchor = header.bottomAnchor
        var rowParent = root
        var leading = root.layoutMarginsGuide.leadingAnchor, trailing = root.layoutMarginsGuide.trailingAnchor
        var inset: CGFloat = 0
        if inScrollView {
            let scroll = UIScrollView()
            scroll.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(scroll)
            let content = scroll.contentLayoutGuide
            constraints += [
                scroll.topAnchor.constraint(equalTo: header.bottomAnchor),
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            ]
            above = content.topAnchor
            rowParent = scroll
            (leading, trailing, inset) = (content.leadingAnchor, content.trailingAnchor, 16)
            viewCount += 1
            scrollView = scroll
        } else {
            scrollView = nil
        }
        for _ in 0..<max(0, (views - 1) / 5) {
            let row = UIView(), icon = UIView(), title = UIView(), subtitle = UIView(), pill = Pill()
            for v in [row, icon, title, subtitle, pill] { v.translatesAutoresizingMaskIntoConstraints = false }
            rowParent.addSubview(row)
            for v in [icon, title, subtitle, pill] { row.addSubview(v) }
            let preferredTitle = title.widthAnchor.constraint(equalToConstant: 400)
            preferredTitle.priority = .defaultLow
            constraints += [
                row.topAnchor.constraint(equalTo: above),
                row.leadingAnchor.constraint(equalTo: leading, constant: inset),
                row.trailingAnchor.constraint(equalTo: trailing, constant: -inset),
                row.heightAnchor.constraint(equalToConstant: 60),
                icon.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                icon.widthAnchor.constraint(equalToConstant: 40),
                icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
                title.topAnchor.constraint(equalTo: row.topAnchor, constant: 8),
                title.heightAnchor.constraint(equalToConstant: 20),
                title.trailingAnchor.constraint(lessThanOrEqualTo: pill.leadingAnchor, constant: -8),
                preferredTitle,
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                subtitle.bottomAnchor.constraint(lessThanOrEqualTo: row.bottomAnchor),
                subtitle.heightAnchor.constraint(equalToConstant: 16),
                pill.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                pill.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            ]
            viewCount += 5
            above = row.bottomAnchor
        }
        if let scrollView { constraints.append(above.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor)) }
        NSLayoutConstraint.activate(constraints)
        device.show(controller)
    }

    /// One full layout of the screen: the header's height changes, which moves every row, and the
    /// pass solves the constraints and sets every frame. Returns the last row's y, to keep the work.
    @discardableResult
    public func relayout() -> CGFloat {
        headerHeight.constant = headerHeight.constant == 44 ? 52 : 44
        controller.view.layoutIfNeeded()
        if let scrollView { return scrollView.contentSize.height + (scrollView.subviews.last?.frame.minY ?? 0) }
        return controller.view.subviews.last?.frame.minY ?? 0
    }

    /// With `inScrollView`: one scroll step of the form (a new content offset, then the layout
    /// pass), which solves nothing again since every row is tied to the content guide. Returns
    /// the offset, to keep the work.
    @discardableResult
    public func scrollStep() -> CGFloat {
        guard let scrollView else { return 0 }
        scrollView.contentOffset.y = scrollView.contentOffset.y >= 1000 ? 0 : scrollView.contentOffset.y + 10
        controller.view.layoutIfNeeded()
        return scrollView.contentOffset.y
    }
}
