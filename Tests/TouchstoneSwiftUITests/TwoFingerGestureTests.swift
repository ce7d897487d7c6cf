import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// `MagnifyGesture` and `RotateGesture` on the engine's pinch and rotation recognisers, in both
/// architectures (SwiftUIDecisions SU17).
@Suite struct TwoFingerGestureTests {
    struct Photo: View {
        let log: CallLog
        @GestureState var zoom: CGFloat = 1
        var body: some View {
            Color.gray.frame(width: 300, height: 300).accessibilityIdentifier("photo")
                .gesture(
                    MagnifyGesture()
                        .updating($zoom) { value, state, _ in state = value.magnification }
                        .onEnded { v in log("magnify ended \(String(format: "%.2f", Double(v.magnification)))") }
                )
                .simultaneousGesture(
                    RotateGesture()
                        .onEnded { v in log("rotate ended \(Int(v.rotation.degrees.rounded()))°") }
                )
        }
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aPinchMagnifiesFromItsStartAndResetsItsState(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(Photo(log: log), on: profile)
        try device.pinch(center: host.center(of: "photo"), fromSpan: 100, toSpan: 200)
        try device.settle()
        // The pinch begins when the span has grown its 8 pt (100 → 108): 200 / 108 = 1.85.
        #expect(log.calls == ["magnify ended 1.85"])
        #expect(host.rootView.zoom == 1)
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aTurnReportsItsRotationAsAnAngle(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(Photo(log: log), on: profile)
        try device.rotate(center: host.center(of: "photo"), toAngle: .pi / 4)
        try device.settle()
        // The span does not change, so the magnify never begins.
        #expect(log.calls == ["rotate ended 45°"])
    }

    @Test func theTwoFingerGesturesHaveRecognisersOfTheirOwnOnIOS17Too() throws {
        let (_, host) = show(Photo(log: CallLog()), on: .iOS17)
        #expect(host.element("photo")?.gestureRecognizers?.map(\.traceName)
                == ["photo.magnify (gesture)", "photo.rotate (simultaneousGesture)"])
    }
}
