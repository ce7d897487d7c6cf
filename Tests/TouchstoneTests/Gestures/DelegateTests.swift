import Foundation
import Testing
@testable import Touchstone

/// Each delegate decision and its default (rules §5.5, A24), and the view's veto (§4.5, §5.7).
@Suite("Delegate hooks and should-begin gate (rules §4.5, §4.7, §5.5, CC31–CC32)")
struct DelegateTests {
    final class Defaults: UIGestureRecognizerDelegate {}

    @Test func protocolDefaultsAnswerLikeUIKit() {
        let d = Defaults()
        let a = UITapGestureRecognizer(), b = UITapGestureRecognizer()
        #expect(d.gestureRecognizerShouldBegin(a))
        #expect(!d.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b))
        #expect(!d.gestureRecognizer(a, shouldRequireFailureOf: b))
        #expect(!d.gestureRecognizer(a, shouldBeRequiredToFailBy: b))
    }

    @Test func delegateIsHeldWeakly() {
        let tap = UITapGestureRecognizer()
        var d: ScriptedDelegate? = ScriptedDelegate()
        tap.delegate = d
        #expect(tap.delegate != nil)
        d = nil
        #expect(tap.delegate == nil)
    }

    @Test func shouldBeginFalseFailsPanAndViewKeepsItsTouches() throws {
        // CC31 (seed 000's delegate: only rightward drags may begin).
        for (end, expectBegan) in [(CGFloat(160), false), (CGFloat(240), true)] {
            let v = LoggingView("V", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let (device, _) = makeScene { $0.addSubview(v) }
            let log = ActionLog(device)
            let pan = UIPanGestureRecognizer(); log.attach(pan, as: "pan"); v.addGestureRecognizer(pan)
            let d = ScriptedDelegate()
            d.shouldBegin = { g in (g as! UIPanGestureRecognizer).translation(in: v).x >= 0 }
            pan.delegate = d
            try device.at(0, .down(id: 0, at: pt(200, 400)))
            try device.move(0, from: pt(200, 400), to: pt(end, 400), at: every16(16, 64))
            try device.at(80, .up(id: 0))
            if expectBegan {
                #expect(log.entries.first == "pan.began@16")
                #expect(v.log.last == "touchesCancelled")
            } else {
                #expect(log.entries.isEmpty)
                #expect(device.states(of: "pan") == ["possible→failed (delegate gestureRecognizerShouldBegin returned false)", "failed→possible (reset)"])
                #expect(device.sequence("V") == ["V touchesBegan@0", "V touchesMoved@16", "V touchesMoved@32",
                                                 "V touchesMoved@48", "V touchesMoved@64", "V touchesEnded@80"])
            }
        }
    }

    @Test func shouldReceiveFalseKeepsChildTouchesFromAncestorTap() throws {
        // CC32 / seed 003 fix.
        let s = LoggingView("S", frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let (device, root) = makeScene { $0.addSubview(s) }
        let log = ActionLog(device)
        let tapR = UITapGestureRecognizer(); log.attach(tapR, as: "tapR"); root.addGestureRecognizer(tapR)
        let d = ScriptedDelegate()
        d.shouldReceiveTouch = { _, touch in touch.view === root }
        tapR.delegate = d
        try device.tap(at: pt(150, 150))
        #expect(device.sequence("S", "tapR") == ["S touchesBegan@0", "S touchesEnded@80"])
        #expect(device.states(of: "tapR") == ["does not receive finger 0 (delegate shouldReceive returned false)"])
        try device.advance(by: 1)
        try device.tap(at: pt(300, 600))
        #expect(log.entries == ["tapR@1160"])
    }

    @Test func shouldReceiveEventIsAskedBeforeTouchAndCanRefuse() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let tap = UITapGestureRecognizer(); log.attach(tap, as: "tap"); v.addGestureRecognizer(tap)
        let d = ScriptedDelegate()
        tap.delegate = d
        try device.tap(at: pt(100, 100))
        #expect(Array(d.calls.prefix(2)) == ["shouldReceiveEvent(tap)", "shouldReceiveTouch(tap)"])
        d.calls.removeAll()
        d.shouldReceiveEvent = { _, _ in false }
        try device.advance(by: 1)
        try device.tap(at: pt(100, 100))
        #expect(d.calls == ["shouldReceiveEvent(tap)"])
        #expect(log.entries == ["tap@80"])
    }

    @Test func viewUnderTouchVetoesAncestorRecognizerOnlyWhenItCancelsTouches() throws {
        // Rules §4.5 step 1, §5.7.
        final class Vetoing: UIView {
            override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }
        }
        for cancels in [true, false] {
            let child = Vetoing(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            child.accessibilityIdentifier = "child"
            let (device, root) = makeScene { $0.addSubview(child) }
            let log = ActionLog(device)
            let tapR = UITapGestureRecognizer(); tapR.cancelsTouchesInView = cancels
            log.attach(tapR, as: "tapR"); root.addGestureRecognizer(tapR)
            try device.tap(at: pt(150, 150))
            if cancels {
                #expect(log.entries.isEmpty)
                #expect(device.states(of: "tapR").first == "possible→failed (child gestureRecognizerShouldBegin returned false)")
            } else {
                #expect(log.entries == ["tapR@80"])
            }
        }
    }

    @Test func shouldRequireFailureOfMakesTheAskerWait() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let single = UITapGestureRecognizer(); log.attach(single, as: "single")
        let double = UITapGestureRecognizer(); double.numberOfTapsRequired = 2; log.attach(double, as: "double")
        v.addGestureRecognizer(single); v.addGestureRecognizer(double)
        let d = ScriptedDelegate()
        d.requireFailureOf = { g, other in g === single && other === double }
        single.delegate = d
        try device.at(0, .down(id: 0, at: pt(100, 100)))
        try device.at(60, .up(id: 0))
        #expect(single.state == .possible)
        try device.settle()
        #expect(log.entries == ["single@410"])
        #expect(device.states(of: "single").contains("pending(recognized) (waiting for double to fail)"))
    }

    @Test func shouldBeRequiredToFailByMakesTheOtherWait() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let single = UITapGestureRecognizer(); log.attach(single, as: "single")
        let double = UITapGestureRecognizer(); double.numberOfTapsRequired = 2; log.attach(double, as: "double")
        v.addGestureRecognizer(single); v.addGestureRecognizer(double)
        let d = ScriptedDelegate()
        d.requiredToFailBy = { g, other in g === double && other === single }
        double.delegate = d
        try device.at(0, .down(id: 0, at: pt(100, 100)))
        try device.at(60, .up(id: 0))
        try device.at(180, .down(id: 0, at: pt(100, 100)))
        try device.at(240, .up(id: 0))
        try device.settle()
        #expect(log.entries == ["double@240"])
        #expect(device.states(of: "single").contains("pending(recognized)→failed (required failure of double, which recognized)"))
    }
}
