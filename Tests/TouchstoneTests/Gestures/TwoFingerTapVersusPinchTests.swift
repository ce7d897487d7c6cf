import Foundation
import Testing
@testable import Touchstone

/// A two-finger tap and a pinch on one view, default delegates (issue 33; mapbox-gl-cocoa #67,
/// iOS 8; rules §5.6; ProfileDecisions V17, replacing V14).
@Suite("Two-finger tap and pinch on one view (V17)")
struct TwoFingerTapVersusPinchTests {
    private func scene() -> (Device, ActionLog) {
        let (device, root) = makeScene()
        let log = ActionLog(device)
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        log.attach(tap, as: "tap2")
        let pinch = UIPinchGestureRecognizer()
        log.attach(pinch, as: "pinch")
        root.addGestureRecognizer(tap)
        root.addGestureRecognizer(pinch)
        return (device, log)
    }

    /// Two fingers 100 pt apart at (145, 400) and (245, 400) that each move `spread` pt outwards
    /// over 48 ms and lift at 80 ms.
    private func pinch(_ device: Device, spread: CGFloat) throws {
        try device.touchDown(id: 0, at: CGPoint(x: 145, y: 400))
        try device.touchDown(id: 1, at: CGPoint(x: 245, y: 400))
        for (i, t) in [16.0, 32, 48].enumerated() {
            try device.advance(to: ms(t))
            let d = spread * CGFloat(i + 1) / 3
            try device.touchMove(id: 0, to: CGPoint(x: 145 - d, y: 400))
            try device.touchMove(id: 1, to: CGPoint(x: 245 + d, y: 400))
        }
        try device.advance(to: ms(80))
        try device.touchUp(id: 0)
        try device.touchUp(id: 1)
    }

    @Test func aShortPinchZoomsAndFiresTheTwoFingerTap() throws {
        // mapbox-gl-cocoa #67 (iOS 8): "pinching and rotating gestures frequently also fire the two
        // finger tap"; its tap had no delegate, its delegate allowed only pan/pinch/rotate pairs
        // (ProfileDecisions V17, which replaced V14's reading).
        let (device, log) = scene()
        try pinch(device, spread: 12)
        #expect(log.entries.first == "pinch.began@32")
        #expect(log.entries.contains("tap2@80"))
        #expect(log.entries.contains("pinch.ended@80"))
        #expect(!device.lines(.state).contains { $0.hasPrefix("tap2 possible→failed") })
    }

    @Test func requiringThePinchToFailIsTheFixThatKeepsTheTapOut() throws {
        let (device, root) = makeScene()
        let log = ActionLog(device)
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        log.attach(tap, as: "tap2")
        let pinchRecognizer = UIPinchGestureRecognizer()
        log.attach(pinchRecognizer, as: "pinch")
        tap.require(toFail: pinchRecognizer)
        root.addGestureRecognizer(tap)
        root.addGestureRecognizer(pinchRecognizer)
        try pinch(device, spread: 12)
        #expect(!log.entries.contains { $0.hasPrefix("tap2") })
        #expect(log.entries.first == "pinch.began@32")
    }

    @Test func aRotationDoesNotFailTheTwoFingerTapEither() {
        let rotation = UIRotationGestureRecognizer(), tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        #expect(!rotation.canPrevent(tap))
        #expect(!UIPinchGestureRecognizer().canPrevent(tap))
        #expect(rotation.canPrevent(pan))
    }

    @Test func twoFingersThatBarelyMoveAreATwoFingerTapAndThePinchNeverBegins() throws {
        let (device, log) = scene()
        try pinch(device, spread: 2)
        #expect(log.entries == ["tap2@80"])
    }
}
