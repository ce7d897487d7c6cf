import Foundation
import Testing
@testable import Touchstone

/// Rules §9.5 (iOS 26's content back swipe) and §12b (Liquid Glass control sizes), each on the
/// devices and SDKs the reports name (rules P30, P31).
@Suite("iOS 26: the content back swipe and Liquid Glass sizes (rules §9.5, §12b)")
struct ContentBackSwipeTests {
    /// A drag across the middle of B, left to right, slow enough to stay under the pop's
    /// completion velocity until it passes half the width.
    static func dragAcrossTheMiddle(on device: Device, from x: CGFloat = 120) throws {
        try device.drag(from: CGPoint(x: x, y: 400), to: CGPoint(x: x + 240, y: 400), duration: 0.4)
        try device.settle()
    }

    @Test func aRightwardDragInTheMiddlePopsOnIOS26LinkedOnTheIOS26SDK() throws {
        let (device, nav) = makeNavigation([NamedController("A"), NamedController("B")], device: Device(profile: .iOS26))
        device.trace.clear()
        try Self.dragAcrossTheMiddle(on: device)
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
        #expect(device.lifecycle.first == "nav interactive pop began")
        let began = device.trace.entries.first { $0.kind == .lifecycle && $0.message == "interactive pop began" }
        #expect(began?.cause == "interactiveContentPop began")
    }

    @Test(arguments: [(DeviceProfile.iOS26, DeviceProfile.iOS18), (.iOS18, .iOS18), (.iOS15, .iOS15)])
    func theSameDragPopsNothingOnOlderVersionsOrForAnAppBuiltWithAnOlderSDK(profile: DeviceProfile, sdk: DeviceProfile) throws {
        let device = Device(profile: profile, linkedOn: sdk)
        let (_, nav) = makeNavigation([NamedController("A"), NamedController("B")], device: device)
        device.trace.clear()
        try Self.dragAcrossTheMiddle(on: device)
        #expect(nav.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(nav.interactiveContentPopGestureRecognizer?.view == nil)
        #expect(!device.trace.entries.contains { $0.subject.hasSuffix("interactiveContentPop") })
    }

