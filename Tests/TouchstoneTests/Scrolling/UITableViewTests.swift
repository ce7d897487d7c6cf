import Foundation
import Testing
@testable import Touchstone

/// Table rows, highlight and selection (rules §9.2, §7.7).
@Suite("Table view selection (rules §9.2)")
struct UITableViewTests {
    private func makeTable(rows: Int = 30, configure: (UITableView) -> Void = { _ in }) -> (Device, UITableView, TableLog) {
        let data = TableLog(rows: rows)
        let table = UITableView(frame: CGRect(x: 0, y: 103, width: 390, height: 741), style: .plain)
        table.accessibilityIdentifier = "table"
        table.dataSource = data
        table.delegate = data
        configure(table)
        let (device, _) = makeScene { $0.addSubview(table) }
        return (device, table, data)
    }

    @Test func rowsAreStackedAndTheContentViewIsTheHitView() throws {
        let (device, table, data) = makeTable(rows: 3)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.contentSize == CGSize(width: 390, height: 132))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 390, height: 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 50)) == IndexPath(row: 1, section: 0))
        try device.touchDown(at: CGPoint(x: 195, y: 103 + 50))
        let hit = device.trace.entries.first { $0.kind == .hitTest }
        #expect(hit?.cause?.hasSuffix("table › cell1 › UIView") == true)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === data.cells[1])
        try device.touchUp()
    }

    @Test func heightsComeFromTheDelegateOrRowHeight() throws {
        let data = GrowingRows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.rowHeight = 60
        table.dataSource = data
        let (_, _) = makeScene { $0.addSubview(table) }
        #expect(table.contentSize.height == 180)
        table.delegate = data
        table.reloadData()
        #expect(table.contentSize.height == 60)
    }

    @Test func quickTapHighlightsAtTheLiftAndSelects() throws {
        // rules §9.2: a quick tap highlights only at the lift (content delay), then selects.
        let (device, table, data) = makeTable()
        try device.tap(at: CGPoint(x: 195, y: 125), duration: 0.08)
        #expect(data.log == ["cell touchesBegan", "didHighlight row 0", "cell touchesEnded", "didUnhighlight row 0",
                             "willSelect row 0", "didSelect row 0"])
        // The table reaches under the home indicator: its bottom inset adjusts when it is shown (S17).
        #expect(device.timeline(.scroll, "table") == [
            "adjustedContentInset bottom 34@0",
            "row [0, 0] highlighted@80", "row [0, 0] unhighlighted@80", "didSelectRowAt row [0, 0]@80",
        ])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(data.cells[0].isSelected && !data.cells[0].isHighlighted)
    }

    @Test func heldTapHighlightsAfterTheContentDelay() throws {
        let (device, _, data) = makeTable()
        try device.touchDown(at: CGPoint(x: 195, y: 125))
        try device.advance(to: ms(149))
        #expect(!data.cells[0].isHighlighted)
        try device.advance(to: ms(150))
        #expect(data.cells[0].isHighlighted)
        try device.advance(to: ms(400))
        try device.touchUp()
        #expect(device.timeline(.scroll, "table").last == "didSelectRowAt row [0, 0]@400")
    }

    @Test func selectingAnotherRowDeselectsTheFirst() throws {
        let (device, table, data) = makeTable()
        try device.tap(at: CGPoint(x: 195, y: 125))
        try device.advance(by: 1)
        data.log.removeAll()
        try device.tap(at: CGPoint(x: 195, y: 125 + 44))
        #expect(data.log.filter { !$0.hasPrefix("cell") } == [
            "didHighlight row 1", "didUnhighlight row 1", "willSelect row 1", "didDeselect row 0", "didSelect row 1",
        ])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        #expect(!data.cells[0].isSelected)
    }

    @Test func scrollingCancelsTheRowWithoutSelecting() throws {
        // rules §9.2: touchesCancelled (a scroll began) unhighlights and selects nothing.
        let (device, table, data) = makeTable()
        try device.touchDown(at: CGPoint(x: 195, y: 300))
        try device.advance(to: ms(200))
        try device.scriptedMove(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 200), overMs: 216, 400)
        try device.touchUp()
        #expect(data.log.filter { $0.hasPrefix("cell") } == ["cell touchesBegan", "cell touchesMoved", "cell touchesCancelled"])
        #expect(!data.log.contains { $0.hasPrefix("didSelect") })
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.contentOffset.y > 0)
    }

    @Test func dragBeforeTheDelaySelectsNothingAndTouchesNoCell() throws {
        let (device, _, data) = makeTable()
        try device.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 200), duration: 0.1)
        #expect(data.log.isEmpty)
    }

    @Test func willSelectReturningNilRefusesTheSelection() throws {
        let (device, table, data) = makeTable()
        data.refuseSelection = true
        try device.tap(at: CGPoint(x: 195, y: 125))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(device.timeline(.scroll, "table").last == "row [0, 0] not selected@80")
    }

    @Test func liftingOutsideTheCellSelectsNothing() throws {
        // Horizontal drag in a vertical table: the content delay releases the touch early
        // (rules §8.2) and the finger ends beyond the cell's right edge.
        let (device, table, data) = makeTable { $0.frame = CGRect(x: 0, y: 103, width: 300, height: 741) }
        try device.drag(from: CGPoint(x: 200, y: 125), to: CGPoint(x: 380, y: 125), duration: 0.2)
        #expect(data.log.first == "cell touchesBegan")
        #expect(!data.log.contains("didSelect row 0"))
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func selectionStyleNoneStillSelects() throws {
        let (device, table, data) = makeTable()
        for cell in data.cells { cell.selectionStyle = .none }
        try device.tap(at: CGPoint(x: 195, y: 125))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test func deselectRowIsProgrammaticAndSilent() throws {
        let (device, table, data) = makeTable()
        try device.tap(at: CGPoint(x: 195, y: 125))
        data.log.removeAll()
        table.deselectRow(at: IndexPath(row: 0, section: 0), animated: true)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!data.cells[0].isSelected)
        #expect(data.log.isEmpty)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(data.log.isEmpty)
        table.selectRow(at: IndexPath(row: 99, section: 0), animated: false, scrollPosition: .none)
        #expect(device.lines(.error).count == 1)
    }

    @Test func allowsSelectionFalseNeitherHighlightsNorSelects() throws {
        let (device, table, data) = makeTable { $0.allowsSelection = false }
        try device.tap(at: CGPoint(x: 195, y: 125))
        #expect(data.log == ["cell touchesBegan", "cell touchesEnded"])
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func scrolledTableHitsTheRowUnderTheFinger() throws {
        let (device, table, _) = makeTable()
        table.contentOffset = CGPoint(x: 0, y: 440)  // row 10 at the top
        try device.tap(at: CGPoint(x: 195, y: 125))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 10, section: 0))
    }
}

/// Three rows whose delegate heights are 10, 20 and 30 pt.
final class GrowingRows: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { CGFloat(10 * (indexPath.row + 1)) }
}
