import Foundation
import Testing
@testable import Touchstone

/// Seed 004 end to end: the UISwitch drag bug, the clear-overlay + tap fix, haptics only for
/// user taps, and why the flag must be reset by a completion handler (CC55).
@Suite("Seed 004: UISwitch overlay fix and haptics (CC55)")
struct Seed004SwitchTests {
    /// The seed's first attempts: listen to valueChanged / touchUpInside / touchUpOutside.
    final class Listener {
        var log: [String] = []
        func valueChanged(_ sw: UISwitch) { log.append("valueChanged(\(sw.isOn))") }
        func touchUpInside(_ sw: UISwitch) { log.append("touchUpInside") }
        func touchUpOutside(_ sw: UISwitch) { log.append("touchUpOutside") }
    }

    private func scene(_ sw: UISwitch) -> Device {
        sw.accessibilityIdentifier = "sw"
        sw.frame = CGRect(x: 50, y: 100, width: 51, height: 31)
        let (device, _) = makeScene(profile: .iOS12) { $0.addSubview(sw) }
        return device
    }

    @Test func draggingMakesThePlainSwitchJumpAndFireRepeatedly() throws {
        // Seed 004: "dragged it once and it kept jumping back and forth" with valueChanged each time.
        let sw = UISwitch()
        let listener = Listener()
        sw.addTarget(listener, action: Listener.valueChanged, for: .valueChanged)
        let device = scene(sw)
        var moves: [CGPoint] = []
        for x in stride(from: 65.0, through: 95.0, by: 3.0) { moves.append(CGPoint(x: x, y: 115)) }
        for x in stride(from: 92.0, through: 62.0, by: -3.0) { moves.append(CGPoint(x: x, y: 115)) }
        for x in stride(from: 65.0, through: 95.0, by: 3.0) { moves.append(CGPoint(x: x, y: 115)) }
        try device.press(CGPoint(x: 62, y: 115), moves: moves)
        #expect(listener.log == ["valueChanged(true)", "valueChanged(false)", "valueChanged(true)"])
    }

    @Test func releasedOutsideItTogglesWithoutTouchUpActions() throws {
        // Seed 004: "press it and let go outside: the switch toggles but the touchUpInside method is
        // not called" — and adding touchUpOutside does not help either.
        let sw = UISwitch()
        let listener = Listener()
        sw.addTarget(listener, action: Listener.touchUpInside, for: .touchUpInside)
        sw.addTarget(listener, action: Listener.touchUpOutside, for: .touchUpOutside)
        let device = scene(sw)
        try device.press(CGPoint(x: 62, y: 115), moves: (1...12).map { CGPoint(x: 62 + 12 * CGFloat($0), y: 115) })
        #expect(sw.isOn)
        #expect(listener.log.isEmpty)
        #expect(device.controlEvents(of: "sw").prefix(2) == ["touchDown@0", "touchCancel@16"])
    }

    @Test func tapRecognizerOnTheSwitchCoversTapsButNotDrags() throws {
        // Seed 004's middle attempt: a tap recogniser on the switch wins taps (recognisers come
        // before the control's own touch handling), but a drag fails the tap and the switch's own
        // drag handling still flips it.
        let sw = UISwitch()
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        sw.addGestureRecognizer(tap)
        let device = scene(sw)
        try device.tap(at: CGPoint(x: 75, y: 115))
        #expect(taps == 1 && !sw.isOn)
        #expect(!device.controlEvents(of: "sw").contains { $0.hasPrefix("valueChanged") })
        try device.advance(by: 1)
        try device.press(CGPoint(x: 62, y: 115), moves: (1...4).map { CGPoint(x: 62 + 10 * CGFloat($0), y: 115) })
        #expect(taps == 1 && sw.isOn)
        #expect(device.controlEvents(of: "sw").contains { $0.hasPrefix("valueChanged") })
    }

    // MARK: The overlay switch (the seed's final design, ported)

    /// The seed's ZTSwitch: a clear full-size overlay with a tap recogniser covers the switch;
    /// taps call the app's block, which calls `setOn(!isOn, animated: true)`; `setOn` plays a
    /// medium impact only while `needVibration` is set (user taps).
    class OverlaySwitch: UISwitch {
        let overlay = UIView()
        var needVibration = false

        init() {
            super.init(frame: .zero)
            overlay.accessibilityIdentifier = "overlay"
            overlay.frame = bounds
            addSubview(overlay)
            let tap = UITapGestureRecognizer(target: self, action: OverlaySwitch.changeState)
            tap.name = "overlayTap"
            overlay.addGestureRecognizer(tap)
        }

        func changeState(_ tap: UITapGestureRecognizer) {}

