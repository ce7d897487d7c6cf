import Foundation
import Testing
@testable import Touchstone

/// A table's header and footer views (issue 20, PortingDecisions U11).
@Suite("Table header and footer views (issue 20)")
struct TableHeaderFooterTests {
    final class Rows: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.accessibilityIdentifier = "cell\(indexPath.row)"
            return cell
        }
    }

    @Test func aHeaderViewPushesTheRowsDownAndTakesItsOwnTouches() throws {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.accessibilityIdentifier = "table"
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
        header.accessibilityIdentifier = "header"
        table.tableHeaderView = header
        table.tableFooterView = UIView()  // the usual "no extra separators" line: zero high
        table.separatorStyle = .none
        table.dataSource = rows
        let (device, root) = makeScene()
        root.addSubview(table)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 100, width: 390, height: 44))
        #expect(table.contentSize == CGSize(width: 390, height: 232))
        try device.tap(at: CGPoint(x: 195, y: 50))
        try device.tap(at: CGPoint(x: 195, y: 122))
        #expect(device.trace.entries.filter { $0.kind == .hitTest }.map(\.subject) == ["header", "UIView"])
        #expect(device.lines(.scroll).last == "table didSelectRowAt row [0, 0]")
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        table.tableFooterView = footer
        #expect(footer.frame == CGRect(x: 0, y: 232, width: 390, height: 60))
        #expect(table.contentSize.height == 292)
        table.tableHeaderView = nil
        #expect(header.superview == nil && table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
    }

    @Test func automaticDimensionRowsAreReportedAndGet44Points() {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.accessibilityIdentifier = "table"
        table.rowHeight = UITableView.automaticDimension
        table.dataSource = rows
        let (device, root) = makeScene()
        root.addSubview(table)
        #expect(table.contentSize.height == 132)
        #expect(device.lines(.error).first == "table height -1.0 for row [0, 0] ignored")
    }
}
