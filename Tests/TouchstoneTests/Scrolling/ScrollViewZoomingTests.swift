import Foundation
import Testing
@testable import Touchstone

/// Pinch-zooming (rules §8.1).
@Suite("Scroll view zooming (rules §8.1)")
struct ScrollViewZoomingTests {
    @Test func pinchRecognizerExistsOnlyWhenZoomingIsPossible() {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(s.pinchGestureRecognizer == nil)
        s.maximumZoomScale = 3
        #expect(s.pinchGestureRecognizer != nil)
        #expect(s.gestureRecognizers?.count == 3)
        s.maximumZoomScale = 1
        #expect(s.pinchGestureRecognizer == nil)
    }

    @Test func pinchZoomsTheDelegatesViewWithinTheLimits() throws {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        s.accessibilityIdentifier = "S"
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        s.addSubview(photo)
        s.contentSize = photo.bounds.size
        s.minimumZoomScale = 1
        s.maximumZoomScale = 2
        let (device, _) = makeScene { $0.addSubview(s) }
        let log = ScrollDelegateLog(device)
        log.zoomView = photo
        s.delegate = log
        try device.pinch(center: CGPoint(x: 195, y: 422), fromSpan: 100, toSpan: 300, duration: 0.3)
        #expect(s.zoomScale == 2)
        #expect(s.contentSize == CGSize(width: 780, height: 1688))
        #expect(log.calls.first == "willBeginZooming")
        #expect(log.calls.contains("didZoom"))
        #expect(log.calls.last == "didEndZooming")
        // Without a view for zooming the pinch fails and nothing scales.
        log.zoomView = nil
        s.zoomScale = 1
        try device.pinch(center: CGPoint(x: 195, y: 422), fromSpan: 100, toSpan: 300, duration: 0.3)
        #expect(s.zoomScale == 1)
        #expect(device.trace.entries.contains { $0.subject == "S.pinch" && $0.cause == "the delegate offers no view for zooming" })
    }
}
