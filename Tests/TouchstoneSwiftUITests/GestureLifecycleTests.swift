import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// What a gesture calls, and when: `onEnded` only on success, `@GestureState` back at its initial
/// value however the gesture stops (SwiftUIDecisions SU5, SU6).
@Suite struct GestureLifecycleTests {
    struct Card: View {
        let log: CallLog
        @GestureState var offset: CGSize = .zero
        var body: some View {
            RoundedRectangle(cornerRadius: 12)
                .frame(width: 200, height: 120)
                .accessibilityIdentifier("card")
                .gesture(
                    DragGesture()
                        .updating($offset) { value, state, _ in state = value.translation }
                        .onChanged { v in log("onChanged \(Int(v.translation.height))") }
                        .onEnded { v in log("onEnded \(Int(v.translation.height))") }
                )
        }
    }

    struct Pad: View {
        @GestureState var location: CGPoint?
        var body: some View {
            Rectangle()
                .frame(width: 200, height: 200)
                .accessibilityIdentifier("pad")
                .gesture(DragGesture(minimumDistance: 0).updating($location) { value, state, _ in state = value.location })
        }
    }

    /// `@GestureState var location: CGPoint?` compiles as in SwiftUI (no initial value: `nil`), follows
    /// the finger and goes back to `nil` when the gesture ends.
    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func anOptionalGestureStateStartsAtNilAndGoesBackToIt(profile: DeviceProfile) throws {
        let (device, host) = show(Pad(), on: profile)
        #expect(host.rootView.location == nil)
        let c = host.center(of: "pad")
        try device.touchDown(at: c)
        try device.advance(by: 1.0 / 60)
        try device.touchMove(to: CGPoint(x: c.x, y: c.y + 10))
        #expect(host.rootView.location == CGPoint(x: 100, y: 110))
        try device.touchUp()
        #expect(host.rootView.location == nil)
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aDragCallsOnChangedFromTheMinimumDistanceThenOnEndedOnce(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(Card(log: log), on: profile)
        let c = host.center(of: "card")
        try device.touchDown(at: c)
        for dy in [5, 12, 20] {
            try device.advance(by: 1.0 / 60)
            try device.touchMove(to: CGPoint(x: c.x, y: c.y + CGFloat(dy)))
        }
        #expect(host.rootView.offset == CGSize(width: 0, height: 20))
        try device.touchUp()
        #expect(log.calls == ["onChanged 12", "onChanged 20", "onEnded 20"])
        #expect(host.rootView.offset == .zero)
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aCancelledDragNeverCallsOnEndedAndItsGestureStateIsReset(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(Card(log: log), on: profile)
        let c = host.center(of: "card")
        try device.touchDown(at: c)
        try device.advance(by: 1.0 / 60)
        try device.touchMove(to: CGPoint(x: c.x, y: c.y + 30))
        #expect(host.rootView.offset.height == 30)
        try device.touchCancel()
        #expect(log.calls == ["onChanged 30"])
        #expect(host.rootView.offset == .zero)
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aLongPressSucceedsWhenItsTimeIsUpFingerStillDown(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(
            Color.orange.frame(width: 100, height: 100)
                .onLongPressGesture(minimumDuration: 0.5, perform: { log("long") }, onPressingChanged: { log("pressing \($0)") }),
            on: profile
        )
        try device.touchDown(at: host.view.center)
        #expect(log.calls == ["pressing true"])
        try device.advance(by: 0.6)
        #expect(log.calls == ["pressing true", "long", "pressing false"])
        try device.touchUp()
        #expect(log.calls.count == 3)
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aLongPressLiftedEarlyFailsWithoutItsAction(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(
            Color.orange.frame(width: 100, height: 100)
                .onLongPressGesture(perform: { log("long") }, onPressingChanged: { log("pressing \($0)") }),
            on: profile
        )
        try device.tap(at: host.view.center)
        try device.settle()
        #expect(log.calls == ["pressing true", "pressing false"])
    }

    struct ButtonList: View {
        let log: CallLog
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<15) { n in
                        Button { log("button \(n)") } label: {
                            Color.green.frame(height: 80).accessibilityIdentifier("button\(n)")
                        }
                    }
                }
            }.accessibilityIdentifier("scroll")
        }
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aButtonsPressIsCancelledByAScrollThatBeginsOnIt(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(ButtonList(log: log), on: profile)
        let start = host.center(of: "button2")
        try device.drag(from: start, to: CGPoint(x: start.x, y: start.y - 150))
        let scroll = try #require(host.element("scroll") as? UIScrollView)
        #expect(scroll.contentOffset.y > 100)
        #expect(log.calls == [])
        try device.settle()
        // The flick carried the content 389.5 pt: button 6 is now near the top of the scroll view.
        #expect(scroll.contentOffset.y.rounded(toPlaces: 3) == 389.5)
        try device.tap(at: host.center(of: "button6"))
        #expect(log.calls == ["button 6"])
    }
}