        override func setOn(_ on: Bool, animated: Bool) {
            vibration()
            super.setOn(on, animated: animated)
        }

        func vibration() {
            guard needVibration else { return }
            let generator = UIImpactFeedbackGenerator(style: .medium, view: self)
            generator.prepare()
            generator.impactOccurred()
            needVibration = false
        }
    }

    /// First version: the flag is set around a synchronous call of the block.
    final class FlagSwitch: OverlaySwitch {
        var block: ((FlagSwitch) -> Void)?
        override func changeState(_ tap: UITapGestureRecognizer) {
            guard let block else { return }
            needVibration = true
            block(self)
            needVibration = false
        }
    }

    /// Final version: the block gets a completion handler that resets the flag.
    final class CompletionSwitch: OverlaySwitch {
        var block: ((CompletionSwitch, @escaping () -> Void) -> Void)?
        override func changeState(_ tap: UITapGestureRecognizer) {
            guard let block else { return }
            needVibration = true
            block(self) { [weak self] in self?.needVibration = false }
        }
    }

    private let medium = "UIImpactFeedbackGenerator impactOccurred(.medium, intensity: 1.00)"

    @Test func overlayTapTogglesWithOneMediumImpactAndNoValueChanged() throws {
        // CC55: tap → handler once, isOn toggled, no valueChanged, one .medium impact; a later
        // programmatic setOn → no impact.
        let sw = FlagSwitch()
        var handled = 0
        sw.block = { s in handled += 1; s.setOn(!s.isOn, animated: true) }
        var valueChanged = 0
        sw.addAction(UIAction { _ in valueChanged += 1 }, for: .valueChanged)
        let device = scene(sw)
        #expect(sw.overlay.frame == sw.bounds)
        try device.tap(at: CGPoint(x: 75, y: 115))
        #expect(device.lines(.hitTest).first == "overlay hit")
        #expect(handled == 1 && sw.isOn && valueChanged == 0)
        #expect(device.haptics().filter { $0.contains("impactOccurred") } == ["\(medium)@80"])
        #expect(device.controlEvents(of: "sw").isEmpty)
        sw.setOn(false, animated: true)
        #expect(device.haptics().filter { $0.contains("impactOccurred") }.count == 1)
    }

    @Test func overlayIgnoresDrags() throws {
        // "I do not handle sliding": the overlay's tap fails and the switch's own pan (on a
        // sibling subtree) never sees the touch.
        let sw = FlagSwitch()
        sw.block = { s in s.setOn(!s.isOn, animated: true) }
        let device = scene(sw)
        try device.press(CGPoint(x: 62, y: 115), moves: (1...6).map { CGPoint(x: 62 + 10 * CGFloat($0), y: 115) })
        #expect(!sw.isOn)
        #expect(device.controlEvents(of: "sw").isEmpty)
        #expect(device.haptics().isEmpty)
    }

    @Test func asynchronousBlockLosesTheHapticWithTheSynchronousFlag() throws {
        // The seed's bug: the block switches to another queue; the flag is reset before setOn runs.
        let sw = FlagSwitch()
        let device = scene(sw)
        sw.block = { s in device.schedule(after: 0.05) { s.setOn(!s.isOn, animated: true) } }
        try device.tap(at: CGPoint(x: 75, y: 115))
        try device.settle()
        #expect(sw.isOn)
        #expect(device.haptics().isEmpty)
    }

    @Test func completionHandlerKeepsTheHapticAcrossTheAsynchronousBlock() throws {
        // The seed's fix: the caller calls completionHandler() after setOn.
        let sw = CompletionSwitch()
        let device = scene(sw)
        sw.block = { s, done in device.schedule(after: 0.05) { s.setOn(!s.isOn, animated: true); done() } }
        try device.tap(at: CGPoint(x: 75, y: 115))
        try device.settle()
        #expect(sw.isOn && !sw.needVibration)
        #expect(device.haptics() == [
            "UIImpactFeedbackGenerator prepare()@130", "\(medium)@130",
        ])
        sw.setOn(false, animated: false)
        #expect(device.haptics().count == 2)
    }

    @Test func forgottenCompletionHandlerMakesProgrammaticSetOnVibrate() throws {
        // The seed's caveat: if the caller never calls completionHandler, the flag stays set and the
        // next programmatic setOn vibrates (once; vibration() resets the flag itself).
        let sw = CompletionSwitch()
        let device = scene(sw)
        sw.block = { _, _ in }
        try device.tap(at: CGPoint(x: 75, y: 115))
        #expect(sw.needVibration)
        try device.advance(by: 1)
        sw.setOn(true, animated: false)
        #expect(device.haptics().filter { $0.contains("impactOccurred") } == ["\(medium)@1080"])
    }
}
