import Foundation
import Testing
@testable import Touchstone

/// Recogniser subclasses that break the rules (GitHub issue 6): illegal state transitions,
/// transitions requested from timers after reset, and `ignore(_:for:)` for touches a recogniser
/// does not have. Each gets a trace `error` line or a documented UIKit-like outcome (rules §4.2,
/// §4.4, §4.8; Sources/TouchstoneScenarios/TouchstoneScenarios.docc/Robustness.md), never a crash, and the device stays usable.
@Suite("Robustness: hostile recogniser subclasses")
struct HostileRecognizerTests {
    private func scene() -> (Device, LoggingView) {
        let v = LoggingView("V", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        return (device, v)
    }

    private func errors(_ device: Device, _ name: String) -> [String] {
        device.trace.entries.filter { $0.kind == .error && $0.subject == name }.map(\.message)
    }

    /// With the misbehaving recognisers taken off, a plain tap on `v` fires once: the device is
    /// usable after the misbehaviour.
    private func expectTapWorks(_ device: Device, on v: UIView) throws {
        for r in v.gestureRecognizers ?? [] { v.removeGestureRecognizer(r) }
        var taps = 0
        v.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        try device.advance(by: 1)
        try device.tap(at: pt(200, 200))
        #expect(taps == 1)
    }

    @Test func beganBackToPossibleIsRefusedWithAnError() throws {
        let (device, v) = scene()
        let log = ActionLog(device)
        let m = ManualRecognizer(); log.attach(m, as: "m"); v.addGestureRecognizer(m)
        m.onBegan = { r, _, _ in r.state = .began }
        m.onMoved = { r, _, _ in r.state = .possible }
        m.onEnded = { r, _, _ in r.state = .ended }
        try device.touchDown(at: pt(100, 100))
        try device.move(0, from: pt(100, 100), to: pt(100, 140), at: [16])
        #expect(m.state == .changed)
        #expect(errors(device, "m") == ["illegal transition began→possible ignored"])
        try device.at(32, .up(id: 0))
        #expect(log.entries == ["m.began@0", "m.changed@16", "m.ended@32"])
        #expect(m.state == .possible)
        try expectTapWorks(device, on: v)
    }

    @Test func endedToChangedIsRefusedWithAnErrorAndNoAction() throws {
        let (device, v) = scene()
        let log = ActionLog(device)
        let m = ManualRecognizer(); log.attach(m, as: "m"); v.addGestureRecognizer(m)
        m.onBegan = { r, _, _ in r.state = .began; r.state = .ended; r.state = .changed }
        try device.touchDown(at: pt(100, 100))
        // Actions go out for the state reached when the callback returns: began is folded into ended.
        #expect(log.entries == ["m.ended@0"])
        #expect(errors(device, "m") == ["illegal transition ended→changed ignored"])
        try device.touchUp()
        #expect(m.state == .possible)
        try expectTapWorks(device, on: v)
    }

    @Test func ownTimerStartedBeforeResetNeverFires() throws {
        // `startTimer` timers belong to the attempt: reset cancels them, so a late "began" from
        // a timer of a finished attempt cannot happen (rules §4.4).
        final class LatePress: UIGestureRecognizer {
            var fired = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                startTimer(after: 0.5, name: "late began") { [unowned self] in fired += 1; state = .began }
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
        }
        let (device, v) = scene()
        let log = ActionLog(device)
        let late = LatePress(); log.attach(late, as: "late"); v.addGestureRecognizer(late)
        try device.tap(at: pt(100, 100))
        try device.advance(by: 1)
        #expect(late.fired == 0)
        #expect(log.entries.isEmpty)
        #expect(late.state == .possible)
        #expect(device.lines(.error).isEmpty)
    }

    @Test func stateSetFromADeviceTimerAfterResetIsRefused() throws {
        // A subclass that schedules its own device timer (not `startTimer`) outlives the attempt.
        // Requests made once the attempt is over and the recogniser holds no touch are refused
        // with an error, so a stale timer cannot send an action nobody's finger caused.
        final class Stale: UIGestureRecognizer {
            var device: Device?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                device?.schedule(after: 0.5, name: "stale") { [unowned self] in state = .began }
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
        }
        let (device, v) = scene()
        let log = ActionLog(device)
        let stale = Stale(); stale.device = device; log.attach(stale, as: "stale"); v.addGestureRecognizer(stale)
        try device.tap(at: pt(100, 100))
        try device.advance(by: 1)
        #expect(log.entries.isEmpty)
        #expect(stale.state == .possible)
        #expect(errors(device, "stale") == ["began requested with no touches ignored"])
        try expectTapWorks(device, on: v)
    }

    @Test func ignoringATouchItDoesNotHaveChangesNothing() throws {
        // The recogniser on the left half ignores the right finger, which it never had: that
        // finger's own recogniser and view go on as if nothing had been said.
        let left = LoggingView("left", frame: CGRect(x: 0, y: 0, width: 195, height: 844))
        let right = LoggingView("right", frame: CGRect(x: 195, y: 0, width: 195, height: 844))
        let (device, _) = makeScene { $0.addSubview(left); $0.addSubview(right) }
        let log = ActionLog(device)
        let rogue = ManualRecognizer(); log.attach(rogue, as: "rogue"); left.addGestureRecognizer(rogue)
        let rightTap = UITapGestureRecognizer(); log.attach(rightTap, as: "rightTap")
        rightTap.delaysTouchesBegan = true
        right.addGestureRecognizer(rightTap)
        var stranger: UITouch?
        rogue.onMoved = { r, _, event in
            if let t = event.allTouches?.first(where: { $0.view === right }) { stranger = t; r.ignore(t, for: event) }
        }
        try device.at(0, .down(id: 0, at: pt(100, 400)), .down(id: 1, at: pt(300, 400)))
        try device.at(16, .move(id: 0, to: pt(100, 410)))
        #expect(stranger != nil)
        #expect(right.log.isEmpty, "the right view's touchesBegan is still held back by its tap")
        try device.at(40, .up(id: 1))
        try device.at(60, .up(id: 0))
        // Exactly what happens without the rogue call: the tap recognises and, as it delays
        // touchesBegan, its view never hears of the touch (rules §4.6).
        #expect(log.entries == ["rightTap@40"])
        #expect(right.log.isEmpty)
        #expect(rogue.state == .possible)
        // The call is recorded (the finger will never reach the rogue), and is no error.
        #expect(device.states(of: "rogue") == ["ignores finger 1 (ignore(_:for:))"])
        #expect(device.lines(.error).isEmpty)
    }

    @Test func ignoringTheSameTouchTwiceIsHarmless() throws {
        let (device, v) = scene()
        let m = ManualRecognizer(); m.name = "m"; v.addGestureRecognizer(m)
        m.onBegan = { r, touches, event in for t in touches { r.ignore(t, for: event); r.ignore(t, for: event) } }
        try device.tap(at: pt(100, 100))
        #expect(v.log == ["touchesBegan", "touchesEnded"])
        #expect(m.numberOfTouches == 0)
        try expectTapWorks(device, on: v)
    }
}
