import Foundation
import Testing
@testable import Touchstone

/// Actions and touch handlers that push or pop a view controller in the middle of a gesture
/// (GitHub issue 6). A push or pop takes the old top controller's view out of the window at once,
/// so the removal rules apply (Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md): touches bound to views that leave get
/// `touchesCancelled`, recognisers on them are cancelled (running) or failed (possible), and what
/// is left of those touches reaches no view — not even the screen that is now on top.
@Suite("Robustness: push and pop mid-gesture")
struct NavigationReentrancyTests {
    /// A logging view whose `touchesBegan` runs `onBegan`.
    final class HandlerView: UIView {
        var log: [String] = []
        var onBegan: (() -> Void)?
        init(_ name: String, frame: CGRect) { super.init(frame: frame); accessibilityIdentifier = name }
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log.append("began"); onBegan?() }
        override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { log.append("moved") }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { log.append("ended") }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { log.append("cancelled") }
    }

    /// Adds a tap to `controller`'s content and checks that one tap there fires it once: the
    /// device is usable after the change.
    private func expectTapWorks(on controller: NamedController, _ device: Device, at point: CGPoint = pt(195, 500)) throws {
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.name = "\(controller.traceName).afterTap"
        controller.content.addGestureRecognizer(tap)
        try device.advance(by: 1)
        try device.tap(at: point)
        try device.advance(by: 1)
        #expect(taps == 1, "a tap on \(controller.traceName) after the change did not fire")
        #expect(device.activeTouches.isEmpty)
    }

    @Test func panChangedActionPoppingItsOwnScreenCancelsThePan() throws {
        let a = NamedController("A"), b = NamedController("B")
        let (device, nav) = makeNavigation([a, b])
        var states: [UIGestureRecognizer.State] = []
        var popped: UIViewController?
        let pan = UIPanGestureRecognizer { g in
            states.append(g.state)
            if g.state == .changed, popped == nil { popped = nav.popViewController(animated: false) }
        }
        pan.name = "bPan"
        b.content.addGestureRecognizer(pan)
        device.trace.clear()
        try device.drag(from: pt(200, 300), to: pt(200, 600), duration: 0.3)
        // One more action, in the cancelled state, from inside the changed action; then silence.
        #expect(states == [.began, .changed, .cancelled])
        #expect(popped === b)
        #expect(nav.topViewController === a)
        #expect(pan.state == .possible)
        #expect(pan.view === b.content)
        // The pan had already cancelled B's touches when it began (cancelsTouchesInView); the rest
        // of the drag reaches neither B (gone) nor A (the touch stays bound to its first view).
        #expect(device.deliveries(to: "B.content") == ["touchesBegan", "touchesCancelled"])
        #expect(device.deliveries(to: "A.content").isEmpty)
        #expect(device.lines(.lifecycle).prefix(2) == ["nav pop to A", "B viewWillDisappear"])
        #expect(device.states(of: "bPan").suffix(2) == ["changed→cancelled (its view was removed from the window)", "cancelled→possible (reset)"])
        #expect(device.lines(.error).isEmpty)
        try expectTapWorks(on: a, device)
    }

    @Test func tapActionPushingWhileAnotherFingerIsDownCancelsThatFinger() throws {
        let a = NamedController("A"), b = NamedController("B")
        let (device, nav) = makeNavigation([a])
        let pushArea = LoggingView("A.pushArea", frame: CGRect(x: 100, y: 200, width: 190, height: 200))
        let restArea = LoggingView("A.restArea", frame: CGRect(x: 0, y: 600, width: 390, height: 200))
        a.content.addSubview(pushArea)
        a.content.addSubview(restArea)
        let push = UITapGestureRecognizer { _ in nav.pushViewController(b, animated: false) }
        push.name = "pushTap"
        pushArea.addGestureRecognizer(push)
        var pressed = 0
        let press = UILongPressGestureRecognizer { _ in pressed += 1 }
        press.name = "aPress"
        restArea.addGestureRecognizer(press)
        device.trace.clear()
        // Finger 0 rests on A's rest area; finger 1 taps the push area while it is down.
        try device.at(0, .down(id: 0, at: pt(100, 700)))
        try device.at(100, .down(id: 1, at: pt(195, 300)))
        try device.at(180, .up(id: 1))
        #expect(nav.topViewController === b)
        #expect(device.lines(.lifecycle).first == "nav push B")
        // A's view left the window: both fingers' views get touchesCancelled (the tapped one's
        // end was still held back by the tap), and the press, still possible, fails.
        #expect(device.deliveries(to: "A.restArea") == ["touchesBegan", "touchesCancelled"])
        #expect(device.deliveries(to: "A.pushArea") == ["touchesBegan", "touchesCancelled"])
        #expect(device.states(of: "aPress").first == "possible→failed (its view was removed from the window)")
        // Finger 0 stays down past the press's 0.5 s and moves: nobody hears of it any more.
        try device.at(400, .move(id: 0, to: pt(120, 700)))
        try device.at(900, .up(id: 0))
        #expect(pressed == 0)
        #expect(device.deliveries(to: "A.restArea") == ["touchesBegan", "touchesCancelled"])
        #expect(b.content.log.isEmpty, "B got part of a touch that began on A")
        #expect(press.state == .possible)
        #expect(device.lines(.error).isEmpty)
        try expectTapWorks(on: b, device)
    }

    @Test func buttonTouchDownPoppingItsScreenCancelsTheButton() throws {
        let a = NamedController("A"), b = NamedController("B")
        let (device, nav) = makeNavigation([a, b])
        let button = makeButton("B.back", frame: CGRect(x: 20, y: 100, width: 80, height: 44))
        b.content.addSubview(button)
        var upInside = 0
        button.addAction(UIAction { _ in _ = nav.popViewController(animated: false) }, for: .touchDown)
        button.addAction(UIAction { _ in upInside += 1 }, for: .touchUpInside)
        device.trace.clear()
        try device.tap(at: pt(60, 122))
        // The button sent touchDown, its popping took it out of the window mid-delivery: it is
        // told touchCancel, not touchUpInside, and ends neither tracking nor highlighted.
        #expect(device.controlEvents(of: "B.back") == ["touchDown@0", "touchCancel@0"])
        #expect(upInside == 0)
        #expect(!button.isTracking)
        #expect(!button.isHighlighted)
        #expect(nav.topViewController === a)
        #expect(device.deliveries(to: "B.back") == ["touchesBegan", "touchesCancelled"])
        #expect(device.lines(.error).isEmpty)
        try expectTapWorks(on: a, device)
    }

    @Test func touchesBeganPoppingToRootCancelsTheTouchAndTheScreensRecognizers() throws {
        let a = NamedController("A"), b = NamedController("B"), c = NamedController("C")
        let (device, nav) = makeNavigation([a, b, c])
        let handler = HandlerView("C.handler", frame: CGRect(x: 0, y: 200, width: 390, height: 400))
        c.content.addSubview(handler)
        handler.onBegan = { _ = nav.popToRootViewController(animated: false) }
        var cTaps = 0
        let tap = UITapGestureRecognizer { _ in cTaps += 1 }
        tap.name = "cTap"
        c.content.addGestureRecognizer(tap)
        device.trace.clear()
        try device.tap(at: pt(195, 400))
        #expect(handler.log == ["began", "cancelled"])
        #expect(cTaps == 0)
        #expect(device.states(of: "cTap").first == "possible→failed (its view was removed from the window)")
        #expect(nav.viewControllers.count == 1)
        #expect(b.navigationController == nil && c.navigationController == nil)
        #expect(device.lines(.lifecycle).prefix(3) == ["nav pop to A", "C viewWillDisappear", "A viewWillAppear"])
        #expect(device.lines(.error).isEmpty)
        try expectTapWorks(on: a, device)
    }

    @Test func pushAndPopFromTheBackSwipesOwnActionAreRefusedWhileItRuns() throws {
        // While the back swipe drives the transition the stack is locked (UIKit: pushing or
        // popping during a transition is unsupported): an app target on the pop recogniser that
        // pushes or pops mid-swipe is refused — the push with an error line, the pop returning
        // nil — and the swipe completes as usual.
        let a = NamedController("A"), b = NamedController("B"), extra = NamedController("X")
        let (device, nav) = makeNavigation([a, b])
        var popReturnedNil = false
        var acted = false
        let backSwipe = try #require(nav.interactivePopGestureRecognizer)
        backSwipe.addHandler { g in
            guard g.state == .changed, !acted else { return }
            acted = true
            nav.pushViewController(extra, animated: true)
            popReturnedNil = nav.popViewController(animated: true) == nil
        }
        device.trace.clear()
        try device.at(0, .down(id: 0, at: pt(6, 400)))
        try device.move(0, from: pt(6, 400), to: pt(330, 400), at: every16(16, 300))
        try device.at(316, .up(id: 0))
        try device.advance(by: 1)
        #expect(acted)
        #expect(device.lines(.error) == ["nav push of X ignored during an interactive pop"])
        #expect(popReturnedNil)
        #expect(nav.viewControllers.map(\.traceName) == ["A"])
        #expect(extra.parent == nil)
        #expect(device.lines(.lifecycle).contains("nav interactive pop completed"))
        #expect(!nav.isInteractivelyPopping)
        try expectTapWorks(on: a, device)
    }
}
