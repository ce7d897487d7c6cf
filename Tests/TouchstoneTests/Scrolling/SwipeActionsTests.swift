import Foundation
import Testing
@testable import Touchstone

/// Table swipe actions and how their recogniser meets the back swipe and the table's scroll (UIKitPiecesDecisions K7–K9).
@Suite("Table swipe actions")
struct SwipeActionsTests {
    /// Twenty 60 pt rows; every row has a trailing Delete and Archive and a leading Pin.
    final class Rows: UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        var completes = true
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.accessibilityIdentifier = "cell\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            UISwipeActionsConfiguration(actions: [action("Delete", .destructive, indexPath), action("Archive", .normal, indexPath)])
        }
        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            UISwipeActionsConfiguration(actions: [action("Pin", .normal, indexPath)])
        }
        private func action(_ title: String, _ style: UIContextualAction.Style, _ ip: IndexPath) -> UIContextualAction {
            UIContextualAction(style: style, title: title) { [unowned self] _, view, done in
                self.log.append("\(title) row \(ip.row) from \(view.traceName)")
                done(self.completes)
            }
        }
    }

    /// A list under a notes screen B, pushed over A; the table fills B below the bar.
    private func scene(policy: InteractivePopPolicy = .backSwipeBeatsScrollView) -> (Device, UINavigationController, UITableView, Rows) {
        let a = NamedController("A"), b = NamedController("B")
        let table = UITableView(frame: CGRect(x: 0, y: 91, width: 390, height: 700), style: .plain)
        table.accessibilityIdentifier = "list"
        let rows = Rows()
        table.delegate = rows
        b.loadViewIfNeeded()
        b.view.addSubview(table)
        table.dataSource = rows
        let (device, nav) = makeNavigation([a, b], policy: policy)
        device.trace.clear()
        return (device, nav, table, rows)
    }

    @Test func aLeftwardSwipeOnARowRevealsTrailingActionsAndATapOnOneRunsItsHandler() throws {
        let (device, nav, table, rows) = scene()
        // Row 2 spans y 211–271 on screen. A drag of 120 pt to the left, away from the edge.
        try device.scriptedDrag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 180, y: 240), end: 160, lift: 176)
        // The content delay ended at the first horizontal move (the table cannot scroll that
        // way), so the row highlighted just before the swipe took the touch and cancelled it.
        #expect(device.lines(.scroll).filter { $0.hasPrefix("list row") } == [
            "list row [0, 2] highlighted", "list row [0, 2] swipe began", "list row [0, 2] unhighlighted",
            "list row [0, 2] not selected", "list row [0, 2] trailing actions shown [Delete, Archive]",
        ])
        #expect(table.contentOffset == .zero)
        #expect(nav.viewControllers.count == 2)
        #expect(device.states(of: "interactivePop").first
                == "possible→failed (touch began 300 pt from the [left] edge, outside its 13 pt region)")
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.contentView.frame.minX == -148)
        // Delete is the right-most button, x ∈ [316, 390) on screen.
        try device.tap(at: CGPoint(x: 350, y: 240))
        #expect(rows.log == ["Delete row 2 from cell2"])
        #expect(device.lines(.scroll).suffix(3) == ["list row [0, 2] Delete tapped", "list Delete completion(true)",
                                                    "list row [0, 2] swipe actions hidden"])
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test func aRightwardSwipeFromTheLeftEdgeGoesBackAndRevealsNoLeadingActions() throws {
        let (device, nav, _, rows) = scene()
        // 5 pt per 16 ms sample: under the iOS 18 policy the swipe recogniser requires the back
        // swipe to fail while its edge feature is alive; the back swipe begins at 15 pt, before
        // the swipe recogniser's 25 pt (K23), and fails it through that requirement.
        try device.scriptedDrag(from: CGPoint(x: 6, y: 240), to: CGPoint(x: 300, y: 240), end: 940, lift: 956)
        try device.advance(by: 1)
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
        #expect(device.lifecycle.contains("nav interactive pop completed"))
        #expect(!device.lines(.scroll).contains { $0.hasPrefix("list row [0, 2] swipe began") })
        #expect(device.states(of: "list.swipeActions") == [
            "possible→failed (required failure of interactivePop, which recognized)", "failed→possible (reset)",
        ])
        #expect(rows.log.isEmpty)
    }

    @Test func aRightwardSwipeAwayFromTheEdgeRevealsTheLeadingActionAndTheBackSwipeFailsAtOnce() throws {
        let (device, nav, _, rows) = scene()
        defer { withExtendedLifetime(rows) {} }
        try device.scriptedDrag(from: CGPoint(x: 100, y: 240), to: CGPoint(x: 200, y: 240), end: 160, lift: 176)
        #expect(nav.viewControllers.count == 2)
        #expect(device.lines(.scroll).contains("list row [0, 2] leading actions shown [Pin]"))
        #expect(device.states(of: "interactivePop").first
                == "possible→failed (touch began 100 pt from the [left] edge, outside its 13 pt region)")
    }

    @Test func aVerticalDragScrollsTheTableAndFailsTheSwipeRecognizer() throws {
        let (device, _, table, rows) = scene()
        try device.scriptedDrag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 205, y: 400), end: 200, lift: 216)
        #expect(table.contentOffset.y > 100)
        // Vertical travel does not count towards the swipe recogniser's 25 pt (K23): the table's
        // pan begins at 10 pt and excludes it.
        #expect(device.states(of: "list.swipeActions").first
                == "possible→failed (excluded by list.pan, which recognized)")
        #expect(!device.lines(.scroll).contains { $0.contains("actions shown") })
        #expect(rows.log.isEmpty)
    }

    @Test func aHorizontalDragSwipesTheRowAndTheTableDoesNotScroll() throws {
        let (device, _, table, rows) = scene()
        defer { withExtendedLifetime(rows) {} }
        try device.scriptedDrag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 420), end: 160, lift: 176)
        #expect(table.contentOffset == .zero)
        #expect(device.lines(.scroll).contains("list row [0, 5] trailing actions shown [Delete, Archive]"))
        #expect(!device.lines(.scroll).contains { $0.hasPrefix("list didScroll") })
    }

    @Test func aFullSwipePerformsTheFirstActionAndAShortOneCloses() throws {
        let (device, _, _, rows) = scene()
        try device.scriptedDrag(from: CGPoint(x: 380, y: 240), to: CGPoint(x: 60, y: 240), end: 200, lift: 216)
        #expect(rows.log == ["Delete row 2 from cell2"])
        #expect(device.lines(.scroll).contains("list row [0, 2] full trailing swipe performs Delete"))
        try device.advance(by: 1)
        try device.scriptedDrag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 250, y: 300), end: 100, lift: 116)
        #expect(device.lines(.scroll).last == "list row [0, 3] swipe ended closed")
        #expect(rows.log.count == 1)
    }
}
