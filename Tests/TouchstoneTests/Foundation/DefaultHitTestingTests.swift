import Foundation
import Testing
@testable import Touchstone

/// The default hit-test checks a subview of Touchstone's own default classes itself instead of
/// calling it (`DefaultHitTesting`, PerformanceDecisions F9); every override must still be called, in UIKit's
/// order (rules H2, EventDeliveryDecisions D9).
@Suite("Hit-testing without calls to default subviews")
struct DefaultHitTestingTests {
    final class Log { var lines: [String] = [] }

    class Plain: UIView {}
    final class PlainSubclass: Plain {}
    final class Generic<T>: UIView { var value: T? }

    final class PointInsideOverride: UIView {
        let log: Log, accepts: Bool
        init(_ log: Log, accepts: Bool, frame: CGRect) { self.log = log; self.accepts = accepts; super.init(frame: frame) }
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            log.lines.append("\(accessibilityIdentifier ?? "?") point(inside:)")
            return accepts && super.point(inside: point, with: event)
        }
    }

    class HitTestOverride: UIView {
        let log: Log
        var onHitTest: (HitTestOverride) -> Void = { _ in }
        init(_ log: Log, frame: CGRect) { self.log = log; super.init(frame: frame) }
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            log.lines.append("\(accessibilityIdentifier ?? "?") hitTest")
            onHitTest(self)
            return nil
        }
    }
    final class InheritsHitTestOverride: HitTestOverride {}

    final class InteractionOverride: UIView {
        let log: Log
        init(_ log: Log, frame: CGRect) { self.log = log; super.init(frame: frame) }
        override var isUserInteractionEnabled: Bool {
            get { log.lines.append("\(accessibilityIdentifier ?? "?") isUserInteractionEnabled"); return false }
            set { super.isUserInteractionEnabled = newValue }
        }
    }

    private func dispatch(_ view: UIView) -> HitTestDispatch { DefaultHitTesting.dispatch(for: view) }

    @Test func onlyTouchstonesOwnDefaultClassesAreCheckedWithoutACall() {
        let log = Log()
        #expect(dispatch(UIView()) == .defaults)
        #expect(dispatch(UIWindow()) == .defaults)
        #expect(dispatch(UILabel()) == .defaults)
        #expect(dispatch(UIScrollView()) == .defaults)
        // Client subclasses are always called, overrides or not: nothing is guessed about them.
        #expect(dispatch(PlainSubclass()) == .custom)
        #expect(dispatch(Generic<Int>()) == .custom)
        #expect(dispatch(PointInsideOverride(log, accepts: true, frame: .zero)) == .custom)
        #expect(dispatch(HitTestOverride(log, frame: .zero)) == .custom)
        #expect(dispatch(UIButton()) == .custom)  // UIControl overrides hitTest (rules H6)
        #expect(dispatch(InteractionOverride(log, frame: .zero)) == .custom)
        #expect(log.lines.isEmpty)
    }

    /// Front-most first: the interaction getter, the `hitTest` override, then the default
    /// `hitTest` of A, which asks its `point(inside:)` override; the plain view behind wins.
    @Test func everyOverrideIsCalledFrontMostFirst() {
        let log = Log()
        let frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let back = Plain(frame: frame); back.accessibilityIdentifier = "D"
        let a = PointInsideOverride(log, accepts: false, frame: frame); a.accessibilityIdentifier = "A"
        let b = HitTestOverride(log, frame: frame); b.accessibilityIdentifier = "B"
        let c = InteractionOverride(log, frame: frame); c.accessibilityIdentifier = "C"
        for v in [back, a, b, c] { window.addSubview(v) }
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        #expect(log.lines == ["C isUserInteractionEnabled", "B hitTest", "A point(inside:)"])

        log.lines = []
        a.isHidden = true  // an excluded view's override is never called (D9)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        #expect(log.lines == ["C isUserInteractionEnabled", "B hitTest"])

        log.lines = []  // outside every view: each override is still asked
        a.isHidden = false
        #expect(window.hitTest(CGPoint(x: 300, y: 500), with: nil) === window)
        #expect(log.lines == ["C isUserInteractionEnabled", "B hitTest", "A point(inside:)"])
    }

    /// Default subviews deep in the tree are searched directly; the answer is the deepest view
    /// whose bounds hold the point, including through a transformed and a scrolled container.
    @Test func defaultSubtreesAnswerAsTheCallsWould() throws {
        let (device, root) = makeScene()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        container.bounds.origin = CGPoint(x: 0, y: 50)
        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let leaf = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        leaf.accessibilityIdentifier = "leaf"
        root.addSubview(container); container.addSubview(rotated); rotated.addSubview(leaf)
        let centre = leaf.convert(CGPoint(x: 10, y: 10), to: nil)
        #expect(root.window?.hitTest(centre, with: nil) === leaf)
        try device.tap(at: centre)
        #expect(device.lines(.hitTest) == ["leaf hit"])
        leaf.isUserInteractionEnabled = false
        #expect(root.window?.hitTest(centre, with: nil) === rotated)
        leaf.isUserInteractionEnabled = true
        leaf.alpha = 0.009
        #expect(root.window?.hitTest(centre, with: nil) === rotated)
    }

    /// An override that removes its siblings mid-walk: the walk goes on over the subviews as they
    /// were when it started (the snapshot keeps the removed views alive until it ends).
    @Test func siblingsRemovedByAnOverrideAreStillTriedFromTheSnapshot() {
        let log = Log()
        let frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let container = Plain(frame: window.bounds)
        window.addSubview(container)
        for name in ["D", "E"] {
            let v = Plain(frame: frame); v.accessibilityIdentifier = name
            container.addSubview(v)
        }
        let remover = HitTestOverride(log, frame: frame)
        remover.onHitTest = { view in
            for v in view.superview?.subviews ?? [] where v !== view { v.removeFromSuperview() }
        }
        container.addSubview(remover)
        let hit = window.hitTest(CGPoint(x: 50, y: 50), with: nil)
        #expect(hit?.accessibilityIdentifier == "E")
        #expect(container.subviews.count == 1)
    }
}
