import Foundation

/// Places a collection view's items in lines, wrapping across the scroll direction (UIKit
/// `UICollectionViewFlowLayout`), enough to know where each cell is for touches.
///
/// Items of `itemSize` are laid in rows (vertical scrolling) or columns (horizontal), each
/// section after the previous one, inside `sectionInset`, `minimumInteritemSpacing` apart within
/// a line and `minimumLineSpacing` between lines (Apple, `UICollectionViewFlowLayout`). Spacing
/// between items of a line is the minimum, not justified (UIKitPiecesDecisions K10).
///
/// As UIKit's, it is a ``UICollectionViewLayout``: `prepare()` works the frames out for the
/// collection view's items and size, the attribute methods answer from them, and a change of
/// the collection view's size invalidates it, a change of its offset does not. A subclass may
/// override the attribute methods and adjust what `super` returns (UIKitPiecesDecisions K27).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Rows stacked top to bottom.
        case vertical
        /// Columns laid left to right.
        case horizontal
    }

    /// The size of every item (50 × 50 pt by default, as UIKit).
    public var itemSize = CGSize(width: 50, height: 50)
    /// Space between lines (10 pt by default).
    public var minimumLineSpacing: CGFloat = 10
    /// Space between items of a line (10 pt by default).
    public var minimumInteritemSpacing: CGFloat = 10
    /// Margins around each section.
    public var sectionInset: UIEdgeInsets = .zero
    /// Which way the content scrolls (vertical by default).
    public var scrollDirection: ScrollDirection = .vertical

    /// The frames `prepare()` worked out, per section, and the content size.
    private var prepared: (frames: [[CGRect]], contentSize: CGSize) = ([], .zero)

    /// A flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// A flow layout with UIKit's defaults; nothing is decoded.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Works out the frames of the collection view's items for its current size.
    open override func prepare() {
        super.prepare()
        guard let collectionView else { prepared = ([], .zero); return }
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        prepared = layout(counts: counts, in: collectionView.bounds.size)
    }

    /// The size `prepare()` worked out.
    open override var collectionViewContentSize: CGSize { prepared.contentSize }

    /// The attributes of the items whose frames meet `rect` (edges included), in item order.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var answer: [UICollectionViewLayoutAttributes] = []
        for (section, frames) in prepared.frames.enumerated() {
            for (item, f) in frames.enumerated()
            where f.minX <= rect.maxX && f.maxX >= rect.minX && f.minY <= rect.maxY && f.maxY >= rect.minY {
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                a.frame = f
                answer.append(a)
            }
        }
        return answer
    }

    /// The attributes of the item at `indexPath`, `nil` for an item it has not laid out.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard prepared.frames.indices.contains(indexPath.section),
              prepared.frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = prepared.frames[indexPath.section][indexPath.item]
        return a
    }

    /// `true` when the size changes (the lines wrap again), `false` for a new offset.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    /// The frames of the items of each section, and the content size, for a view of `size`.
    func layout(counts: [Int], in size: CGSize) -> (frames: [[CGRect]], contentSize: CGSize) {
        let vertical = scrollDirection == .vertical
        let item = CGSize(width: max(0, itemSize.width), height: max(0, itemSize.height))
        // Along a line: across the scroll direction.
        let lineLength = vertical ? size.width - sectionInset.left - sectionInset.right
                                  : size.height - sectionInset.top - sectionInset.bottom
        let itemAlong = vertical ? item.width : item.height
        let itemAcross = vertical ? item.height : item.width
        let perLine = max(1, Int((lineLength + minimumInteritemSpacing) / max(1, itemAlong + minimumInteritemSpacing)))
        var frames: [[CGRect]] = []
        var offset: CGFloat = 0   // along the scroll direction
        for count in counts {
            offset += vertical ? sectionInset.top : sectionInset.left
            var section: [CGRect] = []
            for i in 0..<max(0, count) {
                let line = i / perLine, position = i % perLine
                let across = CGFloat(position) * (itemAlong + minimumInteritemSpacing)
                let along = offset + CGFloat(line) * (itemAcross + minimumLineSpacing)
                section.append(vertical
                    ? CGRect(x: sectionInset.left + across, y: along, width: item.width, height: item.height)
                    : CGRect(x: along, y: sectionInset.top + across, width: item.width, height: item.height))
            }
            let lines = (max(0, count) + perLine - 1) / perLine
            if lines > 0 { offset += CGFloat(lines) * itemAcross + CGFloat(lines - 1) * minimumLineSpacing }
            offset += vertical ? sectionInset.bottom : sectionInset.right
            frames.append(section)
        }
        return (frames, vertical ? CGSize(width: size.width, height: offset) : CGSize(width: offset, height: size.height))
    }
}
