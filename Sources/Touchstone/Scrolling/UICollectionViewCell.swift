import Foundation

/// One item of a `UICollectionView` (UIKit `UICollectionViewCell`).
///
/// Its `contentView` fills it and is what a touch on empty cell space hits (cases C09). The cell
/// does not handle touches itself: they go up the responder chain to the collection view, which
/// highlights and selects the item (UIKitPiecesDecisions K11).
open class UICollectionViewCell: UIView {
    /// The view holding the cell's content; touches on empty cell space hit it.
    public let contentView: UIView
    /// Whether the item is highlighted (a finger is on it).
    open var isHighlighted = false
    /// Whether the item is selected.
    open var isSelected = false

    /// A cell filling `frame`.
    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// The cell a collection view makes for a registered class: `init(frame: .zero)`, which a
    /// subclass's override runs, then the identifier (PortingDecisions U7). Inherited by every
    /// subclass that overrides `init(frame:)`, as UIKit cells do.
    public required convenience init(registeredWithReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    // MARK: Reuse (issue 20, PortingDecisions U7–U9)

    /// The identifier the collection view reuses the cell by (set when it made the cell from a
    /// registered class).
    public internal(set) var reuseIdentifier: String?
    /// The cell's content as a value (iOS 14): stored, not drawn.
    public var contentConfiguration: (any UIContentConfiguration)?

    /// Called when a collection view takes the cell from its reuse queue, just before
    /// `dequeueReusableCell(withReuseIdentifier:for:)` returns it, after its highlight and
    /// selection were cleared (Apple, `prepareForReuse()`). Does nothing by default.
    open func prepareForReuse() {}

    /// Called after the collection view gave the cell its layout attributes (frame, alpha,
    /// hidden, transform); does nothing by default (Apple, `apply(_:)`).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Keeps the content view the size of the cell.
    open override func geometryDidChange() {
        super.geometryDidChange()
        if contentView.bounds.size != bounds.size { contentView.frame = CGRect(origin: .zero, size: bounds.size) }
    }
}
