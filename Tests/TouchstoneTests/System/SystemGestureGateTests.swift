import Foundation
import Testing
@testable import Touchstone

@Suite("System gate at the bottom edge (rules §10, CC51)")
struct SystemGestureGateTests {
    @Test func bottomButtonIsHeldUntilTheGateTimesOut() throws {
        // CC51 (a): d(195,812)@0 u@1500 → touchDown at the 0.75 s gate timeout.
        let device = Device()
        device.show(EdgeController())
        try device.touchDown(at: CGPoint(x: 195, y: 812))
        try device.advance(to: 1.5)
        try device.touchUp()
        #expect(device.controlEvents == ["btn touchDown@750", "btn touchUpInside@1500"])
        #expect(device.firstTime("system.gate", "possible→failed") == 750)
    }

    @Test func quickTapOnTheBottomButtonArrivesWholeAtTheLift() throws {
        // CC51 (b): d@0 u@100 → touchDown and touchUpInside together at 100.
        let device = Device()
        device.show(EdgeController())
        try device.tap(at: CGPoint(x: 195, y: 812), duration: 0.1)
        #expect(device.controlEvents == ["btn touchDown@100", "btn touchUpInside@100"])
    }

    @Test func deferringTheBottomEdgeRemovesTheDelay() throws {
        // CC51 (c): preferred edges .bottom + setNeedsUpdate… → touchDown@0.
        let device = Device()
        let vc = EdgeController()
        device.show(vc)
        vc.deferredEdges = .bottom
        vc.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        try device.touchDown(at: CGPoint(x: 195, y: 812))
        try device.advance(to: 1.5)
        try device.touchUp()
        #expect(device.controlEvents == ["btn touchDown@0", "btn touchUpInside@1500"])
        #expect(device.systemLines.contains("R preferredScreenEdgesDeferringSystemGestures read: [bottom]"))
    }

    @Test func touchesAboveTheZoneAreNotHeld() throws {
        let device = Device()
        let vc = EdgeController()
        vc.button.frame = CGRect(x: 145, y: 700, width: 100, height: 44)
        device.show(vc)
        try device.tap(at: CGPoint(x: 195, y: 720), duration: 0.1)
        #expect(device.controlEvents == ["btn touchDown@0", "btn touchUpInside@100"])
        #expect(device.lines(.state).filter { $0.hasPrefix("system.gate") } == ["system.gate does not receive finger 0"])
    }

    @Test func gateRefusalNamesTheZone() throws {
        // Rules §10.2: a touch starting above the bottom zone is refused at touch-down; the trace
        // says why (PerformanceDecisions F14).
        let device = Device()
        device.show(EdgeController())
        try device.tap(at: CGPoint(x: 195, y: 400), duration: 0.1)
        let refusal = device.trace.entries.first { $0.subject == "system.gate" && $0.kind == .state }
        #expect(refusal?.message == "does not receive finger 0")
        #expect(refusal?.cause == "began outside the system-gesture zones (top 44 pt, bottom 50 pt)")
    }

    @Test func aDelegateSetOnTheGateDoesNotWidenItsZone() throws {
        // The gate is reachable through `window.gestureRecognizers`; its zone is its own rule
        // (PerformanceDecisions F14), so a client delegate is asked after it and cannot make the gate hold
        // touches that start above the zone.
        final class Accepting: UIGestureRecognizerDelegate {
            var asked = 0
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { asked += 1; return true }
        }
        let device = Device()
        let vc = EdgeController()
        vc.button.frame = CGRect(x: 145, y: 700, width: 100, height: 44)
        device.show(vc)
        let accepting = Accepting()
        let gate = try #require(vc.view.window?.gestureRecognizers?.first { $0.name == "system.gate" })
        gate.delegate = accepting
        try device.tap(at: CGPoint(x: 195, y: 720), duration: 0.1)
        #expect(device.controlEvents == ["btn touchDown@0", "btn touchUpInside@100"])
        #expect(accepting.asked == 0)
        try device.tap(at: CGPoint(x: 60, y: 830), duration: 0.1)
        #expect(accepting.asked == 1)
    }

