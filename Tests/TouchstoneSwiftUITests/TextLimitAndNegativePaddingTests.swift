import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// A text's height limit and `lineLimit`, and negative padding (SwiftUIDecisions SU50; red-team
/// S2-9, S2-10).
@Suite struct TextLimitAndNegativePaddingTests {
    static var lineHeight: CGFloat { LayoutPass.textSize("A", pointSize: 17, width: nil).height }
    /// 30 characters: 255 pt on one line, three lines at 100 pt.
    static let long = String(repeating: "A", count: 30)

    @Test func aTextOfferedTheHeightOfTwoLinesTakesTwoOfItsThree() {
        let (_, host) = show(Text(Self.long).accessibilityIdentifier("text").frame(width: 100, height: Self.lineHeight * 2 + 5))
        #expect(host.frame(of: "text").size.rounded == CGSize(width: 100, height: Self.lineHeight * 2).rounded)
        // Offered less than a line it still takes one.
        let (_, tiny) = show(Text(Self.long).accessibilityIdentifier("text").frame(width: 100, height: 3))
        #expect(tiny.frame(of: "text").size.rounded == CGSize(width: 100, height: Self.lineHeight).rounded)
    }

    @Test func lineLimitCutsTheLinesAndReservesSpaceOrARangeKeepsTheMinimum() {
        let (_, host) = show(VStack {
            Text(Self.long).lineLimit(1).accessibilityIdentifier("one")
            Text("Hi").lineLimit(3, reservesSpace: true).accessibilityIdentifier("reserved")
            Text("Hi").lineLimit(2...4).accessibilityIdentifier("range")
            Text(Self.long).lineLimit(...2).accessibilityIdentifier("through")
            Text("Hi").lineLimit(2...).accessibilityIdentifier("from")
            Text(Self.long).lineLimit(0).accessibilityIdentifier("zero")
        }.frame(width: 100))
        #expect(host.frame(of: "one").size.rounded == CGSize(width: 100, height: Self.lineHeight).rounded)
        #expect(host.frame(of: "reserved").size.rounded == CGSize(width: 17, height: Self.lineHeight * 3).rounded)
        #expect(host.frame(of: "range").size.rounded == CGSize(width: 17, height: Self.lineHeight * 2).rounded)
        #expect(host.frame(of: "through").size.rounded == CGSize(width: 100, height: Self.lineHeight * 2).rounded)
        #expect(host.frame(of: "from").size.rounded == CGSize(width: 17, height: Self.lineHeight * 2).rounded)
        // Apple: "The maximum number of lines is 1 if the value is less than 1."
        #expect(host.frame(of: "zero").size.rounded == CGSize(width: 100, height: Self.lineHeight).rounded)
    }

    /// An inner `lineLimit` wins over an outer one, as an environment value does.
    @Test func theInnerLineLimitWins() {
        let (_, host) = show(VStack {
            Text(Self.long).lineLimit(2).accessibilityIdentifier("inner")
            Text(Self.long).accessibilityIdentifier("outer")
        }.lineLimit(1).frame(width: 100))
        #expect(host.frame(of: "inner").height.r3 == (Self.lineHeight * 2).r3)
        #expect(host.frame(of: "outer").height.r3 == Self.lineHeight.r3)
    }

    /// The red-team case: 10 pt of negative padding around a 100 pt square is an 80 pt box with
    /// the square at (−10, −10) in it; the square's edge outside the box takes the tap.
    @Test func negativePaddingShrinksTheBoxAndTheSquareOverhangsIt() throws {
        let log = CallLog()
        let (device, host) = show(Color.red.frame(width: 100, height: 100).accessibilityIdentifier("square")
            .onTapGesture { log("square") }
            .padding(-10).accessibilityIdentifier("box"), on: .iOS17)
        let box = host.frame(of: "box")
        #expect(box == CGRect(x: 155, y: 388.5, width: 80, height: 80))
        #expect(host.frame(of: "square") == CGRect(x: box.minX - 10, y: box.minY - 10, width: 100, height: 100))
        try device.tap(at: CGPoint(x: box.minX - 5, y: box.minY - 5))
        try device.settle()
        #expect(log.calls == ["square"])
    }

    /// Hostile lengths (RobustnessDecisions R32): a padding that is not finite is none, one
    /// larger than the content makes a 0 pt box (never a negative one), and a hostile reserved
    /// line count is capped at 1,000 lines.
    @Test func hostilePaddingAndLineCountsAreClampedAsDocumented() {
        let (_, host) = show(VStack {
            Color.red.frame(width: 20, height: 20).padding(.nan).accessibilityIdentifier("nan")
            Color.red.frame(width: 20, height: 20).padding(EdgeInsets(top: .infinity, leading: -.infinity)).accessibilityIdentifier("infinite")
            Text("Hi").accessibilityIdentifier("text").padding(-100).accessibilityIdentifier("swallowed")
        })
        #expect(host.frame(of: "nan").size.rounded == CGSize(width: 20, height: 20).rounded)
        #expect(host.frame(of: "infinite").size.rounded == CGSize(width: 20, height: 20).rounded)
        #expect(host.frame(of: "swallowed").size == .zero)
        #expect(host.frame(of: "text").size.rounded == CGSize(width: 17, height: Self.lineHeight).rounded)
        let tall = LayoutPass.textSize(TextMetrics("Hi", pointSize: 17), .unspecified, limit: LineLimit(minimum: 1_000_000, maximum: nil))
        #expect(tall.height == Self.lineHeight * 1_000)
    }
}
