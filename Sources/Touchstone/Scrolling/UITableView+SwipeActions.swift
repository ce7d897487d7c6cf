import Foundation

extension UITableViewDelegate {
    /// No trailing actions.
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// No leading actions.
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
}

/// A table's swipe actions: its swipe recogniser, the row whose buttons are shown, and the
/// buttons (UIKit's private `UISwipeActionController` and `_UISwipeActionPanGestureRecognizer`;
/// UIKitPiecesDecisions K7–K9).
///
/// - The recogniser is a pan on the table view itself, named `<table>.swipeActions`, installed
///   when `reloadData()` finds a row with actions (UIKit installs it when the delegate implements
///   the swipe methods, which a Swift protocol with default answers cannot tell; K7).
/// - It begins only once the finger has moved 25 pt horizontally (vertical movement does not
///   count): UIKit's `_UISwipeHandler` sets its hysteresis to 25 pt and turns its vertical
///   panning off (decompiled iOS 18.2 and 26.1, rules P34; K23);
///   then only for a drag that is mostly horizontal, on a row whose configuration for that side
///   (trailing for a leftward drag, leading for a rightward one) has actions. A vertical drag is
///   the table's: its own pan begins at 10 pt and excludes this one (K9). A row already open
///   closes when the recogniser begins again.
/// - So an outer pan that begins at 10 pt — a horizontally paging scroll view around the table,
///   a full-width pan on an ancestor — takes a slow horizontal drag before this recogniser can
///   begin; only a swipe fast enough to pass 25 pt between two samples makes both begin on one
///   sample, where the deeper recogniser, this one, wins (rules §5.4; K23, CC69, CC70).
/// - While it runs the row's content follows the finger. At the lift: past 60 % of the row's
///   width with `performsFirstActionWithFullSwipe`, the first action runs (full swipe); past
///   half the buttons' width (74 pt each) the buttons stay shown; otherwise the row closes (K8).
/// - It meets the back swipe as any recogniser does: under the iOS 18 policy it waits for the
///   back swipe while the edge feature is alive, so a rightward swipe from the left edge pops
///   and reveals no leading actions; a swipe starting outside the edge band fails the back swipe
///   at once (rules §9.1, CC49).
final class TableSwipeActions {
    /// Width of one revealed button (UIKitPiecesDecisions K8).
    static let buttonWidth: CGFloat = 74
    /// Fraction of the row's width past which a swipe is a full swipe (UIKitPiecesDecisions K8).
    static let fullSwipeFraction: CGFloat = 0.6

    enum Side: String { case leading, trailing }

    private weak var tableView: UITableView?
    private(set) var recognizer: SwipeActionPanGestureRecognizer?
    /// The row under the finger while the recogniser runs.
    private var swiping: (cell: UITableViewCell, indexPath: IndexPath)?
    /// The row whose buttons are shown, with the side and the buttons.
    private(set) var open: (cell: UITableViewCell, indexPath: IndexPath, side: Side, buttons: [SwipeActionButton])?

    init(tableView: UITableView) { self.tableView = tableView }

    // MARK: Installing

    /// Installs the recogniser the first time some row has swipe actions.
    func tableDidReload() {
        if let open, open.cell.tableView == nil { self.open = nil }
        guard recognizer == nil, let table = tableView, table.tableDelegate != nil || table.dataSource != nil else { return }
        for section in 0..<table.numberOfSections {
            for row in 0..<table.numberOfRows(inSection: section) {
                let ip = IndexPath(row: row, section: section)
                let has = { (c: UISwipeActionsConfiguration?) in !(c?.actions.isEmpty ?? true) }
                if has(configuration(.trailing, at: ip)) || has(configuration(.leading, at: ip)) {
                    install(on: table)
                    return
                }
            }
        }
    }

    private func install(on table: UITableView) {
        let r = SwipeActionPanGestureRecognizer()
        r.controller = self
        r.tableName = table.traceName
        r.addTarget(self, action: TableSwipeActions.handle)
        table.addGestureRecognizer(r)
        recognizer = r
    }

    // MARK: Beginning

