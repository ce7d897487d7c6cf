import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// `ignoresSafeArea(_:edges:)` and `edgesIgnoringSafeArea(_:)` (SwiftUIDecisions SU49; red-team
/// S2-9). The iPhone 12 screen: 390 × 844, safe from y = 47 to y = 810.
@Suite struct IgnoresSafeAreaTests {
    /// The common background: a colour in a ZStack reaches every screen edge; the text on it stays put.
    @Test func aBackgroundColourReachesTheScreensEdgesAndTheTextStaysInTheSafeArea() {
        let (_, host) = show(ZStack {
            Color.blue.ignoresSafeArea().accessibilityIdentifier("background")
            Text("Hello").accessibilityIdentifier("text")
        })
        #expect(host.frame(of: "background") == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(host.frame(of: "text").midY.r3 == 428.5)
    }

    /// Under the status bar the background takes the tap; without the modifier nothing does.
    @Test func aTapUnderTheStatusBarReachesTheBackground() throws {
        let log = CallLog()
        let (device, _) = show(ZStack {
            Color.blue.ignoresSafeArea().onTapGesture { log("background") }
            Text("Hello")
        }, on: .iOS17)
        try device.tap(at: CGPoint(x: 195, y: 20))
        try device.settle()
        #expect(log.calls == ["background"])
        let plainLog = CallLog()
        let (plain, _) = show(ZStack { Color.blue.onTapGesture { plainLog("background") }; Text("Hello") }, on: .iOS17)
        try plain.tap(at: CGPoint(x: 195, y: 20))
        try plain.settle()
        #expect(plainLog.calls.isEmpty)
    }

    /// Only the edges asked for, and only where the view reaches the safe area's edge: a header
    /// at the top of a column grows up, not down; a box in the middle does not grow.
    @Test func onlyTheEdgesAskedForAndOnlyWhereTheViewTouchesThem() {
        let (_, host) = show(VStack(spacing: 0) {
            Color.red.accessibilityIdentifier("header").ignoresSafeArea().frame(height: 100)
            Color.green.frame(width: 100, height: 100).ignoresSafeArea().accessibilityIdentifier("box")
            Spacer()
            Color.gray.accessibilityIdentifier("footer").ignoresSafeArea(edges: .bottom).frame(height: 50)
        })
        #expect(host.frame(of: "header") == CGRect(x: 0, y: 0, width: 390, height: 147))
        #expect(host.frame(of: "box") == CGRect(x: 145, y: 147, width: 100, height: 100))
        #expect(host.frame(of: "footer") == CGRect(x: 0, y: 760, width: 390, height: 84))
    }

    /// The keyboard region alone changes nothing (no keyboard is shown); the old spelling works.
    @Test func theKeyboardRegionAloneChangesNothingAndTheOldSpellingWorks() {
        let (_, keyboard) = show(Color.blue.ignoresSafeArea(.keyboard).accessibilityIdentifier("c"))
        #expect(keyboard.frame(of: "c") == CGRect(x: 0, y: 47, width: 390, height: 763))
        let (_, old) = show(Color.blue.edgesIgnoringSafeArea(.top).accessibilityIdentifier("c"))
        #expect(old.frame(of: "c") == CGRect(x: 0, y: 0, width: 390, height: 810))
    }
}
