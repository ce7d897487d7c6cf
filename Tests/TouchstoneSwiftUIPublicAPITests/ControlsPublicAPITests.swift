import Testing
import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// Toggle, Slider, List, `UIGestureRecognizerRepresentable`, custom gestures and the paste-in
/// modifiers through the public API alone (no `@testable`; SwiftUIDecisions SU27–SU33).
@Suite("SwiftUI controls and lists through TouchstoneSwiftUI's public API")
struct ControlsPublicAPITests {
    struct Screen: View {
        let log: CallLog
        @State var on = false
        @State var level = 0.25

        var body: some View {
            VStack(spacing: 0) {
                Toggle("Bluetooth", isOn: $on).accessibilityIdentifier("bluetooth")
                Slider(value: $level, in: 0...1) { Text("Level") } onEditingChanged: { log("editing \($0)") }
                    .frame(width: 228)
                    .accessibilityIdentifier("level")
                List {
                    HStack {
                        Button("One") { log("one") }
                        Button("Two") { log("two") }
                    }
                    Text("Plain row")
                        .font(.system(size: 17, weight: .semibold))
                        .background(.orange)
                        .onTapGesture(count: 1, coordinateSpace: .local) { p in log("row at \(Int(p.x))") }
                        .accessibilityIdentifier("plain")
                }
                .frame(height: 300)
            }
        }
    }

    static func first<T: UIView>(_ type: T.Type, in view: UIView?) -> T? {
        guard let view else { return nil }
        if let hit = view as? T { return hit }
        for sub in view.subviews { if let hit = first(type, in: sub) { return hit } }
        return nil
    }

    @Test func aToggleASliderAndAListRowTakeTheirTouches() throws {
        let log = CallLog()
        let (device, host) = show(Screen(log: log))
        let toggle = try #require(Self.first(UISwitch.self, in: host.element("bluetooth")))
        try device.tap(at: toggle.convert(CGPoint(x: 25, y: 15), to: nil))
        #expect(host.rootView.on)

        let slider = try #require(Self.first(UISlider.self, in: host.element("level")))
        let thumb = slider.convert(slider.thumbRect, to: nil)
        // 200 pt of travel: 100 pt moves the value by a half.
        try device.drag(from: CGPoint(x: thumb.midX, y: thumb.midY), to: CGPoint(x: thumb.midX + 100, y: thumb.midY))
        #expect(host.rootView.level == 0.75)

        try device.tap(at: CGPoint(x: 300, y: host.center(of: "plain").y - 44))
        try device.tap(at: host.center(of: "plain"))
        #expect(log.calls == ["editing true", "editing false", "one", "two", "row at \(Int(host.frame(of: "plain").width / 2))"])
    }

    struct Pinch: UIGestureRecognizerRepresentable {
        let log: CallLog
        final class Coordinator { var began = 0 }
        func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { Coordinator() }
        func makeUIGestureRecognizer(context: Context) -> UILongPressGestureRecognizer {
            let r = UILongPressGestureRecognizer()
            r.minimumPressDuration = 0.2
            return r
        }
        func handleUIGestureRecognizerAction(_ recognizer: UILongPressGestureRecognizer, context: Context) {
            if recognizer.state == .began { context.coordinator.began += 1; log("began \(context.coordinator.began)") }
        }
    }

    struct Hop: Gesture {
        var body: some Gesture<Void> { TapGesture(count: 2) }
    }

    @Test func aRepresentedRecogniserAndACustomGestureRunOnIOS18() throws {
        let log = CallLog()
        let (device, host) = show(VStack {
            Color.green.frame(width: 100, height: 100).gesture(Pinch(log: log)).accessibilityIdentifier("held")
            Color.gray.frame(width: 100, height: 100).gesture(Hop().onEnded { log("hop") }).accessibilityIdentifier("hop")
        })
        try device.longPress(at: host.center(of: "held"), duration: 0.5)
        try device.tap(at: host.center(of: "hop"))
        try device.advance(by: 0.1)
        try device.tap(at: host.center(of: "hop"))
        try device.settle()
        #expect(log.calls == ["began 1", "hop"])
    }
}
