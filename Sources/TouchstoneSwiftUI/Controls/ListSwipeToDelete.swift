import Foundation

extension ForEach {
    /// Lets the rows this `ForEach` makes in a `List` be swiped to delete (Apple,
    /// `DynamicViewContent.onDelete(perform:)`): a leftward swipe on a row reveals a Delete
    /// button, a tap on it or a swipe across most of the row calls `action` with the element's
    /// offset in the data (`IndexSet`), and the app removes the element (the row stays when it
    /// does not). Outside a `List` nothing can be swiped; `nil` turns deletion off
    /// (SwiftUIDecisions SU51, SU52).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }
}

/// A `List` row made by a `ForEach` with `onDelete`: the element's offset and the action (SU51).
struct ListRowDelete {
    let offset: Int
    let action: (IndexSet) -> Void
}

/// A `List`'s swipe-to-delete: the list's swipe recogniser, the row being swiped and the row
/// whose Delete button is shown — UIKit's swipe-action controller on the table view (up to
/// iOS 15) or collection view (from iOS 16) that draws the list (SwiftUIDecisions SU51, SU52;
/// UIKitPiecesDecisions K7–K9, K23).
///
/// - The recogniser, `<list>.swipeActions`, is installed on the list's scroll view the first time
///   a render shows a row that can be deleted (K7).
/// - It needs 25 pt of horizontal travel, vertical travel not counting (K23), and begins only
///   for a mostly horizontal, leftward drag that started on a deletable row; otherwise it fails
///   with the reason. So a vertical drag is the list's scroll, and a pan that begins at 10 pt —
///   a row's `DragGesture`, a paging `TabView` around the list — takes a slow swipe first; on a
///   sample where both pass their thresholds the deeper recogniser wins (rules §5.4, SU52).
/// - The row follows the finger; at the lift, past 60 % of the row's width the action runs (a
///   full swipe); past half the Delete button's 74 pt the button stays shown; else the row
///   closes (K8). A tap on the button runs the action and closes the row.
/// - A re-render lays the rows out again: an open row that is still there and still deletable
///   is moved back beside its button; else it closes, and the trace says so.
final class ListSwipeToDelete {
    /// The one action `onDelete` gives a row, with UIKit's title for it.
    static let actionTitle = "Delete"

    private weak var list: UIScrollView?
    private(set) var recognizer: ListSwipeGestureRecognizer?
    /// The row under the finger while the recogniser runs, and where its layout put it.
    private var swiping: (row: ElementView, restX: CGFloat)?
    /// The row whose Delete button is shown.
    private var open: (row: ElementView, restX: CGFloat, button: UIButton)?

    init(list: UIScrollView) { self.list = list }

    /// The controller of `list` (made the first time), told the list was rendered.
    static func listDidRender(_ list: UIScrollView) {
        let controller: ListSwipeToDelete
        switch list {
        case let table as HostingListTableView:
            controller = table.swipeToDelete ?? ListSwipeToDelete(list: list)
            table.swipeToDelete = controller
        case let collection as HostingListCollectionView:
            controller = collection.swipeToDelete ?? ListSwipeToDelete(list: list)
            collection.swipeToDelete = controller
        default:
            return
        }
        controller.didRender()
    }

    private func didRender() {
        guard let list else { return }
        if let o = open {
            if o.row.window != nil, o.row.deleteRow != nil, rows().contains(where: { $0 === o.row }) {
                let rest = o.row.frame.minX
                open = (o.row, rest, o.button)
                place(o.button, on: o.row)
                settle(o.row, rest: rest, at: -ButtonMetrics.width)
            } else {
                open = nil
                o.button.removeFromSuperview()
                record("\(o.row.traceName) swipe actions hidden", cause: "the row is gone or can no longer be deleted")
            }
        }
        guard recognizer == nil, rows().contains(where: { $0.deleteRow != nil }) else { return }
        let r = ListSwipeGestureRecognizer()
        r.controller = self
        r.name = "\(list.traceName).swipeActions"
        r.addTarget(self, action: ListSwipeToDelete.handle)
        list.addGestureRecognizer(r)
        recognizer = r
    }

