import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// UIKit views inside SwiftUI with `UIViewRepresentable` (SwiftUIDecisions SU15): made and
/// updated when the screen is built, laid out at their intrinsic size, touched as UIKit views.
@Suite struct RepresentableTests {
    /// The usual representable switch: a coordinator as the switch's target writes a binding.
    struct SwitchView: UIViewRepresentable {
        @Binding var isOn: Bool
        let log: CallLog

        final class Coordinator {
            var parent: SwitchView
            init(_ parent: SwitchView) { self.parent = parent }
            func toggled(_ sender: UISwitch) {
                parent.isOn = sender.isOn
                parent.log("valueChanged \(sender.isOn)")
            }
        }

        func makeCoordinator() -> Coordinator {
            log("makeCoordinator")
            return Coordinator(self)
        }

        func makeUIView(context: Context) -> UISwitch {
            log("makeUIView")
            let toggle = UISwitch()
            toggle.addTarget(context.coordinator, action: Coordinator.toggled, for: .valueChanged)
            return toggle
        }

        func updateUIView(_ uiView: UISwitch, context: Context) {
            log("updateUIView \(isOn)")
            uiView.isOn = isOn
        }
    }

    struct Settings: View {
        @State var wifi = true
        let log: CallLog
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<12) { n in
                        Color.gray.frame(height: 80)
                    }
                    SwitchView(isOn: $wifi, log: log).accessibilityIdentifier("wifi")
                    ForEach(0..<12) { n in
                        Color.gray.frame(height: 80)
                    }
                }
            }
            .accessibilityIdentifier("scroll")
        }
    }

    @Test(arguments: [(DeviceProfile.iOS17, DeviceProfile.iOS17), (.iOS18, .iOS18), (.iOS18, .iOS17)])
    func aUISwitchInARepresentableInsideAScrollViewTogglesOnATapAndLetsADragScroll(
        profile: DeviceProfile, linkedOn: DeviceProfile
    ) throws {
        let log = CallLog()
        let screen = Settings(log: log)
        let (device, host) = show(screen, on: profile, linkedOn: linkedOn)
        #expect(log.calls == ["makeCoordinator", "makeUIView", "updateUIView true"])
        // 12 rows of 80 pt above it; the switch keeps UIKit's 51 × 31 pt, centred across.
        #expect(host.frame(of: "wifi").size == CGSize(width: 51, height: 31))
        let scroll = try #require(host.element("scroll") as? UIScrollView)
        scroll.contentOffset.y = 700
        let toggle = try #require(host.element("wifi")?.subviews.first as? UISwitch)
        try device.tap(at: host.center(of: "wifi"))
        try device.settle()
        #expect(toggle.isOn == false)
        #expect(screen.wifi == false)
        #expect(log.calls.dropFirst(3) == ["valueChanged false", "updateUIView false"])
        let start = host.center(of: "wifi")
        try device.drag(from: start, to: CGPoint(x: start.x, y: start.y - 150))
        try device.settle()
        // The switch's pan is horizontal: the vertical drag is the scroll view's, and its flick
        // carries the content the same 389.5 pt as a drag on a SwiftUI button row does.
        #expect(scroll.contentOffset.y.rounded(toPlaces: 3) == 1089.5)
        #expect(toggle.isOn == false)
        #expect(log.calls.dropFirst(3) == ["valueChanged false", "updateUIView false"])
    }

    @Test func aViewWithoutAnIntrinsicSizeTakesTheSizeOffered() {
        struct Plain: UIViewRepresentable {
            func makeUIView(context: Context) -> UIView { UIView() }
            func updateUIView(_ uiView: UIView, context: Context) {}
        }
        let (_, host) = show(VStack(spacing: 0) { Plain().frame(height: 120).accessibilityIdentifier("plain") })
        #expect(host.frame(of: "plain").size == CGSize(width: 390, height: 120))
    }
}
