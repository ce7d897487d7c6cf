import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// A change of `@State`, `@Binding` or `@GestureState` re-renders the screen at the end of the
/// event turn, before the next touch sample, keeping views, state and gestures under way by
/// structural identity (SwiftUIDecisions SU37, SU38).
@Suite struct ReRenderTests {
    struct Card: View {
        let log: CallLog
        @State private var position = CGSize.zero
        @GestureState private var drag = CGSize.zero

        var body: some View {
            Color.red.frame(width: 100, height: 100).accessibilityIdentifier("card")
                .offset(x: position.width + drag.width, y: position.height + drag.height)
                .onTapGesture { log("tap") }
                .gesture(DragGesture()
                    .updating($drag) { value, state, _ in state = value.translation }
                    .onEnded { value in
                        log("onEnded")
                        position.width += value.translation.width
                        position.height += value.translation.height
                    })
        }
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aCardMovedByItsOffsetIsHitAtItsNewPlaceAndItsDragRunsOn(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(Card(log: log), on: profile)
        let start = host.frame(of: "card")
        let c = CGPoint(x: start.midX, y: start.midY)
        try device.touchDown(at: c)
        for step in 1...5 {
            try device.advance(by: 0.016)
            try device.touchMove(to: CGPoint(x: c.x + CGFloat(step) * 20, y: c.y))
        }
        // The gesture state moved the card before the next sample: 100 pt right, mid-drag.
        #expect(host.frame(of: "card").minX == start.minX + 100)
        try device.advance(by: 0.016)
        try device.touchUp()
        #expect(log.calls == ["onEnded"])
        #expect(host.frame(of: "card").minX == start.minX + 100)
        // The old place takes no tap; the new one does.
        try device.tap(at: c)
        #expect(log.calls == ["onEnded"])
        try device.tap(at: CGPoint(x: c.x + 100, y: c.y))
        #expect(log.calls == ["onEnded", "tap"])
    }

    @Test func onIOS18TheDragsRecogniserIsKeptThroughTheReRendersItCauses() throws {
        let log = CallLog()
        let (device, host) = show(Card(log: log), on: .iOS18)
        let c = host.center(of: "card")
        try device.drag(from: c, to: CGPoint(x: c.x + 100, y: c.y), duration: 0.3)
        let states = device.trace.transitions(of: "card.drag (gesture)").map(\.to)
        #expect(states.first == .began)
        #expect(states.filter { $0 == .began }.count == 1)
        #expect(states.contains(.ended))
        #expect(!states.contains(.cancelled))
        #expect(device.trace.entries(of: "UIHostingView", kinds: [.layout]).contains {
            $0.message == "re-rendered" })
    }

    struct Lockable: View {
        let log: CallLog
        @State private var enabled = true
        var body: some View {
            VStack(spacing: 20) {
                Button("Lock") { enabled.toggle() }.accessibilityIdentifier("lock")
                Color.blue.frame(width: 200, height: 100).accessibilityIdentifier("pad")
                    .onTapGesture { log("pad") }
                    .allowsHitTesting(enabled)
            }
        }
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func allowsHitTestingSetByAButtonTakesEffectForTheNextTouch(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(Lockable(log: log), on: profile)
        let pad = host.center(of: "pad")
        try device.tap(at: pad)
        try device.tap(at: host.center(of: "lock"))
        try device.tap(at: pad)
        #expect(log.calls == ["pad"])
        try device.tap(at: host.center(of: "lock"))
        try device.tap(at: pad)
        #expect(log.calls == ["pad", "pad"])
    }

    struct Counter: View {
        let name: String
        let log: CallLog
        @State private var count = 0
        var body: some View {
            Color.green.frame(width: 100, height: 60).accessibilityIdentifier(name)
                .onTapGesture {
                    log("\(name) \(count)")
                    count += 1
                }
        }
    }

    struct Counters: View {
        let log: CallLog
        @State private var showsB = false
        var body: some View {
            VStack(spacing: 20) {
                Counter(name: "a", log: log)
                Button("Flip") { showsB.toggle() }.accessibilityIdentifier("flip")
                if showsB { Counter(name: "b", log: log) }
            }
        }
    }

    @Test func aChildsStateSurvivesReRendersAndGoesWithItsView() throws {
        let log = CallLog()
        let (device, host) = show(Counters(log: log), on: .iOS18)
        for _ in 0..<3 { try device.tap(at: host.center(of: "a")); try device.advance(by: 0.5) }
        try device.tap(at: host.center(of: "flip"))
        try device.tap(at: host.center(of: "b"))
        try device.advance(by: 0.5)
        try device.tap(at: host.center(of: "b"))
        // b leaves the tree and comes back: its state starts again (SwiftUI's structural identity).
        try device.tap(at: host.center(of: "flip"))
        #expect(host.element("b") == nil)
        try device.tap(at: host.center(of: "flip"))
        try device.tap(at: host.center(of: "b"))
        try device.advance(by: 0.5)
        try device.tap(at: host.center(of: "a"))
        #expect(log.calls == ["a 0", "a 1", "a 2", "b 0", "b 1", "b 0", "a 3"])
    }

    @Test func theTraceNamesTheReRenderAndTheStateThatCausedIt() throws {
        let log = CallLog()
        let (device, host) = show(Counters(log: log), on: .iOS18)
        try device.tap(at: host.center(of: "a"))
        let lines = device.trace.entries(of: "UIHostingView", kinds: [.layout]).filter { $0.message == "re-rendered" }
        #expect(lines.count == 1)
        #expect(lines.first?.cause == "state changed: Counter.count (SwiftUIDecisions SU37)")
    }

    struct Same: View {
        @State private var value = 1
        var body: some View {
            Color.gray.frame(width: 100, height: 100).accessibilityIdentifier("same").onTapGesture { value = 1 }
        }
    }

    @Test func settingAnEqualValueDoesNotReRender() throws {
        let (device, host) = show(Same(), on: .iOS18)
        try device.tap(at: host.center(of: "same"))
        #expect(device.trace.entries(of: "UIHostingView", kinds: [.layout]).filter { $0.message == "re-rendered" }.isEmpty)
    }
}
