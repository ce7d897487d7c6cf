import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// A re-render reuses element views by structural identity, and an element reused for another
/// kind of view keeps nothing of the UIKit view or controller it showed; state written while the
/// screen is built is not lost (SwiftUIDecisions SU15, SU37, SU39).
@Suite struct ReRenderIdentityTests {
    struct Probe: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
            let view = UIView()
            view.accessibilityIdentifier = "probe"
            return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    /// A UIKit view swapped for a colour, by an `if`/`else` or through `AnyView` (same place).
    struct Swapper: View {
        let erased: Bool
        @State private var on = true
        var body: some View {
            VStack(spacing: 0) {
                Button("Swap") { on.toggle() }.accessibilityIdentifier("swap")
                if erased {
                    (on ? AnyView(Probe()) : AnyView(Color.gray))
                        .frame(width: 200, height: 100).accessibilityIdentifier("slot")
                } else if on {
                    Probe().frame(width: 200, height: 100).accessibilityIdentifier("slot")
                } else {
                    Color.gray.frame(width: 200, height: 100).accessibilityIdentifier("slot")
                }
            }
        }
    }

    @Test(arguments: [false, true])
    func aUIKitViewReplacedByAColourLeavesTheScreenAndTakesNoTouch(erased: Bool) throws {
        let (device, host) = show(Swapper(erased: erased))
        #expect(host.element("probe") != nil)
        try device.tap(at: host.center(of: "swap"))
        try device.settle()
        #expect(host.element("probe") == nil)
        let slot = try #require(host.element("slot"))
        let hit = host.view.hitTest(host.view.convert(CGPoint(x: slot.bounds.midX, y: slot.bounds.midY), from: slot), with: nil)
        #expect(hit?.traceName == "Color.gray")
    }

    struct StackSwapper: View {
        let erased: Bool
        @State private var on = true
        var body: some View {
            VStack(spacing: 0) {
                Button("Swap") { on.toggle() }.accessibilityIdentifier("swap")
                if erased {
                    (on ? AnyView(NavigationStack { Text("Root") }) : AnyView(Text("Plain")))
                        .frame(width: 300, height: 300)
                } else if on {
                    NavigationStack { Text("Root") }.frame(width: 300, height: 300)
                } else {
                    Text("Plain").frame(width: 300, height: 300)
                }
            }
        }
    }

    @Test(arguments: [false, true])
    func aNavigationStackReplacedByATextTakesItsControllerAway(erased: Bool) throws {
        let (device, host) = show(StackSwapper(erased: erased))
        let navigation = try #require(host.children.first as? UINavigationController)
        #expect(navigation.view.superview != nil)
        try device.tap(at: host.center(of: "swap"))
        try device.settle()
        #expect(host.children.isEmpty)
        #expect(navigation.parent == nil)
        #expect(navigation.view.superview == nil)
    }

    /// A view inserted above a dragged card does not take the card's element (SU37).
    struct DropHint: View {
        let log: CallLog
        @State private var hint = false
        var body: some View {
            VStack {
                if hint { Text("Drop here") }
                Color.red.frame(width: 100, height: 100).accessibilityIdentifier("card")
                    .gesture(DragGesture()
                        .onChanged { _ in hint = true; log("changed") }
                        .onEnded { _ in log("onEnded") })
            }
        }
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aViewInsertedAboveADraggedCardLetsTheDragRunToItsEnd(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(DropHint(log: log), on: profile, linkedOn: profile)
        let c = host.center(of: "card")
        try device.touchDown(at: c)
        for step in 1...5 {
            try device.advance(by: 0.016)
            try device.touchMove(to: CGPoint(x: c.x + CGFloat(step) * 20, y: c.y))
        }
        try device.advance(by: 0.016)
        try device.touchUp()
        #expect(log.calls == Array(repeating: "changed", count: 5) + ["onEnded"])
        #expect(host.element("card") != nil)
    }

    /// A body that writes its state until it is 3, and one that writes a new value every time.
    struct Converging: View {
        @State private var count = 0
        var body: some View {
            let _ = raise()
            Text("Count \(count)")
        }
        func raise() { if count < 3 { count += 1 } }
    }

    struct Runaway: View {
        let builds: CallLog
        @State private var count = 0
        var body: some View {
            let _ = bump()
            Text("Count \(count)")
        }
        func bump() { count += 1; builds("build") }
    }

    /// The names of the texts shown under `view`.
    func texts(_ view: UIView) -> [String] {
        ((view as? ElementView).map { $0.elementName.hasPrefix("Text") ? [$0.elementName] : [] } ?? [])
            + view.subviews.flatMap(texts)
    }

    @Test func stateWrittenByABodyIsBuiltAgainUntilItSettles() throws {
        let (device, host) = show(Converging())
        #expect(texts(host.view) == ["Text \"Count 3\""])
        #expect(!device.trace.entries.contains { $0.message == "layout did not settle" })
        #expect(device.trace.entries(of: "UIHostingView", kinds: [.layout]).filter { $0.message == "re-rendered" }.count == 3)
    }

    @Test func aBodyThatWritesANewValueEveryTimeStopsAtTheLayoutPassLimit() throws {
        let builds = CallLog()
        let (device, host) = show(Runaway(builds: builds))
        #expect(device.trace.entries.contains { $0.message == "layout did not settle" })
        let n = builds.calls.count
        #expect(n == 8)
        try device.advance(by: 0.5)
        #expect(texts(host.view) == ["Text \"Count \(n)\""])
    }
}
