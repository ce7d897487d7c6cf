import Foundation

/// Decides where a collection view's items go (UIKit `UICollectionViewLayout`): subclass it and
/// override the methods below, as for UIKit (UIKitPiecesDecisions K27–K29).
///
/// How the collection view uses its layout:
/// - Each layout of the items — after `reloadData()`, after ``invalidateLayout()`` (at the next
///   layout pass), and when ``shouldInvalidateLayout(forBoundsChange:)`` answers `true` for a new
///   size or offset — calls ``prepare()``, reads ``collectionViewContentSize`` (the scroll view's
///   `contentSize`), then asks ``layoutAttributesForElements(in:)`` once for the whole content
///   and the visible bounds (Touchstone makes every cell, ScrollingDecisions S12), and gives each
///   item's cell its attributes: frame, `isHidden`, `alpha`, `transform`, and `zIndex` as the
///   cells' front-to-back order.
/// - An item the answer leaves out has its cell hidden: it is not shown and takes no touches, as
///   an item with no attributes in the visible rectangle is not on screen in UIKit.
/// - ``layoutAttributesForItem(at:)`` answers the collection view's own
///   `layoutAttributesForItem(at:)`.
///
/// Bad answers get a trace error and a documented outcome, never a crash (K29): attributes for
/// an item the data source does not have, with a non-finite frame, or a second time for the same
/// item are skipped; a content size that is not finite is refused (`contentSize` keeps its
/// value); at most ``UICollectionView/maximumItemCount`` attributes of one answer are read; a
/// layout that asks for layout again from inside ``prepare()`` (say, `reloadData()`) is ignored
/// there.
open class UICollectionViewLayout {
    /// The collection view using the layout (set when the layout is given to one).
    public internal(set) weak var collectionView: UICollectionView?

    /// A layout.
    public init() {}

    /// A layout; nothing is decoded (PortingDecisions U17).
    public required init?(coder: NSCoder) {}

    /// Called before each layout of the items: work out and keep the attributes here.
    open func prepare() {}

    /// The size of the whole content (`.zero` by default).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the items whose frames meet `rect` (in content coordinates); `nil` by
    /// default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`; `nil` by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (its size, or its offset while
    /// scrolling) needs a new layout; `false` by default (Apple). Asked before the change applies, while
    /// the old bounds are still in place (UIKitPiecesDecisions [K28](<doc:UIKitPiecesDecisions#K28>)).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout out of date: the items are laid out again at the next layout pass.
    open func invalidateLayout() {
        collectionView?.layoutDidInvalidate()
    }
}
