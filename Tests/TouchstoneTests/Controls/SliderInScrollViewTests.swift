import Foundation
import Testing
@testable import Touchstone

/// A slider's thumb veto covers only touches the slider tracks (issue 13; device reports
/// XLPagerTabStrip #215, NMRangeSlider #71, "Be careful about ScrollView"; Docs/Decisions.md V10).
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
}
