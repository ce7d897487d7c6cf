import Foundation
import Testing
@testable import Touchstone

/// A slider's thumb veto covers only touches the slider tracks (issue 13; device reports
/// XLPagerTabStrip #215, NMRangeSlider #71, "Be careful about ScrollView"; ProfileDecisions V10).
@Suite("A slider inside a scroll view (V10)")
struct SliderInScrollViewTests {
    /// A horizontally scrolling scroll view (content twice as wide) holding a slider whose thumb
    /// is centred at x = 195, y = 415 (window coordinates).
    private func scene() -> (Device, UIScrollView, UISlider) {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        scroll.accessibilityIdentifier = "S"
        scroll.contentSize = CGSize(width: 780, height: 600)
        let sl = UISlider(frame: CGRect(x: 40, y: 300, width: 310, height: 31))
        sl.accessibilityIdentifier = "Sl"
        sl.value = 0.5
        scroll.addSubview(sl)
        let (device, _) = makeScene { $0.addSubview(scroll) }
        return (device, scroll, sl)
    }

    @Test func aDragThatMovesAtOnceScrollsAndTheSliderNeverGetsTheTouch() throws {
        let (device, scroll, sl) = scene()
        try device.touchDown(at: CGPoint(x: 195, y: 415))
        try device.scriptedMove(from: CGPoint(x: 195, y: 415), to: CGPoint(x: 135, y: 415), overMs: 16, 96)
        try device.advance(to: ms(112)); try device.touchUp()
        #expect(device.controlEvents(of: "Sl").isEmpty)
        #expect(sl.value == 0.5)
        #expect(scroll.contentOffset.x > 0)
        #expect(device.timeline(.state, "S.pan").first == "possible→began@16")
    }

    @Test func aDragHeldPastTheContentDelayMovesTheThumbAndTheScrollViewStays() throws {
        let (device, scroll, sl) = scene()
        try device.touchDown(at: CGPoint(x: 195, y: 415))
        try device.advance(to: ms(200))
        try device.scriptedMove(from: CGPoint(x: 195, y: 415), to: CGPoint(x: 255, y: 415), overMs: 216, 296)
        try device.advance(to: ms(312)); try device.touchUp()
        #expect(device.controlEvents(of: "Sl").first == "touchDown@150")
        #expect(device.controlEvents(of: "Sl").last == "touchUpInside@312")
        #expect(sl.value > 0.7)
        #expect(scroll.contentOffset == .zero)
        #expect(device.timeline(.state, "S.pan").first == "possible→failed@216")
    }

    /// A panel driven by a horizontal pan on its container (a drawer, Xamarin's MasterDetailPage),
    /// holding a vertical scroll view with the slider; thumb centred at (195, 415).
    private func panelScene(delaysContentTouches: Bool) -> (Device, UISlider, ActionLog) {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        panel.accessibilityIdentifier = "panel"
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        scroll.accessibilityIdentifier = "S"
        scroll.contentSize = CGSize(width: 390, height: 1200)
        scroll.delaysContentTouches = delaysContentTouches
        let sl = UISlider(frame: CGRect(x: 40, y: 300, width: 310, height: 31))
        sl.accessibilityIdentifier = "Sl"
        sl.value = 0.5
        scroll.addSubview(sl)
        panel.addSubview(scroll)
        let (device, _) = makeScene { $0.addSubview(panel) }
        let log = ActionLog(device)
        let panelPan = UIPanGestureRecognizer()
        log.attach(panelPan, as: "panelPan")
        panel.addGestureRecognizer(panelPan)
        return (device, sl, log)
    }

    @Test func inAPanDrivenPanelTheContentDelayGivesADragAlongTheSliderToThePanel() throws {
        // Microsoft, "ScrollView Content Touches on iOS" (Xamarin.Forms): with the delay on, the
        // page's pan takes the gesture; with it off, the slider (ProfileDecisions V18).
        let (device, sl, log) = panelScene(delaysContentTouches: true)
        try device.touchDown(at: CGPoint(x: 195, y: 415))
        // 15 pt a sample: the early release (more than 10 pt across a vertical scroll view) and the
        // panel's pan (10 pt) come on the same sample.
        try device.scriptedMove(from: CGPoint(x: 195, y: 415), to: CGPoint(x: 285, y: 415), overMs: 16, 96)
        try device.advance(to: ms(112)); try device.touchUp()
        #expect(log.entries.first == "panelPan.began@16")
        #expect(sl.value == 0.5)
        #expect(!device.controlEvents(of: "Sl").contains { $0.hasPrefix("valueChanged") })
    }

    @Test func inAPanDrivenPanelWithoutTheContentDelayTheSliderKeepsItsDrag() throws {
        let (device, sl, log) = panelScene(delaysContentTouches: false)
        try device.touchDown(at: CGPoint(x: 195, y: 415))
        try device.scriptedMove(from: CGPoint(x: 195, y: 415), to: CGPoint(x: 285, y: 415), overMs: 16, 96)
        try device.advance(to: ms(112)); try device.touchUp()
        #expect(log.entries.isEmpty)
        #expect(sl.value > 0.6)
        #expect(device.controlEvents(of: "Sl").first == "touchDown@0")
    }
}
