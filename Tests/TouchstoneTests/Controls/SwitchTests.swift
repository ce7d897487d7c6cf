import Foundation
import Testing
@testable import Touchstone

/// UISwitch (rules §12, D15; CC53, CC54) in both behaviours.
@Suite("UISwitch (rules §12; CC53, CC54)")
struct SwitchTests {
    /// sw(50,100,51,31), off, in the root view.
    private func scene(_ behavior: UISwitch.Behavior) -> (Device, UIView, UISwitch) {
        let sw = UISwitch(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        sw.accessibilityIdentifier = "sw"
        sw.behavior = behavior
        let (device, root) = makeScene { $0.addSubview(sw) }
        return (device, root, sw)
    }

    private let light = "UIImpactFeedbackGenerator impactOccurred(.light, intensity: 1.00)"

    @Test func switchKeepsUIKitSize() {
        let sw = UISwitch(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        #expect(sw.frame == CGRect(x: 50, y: 100, width: 51, height: 31))
        #expect(sw.trackView.frame == sw.bounds)
    }

    @Test(arguments: UISwitch.Behavior.allCases)
    func tapTogglesOnceAtTheLift(_ behavior: UISwitch.Behavior) throws {
        // CC53: isOn = true; one valueChanged ≈80; one light impact.
        let (device, _, sw) = scene(behavior)
        try device.touchDown(at: CGPoint(x: 75, y: 115))
        try device.advance(to: ms(79))
        #expect(!sw.isOn)
        try device.advance(to: ms(80)); try device.touchUp()
        #expect(sw.isOn)
        #expect(device.controlEvents(of: "sw") == ["touchDown@0", "valueChanged@80", "primaryActionTriggered@80", "touchUpInside@80"])
        #expect(device.haptics() == ["\(light)@80"])
    }

    /// CC54: d(62,115)@0 → (92,115) over 16–160, → (62,115) over 176–320, u@336.
    private func dragBackAndForth(_ sw: UISwitch, _ device: Device) throws {
        try device.touchDown(at: CGPoint(x: 62, y: 115))
        for k in 1...10 { try device.advance(to: ms(Double(16 * k))); try device.touchMove(to: CGPoint(x: 62 + 3 * CGFloat(k), y: 115)) }
        for k in 1...10 { try device.advance(to: ms(Double(160 + 16 * k))); try device.touchMove(to: CGPoint(x: 92 - 3 * CGFloat(k), y: 115)) }
        try device.advance(to: ms(336)); try device.touchUp()
    }

    @Test func modernDragFlipsTheDisplayAndReportsNothingWhenBackWhereItStarted() throws {
        // CC54 (D15): on after > 25 pt right (x = 89 at 144 ms), off after > 25 pt back (x = 62 at
        // 320 ms); no valueChanged because the final value equals the initial one.
        let (device, _, sw) = scene(.valueChangedOnceAtDragEnd)
        try dragBackAndForth(sw, device)
        #expect(device.timeline(.state).filter { $0.hasPrefix("sw ") } == ["sw displays on@144", "sw displays off@320"])
        #expect(!sw.isOn)
        // The switch tracks like a control until its pan begins at 12 pt and cancels the touch.
        #expect(device.controlEvents(of: "sw") == [
            "touchDown@0", "touchDragInside@16", "touchDragInside@32", "touchDragInside@48", "touchCancel@64",
        ])
        #expect(device.haptics().isEmpty)
    }

    @Test func modernDragReportsOnceAtTheEndWhenTheValueChanged() throws {
        let (device, _, sw) = scene(.valueChangedOnceAtDragEnd)
        try device.press(CGPoint(x: 62, y: 115), moves: (1...10).map { CGPoint(x: 62 + 3 * CGFloat($0), y: 115) })
        #expect(sw.isOn)
        #expect(device.controlEvents(of: "sw").suffix(3) == ["touchCancel@64", "valueChanged@176", "primaryActionTriggered@176"])
        #expect(device.haptics() == ["\(light)@176"])
    }

    @Test func seedBehaviourFiresValueChangedAtEveryFlip() throws {
        // CC54 legacy expectation / seed 004 / cases C49: the switch "jumps back and forth" and
        // valueChanged fires each time.
        let (device, _, sw) = scene(.valueChangedAtEveryFlip)
        try dragBackAndForth(sw, device)
        #expect(!sw.isOn)
        #expect(device.controlEvents(of: "sw") == [
            "touchDown@0", "touchDragInside@16", "touchDragInside@32", "touchDragInside@48",
            "touchCancel@64", "valueChanged@144", "primaryActionTriggered@144",
            "valueChanged@320", "primaryActionTriggered@320",
        ])
        #expect(device.haptics() == ["\(light)@144", "\(light)@320"])
    }

    @Test func setOnSendsNoAction() throws {
        let (device, _, sw) = scene(.valueChangedAtEveryFlip)
        var calls = 0
        sw.addAction(UIAction { _ in calls += 1 }, for: .allEvents)
        sw.setOn(true, animated: true)
        sw.isOn = false
        #expect(calls == 0)
        #expect(device.controlEvents(of: "sw").isEmpty)
        #expect(device.haptics().isEmpty)
    }

    @Test func switchBlocksAnAncestorSingleTap() throws {
        let (device, root, sw) = scene(.valueChangedAtEveryFlip)
        let log = ActionLog(device)
        let tapR = UITapGestureRecognizer(); log.attach(tapR, as: "tapR"); root.addGestureRecognizer(tapR)
        try device.tap(at: CGPoint(x: 75, y: 115))
        #expect(log.entries.isEmpty)
        #expect(sw.isOn)
    }

    @Test func ancestorPanAlongTheSwitchFromTheKnobIsRefused() throws {
        // Rules §7.6 / A9: a pan starting on the knob and running along the switch may not begin.
        // From the track (right part while off) the ancestor pan is allowed to try, and then loses
        // to the switch's own pan, which began first.
        for (startX, cause) in [(62.0, "sw.track gestureRecognizerShouldBegin returned false"),
                                (95.0, "excluded by UISwitch-pan")] {
            let (device, root, _) = scene(.valueChangedOnceAtDragEnd)
            let panR = UIPanGestureRecognizer(); panR.name = "panR"; panR.addHandler { _ in }
            root.addGestureRecognizer(panR)
            try device.press(CGPoint(x: startX, y: 115), moves: (1...6).map { CGPoint(x: startX + 5 * CGFloat($0), y: 115) })
            let failed = device.trace.entries.first { $0.subject == "panR" && $0.message.hasSuffix("→failed") }
            #expect(failed?.cause?.hasPrefix(cause) == true, "\(String(describing: failed?.cause))")
            #expect(!device.lines(.action).contains { $0.hasPrefix("panR") })
        }
    }

    @Test func verticalDragStartingOnTheSwitchBelongsToTheAncestor() throws {
        let (device, root, sw) = scene(.valueChangedOnceAtDragEnd)
        let log = ActionLog(device)
        let panR = UIPanGestureRecognizer(); log.attach(panR, as: "panR"); root.addGestureRecognizer(panR)
        try device.press(CGPoint(x: 62, y: 115), moves: (1...6).map { CGPoint(x: 62, y: 115 + 5 * CGFloat($0)) })
        #expect(log.entries.first == "panR.began@32")
        #expect(device.controlEvents(of: "sw") == ["touchDown@0", "touchDragInside@16", "touchCancel@32"])
        #expect(!sw.isOn)
    }
}
