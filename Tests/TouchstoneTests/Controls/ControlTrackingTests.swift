import Foundation
import Testing
@testable import Touchstone

/// UIControl tracking and event conditions (rules §7.3–§7.5, R3, H6).
@Suite("Control tracking (rules §7.3–§7.5; CC05, CC06, CC12, CC44–CC46)")
struct ControlTrackingTests {
    @Test func eventRawValuesMatchUIKit() {
        // Rules §7.1.
        typealias E = UIControl.Event
        #expect(E.touchDown.rawValue == 1 && E.touchDownRepeat.rawValue == 2 && E.touchDragInside.rawValue == 4)
        #expect(E.touchDragOutside.rawValue == 8 && E.touchDragEnter.rawValue == 16 && E.touchDragExit.rawValue == 32)
        #expect(E.touchUpInside.rawValue == 64 && E.touchUpOutside.rawValue == 128 && E.touchCancel.rawValue == 256)
        #expect(E.valueChanged.rawValue == 4096 && E.primaryActionTriggered.rawValue == 8192)
        #expect(E.menuActionTriggered.rawValue == 1 << 14)
        #expect(E.editingDidBegin.rawValue == 1 << 16 && E.editingChanged.rawValue == 1 << 17)
        #expect(E.editingDidEnd.rawValue == 1 << 18 && E.editingDidEndOnExit.rawValue == 1 << 19)
        #expect(E.allTouchEvents.rawValue == 0xFFF && E.allEditingEvents.rawValue == 0xF0000)
        #expect(E.applicationReserved.rawValue == 0x0F00_0000 && E.systemReserved.rawValue == 0xF000_0000)
        #expect(E.allEvents.rawValue == 0xFFFF_FFFF)
        #expect(E.allTouchEvents.contains(.touchCancel) && !E.allTouchEvents.contains(.valueChanged))
        #expect(([.touchDown, .touchUpInside] as E).description == "touchDown|touchUpInside")
    }

    @Test func stateCombinesEnabledHighlightedSelected() {
        let c = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(c.state == .normal)
        c.isEnabled = false; c.isSelected = true
        #expect(c.state == [.disabled, .selected])
        #expect(c.state.rawValue == 6)
        c.isEnabled = true; c.isHighlighted = true
        #expect(c.state.rawValue == 5)
    }

