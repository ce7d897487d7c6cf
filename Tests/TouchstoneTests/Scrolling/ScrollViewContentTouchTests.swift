import Foundation
import Testing
@testable import Touchstone

/// Content touches in a scroll view: the 150 ms delay, `touchesShouldBegin`, cancelling content
/// (rules §8.2, §8.3; CC37–CC43).
@Suite("Scroll view content touches (rules §8.2–§8.3, CC37–CC43)")
struct ScrollViewContentTouchTests {
    /// S = UIScrollView(0,0,390,844), contentSize (390,2000), holding `content`.
    private func makeScrollScene(_ content: UIView, scrollView: UIScrollView = UIScrollView(),
                                 configure: (UIScrollView) -> Void = { _ in }) -> (Device, UIScrollView) {
        scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        scrollView.contentInsetAdjustmentBehavior = .never   // Counted from the screen's top: no safe-area adjustment (ScrollingDecisions S20).
        scrollView.accessibilityIdentifier = "S"
        scrollView.addSubview(content)
        configure(scrollView)
        let (device, _) = makeScene { $0.addSubview(scrollView) }
        return (device, scrollView)
    }

    private func button() -> UIButton {
        let b = UIButton(frame: CGRect(x: 145, y: 400, width: 100, height: 44))
        b.accessibilityIdentifier = "Btn"
        return b
    }

    @Test func quickTapOnButtonDeliversBeganAndEndedAtTheLift() throws {
        // CC37: touchDown and touchUpInside both at 80; the highlight lasts its 0.12 s minimum.
        let btn = button()
        let (device, _) = makeScrollScene(btn)
        try device.touchDown(at: CGPoint(x: 195, y: 422))
        try device.advance(to: ms(79))
        #expect(device.timeline(.control, "Btn").isEmpty)
        try device.advance(to: ms(80))
        try device.touchUp()
        #expect(device.timeline(.control, "Btn") == ["touchDown@80", "touchUpInside@80", "primaryActionTriggered@80"])
        try device.advance(to: ms(190))
        #expect(btn.isHighlighted)
        try device.advance(to: ms(210))
        #expect(!btn.isHighlighted)
    }

    @Test func heldButtonGetsTouchDownAfterTheContentDelay() throws {
        // CC38: touchDown@150, touchUpInside@400.
        let (device, _) = makeScrollScene(button())
        try device.touchDown(at: CGPoint(x: 195, y: 422))
        try device.advance(to: ms(400))
        try device.touchUp()
        #expect(device.timeline(.control, "Btn") == ["touchDown@150", "touchUpInside@400", "primaryActionTriggered@400"])
    }

    @Test func earlyDragScrollsAndContentNeverHearsOfTheTouch() throws {
        // CC39: scroll begins at 32 (second sample, ≥ 10 pt); P receives nothing.
        let p = LoggingView("P", frame: CGRect(x: 220, y: 200, width: 150, height: 44))
        let (device, s) = makeScrollScene(p)
        try device.touchDown(at: CGPoint(x: 295, y: 222))
        try device.scriptedMove(from: CGPoint(x: 295, y: 222), to: CGPoint(x: 295, y: 122), overMs: 16, 208)
        try device.advance(to: ms(224))
        try device.touchUp()
        #expect(device.timeline(.scroll, "S").first == "willBeginDragging@32")
        #expect(p.log.isEmpty)
        #expect(s.contentOffset.y > 80)
        #expect(device.trace.entries.contains { $0.subject == "P" && $0.message == "never sees finger 0" })
    }

    @Test func heldContentIsCancelledWhenTheDragBegins() throws {
        // CC40: P.began@150; the pan begins at 332; touchesShouldCancel(in: P) → P.cancelled@332.
        let p = LoggingView("P", frame: CGRect(x: 220, y: 200, width: 150, height: 44))
        final class AskingScrollView: UIScrollView {
            var asked: [String] = []
            override func touchesShouldCancel(in view: UIView) -> Bool {
                asked.append(view.traceName); return super.touchesShouldCancel(in: view)
            }
        }
        let sv = AskingScrollView()
        let (device, s) = makeScrollScene(p, scrollView: sv)
        try device.touchDown(at: CGPoint(x: 295, y: 222))
        try device.advance(to: ms(300))
        try device.scriptedMove(from: CGPoint(x: 295, y: 222), to: CGPoint(x: 295, y: 122), overMs: 316, 500)
        try device.advance(to: ms(516))
        try device.touchUp()
        #expect(device.deliveryTimes(to: "P") == ["touchesBegan@150", "touchesMoved@316", "touchesCancelled@332"])
        #expect(device.timeline(.scroll, "S").first == "willBeginDragging@332")
        #expect(sv.asked == ["P"])
        #expect(s.contentOffset.y > 70)
    }

    @Test func heldButtonKeepsTheTouchAndTheScrollDoesNotBegin() throws {
        // CC41: touchesShouldCancel(in: Btn) is false → no scroll; the button keeps tracking,
        // leaves its 70 pt slop and ends with touchUpOutside.
        let btn = UIButton(frame: CGRect(x: 220, y: 200, width: 150, height: 44))
        btn.accessibilityIdentifier = "Btn"
        let (device, s) = makeScrollScene(btn)
        try device.touchDown(at: CGPoint(x: 295, y: 222))
        try device.advance(to: ms(300))
        try device.scriptedMove(from: CGPoint(x: 295, y: 222), to: CGPoint(x: 295, y: 122), overMs: 316, 500)
        try device.advance(to: ms(516))
        try device.touchUp()
        let events = device.timeline(.control, "Btn")
        #expect(events.first == "touchDown@150")
        #expect(events.contains("touchDragInside@316"))
        #expect(events.filter { $0.hasPrefix("touchDragExit") }.count == 1)
        #expect(events.last == "touchUpOutside@516")
        #expect(s.contentOffset == .zero)
        #expect(!device.timeline(.scroll, "S").contains { $0.hasPrefix("willBeginDragging") })
        let failed = device.trace.entries.first { $0.subject == "S.pan" && $0.message == "possible→failed" }
        #expect(failed?.cause == "touchesShouldCancel(in: Btn) returned false")
        #expect(failed.map { Int(($0.time * 1000).rounded()) } == 332)
    }

