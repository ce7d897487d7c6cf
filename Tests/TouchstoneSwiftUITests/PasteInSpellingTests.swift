import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// SwiftUI's spellings that now paste in do what SwiftUI's do where a touch can see it
/// (SwiftUIDecisions SU33).
@Suite struct PasteInSpellingTests {
    @Test func textsFontReturnsATextSizedByThatFontAndTwoTextsJoinAsOne() {
        let (_, host) = show(VStack {
            Text("Hello").font(.system(size: 34, weight: .bold, design: .rounded)).italic().accessibilityIdentifier("system")
            Text("Hello").font(.largeTitle).accessibilityIdentifier("large")
            (Text("Hel").font(.largeTitle) + Text("lo")).accessibilityIdentifier("joined")
            Text("Hello").font(.system(size: .nan)).accessibilityIdentifier("nan")
            Text("Hello").accessibilityIdentifier("body")
        })
        // Sizes to a thousandth: frames are compared after conversion to the hosting view.
        func size(_ name: String) -> [CGFloat] {
            let s = host.frame(of: name).size
            return [s.width.rounded(toPlaces: 3), s.height.rounded(toPlaces: 3)]
        }
        // 34 pt: 5 characters of 17 pt (rules AL10).
        #expect(size("system") == size("large"))
        #expect(size("system")[0] == 85)
        #expect(size("joined") == size("large"))
        // A size that is not a finite positive number is the body's 17 pt.
        #expect(size("nan") == size("body"))
        #expect(size("body")[0] == 42.667)  // 42.5 rounded up to the 3× pixel
    }

    @Test func aColourBackgroundWrittenAsAStyleMakesThePaddingTouchable() throws {
        let log = CallLog()
        let (device, host) = show(VStack(spacing: 40) {
            Text("Styled").padding(20).background(.red).onTapGesture { log("styled") }.accessibilityIdentifier("styled")
            Text("Bare").padding(20).onTapGesture { log("bare") }.accessibilityIdentifier("bare")
        })
        // 5 pt inside each frame's corner: padding, not text.
        for name in ["styled", "bare"] {
            let f = host.frame(of: name)
            try device.tap(at: CGPoint(x: f.minX + 5, y: f.minY + 5))
        }
        #expect(log.calls == ["styled"])
    }

    @Test func removeAndMoveByOffsetsFollowSwiftUIAndSkipOffsetsOutside() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: IndexSet([1, 3]), toOffset: 5)
        #expect(letters == ["a", "c", "e", "b", "d"])
        letters.move(fromOffsets: IndexSet([0]), toOffset: 2)
        #expect(letters == ["c", "a", "e", "b", "d"])
        letters.move(fromOffsets: IndexSet([4, 40]), toOffset: 0)
        #expect(letters == ["d", "c", "a", "e", "b"])
        letters.remove(atOffsets: IndexSet([0, 9]))
        #expect(letters == ["c", "a", "e", "b"])
    }
}
