import Foundation
import Testing
@testable import Touchstone

/// Seed 003 ("iOS事件机制整理"), case 1, phenomena 4–6 and the fixes, with a real `UITableView`
/// (rules §9.2, CC50). The controller's view R has a tap recogniser whose action logs
/// `tapSelfView`; the table (0,103,390,741) has 44 pt rows of a cell that logs its touches; the
/// delegate logs `didSelect row N` (the seed's "点击了第N个cell").
@Suite("Seed 003: table selection vs a parent tap (phenomena 4–6, CC50)")
struct Seed003TableTests {
    /// Builds the seed's screen; `configure` adjusts the tap before the run.
    private func makeSeedScreen(configure: (UITapGestureRecognizer, UIView) -> Void = { _, _ in })
        -> (device: Device, log: () -> [String], table: UITableView, data: TableLog) {
        let data = TableLog(rows: 5)
        let table = UITableView(frame: CGRect(x: 0, y: 103, width: 390, height: 741), style: .plain)
        table.accessibilityIdentifier = "table"
        table.dataSource = data
        table.delegate = data
        let (device, root) = makeScene(profile: .iOS12) { $0.addSubview(table) }
        let tap = UITapGestureRecognizer { _ in data.log.append("tapSelfView") }
        tap.name = "tapSelfView"
        root.addGestureRecognizer(tap)
        configure(tap, root)
        let seedLines = { data.log.filter { $0.hasPrefix("cell ") || $0 == "tapSelfView" || $0.hasPrefix("didSelect") } }
        return (device, seedLines, table, data)
    }

    private let rowZero = CGPoint(x: 195, y: 125)

    @Test func quickTapFiresTheTapAndCancelsTheCell() throws {
        // Phenomenon 4: however the cell is tapped quickly, it is never selected. The content delay
        // releases the cell's touchesBegan at the lift, the tap recognises in the same turn and
        // cancels it.
        let s = makeSeedScreen()
        try s.device.tap(at: rowZero, duration: 0.08)
        try s.device.advance(by: 1)
        #expect(s.log() == ["cell touchesBegan", "tapSelfView", "cell touchesCancelled"])
        #expect(s.device.deliveryTimes(to: "UIView") == ["touchesBegan@80", "touchesCancelled@80"])
        #expect(s.table.indexPathForSelectedRow == nil)
    }

    @Test func holdUnderPressLimitShowsHighlightThenCancels() throws {
        // Phenomenon 5 / CC50 (a): d@0 u@300 → cell began@150 (highlight), tap action@300,
        // cell cancelled@300, no didSelect. The seed's log, exactly.
        let s = makeSeedScreen()
        try s.device.touchDown(at: rowZero)
        try s.device.advance(to: ms(149))
        #expect(s.data.cells[0].isHighlighted == false)
        try s.device.advance(to: ms(150))
        #expect(s.data.cells[0].isHighlighted)
        try s.device.advance(to: ms(300))
        try s.device.touchUp()
        #expect(s.log() == ["cell touchesBegan", "tapSelfView", "cell touchesCancelled"])
        #expect(s.device.timeline(.scroll, "table") == [
            "row [0, 0] highlighted@150", "row [0, 0] unhighlighted@300", "row [0, 0] not selected@300",
        ])
        #expect(s.device.timeline(.action, "tapSelfView") == ["action@300"])
        #expect(s.data.cells[0].isHighlighted == false)
        #expect(s.table.indexPathForSelectedRow == nil)
    }

    @Test func holdPastPressLimitSelectsTheRow() throws {
        // Phenomenon 6 / CC50 (b): u@2000 → tap fails at 1500, cell ended@2000, didSelect@2000.
        let s = makeSeedScreen()
        try s.device.touchDown(at: rowZero)
        try s.device.advance(to: 2)
        try s.device.touchUp()
        #expect(s.log() == ["cell touchesBegan", "cell touchesEnded", "didSelect row 0"])
        let tapFailed = s.device.trace.entries.first { $0.subject == "tapSelfView" && $0.message == "possible→failed" }
        #expect(tapFailed?.time == 1.5)
        #expect(s.device.timeline(.scroll, "table").last == "didSelectRowAt row [0, 0]@2000")
        #expect(s.table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    @Test func shouldReceiveFixRestoresSelection() throws {
        // The seed's fix: the tap's delegate refuses touches whose view is not the controller's
        // view, so the tap never sees the cell's touch and the row is selected.
        final class OnlyRoot: UIGestureRecognizerDelegate {
            weak var root: UIView?
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { touch.view === root }
        }
        let fix = OnlyRoot()
        let s = makeSeedScreen { tap, root in fix.root = root; tap.delegate = fix }
        try s.device.tap(at: rowZero, duration: 0.08)
        try s.device.touchDown(at: CGPoint(x: 195, y: 50))  // bare root view: the tap still works
        try s.device.advance(by: 0.08)
        try s.device.touchUp()
        #expect(s.log() == ["cell touchesBegan", "cell touchesEnded", "didSelect row 0", "tapSelfView"])
        withExtendedLifetime(fix) {}
    }

    @Test func cancelsTouchesInViewFalseGivesBothTheTapAndTheSelection() throws {
        // CC50 (c): tapR.cancels = false, u@300 → tap action@300, cell ended@300, didSelect@300.
        let s = makeSeedScreen { tap, _ in tap.cancelsTouchesInView = false }
        try s.device.touchDown(at: rowZero)
        try s.device.advance(to: ms(300))
        try s.device.touchUp()
        #expect(s.log() == ["cell touchesBegan", "tapSelfView", "cell touchesEnded", "didSelect row 0"])
        #expect(s.device.timeline(.scroll, "table") == [
            "row [0, 0] highlighted@150", "row [0, 0] unhighlighted@300", "didSelectRowAt row [0, 0]@300",
        ])
    }

    @Test func withoutTheParentTapAQuickTapSelects() throws {
        // Control experiment: the same quick tap with no tap recogniser on R selects the row, the
        // cell seeing began and ended back to back at the lift (rules §9.2).
        let s = makeSeedScreen { tap, root in root.removeGestureRecognizer(tap) }
        try s.device.tap(at: rowZero, duration: 0.08)
        #expect(s.log() == ["cell touchesBegan", "cell touchesEnded", "didSelect row 0"])
        #expect(s.device.deliveryTimes(to: "UIView") == ["touchesBegan@80", "touchesEnded@80"])
    }
}
