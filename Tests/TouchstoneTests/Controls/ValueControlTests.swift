import Foundation
import Testing
@testable import Touchstone

/// UISlider (CC60), UIStepper, UISegmentedControl, UIPageControl (rules §7.6, §7.7).
@Suite("Value controls (rules §7.7; CC60)")
struct ValueControlTests {
    /// Sl = UISlider(40,400,310,31), value 0.5; the thumb is centred at x = 195.
    private func sliderScene(continuous: Bool = true) -> (Device, UIView, UISlider) {
        let sl = UISlider(frame: CGRect(x: 40, y: 400, width: 310, height: 31))
        sl.accessibilityIdentifier = "Sl"
        sl.value = 0.5
        sl.isContinuous = continuous
        let (device, root) = makeScene { $0.addSubview(sl) }
        return (device, root, sl)
    }

    /// CC60 script: d(195,415)@0 → (300,415) over 16–160, u@176.
    private let slide = (1...10).map { CGPoint(x: 195 + 10.5 * CGFloat($0), y: 415) }

    @Test func continuousSliderReportsEveryMove() throws {
        // CC60 (a): one valueChanged per moved sample; final ≈ 0.5 + 105 ÷ (310 − 28).
        let (device, _, sl) = sliderScene()
        try device.press(CGPoint(x: 195, y: 415), moves: slide)
        let changes = device.controlEvents(of: "Sl").filter { $0.hasPrefix("valueChanged") }
        #expect(changes == (1...10).map { "valueChanged@\(16 * $0)" })
        #expect(abs(Double(sl.value) - (0.5 + 105.0 / 282.0)) < 1e-5)
        #expect(sl.value > 0.84 && sl.value < 0.875)
    }

    @Test func nonContinuousSliderReportsOnceAtTheLift() throws {
        // CC60 (b): exactly one valueChanged@176.
        let (device, _, sl) = sliderScene(continuous: false)
        try device.press(CGPoint(x: 195, y: 415), moves: slide)
        #expect(device.controlEvents(of: "Sl").filter { $0.hasPrefix("valueChanged") } == ["valueChanged@176"])
        #expect(sl.value > 0.84)
    }

    @Test func touchOnTheTrackAwayFromTheThumbIsNotTracked() throws {
        let parent = LoggingView("P", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let sl = UISlider(frame: CGRect(x: 40, y: 400, width: 310, height: 31))
        sl.accessibilityIdentifier = "Sl"; sl.value = 0.5
        parent.addSubview(sl)
        let (device, _) = makeScene { $0.addSubview(parent) }
        try device.press(CGPoint(x: 60, y: 415), moves: [CGPoint(x: 100, y: 415)])
        #expect(device.controlEvents(of: "Sl").isEmpty)
        #expect(sl.value == 0.5)
        #expect(parent.log == ["touchesBegan", "touchesMoved", "touchesEnded"])
    }

    @Test func ancestorPanAlongTheTrackFromTheThumbIsRefused() throws {
        // Rules §7.6: the slider vetoes it; the slider keeps tracking. From the track, or
        // vertically from the thumb, the ancestor's pan begins.
        for (start, move, vetoed) in [(CGPoint(x: 195, y: 415), CGPoint(x: 20, y: 0), true),
                                      (CGPoint(x: 60, y: 415), CGPoint(x: 20, y: 0), false),
                                      (CGPoint(x: 195, y: 415), CGPoint(x: 0, y: 20), false)] {
            let (device, root, _) = sliderScene()
            let log = ActionLog(device)
            let panR = UIPanGestureRecognizer(); log.attach(panR, as: "panR"); root.addGestureRecognizer(panR)
            try device.press(start, moves: [start + move * 0.5, start + move])
            #expect(log.entries.isEmpty == vetoed)
            let events = device.controlEvents(of: "Sl")
            if vetoed {
                #expect(events.contains("touchUpInside@48") && !events.contains { $0.hasPrefix("touchCancel") })
            } else if start.x == 195 {
                #expect(events.last == "touchCancel@16")
            }
        }
    }

    @Test func ancestorSwipeAlongTheThumbIsRefused() throws {
        let (device, root, sl) = sliderScene()
        let log = ActionLog(device)
        let swipe = UISwipeGestureRecognizer(); swipe.direction = .right
        log.attach(swipe, as: "swipe"); root.addGestureRecognizer(swipe)
        try device.press(CGPoint(x: 195, y: 415), moves: (1...4).map { CGPoint(x: 195 + 20 * CGFloat($0), y: 415) })
        #expect(log.entries.isEmpty)
        #expect(sl.value > 0.7)
        // The same flick starting on the track is a swipe.
        try device.advance(by: 1)
        try device.press(CGPoint(x: 60, y: 415), moves: (1...4).map { CGPoint(x: 60 + 20 * CGFloat($0), y: 415) })
        #expect(log.entries.count == 1)
    }

    @Test func stepperStepsAtTouchDownAndRepeatsWhileHeld() throws {
        // Rules §7.7: plus on the right half; autorepeat after 0.5 s, then every 0.1 s.
        let st = UIStepper(frame: CGRect(x: 100, y: 400, width: 94, height: 32))
        st.accessibilityIdentifier = "St"
        let (device, _) = makeScene { $0.addSubview(st) }
        try device.touchDown(at: CGPoint(x: 180, y: 416))
        try device.advance(to: ms(750)); try device.touchUp()
        #expect(st.value == 4)
        #expect(device.controlEvents(of: "St").filter { $0.hasPrefix("valueChanged") } ==
                ["valueChanged@0", "valueChanged@500", "valueChanged@600", "valueChanged@700"])
        try device.advance(to: ms(2000))
        st.isContinuous = false
        try device.tap(at: CGPoint(x: 110, y: 416))
        #expect(st.value == 3)
        #expect(device.controlEvents(of: "St").filter { $0.hasPrefix("valueChanged") }.last == "valueChanged@2080")
    }

