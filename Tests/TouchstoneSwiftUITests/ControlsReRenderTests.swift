import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// The controls, lists and represented recognisers (SwiftUIDecisions SU27–SU31) across the
/// re-render a change of state causes (SU37): views reused, row actions current, a represented
/// recogniser installed once.
@Suite struct ControlsReRenderTests {
    struct Lock: View {
        let log: CallLog
        @State var locked = false
        var body: some View {
            VStack(spacing: 20) {
                Toggle("Lock", isOn: $locked).accessibilityIdentifier("lock")
                Color.blue.frame(width: 200, height: 100).accessibilityIdentifier("pad")
                    .onTapGesture { log("pad") }
                    .allowsHitTesting(!locked)
            }
        }
    }

    @Test(arguments: [(DeviceProfile.iOS17, DeviceProfile.iOS17), (.iOS18, .iOS18)])
    func aToggleDrivingAllowsHitTestingOfAnotherViewTakesEffectForTheNextTouch(
        profile: DeviceProfile, linkedOn: DeviceProfile
    ) throws {
        let log = CallLog()
        let (device, host) = show(Lock(log: log), on: profile, linkedOn: linkedOn)
        let toggle = try #require(ToggleAndSliderTests.first(UISwitch.self, in: host.element("lock")))
        let pad = host.center(of: "pad")
        try device.tap(at: pad)
        #expect(log.calls == ["pad"])
        let frame = toggle.convert(toggle.bounds, to: nil)
        try device.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        // Re-rendered before the next touch: the same switch, on; the pad takes no touch.
        #expect(host.rootView.locked)
        #expect(ToggleAndSliderTests.first(UISwitch.self, in: host.element("lock")) === toggle)
        #expect(toggle.isOn)
        #expect(host.element("pad")?.isUserInteractionEnabled == false)
        try device.tap(at: pad)
        #expect(log.calls == ["pad"])
        // Off again: the pad is touchable again.
        try device.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(toggle.isOn == false)
        try device.tap(at: pad)
        #expect(log.calls == ["pad", "pad"])
    }

    struct Counter: View {
        let log: CallLog
        @State var count = 0
        var body: some View {
            // The action captures the count this build saw: a stale action would log it again.
            let seen = count
            return List {
                Text("Count \(seen)")
                Button("Add") { log("add at \(seen)"); count += 1 }.accessibilityIdentifier("add")
            }
            .accessibilityIdentifier("list")
        }
    }

    @Test(arguments: [(DeviceProfile.iOS15, DeviceProfile.iOS15), (.iOS17, .iOS17), (.iOS18, .iOS18), (.iOS18, .iOS17)])
    func aListRowButtonThatIncrementsACounterShowsTheNewCountBeforeTheNextTouch(
        profile: DeviceProfile, linkedOn: DeviceProfile
    ) throws {
        let log = CallLog()
        let (device, host) = show(Counter(log: log), on: profile, linkedOn: linkedOn)
        let list = try #require(host.element("list"))
        #expect(ListTests.named("Text \"Count 0\"", in: list) != nil)
        try device.tap(at: host.center(of: "add"))
        // The same list view (of the class of the device's version), the new text shown.
        #expect(host.element("list") === list)
        #expect((list is UITableView) == (profile.iOSVersion < 16))
        #expect(ListTests.named("Text \"Count 1\"", in: list) != nil)
        #expect(ListTests.named("Text \"Count 0\"", in: list) == nil)
        // The row's action is the one of the last build: it sees the new count.
        try device.tap(at: CGPoint(x: 350, y: host.center(of: "add").y))
        #expect(log.calls == ["add at 0", "add at 1"])
        #expect(ListTests.named("Text \"Count 2\"", in: list) != nil)
        #expect(host.rootView.count == 2)
    }

    struct Held: View {
        let log: CallLog
        @State var shown = true
        @State var taps = 0
        var body: some View {
            VStack(spacing: 20) {
                Button("Tap \(taps)") { taps += 1 }.accessibilityIdentifier("button")
                Button("Remove") { shown = false }.accessibilityIdentifier("remove")
                if shown {
                    Color.blue.frame(width: 200, height: 200).accessibilityIdentifier("pad")
                        .gesture(GestureRecognizerRepresentableTests.Hold(log: log))
                }
            }
        }
    }

    @Test func aRepresentedRecogniserIsInstalledOnceAcrossReRendersAndRemovedWithItsView() throws {
        let log = CallLog()
        let (device, host) = show(Held(log: log), on: .iOS18)
        let pad = try #require(host.element("pad"))
        #expect(log.calls == ["makeCoordinator", "makeUIGestureRecognizer", "updateUIGestureRecognizer"])
        try device.tap(at: host.center(of: "button"))
        try device.tap(at: host.center(of: "button"))
        // Two re-renders: the recogniser is kept and updated, not made again.
        #expect(host.element("pad") === pad)
        #expect((pad.gestureRecognizers ?? []).filter { $0 is UILongPressGestureRecognizer }.count == 1)
        #expect(log.calls == ["makeCoordinator", "makeUIGestureRecognizer", "updateUIGestureRecognizer",
                              "updateUIGestureRecognizer", "updateUIGestureRecognizer"])
        let recognizer = try #require((pad.gestureRecognizers ?? []).first { $0 is UILongPressGestureRecognizer })
        try device.tap(at: host.center(of: "remove"))
        #expect(host.element("pad") == nil)
        #expect(recognizer.view == nil)
    }

    @Test func beforeIOS18TheTraceSaysARepresentedRecogniserIsNotAttachedOnceNotAtEveryReRender() throws {
        let log = CallLog()
        let (device, host) = show(Held(log: log), on: .iOS17)
        try device.tap(at: host.center(of: "button"))
        try device.tap(at: host.center(of: "button"))
        #expect(host.rootView.taps == 2)
        #expect(log.calls == [])
        #expect(device.trace.entries(of: "pad", kinds: [.error]).map(\.message) == ["Hold not attached"])
    }
}
