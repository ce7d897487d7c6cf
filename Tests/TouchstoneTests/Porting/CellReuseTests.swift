import Foundation
import Testing
@testable import Touchstone

/// Registration, dequeueing and reuse of table and collection cells as UIKit does them
/// (issue 20, PortingDecisions U7–U9).
@Suite("Cell registration and reuse (issue 20)")
struct CellReuseTests {
    /// A data source that dequeues a registered cell per row and, like a classic bug, adds a tap
    /// recogniser to the cell every time it configures it.
    final class TappableRows: UITableViewDataSource {
        var rows = 3
        var taps: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.accessibilityIdentifier = "cell\(indexPath.row)"
            let tap = UITapGestureRecognizer { [unowned self] _ in self.taps.append("tap row \(indexPath.row)") }
            tap.name = "tap\(indexPath.row)"
            cell.addGestureRecognizer(tap)
            return cell
        }
    }

    private func makeTable(_ source: TappableRows, register: Bool = true) -> (Device, UITableView) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.accessibilityIdentifier = "table"
        if register { table.register(UITableViewCell.self, forCellReuseIdentifier: "row") }
        table.dataSource = source
        let (device, root) = makeScene()
        root.addSubview(table)  // loads on screen, so the trace has the first dequeues
        return (device, table)
    }

    @Test func dequeueMakesCellsOfTheRegisteredClassThenReloadReusesThem() {
        let source = TappableRows()
        let (device, table) = makeTable(source)
        let first = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        table.reloadData()
        let second = (0..<3).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(Set(first.map(ObjectIdentifier.init)) == Set(second.map(ObjectIdentifier.init)))
        #expect(second.allSatisfy { $0.reuseIdentifier == "row" })
        #expect(device.lines(.scroll) == [
            "table cell UITableViewCell made for row [0, 0]", "table cell UITableViewCell made for row [0, 1]",
            "table cell UITableViewCell made for row [0, 2]",
            "table cell cell2 reused for row [0, 0]", "table cell cell1 reused for row [0, 1]",
            "table cell cell0 reused for row [0, 2]",
        ])
    }

    @Test func aRecognizerAddedInCellForRowAtAccumulatesOnAReusedCell() throws {
        // The classic reuse bug: cellForRowAt adds a recogniser each time it configures a cell, so
        // after a reload the reused cell carries its old recogniser and a new one. Two taps on one
        // view do not recognise together: the older one wins and reports the row the cell showed
        // before — a tap on row 0 says row 2.
        let source = TappableRows()
        let (device, table) = makeTable(source)
        table.reloadData()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.gestureRecognizers?.map(\.name) == ["tap2", "tap0"])
        try device.tap(at: CGPoint(x: 195, y: 22))
        #expect(source.taps == ["tap row 2"])
        #expect(device.lines(.action) == ["tap2 action"])
        // The trace shows both recognisers on the cell taking the tap, and the newer one excluded.
        #expect(device.lines(.state).filter { $0.hasPrefix("tap") } == [
            "tap2 possible→recognized", "tap0 possible→recognized", "tap0 recognized→failed",
            "tap2 recognized→possible", "tap0 failed→possible",
        ])
    }

    @Test func prepareForReuseRunsWhenACellLeavesTheQueueAfterItsSelectionIsCleared() throws {
        final class CountingCell: UITableViewCell {
            var log: [String] = []
            override func prepareForReuse() {
                super.prepareForReuse()
                log.append("prepareForReuse selected=\(isSelected)")
            }
        }
        final class Rows: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
            }
        }
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.register(CountingCell.self, forCellReuseIdentifier: "c")
        table.dataSource = rows
        let (device, _) = makeScene { $0.addSubview(table) }
        try device.tap(at: CGPoint(x: 195, y: 22))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CountingCell)
        #expect(cell.isSelected && cell.log.isEmpty)
        table.reloadData()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
        #expect(cell.log == ["prepareForReuse selected=false"])
    }

    @Test func dequeueWithoutARegisteredClassRecordsAnErrorAndStillGivesACell() throws {
        let source = TappableRows()
        source.rows = 1
        let (device, table) = makeTable(source, register: false)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.reuseIdentifier == "row")
        #expect(device.lines(.error) == ["table no cell class registered for \"row\""])
        #expect(table.dequeueReusableCell(withIdentifier: "other") == nil)
    }

    @Test func cellStylesHaveTheirLabels() {
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        subtitle.imageView?.image = UIImage(systemName: "star")
        subtitle.accessoryType = .disclosureIndicator
        subtitle.frame = CGRect(x: 0, y: 0, width: 390, height: 60)  // as a table places a configured cell
        #expect(plain.detailTextLabel == nil && plain.textLabel != nil)
        #expect(subtitle.detailTextLabel?.superview === subtitle.contentView)
        #expect(subtitle.textLabel?.frame == CGRect(x: 56, y: 0, width: 318, height: 30))
        #expect(subtitle.detailTextLabel?.frame == CGRect(x: 56, y: 30, width: 318, height: 30))
        #expect(subtitle.imageView?.frame == CGRect(x: 16, y: 18, width: 24, height: 24))
    }

    @Test func aCellsDefaultContentConfigurationMatchesItsStyleAndIsKept() throws {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Storage"
        content.secondaryText = "64 GB"
        content.image = UIImage(systemName: "internaldrive")
        content.imageProperties.tintColor = .systemGray
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        cell.contentConfiguration = content
        let kept = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(kept == content && kept.secondaryTextProperties.color == .secondaryLabel)
        #expect(kept.textProperties.font.description == ".SFUI-Semibold 17pt")
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
            .secondaryTextProperties.font.pointSize == 15)
    }

    @Test func collectionViewsRegisterDequeueAndReuse() throws {
        final class PhotoCell: UICollectionViewCell {
            let imageView = UIImageView()
            var reused = 0
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(imageView)
                contentView.layer.cornerRadius = 8
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func prepareForReuse() {
                super.prepareForReuse()
                reused += 1
                imageView.image = nil
            }
        }
        final class Photos: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
                cell.imageView.image = UIImage(named: "photo\(indexPath.item)")
                return cell
            }
        }
        let photos = Photos()
        let layout = UICollectionViewFlowLayout()
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        grid.accessibilityIdentifier = "grid"
        grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        grid.dataSource = photos
        let (device, root) = makeScene()
        root.addSubview(grid)
        let cell = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)
        grid.reloadData()
        #expect(cell.reused == 1 && cell.reuseIdentifier == "photo")
        #expect(device.lines(.scroll) == [
            "grid cell PhotoCell made for item [0, 0]", "grid cell PhotoCell made for item [0, 1]",
            "grid cell PhotoCell reused for item [0, 0]", "grid cell PhotoCell reused for item [0, 1]",
        ])
    }
}
