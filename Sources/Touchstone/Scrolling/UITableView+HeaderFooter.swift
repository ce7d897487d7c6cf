import Foundation

/// A table's header and footer views (UIKit `tableHeaderView`, `tableFooterView`; issue 20,
/// PortingDecisions U11): subviews placed above and below the rows at the table's width and
/// their own height, counted in `contentSize`. Section headers and footers are not done.
extension UITableView {
    /// UIKit's value for "the height the content needs" (−1). Touchstone measures no content: a
    /// row given this height is recorded as an error and gets 44 pt.
    public static let automaticDimension: CGFloat = -1

    func headerFooterDidChange(from old: UIView?, to new: UIView?) {
        if old !== new, let old, old.superview === self { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        layoutRows()
    }

    /// Places the header at the top; returns where the rows start.
    func placeHeaderView() -> CGFloat {
        guard let header = tableHeaderView, header.superview === self else { return 0 }
        let height = Self.usableHeight(header.frame.height)
        header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
        return height
    }

    /// Places the footer at `y`, below the rows; returns where the content ends.
    func placeFooterView(at y: CGFloat) -> CGFloat {
        guard let footer = tableFooterView, footer.superview === self else { return y }
        let height = Self.usableHeight(footer.frame.height)
        footer.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
        return y + height
    }

    private static func usableHeight(_ h: CGFloat) -> CGFloat { h.isFinite && h > 0 ? h : 0 }
}

extension UITableViewCell {
    /// The style of a table's separators (UIKit `UITableViewCell.SeparatorStyle`). Stored, not drawn.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A single line.
        case singleLine
        /// An etched line (grouped tables, deprecated in UIKit).
        case singleLineEtched
    }
}