    /// UIKit's measures of the revealed button and the full swipe (UIKitPiecesDecisions K8).
    enum ButtonMetrics {
        static let width: CGFloat = 74
        static let fullSwipeFraction: CGFloat = 0.6
    }

    // MARK: Rows

    /// The list's rows: the element views under its content.
    private func rows() -> [ElementView] {
        guard let list else { return [] }
        return list.subviews.compactMap { $0 as? ElementView }.flatMap { $0.subviews.compactMap { $0 as? ElementView } }
    }

    /// The row at `point` (list content coordinates), by its laid-out frame.
    private func row(at point: CGPoint) -> ElementView? {
        guard let list else { return nil }
        return rows().first { row in
            guard let content = row.superview else { return false }
            var frame = content.convert(row.frame, to: list)
            if let o = open, o.row === row { frame.origin.x = content.convert(CGPoint(x: o.restX, y: 0), to: list).x }
            return frame.contains(point)
        }
    }

    /// Why a drag of translation `t` from `start` may not begin a swipe, if it may not.
    func refusal(from start: CGPoint, translation t: CGPoint) -> String? {
        guard abs(t.x) > abs(t.y) else { return "moved mostly vertically: the list's scroll is left to begin" }
        guard let row = row(at: start) else { return "the drag started on no row" }
        if let o = open, o.row === row { return nil }
        guard row.deleteRow != nil else { return "\(row.traceName) cannot be deleted (no onDelete)" }
        guard t.x < 0 else { return "no leading swipe actions for \(row.traceName)" }
        return nil
    }

    // MARK: Driving

    func handle(_ pan: ListSwipeGestureRecognizer) {
        guard let list else { return }
        let dx = pan.translation(in: list).x
        switch pan.state {
        case .began:
            guard let row = row(at: pan.startLocation) else { return }
            if let o = open, o.row !== row { close(because: "another row was swiped") }
            let rest = open.flatMap { $0.row === row ? $0.restX : nil } ?? row.frame.minX
            swiping = (row, rest)
            record("\(row.traceName) swipe began", cause: "\(pan.traceName) began")
            follow(dx)
        case .changed:
            follow(dx)
        case .ended:
            finish(dx)
        case .cancelled, .failed:
            if let s = swiping { swiping = nil; settle(s.row, rest: s.restX, at: 0) }
            if open != nil { close(because: "\(pan.traceName) cancelled") }
        default:
            break
        }
    }

    /// The row follows the finger, from where an open row rests.
    private func follow(_ dx: CGFloat) {
        guard let s = swiping else { return }
        let base: CGFloat = open?.row === s.row ? -ButtonMetrics.width : 0
        settle(s.row, rest: s.restX, at: base + dx)
    }

    private func finish(_ dx: CGFloat) {
        guard let s = swiping else { return }
        swiping = nil
        var position = dx
        if let o = open, o.row === s.row {
            position -= ButtonMetrics.width
            o.button.removeFromSuperview()
            open = nil
        }
        guard position < 0, let delete = s.row.deleteRow else {
            settle(s.row, rest: s.restX, at: 0)
            return record("\(s.row.traceName) swipe ended closed", cause: "no leading actions")
        }
        let width = s.row.bounds.width
        if abs(position) >= ButtonMetrics.fullSwipeFraction * width {
            settle(s.row, rest: s.restX, at: 0)
            record("\(s.row.traceName) full trailing swipe performs \(Self.actionTitle)",
                   cause: "lifted past \(Int(ButtonMetrics.fullSwipeFraction * 100)) % of the row's width")
            perform(delete, row: s.row)
        } else if abs(position) >= ButtonMetrics.width / 2 {
            show(on: s.row, restX: s.restX)
        } else {
            settle(s.row, rest: s.restX, at: 0)
            record("\(s.row.traceName) swipe ended closed",
                   cause: "lifted before half of the actions' width (\(Self.points(ButtonMetrics.width / 2)) pt)")
        }
    }

