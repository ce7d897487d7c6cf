import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// `layoutPriority` in a stack's distribution of space (SwiftUIDecisions SU45; red-team S2-9).
@Suite struct LayoutPriorityTests {
    /// 20 characters at 17 pt: 170 pt wide on one line (rules AL10).
    static let long = String(repeating: "A", count: 20)
    static var lineHeight: CGFloat { LayoutPass.textSize("A", pointSize: 17, width: nil).height }

    static func row(_ priorityA: Double, _ priorityB: Double) -> some View {
        HStack(spacing: 0) {
            Text(long).layoutPriority(priorityA).accessibilityIdentifier("a")
            Text(long).layoutPriority(priorityB).accessibilityIdentifier("b")
        }.frame(width: 200).accessibilityIdentifier("row")
    }

    @Test func withoutPrioritiesTwoLongTextsShareTheRowEqually() {
        let (_, host) = show(Self.row(0, 0))
        #expect(host.frame(of: "a").width == 100)
        #expect(host.frame(of: "b").width == 100)
    }

    /// Apple's `layoutPriority(_:)` example: the higher-priority text takes what it needs after
    /// the other's minimum (one character, 8.5 pt) is reserved; the other gets what is left.
    @Test func theHigherPriorityTextTakesItsWidthAndTheOtherWrapsInWhatIsLeft() {
        let (_, host) = show(Self.row(0, 1))
        let row = host.frame(of: "row")
        #expect(host.frame(of: "b").size.rounded == CGSize(width: 170, height: Self.lineHeight).rounded)
        #expect(host.frame(of: "a").width == 30)
        #expect(host.frame(of: "a").height.r3 == (Self.lineHeight * 6).r3)
        #expect(host.frame(of: "a").minX == row.minX)
        #expect(host.frame(of: "b").minX == row.minX + 30)
    }

    /// Where a touch lands follows the distribution: 50 pt into the row is the prioritised text.
    @Test func aTapFiftyPointsIntoTheRowReachesTheHigherPriorityText() throws {
        let log = CallLog()
        let (device, host) = show(HStack(spacing: 0) {
            Text(Self.long).accessibilityIdentifier("a").onTapGesture { log("a") }
            Text(Self.long).layoutPriority(1).accessibilityIdentifier("b").onTapGesture { log("b") }
        }.frame(width: 200).accessibilityIdentifier("row"), on: .iOS17)
        let b = host.frame(of: "b")
        try device.tap(at: CGPoint(x: host.frame(of: "row").minX + 50, y: b.midY))
        try device.settle()
        #expect(log.calls == ["b"])
    }

    /// Hostile priorities (RobustnessDecisions R32): NaN is 0, so the row is shared as if no
    /// priority were set; infinity is simply the highest.
    @Test func aNaNPriorityIsZeroAndAnInfiniteOneIsTheHighest() {
        let (_, nan) = show(Self.row(.nan, 0))
        #expect(nan.frame(of: "a").width == 100)
        let (_, infinite) = show(Self.row(.infinity, 1))
        #expect(infinite.frame(of: "a").width == 170)
        #expect(infinite.frame(of: "b").width == 30)
        let (_, lowest) = show(Self.row(-.infinity, 0))
        #expect(lowest.frame(of: "b").width == 170)
    }
}
