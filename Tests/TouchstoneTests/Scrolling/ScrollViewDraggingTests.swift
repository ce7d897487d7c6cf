import Foundation
import Testing
@testable import Touchstone

/// Dragging, rubber-banding, deceleration, paging and the delegate order (rules §8.4, §8.5).
@Suite("Scroll view dragging and deceleration (rules §8.4–§8.5)")
struct ScrollViewDraggingTests {
    private func makeScrollScene(content: CGSize = CGSize(width: 390, height: 2000),
                                 configure: (UIScrollView) -> Void = { _ in }) -> (Device, UIScrollView, ScrollDelegateLog) {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        s.accessibilityIdentifier = "S"
        s.contentSize = content
        s.contentInsetAdjustmentBehavior = .never   // Counted from the screen's top: no safe-area adjustment (ScrollingDecisions S20).
        configure(s)
        let (device, _) = makeScene { $0.addSubview(s) }
        let log = ScrollDelegateLog(device)
        s.delegate = log
        return (device, s, log)
    }

    @Test func slowDragMovesTheContentByTheTranslationMinusHysteresis() throws {
        // rules §6.3, §8.4: the 10 pt hysteresis is taken off, so a 100 pt drag scrolls 90 pt; a
        // finger that rests before lifting flings nothing.
        let (device, s, log) = makeScrollScene()
        try device.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), duration: 0.3, hold: 0)
        _ = s
        #expect(s.contentOffset.y == 90)
        #expect(log.calls.first == "willBeginDragging")
        _ = log
    }

    @Test func flingDelegateOrderFollowsSpec85() throws {
        // rules §8.5: willBeginDragging → didScroll… → willEndDragging → didEndDragging(true) →
        // willBeginDecelerating → didScroll… → didEndDecelerating.
        let (device, s, log) = makeScrollScene()
        try device.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.1)
        #expect(s.isDecelerating)
        #expect(!s.isDragging)
        try device.settle()
        #expect(log.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                              "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        #expect(!s.isDecelerating)
    }

    @Test func decelerationFollowsThePerMillisecondModelOnTheVirtualClock() throws {
        // rules §8.4: velocity × rate once per ms. Offset n ms after the lift is
        // target − (target − start)·rateⁿ with target = start + v·rate/(1 − rate); samples come at
        // the device's sampling rate; the motion ends once less than 0.5 pt remains.
        for rate in [UIScrollView.DecelerationRate.normal, .fast] {
            let (device, s, log) = makeScrollScene(content: CGSize(width: 390, height: 20000)) { $0.decelerationRate = rate }
            try device.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 0.1)
            let liftMs = device.nowMs
            let liftTime = device.clock.now
            let start = s.contentOffset
            let v = try #require(log.endVelocity)
            #expect(v.y > 1)  // ≈ 2 pt/ms upward finger → content moves down
            let r = rate.rawValue
            let target = start.y + v.y * r / (1 - r)
            #expect(abs((log.endTarget?.y ?? 0) - target) < 0.001)
            log.offsetsAtDidScroll.removeAll()
            try device.settle(limit: 30)
            let samples = log.offsetsAtDidScroll
            #expect(samples.count > 5)
            for (i, sample) in samples.dropLast().enumerated() {
                let n = CGFloat((sample.time - liftTime) * 1000)
                let expected = target - (target - start.y) * pow(r, n)
                #expect(abs(sample.offset.y - expected) < 0.001, "sample \(i) at \(sample.ms) ms")
            }
            // Consecutive samples one sampling interval (≈16.7 ms) apart.
            let gaps = zip(samples.dropFirst(), samples).map { $0.ms - $1.ms }
            #expect(gaps.allSatisfy { $0 == 16 || $0 == 17 })
            let end = try #require(samples.last)
            #expect(end.offset.y == target)
            let expectedEndMs = Double(liftMs) + log_(0.5 / (target - start.y), base: r)
            #expect(abs(Double(end.ms) - expectedEndMs) <= 17)
            #expect(log.calls.last == "didEndDecelerating")
        }
    }

    private func log_(_ x: CGFloat, base: CGFloat) -> Double { Double(Foundation.log(x) / Foundation.log(base)) }

    @Test func fastRateStopsSoonerThanNormal() throws {
        var durations: [Int] = []
        for rate in [UIScrollView.DecelerationRate.normal, .fast] {
            let (device, _, _) = makeScrollScene(content: CGSize(width: 390, height: 20000)) { $0.decelerationRate = rate }
            try device.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 0.1)
            let lift = device.nowMs
            try device.settle(limit: 30)
            let end = device.timeline(.scroll, "S").last { $0.hasPrefix("didEndDecelerating") }
            durations.append(Int(end?.split(separator: "@").last ?? "0")! - lift)
        }
        #expect(durations[1] < durations[0] / 3)
    }

    @Test func restingBeforeTheLiftMeansNoDeceleration() throws {
        let (device, _, log) = makeScrollScene()
        try device.touchDown(at: CGPoint(x: 200, y: 700))
        try device.scriptedMove(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), overMs: 16, 112)
        try device.advance(to: ms(400))
        try device.touchUp()
        #expect(log.endVelocity == .zero)
        #expect(log.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
    }

    @Test func delegateCanRedirectTheTarget() throws {
        // rules §8.5: the target content offset may be changed in willEndDragging.
        let (device, s, log) = makeScrollScene()
        log.overrideTarget = CGPoint(x: 0, y: 500)
        try device.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 0.1)
        try device.settle()
        #expect(s.contentOffset == CGPoint(x: 0, y: 500))
    }

    @Test func bouncesRubberBandsPastTheTopAndSettlesBack() throws {
        // rules §8.4: pulled 150 pt down at the top, the content follows less than the finger;
        // released, it bounces back to 0 (willDecelerate true, didEndDecelerating).
        let (device, s, log) = makeScrollScene()
        try device.touchDown(at: CGPoint(x: 200, y: 300))
        try device.scriptedMove(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 460), overMs: 16, 160)
        let pulled = -s.contentOffset.y
        #expect(pulled > 0 && pulled < 150)
        let stretch: CGFloat = 150 * 0.55 / 844
        let expected: CGFloat = (1 - 1 / (stretch + 1)) * 844
        #expect(abs(pulled - expected) < 0.001)
        try device.advance(to: ms(400))
        try device.touchUp()
        #expect(log.calls.contains("didEndDragging(true)"))
        try device.settle()
        #expect(s.contentOffset == .zero)
        #expect(log.calls.last == "didEndDecelerating")
    }

    @Test func withoutBouncesTheOffsetIsClamped() throws {
        let (device, s, _) = makeScrollScene { $0.bounces = false }
        try device.touchDown(at: CGPoint(x: 200, y: 300))
        try device.scriptedMove(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 460), overMs: 16, 160)
        #expect(s.contentOffset == .zero)
        try device.touchUp()
        // At the bottom too.
        s.contentOffset = CGPoint(x: 0, y: 1156)
        try device.advance(by: 1)
        try device.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.5)
        #expect(s.contentOffset.y == 1156)
    }

    @Test func alwaysBounceVerticalLetsShortContentBeDragged() throws {
        // rules §8.4: short content cannot be dragged unless alwaysBounceVertical is set.
        for always in [false, true] {
            let (device, s, log) = makeScrollScene(content: CGSize(width: 390, height: 300)) { $0.alwaysBounceVertical = always }
            try device.touchDown(at: CGPoint(x: 200, y: 300))
            try device.scriptedMove(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400), overMs: 16, 160)
            #expect((s.contentOffset.y < 0) == always)
            try device.touchUp()
            try device.settle()
            #expect(s.contentOffset == .zero)
            #expect(log.calls.contains("willBeginDragging") == always)
        }
    }

    @Test func contentInsetExtendsTheRange() throws {
        // rules §8.4: valid offsets run from -inset.top to contentSize - bounds + inset.bottom.
        let (device, s, _) = makeScrollScene { $0.bounces = false; $0.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0) }
        try device.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.3)
        #expect(s.contentOffset.y == -50)
        s.contentOffset = CGPoint(x: 0, y: 1000)
        try device.advance(by: 1)
        try device.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), duration: 0.4)
        #expect(s.contentOffset.y == s.maximumContentOffset.y)
        #expect(s.maximumContentOffset.y == 1186)
    }

    @Test func pagingSettlesOnPages() throws {
        // rules §8.4: release settles on a multiple of the bounds width. Slow drags go to the
        // nearest page; a flick goes one page on.
        func run(_ distance: CGFloat, duration: TimeInterval, rest: Bool) throws -> CGFloat {
            let (device, s, _) = makeScrollScene(content: CGSize(width: 1170, height: 844)) { $0.isPagingEnabled = true }
            try device.touchDown(at: CGPoint(x: 300, y: 400))
            let steps = Int(duration / 0.016)
            try device.scriptedMove(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 300 - distance, y: 400), overMs: 16, 16 * steps)
            if rest { try device.advance(by: 0.3) }
            try device.touchUp()
            try device.settle()
            return s.contentOffset.x
        }
        #expect(try run(150, duration: 0.5, rest: true) == 0)
        #expect(try run(250, duration: 0.5, rest: true) == 390)
        #expect(try run(60, duration: 0.064, rest: false) == 390)
    }

    @Test func directionalLockKeepsADiagonalDragOnOneAxis() throws {
        // rules §8.4: with the lock, a mostly horizontal diagonal drag scrolls only horizontally.
        for locked in [false, true] {
            let (device, s, _) = makeScrollScene(content: CGSize(width: 2000, height: 2000)) { $0.isDirectionalLockEnabled = locked }
            s.contentOffset = CGPoint(x: 500, y: 500)
            try device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 350), duration: 0.5)
            #expect(s.contentOffset.x > 600)
            #expect((s.contentOffset.y == 500) == locked)
        }
    }

    @Test func scrollDisabledDoesNotScroll() throws {
        let (device, s, log) = makeScrollScene { $0.isScrollEnabled = false }
        #expect(!s.panGestureRecognizer.isEnabled)
        try device.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3)
        #expect(s.contentOffset == .zero)
        #expect(log.calls.isEmpty)
    }

    @Test func aTouchStopsDecelerationAndIsNotATapOnContent() throws {
        // rules §8.4: a touch on a decelerating scroll view stops it; the touch does not reach
        // the button under it; no didEndDecelerating.
        let btn = UIButton(frame: CGRect(x: 0, y: 0, width: 390, height: 20000))
        btn.accessibilityIdentifier = "Btn"
        let (device, s, log) = makeScrollScene(content: CGSize(width: 390, height: 20000)) { $0.addSubview(btn) }
        try device.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.1)
        try device.advance(by: 0.2)
        #expect(s.isDecelerating)
        let stoppedAt = s.contentOffset
        try device.tap(at: CGPoint(x: 200, y: 400), duration: 0.3)
        #expect(!s.isDecelerating)
        try device.advance(by: 2)
        #expect(s.contentOffset == stoppedAt)
        #expect(device.timeline(.control, "Btn").isEmpty)
        #expect(!log.calls.contains("didEndDecelerating"))
        #expect(device.timeline(.scroll, "S").contains { $0.hasPrefix("deceleration stopped") })
    }

    @Test func isTrackingAndIsDraggingFollowTheFinger() throws {
        let (device, s, _) = makeScrollScene()
        #expect(!s.isTracking)
        try device.touchDown(at: CGPoint(x: 200, y: 600))
        #expect(s.isTracking && !s.isDragging)
        try device.scriptedMove(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 560), overMs: 16, 64)
        #expect(s.isTracking && s.isDragging)
        try device.advance(by: 0.3)
        try device.touchUp()
        #expect(!s.isTracking && !s.isDragging)
    }

    @Test func animatedSetContentOffsetTakesAThirdOfASecond() throws {
        let (device, s, log) = makeScrollScene()
        s.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        try device.advance(by: 0.15)
        #expect(s.contentOffset.y > 0 && s.contentOffset.y < 400)
        try device.settle()
        #expect(s.contentOffset.y == 400)
        #expect(log.calls == ["didScroll", "didEndScrollingAnimation"])
        #expect(device.timeline(.scroll, "S").last == "didEndScrollingAnimation at (0, 400)@300")
        s.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(s.contentOffset.y == 100)
    }

    @Test func hitTestingHonoursTheContentOffset() throws {
        // rules H5: contentOffset is bounds.origin, so a scrolled view is hit where it is shown.
        let a = LoggingView("A", frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let b = LoggingView("B", frame: CGRect(x: 0, y: 500, width: 390, height: 100))
        let (device, s, _) = makeScrollScene { $0.addSubview(a); $0.addSubview(b) }
        s.contentOffset = CGPoint(x: 0, y: 480)
        try device.tap(at: CGPoint(x: 100, y: 50), duration: 0.2)
        #expect(b.log == ["touchesBegan", "touchesEnded"])
        #expect(a.log.isEmpty)
        #expect(b.convert(CGPoint(x: 10, y: 10), to: nil) == CGPoint(x: 10, y: 30))
    }

    @Test func nonFiniteOffsetsAreRejectedWithAnError() throws {
        let (device, s, _) = makeScrollScene()
        s.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        s.setContentOffset(CGPoint(x: CGFloat.infinity, y: 0), animated: true)
        s.contentSize = CGSize(width: CGFloat.infinity, height: 10)
        s.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(s.contentOffset == .zero)
        #expect(s.contentSize == CGSize(width: 390, height: 2000))
        #expect(s.contentInset == .zero)
        #expect(device.lines(.error).count == 4)
    }
}
