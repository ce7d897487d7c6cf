import Foundation
import Testing
@testable import Touchstone

/// A content recogniser that the scroll pan must wait for (rules §5.3, CC57).
@Suite("Scroll pan waiting for a content swipe (CC57)")
struct ScrollViewRequirementTests {
    final class WaitForMe: UIGestureRecognizerDelegate {
        weak var pan: UIGestureRecognizer?
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
            other === pan
        }
    }

    private func makeScene57() -> (Device, UIScrollView, ActionLog, WaitForMe) {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        s.accessibilityIdentifier = "S"
        s.contentSize = CGSize(width: 2000, height: 2000)
        s.contentInsetAdjustmentBehavior = .never   // Counted from the screen's top: no safe-area adjustment (ScrollingDecisions S20).
        let c = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        s.addSubview(c)
        let (device, _) = makeScene { $0.addSubview(s) }
        let log = ActionLog(device)
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .left
        log.attach(swipe, as: "swipe")
        let waiter = WaitForMe()
        waiter.pan = s.panGestureRecognizer
        swipe.delegate = waiter
        c.addGestureRecognizer(swipe)
        return (device, s, log, waiter)
    }

    @Test func flickIsASwipeAndTheScrollViewNeverScrolls() throws {
        // CC57 (a): swipe action@32; S never scrolls.
        let (device, s, log, waiter) = makeScene57()
        try device.touchDown(at: CGPoint(x: 300, y: 400))
        try device.scriptedMove(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), overMs: 16, 80)
        try device.advance(to: ms(96))
        try device.touchUp()
        try device.settle()
        #expect(log.entries == ["swipe@32"])
        #expect(s.contentOffset == .zero)
        #expect(!device.timeline(.scroll, "S").contains { $0.hasPrefix("willBeginDragging") })
        withExtendedLifetime(waiter) {}
    }

    @Test func slowDragWaitsForTheSwipeToFailThenScrollsFromZero() throws {
        // CC57 (b): the pan reaches 10 pt near 250 ms but waits; the swipe fails at 500; the pan
        // begins at 500 with translation 0 and scrolls by the movement after that.
        let (device, s, log, waiter) = makeScene57()
        try device.touchDown(at: CGPoint(x: 300, y: 400))
        try device.scriptedMove(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 260, y: 400), overMs: 16, 1000)
        let pending = device.trace.entries.first { $0.subject == "S.pan" && $0.message.hasPrefix("pending") }
        let pendingMs = pending.map { Int(($0.time * 1000).rounded()) } ?? -1
        #expect(pendingMs >= 240 && pendingMs <= 260)
        #expect(device.timeline(.scroll, "S").first == "willBeginDragging@500")
        #expect(log.entries.isEmpty)
        let fingerAt500: CGFloat = 300 - 40 * CGFloat(31) / CGFloat(62)
        #expect(abs(s.contentOffset.x - (fingerAt500 - 260)) < 0.001)
        try device.touchUp()
        withExtendedLifetime(waiter) {}
    }
}
