import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// `Toggle` and `Slider` hosted on the engine's `UISwitch` and `UISlider`, as SwiftUI hosts
/// them on iOS (SwiftUIDecisions SU27, SU28, SU34).
@Suite struct ToggleAndSliderTests {
    struct Settings: View {
        @State var wifi = false
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<12) { _ in Color.gray.frame(height: 80) }
                    Toggle("Wi-Fi", isOn: $wifi).accessibilityIdentifier("wifi")
                    ForEach(0..<12) { _ in Color.gray.frame(height: 80) }
                }
            }
            .accessibilityIdentifier("scroll")
        }
    }

    static func first<T: UIView>(_ type: T.Type, in view: UIView?) -> T? {
        guard let view else { return nil }
        if let hit = view as? T { return hit }
        for sub in view.subviews { if let hit = first(type, in: sub) { return hit } }
        return nil
    }

    static func windowFrame(_ v: UIView) -> CGRect { v.convert(v.bounds, to: nil) }

    @Test(arguments: [(DeviceProfile.iOS17, DeviceProfile.iOS17), (.iOS18, .iOS18), (.iOS18, .iOS17)])
    func aToggleIsAUISwitchThatATapFlipsADragOfItsThumbFlipsOnceAndAVerticalDragScrolls(
        profile: DeviceProfile, linkedOn: DeviceProfile
    ) throws {
        let (device, host) = show(Settings(), on: profile, linkedOn: linkedOn)
        // The label leading, the switch trailing, the toggle as wide as offered and as tall as
        // the switch, below 12 rows of 80 pt.
        let top = host.frame(of: "scroll").minY
        #expect(host.frame(of: "wifi") == CGRect(x: 0, y: top + 960, width: 390, height: 31))
        let toggle = try #require(Self.first(UISwitch.self, in: host.element("wifi")))
        #expect(toggle.convert(toggle.bounds, to: host.view) == CGRect(x: 339, y: top + 960, width: 51, height: 31))
        let scroll = try #require(host.element("scroll") as? UIScrollView)
        scroll.contentOffset.y = 700

        try device.tap(at: CGPoint(x: Self.windowFrame(toggle).midX, y: Self.windowFrame(toggle).midY))
        try device.settle()
        #expect(toggle.isOn)
        #expect(host.rootView.wifi)

        // The thumb (on: at the right) dragged 40 pt left: flipped past 25 pt, reported once at the end.
        let knob = toggle.convert(toggle.knobRect, to: nil)
        try device.drag(from: CGPoint(x: knob.midX, y: knob.midY), to: CGPoint(x: knob.midX - 40, y: knob.midY))
        try device.settle()
        #expect(toggle.isOn == false)
        #expect(host.rootView.wifi == false)
        #expect(device.trace.entries(of: "UISwitch", kinds: [.control]).map(\.message).filter { $0.hasPrefix("valueChanged") }.count == 2)

        // A vertical drag that starts on it is the scroll view's (the switch's pan is horizontal).
        let start = CGPoint(x: Self.windowFrame(toggle).midX, y: Self.windowFrame(toggle).midY)
        try device.drag(from: start, to: CGPoint(x: start.x, y: start.y - 150))
        try device.settle()
        // The same flick as a drag on a representable switch (RepresentableTests): 389.5 pt.
        #expect(scroll.contentOffset.y.rounded(toPlaces: 3) == 1089.5)
        #expect(host.rootView.wifi == false)
    }

    @Test func aDisabledToggleDoesNotFlip() throws {
        struct Screen: View {
            @State var on = false
            var body: some View { Toggle("Airplane", isOn: $on).disabled(true).accessibilityIdentifier("air") }
        }
        let (device, host) = show(Screen())
        let toggle = try #require(Self.first(UISwitch.self, in: host.element("air")))
        #expect(toggle.isEnabled == false)
        try device.tap(at: CGPoint(x: Self.windowFrame(toggle).midX, y: Self.windowFrame(toggle).midY))
        #expect(host.rootView.on == false)
    }

    struct Volume: View {
        @State var volume = 0.0
        let log: CallLog
        var body: some View {
            VStack {
                Slider(value: Binding(get: { volume }, set: { volume = $0; log("set \($0)") }), in: 0...10, step: 1,
                       onEditingChanged: { log("editing \($0)") })
                    .frame(width: 300)
                    .accessibilityIdentifier("volume")
            }
        }
    }

    @Test(arguments: [(DeviceProfile.iOS17, DeviceProfile.iOS17), (.iOS18, .iOS18)])
    func aSliderThumbDraggedHalfwayWritesEachStepAndReportsEditing(profile: DeviceProfile, linkedOn: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(Volume(log: log), on: profile, linkedOn: linkedOn)
        let slider = try #require(Self.first(UISlider.self, in: host.element("volume")))
        // 300 pt wide (its frame), UIKit's 31 pt tall, centred.
        #expect(host.frame(of: "volume").size == CGSize(width: 300, height: 31))
        #expect(host.frame(of: "volume").minX == 45)
        let thumb = slider.convert(slider.thumbRect, to: nil)
        // 272 pt of travel (300 − the 28 pt thumb): 136 pt is half the range, 5 steps.
        try device.drag(from: CGPoint(x: thumb.midX, y: thumb.midY), to: CGPoint(x: thumb.midX + 136, y: thumb.midY))
        #expect(host.rootView.volume == 5)
        #expect(log.calls == ["editing true", "set 1.0", "set 2.0", "set 3.0", "set 4.0", "set 5.0", "editing false"])
    }

    @Test func aTouchOnTheTrackAwayFromTheThumbMovesNothing() throws {
        let log = CallLog()
        let (device, host) = show(Volume(log: log))
        let track = host.frame(of: "volume")
        try device.tap(at: CGPoint(x: track.maxX - 20, y: host.center(of: "volume").y))
        try device.drag(from: CGPoint(x: track.maxX - 60, y: host.center(of: "volume").y),
                        to: CGPoint(x: track.maxX - 10, y: host.center(of: "volume").y))
        #expect(log.calls == [])
        #expect(host.rootView.volume == 0)
    }

    struct Strip: View {
        @State var value = 0.5
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    Color.gray.frame(width: 100)
                    Slider(value: $value).frame(width: 300).accessibilityIdentifier("slider")
                    Color.gray.frame(width: 600)
                }
            }
            .accessibilityIdentifier("strip")
            .frame(height: 100)
        }
    }

    /// rules §7.6, ProfileDecisions V10: the scroll view's content delay decides.
    @Test(arguments: [(DeviceProfile.iOS17, DeviceProfile.iOS17), (.iOS18, .iOS18)])
    func inAHorizontalScrollViewADragThatMovesAtOnceScrollsAndOneHeldPastTheDelayMovesTheThumb(
        profile: DeviceProfile, linkedOn: DeviceProfile
    ) throws {
        let (device, host) = show(Strip(), on: profile, linkedOn: linkedOn)
        let scroll = try #require(host.element("strip") as? UIScrollView)
        let slider = try #require(Self.first(UISlider.self, in: host.element("slider")))
        var thumb = slider.convert(slider.thumbRect, to: nil)
        try device.drag(from: CGPoint(x: thumb.midX, y: thumb.midY), to: CGPoint(x: thumb.midX - 100, y: thumb.midY))
        try device.settle()
        #expect(host.rootView.value == 0.5)
        // 90 pt dragged after the pan's 10 pt, then the flick's deceleration.
        #expect(scroll.contentOffset.x.rounded(toPlaces: 3) == 256.333)

        scroll.contentOffset.x = 0
        thumb = slider.convert(slider.thumbRect, to: nil)
        // Held 0.3 s first: a quarter of the 272 pt of travel to the left.
        try device.drag(from: CGPoint(x: thumb.midX, y: thumb.midY), to: CGPoint(x: thumb.midX - 68, y: thumb.midY), hold: 0.3)
        try device.settle()
        #expect(host.rootView.value == 0.25)
        #expect(scroll.contentOffset.x == 0)
    }

    // MARK: Bad input (SU34)

    @Test func aRangeWithAnInfiniteBoundShowsADisabledSliderThatWritesNothing() throws {
        struct Screen: View {
            @State var a = 3.0
            var body: some View {
                Slider(value: $a, in: -Double.infinity...Double.infinity).accessibilityIdentifier("infinite")
            }
        }
        let (device, host) = show(Screen())
        let slider = try #require(Self.first(UISlider.self, in: host.element("infinite")))
        #expect(slider.isEnabled == false)
        #expect(slider.value == 0)
        let thumb = slider.convert(slider.thumbRect, to: nil)
        try device.drag(from: CGPoint(x: thumb.midX, y: thumb.midY), to: CGPoint(x: thumb.midX + 100, y: thumb.midY))
        #expect(host.rootView.a == 3)
        // A NaN bound (only a release build lets one into a ClosedRange) is refused the same way.
        var v = 3.0
        let nan = SliderModel(Binding(get: { v }, set: { v = $0 }), lower: .nan, upper: 1, step: nil) { _ in }
        #expect(nan.hasUsableRange == false)
        #expect(nan.fraction(of: 3) == 0)
        let coordinator = SliderCoordinator(nan)
        coordinator.valueChanged(slider)
        #expect(v == 3)
    }

    @Test func theModelMapsEveryValueToAFiniteThumbPositionAndBack() {
        var v = 0.0
        let binding = Binding(get: { v }, set: { v = $0 })
        let empty = SliderModel(binding, 5...5, step: nil) { _ in }
        #expect(empty.fraction(of: 7) == 0)
        #expect(empty.value(at: 0.8) == 5)
        let huge = SliderModel(binding, -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude, step: nil) { _ in }
        #expect(huge.fraction(of: 0) == 0.5)
        #expect(huge.value(at: 0.5) == 0)
        #expect(huge.value(at: 1) == .greatestFiniteMagnitude)
        let unit = SliderModel(binding, 0...1, step: nil) { _ in }
        #expect(unit.fraction(of: .nan) == 0)
        #expect(unit.fraction(of: 4) == 1)
        #expect(unit.fraction(of: -4) == 0)
        #expect(unit.value(at: .nan) == 0)
        for bad in [Double.nan, 0, -1, .infinity] {
            #expect(SliderModel(binding, 0...10, step: bad) { _ in }.value(at: 0.33) == 3.3000000000000003)
        }
        let stepped = SliderModel(binding, 0...10, step: 4) { _ in }
        #expect(stepped.value(at: 1) == 8)
        #expect(stepped.value(at: 0.95) == 8)
        #expect(stepped.value(at: 0.1) == 0)
        #expect(stepped.value(at: 0.3) == 4)
    }
}
