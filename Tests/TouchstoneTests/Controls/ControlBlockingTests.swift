import Foundation
import Testing
@testable import Touchstone

/// Controls versus recognisers attached to their ancestors (rules §7.6, A9, seed 003; CC33–CC36).
@Suite("Controls block ancestors' single taps (rules §7.6; CC33–CC36)")
struct ControlBlockingTests {
    private let center = CGPoint(x: 195, y: 422)

    /// Root with `tapR`, a control at (145,400,100,44); one tap d@0 u@80. Returns the timeline of
    /// the control's events, the tap's state changes and actions.
    private func tapOnControl(_ control: UIControl, recognizer: UIGestureRecognizer? = nil,
                              onControl: UIGestureRecognizer? = nil) throws -> (Device, [String]) {
        control.frame = CGRect(x: 145, y: 400, width: 100, height: 44)
        let (device, root) = makeScene { $0.addSubview(control) }
        let tapR = recognizer ?? UITapGestureRecognizer()
        tapR.name = tapR.name ?? "tapR"
        tapR.addHandler { _ in }
        root.addGestureRecognizer(tapR)
        if let onControl { onControl.addHandler { _ in }; control.addGestureRecognizer(onControl) }
        try device.touchDown(at: center); try device.advance(to: ms(80)); try device.touchUp()
        try device.settle()
        let names = [control.traceName, tapR.traceName] + (onControl.map { [$0.traceName] } ?? [])
        let timeline = device.trace.entries
            .filter { [.control, .action, .state].contains($0.kind) && names.contains($0.subject) && !$0.message.hasSuffix("→possible") }
            .map { "\($0.subject) \($0.message)@\(Int(($0.time * 1000).rounded()))" }
        return (device, timeline)
    }