    @Test func stepperStopsAtItsBounds() throws {
        let st = UIStepper(frame: CGRect(x: 100, y: 400, width: 94, height: 32))
        st.accessibilityIdentifier = "St"
        let (device, _) = makeScene { $0.addSubview(st) }
        try device.tap(at: CGPoint(x: 110, y: 416))
        #expect(st.value == 0)
        #expect(!device.controlEvents(of: "St").contains { $0.hasPrefix("valueChanged") })
    }

    @Test func segmentedControlSelectsAtTheLift() throws {
        let seg = UISegmentedControl(items: ["A", "B", "C"])
        seg.frame = CGRect(x: 45, y: 400, width: 300, height: 32)
        seg.accessibilityIdentifier = "Seg"
        seg.selectedSegmentIndex = 0
        let (device, _) = makeScene { $0.addSubview(seg) }
        try device.tap(at: CGPoint(x: 300, y: 416))
        #expect(seg.selectedSegmentIndex == 2)
        #expect(device.controlEvents(of: "Seg") == [
            "touchDown@0", "valueChanged@80", "primaryActionTriggered@80", "touchUpInside@80",
        ])
        try device.advance(by: 1); try device.tap(at: CGPoint(x: 300, y: 416))
        #expect(device.controlEvents(of: "Seg").filter { $0.hasPrefix("valueChanged") }.count == 1)
    }

    @Test func pageControlMovesOnePageTowardsTheTappedSide() throws {
        let pc = UIPageControl(frame: CGRect(x: 95, y: 700, width: 200, height: 26))
        pc.accessibilityIdentifier = "PC"
        pc.numberOfPages = 3
        let (device, _) = makeScene { $0.addSubview(pc) }
        try device.tap(at: CGPoint(x: 250, y: 713))
        #expect(pc.currentPage == 1)
        try device.advance(by: 1); try device.tap(at: CGPoint(x: 250, y: 713))
        try device.advance(by: 1); try device.tap(at: CGPoint(x: 250, y: 713))
        #expect(pc.currentPage == 2)
        try device.advance(by: 1); try device.tap(at: CGPoint(x: 120, y: 713))
        #expect(pc.currentPage == 1)
        #expect(device.controlEvents(of: "PC").filter { $0.hasPrefix("valueChanged") }.count == 3)
    }
}