    /// Whether a drag of translation `t` (table space) from `start` may begin swiping a row; when
    /// it may not, the reason (the recogniser fails with it).
    func mayBegin(from start: CGPoint, translation t: CGPoint) -> String? {
        guard let table = tableView else { return "the table is gone" }
        guard abs(t.x) > abs(t.y) else { return "moved mostly vertically: the table's scroll is left to begin" }
        guard let ip = table.indexPathForRow(at: start), let cell = table.cellForRow(at: ip) else {
            return "the drag started on no row"
        }
        if let open, open.cell === cell { return nil }
        let side: Side = t.x < 0 ? .trailing : .leading
        guard let config = configuration(side, at: ip), !config.actions.isEmpty else {
            return "no \(side.rawValue) swipe actions for \(rowName(ip))"
        }
        return nil
    }

    /// The delegate's configuration for `side`; on the trailing side, when it gives none, the
    /// data source's swipe-to-delete (`UITableView+Editing.swift`).
    private func configuration(_ side: Side, at ip: IndexPath) -> UISwipeActionsConfiguration? {
        guard let table = tableView else { return nil }
        let d = table.tableDelegate
        switch side {
        case .trailing: return d?.tableView(table, trailingSwipeActionsConfigurationForRowAt: ip) ?? table.deleteConfiguration(at: ip)
        case .leading: return d?.tableView(table, leadingSwipeActionsConfigurationForRowAt: ip)
        }
    }

    // MARK: Driving

    func handle(_ pan: UIGestureRecognizer) {
        guard let pan = pan as? SwipeActionPanGestureRecognizer, let table = tableView else { return }
        let t = pan.translation(in: table)
        switch pan.state {
        case .began:
            guard let ip = table.indexPathForRow(at: pan.startLocation), let cell = table.cellForRow(at: ip) else { return }
            if let open, open.cell !== cell { close(because: "another row was swiped") }
            swiping = (cell, ip)
            record("\(rowName(ip)) swipe began", cause: "\(pan.traceName) began")
            follow(t.x)
        case .changed:
            follow(t.x)
        case .ended:
            finish(t.x)
        case .cancelled, .failed:
            if let s = swiping { swiping = nil; settle(s.cell, at: 0) }
            if open != nil { close(because: "\(pan.traceName) cancelled") }
        default:
            break
        }
    }

    /// The row's content follows the finger (from where an open row rests).
    private func follow(_ dx: CGFloat) {
        guard let s = swiping else { return }
        var base: CGFloat = 0
        if let open, open.cell === s.cell { base = openOffset(open) }
        settle(s.cell, at: base + dx)
    }

    private func finish(_ dx: CGFloat) {
        guard let (cell, ip) = swiping else { return }
        swiping = nil
        var position = dx
        if let open, open.cell === cell { position += openOffset(open) }
        let side: Side = position < 0 ? .trailing : .leading
        if let open, open.cell === cell { removeButtons(open.buttons); self.open = nil }
        guard position != 0, let config = configuration(side, at: ip), let first = config.actions.first else {
            settle(cell, at: 0)
            return record("\(rowName(ip)) swipe ended closed", cause: "no \(side.rawValue) actions")
        }
        let width = cell.bounds.width
        let revealed = CGFloat(config.actions.count) * Self.buttonWidth
        if config.performsFirstActionWithFullSwipe, abs(position) >= Self.fullSwipeFraction * width {
            settle(cell, at: 0)
            record("\(rowName(ip)) full \(side.rawValue) swipe performs \(first.traceName)",
                   cause: "lifted past \(Int(Self.fullSwipeFraction * 100)) % of the row's width")
            perform(first, from: cell)
        } else if abs(position) >= revealed / 2 {
            show(config.actions, side: side, on: cell, at: ip)
        } else {
            settle(cell, at: 0)
            record("\(rowName(ip)) swipe ended closed", cause: "lifted before half of the actions' width (\(fmt(revealed / 2)) pt)")
        }
    }

