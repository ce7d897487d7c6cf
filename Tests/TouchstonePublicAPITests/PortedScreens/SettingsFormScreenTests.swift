import Foundation
import Testing
import Touchstone

/// The settings form (SettingsFormScreen.swift), ported with target-action as the only change
/// (issue 20): frames from constraints and the controls' intrinsic sizes (LayoutDecisions AL10), a
/// switch and sliders in a vertical scroll view — a sideways drag moves a slider, a vertical one
/// started on it scrolls the form (rules §8.4, cases C05).
@Suite("Ported screen: settings form")
struct SettingsFormScreenTests {
    func show() -> (Device, SettingsFormViewController) {
        let device = Device()
        let form = SettingsFormViewController()
        device.show(form)
        return (device, form)
    }

    func close(_ a: CGRect, _ b: CGRect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 0.002 }
    }

    @Test func framesComeFromTheConstraintsAndTheControlsSizes() {
        let (device, form) = show()
        withExtendedLifetime(device) {
            #expect(form.scrollView.frame == CGRect(x: 0, y: 47, width: 390, height: 797))
            #expect(form.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 1200))
            #expect(form.scrollView.contentSize == CGSize(width: 390, height: 1200))
            // "Notifications": 13 characters of the 17 pt body font, one 20.33 pt line.
            // (frames are kept to 1/1000 pt)
            #expect(close(form.notificationsLabel.frame, CGRect(x: 20, y: 20, width: 332.0 / 3, height: 61.0 / 3)))
            #expect(form.notificationsSwitch.frame.size == CGSize(width: 51, height: 31))
            #expect(form.notificationsSwitch.frame.maxX == 370)
            #expect(form.volumeSlider.frame.size == CGSize(width: 350, height: 31))
            #expect(abs(form.volumeSlider.frame.minY - (form.volumeLabel.frame.maxY + 8)) < 0.002)
        }
    }

    /// A tap flips the switch; a sideways drag on a slider changes its value and does not scroll;
    /// a vertical drag started on the slider scrolls the form and leaves the value alone.
    @Test func aSideDragMovesASliderAndAVerticalDragOnItScrollsTheForm() throws {
        let (device, form) = show()
        let switchCenter = form.notificationsSwitch.convert(CGPoint(x: 25, y: 15), to: nil)
        try device.tap(at: switchCenter)
        #expect(form.log == ["notifications on"])
        let thumb = form.volumeSlider.convert(CGPoint(x: 175, y: 15), to: nil)
        try device.drag(from: thumb, to: CGPoint(x: thumb.x + 100, y: thumb.y), duration: 0.3)
        try device.settle(limit: 2)
        #expect(form.volumeSlider.value > 70)
        #expect(form.scrollView.contentOffset == .zero)
        #expect(form.log == ["notifications on", "volume"])
        let value = form.volumeSlider.value
        try device.drag(from: thumb, to: CGPoint(x: thumb.x, y: thumb.y - 200), duration: 0.3)
        try device.settle(limit: 3)
        #expect(form.scrollView.contentOffset.y > 100)
        #expect(form.volumeSlider.value == value)
    }
}
