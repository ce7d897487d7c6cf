import Foundation

/// Places a collection view's items in lines, wrapping across the scroll direction (UIKit
/// `UICollectionViewFlowLayout`), enough to know where each cell is for touches.
///
/// Items of `itemSize` are laid in rows (vertical scrolling) or columns (horizontal), each
/// section after the previous one, inside `sectionInset`, `minimumInteritemSpacing` apart within
/// a line and `minimumLineSpacing` between lines (Apple, `UICollectionViewFlowLayout`). Spacing
/// between items of a line is the minimum, not justified (UIKitPiecesDecisions K10).
open class UICollectionViewFlowLayout {
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

    /// A flow layout with UIKit's defaults.
    public init() {}

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
