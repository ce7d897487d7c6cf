import Foundation

/// A vertical scroll view of rows (rules §9.2), enough for seed 003's table.
///
/// - `reloadData()` asks the data source for sections, rows and cells, and the delegate (or
///   `rowHeight`, 44 pt by default) for heights; cells are stacked top to bottom as direct
///   subviews, full width, and `contentSize` is set to fit. Every row gets its cell at once
///   (no off-screen culling, ScrollingDecisions S12, PortingDecisions U8); `reloadData()` puts the old cells in the
///   reuse queue, where `dequeueReusableCell` finds them (U7–U9). The table loads itself when it
///   enters a window and when `dataSource` is set while it is in one.
/// - Highlight happens when a cell receives `touchesBegan` — after the 150 ms content delay when
///   the finger is held, or at the lift of a quick tap (rules §8.2). Selection happens on
///   `touchesEnded` inside the cell; `touchesCancelled` (a scroll began, or a recogniser with
///   `cancelsTouchesInView` recognised) unhighlights without selecting.
/// - Highlight and selection are recorded in the trace with kind `.scroll` and the table as
///   subject (`row [0, 0] highlighted`, `didSelectRowAt [0, 0]`).
/// - The delegate is the scroll view's `delegate`: anything conforming to `UITableViewDelegate`
///   set there also receives the table calls (ScrollingDecisions S10).
open class UITableView: UIScrollView {
    /// The table's style (no effect on touches).
    public enum Style: Int, Sendable {
        /// Plain rows.
        case plain
        /// Grouped sections.
        case grouped
        /// Inset grouped sections.
        case insetGrouped
    }
    /// Where to scroll a row to.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as needed.
        case none
        /// The row at the top.
        case top
        /// The row in the middle.
        case middle
        /// The row at the bottom.
        case bottom
    }

    /// The table's style.
    public let style: Style

    /// Provides the rows; held weakly. Setting it reloads the rows once the table is in a window.
    public weak var dataSource: UITableViewDataSource? {
        didSet { if window != nil { reloadData() } }
    }

    /// Height of rows when the delegate does not give one (UIKit's default 44 pt).
    public var rowHeight: CGFloat = 44
    /// Whether touching a row selects it.
    public var allowsSelection = true
    /// Whether several rows can be selected at once.
    public var allowsMultipleSelection = false

    /// Cells by section, then row.
    private var cells: [[UITableViewCell]] = []
    private var indexPaths: [ObjectIdentifier: IndexPath] = [:]
    private var selected: [IndexPath] = []
    // MARK: Reuse (issue 20; UITableView+Reuse.swift, PortingDecisions U7–U9)

    /// Cells set aside by `reloadData()`, by reuse identifier, waiting to be dequeued.
    var reusePool: [String: [UITableViewCell]] = [:]
    /// The cell classes registered with `register(_:forCellReuseIdentifier:)`.
    var registeredCellClasses: [String: UITableViewCell.Type] = [:]

    // MARK: Header, footer and separators (issue 20; UITableView+HeaderFooter.swift, PortingDecisions U11)

    /// A view above the rows, full width at its own height; the rows start below it. It is a
    /// subview and takes touches like any other.
    public var tableHeaderView: UIView? {
        didSet { headerFooterDidChange(from: oldValue, to: tableHeaderView) }
    }
    /// A view below the rows, full width at its own height (`UIView()` — zero high — changes nothing).
    public var tableFooterView: UIView? {
        didSet { headerFooterDidChange(from: oldValue, to: tableFooterView) }
    }
    /// The separators' style (`.singleLine`). Stored, not drawn.
    public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separators' colour (`.separator`). Stored, not drawn.
    public var separatorColor: UIColor? = .separator
    /// The separators' inset. Stored, not drawn.
    public var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The estimated row height (`automaticDimension`). Stored: every row's height is known.
    public var estimatedRowHeight: CGFloat = UITableView.automaticDimension

    /// The row under a finger, highlighted (or not) and waiting for the lift.
    private var pending: (cell: UITableViewCell, indexPath: IndexPath, highlighted: Bool)?
    private var hasLoaded = false
    /// The swipe-actions recogniser and the open row (`UITableView+SwipeActions.swift`).
    lazy var swipeActions = TableSwipeActions(tableView: self)
    private var laidOutWidth: CGFloat = 0

    /// A table of `style` filling `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table filling `frame`.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    // MARK: Loading

    /// Loads the rows the first time the table is in a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil && !hasLoaded { reloadData() }
    }

    /// Lays the rows out again when the table's width changed.
    open override func geometryDidChange() {
        super.geometryDidChange()
        if hasLoaded && bounds.width != laidOutWidth { layoutRows() }
    }

    /// Rebuilds every row from the data source.
    open func reloadData() {
        hasLoaded = true
        pending = nil
        for cell in cells.joined() {
            cell.removeFromSuperview()
            cell.tableView = nil
            if let id = cell.reuseIdentifier { reusePool[id, default: []].append(cell) }
        }
        cells = []
        indexPaths = [:]
        guard let dataSource else { return layoutRows() }
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        for section in 0..<sectionCount {
            let rowCount = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            var row: [UITableViewCell] = []
            for r in 0..<rowCount {
                let indexPath = IndexPath(row: r, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                if cell.superview === self || indexPaths[ObjectIdentifier(cell)] != nil {
                    traceSink?.record(.error, traceName, "cellForRowAt \(rowName(indexPath)) returned a cell already in use",
                                      cause: "each row needs its own cell; the row is left empty")
                    continue
                }
                cell.tableView = self
                indexPaths[ObjectIdentifier(cell)] = indexPath
                row.append(cell)
                addSubview(cell)
            }
            cells.append(row)
        }
        selected.removeAll { cellForRow(at: $0) == nil }
        layoutRows()
        swipeActions.tableDidReload()
    }

    /// Stacks the cells and sizes the content.
    func layoutRows() {
        laidOutWidth = bounds.width
        var y = placeHeaderView()
        for (s, row) in cells.enumerated() {
            for (r, cell) in row.enumerated() {
                let indexPath = IndexPath(row: r, section: s)
                let height = heightForRow(at: indexPath)
                cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
                cell.setSelected(selected.contains(indexPath), animated: false)
                y += height
            }
        }
        y = placeFooterView(at: y)
        contentSize = CGSize(width: bounds.width, height: y)
    }

    private func heightForRow(at indexPath: IndexPath) -> CGFloat {
        let h = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard h.isFinite, h >= 0 else {
            traceSink?.record(.error, traceName, "height \(h) for \(rowName(indexPath)) ignored",
                              cause: "row heights must be finite and not negative; rowHeight used")
            return rowHeight.isFinite && rowHeight >= 0 ? rowHeight : 44
        }
        return h
    }

    // MARK: Cells and rows

    /// How many sections the data source gave.
    public var numberOfSections: Int { cells.count }

    /// How many rows `section` has.
    public func numberOfRows(inSection section: Int) -> Int {
        cells.indices.contains(section) ? cells[section].count : 0
    }

    /// The cell of the row at `indexPath`, if there is one.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        guard cells.indices.contains(indexPath.section), cells[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return cells[indexPath.section][indexPath.row]
    }

    /// The index path of `cell`, if it is a row of this table.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? { indexPaths[ObjectIdentifier(cell)] }

    /// The row at a point in the table's own (content) coordinates.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        for cell in cells.joined() where cell.frame.hitContains(point) { return indexPath(for: cell) }
        return nil
    }

    /// The row's frame in the table's content coordinates (`.zero` for an unknown row).
    public func rectForRow(at indexPath: IndexPath) -> CGRect { cellForRow(at: indexPath)?.frame ?? .zero }

    /// Cells that intersect the visible bounds, top to bottom.
    public var visibleCells: [UITableViewCell] { cells.joined().filter { $0.frame.intersects(bounds) } }

    /// The rows that intersect the visible bounds.
    public var indexPathsForVisibleRows: [IndexPath]? {
        let paths = visibleCells.compactMap { indexPath(for: $0) }
        return paths.isEmpty ? nil : paths
    }

    // MARK: Selection (rules §9.2)

    /// The first selected row.
    public var indexPathForSelectedRow: IndexPath? { selected.sorted().first }

    /// Every selected row, sorted; `nil` when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

    /// Selects a row without asking or telling the delegate (as UIKit), optionally scrolling to it.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for ip in selected { deselectRow(at: ip, animated: animated) }
            return
        }
        guard let cell = cellForRow(at: indexPath) else {
            traceSink?.record(.error, traceName, "selectRow \(rowName(indexPath)) ignored", cause: "no such row")
            return
        }
        if !allowsMultipleSelection { for ip in selected where ip != indexPath { deselectRow(at: ip, animated: animated) } }
        if !selected.contains(indexPath) { selected.append(indexPath) }
        cell.setSelected(true, animated: animated)
        traceSink?.record(.scroll, traceName, "\(rowName(indexPath)) selected", cause: "selectRow(at:animated:scrollPosition:)")
        switch scrollPosition {
        case .none: break
        case .top: setContentOffset(clampedOffset(CGPoint(x: contentOffset.x, y: cell.frame.minY)), animated: animated)
        case .middle: setContentOffset(clampedOffset(CGPoint(x: contentOffset.x, y: cell.frame.midY - bounds.height / 2)), animated: animated)
        case .bottom: setContentOffset(clampedOffset(CGPoint(x: contentOffset.x, y: cell.frame.maxY - bounds.height)), animated: animated)
        }
    }

    /// Deselects a row without asking or telling the delegate (as UIKit).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let i = selected.firstIndex(of: indexPath) else { return }
        selected.remove(at: i)
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
        traceSink?.record(.scroll, traceName, "\(rowName(indexPath)) deselected", cause: "deselectRow(at:animated:)")
    }

    // MARK: Touches from cells

    func cellTouchesBegan(_ cell: UITableViewCell, _ touches: Set<UITouch>) {
        guard pending == nil, let indexPath = indexPath(for: cell), allowsSelection else { return }
        if let d = tableDelegate, !d.tableView(self, shouldHighlightRowAt: indexPath) {
            traceSink?.record(.scroll, traceName, "\(rowName(indexPath)) not highlighted", cause: "shouldHighlightRowAt returned false")
            return
        }
        pending = (cell, indexPath, true)
        cell.setHighlighted(true, animated: false)
        traceSink?.record(.scroll, traceName, "\(rowName(indexPath)) highlighted",
                          cause: "cell touchesBegan" + (cell.selectionStyle == .none ? " (selectionStyle none: nothing visible)" : ""))
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    func cellTouchesEnded(_ cell: UITableViewCell, _ touches: Set<UITouch>) {
        guard let p = pending, p.cell === cell else { return }
        pending = nil
        unhighlight(p.cell, p.indexPath, because: "cell touchesEnded")
        let inside = touches.contains { cell.point(inside: $0.location(in: cell), with: nil) }
        guard inside else {
            traceSink?.record(.scroll, traceName, "\(rowName(p.indexPath)) not selected", cause: "lifted outside the cell")
            return
        }
        userSelect(p.indexPath)
    }

    func cellTouchesCancelled(_ cell: UITableViewCell) {
        guard let p = pending, p.cell === cell else { return }
        pending = nil
        unhighlight(p.cell, p.indexPath, because: "cell touchesCancelled")
        traceSink?.record(.scroll, traceName, "\(rowName(p.indexPath)) not selected", cause: "touches cancelled")
    }

    private func unhighlight(_ cell: UITableViewCell, _ indexPath: IndexPath, because cause: String) {
        cell.setHighlighted(false, animated: false)
        traceSink?.record(.scroll, traceName, "\(rowName(indexPath)) unhighlighted", cause: cause)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    /// A tap selected `indexPath`: willSelect (may redirect or refuse), deselect the previous
    /// row (single selection) or toggle (multiple selection), select, didSelect.
    private func userSelect(_ indexPath: IndexPath) {
        var target: IndexPath? = indexPath
        if let d = tableDelegate { target = d.tableView(self, willSelectRowAt: indexPath) }
        guard let target, let cell = cellForRow(at: target) else {
            traceSink?.record(.scroll, traceName, "\(rowName(indexPath)) not selected", cause: "willSelectRowAt returned nil or an unknown row")
            return
        }
        if allowsMultipleSelection, selected.contains(target) {
            userDeselect(target)
            return
        }
        if !allowsMultipleSelection {
            for old in selected where old != target { userDeselect(old) }
        }
        if !selected.contains(target) { selected.append(target) }
        cell.setSelected(true, animated: false)
        traceSink?.record(.scroll, traceName, "didSelectRowAt \(rowName(target))", cause: "cell touchesEnded inside the cell")
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        var target: IndexPath? = indexPath
        if let d = tableDelegate { target = d.tableView(self, willDeselectRowAt: indexPath) }
        guard let target, let i = selected.firstIndex(of: target) else { return }
        selected.remove(at: i)
        cellForRow(at: target)?.setSelected(false, animated: false)
        traceSink?.record(.scroll, traceName, "didDeselectRowAt \(rowName(target))")
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    func rowName(_ indexPath: IndexPath) -> String { "row [\(indexPath.section), \(indexPath.row)]" }
}