    @Test func enlargedButtonIsHitAndTracksOutsideItsBounds() throws {
        // CC05 / seed 003 "enlarge the button's tap area by 20 pt".
        final class BigButton: UIButton {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).hitContains(point)
            }
        }
        let btn = BigButton(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
        btn.accessibilityIdentifier = "Btn"
        let (device, _) = makeScene { $0.addSubview(btn) }
        try device.touchDown(at: CGPoint(x: 90, y: 90))
        try device.advance(to: ms(80)); try device.touchUp()
        #expect(device.lines(.hitTest).first == "Btn hit")
        #expect(device.controlEvents(of: "Btn") == ["touchDown@0", "touchUpInside@80", "primaryActionTriggered@80"])
    }

    @Test func disabledButtonIsTransparentToHitTesting() throws {
        // CC06 / rules H6: the root's tap fires, the button sends nothing.
        let btn = makeButton("Btn", frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        btn.isEnabled = false
        var fired = 0
        btn.addAction(UIAction { _ in fired += 1 }, for: .touchUpInside)
        let (device, root) = makeScene { $0.addSubview(btn) }
        let log = ActionLog(device)
        let tapR = UITapGestureRecognizer(); log.attach(tapR, as: "tapR"); root.addGestureRecognizer(tapR)
        try device.touchDown(at: CGPoint(x: 195, y: 422)); try device.advance(to: ms(80)); try device.touchUp()
        #expect(device.lines(.hitTest).first == "root hit")
        #expect(log.entries == ["tapR@80"])
        #expect(device.controlEvents(of: "Btn").isEmpty)
        #expect(fired == 0)
        #expect(btn.state.contains(.disabled))
    }

    @Test func aButtonDisabledAfterTouchDownStillSendsTouchUpInside() throws {
        // Radar 42378576 (iOS 11.4, iOS 12 betas): `isEnabled` is read when the touch lands;
        // tracking that began goes on (ProfileDecisions V15).
        let btn = makeButton("Btn", frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        let (device, _) = makeScene { $0.addSubview(btn) }
        try device.touchDown(at: CGPoint(x: 195, y: 422))
        try device.advance(to: ms(40))
        btn.isEnabled = false
        try device.advance(to: ms(80)); try device.touchUp()
        #expect(device.controlEvents(of: "Btn") == ["touchDown@0", "touchUpInside@80", "primaryActionTriggered@80"])
    }

    @Test func exclusiveTouchButtonsKeepTheSecondFingerOut() throws {
        // CC12 / A17: with both exclusive only A reacts; without, both do.
        for exclusive in [true, false] {
            let a = makeButton("A", frame: CGRect(x: 40, y: 400, width: 140, height: 44))
            let b = makeButton("B", frame: CGRect(x: 210, y: 400, width: 140, height: 44))
            a.isExclusiveTouch = exclusive; b.isExclusiveTouch = exclusive
            let (device, _) = makeScene { $0.addSubview(a); $0.addSubview(b) }
            try device.touchDown(id: 1, at: CGPoint(x: 110, y: 422))
            try device.advance(to: ms(20)); try device.touchDown(id: 2, at: CGPoint(x: 280, y: 422))
            try device.advance(to: ms(80)); try device.touchUp(id: 1)
            try device.advance(to: ms(90)); try device.touchUp(id: 2)
            #expect(device.controlEvents(of: "A") == ["touchDown@0", "touchUpInside@80", "primaryActionTriggered@80"])
            if exclusive {
                #expect(device.controlEvents(of: "B").isEmpty)
            } else {
                #expect(device.controlEvents(of: "B") == ["touchDown@20", "touchUpInside@90", "primaryActionTriggered@90"])
            }
        }
    }

    /// CC44: Btn(145,700,100,44); finger from (195,722) up to y = `endY` over 25 samples 16 ms apart.
    private func dragUp(to endY: CGFloat) throws -> (Device, [CGFloat]) {
        let btn = makeButton("Btn", frame: CGRect(x: 145, y: 700, width: 100, height: 44))
        let (device, _) = makeScene { $0.addSubview(btn) }
        let ys = (1...25).map { k in 722 - (722 - endY) * CGFloat(k) / 25 }
        try device.press(CGPoint(x: 195, y: 722), moves: ys.map { CGPoint(x: 195, y: $0) })
        return (device, ys)
    }

    @Test func dragEventsFollowTheSeventyPointSlop() throws {
        // CC44: inside while y ≥ 630 (70 pt above the top edge at 700); Exit then Outside on the
        // first sample above it, in that order; touchUpOutside at the lift.
        let (device, ys) = try dragUp(to: 600)
        var expected = ["touchDown@0"]
        var inside = true
        for (i, y) in ys.enumerated() {
            let t = 16 * (i + 1)
            let nowInside = y >= 630
            if inside && !nowInside { expected.append("touchDragExit@\(t)") }
            expected.append(nowInside ? "touchDragInside@\(t)" : "touchDragOutside@\(t)")
            inside = nowInside
        }
        expected.append("touchUpOutside@416")
        #expect(device.controlEvents(of: "Btn") == expected)
        #expect(expected.contains("touchDragExit@304"))  // k = 19: y = 629.28 is the first sample above 630
        #expect(expected.contains("touchDragInside@288"))  // k = 18: y = 634.16
    }

    @Test func liftWithinTheSlopIsTouchUpInside() throws {
        // CC44 variant: stopping at y = 660 (40 pt outside the bounds) is still inside.
        let (device, _) = try dragUp(to: 660)
        let events = device.controlEvents(of: "Btn")
        #expect(!events.contains { $0.hasPrefix("touchDragExit") || $0.hasPrefix("touchDragOutside") })
        #expect(events.suffix(2) == ["touchUpInside@416", "primaryActionTriggered@416"])
    }

    @Test func slopBoundaryIsInclusiveAtSeventyPoints() {
        // Rules §7.4: bounds grown by 70 pt, min edges inclusive and max edges exclusive (H3).
        let btn = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        #expect(btn.pointMostlyInside(CGPoint(x: -70, y: 22), with: nil))
        #expect(!btn.pointMostlyInside(CGPoint(x: -70.5, y: 22), with: nil))
        #expect(btn.pointMostlyInside(CGPoint(x: 169.5, y: 22), with: nil))
        #expect(!btn.pointMostlyInside(CGPoint(x: 170, y: 22), with: nil))
        #expect(btn.pointMostlyInside(CGPoint(x: 50, y: -70), with: nil))
        #expect(!btn.pointMostlyInside(CGPoint(x: 50, y: 114), with: nil))
    }

    @Test func enlargedPointInsideAlsoEnlargesTheTrackingArea() throws {
        // Rules §7.4 (D11 pointMostlyInside asks point(inside:) too).
        final class WideButton: UIButton {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.hitContains(point) || (point.x >= -200 && point.x < 0 && point.y >= 0 && point.y < 44)
            }
        }
        let btn = WideButton(frame: CGRect(x: 250, y: 400, width: 100, height: 44))
        btn.accessibilityIdentifier = "Btn"
        let (device, _) = makeScene { $0.addSubview(btn) }
        // 150 pt left of the button: outside the 70 pt slop but accepted by point(inside:).
        try device.press(CGPoint(x: 300, y: 422), moves: [CGPoint(x: 100, y: 422)])
        #expect(device.controlEvents(of: "Btn") == ["touchDown@0", "touchDragInside@16", "touchUpInside@32", "primaryActionTriggered@32"])
    }

    @Test func dragExitThenEnterComesBeforeTheMoveEvent() throws {
        // Rules §7.3: Enter/Exit first, then Inside/Outside, on the same move.
        let btn = makeButton("Btn", frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        let (device, _) = makeScene { $0.addSubview(btn) }
        try device.press(CGPoint(x: 195, y: 422), moves: [CGPoint(x: 195, y: 600), CGPoint(x: 195, y: 430)])
        #expect(device.controlEvents(of: "Btn") == [
            "touchDown@0", "touchDragExit@16", "touchDragOutside@16", "touchDragEnter@32", "touchDragInside@32",
            "touchUpInside@48", "primaryActionTriggered@48",
        ])
    }

    @Test func secondQuickTapSendsTouchDownRepeat() throws {
        // CC45.
        let btn = makeButton("Btn", frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        let (device, _) = makeScene { $0.addSubview(btn) }
        let p = CGPoint(x: 195, y: 422)
        try device.touchDown(at: p); try device.advance(to: ms(60)); try device.touchUp()
        try device.advance(to: ms(180)); try device.touchDown(at: p); try device.advance(to: ms(240)); try device.touchUp()
        #expect(device.controlEvents(of: "Btn").filter { !$0.hasPrefix("primary") } == [
            "touchDown@0", "touchUpInside@60", "touchDown@180", "touchDownRepeat@180", "touchUpInside@240",
        ])
    }

    @Test func continueTrackingFalseEndsSilently() throws {
        // CC46: touchDown@0, then nothing — and nothing reaches the superview either.
        let parent = LoggingView("P", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let ctl = CustomControl("Ctl", frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        ctl.continues = false
        parent.addSubview(ctl)
        let (device, _) = makeScene { $0.addSubview(parent) }
        try device.touchDown(at: CGPoint(x: 195, y: 422))
        try device.advance(to: ms(16)); try device.touchMove(to: CGPoint(x: 200, y: 422))
        #expect(!ctl.isTracking && !ctl.isHighlighted)
        try device.advance(to: ms(80)); try device.touchUp()
        #expect(device.controlEvents(of: "Ctl") == ["touchDown@0"])
        #expect(parent.log.isEmpty)
    }

    @Test func trackedTouchesAreSwallowedButRefusedOnesGoUpTheChain() throws {
        // Rules R3: a tracking control does not forward; beginTracking false forwards everything.
        for begins in [true, false] {
            let parent = LoggingView("P", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let ctl = CustomControl("Ctl", frame: CGRect(x: 145, y: 400, width: 100, height: 44))
            ctl.begins = begins
            parent.addSubview(ctl)
            let (device, _) = makeScene { $0.addSubview(parent) }
            try device.press(CGPoint(x: 195, y: 422), moves: [CGPoint(x: 198, y: 422)])
            if begins {
                #expect(parent.log.isEmpty)
                #expect(device.controlEvents(of: "Ctl") == ["touchDown@0", "touchDragInside@16", "touchUpInside@32"])
            } else {
                #expect(parent.log == ["touchesBegan", "touchesMoved", "touchesEnded"])
                #expect(device.controlEvents(of: "Ctl").isEmpty)
            }
        }
    }

    @Test func touchesForwardedFromASubviewAreNotTracked() throws {
        // D11 tracks only touches whose view is the control itself.
        let btn = makeButton("Btn", frame: CGRect(x: 100, y: 400, width: 200, height: 44))
        let inner = LoggingView("inner", frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        btn.addSubview(inner)
        let (device, _) = makeScene { $0.addSubview(btn) }
        try device.tap(at: CGPoint(x: 150, y: 422))
        #expect(inner.log == ["touchesBegan", "touchesEnded"])
        #expect(device.controlEvents(of: "Btn").isEmpty)
        try device.advance(by: 1)
        try device.tap(at: CGPoint(x: 250, y: 422))
        #expect(device.controlEvents(of: "Btn").count == 3)
    }

    @Test func trackingFlagsDuringATouch() throws {
        let btn = makeButton("Btn", frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        let (device, _) = makeScene { $0.addSubview(btn) }
        try device.touchDown(at: CGPoint(x: 195, y: 422))
        #expect(btn.isTracking && btn.isTouchInside && btn.isHighlighted)
        try device.advance(by: ms(16)); try device.touchMove(to: CGPoint(x: 195, y: 300))
        #expect(btn.isTracking && !btn.isTouchInside && !btn.isHighlighted)
        try device.advance(by: ms(16)); try device.touchUp()
        #expect(!btn.isTracking && !btn.isTouchInside && !btn.isHighlighted)
    }

    @Test func highlightLastsAtLeastPointTwelveSeconds() throws {
        // Rules §7.3 (D11: 0.12 s). Quick tap: on from 0 to 120 ms; held tap: off at the lift.
        let btn = makeButton("Btn", frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        let (device, _) = makeScene { $0.addSubview(btn) }
        try device.touchDown(at: CGPoint(x: 195, y: 422)); try device.advance(to: ms(50)); try device.touchUp()
        #expect(btn.isHighlighted)
        try device.advance(to: ms(119))
        #expect(btn.isHighlighted)
        try device.advance(to: ms(120))
        #expect(!btn.isHighlighted)
        try device.advance(to: ms(500))
        try device.touchDown(at: CGPoint(x: 195, y: 422)); try device.advance(to: ms(700)); try device.touchUp()
        #expect(!btn.isHighlighted)
    }

    @Test func cancelledTouchSendsTouchCancelAndUnhighlights() throws {
        let btn = makeButton("Btn", frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        let (device, _) = makeScene { $0.addSubview(btn) }
        try device.touchDown(at: CGPoint(x: 195, y: 422))
        try device.advance(to: ms(30)); try device.touchCancel()
        #expect(device.controlEvents(of: "Btn") == ["touchDown@0", "touchCancel@30"])
        #expect(!btn.isHighlighted && !btn.isTracking)
    }

    @Test func removingATrackingControlFromItsWindowCancelsTracking() throws {
        // D11 `_didMoveFromWindow:toWindow:` cancels tracking; Touchstone delivers touchesCancelled.
        let btn = makeButton("Btn", frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        let (device, _) = makeScene { $0.addSubview(btn) }
        try device.touchDown(at: CGPoint(x: 195, y: 422))
        try device.advance(to: ms(30))
        btn.removeFromSuperview()
        try device.advance(to: ms(60)); try device.touchUp()
        #expect(device.controlEvents(of: "Btn") == ["touchDown@0", "touchCancel@30"])
    }

    @Test func labelsAndImageViewsIgnoreTouchesUntilEnabled() throws {
        // CC07 / rules H7.
        for enabled in [false, true] {
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
            let image = UIImageView(frame: CGRect(x: 20, y: 200, width: 200, height: 40))
            #expect(!label.isUserInteractionEnabled && !image.isUserInteractionEnabled)
            if enabled { label.isUserInteractionEnabled = true; image.isUserInteractionEnabled = true }
            let (device, _) = makeScene { $0.addSubview(label); $0.addSubview(image) }
            let log = ActionLog(device)
            let tapL = UITapGestureRecognizer(); log.attach(tapL, as: "tapL"); label.addGestureRecognizer(tapL)
            let tapI = UITapGestureRecognizer(); log.attach(tapI, as: "tapI"); image.addGestureRecognizer(tapI)
            try device.tap(at: CGPoint(x: 50, y: 120))
            try device.advance(to: ms(500))
            try device.tap(at: CGPoint(x: 50, y: 220))
            #expect(log.entries == (enabled ? ["tapL@80", "tapI@580"] : []))
        }
    }
}
