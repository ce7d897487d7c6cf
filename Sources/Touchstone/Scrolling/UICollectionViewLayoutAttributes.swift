import Foundation

/// Where a collection view puts one item, as a layout describes it (UIKit
/// `UICollectionViewLayoutAttributes`): its frame (kept as `center` and `size`, as UIKit keeps
/// it), whether it is hidden, its alpha and its `zIndex`, which orders overlapping items (a
/// higher value is in front, so hit-testing finds it first; UIKitPiecesDecisions K27).
///
/// Touchstone places cells only: attributes of supplementary and decoration views are not
/// made (the category is always `.cell`).
open class UICollectionViewLayoutAttributes {
    /// What kind of view the attributes describe (UIKit `UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Sendable {
        /// An item's cell.
        case cell
        /// A supplementary view (header, footer): not placed by Touchstone.
        case supplementaryView
        /// A decoration view: not placed by Touchstone.
        case decorationView
    }

    /// The item the attributes place.
    public var indexPath: IndexPath
    /// Always `.cell` (see above).
    public let representedElementCategory: ElementCategory
    /// `nil` for cells.
    public var representedElementKind: String? { nil }
    /// The centre of the item, in the collection view's content coordinates.
    public var center: CGPoint = .zero
    /// The size of the item.
    public var size: CGSize = .zero
    /// The item's frame: `center` and `size` together.
    public var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The item's bounds: its size at the origin.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// Applied to the cell (`transform`).
    public var transform: CGAffineTransform = .identity
    /// Applied to the cell; below 0.01 the cell takes no touches (rules H2).
    public var alpha: CGFloat = 1
    /// Front-to-back order of overlapping items: higher is in front (0 by default).
    public var zIndex: Int = 0
    /// Whether the item's cell is hidden (takes no touches).
    public var isHidden = false

    /// Attributes for the cell of the item at `indexPath`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
    }

    /// A copy of the attributes (of the same class), as `NSCopying` gives in UIKit: layouts
    /// copy the attributes their superclass returns before changing them.
    open func copy() -> Any {
        let c = Self(forCellWith: indexPath)
        c.center = center
        c.size = size
        c.transform = transform
        c.alpha = alpha
        c.zIndex = zIndex
        c.isHidden = isHidden
        return c
    }
}
