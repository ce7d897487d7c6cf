import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// SwiftUI's hit-testing on the engine (SwiftUIDecisions SU8): shapes and text take touches,
/// stack gaps, spacers, padding and clear colours do not, until a `contentShape`.
@Suite struct HitTestingTests {
    struct Row: View {
        let log: CallLog
        let withContentShape: Bool
        var body: some View {
            if withContentShape {
                content.contentShape(.rect).onTapGesture { log("row") }
            } else {
                content.onTapGesture { log("row") }
            }
        }
        var content: some View {
            HStack {
                Text("Title").accessibilityIdentifier("title")
                Spacer()
                Text("Detail").accessibilityIdentifier("detail")
            }
            .frame(width: 300, height: 44)
            .accessibilityIdentifier("row")
        }
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aTransparentSpacerGapTakesNoTapUntilAContentShape(profile: DeviceProfile) throws {
        for withShape in [false, true] {
            let log = CallLog()
            let (device, host) = show(Row(log: log, withContentShape: withShape), on: profile)
            let row = host.frame(of: "row")
            let gap = CGPoint(x: row.midX, y: row.midY)
            // Without a content shape the gap falls through to the hosting view.
            #expect((host.view.hitTest(gap, with: nil) === host.view) == !withShape)
            try device.tap(at: gap)
            #expect(log.calls == (withShape ? ["row"] : []))
            try device.tap(at: host.center(of: "title"))
            #expect(log.calls == (withShape ? ["row", "row"] : ["row"]))
        }
    }

    @Test func aContentShapeDeclaredAfterTheGestureDoesNotWidenIt() throws {
        let log = CallLog()
        let (device, host) = show(
            HStack { Text("A"); Spacer(); Text("B") }.frame(width: 300, height: 44).accessibilityIdentifier("row")
                .onTapGesture { log("row") }
                .contentShape(Rectangle())
        )
        let row = host.frame(of: "row")
        try device.tap(at: CGPoint(x: row.midX, y: row.midY))
        #expect(log.calls == [])
    }

    @Test func allowsHitTestingFalseLetsTouchesThroughToTheViewBehind() throws {
        let log = CallLog()
        let (device, host) = show(
            ZStack {
                Color.blue.frame(width: 200, height: 200).onTapGesture { log("behind") }
                Color.black.opacity(0.5).frame(width: 200, height: 200).allowsHitTesting(false)
            }
        )
        try device.tap(at: host.view.center)
        #expect(log.calls == ["behind"])
    }

    @Test func aClearColourIsNotHitButAnOpaqueOneBlocksTheViewBehind() throws {
        for (cover, expected) in [(Color.clear, ["behind"]), (Color.black, [String]())] {
            let log = CallLog()
            let (device, host) = show(
                ZStack {
                    Color.blue.frame(width: 200, height: 200).onTapGesture { log("behind") }
                    cover.frame(width: 200, height: 200)
                }
            )
            try device.tap(at: host.view.center)
            #expect(log.calls == expected)
        }
    }

    @Test func aCircleIsHitInsideItsOutlineOnly() throws {
        let log = CallLog()
        let (device, host) = show(Circle().frame(width: 100, height: 100).accessibilityIdentifier("dot").onTapGesture { log("dot") })
        let f = host.frame(of: "dot")
        try device.tap(at: CGPoint(x: f.minX + 5, y: f.minY + 5))
        #expect(log.calls == [])
        try device.tap(at: CGPoint(x: f.midX, y: f.midY))
        #expect(log.calls == ["dot"])
    }

    @Test func disabledViewsRunNoGestures() throws {
        let log = CallLog()
        let (device, host) = show(Color.red.frame(width: 100, height: 100).onTapGesture { log("tap") }.disabled(true))
        try device.tap(at: host.view.center)
        #expect(log.calls == [])
    }
}
