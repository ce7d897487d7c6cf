import Foundation
import Testing
@testable import Touchstone

/// Navigation as device reports show it (issue 33): a hidden back button turns the back swipe
/// off, two pushes in quick succession push two screens, and the window's system gate exists
/// before any controller appears (rules §9.3, §10.2; NavigationDecisions N9–N11).
@Suite("Navigation fidelity: hidden back button, two pushes, the gate before viewDidAppear (N9–N11)")
struct NavigationFidelityTests {
    private func swipeBack(_ device: Device) throws {
        try device.scriptedDrag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 250, y: 400), end: 300, lift: 316)
    }

    // MARK: N10 — a hidden back button turns the back swipe off

    @Test(arguments: DeviceProfile.all)
    func aCustomLeftBarButtonItemTurnsTheBackSwipeOff(profile: DeviceProfile) throws {
        // Radar 19031955 (iOS 8.1), iOS-Slide-Menu #104 (2014), WRNavigationBar #92 (2017),
        // gnosis safe-ios-legacy #717 (iOS 12.2), QMUI_iOS #687 (2019), pocket-casts-ios PR #4282 (iOS 18 and 26).
        let a = NamedController("A"), b = NamedController("B")
        b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, primaryAction: nil)
        let (device, nav) = makeNavigation([a, b], device: Device(profile: profile))
        device.trace.clear()
        try swipeBack(device)
        #expect(device.lifecycle.isEmpty)
        #expect(nav.topViewController === b)
        let refusal = device.trace.entries.first { $0.subject == "interactivePop" && $0.message == "does not receive finger 0" }
        #expect(refusal?.cause == "B's navigation item replaces the back button with a left bar button item: "
                + "UIKit's pop delegate allows no back swipe without the back button (rules §9.3)")
        #expect(b.content.log.first == "touchesBegan" && b.content.log.last == "touchesEnded")
    }

    @Test func hidesBackButtonTurnsTheBackSwipeOffButLeftItemsThatSupplementItDoNot() throws {
        let a = NamedController("A"), b = NamedController("B")
        b.navigationItem.hidesBackButton = true
        let (device, nav) = makeNavigation([a, b])
        try swipeBack(device)
        #expect(nav.topViewController === b)
        #expect(device.trace.entries.contains { $0.cause?.hasPrefix("B's navigation item hides its back button") == true })

        let c = NamedController("C"), d = NamedController("D")
        d.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, primaryAction: nil)
        d.navigationItem.leftItemsSupplementBackButton = true
        let (device2, nav2) = makeNavigation([c, d])
        try swipeBack(device2)
        #expect(nav2.viewControllers.map(\.traceName) == ["C"])
    }

    @Test func replacingThePopDelegateBringsTheBackSwipeBackWithACustomLeftItem() throws {
        // The reported workaround: `interactivePopGestureRecognizer.delegate = nil` (Radar 19031955,
        // WRNavigationBar #92) or the app's own delegate (pocket-casts-ios PR #4282).
        let a = NamedController("A"), b = NamedController("B")
        b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, primaryAction: nil)
        let (device, nav) = makeNavigation([a, b])
        nav.interactivePopGestureRecognizer?.delegate = nil
        try swipeBack(device)
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
        #expect(device.lifecycle.contains("nav interactive pop completed"))
    }

    // MARK: N11 — two pushes in quick succession push two screens

    @Test func twoButtonsPressedTogetherPushTwoScreensTheSecondWhenTheFirstTransitionEnds() throws {
        // Radar 37068517 and Radar 40729570 (iOS 11), WordPressAuthenticator-iOS #453 (2020),
        // cwa-app-ios PR #4660 (2022); the second lands after the first (Radar 44091459, iOS 11.4).
        let a = NamedController("A"), b = NamedController("B"), c = NamedController("C")
        let (device, nav) = makeNavigation([a])
        let left = UIButton(frame: CGRect(x: 20, y: 400, width: 150, height: 50))
        left.accessibilityIdentifier = "openB"
        left.addAction(UIAction { _ in nav.pushViewController(b, animated: true) }, for: .touchUpInside)
        let right = UIButton(frame: CGRect(x: 220, y: 400, width: 150, height: 50))
        right.accessibilityIdentifier = "openC"
        right.addAction(UIAction { _ in nav.pushViewController(c, animated: true) }, for: .touchUpInside)
        a.view.addSubview(left); a.view.addSubview(right)
        device.trace.clear()
        try device.send([.down(id: 0, at: CGPoint(x: 95, y: 425)), .down(id: 1, at: CGPoint(x: 295, y: 425))])
        try device.advance(by: 0.08)
        try device.send([.up(id: 0), .up(id: 1)])
        #expect(nav.viewControllers.map(\.traceName) == ["A", "B"])
        let deferred = device.trace.entries.first { $0.message == "push C deferred" }
        #expect(deferred?.cause == "the animated push B is still running; it happens when that ends (rules §9.4)")
        try device.settle()
        #expect(nav.viewControllers.map(\.traceName) == ["A", "B", "C"])
        #expect(device.timeline(.lifecycle) == [
            "nav push B (animated)@80", "A viewWillDisappear@80", "B viewWillAppear@80",
            "nav transition began (push B, 0.35 s, touches ignored)@80", "nav push C deferred@80",
            "nav transition ended (push B)@430", "A viewDidDisappear@430", "B viewDidAppear@430",
            "nav push C (animated)@430", "B viewWillDisappear@430", "C viewWillAppear@430",
            "nav transition began (push C, 0.35 s, touches ignored)@430",
            "nav transition ended (push C)@780", "B viewDidDisappear@780", "C viewDidAppear@780",
        ])
        #expect(device.lines(.error).isEmpty)
    }

    @Test func pushingTheSameControllerTwiceDuringATransitionIsAnErrorAsInUIKit() throws {
        // UIKit raises "Pushing the same view controller instance more than once is not supported"
        // (pro.webssh.net #16 backtrace).
        let a = NamedController("A"), b = NamedController("B"), c = NamedController("C")
        let (device, nav) = makeNavigation([a])
        nav.pushViewController(b, animated: true)
        nav.pushViewController(c, animated: true)
        nav.pushViewController(c, animated: true)
        try device.settle()
        #expect(device.lines(.error) == ["nav C is already on the stack (UIKit raises)"])
        #expect(nav.viewControllers.map(\.traceName) == ["A", "B", "C"])
    }

    // MARK: N9 — the gate exists before viewDidAppear

    @Test func theWindowsSystemGateExistsWhenTheRootControllerAppears() throws {
        final class Reading: UIViewController {
            var gatesSeen = -1
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                gatesSeen = (view.window?.gestureRecognizers ?? []).filter { $0 is SystemGestureGate }.count
            }
        }
        let device = Device()
        let vc = Reading()
        device.show(vc)
        #expect(vc.gatesSeen == 1)
    }

    @Test func aPreferenceUpdatedInViewDidAppearIsReadAtThatCall() throws {
        final class Late: UIViewController {
            override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
            }
        }
        let device = Device()
        let vc = Late()
        vc.traceIdentifier = "late"
        device.show(vc)
        let reads = device.trace.entries.filter { $0.message.hasPrefix("preferredScreenEdgesDeferringSystemGestures read") }
        #expect(reads.map { $0.cause ?? "" } == ["late called setNeedsUpdateOfScreenEdgesDeferringSystemGestures", "window shown"])
    }
}
