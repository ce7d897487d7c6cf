import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// `GeometryReader` and `GeometryProxy` (SwiftUIDecisions SU47; red-team S2-9).
@Suite struct GeometryReaderTests {
    /// What the content's closure saw.
    final class Seen {
        var frames: [String: CGRect] = [:]
        var sizes: [CGSize] = []
        func record(_ geometry: GeometryProxy) {
            sizes.append(geometry.size)
            frames["local"] = geometry.frame(in: .local)
            frames["global"] = geometry.frame(in: .global)
            frames["named"] = geometry.frame(in: .named("column"))
            frames["unknown"] = geometry.frame(in: .named("nowhere"))
        }
    }

    /// On the iPhone 12 screen (390 × 844, 47 pt at the top, 34 at the bottom), under a 100 pt
    /// bar the reader takes the rest of the safe area and puts its content at its top-leading corner.
    @Test func theReaderTakesItsOfferAndPutsItsContentTopLeading() {
        let seen = Seen()
        let (_, host) = show(VStack(spacing: 0) {
            Color.red.frame(height: 100)
            GeometryReader { geometry in
                let _ = seen.record(geometry)
                Color.blue.frame(width: geometry.size.width / 2, height: 50).accessibilityIdentifier("half")
            }.accessibilityIdentifier("reader")
        }.coordinateSpace(name: "column"))
        #expect(host.frame(of: "reader") == CGRect(x: 0, y: 147, width: 390, height: 663))
        #expect(host.frame(of: "half") == CGRect(x: 0, y: 147, width: 195, height: 50))
        // Built once per layout pass, each time with the reader's size.
        #expect(!seen.sizes.isEmpty && seen.sizes.allSatisfy { $0 == CGSize(width: 390, height: 663) })
        #expect(seen.frames["local"] == CGRect(x: 0, y: 0, width: 390, height: 663))
        #expect(seen.frames["global"] == CGRect(x: 0, y: 147, width: 390, height: 663))
        #expect(seen.frames["named"] == CGRect(x: 0, y: 100, width: 390, height: 663))
        #expect(seen.frames["unknown"] == seen.frames["global"])
    }

    /// The content is built as the reader is placed, after the rest of the screen: a title and a
    /// hidden back button set inside it still reach the screen's navigation item (SU47, SU41).
    @Test func navigationSettingsInsideTheReadersContentReachTheScreen() {
        let (_, host) = show(GeometryReader { _ in
            Text("Items").navigationTitle("Items").navigationBarBackButtonHidden(true)
        })
        #expect(host.navigationItem.title == "Items")
        #expect(host.navigationItem.hidesBackButton)
    }

    /// The reader fills its offer but takes touches only where its content does.
    @Test func aTapOnTheReaderBesideItsContentReachesNothing() throws {
        let log = CallLog()
        let (device, host) = show(GeometryReader { _ in
            Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("content")
        }.onTapGesture { log("reader") }, on: .iOS17)
        let content = host.frame(of: "content")
        try device.tap(at: CGPoint(x: 300, y: 600))
        try device.settle()
        #expect(log.calls.isEmpty)
        try device.tap(at: CGPoint(x: content.midX, y: content.midY))
        try device.settle()
        #expect(log.calls == ["reader"])
    }

    /// In a scroll view nothing is offered along the axis: the reader is 10 pt tall.
    @Test func inAScrollViewTheReaderIsTenPointsTall() {
        let (_, host) = show(ScrollView { GeometryReader { _ in Color.red }.accessibilityIdentifier("reader") })
        #expect(host.frame(of: "reader").size == CGSize(width: 390, height: 10))
    }

    /// A reader's content is built after the build, when laid out: its state is kept across
    /// re-renders all the same.
    @Test func stateInsideTheReadersContentSurvivesARerender() throws {
        let log = CallLog()
        let (device, host) = show(GeometryReader { _ in Counter(log: log) }, on: .iOS17)
        for _ in 0..<3 {
            try device.tap(at: host.center(of: "counter"))
            try device.settle()
        }
        // The count each tap found: kept between the re-renders the taps cause.
        #expect(log.calls == ["0", "1", "2"])
    }

    /// Readers nested in readers count towards the 400-level limit, though their content is
    /// built at layout (RobustnessDecisions R32).
    @Test func readersNestedBeyondTheDepthLimitAreRefusedWithTheError() {
        let (device, host) = show(Nest(levels: 500))
        #expect(host.buildError == .tooDeep(limit: 400))
        #expect(host.view.subviews.isEmpty)
        #expect(device.trace.entries.filter { $0.kind == .error }.map(\.message) == ["SwiftUI screen not built"])
        let (_, shallow) = show(Nest(levels: 20))
        #expect(shallow.buildError == nil)
        #expect(shallow.frame(of: "leaf").size == CGSize(width: 390, height: 763))
    }
}

private struct Counter: View {
    let log: CallLog
    @State var count = 0
    var body: some View {
        Button("count \(count)") { log("\(count)"); count += 1 }.buttonStyle(.plain).accessibilityIdentifier("counter")
    }
}

private struct Nest: View {
    let levels: Int
    var body: some View {
        if levels == 0 {
            Color.red.accessibilityIdentifier("leaf")
        } else {
            GeometryReader { _ in Nest(levels: levels - 1) }
        }
    }
}
