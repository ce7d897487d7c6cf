import Foundation
import Testing
import Touchstone
@testable import TouchstoneScenarios

/// Imported tables whose cells are evenly stacked rows become scenario tables (ImportDecisions I9), and
/// scenario files place views in rows and items (K19).
@Suite("Tables in imported dumps and views in rows")
struct ImportedTableTests {
    /// A 2013 lldb dump (iOS 6) of a table of three 55 pt `PlayerCell`s, printed out of order, the
    /// middle one showing its delete confirmation.
    @Test func evenlyStackedCellsBecomeRowsThatATapSelects() throws {
        let (result, scene) = try importFixture("table-rows-320x367-ios6.txt")
        #expect(result.yaml.contains("- { id: UITableView, class: tableView, className: \"UITableView\", address: \"0x8126e00\", frame: [0, 0, 320, 367], rows: 3, rowHeight: 55, contentOffset: [0, 0], recognizersNotListed: true }"))
        #expect(result.yaml.contains("  # UITableView.row1: PlayerCell 0x7484680 (line 12)\n"))
        #expect(result.yaml.contains("- { id: UILabel-Oscar-Peterson, parent: UITableView.row1, class: label"))
        #expect(result.yaml.contains("- { id: UIView-2, parent: UITableView.cell1, className: \"UIView\""))
        #expect(!result.warnings.contains { $0.message.contains("PlayerCell mapped to view") })
        #expect(!result.warnings.contains { $0.message.contains("imported as a scroll view") })
        let table = try #require(scene.view("UITableView") as? UITableView)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(scene.view("UILabel-Oscar-Peterson")?.superview === scene.view("UITableView.row1"))
        #expect(scene.view("UITableView.row1")?.accessibilityIdentifier == "UITableView.row1")
        try scene.device.tap(at: CGPoint(x: 100, y: 80))
        try scene.device.settle(limit: 2)
        #expect(scene.device.trace.entries.contains { $0.subject == "UITableView" && $0.message == "didSelectRowAt row [0, 1]" })
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    /// Cells that are not evenly stacked rows (a grouped table, its rows under section headers)
    /// keep the table a scroll view of plain views, and the warning says why.
    @Test func cellsThatAreNotEvenlyStackedKeepAScrollViewAndSayWhy() throws {
        let (result, _) = try importFixture("navigation-table-375x667.txt")
        #expect(result.warnings.contains { $0.line == 5 && $0.message == "UITableView imported as a scroll view with its cells as plain views (a cell is not where an evenly stacked row would be): hit-testing and scrolling are modelled, row selection is not" })
        let (headers, _) = try importText("""
        <UITableView: 0x1; frame = (0 0; 320 480); contentOffset: {0, 0}; contentSize: {320, 600}>
           | <UITableViewHeaderFooterView: 0x2; frame = (0 0; 320 28)>
           | <UITableViewCell: 0x3; frame = (0 28; 320 44)>
        """)
        #expect(headers.warnings.contains { $0.message.contains("(it has UITableViewHeaderFooterView beside its cells, such as a section header)") })
        let (heights, _) = try importText("""
        <UITableView: 0x1; frame = (0 0; 320 480); contentOffset: {0, 0}; contentSize: {320, 600}>
           | <UITableViewCell: 0x3; frame = (0 0; 320 44)>
           | <UITableViewCell: 0x4; frame = (0 44; 320 60)>
        """)
        #expect(heights.warnings.contains { $0.message.contains("(its rows are of different heights)") })
    }

    /// A table with more content than the dump's cells: its rows come from its content height,
    /// and a recogniser listed on a cell's address is added to that row's cell.
    @Test func rowsComeFromTheContentHeightAndACellsRecogniserIsOnItsRow() throws {
        let (result, scene) = try importText("""
        <UITableView: 0x1; frame = (0 0; 320 480); contentOffset: {0, 88}; contentSize: {320, 880}>
           | <UITableViewCell: 0x3; frame = (0 88; 320 44)>
           |    | <UITableViewCellContentView: 0x5; frame = (0 0; 320 43.5)>
           | <UITableViewCell: 0x4; frame = (0 132; 320 44)>
        (lldb) po 0x4.gestureRecognizers
        <__NSArrayM 0x9>(
        <UILongPressGestureRecognizer: 0x8; state = Possible; view = <UITableViewCell 0x4>; target= <(action=reorder:, target=<Cell 0x4>)>>
        )
        """)
        #expect(result.yaml.contains("rows: 20, rowHeight: 44, contentOffset: [0, 88]"))
        #expect(result.yaml.contains("- { id: UITableView.cell3.longPress, kind: longPress, view: UITableView.cell3 }"))
        let press = try #require(scene.recognizer("UITableView.cell3.longPress"))
        #expect(press.view?.accessibilityIdentifier == "UITableView.cell3")
    }

    /// A recogniser on a row's cell of a screen below the top of a navigation stack: the table
    /// is not on the window, so it makes its cells when the scene asks for one.
    @Test func aCellOfATableNotOnScreenYetTakesARecogniser() throws {
        let scene = try Scene(try ScenarioParser.parse("""
        navigation:
          stack:
            - id: inbox
              subviews:
                - { id: list, class: tableView, frame: [0, 100, 390, 600], rows: 3 }
            - { id: message }
        recognizers:
          - { id: hold, kind: longPress, view: list.cell1 }
        script: []
        """, file: "t.yaml"))
        let hold = try #require(scene.recognizer("hold"))
        #expect(hold.view?.accessibilityIdentifier == "list.cell1")
        #expect(scene.view("list")?.window == nil)
    }

    /// A scenario places a view in a row (`parent: list.row1`): it is in that row's content view,
    /// moves with it and is hit through it; a recogniser can be added to a row's cell by name.
    @Test func aViewInARowIsInItsContentViewAndACellTakesARecogniser() throws {
        let scenario = try ScenarioParser.parse("""
        views:
          - { id: list, class: tableView, frame: [0, 100, 390, 600], rows: 5, rowHeight: 60, contentOffset: [0, 30] }
          - { id: star, parent: list.row1, class: button, frame: [330, 10, 40, 40] }
        recognizers:
          - { id: hold, kind: longPress, view: list.cell2 }
        script:
          - tap: [350, 160]
        """, file: "t.yaml")
        let scene = try Scene(scenario)
        #expect(scene.view("star")?.superview?.accessibilityIdentifier == "list.row1")
        #expect(scene.recognizer("hold")?.view?.accessibilityIdentifier == "list.cell2")
        // Row 1 is at y 60–120 of the content, 30 pt scrolled: window y 130–190.
        #expect(scene.hitID(CGPoint(x: 350, y: 160)) == "star")
        let run = ScenarioRunner.run(scenario)
        #expect(run.entries.contains { $0.subject == "star" && $0.message.hasPrefix("touchUpInside") })
        #expect(!run.entries.contains { $0.subject == "list" && $0.message.hasPrefix("didSelectRowAt") })
    }
}

/// The navigation bar's items and title in a dump become the top screen's navigation item
/// (ImportDecisions I10).
@Suite("Bar items in imported dumps")
struct ImportedBarItemTests {
    @Test func theBarsButtonsAndTitleBecomeTheTopScreensItemsAndATapReachesThem() throws {
        let (result, scene) = try importFixture("nav-bar-items-390x844.txt")
        #expect(result.yaml.contains("""
              title: "Inbox"
              leftItems: [{ id: UIButtonBarButton-Edit, title: "Edit" }]
              rightItems: [{ id: UIButtonBarButton-Done, title: "Done" }, { id: UIButtonBarButton, image: "questionmark" }]
        """))
        #expect(result.warnings.map(\.message).contains("the bar button UIButtonBarButton shows no text in the dump; imported as an image item, whose width is Touchstone's (44 pt), not the dump's"))
        #expect(!result.warnings.contains { $0.message.contains("items are not imported") })
        let item = try #require(scene.navigationController?.topViewController?.navigationItem)
        #expect(item.title == "Inbox")
        #expect(item.leftBarButtonItems?.map(\.title) == ["Edit"])
        #expect(item.rightBarButtonItems?.map(\.title) == ["Done", nil])
        try scene.device.tap(at: CGPoint(x: 30, y: 69))
        #expect(scene.device.trace.entries.contains { $0.subject == "UIButtonBarButton-Edit" && $0.message.hasPrefix("touchUpInside") })
    }
}
