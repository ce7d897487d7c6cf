import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// A drag on a tile inside a vertical `ScrollView` (FB14688465, feedback-assistant/reports #542:
/// iOS 17.5 scrolls, iOS 18 does not; KeyboardKit: iOS 18 built with Xcode 15 still scrolls).
/// SwiftUIDecisions SU1, SU3, SU4.
@Suite struct ScrollConflictTests {
    struct Tiles: View {
        let log: CallLog
        let simultaneous: Bool
        let minimumDistance: CGFloat
        @GestureState var dragX: CGFloat = 0

        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { n in
                        tile(n)
                    }
                }
            }.accessibilityIdentifier("scroll")
        }

        @ViewBuilder func tile(_ n: Int) -> some View {
            let drag = DragGesture(minimumDistance: minimumDistance, coordinateSpace: .global)
                .updating($dragX) { value, state, _ in state = value.translation.width }
                .onChanged { _ in log("onChanged") }
                .onEnded { _ in log("onEnded") }
            if simultaneous {
                Color.red.frame(height: 100).accessibilityIdentifier("tile\(n)").simultaneousGesture(drag)
            } else {
                Color.red.frame(height: 100).accessibilityIdentifier("tile\(n)").gesture(drag)
            }
        }
    }

    /// Drags up 200 pt from tile 3; returns the calls and the scroll offset.
    func dragUp(_ profile: DeviceProfile, linkedOn: DeviceProfile? = nil, simultaneous: Bool = false,
                minimumDistance: CGFloat = 10) throws -> (calls: [String], offset: CGFloat, trace: Trace) {
        let log = CallLog()
        let (device, host) = show(Tiles(log: log, simultaneous: simultaneous, minimumDistance: minimumDistance),
                                  on: profile, linkedOn: linkedOn)
        let start = host.center(of: "tile3")
        try device.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: 0.3)
        let scroll = try #require(host.element("scroll") as? UIScrollView)
        #expect(host.rootView.dragX == 0)
        return (log.calls, scroll.contentOffset.y, device.trace)
    }

    /// 18 samples of 11.1 pt: the first passes both 10 pt thresholds.
    static let eighteenChanges = Array(repeating: "onChanged", count: 18)

    @Test func onIOS17TheScrollViewsPanBeginsFirstAndTheDragNeverRuns() throws {
        let r = try dragUp(.iOS17)
        #expect(r.calls == [])
        #expect(r.offset == 190)
        // Both pass 10 pt on the first sample; the pan, on the deeper view, excludes the hosting
        // recogniser (rules §5.4), whose drag had gone inside it: no callback runs.
        let hosting = r.trace.transitions(of: "SwiftUI hosting gesture")
        #expect(hosting.prefix(2).map(\.to) == [.began, .failed])
        #expect(hosting.dropFirst().first?.other == "scroll.pan")
        #expect(r.trace.entries(of: "tile3.drag (gesture)", kinds: [.state]).map(\.message) == ["began", "cancelled"])
    }

    @Test func onIOS18LinkedOn18TheDragBeginsFirstAndTheScrollViewNeverMoves() throws {
        let r = try dragUp(.iOS18)
        #expect(r.calls == Self.eighteenChanges + ["onEnded"])
        #expect(r.offset == 0)
        #expect(r.trace.transitions(of: "scroll.pan").map(\.to).prefix(2) == [.began, .failed])
        #expect(r.trace.transitions(of: "tile3.drag (gesture)").map(\.to).prefix(2) == [.began, .changed])
    }

    @Test func onIOS18LinkedOn17TheAppKeepsTheIOS17Behaviour() throws {
        let r = try dragUp(.iOS18, linkedOn: .iOS17)
        #expect(r.calls == [])
        #expect(r.offset == 190)
    }

    @Test func aZeroDistanceSimultaneousDragOnIOS17IsCancelledWhenTheScrollBeginsWithoutOnEnded() throws {
        let r = try dragUp(.iOS17, simultaneous: true, minimumDistance: 0)
        #expect(r.calls == ["onChanged"])
        #expect(r.offset == 190)
        #expect(r.trace.entries(of: "tile3.drag (simultaneousGesture)", kinds: [.state]).map(\.message) == ["began", "cancelled"])
    }

    /// danielsaidi.com, "Using complex gestures in a SwiftUI ScrollView", update of 2024-09-02
    /// (iOS 18): with the tile's drag attached as a simultaneous gesture the list scrolls "right
    /// away" (SU20); the drag runs as well.
    @Test(arguments: [CGFloat(10), 20])
    func onIOS18ASimultaneousDragThatWaitsForMovementLetsTheScrollViewScrollAndRunsToo(minimumDistance: CGFloat) throws {
        let r = try dragUp(.iOS18, simultaneous: true, minimumDistance: minimumDistance)
        #expect(r.offset == 190)
        #expect(r.calls.first == "onChanged")
        #expect(r.calls.last == "onEnded")
        #expect(r.trace.transitions(of: "scroll.pan").map(\.to).prefix(2) == [.began, .changed])
    }

    /// iOS 26 (SU19): a tile's simultaneous drag inside the scroll view ranks as any inner gesture
    /// and stops the scroll, as stream-chat-swiftui PR 1065 found for its message rows.
    @Test func onIOS26ATilesSimultaneousDragStopsTheScrollAsAGestureDoes() throws {
        let r = try dragUp(.iOS26, simultaneous: true, minimumDistance: 10)
        #expect(r.offset == 0)
        #expect(r.calls.last == "onEnded")
    }

    @Test func aZeroDistanceSimultaneousDragOnIOS18BlocksTheScroll() throws {
        let r = try dragUp(.iOS18, simultaneous: true, minimumDistance: 0)
        #expect(r.calls == ["onChanged"] + Self.eighteenChanges + ["onEnded"])
        #expect(r.offset == 0)
    }
}

/// mlem issue 1171: a `highPriorityGesture` drag on a feed row stops vertical scrolling when built
/// with Xcode 16 on iOS 18, not with Xcode 15 (SwiftUIDecisions SU1, SU3).
@Suite struct HighPriorityDragInScrollViewTests {
    struct Feed: View {
        let log: CallLog
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { n in
                        Text("Post \(n)").frame(maxWidth: .infinity).frame(height: 90)
                            .contentShape(Rectangle())
                            .accessibilityIdentifier("post\(n)")
                            .highPriorityGesture(DragGesture().onEnded { _ in log("swipe") })
                    }
                }
            }.accessibilityIdentifier("feed")
        }
    }

    func dragUp(_ profile: DeviceProfile, linkedOn: DeviceProfile?) throws -> (calls: [String], offset: CGFloat) {
        let log = CallLog()
        let (device, host) = show(Feed(log: log), on: profile, linkedOn: linkedOn)
        let start = host.center(of: "post2")
        try device.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200))
        let feed = try #require(host.element("feed") as? UIScrollView)
        return (log.calls, feed.contentOffset.y)
    }

    @Test func builtWithXcode16OnIOS18TheRowsDragStopsTheScroll() throws {
        let r = try dragUp(.iOS18, linkedOn: nil)
        #expect(r.calls == ["swipe"])
        #expect(r.offset == 0)
    }

    @Test func builtWithXcode15OnIOS18TheFeedScrolls() throws {
        let r = try dragUp(.iOS18, linkedOn: .iOS17)
        #expect(r.calls == [])
        #expect(r.offset == 190)
    }
}
