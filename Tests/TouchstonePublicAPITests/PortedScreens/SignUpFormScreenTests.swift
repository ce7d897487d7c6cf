import Foundation
import Testing
import Touchstone

/// The sign-up form (SignUpFormScreen.swift), ported with target-action as the only change
/// (issue 20): the content guide sets the content size from the stacked rows (LayoutDecisions AL11),
/// the button outside the scroll view sits above the safe area, a drag scrolls the form to its
/// end and the switches and fields inside it still take taps (rules §8.2, §8.3).
@Suite("Ported screen: sign-up form")
struct SignUpFormScreenTests {
    func show() -> (Device, SignUpViewController) {
        let device = Device()
        let form = SignUpViewController()
        device.show(form)
        return (device, form)
    }

    func close(_ a: CGRect, _ b: CGRect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 0.002 }
    }

    @Test func theContentGuideSetsTheContentSizeAndTheButtonSitsAboveTheSafeArea() {
        let (device, form) = show()
        withExtendedLifetime(device) {
            // The button: 16 pt above the 34 pt home-indicator inset, inside the 16 pt margins.
            #expect(form.createButton.frame == CGRect(x: 16, y: 744, width: 358, height: 50))
            // The scroll view: from the safe area's top (47) to 12 pt above the button.
            #expect(form.scrollView.frame == CGRect(x: 0, y: 47, width: 390, height: 685))
            // 24 + title (largeTitle: 122/3) + 24 + 8 × (caption (footnote: 47/3) + 4 + 44)
            // + 7 × 16 + 24 + switch 31 + 16 + switch 31 + 24 = 836.
            #expect(form.scrollView.contentSize == CGSize(width: 390, height: 836))
            #expect(form.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 836))
            #expect(close(form.fields[2].frame, CGRect(x: 20, y: 248 + 47.0 / 3 + 4, width: 350, height: 44)))
            #expect(form.termsSwitch.frame == CGRect(x: 319, y: 734, width: 51, height: 31))
            #expect(form.newsletterSwitch.frame == CGRect(x: 319, y: 781, width: 51, height: 31))
            #expect(device.lines(.layout) == [])
        }
    }

    /// The terms switch starts below the scroll view's visible part (734 > 685): a drag brings
    /// it up, a tap accepts the terms, and with an email typed the button creates the account.
    @Test func aDragBringsUpTheTermsSwitchWhoseTapEnablesTheButton() throws {
        let (device, form) = show()
        let button = CGPoint(x: 195, y: 769)
        try device.tap(at: button)
        #expect(form.log == [])
        let email = form.fields[2].convert(CGPoint(x: 100, y: 22), to: nil)
        try device.tap(at: email)
        #expect(form.fields[2].isFirstResponder)
        form.fields[2].insertText("anna@example.com")
        try device.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 200), duration: 0.2)
        try device.settle(limit: 3)
        #expect(form.scrollView.contentOffset == CGPoint(x: 0, y: 151))
        let terms = form.termsSwitch.convert(CGPoint(x: 25, y: 15), to: nil)
        #expect(terms == CGPoint(x: 344, y: 47 + 734 - 151 + 15))
        try device.tap(at: terms)
        #expect(form.termsSwitch.isOn)
        #expect(form.createButton.isEnabled)
        try device.tap(at: button)
        #expect(form.log == ["terms on", "create account for anna@example.com"])
    }
}
