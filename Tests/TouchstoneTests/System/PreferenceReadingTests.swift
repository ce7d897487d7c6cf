import Foundation
import Testing
@testable import Touchstone

@Suite("Reading preferredScreenEdgesDeferringSystemGestures (rules §10.1, seed 000)")
struct PreferenceReadingTests {
    /// Sets its deferral flag in `viewDidLoad` and never calls `setNeedsUpdate…` (seed 000).
    final class FlagInViewDidLoad: UIViewController {
        let button = UIButton(frame: CGRect(x: 145, y: 790, width: 100, height: 44))
        var deferring = false
        override func viewDidLoad() {
            deferring = true
            button.accessibilityIdentifier = "btn"
            view.addSubview(button)
        }
        override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { deferring ? .bottom : [] }
    }

    private func pushFlagController(_ reading: SystemGestureSettings.PreferenceReading) -> (Device, FlagInViewDidLoad) {
        let device = Device()
        device.systemGestures.preferenceReading = reading
        let list = UIViewController()
        list.traceIdentifier = "list"
        let nav = UINavigationController(rootViewController: list)
        device.show(nav)
        let chat = FlagInViewDidLoad()
        chat.traceIdentifier = "chat"
        nav.pushViewController(chat, animated: false)  // the scene starts after the push (K4)
        return (device, chat)
    }

    @Test func navigationControllerForwardsToItsTopControllerAndReadsBeforeViewDidLoad() {
        let (device, chat) = pushFlagController(.rereadsPreferenceOnEveryEdgeTouch)
        #expect(chat.isViewLoaded)
        #expect(device.systemLines == ["list preferredScreenEdgesDeferringSystemGestures read: []",
                                       "chat preferredScreenEdgesDeferringSystemGestures read: []"])
    }

    @Test func seedRuleFlagFromViewDidLoadRemovesTheDelayWithoutSetNeedsUpdate() throws {
        let (device, _) = pushFlagController(.rereadsPreferenceOnEveryEdgeTouch)
        try device.touchDown(at: CGPoint(x: 195, y: 812))
        try device.advance(to: 1)
        try device.touchUp()
        #expect(device.controlEvents.first == "btn touchDown@0")
        #expect(device.systemLines.contains("chat preferredScreenEdgesDeferringSystemGestures read: [bottom]"))
    }

    @Test func seedRuleSwipeUpStillReachesTheSystemAtTheFirstSwipe() throws {
        let (device, _) = pushFlagController(.rereadsPreferenceOnEveryEdgeTouch)
        try device.drag(from: CGPoint(x: 195, y: 830), to: CGPoint(x: 195, y: 630), duration: 0.2)
        #expect(device.systemLines.contains("home gesture recognized"))
        #expect(!device.systemLines.contains("home indicator grabber shown"))
        // Not held (deferred on the fresh read), so the button heard of it and is cancelled.
        #expect(device.controlEvents == ["btn touchDown@0", "btn touchDragInside@17", "btn touchCancel@33"])
    }

    @Test func documentedRuleKeepsTheDelayUntilSetNeedsUpdate() throws {
        let (device, chat) = pushFlagController(.readsPreferenceOnlyOnUpdate)
        try device.touchDown(at: CGPoint(x: 195, y: 812))
        try device.advance(to: 1)
        try device.touchUp()
        #expect(device.controlEvents.first == "btn touchDown@750")
        chat.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        try device.advance(to: 2)
        try device.touchDown(at: CGPoint(x: 195, y: 812))
        try device.advance(to: 3)
        try device.touchUp()
        #expect(device.controlEvents.filter { $0.contains("touchDown") }.last == "btn touchDown@2000")
    }

    @Test func deferralReadAtPresentationMakesTheFirstSwipeOnlyShowTheGrabber() throws {
        // Seed 000: with the flag set before the read (the init-time variant), the two ways of
        // writing the getter are equivalent: the edge is deferred, a swipe needs to be repeated.
        let device = Device()
        let vc = EdgeController()
        vc.deferredEdges = .bottom
        device.show(vc)
        try device.drag(from: CGPoint(x: 195, y: 840), to: CGPoint(x: 195, y: 640), duration: 0.2)
        #expect(device.systemLines.contains("home indicator grabber shown"))
        #expect(!device.systemLines.contains("home gesture recognized"))
    }

    @Test func homeIndicatorAutoHiddenIsReadThroughTheChildChainAndDoesNotDefer() throws {
        let device = Device()
        let top = EdgeController("top")
        top.hidesHomeIndicator = true
        let nav = UINavigationController(rootViewController: top)
        device.show(nav)
        #expect(device.systemGestures.isHomeIndicatorAutoHidden)
        #expect(device.systemLines.contains("home indicator may auto-hide"))
        try device.touchDown(at: CGPoint(x: 195, y: 812))
        try device.advance(to: 1)
        try device.touchUp()
        #expect(device.controlEvents.first == "btn touchDown@750")
    }
}
