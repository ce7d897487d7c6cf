import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// SwiftUI's proposal/response layout (SwiftUIDecisions SU7), read back as the frames of the
/// engine views a touch lands on.
@Suite struct LayoutTests {
    @Test func aVStackGivesFixedChildrenTheirSizeAndSharesTheRestAmongFlexibleOnes() {
        let (_, host) = show(
            VStack(spacing: 10) {
                Color.red.frame(height: 100).accessibilityIdentifier("fixed")
                Color.green.accessibilityIdentifier("flexA")
                Color.blue.accessibilityIdentifier("flexB")
            }.frame(width: 300, height: 610)
        )
        // 610 − 2 × 10 spacing − 100 fixed = 490, halved between the two colours.
        let top = host.frame(of: "fixed").minY
        #expect(host.frame(of: "fixed").size == CGSize(width: 300, height: 100))
        #expect(host.frame(of: "flexA") == CGRect(x: 45, y: top + 110, width: 300, height: 245))
        #expect(host.frame(of: "flexB") == CGRect(x: 45, y: top + 365, width: 300, height: 245))
    }

    @Test func theRootIsCentredInTheSafeArea() {
        let (device, host) = show(Color.red.frame(width: 100, height: 100).accessibilityIdentifier("box"))
        let safe = host.view.bounds.inset(by: host.view.safeAreaInsets)
        #expect(host.frame(of: "box") == CGRect(x: (390 - 100) / 2, y: safe.minY + (safe.height - 100) / 2, width: 100, height: 100))
        #expect(device.screenBounds.width == 390)
    }

    @Test func textTakesTheSameEstimateAsAUILabelAndWrapsWhenOfferedLess() {
        let label = UILabel()
        label.text = "Hello, world"
        let ideal = label.intrinsicContentSize
        #expect(LayoutPass.textSize("Hello, world", pointSize: 17, width: nil) == ideal)
        let narrow = LayoutPass.textSize("Hello, world", pointSize: 17, width: ideal.width / 2)
        #expect(narrow == CGSize(width: ideal.width / 2, height: ideal.height * 2))
        let (_, host) = show(Text("Hello, world").accessibilityIdentifier("t"))
        #expect(host.frame(of: "t").size.rounded == ideal.rounded)
    }

    @Test func paddingAddsSixteenPointsAndFixedFramesCentreTheirContent() {
        let (_, host) = show(
            Color.red.frame(width: 50, height: 20).accessibilityIdentifier("inner")
                .padding().frame(width: 200, height: 200).accessibilityIdentifier("outer")
        )
        let outer = host.frame(of: "outer")
        #expect(outer.size == CGSize(width: 200, height: 200))
        #expect(host.frame(of: "inner") == CGRect(x: outer.minX + 75, y: outer.minY + 90, width: 50, height: 20))
    }

    @Test func aFlexibleFrameTakesTheWholeOfferAndAlignsItsContent() {
        let (_, host) = show(
            HStack(spacing: 0) {
                Text("Hi").accessibilityIdentifier("hi")
                    .frame(maxWidth: .infinity, alignment: .leading).accessibilityIdentifier("row")
            }.frame(width: 300, height: 40)
        )
        let row = host.frame(of: "row"), hi = host.frame(of: "hi")
        #expect(row.width == 300)
        #expect(hi.minX == row.minX)
    }

    @Test func spacersPushHStackChildrenToTheEdges() {
        let (_, host) = show(
            HStack {
                Text("A").accessibilityIdentifier("a")
                Spacer()
                Text("B").accessibilityIdentifier("b")
            }.frame(width: 300)
        )
        let a = host.frame(of: "a"), b = host.frame(of: "b")
        #expect((b.maxX - a.minX).rounded(toPlaces: 3) == 300)
    }

    @Test func anOffsetMovesTheViewButNotItsNeighbours() {
        let (_, host) = show(
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 100).offset(x: 30, y: 5).accessibilityIdentifier("moved")
                Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("still")
            }
        )
        let moved = host.frame(of: "moved"), still = host.frame(of: "still")
        #expect(moved.minX == still.minX + 30)
        #expect(moved.minY == still.minY - 100 + 5)
    }

    @Test func aScrollViewsContentIsLaidOutAtItsIdealHeight() throws {
        let (_, host) = show(
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { n in Color.red.frame(height: 100).accessibilityIdentifier("tile\(n)") }
                }
            }.accessibilityIdentifier("scroll")
        )
        let scroll = try #require(host.element("scroll") as? UIScrollView)
        #expect(scroll.contentSize == CGSize(width: 390, height: 2000))
        #expect(host.frame(of: "tile3").size == CGSize(width: 390, height: 100))
    }

    @Test func aHostileDepthIsRefusedWithAClearError() {
        var view = AnyView(Color.red)
        for _ in 0..<600 { view = AnyView(view.padding(1)) }
        let (device, host) = show(view)
        #expect(host.buildError == .tooDeep(limit: BuildContext.maxDepth))
        #expect(host.view.subviews.isEmpty)
        #expect(device.trace.entries.contains { $0.kind == .error && $0.message == "SwiftUI screen not built" })
    }
}

extension CGFloat {
    /// Rounded to `places` decimals: frames converted between views carry float noise.
    func rounded(toPlaces places: Int) -> CGFloat {
        let scale = CGFloat(pow(10, Double(places)))
        return (self * scale).rounded() / scale
    }
}

extension CGSize {
    var rounded: CGSize { CGSize(width: width.rounded(toPlaces: 3), height: height.rounded(toPlaces: 3)) }
}
