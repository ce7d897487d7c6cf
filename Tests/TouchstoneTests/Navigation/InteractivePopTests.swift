import Foundation
import Testing
@testable import Touchstone

@Suite("Interactive pop: back swipe from the left edge (rules §9.1, CC47, CC48)")
struct InteractivePopTests {
    @Test func backSwipeFromTheLeftEdgePopsAndViewsUnderTheFingerSeeNothing() throws {
        // CC47 (a): Nav [A, B]; d(8,400)@0 → (250,400) over 16–300, u@316.
        let a = NamedController("A"), b = NamedController("B")
        let (device, nav) = makeNavigation([a, b])
        device.trace.clear()
        try device.scriptedDrag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 250, y: 400), end: 300, lift: 316)
        #expect(device.firstTime("interactivePop", "possible→began") == 32)  // 25.8 pt ≥ 15 at 32 ms
        #expect(device.lifecycle == ["nav interactive pop began", "B viewWillDisappear", "A viewWillAppear",
                                     "nav interactive pop completed", "B viewDidDisappear", "A viewDidAppear"])
        #expect(device.firstTime("nav", "interactive pop completed") == 316)
        #expect(b.content.log.isEmpty)
        #expect(device.lines(.touches).contains("B.content never sees finger 0"))
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
        #expect(b.parent == nil)
        #expect(a.view.superview === nav.view && a.view.frame.origin.x == 0)
    }

    @Test func topViewFollowsTheFingerWhileTheViewBelowSlidesIn() throws {
        let a = NamedController("A"), b = NamedController("B")
        let (device, nav) = makeNavigation([a, b])
        try device.scriptedDrag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 203, y: 400), end: 240, lift: nil)
        let pan = try #require(nav.interactivePopGestureRecognizer as? UIPanGestureRecognizer)
        let tx = pan.translation(in: nav.view).x
        #expect(tx == 185)  // 195 pt moved, less the pan's 10 pt hysteresis
        #expect(b.view.frame.origin.x == tx)
        #expect(a.view.frame.origin.x == -0.3 * 390 * (1 - tx / 390))
        #expect(a.view.superview === nav.view && b.view.superview === nav.view)
        #expect(nav.isInteractivelyPopping)
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
        try device.advance(by: 0.016)
        try device.touchUp()
        #expect(!nav.isInteractivelyPopping)
    }

    @Test func disablingThePopFromTheCallbackItTriggeredFreezesTheNavigation() throws {
        // Rules §9.1 / cases C34 expected a clean cancel; device reports of the same mechanism
        // (RickeyBoy's note, AMScrollingNavbar #289) show a frozen screen (ProfileDecisions V13).
        final class Disabling: UIViewController {
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationController?.interactivePopGestureRecognizer?.isEnabled = false
            }
        }
        let b = Disabling()
        b.traceIdentifier = "B"
        let (device, nav) = makeNavigation([NamedController("A"), b])
        try device.scriptedDrag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 250, y: 400), end: 300, lift: 316)
        #expect(device.lines(.action).contains("interactivePop action (cancelled)"))
        #expect(device.lifecycle.suffix(2) == ["nav interactive pop began", "B viewWillDisappear"])
        #expect(nav.frozenCause?.hasPrefix("the back-swipe recogniser was disabled from B's viewWillDisappear") == true)
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
        #expect(!nav.isInteractivelyPopping)
        nav.pushViewController(NamedController("C"), animated: false)
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
    }

    @Test func touchOnTheNavigationBarIsNotReceivedByThePop() throws {
        // CC47 (b): d(8,60) lies in the bar y ∈ [47, 91).
        let a = NamedController("A"), b = NamedController("B")
        let (device, nav) = makeNavigation([a, b])
        device.trace.clear()
        try device.scriptedDrag(from: CGPoint(x: 8, y: 60), to: CGPoint(x: 250, y: 60), end: 300, lift: 316)
        #expect(device.lifecycle.isEmpty)
        #expect(device.lines(.state).contains("interactivePop does not receive finger 0"))
        #expect(nav.topViewController === b)
    }

    @Test func noBackSwipeWithOnlyTheRootController() throws {
        // CC48.
        let a = NamedController("A")
        let (device, nav) = makeNavigation([a])
        device.trace.clear()
        try device.scriptedDrag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 250, y: 400), end: 300, lift: 316)
        #expect(device.lifecycle.isEmpty)
        #expect(device.lines(.action).isEmpty)
        #expect(a.content.log == ["touchesBegan"] + Array(repeating: "touchesMoved", count: 19) + ["touchesEnded"])
        #expect(nav.topViewController === a)
    }

    @Test func shortSlowSwipeCancelsThePopWithUIKitsCallbacks() throws {
        // Lift at 80 pt after a slow drag: below half the width and slower than 500 pt/s → cancel.
        let a = NamedController("A"), b = NamedController("B")
        let (device, nav) = makeNavigation([a, b])
        device.trace.clear()
        try device.scriptedDrag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 85, y: 400), end: 800, lift: 900)
        #expect(device.lifecycle == ["nav interactive pop began", "B viewWillDisappear", "A viewWillAppear",
                                     "nav interactive pop cancelled", "A viewWillDisappear", "A viewDidDisappear",
                                     "B viewWillAppear", "B viewDidAppear"])
        #expect(nav.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(a.view.superview == nil)
        #expect(b.view.frame.origin.x == 0)
    }

    @Test func fastFlickCompletesBeforeHalfTheWidth() throws {
        let a = NamedController("A"), b = NamedController("B")
        let (device, nav) = makeNavigation([a, b])
        try device.scriptedDrag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 125, y: 400), end: 96, lift: 100)
        #expect(device.lifecycle.suffix(3) == ["nav interactive pop completed", "B viewDidDisappear", "A viewDidAppear"])
        #expect(nav.topViewController === a)
    }

    @Test func swipeAlongTheLeftEdgeNeverPops() throws {
        // Moving 15 pt mostly along the edge fails the edge pan; the held touch is released.
        let b = NamedController("B")
        let (device, nav) = makeNavigation([NamedController("A"), b])
        device.trace.clear()
        try device.scriptedDrag(from: CGPoint(x: 6, y: 400), to: CGPoint(x: 10, y: 480), end: 96, lift: 112)
        #expect(device.firstTime("interactivePop", "possible→failed") == 32)  // 26.9 pt, mostly down
        #expect(device.firstTime("B.content", "touchesBegan") == 32)
        #expect(b.content.log.last == "touchesEnded")
        #expect(device.lifecycle.isEmpty)
        #expect(nav.viewControllers.count == 2)
    }

    @Test func pressAtTheLeftEdgeReachesItsViewAfterTheStationaryTimeout() throws {
        // delaysTouchesBegan: a still finger in the 13 pt band is held 250 ms (NavigationDecisions N2).
        let a = NamedController("A"), b = NamedController("B")
        let (device, _) = makeNavigation([a, b])
        try device.touchDown(at: CGPoint(x: 6, y: 400))
        try device.advance(to: 1)
        try device.touchUp()
        #expect(device.firstTime("B.content", "touchesBegan") == 250)
        #expect(b.content.log == ["touchesBegan", "touchesEnded"])
    }

    @Test func pressAwayFromTheEdgeIsNotDelayedUnderIOS18ButIsInTheLeftHalfUnderLegacy() throws {
        for policy in InteractivePopPolicy.allCases {
            let b = NamedController("B")
            let (device, _) = makeNavigation([NamedController("A"), b], policy: policy)
            try device.touchDown(at: CGPoint(x: 100, y: 400))
            try device.advance(to: 1)
            try device.touchUp()
            try device.touchDown(at: CGPoint(x: 300, y: 400))
            try device.advance(to: 2)
            try device.touchUp()
            let began = device.trace.entries.filter { $0.subject == "B.content" && $0.message == "touchesBegan" }
                .map { Int(($0.time * 1000).rounded()) }
            #expect(began == (policy == .backSwipeBeatsScrollView ? [0, 1000] : [250, 1000]), "\(policy)")
        }
    }

    @Test func replacedDelegateTakesOverAndTheDefaultCanBeRestored() throws {
        final class Blocker: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { false }
        }
        let (device, nav) = makeNavigation([NamedController("A"), NamedController("B")])
        let saved = nav.interactivePopGestureRecognizer?.delegate
        let blocker = Blocker()
        nav.interactivePopGestureRecognizer?.delegate = blocker
        try device.scriptedDrag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 250, y: 400), end: 300, lift: 316)
        #expect(nav.viewControllers.count == 2)
        nav.interactivePopGestureRecognizer?.delegate = saved
        try device.advance(by: 1)
        try device.scriptedDrag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 250, y: 400), end: 300, lift: 316)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func replacementDelegateWithoutARootGuardIsHarmlessOnTheNewestProfile() throws {
        // Rules §9.1, D14: the root check no longer lives only in the delegate (iOS 13.4 and
        // later); up to iOS 13 the same scene freezes (PopFailureModeTests, ProfileDecisions V13).
        final class Permissive: UIGestureRecognizerDelegate {}
        let (device, nav) = makeNavigation([NamedController("A")])
        let permissive = Permissive()
        nav.interactivePopGestureRecognizer?.delegate = permissive
        try device.scriptedDrag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 250, y: 400), end: 300, lift: 316)
        #expect(device.lines(.error).isEmpty)
        #expect(nav.frozenCause == nil)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func otherRecognizersWaitForTheBackSwipeUnderIOS18Only() throws {
        // The default delegate's "should be required to fail by" hook (rules §9.1): a pan on B's
        // content waits for the edge pan, which then wins; under scrollViewBeatsBackSwipe the content pan wins.
        for policy in InteractivePopPolicy.allCases {
            let b = NamedController("B")
            let (device, nav) = makeNavigation([NamedController("A"), b], policy: policy)
            let log = ActionLog(device)
            let pan = UIPanGestureRecognizer(); log.attach(pan, as: "contentPan")
            b.content.addGestureRecognizer(pan)
            try device.scriptedDrag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 250, y: 400), end: 300, lift: 316)
            if policy == .backSwipeBeatsScrollView {
                #expect(log.entries.isEmpty)
                #expect(nav.viewControllers.count == 1)
            } else {
                #expect(log.entries.first == "contentPan.began@16")
                #expect(nav.viewControllers.count == 2)
            }
        }
    }
}

@Suite("Interactive pop: the iOS 18 requirement applies to shared touches only (rules §5.3)")
struct InteractivePopRequirementScopeTests {
    @Test func aTapUnderAnotherFingerDoesNotWaitForTheBackSwipe() throws {
        let b = NamedController("B")
        let (device, _) = makeNavigation([NamedController("A"), b])
        let log = ActionLog(device)
        let tap = UITapGestureRecognizer(); log.attach(tap, as: "contentTap")
        let spot = UIView(frame: CGRect(x: 250, y: 550, width: 100, height: 100))
        spot.addGestureRecognizer(tap)
        b.content.addSubview(spot)
        try device.touchDown(id: 0, at: CGPoint(x: 5, y: 400))       // held by the back swipe
        try device.touchDown(id: 1, at: CGPoint(x: 300, y: 600))
        try device.advance(to: 0.08)
        try device.touchUp(id: 1)
        #expect(log.entries == ["contentTap@80"])
        try device.touchUp(id: 0)
    }
}
