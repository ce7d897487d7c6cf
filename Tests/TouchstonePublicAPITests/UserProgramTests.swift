import Testing
import Touchstone

/// A UIKit screen as an app writes it, on a simulated device, through the public API alone (no
/// `@testable`): what this file needs is what a user of the `Touchstone` product can reach
/// (DocumentationDecisions E13). A declaration it uses that stops being public fails this build.
@Suite("A UIKit screen through Touchstone's public API")
struct UserProgramTests {
    /// A card the user drags sideways to dismiss, with a button on it: the app's own view
    /// controller, a pan and a tap recogniser with a delegate, and a control's action.
    final class CardController: UIViewController, UIGestureRecognizerDelegate {
        let card = UIView(frame: CGRect(x: 20, y: 200, width: 350, height: 200))
        let button = UIButton(type: .system)
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            card.accessibilityIdentifier = "card"
            view.addSubview(card)
            button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
            button.accessibilityIdentifier = "save"
            button.addAction(UIAction { [unowned self] _ in log.append("save") }, for: .touchUpInside)
            card.addSubview(button)
            let pan = UIPanGestureRecognizer { [unowned self] g in
                if g.state == .ended { log.append("dismissed by \(Int(g.translation(in: view).x)) pt") }
            }
            pan.name = "cardPan"
            pan.delegate = self
            card.addGestureRecognizer(pan)
        }

        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
            let v = pan.velocity(in: view)
            return abs(v.x) > abs(v.y)
        }
    }

    @Test func aTapOnTheButtonSavesAndASidewaysDragDismisses() throws {
        let device = Device(profile: .iOS17)
        let screen = CardController()
        device.show(screen)

        try device.tap(at: CGPoint(x: 80, y: 242))
        try device.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 360, y: 350), duration: 0.3)
        try device.drag(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 390), duration: 0.3)

        #expect(screen.log == ["save", "dismissed by 150 pt"])
        // The tap fails the pan; the sideways drag begins, changes and ends it; the vertical drag
        // is refused by the delegate (the repeated `changed→changed` left out).
        #expect(device.trace.transitions(of: "cardPan").map { "\($0.from)→\($0.to)" }.filter { $0 != "changed→changed" } ==
                ["possible→failed", "failed→possible", "possible→began", "began→changed", "changed→ended",
                 "ended→possible", "possible→failed", "failed→possible"])
        #expect(device.trace.actions(of: "cardPan").count >= 3)
        #expect(device.trace.text.contains("save touchUpInside"))
    }
}
