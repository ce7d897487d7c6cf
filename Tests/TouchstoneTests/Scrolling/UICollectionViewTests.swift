import Foundation
import Testing
@testable import Touchstone

/// `UICollectionView`: layout, selection, and how its touches meet its own pan and an enclosing table (UIKitPiecesDecisions K10–K11).
@Suite("UICollectionView")
struct UICollectionViewTests {
    /// `count` items named `<prefix>.item<n>`, content views `<prefix>.content<n>`; logs selections.
    final class Items: UICollectionViewDataSource, UICollectionViewDelegate {
        let prefix: String, count: Int
        var log: [String] = []
        init(_ prefix: String, count: Int) { self.prefix = prefix; self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = UICollectionViewCell(frame: .zero)
            cell.accessibilityIdentifier = "\(prefix).item\(indexPath.item)"
            cell.contentView.accessibilityIdentifier = "\(prefix).content\(indexPath.item)"
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.item)")
        }
    }

    /// A vertical grid of 100 × 100 items filling the screen under y = 100.
    private func grid() -> (Device, UICollectionView, Items) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 700), collectionViewLayout: layout)
        grid.accessibilityIdentifier = "grid"
        let items = Items("grid", count: 60)
        grid.dataSource = items
        grid.delegate = items
        let (device, _) = makeScene { $0.addSubview(grid) }
        device.trace.clear()
        return (device, grid, items)
    }

    @Test func aFlowLayoutWrapsItemsIntoRowsAndSizesTheContent() throws {
        let (_, grid, items) = grid()
        defer { withExtendedLifetime(items) {} }
        // Three 100 pt items fit in 390 pt with 10 pt between them; 60 items make 20 rows.
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(grid.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(grid.contentSize == CGSize(width: 390, height: 20 * 100 + 19 * 10))
        #expect(grid.gestureRecognizers?.map(\.traceName) == ["grid.delayedTouches", "grid.pan"])
    }

    @Test func aTapOnACellSelectsItsItemAtTheLift() throws {
        let (device, _, items) = grid()
        try device.tap(at: CGPoint(x: 160, y: 260))       // item 4: x 110–210, y 110–210 in the grid
        #expect(items.log == ["didSelect 4"])
        #expect(device.lines(.scroll) == ["grid item [0, 4] highlighted", "grid didSelectItemAt item [0, 4]"])
        let hit = try #require(device.trace.entries.first { $0.kind == .hitTest })
        #expect(hit.subject == "grid.content4")
    }

    @Test func aDragOnACellScrollsAndTheItemIsNeverSelected() throws {
        let (device, grid, items) = grid()
        // Held 200 ms: the content delay passes, the item highlights, then the pan cancels it.
        try device.touchDown(at: CGPoint(x: 160, y: 500))
        try device.advance(by: 0.2)
        try device.scriptedMove(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 300), overMs: 216, 400)
        try device.advance(to: 0.416)
        try device.touchUp()
        #expect(items.log.isEmpty)
        #expect(grid.contentOffset.y > 150)
        #expect(device.lines(.scroll).filter { !$0.hasPrefix("grid didScroll") }.prefix(3)
                == ["grid item [0, 10] highlighted", "grid willBeginDragging", "grid item [0, 10] not selected"])
    }

    /// A table whose row 1 holds a horizontal strip of 80 × 80 items (the App Store's shelves).
    final class Shelves: UITableViewDataSource, UITableViewDelegate {
        let strip: UICollectionView
        let items = Items("strip", count: 12)
        var log: [String] = []
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 80, height: 80)
            strip = UICollectionView(frame: CGRect(x: 0, y: 10, width: 390, height: 80), collectionViewLayout: layout)
            strip.accessibilityIdentifier = "strip"
            strip.dataSource = items
            strip.delegate = items
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 15 }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 100 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.accessibilityIdentifier = "row\(indexPath.row)"
            if indexPath.row == 1 { cell.contentView.addSubview(strip) }
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelectRow \(indexPath.row)") }
    }

    private func shelves() -> (Device, UITableView, Shelves) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.contentInsetAdjustmentBehavior = .never   // Counted from the screen's top: no safe-area adjustment (ScrollingDecisions S20).
        table.accessibilityIdentifier = "table"
        let shelves = Shelves()
        table.delegate = shelves
        table.dataSource = shelves
        let (device, _) = makeScene { $0.addSubview(table) }
        device.trace.clear()
        return (device, table, shelves)
    }

    // The strip spans y 110–190 on screen; item 2 spans x 180–260.

    @Test func inATableCellATapSelectsTheItemAndNotTheRow() throws {
        let (device, _, shelves) = shelves()
        try device.tap(at: CGPoint(x: 220, y: 150))
        #expect(shelves.items.log == ["didSelect 2"])
        #expect(shelves.log.isEmpty)
        #expect(device.lines(.scroll) == ["strip item [0, 2] highlighted", "strip didSelectItemAt item [0, 2]"])
    }

    @Test func inATableCellAHorizontalDragScrollsTheStripAndAVerticalOneScrollsTheTable() throws {
        let (device, table, shelves) = shelves()
        try device.scriptedDrag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 155), end: 200, lift: 216)
        #expect(shelves.strip.contentOffset.x > 100)
        #expect(table.contentOffset.y == 0)
        #expect(device.states(of: "table.pan").first == "possible→failed (excluded by strip.pan, which recognized)")
        try device.settle()
        try device.scriptedDrag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 205, y: 0), end: 200, lift: 216)
        #expect(table.contentOffset.y > 80)
        #expect(device.states(of: "strip.pan").contains("possible→failed (excluded by table.pan, which recognized)")
                || device.states(of: "strip.pan").suffix(2).first?.hasPrefix("possible→failed") == true)
        #expect(shelves.items.log.isEmpty && shelves.log.isEmpty)
    }
}
