import Foundation
import Testing
@testable import Touchstone

/// Safe areas as UIKit computes them (LayoutDecisions AL1, AL3).
@Suite("Safe areas")
struct SafeAreaTests {
    final class Controller: UIViewController {
        var log: [String] = []
        override func viewSafeAreaInsetsDidChange() { log.append("viewSafeAreaInsetsDidChange \(view.safeAreaInsets.top)/\(view.safeAreaInsets.bottom)") }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
        override func loadView() { view = RootView(owner: self) }
    }
    final class RootView: UIView {
        unowned let owner: Controller
        init(owner: Controller) { self.owner = owner; super.init(frame: .zero) }
        override func safeAreaInsetsDidChange() { owner.log.append("safeAreaInsetsDidChange") }
        override func layoutSubviews() { owner.log.append("layoutSubviews"); super.layoutSubviews() }
    }

    @Test func theDefaultIPhoneHasTheSensorHousingAndHomeIndicatorInsets() {
        let device = Device()
        #expect(device.screenSafeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let window = device.show(UIViewController())
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(window.rootViewController?.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test func eachKnownScreenSizeHasItsModelsInsets() {
        #expect(ScreenSafeArea.insets(for: CGSize(width: 320, height: 480)) == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(ScreenSafeArea.insets(for: CGSize(width: 320, height: 568)) == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(ScreenSafeArea.insets(for: CGSize(width: 375, height: 667)) == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(ScreenSafeArea.insets(for: CGSize(width: 375, height: 812)) == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(ScreenSafeArea.insets(for: CGSize(width: 393, height: 852)) == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(ScreenSafeArea.insets(for: CGSize(width: 428, height: 926)) == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(ScreenSafeArea.insets(for: CGSize(width: 430, height: 932)) == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(ScreenSafeArea.insets(for: CGSize(width: 844, height: 390)) == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(ScreenSafeArea.insets(for: CGSize(width: 667, height: 375)) == .zero)
        #expect(ScreenSafeArea.insets(for: CGSize(width: 500, height: 500)) == .zero)
        #expect(Device(screenSize: CGSize(width: 375, height: 667)).screenSafeAreaInsets.top == 20)
    }

    @Test func theHomeGestureZoneReachesAboveTheSafeAreasBottomEdge() {
        // The gate's zone (50 pt) is taller than the home indicator's inset (34 pt): a bar
        // pinned to the safe area still has its lowest 16 pt in the zone (AL1).
        let device = Device()
        #expect(device.systemGestures.bottomZoneHeight == 50)
        #expect(device.screenSafeAreaInsets.bottom == 34)
    }

    @Test func aSubviewsInsetsAreItsOverlapWithTheUnsafeEdges() {
        let (device, root) = makeScene()
        let top = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        let bottom = UIView(frame: CGRect(x: 10, y: 800, width: 100, height: 44))
        let thin = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 10))
        for v in [top, middle, bottom, thin] { root.addSubview(v) }
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(thin.safeAreaInsets == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).safeAreaInsets == .zero)
        _ = device  // the window's insets come from its device's screen
    }

    @Test func additionalInsetsAddToTheControllersViewAndItsSubviews() throws {
        let device = Device()
        let vc = UIViewController()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        vc.view.addSubview(child)
        device.show(vc)
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 50, right: 0)
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 57, left: 0, bottom: 84, right: 0))
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 57, left: 0, bottom: 0, right: 0))
        #expect(vc.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 57, width: 390, height: 703))
    }

    @Test func theControllerHearsOfItsSafeAreaWhenShownThenLaysOut() throws {
        let device = Device()
        let vc = Controller()
        device.show(vc)
        #expect(vc.log == ["safeAreaInsetsDidChange", "viewSafeAreaInsetsDidChange 47.0/34.0",
                           "viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
        vc.log = []
        vc.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0)
        #expect(vc.log == [])
        try device.advance(by: 0.001)
        #expect(vc.log == ["safeAreaInsetsDidChange", "viewSafeAreaInsetsDidChange 47.0/44.0",
                           "viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
        vc.log = []
        vc.view.setNeedsLayout()
        try device.advance(by: 0.001)
        #expect(vc.log == ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
    }

    @Test func settingTheScreensInsetsSimulatesAnotherModel() throws {
        let device = Device()
        let window = device.show(UIViewController())
        device.screenSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        #expect(window.rootViewController?.view.safeAreaInsets.top == 59)
    }
}