    @Test func buttonBlocksAnAncestorSingleTap() throws {
        // CC33: touchDown@0; tapR fails@80 (button veto); touchUpInside@80; no tapR action.
        let (_, timeline) = try tapOnControl(makeButton("Btn", frame: .zero))
        #expect(timeline == [
            "Btn touchDown@0", "tapR possible→failed@80", "Btn touchUpInside@80", "Btn primaryActionTriggered@80",
        ])
    }

    @Test func vetoIsRecordedWithItsCause() throws {
        let (device, _) = try tapOnControl(makeButton("Btn", frame: .zero))
        let failed = device.trace.entries.first { $0.subject == "tapR" && $0.message == "possible→failed" }
        #expect(failed?.cause == "Btn gestureRecognizerShouldBegin returned false")
    }

    @Test func customControlDoesNotBlock() throws {
        // CC34: touchDown@0; tapR action@80; touchCancel@80; no touchUpInside.
        let (_, timeline) = try tapOnControl(CustomControl("Ctl", frame: .zero))
        #expect(timeline == ["Ctl touchDown@0", "tapR possible→recognized@80", "tapR action@80", "Ctl touchCancel@80"])
    }

    @Test func buttonSubclassInheritsBlocking() throws {
        // Seed 003: "they and their subclasses" block.
        final class FancyButton: UIButton {}
        let b = FancyButton(frame: .zero); b.accessibilityIdentifier = "Fancy"
        let (_, timeline) = try tapOnControl(b)
        #expect(timeline.contains("Fancy touchUpInside@80"))
        #expect(!timeline.contains { $0.hasPrefix("tapR action") })
    }

    @Test func recognizerOnTheButtonItselfWins() throws {
        // CC35 / A9: touchDown@0; ownTap action@80; touchCancel@80; no touchUpInside.
        let own = UITapGestureRecognizer(); own.name = "ownTap"
        let btn = makeButton("Btn", frame: .zero)
        let (_, timeline) = try tapOnControl(btn, onControl: own)
        #expect(timeline.filter { !$0.hasPrefix("tapR") } == [
            "Btn touchDown@0", "ownTap possible→recognized@80", "ownTap action@80", "Btn touchCancel@80",
        ])
    }

    @Test func ancestorDoubleTapIsNotBlocked() throws {
        // CC36: doubleR action@240; the button gets touchCancel@240 for the second tap. The first
        // tap's touchUpInside comes at its lift (delaysTouchesEnded lets go with no finger down, D2).
        let btn = makeButton("Btn", frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        let (device, root) = makeScene { $0.addSubview(btn) }
        let log = ActionLog(device)
        let doubleR = UITapGestureRecognizer(); doubleR.numberOfTapsRequired = 2; log.attach(doubleR, as: "doubleR")
        root.addGestureRecognizer(doubleR)
        try device.touchDown(at: center); try device.advance(to: ms(60)); try device.touchUp()
        try device.advance(to: ms(180)); try device.touchDown(at: center); try device.advance(to: ms(240)); try device.touchUp()
        #expect(log.entries == ["doubleR@240"])
        #expect(device.controlEvents(of: "Btn") == [
            "touchDown@0", "touchUpInside@60", "primaryActionTriggered@60",
            "touchDown@180", "touchDownRepeat@180", "touchCancel@240",
        ])
    }

    @Test func twoFingerAncestorTapIsNotBlocked() throws {
        // Rules §7.6: only single-finger single taps are refused.
        let btn = makeButton("Btn", frame: CGRect(x: 100, y: 400, width: 190, height: 44))
        let (device, root) = makeScene { $0.addSubview(btn) }
        let log = ActionLog(device)
        let twoFinger = UITapGestureRecognizer(); twoFinger.numberOfTouchesRequired = 2; log.attach(twoFinger, as: "two")
        root.addGestureRecognizer(twoFinger)
        try device.send([.down(id: 1, at: CGPoint(x: 150, y: 422)), .down(id: 2, at: CGPoint(x: 250, y: 422))])
        try device.advance(to: ms(80))
        try device.send([.up(id: 1), .up(id: 2)])
        #expect(log.entries == ["two@80"])
    }

    @Test func everyUIKitTapControlBlocksButCustomOnesDoNot() throws {
        // Rules §7.6 list: UIButton, UISwitch, UIStepper, UISegmentedControl, UIPageControl, and
        // UITextField (seed 003); a direct UIControl subclass does not.
        let controls: [(UIControl, Bool)] = [
            (UIButton(frame: .zero), true), (UISwitch(frame: .zero), true), (UIStepper(frame: .zero), true),
            (UISegmentedControl(items: ["a", "b"]), true), (UIPageControl(frame: .zero), true),
            (UITextField(frame: .zero), true), (CustomControl("c", frame: .zero), false),
        ]
        for (control, blocks) in controls {
            let tapR = UITapGestureRecognizer()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            root.addSubview(control)
            root.addGestureRecognizer(tapR)
            #expect(control.gestureRecognizerShouldBegin(tapR) == !blocks, "\(type(of: control))")
            let double = UITapGestureRecognizer(); double.numberOfTapsRequired = 2
            root.addGestureRecognizer(double)
            #expect(control.gestureRecognizerShouldBegin(double))
            let own = UITapGestureRecognizer()
            control.addGestureRecognizer(own)
            #expect(control.gestureRecognizerShouldBegin(own))
        }
    }

    @Test func longPressOnAnAncestorIsNotBlocked() throws {
        // Rules §7.6: long presses are not refused; the button gets touchCancel when it begins.
        let btn = makeButton("Btn", frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        let (device, root) = makeScene { $0.addSubview(btn) }
        let log = ActionLog(device)
        let lp = UILongPressGestureRecognizer(); log.attach(lp, as: "lp"); root.addGestureRecognizer(lp)
        try device.touchDown(at: center); try device.advance(to: ms(800)); try device.touchUp()
        #expect(log.entries == ["lp.began@500", "lp.ended@800"])
        #expect(device.controlEvents(of: "Btn") == ["touchDown@0", "touchCancel@500"])
    }
}