    @Test func swipeUpFromTheBottomEdgeIsTheSystemsAndTheAppSeesNothing() throws {
        let device = Device()
        let vc = EdgeController()
        let root = LoggingView("bottomStrip", frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        vc.loadViewIfNeeded()
        vc.view.addSubview(root)
        device.show(vc)
        try device.drag(from: CGPoint(x: 60, y: 842), to: CGPoint(x: 60, y: 642), duration: 0.2)
        #expect(device.systemLines.contains("home gesture recognized"))
        #expect(device.firstTime("home gesture", "recognized") == 33)  // 2nd sample: 33 pt up
        #expect(root.log.isEmpty)
        #expect(device.lines(.touches).contains("bottomStrip never sees finger 0"))
    }

    @Test func systemGestureExcludesTheAppsUndecidedRecognizers() throws {
        let device = Device()
        let vc = EdgeController()
        let strip = LoggingView("bottomStrip", frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        let log = ActionLog(device)
        let tap = UITapGestureRecognizer(); log.attach(tap, as: "stripTap")
        strip.addGestureRecognizer(tap)
        vc.loadViewIfNeeded()
        vc.view.addSubview(strip)
        device.show(vc)
        try device.drag(from: CGPoint(x: 60, y: 842), to: CGPoint(x: 60, y: 642), duration: 0.2)
        #expect(log.entries.isEmpty)
        #expect(device.trace.entries.contains {
            $0.subject == "stripTap" && $0.message == "possible→failed" && $0.cause == "excluded by system.gate, which recognized"
        })
        #expect(strip.log.isEmpty)
    }

    @Test func deferredEdgeNeedsASecondSwipe() throws {
        // Rules §10.1, P20: first swipe shows the grabber (app keeps the touch), second is the system's.
        let device = Device()
        let vc = EdgeController()
        vc.deferredEdges = .bottom
        let strip = LoggingView("bottomStrip", frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        vc.loadViewIfNeeded()
        vc.view.addSubview(strip)
        device.show(vc)
        try device.drag(from: CGPoint(x: 60, y: 842), to: CGPoint(x: 60, y: 642), duration: 0.2)
        #expect(device.systemLines.contains("home indicator grabber shown"))
        #expect(!device.systemLines.contains("home gesture recognized"))
        #expect(strip.log.first == "touchesBegan" && strip.log.last == "touchesEnded")
        strip.log.removeAll()
        try device.advance(by: 1)
        try device.drag(from: CGPoint(x: 60, y: 842), to: CGPoint(x: 60, y: 642), duration: 0.2)
        #expect(device.systemLines.contains("home gesture recognized"))
        #expect(strip.log.isEmpty)
        // After the window the grabber is forgotten: a third swipe only shows it again.
        try device.advance(by: 5)
        try device.drag(from: CGPoint(x: 60, y: 842), to: CGPoint(x: 60, y: 642), duration: 0.2)
        #expect(device.systemLines.filter { $0 == "home indicator grabber shown" }.count == 2)
    }

    @Test func homeButtonModelHasAThinnerZoneAndControlCenter() throws {
        let device = Device()
        device.systemGestures = SystemGestureSettings(model: .homeButton)
        let vc = EdgeController()
        device.show(vc)
        try device.tap(at: CGPoint(x: 195, y: 810), duration: 0.1)  // 34 pt from the bottom: outside 20 pt
        #expect(device.controlEvents.prefix(1) == ["btn touchDown@0"])
        try device.advance(by: 1)
        try device.drag(from: CGPoint(x: 195, y: 840), to: CGPoint(x: 195, y: 640), duration: 0.2)
        #expect(device.systemLines.contains("Control Center recognized"))
    }

    @Test func twoFingersFailTheGate() throws {
        let device = Device()
        device.show(EdgeController())
        try device.send([.down(id: 0, at: CGPoint(x: 195, y: 812)), .down(id: 1, at: CGPoint(x: 200, y: 400))])
        #expect(device.firstTime("system.gate", "possible→failed") == 0)
        #expect(device.controlEvents.first == "btn touchDown@0")
    }

    @Test func disabledSettingsNeverHold() throws {
        let device = Device()
        device.systemGestures.isEnabled = false
        device.show(EdgeController())
        try device.tap(at: CGPoint(x: 195, y: 812), duration: 0.1)
        #expect(device.controlEvents.first == "btn touchDown@0")
    }

    @Test func gateTimeoutIsAParameter() throws {
        let device = Device()
        device.systemGestures.gateTimeout = 1.0  // seed 000 / P23 report ≈1 s on iOS 11
        device.show(EdgeController())
        try device.touchDown(at: CGPoint(x: 195, y: 812))
        try device.advance(to: 2)
        try device.touchUp()
        #expect(device.controlEvents.first == "btn touchDown@1000")
    }
}