    /// Shows the Delete button beside the moved row, named `<list>.Delete`.
    private func show(on row: ElementView, restX: CGFloat) {
        let button = UIButton(frame: .zero)
        button.accessibilityIdentifier = "\(list?.traceName ?? "List").\(Self.actionTitle)"
        button.addAction(UIAction { [weak self, weak row] _ in
            guard let self, let row, let delete = row.deleteRow else { return }
            self.record("\(row.traceName) \(Self.actionTitle) tapped", cause: "touchUpInside on its button")
            self.close(because: "the action ran")
            self.perform(delete, row: row)
        }, for: .touchUpInside)
        place(button, on: row)
        settle(row, rest: restX, at: -ButtonMetrics.width)
        open = (row, restX, button)
        record("\(row.traceName) trailing actions shown [\(Self.actionTitle)]",
               cause: "lifted past half of the actions' width (\(Self.points(ButtonMetrics.width / 2)) pt)")
    }

    /// The button sits just right of the row, which moves left by its width to show it.
    private func place(_ button: UIButton, on row: ElementView) {
        button.frame = CGRect(x: row.bounds.width, y: 0, width: ButtonMetrics.width, height: row.bounds.height)
        if button.superview !== row { row.addSubview(button) }
    }

    /// Calls the `onDelete` action with the element's offset; the app's removal re-renders.
    private func perform(_ delete: ListRowDelete, row: ElementView) {
        record("\(row.traceName) onDelete [\(delete.offset)]", cause: "SwiftUIDecisions SU51")
        delete.action(IndexSet(integer: delete.offset))
    }

    /// Hides the open row's button and puts the row back.
    private func close(because cause: String) {
        guard let o = open else { return }
        open = nil
        o.button.removeFromSuperview()
        settle(o.row, rest: o.restX, at: 0)
        record("\(o.row.traceName) swipe actions hidden", cause: cause)
    }

    /// Moves the row `x` from where its layout put it.
    private func settle(_ row: ElementView, rest: CGFloat, at x: CGFloat) {
        row.frame.origin.x = rest + x
    }

    private func record(_ message: String, cause: String? = nil) {
        guard let list, let device = list.window?.application?.device else { return }
        device.trace.record(.scroll, list.traceName, message, cause: cause)
    }

    private static func points(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(format: "%.1f", Double(v))
    }
}

/// A list's swipe recogniser (UIKit's private `_UISwipeActionPanGestureRecognizer` on the table
/// or collection view): a one-finger pan that needs 25 pt of horizontal travel and asks its
/// controller before beginning (UIKitPiecesDecisions K9, K23; SwiftUIDecisions SU51).
final class ListSwipeGestureRecognizer: UIPanGestureRecognizer {
    weak var controller: ListSwipeToDelete?
    /// Where the first finger went down, in the list's (content) coordinates.
    private(set) var startLocation: CGPoint = .zero

    /// Horizontal travel before the recogniser may begin (K23).
    static let swipeHysteresis: CGFloat = 25

    override init() {
        super.init()
        maximumNumberOfTouches = 1
        hysteresis = Self.swipeHysteresis
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // The engine tracks the touches before telling the recogniser.
        let isFirst = numberOfTouches == touches.count
        super.touchesBegan(touches, with: event)
        if isFirst, let t = touches.first { startLocation = t.location(in: view) }
    }

    /// Only horizontal travel counts towards the threshold (UIKit turns the recogniser's vertical
    /// panning off; K23); at the threshold the controller may refuse, failing the recogniser.
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            let t = translation(in: nil)
            guard abs(t.x) >= hysteresis else { return }
            guard let controller else { return setState(.failed, because: "the list is gone") }
            if let reason = controller.refusal(from: startLocation, translation: t) {
                return setState(.failed, because: reason)
            }
        }
        super.touchesMoved(touches, with: event)
    }
}
