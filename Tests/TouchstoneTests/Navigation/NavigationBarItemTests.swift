import Foundation
import Testing
@testable import Touchstone

/// Navigation items and bar button items in the navigation bar: buttons, their enlarged zones and
/// the back button (UIKitPiecesDecisions K16).
@Suite("Navigation bar items")
struct NavigationBarItemTests {
    /// "Inbox" (A) under "Detail" (B); B shows an add button on the right that logs its taps.
    static func scene() -> (Device, UINavigationController, NamedController, [String]) {
        let a = NamedController("A"), b = NamedController("B")
        a.title = "Inbox"
        b.title = "Detail"
        let (device, nav) = makeNavigation([a, b])
        device.trace.clear()
        return (device, nav, b, [])
    }

    final class TapLog: @unchecked Sendable { var taps: [String] = [] }

    static func addButton(on vc: UIViewController, log: TapLog) -> UIBarButtonItem {
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in log.taps.append("add") })
        add.accessibilityIdentifier = "addButton"
        vc.navigationItem.rightBarButtonItem = add
        return add
    }

    @Test func theBarShowsTheBackButtonTitledAfterTheItemBelowTheTitleAndTheItems() throws {
        let (_, nav, b, _) = Self.scene()
        let log = TapLog()
        _ = Self.addButton(on: b, log: log)
        let bar = nav.navigationBar
        #expect(bar.items?.map(\.title) == ["Inbox", "Detail"])
        let back = try #require(bar.backButton)
        #expect(back.traceName == "nav.backButton")
        #expect(back.frame == CGRect(x: 16, y: 0, width: 71, height: 44))      // "Inbox": 5 × 9 + 26
        #expect(bar.buttons.map(\.frame) == [CGRect(x: 330, y: 0, width: 44, height: 44)])
        #expect(bar.titleLabel.frame == CGRect(x: 168, y: 0, width: 54, height: 44))
        #expect(bar.zone(of: back) == 0...168)
        #expect(bar.zone(of: bar.buttons[0]) == 222...390)
    }

    @Test func aTapOnTheBackButtonPopsTheTopControllerAnimated() throws {
        let (device, nav, _, _) = Self.scene()
        try device.tap(at: CGPoint(x: 40, y: 69))
        try device.settle()
        #expect(device.lines(.control) == ["nav.backButton touchDown", "nav.backButton touchUpInside",
                                           "nav.backButton primaryActionTriggered"])
        #expect(device.lifecycle.first == "nav pop to A (animated)")
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
        #expect(nav.navigationBar.backButton == nil)
    }

    @Test func aBarButtonTakesTouchesInItsEnlargedZoneAcrossTheBarAndUpTo15PointsBelowIt() throws {
        let (device, _, b, _) = Self.scene()
        let log = TapLog()
        _ = Self.addButton(on: b, log: log)
        try device.tap(at: CGPoint(x: 352, y: 69))     // on the button
        try device.tap(at: CGPoint(x: 386, y: 48))     // right of it, at the bar's top edge
        try device.tap(at: CGPoint(x: 240, y: 90))     // left of it, next to the title
        try device.tap(at: CGPoint(x: 300, y: 105))    // 14 pt below the bar: the slop
        try device.tap(at: CGPoint(x: 300, y: 106))    // 15 pt below: the content
        try device.tap(at: CGPoint(x: 195, y: 69))     // on the title: the bar keeps it
        #expect(log.taps == ["add", "add", "add", "add"])
        #expect(device.timeline(.hitTest).map { $0 } == [
            "addButton hit@0", "addButton hit@80", "addButton hit@160", "addButton hit@240",
            "B.content hit@320", "navigationBar hit@400",
        ])
        #expect(device.deliveries(to: "B.content") == ["touchesBegan", "touchesEnded"])
    }

    @Test func aContentButtonJustBelowTheBarLosesItsTop15PointsToTheBackButton() throws {
        let (device, nav, b, _) = Self.scene()
        let button = UIButton(frame: CGRect(x: 20, y: 91, width: 100, height: 44))
        button.accessibilityIdentifier = "filterButton"
        b.view.addSubview(button)
        try device.tap(at: CGPoint(x: 60, y: 100))
        try device.settle()
        #expect(device.lines(.control).first == "nav.backButton touchDown")
        #expect(!device.lines(.control).contains { $0.hasPrefix("filterButton") })
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
    }

    @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementItAndHidesBackButtonHidesIt() throws {
        let (_, nav, b, _) = Self.scene()
        let bar = nav.navigationBar
        b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close") { _ in }
        #expect(bar.backButton == nil)
        #expect(bar.buttons.map(\.frame) == [CGRect(x: 16, y: 0, width: 61, height: 44)])   // 5 × 9 + 16
        b.navigationItem.leftItemsSupplementBackButton = true
        #expect(bar.backButton?.frame == CGRect(x: 16, y: 0, width: 71, height: 44))
        #expect(bar.buttons.map(\.frame) == [CGRect(x: 95, y: 0, width: 61, height: 44)])
        b.navigationItem.leftBarButtonItems = nil
        b.navigationItem.setHidesBackButton(true, animated: false)
        #expect(bar.backButton == nil)
    }

    @Test func aTapRecognizerOnTheNavigationControllersViewTakesABarButtonsTap() throws {
        let (device, nav, b, _) = Self.scene()
        let log = TapLog()
        _ = Self.addButton(on: b, log: log)
        let tap = UITapGestureRecognizer { _ in log.taps.append("viewTap") }
        nav.view.addGestureRecognizer(tap)
        try device.tap(at: CGPoint(x: 352, y: 69))
        #expect(log.taps == ["viewTap"])
        #expect(device.lines(.control) == ["addButton touchDown", "addButton touchCancel"])
    }
}
