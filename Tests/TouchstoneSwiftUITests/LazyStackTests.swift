import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// `LazyVStack` and `LazyHStack` (SwiftUIDecisions SU48; red-team S2-9).
@Suite struct LazyStackTests {
    /// Apple's `LazyVStack` sample, with a pinned header: the stack spans the scroll view, so
    /// its leading rows start at its leading edge; a `VStack` hugs its widest row and is centred.
    @Test func aLeadingLazyVStackSpansTheScrollViewAndAVStackIsCentred() {
        let (_, lazy) = show(ScrollView {
            LazyVStack(alignment: .leading, spacing: 10, pinnedViews: [.sectionHeaders]) {
                Section(header: Text("Header").accessibilityIdentifier("header")) {
                    ForEach(1...3, id: \.self) { number in Text("Row \(number)").accessibilityIdentifier("row\(number)") }
                }
            }.accessibilityIdentifier("stack")
        })
        let stack = lazy.frame(of: "stack")
        #expect(stack.width == 390)
        #expect(lazy.frame(of: "header").minX == 0)
        #expect(lazy.frame(of: "row1").minX == 0)
        // The header is the first row, not pinned: each 10 pt below the one before.
        #expect(lazy.frame(of: "row1").minY == lazy.frame(of: "header").maxY + 10)
        #expect(lazy.frame(of: "row3").minY == lazy.frame(of: "row2").maxY + 10)

        let (_, plain) = show(ScrollView {
            VStack(alignment: .leading, spacing: 10) {
                Text("Header")
                ForEach(1...3, id: \.self) { number in Text("Row \(number)").accessibilityIdentifier("row\(number)") }
            }.accessibilityIdentifier("stack")
        })
        // "Header", 6 characters, is 51 pt wide: the stack is centred in 390.
        #expect(plain.frame(of: "stack").width == 51)
        #expect(plain.frame(of: "row1").minX == 169.5)
    }

    /// Where a touch lands follows: 20 pt from the leading edge is the lazy row, and nothing
    /// in the centred plain stack.
    @Test func aTapNearTheLeadingEdgeReachesTheLazyStacksRow() throws {
        let log = CallLog()
        let (device, host) = show(ScrollView {
            LazyVStack(alignment: .leading) {
                Text("Row 1").accessibilityIdentifier("row1").onTapGesture { log("row1") }
            }
        }, on: .iOS17)
        try device.tap(at: CGPoint(x: 20, y: host.center(of: "row1").y))
        try device.settle()
        #expect(log.calls == ["row1"])
        // Without an identifier the stack is named as SwiftUI names it.
        #expect(host.layoutDescription.contains("LazyVStack (0, "))
    }

    /// A `LazyHStack` in a horizontal scroll view starts at the leading edge (skip-ui issue 315:
    /// "Left aligned, as it is on iOS") and spans the height offered, its tiles centred in it.
    @Test func aLazyHStackStartsAtTheLeadingEdgeAndSpansTheHeight() {
        let (_, host) = show(ScrollView(.horizontal) {
            LazyHStack(spacing: 20) {
                ForEach(0..<10) { i in Color.red.frame(width: 100, height: 50).accessibilityIdentifier("tile\(i)") }
            }.accessibilityIdentifier("stack")
        }.accessibilityIdentifier("scroll"))
        let scroll = host.frame(of: "scroll")
        #expect(host.frame(of: "stack") == CGRect(x: 0, y: scroll.minY, width: 1180, height: scroll.height))
        #expect(host.frame(of: "tile1") == CGRect(x: 120, y: scroll.minY + (scroll.height - 50) / 2, width: 100, height: 50))
    }
}
