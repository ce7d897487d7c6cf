import Foundation
import Touchstone

/// A screen laid out entirely with Auto Layout, for the layout benchmark (issue 20;
/// Docs/Performance.md round 11): a header pinned to the safe area, then rows of five views each —
/// a row container chained below the one before, and in it an icon of fixed size, a title and a
/// subtitle beside it, and a button with an intrinsic size on the trailing edge — so every
/// constraint kind the screens use appears: edges, centres, sizes, inequalities, priorities and
/// intrinsic sizes.
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

    /// A screen of `views` constrained views (rounded down to whole rows of five, plus the header).
    public init(views: Int) {
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
        var above: UIView = header
        for _ in 0..<max(0, (views - 1) / 5) {
            let row = UIView(), icon = UIView(), title = UIView(), subtitle = UIView(), pill = Pill()
            for v in [row, icon, title, subtitle, pill] { v.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(row)
            for v in [icon, title, subtitle, pill] { row.addSubview(v) }
            let preferredTitle = title.widthAnchor.constraint(equalToConstant: 400)
            preferredTitle.priority = .defaultLow
            constraints += [
                row.topAnchor.constraint(equalTo: above.bottomAnchor),
                row.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
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
            above = row
        }
        NSLayoutConstraint.activate(constraints)
        device.show(controller)
    }

    /// One full layout of the screen: the header's height changes, which moves every row, and the
    /// pass solves the constraints and sets every frame. Returns the last row's y, to keep the work.
    @discardableResult
    public func relayout() -> CGFloat {
        headerHeight.constant = headerHeight.constant == 44 ? 52 : 44
        controller.view.layoutIfNeeded()
        return controller.view.subviews.last?.frame.minY ?? 0
    }
}
