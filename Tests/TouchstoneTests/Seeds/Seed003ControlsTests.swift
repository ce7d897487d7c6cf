import Foundation
import Testing
@testable import Touchstone

/// Seed 003 case 1, phenomena 1–3: a home screen whose root view has a tap recogniser that
/// dismisses the keyboard (`endEditing(true)`), with a search field, a search button and a text
/// view. Controls and the text view keep their taps; the root tap does not fire (CC59).
@Suite("Seed 003: controls under a keyboard-dismissing root tap (phenomena 1–3, CC59)")
struct Seed003ControlsTests {
    /// The seed's ZCPTextView: logs its four touches methods and calls super.
    final class LoggingTextView: UITextView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("touchesBegan"); super.touchesBegan(touches, with: event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("touchesMoved"); super.touchesMoved(touches, with: event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("touchesEnded"); super.touchesEnded(touches, with: event) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("touchesCancelled"); super.touchesCancelled(touches, with: event) }
    }

    final class HomeScreen: UIViewController {
        let searchField = UITextField(frame: CGRect(x: 20, y: 100, width: 270, height: 44))
        let searchButton = UIButton(frame: CGRect(x: 300, y: 100, width: 70, height: 44))
        let textView = LoggingTextView(frame: CGRect(x: 20, y: 200, width: 350, height: 200))
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            searchField.accessibilityIdentifier = "searchField"
            searchButton.accessibilityIdentifier = "searchButton"
            textView.accessibilityIdentifier = "textView"
            view.addSubview(searchField); view.addSubview(searchButton); view.addSubview(textView)
            let tap = UITapGestureRecognizer(target: self, action: HomeScreen.tapSelfView)
            tap.name = "tapSelfView"
            view.addGestureRecognizer(tap)
            searchButton.addTarget(self, action: HomeScreen.clickSearchButton, for: .touchUpInside)
            searchField.addTarget(self, action: HomeScreen.editingBegan, for: .editingDidBegin)
            searchField.addTarget(self, action: HomeScreen.editingEnded, for: .editingDidEnd)
        }

        func tapSelfView(_ tap: UITapGestureRecognizer) {
            log.append("tapSelfView")
            view.endEditing(true)
        }
        func clickSearchButton() { log.append("clickSearchButton") }
        func editingBegan() { log.append("editingDidBegin") }
        func editingEnded() { log.append("editingDidEnd") }
    }

    private func scene() -> (Device, HomeScreen) {
        let device = Device(profile: .iOS12)
        let screen = HomeScreen()
        device.show(screen)
        return (device, screen)
    }

    @Test func phenomenon1SearchButtonStillFires() throws {
        let (device, screen) = scene()
        try device.tap(at: CGPoint(x: 335, y: 122))
        #expect(screen.log == ["clickSearchButton"])
        let lines = device.timeline(.state, .control).filter { !$0.contains("→possible") }
        #expect(lines.filter { $0.hasPrefix("tapSelfView") || $0.hasPrefix("searchButton") } == [
            "searchButton touchDown@0", "tapSelfView possible→failed@80",
            "searchButton touchUpInside@80", "searchButton primaryActionTriggered@80",
        ])
    }

    @Test func phenomenon2SearchFieldBecomesFirstResponder() throws {
        let (device, screen) = scene()
        try device.tap(at: CGPoint(x: 100, y: 122))
        #expect(screen.searchField.isFirstResponder)
        #expect(screen.log == ["editingDidBegin"])
        #expect(device.controlEvents(of: "searchField") == ["touchDown@0", "editingDidBegin@80", "touchUpInside@80"])
    }

    @Test func phenomenon3TextViewLogsBeganThenCancelledAndBecomesFirstResponder() throws {
        // CC59: TV began@0; its own tap wins at 80 → first responder; TV cancelled@80; no tapSelfView.
        let (device, screen) = scene()
        try device.tap(at: CGPoint(x: 195, y: 300))
        #expect(screen.textView.log == ["touchesBegan", "touchesCancelled"])
        #expect(screen.textView.isFirstResponder)
        #expect(screen.log.isEmpty)
        #expect(device.timeline(.touches, .action, .lifecycle).filter { $0.hasPrefix("textView") || $0.hasPrefix("UITextView-tap") } == [
            "textView touchesBegan@0", "UITextView-tap action@80", "textView becameFirstResponder@80",
            "textView touchesCancelled@80",
        ])
    }

    @Test func tapOnTheRootViewDismissesTheKeyboard() throws {
        // The seed's requirement: tapping the view hides the keyboard — the field ends editing.
        let (device, screen) = scene()
        try device.tap(at: CGPoint(x: 100, y: 122))
        try device.advance(by: 1)
        try device.tap(at: CGPoint(x: 195, y: 700))
        #expect(screen.log == ["editingDidBegin", "tapSelfView", "editingDidEnd"])
        #expect(!screen.searchField.isFirstResponder)
        #expect(device.controlEvents(of: "searchField").last == "editingDidEnd@1160")
    }

    @Test func tappingTheTextViewEndsTheFieldsEditing() throws {
        let (device, screen) = scene()
        try device.tap(at: CGPoint(x: 100, y: 122))
        try device.advance(by: 1)
        try device.tap(at: CGPoint(x: 195, y: 300))
        #expect(screen.log == ["editingDidBegin", "editingDidEnd"])
        #expect(screen.textView.isFirstResponder)
    }
}