    /// Shows the buttons beside the moved content; the first one nearest the swiped edge.
    private func show(_ actions: [UIContextualAction], side: Side, on cell: UITableViewCell, at ip: IndexPath) {
        let width = CGFloat(actions.count) * Self.buttonWidth
        settle(cell, at: side == .trailing ? -width : width)
        var buttons: [SwipeActionButton] = []
        for (i, action) in actions.enumerated() {
            let x = side == .trailing ? cell.bounds.width - CGFloat(i + 1) * Self.buttonWidth : CGFloat(i) * Self.buttonWidth
            let button = SwipeActionButton(frame: CGRect(x: x, y: 0, width: Self.buttonWidth, height: cell.bounds.height))
            button.accessibilityIdentifier = "\(tableView?.traceName ?? "table").\(action.traceName)"
            button.addAction(UIAction { [weak self, weak cell] _ in
                guard let self, let cell else { return }
                self.record("\(self.rowName(ip)) \(action.traceName) tapped", cause: "touchUpInside on its button")
                self.perform(action, from: cell)
            }, for: .touchUpInside)
            cell.addSubview(button)
            buttons.append(button)
        }
        open = (cell, ip, side, buttons)
        record("\(rowName(ip)) \(side.rawValue) actions shown [" + actions.map(\.traceName).joined(separator: ", ") + "]",
               cause: "lifted past half of the actions' width (\(fmt(width / 2)) pt)")
    }

    /// Runs an action's handler; the row closes when it calls its completion.
    private func perform(_ action: UIContextualAction, from cell: UITableViewCell) {
        action.handler(action, cell) { [weak self] performed in
            guard let self else { return }
            self.record("\(action.traceName) completion(\(performed))")
            if self.open?.cell === cell { self.close(because: "the action's completion was called") }
        }
    }

    /// Hides the open row's buttons and puts its content back.
    func close(because cause: String) {
        guard let o = open else { return }
        open = nil
        removeButtons(o.buttons)
        settle(o.cell, at: 0)
        record("\(rowName(o.indexPath)) swipe actions hidden", cause: cause)
    }

    private func removeButtons(_ buttons: [SwipeActionButton]) { for b in buttons { b.removeFromSuperview() } }

    /// Moves the row's content view to `x` (its frame, the model value, as K2).
    private func settle(_ cell: UITableViewCell, at x: CGFloat) {
        cell.contentView.frame = CGRect(x: x, y: 0, width: cell.bounds.width, height: cell.bounds.height)
    }

    /// Where an open row's content rests: beside its buttons.
    private func openOffset(_ o: (cell: UITableViewCell, indexPath: IndexPath, side: Side, buttons: [SwipeActionButton])) -> CGFloat {
        let width = CGFloat(o.buttons.count) * Self.buttonWidth
        return o.side == .trailing ? -width : width
    }

    private func rowName(_ ip: IndexPath) -> String { "row [\(ip.section), \(ip.row)]" }

    private func record(_ message: String, cause: String? = nil) {
        guard let table = tableView else { return }
        table.traceSink?.record(.scroll, table.traceName, message, cause: cause)
    }
}

/// The table's swipe recogniser (UIKit's private `_UISwipeActionPanGestureRecognizer`): a pan
/// that asks its controller before beginning (UIKitPiecesDecisions K9).
final class SwipeActionPanGestureRecognizer: UIPanGestureRecognizer {
    weak var controller: TableSwipeActions?
    var tableName = "table"
    /// Where the first finger went down, in the table's (content) space.
    private(set) var startLocation: CGPoint = .zero

    override var traceName: String { name ?? "\(tableName).swipeActions" }

    /// Horizontal travel before the recogniser may begin (UIKit's `_UISwipeHandler` sets 25 pt;
    /// decompiled iOS 18.2 and 26.1; UIKitPiecesDecisions K23).
    static let swipeHysteresis: CGFloat = 25

    override init() {
        super.init()
        maximumNumberOfTouches = 1
        hysteresis = Self.swipeHysteresis
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let isFirst = trackedTouches.count == touches.count
        super.touchesBegan(touches, with: event)
        if isFirst, let t = touches.first { startLocation = t.location(in: view) }
    }

    /// Only horizontal travel counts towards the hysteresis (UIKit turns the recogniser's vertical
    /// panning off, `_setCanPanVertically:NO`, decompiled iOS 18.2; K23).
    override func shouldBegin(withTranslation t: CGPoint) -> Bool {
        guard t.x.magnitude >= hysteresis, let controller else { return false }
        if let reason = controller.mayBegin(from: startLocation, translation: t) {
            setState(.failed, because: reason)
            return false
        }
        return true
    }

    override func beginCause(for t: CGPoint) -> String {
        "moved \(fmt(t.x.magnitude)) pt horizontally, reaching the \(fmt(hysteresis)) pt threshold"
    }
}

/// A revealed action's button (UIKit's private `UISwipeActionStandardButton`).
final class SwipeActionButton: UIButton {}
