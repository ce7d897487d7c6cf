import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// Two layout rules where a touch lands (red-team S2-7, S2-8; SwiftUIDecisions SU32): a frame's
/// ideal size where nothing is proposed, and a `Spacer` that keeps its stack's axis through modifiers.
@Suite struct IdealSizeAndSpacerAxisTests {
    /// darjeelingsteve.com's rows: `Rectangle().frame(idealHeight: 80)` in a scroll view.
    @Test func rowsWithAnIdealHeightAreThatTallInAScrollView() {
        let (_, host) = show(ScrollView {
            VStack(spacing: 20) {
                ForEach(0..<4) { n in Rectangle().frame(idealHeight: 80).accessibilityIdentifier("row\(n)") }
            }
        }.accessibilityIdentifier("scroll"))
        let top = host.frame(of: "scroll").minY
        #expect((0..<4).map { host.frame(of: "row\($0)").offsetBy(dx: 0, dy: -top) } == [
            CGRect(x: 0, y: 0, width: 390, height: 80), CGRect(x: 0, y: 100, width: 390, height: 80),
            CGRect(x: 0, y: 200, width: 390, height: 80), CGRect(x: 0, y: 300, width: 390, height: 80),
        ])
    }

    @Test func anIdealSizeCountsOnlyWhereNothingIsProposedAndABadOneIsIgnored() {
        let (_, host) = show(ScrollView {
            VStack(spacing: 0) {
                // Width is proposed (390): the ideal width does not count; the max height clamps the ideal.
                Rectangle().frame(idealWidth: 50, idealHeight: 80, maxHeight: 60).accessibilityIdentifier("clamped")
                Rectangle().frame(idealHeight: .nan).accessibilityIdentifier("nan")
                Rectangle().frame(idealHeight: -5).accessibilityIdentifier("negative")
                Rectangle().frame(idealHeight: .infinity).accessibilityIdentifier("infinite")
            }
        })
        #expect(host.frame(of: "clamped").size == CGSize(width: 390, height: 60))
        // An unusable ideal is no ideal: the shape's unspecified 10 pt.
        #expect(host.frame(of: "nan").size == CGSize(width: 390, height: 10))
        #expect(host.frame(of: "negative").size == CGSize(width: 390, height: 10))
        #expect(host.frame(of: "infinite").size == CGSize(width: 390, height: 10))
    }

    /// The wangchujiang.com idiom: a fixed-height spacer between two leading-aligned labels.
    @Test func aSpacerInAFrameKeepsItsStacksAxisSoTheStackIsAsWideAsItsWidestLabel() {
        let (_, host) = show(VStack(alignment: .leading) {
            Text("First Label").accessibilityIdentifier("first")
            Spacer().frame(height: 50)
            Text("Second Label").accessibilityIdentifier("second")
        })
        // "Second Label": 12 characters of 8.5 pt (rules AL10) = 102 pt, centred in 390.
        #expect(host.frame(of: "second").minX == 144)
        #expect(host.frame(of: "first").minX == 144)
        #expect(host.frame(of: "second").minY - host.frame(of: "first").maxY == 66)
    }

    @Test func aPaddedSpacerInAnHStackTakesNoHeightOfItsOwn() {
        let (_, host) = show(HStack { Text("A"); Spacer().padding(); Text("B") }.accessibilityIdentifier("row"))
        // The spacer is 0 pt tall, 32 with its padding: taller than the texts, not the screen.
        #expect(host.frame(of: "row").size == CGSize(width: 390, height: 32))
    }

    @Test func aSpacerInAZStackIsOutsideTheStackAroundItAndStretchesBothWays() {
        let (_, host) = show(VStack {
            ZStack { Spacer() }.accessibilityIdentifier("z")
            Text("Below")
        })
        // In the VStack's axis it would be 0 pt wide; in the ZStack it takes the width offered.
        #expect(host.frame(of: "z").width == 390)
    }

    @Test func aTapWithItsLocationReportsItInTheViewsOwnOrTheWindowsCoordinates() throws {
        let log = CallLog()
        let (device, host) = show(VStack(spacing: 0) {
            Color.red.frame(width: 200, height: 100).accessibilityIdentifier("local")
                .onTapGesture { location in log("local \(location.x),\(location.y)") }
            Color.blue.frame(width: 200, height: 100).accessibilityIdentifier("global")
                .onTapGesture(count: 2, coordinateSpace: .global) { location in log("global \(location.x),\(location.y)") }
        }, on: .iOS17)
        let local = host.frame(of: "local"), global = try #require(host.element("global")).convert(CGRect(x: 0, y: 0, width: 200, height: 100), to: nil)
        try device.tap(at: CGPoint(x: local.minX + 30, y: local.minY + 40))
        try device.tap(at: CGPoint(x: global.minX + 10, y: global.minY + 20))
        try device.advance(by: 0.1)
        try device.tap(at: CGPoint(x: global.minX + 10, y: global.minY + 20))
        try device.settle()
        #expect(log.calls == ["local 30.0,40.0", "global \(global.minX + 10),\(global.minY + 20)"])
    }
}