    @Test func withoutContentDelayTheButtonHighlightsAtOnce() throws {
        // CC42: delaysContentTouches = false → touchDown@0, touchUpInside@80.
        let (device, _) = makeScrollScene(button()) { $0.delaysContentTouches = false }
        try device.tap(at: CGPoint(x: 195, y: 422), duration: 0.08)
        #expect(device.timeline(.control, "Btn") == ["touchDown@0", "touchUpInside@80", "primaryActionTriggered@80"])
    }

    @Test func touchesShouldBeginFalseSwallowsTheTouchButStillScrolls() throws {
        // CC43: the scroll view refuses touches for P: a 300 ms hold and a drag both leave P
        // silent; the drag scrolls.
        final class Refusing: UIScrollView {
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
                view.traceName != "P"
            }
        }
        let p = LoggingView("P", frame: CGRect(x: 220, y: 200, width: 150, height: 44))
        let (device, s) = makeScrollScene(p, scrollView: Refusing())
        try device.touchDown(at: CGPoint(x: 295, y: 222))
        try device.advance(to: ms(300))
        try device.touchUp()
        #expect(p.log.isEmpty)
        let swallowed = device.trace.entries.first { $0.subject == "S.delayedTouches" && $0.message == "possible→ended" }
        #expect(swallowed.map { Int(($0.time * 1000).rounded()) } == 150)
        try device.advance(to: 1)
        try device.drag(from: CGPoint(x: 295, y: 222), to: CGPoint(x: 295, y: 122), duration: 0.2)
        #expect(p.log.isEmpty)
        #expect(s.contentOffset.y > 0)
    }

    @Test func touchesShouldBeginIsAskedAtTouchDownWithoutTheDelay() throws {
        // rules §8.2: with delaysContentTouches = false the question comes at touch-down.
        final class Asking: UIScrollView {
            var askedAt: [TimeInterval] = []
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
                askedAt.append(window?.application?.device?.clock.now ?? -1); return true
            }
        }
        let sv = Asking()
        let p = LoggingView("P", frame: CGRect(x: 220, y: 200, width: 150, height: 44))
        let (device, _) = makeScrollScene(p, scrollView: sv) { $0.delaysContentTouches = false }
        try device.advance(to: 0.5)
        try device.tap(at: CGPoint(x: 295, y: 222))
        #expect(sv.askedAt == [0.5])
        #expect(device.deliveryTimes(to: "P") == ["touchesBegan@500", "touchesEnded@580"])
    }

    @Test func canCancelContentTouchesFalseKeepsHeldContent() throws {
        // rules §8.3, A13: once content tracks the touch, the scroll view never scrolls for it.
        let p = LoggingView("P", frame: CGRect(x: 220, y: 200, width: 150, height: 44))
        let (device, s) = makeScrollScene(p) { $0.canCancelContentTouches = false }
        try device.touchDown(at: CGPoint(x: 295, y: 222))
        try device.advance(to: ms(300))
        try device.scriptedMove(from: CGPoint(x: 295, y: 222), to: CGPoint(x: 295, y: 122), overMs: 316, 500)
        try device.touchUp()
        #expect(s.contentOffset == .zero)
        #expect(p.log.first == "touchesBegan")
        #expect(p.log.last == "touchesEnded")
        #expect(!p.log.contains("touchesCancelled"))
    }

    @Test func crossAxisMoveReleasesContentEarly() throws {
        // rules §8.2 (D12): a move of more than 10 pt along an axis the scroll view cannot scroll
        // (horizontal, in a vertical-only scroll view) releases the withheld touch at once.
        let p = LoggingView("P", frame: CGRect(x: 20, y: 200, width: 350, height: 44))
        let (device, s) = makeScrollScene(p)
        try device.touchDown(at: CGPoint(x: 100, y: 222))
        try device.advance(to: ms(16)); try device.touchMove(to: CGPoint(x: 106, y: 222))
        try device.advance(to: ms(32)); try device.touchMove(to: CGPoint(x: 112, y: 222))
        #expect(device.deliveryTimes(to: "P") == ["touchesBegan@32", "touchesMoved@32", "touchesMoved@32"])
        try device.advance(to: ms(48)); try device.touchUp()
        #expect(device.deliveryTimes(to: "P").last == "touchesEnded@48")
        #expect(s.contentOffset == .zero)
    }

    @Test func tapOnTheScrollViewItselfIsDelayedToo() throws {
        // The delay recogniser withholds every touch of the scroll view (D12 makes the timer
        // unconditionally); the scroll view's own touches are always released.
        final class LoggingScroll: UIScrollView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began"); super.touchesBegan(touches, with: event) }
        }
        let sv = LoggingScroll()
        let (device, _) = makeScrollScene(UIView(frame: .zero), scrollView: sv)
        try device.touchDown(at: CGPoint(x: 100, y: 600))
        try device.advance(to: ms(100))
        #expect(sv.log.isEmpty)
        try device.advance(to: ms(150))
        #expect(sv.log == ["began"])
        try device.touchUp()
    }
}
