import Foundation

/// A scroll view of items placed by a flow layout (UIKit `UICollectionView`), enough for the
/// touch conflicts collection views bring.
///
/// - Recognisers: a collection view is a scroll view and has exactly its recognisers — the
///   delayed-touches recogniser, `panGestureRecognizer` and, when zooming is possible, the pinch
///   (rules §8.1). Selection uses no recogniser (UIKitPiecesDecisions K11).
/// - `reloadData()` asks the data source for sections, items and cells and places the cells
///   with `collectionViewLayout` (`UICollectionViewFlowLayout`); every item gets its cell at once
///   (no culling, as tables, ScrollingDecisions S12, PortingDecisions U8); the old cells of a reload go to the reuse
///   queue that `dequeueReusableCell(withReuseIdentifier:for:)` takes from (U7–U9). It loads when
///   it enters a window.
/// - Touches on a cell reach the collection view through the responder chain (cells do not
///   handle them). The item under a finger highlights when the collection view gets
///   `touchesBegan` — after the 150 ms content delay when held, at the lift for a quick tap —
///   and is selected at `touchesEnded` still inside it (`shouldSelectItemAt`, deselect of the
///   previous item, `didSelectItemAt`); `touchesCancelled` (a scroll began) selects nothing
///   (Apple, `UICollectionViewDelegate`; the table's rule, rules §9.2; UIKitPiecesDecisions K11).
/// - Highlight and selection are recorded with kind `.scroll` and the collection view as subject
///   (`item [0, 3] highlighted`, `didSelectItemAt item [0, 3]`).
open class UICollectionView: UIScrollView {
    /// Places the items; changing it lays them out again.
    public var collectionViewLayout: UICollectionViewFlowLayout {
        didSet { layoutItems() }
    }
    /// Provides the items; held weakly. Setting it reloads once the view is in a window.
    public weak var dataSource: UICollectionViewDataSource? {
        didSet { if window != nil { reloadData() } }
    }
    /// Whether touching an item selects it.
    public var allowsSelection = true

    private var cells: [[UICollectionViewCell]] = []

    // MARK: Reuse (issue 20; UICollectionView+Reuse.swift, PortingDecisions U7–U9)

    /// Cells set aside by `reloadData()`, by reuse identifier, waiting to be dequeued.
    var reusePool: [String: [UICollectionViewCell]] = [:]
    /// The cell classes registered with `register(_:forCellWithReuseIdentifier:)`.
    var registeredCellClasses: [String: UICollectionViewCell.Type] = [:]
    private var indexPaths: [ObjectIdentifier: IndexPath] = [:]
    private var selected: [IndexPath] = []
    private var pending: (cell: UICollectionViewCell, indexPath: IndexPath)?
    private var hasLoaded = false
    private var laidOutSize: CGSize = .zero

    /// A collection view filling `frame`, its items placed by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewFlowLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// Loads the items the first time the view is in a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil && !hasLoaded { reloadData() }
    }

    /// Lays the items out again when the view's size changed.
    open override func geometryDidChange() {
        super.geometryDidChange()
        if hasLoaded && bounds.size != laidOutSize { layoutItems() }
    }

    /// Rebuilds every item from the data source.
    open func reloadData() {
        hasLoaded = true
        pending = nil
        for cell in cells.joined() {
            cell.removeFromSuperview()
            if let id = cell.reuseIdentifier { reusePool[id, default: []].append(cell) }
        }
        cells = []
        indexPaths = [:]
        if let dataSource {
            for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
                var row: [UICollectionViewCell] = []
                for i in 0..<max(0, dataSource.collectionView(self, numberOfItemsInSection: section)) {
                    let ip = IndexPath(item: i, section: section)
                    let cell = dataSource.collectionView(self, cellForItemAt: ip)
                    if indexPaths[ObjectIdentifier(cell)] != nil {
                        traceSink?.record(.error, traceName, "cellForItemAt \(itemName(ip)) returned a cell already in use",
                                          cause: "each item needs its own cell; the item is left empty")
                        continue
                    }
                    indexPaths[ObjectIdentifier(cell)] = ip
                    row.append(cell)
                    addSubview(cell)
                }
                cells.append(row)
            }
        }
        selected.removeAll { cellForItem(at: $0) == nil }
        layoutItems()
    }

    private func layoutItems() {
        laidOutSize = bounds.size
        let (frames, size) = collectionViewLayout.layout(counts: cells.map(\.count), in: bounds.size)
        for (s, row) in cells.enumerated() {
            for (i, cell) in row.enumerated() { cell.frame = frames[s][i] }
        }
        contentSize = size
    }

    // MARK: Items

    /// How many sections the data source gave.
    public var numberOfSections: Int { cells.count }
    /// How many items `section` has.
    public func numberOfItems(inSection section: Int) -> Int { cells.indices.contains(section) ? cells[section].count : 0 }
    /// The cell of the item at `indexPath`, if there is one.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard cells.indices.contains(indexPath.section), cells[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return cells[indexPath.section][indexPath.item]
    }
    /// The index path of `cell`, if it is an item of this collection view.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? { indexPaths[ObjectIdentifier(cell)] }
    /// The item at a point in the collection view's own (content) coordinates.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        for cell in cells.joined() where cell.frame.hitContains(point) { return indexPath(for: cell) }
        return nil
    }
    /// Every selected item, sorted.
    public var indexPathsForSelectedItems: [IndexPath]? { selected.sorted() }

    // MARK: Touches (UIKitPiecesDecisions K11)

    /// Highlights the item under the touch.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard pending == nil, allowsSelection, let touch = touches.first,
              let ip = indexPathForItem(at: touch.location(in: self)), let cell = cellForItem(at: ip) else { return }
        if let d = collectionDelegate, !d.collectionView(self, shouldHighlightItemAt: ip) { return }
        pending = (cell, ip)
        cell.isHighlighted = true
        traceSink?.record(.scroll, traceName, "\(itemName(ip)) highlighted", cause: "collection view touchesBegan")
    }

    /// Nothing: items do not follow moves.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Selects the highlighted item when the finger lifts inside it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let (cell, ip) = pending else { return }
        pending = nil
        cell.isHighlighted = false
        let inside = touches.contains { cell.point(inside: $0.location(in: cell), with: nil) }
        guard inside else {
            return traceSink?.record(.scroll, traceName, "\(itemName(ip)) not selected", cause: "lifted outside the item") ?? ()
        }
        if let d = collectionDelegate, !d.collectionView(self, shouldSelectItemAt: ip) {
            return traceSink?.record(.scroll, traceName, "\(itemName(ip)) not selected", cause: "shouldSelectItemAt returned false") ?? ()
        }
        for old in selected where old != ip {
            cellForItem(at: old)?.isSelected = false
            traceSink?.record(.scroll, traceName, "didDeselectItemAt \(itemName(old))")
            collectionDelegate?.collectionView(self, didDeselectItemAt: old)
        }
        selected = [ip]
        cell.isSelected = true
        traceSink?.record(.scroll, traceName, "didSelectItemAt \(itemName(ip))", cause: "touchesEnded inside the item")
        collectionDelegate?.collectionView(self, didSelectItemAt: ip)
    }

    /// Unhighlights without selecting.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let (cell, ip) = pending else { return }
        pending = nil
        cell.isHighlighted = false
        traceSink?.record(.scroll, traceName, "\(itemName(ip)) not selected", cause: "touches cancelled")
    }

    func itemName(_ ip: IndexPath) -> String { "item [\(ip.section), \(ip.item)]" }
}
