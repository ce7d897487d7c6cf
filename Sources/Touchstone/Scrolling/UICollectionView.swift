import Foundation

/// A scroll view of items placed by its layout (UIKit `UICollectionView`): a
/// `UICollectionViewFlowLayout` or any `UICollectionViewLayout` subclass (how the layout is used:
/// ``UICollectionViewLayout``; UIKitPiecesDecisions K27–K29).
///
/// - Recognisers: a collection view is a scroll view and has exactly its recognisers — the
///   delayed-touches recogniser, `panGestureRecognizer` and, when zooming is possible, the pinch
///   (rules §8.1). Selection uses no recogniser (UIKitPiecesDecisions K11).
/// - `reloadData()` asks the data source for sections, items and cells and places the cells
///   with `collectionViewLayout`; every item gets its cell at once, at most
///   ``maximumItemCount`` in all
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
    public var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            if hasLoaded { layoutItems() }
        }
    }
    /// The most items a collection view makes cells for (every item is a view; UIKit makes
    /// cells only for the visible ones). Items past it are left out with a trace error
    /// (UIKitPiecesDecisions K29).
    public static let maximumItemCount = 10_000
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
    /// The bounds the layout last saw (``UICollectionViewLayout/shouldInvalidateLayout(forBoundsChange:)``).
    private var seenBounds: CGRect = .zero
    /// Set while the items are being laid out: a layout asking for layout again is ignored.
    private var isLayingOutItems = false
    /// ``UICollectionViewLayout/invalidateLayout()`` was called: lay out at the next pass.
    private var layoutIsInvalid = false

    /// A collection view filling `frame`, its items placed by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        seenBounds = bounds
    }

    /// Changes the layout; `animated` is accepted and not modelled (the items move at once).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// Loads the items the first time the view is in a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil && !hasLoaded { reloadData() }
    }

    /// Asks the layout whether the new bounds need a new layout, and lays the items out again
    /// at once if so. UIKit asks before it applies the bounds, so while the layout answers the
    /// collection view still shows the old ones (UIKitPiecesDecisions K28).
    open override func geometryDidChange() {
        super.geometryDidChange()
        let new = bounds
        guard new != seenBounds else { return }
        let old = seenBounds
        seenBounds = new
        guard hasLoaded, !isLayingOutItems else { return }
        boundsStorage = old
        let invalidate = collectionViewLayout.shouldInvalidateLayout(forBoundsChange: new)
        boundsStorage = new
        if invalidate { layoutItems() }
    }

    /// Lays the items out again if the layout was invalidated since the last pass.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if layoutIsInvalid && hasLoaded { layoutItems() }
    }

    /// The layout was invalidated: lay the items out at the next layout pass.
    func layoutDidInvalidate() {
        guard !isLayingOutItems else { return }
        layoutIsInvalid = true
        setNeedsLayout()
    }

    /// The attributes the layout gives the item at `indexPath` (its
    /// `layoutAttributesForItem(at:)`).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
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
            var made = 0
            let sections = max(0, dataSource.numberOfSections(in: self))
            for section in 0..<min(sections, Self.maximumItemCount) {
                var row: [UICollectionViewCell] = []
                let count = max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
                if count > Self.maximumItemCount - made {
                    traceSink?.record(.error, traceName, "section \(section) has \(count) items; only \(Self.maximumItemCount - made) are made",
                                      cause: "a collection view makes at most \(Self.maximumItemCount) cells")
                }
                let allowed = min(count, Self.maximumItemCount - made)
                made += allowed
                for i in 0..<allowed {
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

    /// Places every cell where the layout says (``UICollectionViewLayout``; K27–K29).
    private func layoutItems() {
        guard !isLayingOutItems else {
            traceSink?.record(.error, traceName, "layout asked for again while the items were being laid out",
                              cause: "called from the layout's prepare() or the data source; ignored")
            return
        }
        isLayingOutItems = true
        defer { isLayingOutItems = false }
        layoutIsInvalid = false
        seenBounds = bounds
        let layout = collectionViewLayout
        layout.collectionView = self
        layout.prepare()
        contentSize = layout.collectionViewContentSize
        let rect = CGRect(origin: .zero, size: contentSize).union(bounds)
        let answer = layout.layoutAttributesForElements(in: rect) ?? []
        if answer.count > Self.maximumItemCount {
            traceSink?.record(.error, traceName, "layoutAttributesForElements returned \(answer.count) attributes; the first \(Self.maximumItemCount) are used",
                              cause: "a collection view has at most \(Self.maximumItemCount) items")
        }
        var placed = Set<IndexPath>()
        var order: [(z: Int, cell: UICollectionViewCell)] = []
        var skipped: [String] = []
        for a in answer.prefix(Self.maximumItemCount) where a.representedElementCategory == .cell {
            let ip = a.indexPath, f = a.frame
            guard let cell = cellForItem(at: ip) else { skipped.append("\(itemName(ip)) has no item"); continue }
            guard f.origin.isFinite, f.size.width.isFinite, f.size.height.isFinite else {
                skipped.append("\(itemName(ip)) frame is not finite"); continue
            }
            guard placed.insert(ip).inserted else { skipped.append("\(itemName(ip)) given twice"); continue }
            if cell.frame != f { cell.frame = f }
            if cell.transform != a.transform { cell.transform = a.transform }
            if cell.alpha != a.alpha { cell.alpha = a.alpha }
            if cell.isHidden != a.isHidden { cell.isHidden = a.isHidden }
            cell.apply(a)
            order.append((a.zIndex, cell))
        }
        for cell in cells.joined() {
            guard let ip = indexPath(for: cell), !placed.contains(ip), !cell.isHidden else { continue }
            cell.isHidden = true
        }
        if !skipped.isEmpty {
            traceSink?.record(.error, traceName, "layout attributes skipped: \(skipped.prefix(3).joined(separator: "; "))"
                              + (skipped.count > 3 ? " (and \(skipped.count - 3) more)" : ""),
                              cause: "attributes need an item of the data source, a finite frame, and one answer per item; an item without usable attributes is hidden")
        }
        // zIndex: higher in front; equal values keep the items' order (UIKitPiecesDecisions K27).
        if order.contains(where: { $0.z != 0 }) {
            let sorted = order.enumerated().sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }
            for (_, entry) in sorted { bringSubviewToFront(entry.cell) }
        }
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
    /// The item at a point in the collection view's own (content) coordinates: the frontmost
    /// shown cell containing it.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        for case let cell as UICollectionViewCell in subviews.reversed()
        where !cell.isHidden && cell.alpha >= 0.01 && cell.frame.hitContains(point) {
            if let ip = indexPath(for: cell) { return ip }
        }
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
