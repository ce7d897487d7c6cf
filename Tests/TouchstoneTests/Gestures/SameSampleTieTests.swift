import Foundation
import Testing
@testable import Touchstone

/// The device reports of issue 33's "same-sample ties", each as the device showed it or, where no
/// mechanism is known, as Touchstone decides it (rules §5.4; CC69–CC72; EventDeliveryDecisions D19–D20).
@Suite("Same-sample ties as devices decide them (rules §5.4; CC69–CC72)")
struct SameSampleTieTests {
    // MARK: Swipe-to-delete under an outer pan (CC69, CC70; UIKitPiecesDecisions K23)

    /// Ten 60 pt rows, each deletable through the data source (swipe-to-delete shows Delete).
    final class Rows: UITableViewDataSource {
        var log: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            log.append("commit row \(indexPath.row)")
        }
    }

    /// A list (0,91,390,700) on the first page of a horizontally paging scroll view two screens wide.
    private func pagerScene() -> (Device, UIScrollView, UITableView, Rows) {
        let rows = Rows()
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        pager.accessibilityIdentifier = "pager"
        pager.isPagingEnabled = true
        pager.contentSize = CGSize(width: 780, height: 844)
        let table = UITableView(frame: CGRect(x: 0, y: 91, width: 390, height: 700), style: .plain)
        table.accessibilityIdentifier = "list"
        table.rowHeight = 60
        table.dataSource = rows
        pager.addSubview(table)
        let (device, _) = makeScene { $0.addSubview(pager) }
        device.trace.clear()
        return (device, pager, table, rows)
    }

    /// The same list under a full-width pan on the root view (a side menu's or a pan-to-pop's).
    private func outerPanScene() -> (Device, UITableView, ActionLog, Rows) {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 91, width: 390, height: 700), style: .plain)
        table.accessibilityIdentifier = "list"
        table.rowHeight = 60
        table.dataSource = rows
        let (device, root) = makeScene { $0.addSubview(table) }
        let log = ActionLog(device)
        let menuPan = UIPanGestureRecognizer()
        log.attach(menuPan, as: "menuPan")
        root.addGestureRecognizer(menuPan)
        device.trace.clear()
        return (device, table, log, rows)
    }

    @Test func aSlowLeftwardSwipeInAPagingScrollViewTurnsThePageAndShowsNoDelete() throws {
        // CC69 (P35: "It works only once in a hundred"): 12 pt per 16 ms sample. The pager's pan
        // begins at 10 pt on the first sample; the swipe recogniser needs 25 pt and, trying on the
        // third sample, finds the pager already dragging.
        let (device, pager, _, rows) = pagerScene()
        try device.scriptedDrag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 180, y: 240), end: 160, lift: 176)
        try device.advance(by: 1)
        #expect(device.states(of: "pager.pan").first == "possible→began (moved 12 pt, reaching the 10 pt threshold)")
        #expect(device.states(of: "list.swipeActions").first == "possible→failed (excluded by pager.pan, which recognized)")
        #expect(!device.lines(.scroll).contains { $0.contains("actions shown") })
        #expect(pager.contentOffset.x == 390)
        #expect(rows.log.isEmpty)
    }

    @Test func aFastLeftwardSwipeInAPagingScrollViewShowsDeleteAndThePageStays() throws {
        // CC69: 60 pt per sample. Both recognisers pass their thresholds on the first sample; the
        // swipe recogniser, on the deeper view, is asked first and excludes the pager's pan.
        let (device, pager, table, rows) = pagerScene()
        try device.scriptedDrag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 180, y: 240), end: 32, lift: 48)
        try device.advance(by: 1)
        #expect(device.states(of: "list.swipeActions").first == "possible→began (moved 60 pt horizontally, reaching the 25 pt threshold)")
        // The pager's pan reached its 10 pt on the same sample and is excluded before it acts.
        #expect(device.states(of: "pager.pan").contains { $0.hasSuffix("failed (excluded by list.swipeActions, which recognized)") })
        #expect(device.lines(.scroll).contains("list row [0, 2] trailing actions shown [Delete]"))
        #expect(pager.contentOffset.x == 0)
        try device.tap(at: CGPoint(x: 350, y: 240))
        #expect(rows.log == ["commit row 2"])
        withExtendedLifetime(table) {}
    }

    @Test func aSlowLeftwardSwipeUnderAFullWidthPanGoesToThePanAndShowsNoDelete() throws {
        // CC70 (P35: "the only way to get the delete option to show is with swiping very quickly").
        let (device, _, log, rows) = outerPanScene()
        try device.scriptedDrag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 180, y: 240), end: 160, lift: 176)
        #expect(log.entries.first == "menuPan.began@16")
        #expect(log.entries.last == "menuPan.ended@176")
        #expect(device.states(of: "list.swipeActions").first == "possible→failed (excluded by menuPan, which recognized)")
        #expect(!device.lines(.scroll).contains { $0.contains("actions shown") })
        #expect(rows.log.isEmpty)
    }

    @Test func aFastLeftwardSwipeUnderAFullWidthPanShowsDelete() throws {
        // CC70: one 60 pt sample passes both thresholds; the deeper swipe recogniser wins the tie.
        let (device, _, log, rows) = outerPanScene()
        try device.scriptedDrag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 180, y: 240), end: 32, lift: 48)
        #expect(log.entries.isEmpty)
        #expect(device.states(of: "menuPan").contains { $0.hasSuffix("failed (excluded by list.swipeActions, which recognized)") })
        #expect(device.lines(.scroll).contains("list row [0, 2] trailing actions shown [Delete]"))
        withExtendedLifetime(rows) {}
    }

    // MARK: A pan on the switch itself (CC71; ControlDecisions C12)

    @Test func aPanAddedToASwitchItselfTakesADragAlongItAndTheSwitchDoesNotFlip() throws {
        // CC71 (A9: a recogniser installed on the control handles the gesture before the control
        // calls its action). 5 pt per sample from the knob: both pans reach 10 pt at 32 ms; the
        // switch's own waits for the app's, which begins and fails it.
        let sw = UISwitch(frame: CGRect(x: 50, y: 100, width: 51, height: 31))
        sw.accessibilityIdentifier = "sw"
        let (device, _) = makeScene { $0.addSubview(sw) }
        let log = ActionLog(device)
        let appPan = UIPanGestureRecognizer()
        log.attach(appPan, as: "appPan")
        sw.addGestureRecognizer(appPan)
        try device.press(CGPoint(x: 62, y: 115), moves: (1...8).map { CGPoint(x: 62 + 5 * CGFloat($0), y: 115) })
        #expect(log.entries.first == "appPan.began@32")
        #expect(device.states(of: "UISwitch-pan") == [
            "possible→began (moved 10 pt, reaching the 10 pt threshold)", "pending(began) (waiting for appPan to fail)",
            "pending(began)→failed (required failure of appPan, which recognized)", "failed→possible (reset)",
        ])
        #expect(device.controlEvents(of: "sw") == ["touchDown@0", "touchDragInside@16", "touchCancel@32"])
        #expect(!sw.isOn)
        #expect(device.haptics().isEmpty)
    }

    @Test func withoutARecognizerOnItTheSameDragFlipsTheSwitch() throws {
        // The control case of CC71: the switch's own pan begins at 32 ms and flips the switch
        // after more than 25 pt.
        let sw = UISwitch(frame: CGRect(x: 50, y: 100, width: 51, height: 31))
        sw.accessibilityIdentifier = "sw"
        let (device, _) = makeScene { $0.addSubview(sw) }
        try device.press(CGPoint(x: 62, y: 115), moves: (1...8).map { CGPoint(x: 62 + 5 * CGFloat($0), y: 115) })
        #expect(device.states(of: "UISwitch-pan").first == "possible→began (moved 10 pt, reaching the 10 pt threshold)")
        #expect(sw.isOn)
    }

    @Test func aTapOnTheSwitchItselfDoesNotHoldADragAlongIt() throws {
        // Seed 004 (P5): with a tap recogniser on the switch, a drag still flips it. The switch's
        // pan waits only for pans on the switch (ControlDecisions C12), so the tap, which allows
        // 45 pt of movement, does not hold it and is excluded when the switch's pan begins.
        let sw = UISwitch(frame: CGRect(x: 50, y: 100, width: 51, height: 31))
        sw.accessibilityIdentifier = "sw"
        let (device, _) = makeScene { $0.addSubview(sw) }
        let log = ActionLog(device)
        let appTap = UITapGestureRecognizer()
        log.attach(appTap, as: "appTap")
        sw.addGestureRecognizer(appTap)
        try device.press(CGPoint(x: 62, y: 115), moves: (1...8).map { CGPoint(x: 62 + 5 * CGFloat($0), y: 115) })
        #expect(device.states(of: "UISwitch-pan").first == "possible→began (moved 10 pt, reaching the 10 pt threshold)")
        #expect(log.entries.isEmpty)
        #expect(sw.isOn)
    }

    // MARK: A map's double tap against a button's (CC72; EventDeliveryDecisions D20: not modelled)

    @Test func aButtonsDoubleTapInsideAMapViewWinsByDepthWhichOneReportDisputes() throws {
        // CC72. A map view with its own double tap (and a single tap waiting for it), as a map
        // library installs them on the map view itself, and a button inside with a double tap.
        // One report (P37) says the map zoomed instead; no source gives a mechanism that would
        // make the ancestor win this tie, so Touchstone keeps the depth rule (rules §5.4).
        let map = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        map.accessibilityIdentifier = "map"
        let button = makeButton("zoomOut", frame: CGRect(x: 300, y: 700, width: 60, height: 60))
        map.addSubview(button)
        let (device, _) = makeScene { $0.addSubview(map) }
        let log = ActionLog(device)
        let mapDouble = UITapGestureRecognizer(); mapDouble.numberOfTapsRequired = 2
        let mapSingle = UITapGestureRecognizer(); mapSingle.require(toFail: mapDouble)
        log.attach(mapDouble, as: "mapDouble"); log.attach(mapSingle, as: "mapSingle")
        map.addGestureRecognizer(mapDouble); map.addGestureRecognizer(mapSingle)
        let buttonDouble = UITapGestureRecognizer(); buttonDouble.numberOfTapsRequired = 2
        log.attach(buttonDouble, as: "buttonDouble")
        button.addGestureRecognizer(buttonDouble)
        let p = CGPoint(x: 330, y: 730)
        try device.touchDown(at: p); try device.advance(to: ms(80)); try device.touchUp()
        try device.advance(to: ms(200)); try device.touchDown(at: p); try device.advance(to: ms(280)); try device.touchUp()
        try device.advance(by: 1)
        #expect(log.entries == ["buttonDouble@280"])
        #expect(device.states(of: "mapDouble").contains { $0.hasSuffix("failed (excluded by buttonDouble, which recognized)") })
    }
}
