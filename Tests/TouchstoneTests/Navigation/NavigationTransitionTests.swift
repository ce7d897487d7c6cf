import Foundation
import Testing
@testable import Touchstone

/// Animated pushes and pops take time and ignore touches; a push meanwhile waits, a pop is refused (UIKitPiecesDecisions K4–K6, NavigationDecisions N11).
@Suite("Navigation transitions that take time")
struct NavigationTransitionTests {
    /// A pushes B from a tap recogniser on A's content; B's content has its own tap recogniser.
    private func pushingScene() -> (Device, UINavigationController, NamedController, NamedController, ActionLog) {
        let a = NamedController("A"), b = NamedController("B")
        let (device, nav) = makeNavigation([a])
        let log = ActionLog(device)
        let push = UITapGestureRecognizer { _ in nav.pushViewController(b, animated: true) }
        a.content.addGestureRecognizer(push)
        log.attach(push, as: "pushTap")
        let bTap = UITapGestureRecognizer()
        b.content.addGestureRecognizer(bTap)
        log.attach(bTap, as: "bTap")
        device.trace.clear()
        return (device, nav, a, b, log)
    }

    @Test func aTapDuringAnAnimatedPushIsIgnoredAndOneAfterItReachesTheNewScreen() throws {
        let (device, nav, a, b, log) = pushingScene()
        try device.at(0, .down(id: 0, at: pt(200, 400)))
        try device.at(80, .up(id: 0))                      // pushTap fires at the lift: the push starts at 80 ms
        try device.at(200, .down(id: 0, at: pt(200, 400))) // during the 0.35 s transition
        try device.at(260, .up(id: 0))
        try device.at(500, .down(id: 0, at: pt(200, 400))) // after it ended at 430 ms
        try device.at(560, .up(id: 0))
        #expect(log.entries == ["pushTap@80", "bTap@560"])
        #expect(device.timeline(.hitTest).map { $0 } == ["A.content hit@0", "application ignoring interaction events@200",
                                                         "B.content hit@500"])
        let ignored = try #require(device.trace.entries.first { $0.kind == .hitTest && $0.subject == "application" })
        #expect(ignored.cause == "navigation transition of nav: push B")
        #expect(device.timeline(.lifecycle) == [
            "nav push B (animated)@80", "A viewWillDisappear@80", "B viewWillAppear@80",
            "nav transition began (push B, 0.35 s, touches ignored)@80",
            "nav transition ended (push B)@430", "A viewDidDisappear@430", "B viewDidAppear@430",
        ])
        #expect(nav.topViewController === b)
        #expect(a.view.superview == nil)
        #expect(b.content.log == ["touchesBegan", "touchesCancelled"])
    }

    @Test func aSecondPushDuringTheFirstWaitsAndAPopIsRefused() throws {
        // NavigationDecisions N11 (rules §9.4, P27): the push happens when the running transition ends; K5: a pop is refused.
        let a = NamedController("A"), b = NamedController("B"), c = NamedController("C")
        let (device, nav) = makeNavigation([a])
        device.trace.clear()
        nav.pushViewController(b, animated: true)
        try device.advance(by: 0.1)
        nav.pushViewController(c, animated: true)
        #expect(nav.popViewController(animated: true) == nil)
        #expect(device.lines(.error) == [
            "nav pop refused: the animated push B is still running (UIKit: nested push/pop animation; wait for didShow or the transition coordinator)",
        ])
        #expect(device.lifecycle.last == "nav push C deferred")
        #expect(nav.viewControllers.map(\.traceName) == ["A", "B"])
        #expect(c.parent == nil)
        try device.advance(by: 0.3)
        #expect(nav.viewControllers.map(\.traceName) == ["A", "B", "C"])
        try device.settle()
        #expect(nav.topViewController === c)
        #expect(device.lines(.error).count == 1)
    }

    @Test func anAnimatedPopKeepsTheLeavingViewUntilTheEndAndPutsTheOneBelowUnderIt() throws {
        let a = NamedController("A"), b = NamedController("B")
        let (device, nav) = makeNavigation([a, b])
        device.trace.clear()
        let popped = nav.popViewController(animated: true)
        #expect(popped === b)
        #expect(nav.topViewController === a)
        let container = try #require(nav.viewIfLoaded)
        let aIndex = try #require(container.subviews.firstIndex { $0 === a.view })
        let bIndex = try #require(container.subviews.firstIndex { $0 === b.view })
        #expect(aIndex < bIndex)
        try device.advance(by: 0.35)
        #expect(b.view.superview == nil)
        #expect(device.lifecycle == ["nav pop to A (animated)", "B viewWillDisappear", "A viewWillAppear",
                                     "nav transition began (pop to A, 0.35 s, touches ignored)",
                                     "nav transition ended (pop to A)", "B viewDidDisappear", "A viewDidAppear"])
    }

    @Test func aFingerAlreadyDownWhenThePushStartsKeepsBeingDeliveredUntilItsViewLeaves() throws {
        let (device, _, a, _, log) = pushingScene()
        defer { withExtendedLifetime(log) {} }
        let rest = LoggingView("A.rest", frame: CGRect(x: 0, y: 700, width: 390, height: 100))
        a.view.addSubview(rest)
        try device.at(0, .down(id: 1, at: pt(100, 750)))
        try device.at(20, .down(id: 0, at: pt(200, 400)))
        try device.at(100, .up(id: 0))                     // the push starts at 100 ms
        try device.at(200, .move(id: 1, to: pt(110, 750)))
        try device.at(500, .up(id: 1))
        // Finger 1 was down before the transition: its move at 200 ms is delivered; A's view
        // leaves the window when the transition ends at 450 ms, cancelling it there.
        #expect(device.sequence("A.rest") == ["A.rest touchesBegan@0", "A.rest touchesMoved@200", "A.rest touchesCancelled@450"])
    }

    @Test func withoutAnimationOrOffScreenTheTransitionEndsInsideTheCallAndTouchesAreNotIgnored() throws {
        let (device, nav, _, b, log) = pushingScene()
        nav.transitionDuration = 0
        try device.tap(at: pt(200, 400))
        try device.tap(at: pt(200, 400))
        #expect(log.entries.count == 2)
        #expect(log.entries[1].hasPrefix("bTap@"))
        #expect(b.isViewLoaded && b.view.window != nil)
        // Off screen: a navigation controller in no window has no clock.
        let lone = UINavigationController(rootViewController: NamedController("X"))
        lone.loadViewIfNeeded()
        lone.pushViewController(NamedController("Y"), animated: true)
        #expect(!lone.isTransitioning)
    }
}

