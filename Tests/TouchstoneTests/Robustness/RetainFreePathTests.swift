import Foundation
import Testing
@testable import Touchstone

/// The fast paths of Sources/Touchstone/Touchstone.docc/Performance.md round 4 (PerformanceDecisions F13) skip retains only where no
/// client code can run. Each test puts client code exactly where a skipped retain would matter
/// and checks that it is still called, in UIKit's order, and that the device stays usable.
@Suite("Performance: paths without retains still call every client override")
struct RetainFreePathTests {
    /// Forwarding passes plain views in a loop, but a client subclass between them is called
    /// (rules R2), and every hop still has its trace line, in chain order.
    @Test func clientAncestorBetweenPlainViewsStillReceivesForwardedTouches() throws {
        let client = LoggingView("client", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let plainAbove = UIView(frame: client.frame)
        plainAbove.accessibilityIdentifier = "plainAbove"
        let plainBelow = UIView(frame: client.frame)
        plainBelow.accessibilityIdentifier = "plainBelow"
        let hit = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        hit.accessibilityIdentifier = "hit"
        let (device, _) = makeScene { root in
            root.addSubview(plainAbove)
            plainAbove.addSubview(client)
            client.addSubview(plainBelow)
            plainBelow.addSubview(hit)
        }
        try device.tap(at: pt(120, 120))
        #expect(client.log == ["touchesBegan", "touchesEnded"])
        let began = device.trace.entries
            .filter { $0.kind == .touches && $0.message == "touchesBegan" }
            .map(\.subject)
        #expect(began == ["hit", "plainBelow", "client", "plainAbove", "root", "UIViewController", "UIWindow", "UIApplication"])
    }

    /// A view whose class overrides `next` is asked for it: forwarding follows the override.
    @Test func overriddenNextRedirectsForwarding() throws {
        let elsewhere = LoggingView("elsewhere", frame: .zero)
        let redirecting = RedirectingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        redirecting.redirect = elsewhere
        let hit = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let (device, _) = makeScene { root in
            root.addSubview(redirecting)
            redirecting.addSubview(hit)
        }
        try device.tap(at: pt(120, 120))
        #expect(elsewhere.log == ["touchesBegan", "touchesEnded"])
    }

    /// Collecting recognisers reads a view's list in place only while no recogniser has ever had
    /// a delegate; a delegate set later is asked for the very next touch (rules §4.7).
    @Test func delegateSetAfterEarlierTouchesIsAskedForTheNextOne() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let tap = UITapGestureRecognizer(); log.attach(tap, as: "tap"); v.addGestureRecognizer(tap)
        try device.tap(at: pt(100, 100))
        try device.advance(by: 1)
        #expect(log.entries.count == 1)
        let refuse = RefusingDelegate()
        tap.delegate = refuse
        try device.tap(at: pt(100, 100))
        try device.advance(by: 1)
        #expect(refuse.asked == 1)
        #expect(log.entries.count == 1, "the refused touch does not reach the tap")
    }

    /// A delegate that removes views while recognisers are being collected: the walk up the tree
    /// stops where the tree was cut, nothing is offered to a view that left, and the next touch
    /// works normally.
    @Test func delegateCuttingTheTreeDuringCollectionLeavesTheDeviceUsable() throws {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let inner = UIView(frame: outer.frame)
        let (device, root) = makeScene { root in
            root.addSubview(outer)
            outer.addSubview(inner)
        }
        let log = ActionLog(device)
        let innerTap = UITapGestureRecognizer(); log.attach(innerTap, as: "inner"); inner.addGestureRecognizer(innerTap)
        let outerTap = UITapGestureRecognizer(); log.attach(outerTap, as: "outer"); outer.addGestureRecognizer(outerTap)
        let cutter = CuttingDelegate()
        cutter.cut = { outer.removeFromSuperview() }
        innerTap.delegate = cutter
        try device.tap(at: pt(100, 100))
        try device.advance(by: 1)
        #expect(outer.superview == nil)
        #expect(log.entries.isEmpty, "both taps' views left the window during the touch")
        let replacement = UIView(frame: outer.frame)
        let replacementTap = UITapGestureRecognizer(); log.attach(replacementTap, as: "replacement")
        replacement.addGestureRecognizer(replacementTap)
        root.addSubview(replacement)
        try device.tap(at: pt(100, 100))
        try device.advance(by: 1)
        #expect(log.entries.count == 1)
        #expect(log.entries.first?.hasPrefix("replacement@") == true)
    }
}

private final class RedirectingView: UIView {
    var redirect: UIResponder?
    override var next: UIResponder? { redirect }
}

private final class RefusingDelegate: UIGestureRecognizerDelegate {
    var asked = 0
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        asked += 1
        return false
    }
}

private final class CuttingDelegate: UIGestureRecognizerDelegate {
    var cut: () -> Void = {}
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        cut()
        cut = {}
        return true
    }
}

/// A client view reached by forwarding that removes itself from the tree while handling the call
/// (nothing else holds it) still finishes its method and forwards on; the device stays usable
/// (rules R2 forwarding; the called responder is held for its call, PerformanceDecisions F13).
@Suite("Performance: a forwarded-to view that removes itself stays alive for its call")
struct ForwardedSelfRemovalTests {
    @Test func forwardedViewRemovingItselfFinishesItsCall() throws {
        let hit = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        var finished: [String] = []
        let (device, root) = makeScene { root in
            let remover = SelfRemovingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            remover.onBegan = { finished.append("began:\($0)") }
            root.addSubview(remover)
            remover.addSubview(hit)
        }
        try device.touchDown(at: pt(120, 120))
        #expect(finished == ["began:remover"])
        #expect(root.subviews.isEmpty)
        try device.touchUp()
        try device.tap(at: pt(120, 120))
    }
}

private final class SelfRemovingView: UIView {
    var onBegan: (String) -> Void = { _ in }
    override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "remover"
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        removeFromSuperview()
        // Reads its own fields after the array that owned it let go.
        onBegan(accessibilityIdentifier ?? "?")
        super.touchesBegan(touches, with: event)
    }
}
