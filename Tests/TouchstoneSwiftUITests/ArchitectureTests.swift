import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// Which gesture system a device runs, from its iOS version and the SDK the app was linked
/// against (SwiftUIDecisions SU1), and the modifiers' precedence on each (SU2, SU3).
@Suite struct ArchitectureTests {
    @Test func perGestureRecognizersNeedBothTheIOS18RuntimeAndTheIOS18SDK() {
        #expect(SwiftUIGestureArchitecture(device: Device(profile: .iOS18)) == .perGestureRecognizers)
        #expect(SwiftUIGestureArchitecture(device: Device(profile: .iOS18, linkedOn: .iOS17)) == .hostingRecognizer)
        #expect(SwiftUIGestureArchitecture(device: Device(profile: .iOS17)) == .hostingRecognizer)
        #expect(SwiftUIGestureArchitecture(device: Device(profile: .iOS13)) == .hostingRecognizer)
    }

    @Test func anSDKNewerThanTheRuntimeIsTakenAsTheRuntimes() {
        #expect(Device(profile: .iOS17, linkedOn: .iOS18).linkedOn == .iOS17)
        #expect(Device(profile: .iOS15).linkedOn == .iOS15)
        #expect(SwiftUIGestureArchitecture(device: Device(profile: .iOS17, linkedOn: .iOS18)) == .hostingRecognizer)
    }

    @Test func theHostingArchitectureHasOneRecogniserAndThePerGestureOneRecogniserPerModifier() throws {
        let screen = Color.red.frame(width: 100, height: 100).accessibilityIdentifier("card")
            .onTapGesture {}
            .simultaneousGesture(DragGesture())
        let (_, host17) = show(screen, on: .iOS17)
        #expect(host17.view.gestureRecognizers?.map(\.traceName) == ["SwiftUI hosting gesture"])
        let card17 = try #require(host17.element("card"))
        #expect(card17.gestureRecognizers?.isEmpty ?? true)
        let (_, host18) = show(screen, on: .iOS18)
        #expect(host18.view.gestureRecognizers?.isEmpty ?? true)
        #expect(host18.element("card")?.gestureRecognizers?.map(\.traceName)
                == ["card.tap (onTapGesture)", "card.drag (simultaneousGesture)"])
    }

    struct HighPriorityParent: View {
        let log: CallLog
        var body: some View {
            ZStack {
                Color.red.frame(width: 100, height: 100).accessibilityIdentifier("child")
                    .onTapGesture { log("child") }
            }
            .frame(width: 300, height: 300)
            .contentShape(Rectangle())
            .highPriorityGesture(TapGesture().onEnded { log("parent") })
        }
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aParentsHighPriorityTapGoesBeforeItsChilds(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(HighPriorityParent(log: log), on: profile)
        try device.tap(at: host.center(of: "child"))
        try device.settle()
        #expect(log.calls == ["parent"])
    }

    @Test func aHostileNumberOfViewsIsRefusedWithAClearError() {
        let (_, host) = show(VStack { ForEach(0..<60_000) { _ in Color.red } })
        #expect(host.buildError == .tooManyViews(limit: BuildContext.maxNodes))
        #expect(host.buildError?.description == "the SwiftUI screen has more than 50000 views; nothing was shown")
        #expect(host.view.subviews.isEmpty)
    }
}

/// A hosting controller's view inside a UIKit screen: the SwiftUI content is built once the view
/// is in a window, and its gestures work beside UIKit's (SU1).
@Suite struct EmbeddedHostingTests {
    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aHostingViewInsideAUIKitScreenTakesTapsOnItsContent(profile: DeviceProfile) throws {
        let log = CallLog()
        let device = Device(profile: profile)
        let screen = UIViewController()
        let host = UIHostingController(rootView: Color.red.frame(width: 80, height: 80).accessibilityIdentifier("badge")
            .onTapGesture { log("badge") })
        host.view.frame = CGRect(x: 0, y: 500, width: 390, height: 200)
        screen.view.addSubview(host.view)
        let uikitTap = UITapGestureRecognizer { _ in log("screen") }
        screen.view.addGestureRecognizer(uikitTap)
        device.show(screen)
        #expect(host.frame(of: "badge") == CGRect(x: 155, y: 60, width: 80, height: 80))
        try device.tap(at: host.center(of: "badge"))
        #expect(log.calls == ["badge"])
        try device.tap(at: CGPoint(x: 195, y: 200))
        #expect(log.calls == ["badge", "screen"])
    }
}
