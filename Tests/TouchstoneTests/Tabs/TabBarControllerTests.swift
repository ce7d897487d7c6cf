import Foundation
import Testing
@testable import Touchstone

/// `UITabBarController` and its `UITabBar` (UIKitPiecesDecisions K17).
@Suite("Tab bar controller")
struct TabBarControllerTests {
    final class Log: UITabBarControllerDelegate {
        var lines: [String] = []
        var refuse: Set<String> = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            lines.append("shouldSelect \(viewController.traceName)")
            return !refuse.contains(viewController.traceName)
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            lines.append("didSelect \(viewController.traceName)")
        }
    }

    /// Tabs A, B and C, A selected, shown on a 390 × 844 device.
    static func scene() -> (Device, UITabBarController, Log) {
        let tabs = UITabBarController()
        tabs.traceIdentifier = "tabs"
        tabs.tabBar.accessibilityIdentifier = "tabs.tabBar"
        tabs.viewControllers = ["A", "B", "C"].map { NamedController($0) }
        let log = Log()
        tabs.delegate = log
        let device = Device()
        device.show(tabs)
        device.trace.clear()
        return (device, tabs, log)
    }

    @Test func theBarIs49PointsOfButtonsAboveThe34PointSafeAreaWhichIsNotATab() throws {
        let (device, tabs, log) = Self.scene()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
        #expect(tabs.tabBar.buttons.map(\.frame) == [CGRect(x: 0, y: 0, width: 130, height: 49),
                                                    CGRect(x: 130, y: 0, width: 130, height: 49),
                                                    CGRect(x: 260, y: 0, width: 130, height: 49)])
        #expect(tabs.tabBar.buttons.map(\.traceName) == ["tabs.tabBar.tab0", "tabs.tabBar.tab1", "tabs.tabBar.tab2"])
        try device.tap(at: CGPoint(x: 195, y: 820))
        #expect(device.timeline(.hitTest).map { $0 } == ["tabs.tabBar hit@0"])
        #expect(log.lines == [])
        #expect(tabs.selectedIndex == 0)
    }

    @Test func aTouchDownOnATabSelectsItBeforeTheLiftAndTheDelegateHearsShouldSelectThenDidSelect() throws {
        let (device, tabs, log) = Self.scene()
        try device.touchDown(at: CGPoint(x: 195, y: 785))
        #expect(log.lines == ["shouldSelect B", "didSelect B"])
        #expect(tabs.selectedViewController?.traceName == "B")
        #expect(device.lifecycle == ["tabs selected B (tab 1)", "A viewWillDisappear", "B viewWillAppear",
                                     "A viewDidDisappear", "B viewDidAppear"])
        try device.advance(by: 0.08)
        try device.touchUp()
        #expect(device.lines(.control) == ["tabs.tabBar.tab1 touchDown", "tabs.tabBar.tab1 touchUpInside"])
        #expect(tabs.tabBar.selectedItem === tabs.viewControllers?[1].tabBarItem)
    }

    @Test func reselectingTheSelectedTabTellsTheDelegateAgainAndShouldSelectNoKeepsTheTab() throws {
        let (device, tabs, log) = Self.scene()
        try device.tap(at: CGPoint(x: 65, y: 785))
        log.refuse = ["C"]
        try device.tap(at: CGPoint(x: 325, y: 785))
        #expect(log.lines == ["shouldSelect A", "didSelect A", "shouldSelect C"])
        #expect(tabs.selectedIndex == 0)
        #expect(device.lifecycle == ["tabs selected A (tab 0)", "tabs tab 2 refused"])
    }

    @Test func settingTheSelectionInCodeTellsTheDelegateNothing() throws {
        let (device, tabs, log) = Self.scene()
        tabs.selectedIndex = 2
        #expect(tabs.selectedViewController?.traceName == "C")
        tabs.selectedIndex = 5
        #expect(log.lines == [])
        #expect(device.lines(.error) == ["tabs selectedIndex 5 ignored: there are 3 tabs"])
        #expect(tabs.view.subviews.map(\.traceName) == ["C.view", "tabs.tabBar"])
    }

    @Test func aTabBarOnItsOwnSelectsTheTouchedItemAtTouchDown() throws {
        let vc = UIViewController()
        let device = Device()
        device.show(vc)
        let bar = UITabBar(frame: CGRect(x: 0, y: 761, width: 390, height: 83))
        let items = [UITabBarItem(title: "One", image: nil, tag: 1), UITabBarItem(title: "Two", image: nil, tag: 2)]
        bar.setItems(items, animated: false)
        vc.view.addSubview(bar)
        try device.touchDown(at: CGPoint(x: 300, y: 785))
        #expect(bar.selectedItem?.tag == 2)
        #expect(bar.buttons.map(\.isSelected) == [false, true])
    }
}
