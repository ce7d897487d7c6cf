import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// `gesture(_:name:isEnabled:)`: from iOS 18 linked on 18 the name is the SwiftUI gesture's UIKit
/// recogniser's, so a UIKit recogniser can require it to fail (SwiftUIDecisions SU18).
@Suite struct GestureNameTests {
    /// A UIKit delegate that makes the screen's tap wait for the recogniser named "double".
    final class WaitForDouble: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            otherGestureRecognizer.name == "double"
        }
    }

    @Test func aUIKitTapWaitsForTheSwiftUIGestureItNamesOnIOS18() throws {
        let log = CallLog()
        let device = Device(profile: .iOS18)
        let screen = UIViewController()
        let host = UIHostingController(rootView: Color.red.frame(width: 120, height: 120).accessibilityIdentifier("badge")
            .gesture(TapGesture(count: 2).onEnded { log("double") }, name: "double"))
        host.view.frame = CGRect(x: 0, y: 300, width: 390, height: 200)
        screen.view.addSubview(host.view)
        let delegate = WaitForDouble()
        let uikitTap = UITapGestureRecognizer { _ in log("screen tap") }
        uikitTap.delegate = delegate
        screen.view.addGestureRecognizer(uikitTap)
        device.show(screen)
        let badge = try #require(host.element("badge"))
        #expect(badge.gestureRecognizers?.map(\.name) == ["double"])
        #expect(badge.gestureRecognizers?.map(\.traceName) == ["badge.doubleTap (gesture)"])
        // A single tap: the screen's tap waits for the double tap to fail, then fires.
        try device.tap(at: host.center(of: "badge"))
        #expect(log.calls == [])
        try device.settle()
        #expect(log.calls == ["screen tap"])
        // A double tap: the SwiftUI gesture succeeds and the screen's tap fails.
        try device.advance(by: 1)
        try device.tap(at: host.center(of: "badge"))
        try device.advance(by: 0.1)
        try device.tap(at: host.center(of: "badge"))
        try device.settle()
        #expect(log.calls == ["screen tap", "double"])
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aGestureThatIsNotEnabledIsNotAttached(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(Color.red.frame(width: 100, height: 100).accessibilityIdentifier("badge")
            .gesture(TapGesture().onEnded { log("tap") }, isEnabled: false), on: profile)
        try device.tap(at: host.center(of: "badge"))
        try device.settle()
        #expect(log.calls == [])
    }
}
