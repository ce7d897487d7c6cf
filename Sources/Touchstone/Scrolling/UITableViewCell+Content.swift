import Foundation

/// A table cell's standard labels, image and accessory (UIKit `UITableViewCell`; issue 20).
///
/// `textLabel`, `detailTextLabel` (not for `.default` cells, as UIKit) and `imageView` are made on
/// first use and added to the content view. Labels and image views take no touches (rules H7), so
/// a tap on a row's text still hits the content view. Their frames follow the cell style only
/// roughly — text is not measured — so they are not zero (PortingDecisions U10).
extension UITableViewCell {
    /// The standard accessory drawn at a cell's trailing edge (UIKit `UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// The trailing margin of an accessory view, and the leading and trailing margin of the
    /// standard labels (UIKit's default layout margin on an iPhone, PortingDecisions U10).
    static let contentMargin: CGFloat = 16

    /// The cell's title label, made on first use in the content view.
    public var textLabel: UILabel? {
        if let label = textLabelStorage { return label }
        let label = UILabel(frame: .zero)
        textLabelStorage = label
        contentView.addSubview(label)
        layoutParts(force: true)
        return label
    }

    /// The cell's secondary label, made on first use in the content view; `nil` for a `.default`
    /// cell, which has none.
    public var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let label = detailTextLabelStorage { return label }
        let label = UILabel(frame: .zero)
        label.textColor = style == .subtitle ? .label : .secondaryLabel
        detailTextLabelStorage = label
        contentView.addSubview(label)
        layoutParts(force: true)
        return label
    }

    /// The cell's image view, made on first use in the content view.
    public var imageView: UIImageView? {
        if let view = imageViewStorage { return view }
        let view = UIImageView(frame: .zero)
        imageViewStorage = view
        contentView.insertSubview(view, at: 0)
        layoutParts(force: true)
        return view
    }

    /// Places the accessory view, the content view and the standard labels. Unforced, the
    /// content view is placed only when its size is wrong, so a row swiped open keeps its offset
    /// while the table lays rows out again.
    func layoutParts(force: Bool) {
        let size = bounds.size
        var contentWidth = size.width
        if let accessory = accessoryView, accessory.superview === self {
            let a = accessory.bounds.size
            let x = max(0, size.width - Self.contentMargin - a.width)
            accessory.frame = CGRect(x: x, y: (size.height - a.height) / 2, width: a.width, height: a.height)
            contentWidth = x
        }
        let contentSize = CGSize(width: contentWidth, height: size.height)
        if force || contentView.bounds.size != contentSize {
            contentView.frame = CGRect(origin: .zero, size: contentSize)
        }
        layoutLabels(in: contentSize)
    }

    private func layoutLabels(in size: CGSize) {
        guard textLabelStorage != nil || detailTextLabelStorage != nil || imageViewStorage != nil else { return }
        let m = Self.contentMargin
        var leading = m
        if let image = imageViewStorage, image.image != nil {
            let side = min(size.height, 24)
            image.frame = CGRect(x: m, y: (size.height - side) / 2, width: side, height: side)
            leading += side + m
        }
        let width = max(0, size.width - leading - m)
        let half = size.height / 2
        switch style {
        case .default:
            textLabelStorage?.frame = CGRect(x: leading, y: 0, width: width, height: size.height)
        case .subtitle:
            textLabelStorage?.frame = CGRect(x: leading, y: 0, width: width, height: half)
            detailTextLabelStorage?.frame = CGRect(x: leading, y: half, width: width, height: half)
        case .value1:
            textLabelStorage?.frame = CGRect(x: leading, y: 0, width: width / 2, height: size.height)
            detailTextLabelStorage?.frame = CGRect(x: leading + width / 2, y: 0, width: width / 2, height: size.height)
        case .value2:
            textLabelStorage?.frame = CGRect(x: leading, y: 0, width: width / 3, height: size.height)
            detailTextLabelStorage?.frame = CGRect(x: leading + width / 3, y: 0, width: width * 2 / 3, height: size.height)
        }
    }

    /// Clears the table's state on a cell taken from the reuse queue — highlight, selection, a
    /// swipe offset — and calls `prepareForReuse()` (PortingDecisions U9).
    func resetForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
        layoutParts(force: true)
        prepareForReuse()
    }
}
