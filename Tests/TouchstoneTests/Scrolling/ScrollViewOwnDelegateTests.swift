import Foundation
import Testing
@testable import Touchstone

/// An inner vertical scroll view that hands a downward drag at its top to the outer one: the
/// standard subclass fix for nested same-direction scroll views (ProfileDecisions V11).
private final class HandOffAtTopScrollView: UIScrollView {
    var asked: [String] = []
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer, let pan = gestureRecognizer as? UIPanGestureRecognizer else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        asked.append("shouldBegin")
        return !(contentOffset.y <= 0 && pan.translation(in: self).y > 0)
    }
}

/// An inner scroll view whose pan recognises together with any other recogniser, written as
/// UIKit code is: the subclass adopts the protocol and implements the method without `override`
/// (PortingDecisions U13).
private final class SimultaneousScrollView: UIScrollView, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

private final class OtherDelegate: UIGestureRecognizerDelegate {}

/// A scroll view is the delegate of its own pan and pinch (issue 13 §3; rules §8.1; V11).
@Suite("A scroll view is its recognisers' delegate (V11)")
struct ScrollViewOwnDelegateTests {
    /// Outer vertical (0,0,390,844, content 3000 high) with `inner` at (0,200,390,300), 1000 high.
    private func makeNested(_ inner: UIScrollView) -> (Device, UIScrollView) {
        let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        outer.accessibilityIdentifier = "outer"
        outer.contentSize = CGSize(width: 390, height: 3000)
        outer.contentInsetAdjustmentBehavior = .never   // Counted from the screen's top: no safe-area adjustment (ScrollingDecisions S20).
        inner.frame = CGRect(x: 0, y: 200, width: 390, height: 300)
        inner.accessibilityIdentifier = "inner"
        inner.contentSize = CGSize(width: 390, height: 1000)
        outer.addSubview(inner)
        let (device, _) = makeScene { $0.addSubview(outer) }
        return (device, outer)
    }

    @Test func aSubclassAdoptingTheProtocolIsTheDelegateOfItsPanAndPinch() {
        let scroll = SimultaneousScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.minimumZoomScale = 1; scroll.maximumZoomScale = 3
        #expect(scroll.panGestureRecognizer.delegate === scroll)
        #expect(scroll.pinchGestureRecognizer?.delegate === scroll)
    }

    @Test func aPlainScrollViewsRecognizersHaveADelegateThatAnswersAsTheScrollView() throws {
        let scroll = HandOffAtTopScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let delegate = try #require(scroll.panGestureRecognizer.delegate)
        #expect(delegate === scroll.gestureDelegateStandIn)
        _ = delegate.gestureRecognizerShouldBegin(scroll.panGestureRecognizer)
        #expect(scroll.asked == ["shouldBegin"])
        #expect(!delegate.gestureRecognizer(scroll.panGestureRecognizer, shouldRecognizeSimultaneouslyWith: UIPanGestureRecognizer()))
    }

    @Test func assigningAnotherDelegateRaisesUIKitsExceptionAndLeavesTheDelegate() {
        // UIKit: NSInternalInconsistencyException "UIScrollView's built-in pan gesture recognizer
        // must have its scroll view as its delegate." (ProfileDecisions V11, PortingDecisions U14).
        let (device, outer) = makeNested(UIScrollView())
        let before = outer.panGestureRecognizer.delegate
        let other = OtherDelegate()
        outer.panGestureRecognizer.delegate = other
        outer.panGestureRecognizer.delegate = nil
        #expect(outer.panGestureRecognizer.delegate === before)
        let reason = "UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate "
            + "(UIKit terminates the app here; the delegate is left as it was)"
        let errors = device.trace.entries.filter { $0.kind == .error }.map { "\($0.subject): \($0.message) — \($0.cause ?? "")" }
        #expect(errors == Array(repeating: "outer.pan: raised NSInternalInconsistencyException — " + reason, count: 2))
        #expect(device.trace.raisedExceptions == Array(repeating: "NSInternalInconsistencyException: " + reason, count: 2))
    }

    @Test func withoutTheOverrideTheInnerViewRubberBandsAtItsTop() throws {
        let (device, outer) = makeNested(UIScrollView())
        try device.touchDown(at: CGPoint(x: 200, y: 300))
        try device.scriptedMove(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 420), overMs: 16, 160)
        try device.touchUp()
        #expect(outer.contentOffset.y == 0)
        #expect(device.timeline(.state, "inner.pan").first == "possible→began@16")
        // Both reach their threshold in the same move; the deeper pan wins (rules §5.4).
        #expect(device.timeline(.state, "outer.pan").prefix(2) == ["possible→began@16", "began→failed@16"])
    }

    @Test func aSubclassOverridingShouldBeginHandsTheDragToTheOuterScrollView() throws {
        let inner = HandOffAtTopScrollView()
        let (device, outer) = makeNested(inner)
        try device.touchDown(at: CGPoint(x: 200, y: 300))
        try device.scriptedMove(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 420), overMs: 16, 160)
        try device.touchUp()
        // Asked once at the first move, as the view under the touch; its `false` ends the
        // question before the delegate (the same object) is asked.
        #expect(inner.asked == ["shouldBegin"])
        #expect(inner.contentOffset.y == 0)
        #expect(device.timeline(.state, "inner.pan").first == "possible→failed@16")
        #expect(device.timeline(.state, "outer.pan").first == "possible→began@16")
        #expect(outer.contentOffset.y < 0)
    }

    @Test func aSubclassAllowingSimultaneityLetsBothPansRun() throws {
        let (device, outer) = makeNested(SimultaneousScrollView())
        try device.touchDown(at: CGPoint(x: 200, y: 300))
        try device.scriptedMove(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 200), overMs: 16, 160)
        try device.touchUp()
        #expect(device.timeline(.state, "inner.pan").first == "possible→began@16")
        #expect(device.timeline(.state, "outer.pan").first == "possible→began@16")
        #expect(outer.contentOffset.y > 0)
    }
}
