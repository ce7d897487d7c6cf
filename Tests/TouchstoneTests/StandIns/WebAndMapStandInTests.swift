import Foundation
import Testing
@testable import Touchstone

/// The `WKWebView` and `MKMapView` stand-ins (issue 16; UIKitPiecesDecisions K12–K13): their own
/// recognisers, and how an app's meet them.
@Suite("Web and map view stand-ins")
struct WebAndMapStandInTests {
    func webScene(userScalable: Bool = true, appTap: UITapGestureRecognizer? = nil) -> (Device, WKWebView) {
        let web = WKWebView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        web.accessibilityIdentifier = "web"
        web.viewportAllowsUserScaling = userScalable
        if let appTap { web.addGestureRecognizer(appTap) }
        let (device, _) = makeScene { $0.addSubview(web) }
        return (device, web)
    }

    @Test func aClickOnAZoomablePageComesWhenTheDoubleTapHasFailed() throws {
        let (device, _) = webScene()
        try device.tap(at: CGPoint(x: 195, y: 300))
        try device.settle(limit: 2)
        #expect(device.trace.actions(of: "web.click").map(\.time) == [0.43])
        #expect(device.trace.entries(of: "web.click", kinds: [.state]).map(\.message).prefix(3)
                == ["possible→recognized", "pending(recognized)", "proceeds (recognized)"])
    }

    @Test func userScalableNoMakesTheClickImmediateAndTheDoubleTapDoesNotZoom() throws {
        let (device, web) = webScene(userScalable: false)
        try device.tap(at: CGPoint(x: 195, y: 300))
        #expect(device.trace.actions(of: "web.click").map(\.time) == [0.08])
        try device.advance(by: 1)
        try device.doubleTap(at: CGPoint(x: 195, y: 300))
        try device.settle(limit: 2)
        #expect(device.trace.actions(of: "web.doubleTapZoom").isEmpty)
        #expect(web.scrollView.zoomScale == 1)
        #expect(web.scrollView.pinchGestureRecognizer == nil)
    }

    @Test func aDoubleTapZoomsAZoomablePageAndCancelsTheClick() throws {
        let (device, web) = webScene()
        try device.doubleTap(at: CGPoint(x: 195, y: 300))
        try device.settle(limit: 2)
        #expect(web.scrollView.zoomScale == 2)
        #expect(device.trace.actions(of: "web.click").isEmpty)
    }

    @Test func anAppsTapOnAZoomablePageTakesTheClickThatWaitsForTheDoubleTapUnlessItRecognisesSimultaneously() throws {
        var fired = 0
        let tap = UITapGestureRecognizer { _ in fired += 1 }
        tap.name = "appTap"
        let (device, _) = webScene(appTap: tap)
        try device.tap(at: CGPoint(x: 195, y: 300))
        try device.settle(limit: 2)
        #expect(fired == 1)
        #expect(device.trace.actions(of: "web.click").isEmpty)
        let lost = try #require(device.trace.transitions(of: "web.click").first { $0.to == .failed })
        #expect(lost.rule == .excludedByRecognition && lost.other == "appTap" && lost.wasPending)

        final class Together: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
        }
        let together = Together()
        tap.delegate = together
        try device.advance(by: 1)
        try device.tap(at: CGPoint(x: 195, y: 300))
        try device.settle(limit: 2)
        #expect(fired == 2)
        #expect(device.trace.actions(of: "web.click").count == 1)
        withExtendedLifetime(together) {}
    }

    /// On a page that cannot zoom the click does not wait: it recognises in the same event as the
    /// app's tap and, deeper, is asked first — the app's tap never fires (the reported "tap on
    /// WKWebView does nothing"). A page that prevents default blocks it earlier, at touch-down.
    @Test func onAPageThatCannotZoomTheClickBeatsAnAppsTapAndAPageThatPreventsDefaultBlocksItAtTouchDown() throws {
        var fired = 0
        let tap = UITapGestureRecognizer { _ in fired += 1 }
        tap.name = "appTap"
        let (device, web) = webScene(userScalable: false, appTap: tap)
        try device.tap(at: CGPoint(x: 195, y: 300))
        #expect(device.trace.transitions(of: "web.touchEvents").map(\.to) == [.failed, .possible])
        #expect(fired == 0)
        #expect(device.trace.transitions(of: "appTap").first { $0.to == .failed }?.other == "web.click")
        web.pagePreventsDefault = true
        try device.advance(by: 1)
        try device.tap(at: CGPoint(x: 195, y: 300))
        #expect(fired == 0)
        let failure = try #require(device.trace.transitions(of: "appTap").last { $0.to == .failed })
        #expect(failure.rule == .excludedByRecognition && failure.other == "web.touchEvents")
        // Two fingers: the touch-events recogniser ends with the last, not the first.
        try device.advance(by: 1)
        try device.send([.down(id: 1, at: CGPoint(x: 150, y: 300)), .down(id: 2, at: CGPoint(x: 250, y: 300))])
        try device.send([.up(id: 1)])
        #expect(web.touchEvents.state == .began || web.touchEvents.state == .changed)
        try device.send([.up(id: 2)])
        #expect(device.trace.transitions(of: "web.touchEvents").last { $0.to != .possible }?.to == .ended)
    }

    @Test func theLongPressBeginsOnlyOverALongPressTarget() throws {
        let (device, web) = webScene()
        try device.longPress(at: CGPoint(x: 195, y: 300), duration: 1)
        #expect(device.trace.transitions(of: "web.longPress").contains { $0.to == .failed })
        web.pageHasLongPressTargets = true
        try device.advance(by: 1)
        try device.longPress(at: CGPoint(x: 195, y: 300), duration: 1)
        #expect(device.trace.transitions(of: "web.longPress").contains { $0.to == .began && abs($0.time - 2.75) < 0.001 })
    }

    @Test func anAppsTapOnAMapFiresOnTheFirstTapOfTheMapsZoomingDoubleTapUntilItRequiresItToFail() throws {
        let map = MKMapView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        map.accessibilityIdentifier = "map"
        var pins = 0
        let tap = UITapGestureRecognizer { _ in pins += 1 }
        map.addGestureRecognizer(tap)
        let (device, _) = makeScene { $0.addSubview(map) }
        try device.doubleTap(at: CGPoint(x: 195, y: 300))
        try device.settle(limit: 2)
        #expect(pins == 1)
        #expect(device.trace.actions(of: "map.doubleTap").count == 1)
        tap.require(toFail: map.doubleTap)
        try device.advance(by: 1)
        try device.doubleTap(at: CGPoint(x: 195, y: 300))
        try device.settle(limit: 2)
        #expect(pins == 1)
        #expect(device.trace.actions(of: "map.doubleTap").count == 2)
    }

    @Test func theMapsSwitchesTurnItsRecognisersOff() {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        map.isScrollEnabled = false
        map.isZoomEnabled = false
        #expect(!map.pan.isEnabled && !map.pinch.isEnabled && !map.doubleTap.isEnabled && !map.twoFingerTap.isEnabled)
        #expect(map.rotation.isEnabled)
        #expect(map.contentView.gestureRecognizers?.count == 5)
    }
}
