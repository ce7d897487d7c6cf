import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// `fixedSize()` and `fixedSize(horizontal:vertical:)` (SwiftUIDecisions SU46).
@Suite struct FixedSizeTests {
    static var lineHeight: CGFloat { LayoutPass.textSize("A", pointSize: 17, width: nil).height }

    /// Apple's `fixedSize()` example: the text keeps its one-line width in a 200 × 200 frame,
    /// centred in it and overflowing it on both sides.
    @Test func aFixedSizeTextKeepsItsIdealWidthInANarrowerFrame() {
        let text = "A single line of text, too long to fit in a box."
        let (_, host) = show(Text(text).fixedSize().accessibilityIdentifier("text")
            .frame(width: 200, height: 200).accessibilityIdentifier("box"))
        let box = host.frame(of: "box"), width = CGFloat(text.count) * 8.5
        #expect(host.frame(of: "text").rounded == CGRect(x: box.minX + (200 - width) / 2, y: box.minY + (200 - Self.lineHeight) / 2,
                                                         width: width, height: Self.lineHeight).rounded)
        // Without it the text wraps to the frame's width.
        let (_, plain) = show(Text(text).accessibilityIdentifier("text").frame(width: 200, height: 200))
        #expect(plain.frame(of: "text").width == 200)
    }

    /// Fixed vertically only: offered the frame's width, the text wraps to three lines and keeps
    /// their height, beyond the 10 pt frame.
    @Test func fixedVerticallyATextWrapsToTheWidthAndKeepsAllItsLines() {
        let (_, host) = show(Text(String(repeating: "A", count: 30)).fixedSize(horizontal: false, vertical: true)
            .accessibilityIdentifier("text").frame(width: 100, height: 10))
        #expect(host.frame(of: "text").size.rounded == CGSize(width: 100, height: Self.lineHeight * 3).rounded)
    }

    /// The overflowing part takes touches: the text is hit where it shows, outside the frame.
    @Test func theTextOutsideItsFrameTakesATap() throws {
        let log = CallLog()
        let (device, host) = show(Text(String(repeating: "A", count: 40)).fixedSize().accessibilityIdentifier("text")
            .onTapGesture { log("text") }
            .frame(width: 100, height: 100).accessibilityIdentifier("box"), on: .iOS17)
        let box = host.frame(of: "box")
        try device.tap(at: CGPoint(x: box.minX - 60, y: box.midY))
        try device.settle()
        #expect(log.calls == ["text"])
    }

    /// A gesture on the modifier is named after its content, as on a frame.
    @Test func aShapeInAFixedSizeFrameIsNamedAfterItsContent() {
        let (_, host) = show(Color.red.frame(idealWidth: 60, idealHeight: 40).fixedSize().accessibilityIdentifier("box"))
        #expect(host.frame(of: "box").size == CGSize(width: 60, height: 40))
        #expect(UIHostingController<Color>.gestureOwnerName(Node(.custom(FixedSizeLayout(horizontal: true, vertical: true)),
                                                                 children: [Node(.text("Hi", pointSize: 17))])) == "Text \"Hi\"")
    }
}

extension CGRect {
    /// The rectangle to a thousandth of a point: frames read back through view conversions carry
    /// float noise.
    var rounded: CGRect {
        CGRect(x: minX.rounded(toPlaces: 3), y: minY.rounded(toPlaces: 3), width: width.rounded(toPlaces: 3), height: height.rounded(toPlaces: 3))
    }
}

extension CGFloat {
    /// To a thousandth of a point (see `CGRect.rounded`).
    var r3: CGFloat { rounded(toPlaces: 3) }
}