    @Test func disablingTheRecognizerBeforeTheScreenAppearsKeepsOnlyTheEdgeSwipe() throws {
        let device = Device(profile: .iOS26)
        let nav = UINavigationController(rootViewController: NamedController("A"))
        nav.traceIdentifier = "nav"
        nav.pushViewController(NamedController("B"), animated: false)
        nav.interactiveContentPopGestureRecognizer?.isEnabled = false
        device.show(nav)
        try Self.dragAcrossTheMiddle(on: device)
        #expect(nav.viewControllers.map(\.traceName) == ["A", "B"])
        try device.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.4)
        try device.settle()
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
    }

    @Test func aTouchInTheEdgeBandIsTheEdgeSwipes() throws {
        let (device, nav) = makeNavigation([NamedController("A"), NamedController("B")], device: Device(profile: .iOS26))
        device.trace.clear()
        try device.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.4)
        try device.settle()
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
        let began = device.trace.entries.first { $0.kind == .lifecycle && $0.message == "interactive pop began" }
        #expect(began?.cause == "interactivePop began")
    }

    @Test func aLeftwardOrVerticalDragFailsTheContentSwipe() throws {
        for end in [CGPoint(x: 20, y: 400), CGPoint(x: 200, y: 700)] {
            let (device, nav) = makeNavigation([NamedController("A"), NamedController("B")], device: Device(profile: .iOS26))
            device.trace.clear()
            try device.drag(from: CGPoint(x: 200, y: 400), to: end, duration: 0.3)
            try device.settle()
            #expect(nav.viewControllers.map(\.traceName) == ["A", "B"], "\(end)")
            let states = device.trace.entries.filter { $0.subject == "interactiveContentPop" && $0.kind == .state }.map(\.message)
            #expect(states.first == "possible→failed", "\(end)")
        }
    }

    @Test func theRootControllerGetsNoContentSwipe() throws {
        let (device, nav) = makeNavigation([NamedController("A")], device: Device(profile: .iOS26))
        device.trace.clear()
        try Self.dragAcrossTheMiddle(on: device)
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
        #expect(device.lifecycle.isEmpty)
    }

    @Test func aHorizontalScrollViewUnderTheFingerScrollsAndNothingPops() throws {
        // bluesky-social/social-app PR 9659 (iOS 26): a pager at its first page takes the drag.
        let b = BackSwipeVersusScrollViewTests.PagesController("B")
        let (device, nav) = makeNavigation([NamedController("A"), b], device: Device(profile: .iOS26))
        b.scrollView.setContentOffset(CGPoint(x: 390, y: 0), animated: false)
        try Self.dragAcrossTheMiddle(on: device)
        #expect(nav.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(b.scrollView.contentOffset.x < 390)
    }

    @Test func aPagerAtItsFirstPageTakesTheDragToo() throws {
        // pingdotgg/t3code PR 9493 (iOS 26): even scrolled to its start, a horizontal scroll view
        // takes a rightward drag.
        let b = BackSwipeVersusScrollViewTests.PagesController("B")
        let (device, nav) = makeNavigation([NamedController("A"), b], device: Device(profile: .iOS26))
        device.trace.clear()
        try Self.dragAcrossTheMiddle(on: device)
        #expect(nav.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(device.trace.entries.contains { $0.subject == "hScroll.pan" && $0.message == "possible→began" })
    }

    @Test func aPresentedNavigationControllerGetsTheContentSwipe() throws {
        let device = Device(profile: .iOS26)
        let host = NamedController("host")
        device.show(host)
        let nav = UINavigationController(rootViewController: NamedController("A"))
        nav.traceIdentifier = "nav"
        nav.pushViewController(NamedController("B"), animated: false)
        host.present(nav, animated: false)
        #expect(nav.interactiveContentPopGestureRecognizer?.view === nav.view)
        try Self.dragAcrossTheMiddle(on: device)
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
    }

    /// A delegate that lets everything through, as apps write for the edge swipe.
    final class AllowAll: UIGestureRecognizerDelegate {}

    @Test func aReplacedDelegateStillGetsNoContentSwipeOnTheRoot() throws {
        let (device, nav) = makeNavigation([NamedController("A")], device: Device(profile: .iOS26))
        let delegate = AllowAll()
        nav.interactiveContentPopGestureRecognizer?.delegate = delegate
        device.trace.clear()
        try Self.dragAcrossTheMiddle(on: device)
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
        #expect(!device.trace.entries.contains { $0.message.contains("frozen") })
        #expect(device.lifecycle.isEmpty)
        withExtendedLifetime(delegate) {}
    }

    @Test func aHiddenBackButtonStopsTheContentSwipeAsItStopsTheEdgeOne() throws {
        let b = NamedController("B")
        b.navigationItem.hidesBackButton = true
        let (device, nav) = makeNavigation([NamedController("A"), b], device: Device(profile: .iOS26))
        try Self.dragAcrossTheMiddle(on: device)
        #expect(nav.viewControllers.map(\.traceName) == ["A", "B"])
    }

    // MARK: Liquid Glass sizes (rules §12b)

    @Test(arguments: [(DeviceProfile.iOS26, DeviceProfile.iOS26, false, CGSize(width: 63, height: 28)),
                      (.iOS26, .iOS26, true, CGSize(width: 51, height: 31)),
                      (.iOS26, .iOS18, false, CGSize(width: 51, height: 31)),
                      (.iOS18, .iOS18, false, CGSize(width: 51, height: 31))])
    func aSwitchTakesItsDevicesDesignSize(profile: DeviceProfile, sdk: DeviceProfile, optOut: Bool, size: CGSize) {
        let device = Device(profile: profile, linkedOn: sdk)
        device.designRequiresCompatibility = optOut
        let vc = UIViewController()
        let early = UISwitch(frame: CGRect(x: 300, y: 100, width: 0, height: 0))
        vc.view.addSubview(early)
        device.show(vc)
        let late = UISwitch(frame: CGRect(x: 300, y: 200, width: 0, height: 0))
        vc.view.addSubview(late)
        #expect(early.frame == CGRect(origin: CGPoint(x: 300, y: 100), size: size))
        #expect(late.frame == CGRect(origin: CGPoint(x: 300, y: 200), size: size))
        #expect(late.intrinsicContentSize == size)
    }

    @Test func aTapJustRightOfAClassicSwitchTogglesTheWiderIOS26One() throws {
        for (profile, toggles) in [(DeviceProfile.iOS18, false), (.iOS26, true)] {
            let device = Device(profile: profile)
            let vc = UIViewController()
            let toggle = UISwitch(frame: CGRect(x: 300, y: 100, width: 0, height: 0))
            vc.view.addSubview(toggle)
            device.show(vc)
            try device.tap(at: CGPoint(x: 357, y: 110))
            #expect(toggle.isOn == toggles, "\(profile)")
        }
    }
}
