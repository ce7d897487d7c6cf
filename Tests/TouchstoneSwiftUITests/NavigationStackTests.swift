import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// `NavigationStack` on a `UINavigationController`: pushes, UIKit's back swipes per profile,
/// `navigationBarBackButtonHidden`, and a drag on the pushed screen against the back swipe
/// (SwiftUIDecisions SU39, SU41; NavigationDecisions N15, N16).
@Suite struct NavigationStackTests {
    struct Detail: View {
        let n: Int
        let log: CallLog
        let hidesBack: Bool
        let replyDistance: CGFloat?
        var body: some View {
            if let replyDistance {
                Color.green.frame(maxWidth: .infinity, maxHeight: .infinity).accessibilityIdentifier("detail\(n)")
                    .gesture(DragGesture(minimumDistance: replyDistance).onEnded { _ in log("reply") })
                    .navigationBarBackButtonHidden(hidesBack)
            } else {
                Color.green.frame(maxWidth: .infinity, maxHeight: .infinity).accessibilityIdentifier("detail\(n)")
                    .navigationBarBackButtonHidden(hidesBack)
            }
        }
    }

    struct Feed: View {
        let log: CallLog
        var hidesBack = false
        var replyDistance: CGFloat?
        var body: some View {
            NavigationStack {
                VStack(spacing: 20) {
                    NavigationLink("Open", value: 7).accessibilityIdentifier("open")
                    NavigationLink { Text("Direct").accessibilityIdentifier("direct") } label: {
                        Text("Go").accessibilityIdentifier("go")
                    }
                }
                .navigationTitle("Feed")
                .navigationDestination(for: Int.self) { n in
                    Detail(n: n, log: log, hidesBack: hidesBack, replyDistance: replyDistance)
                }
            }
        }
    }

    func open(_ profile: DeviceProfile, linkedOn: DeviceProfile? = nil, hidesBack: Bool = false,
              replyDistance: CGFloat? = nil) throws -> (Device, UIHostingController<Feed>, UINavigationController, CallLog) {
        let log = CallLog()
        let (device, host) = show(Feed(log: log, hidesBack: hidesBack, replyDistance: replyDistance), on: profile, linkedOn: linkedOn)
        let nav = try #require(host.children.first as? UINavigationController)
        try device.tap(at: host.center(of: "open"))
        try device.settle()
        #expect(nav.viewControllers.count == 2)
        return (device, host, nav, log)
    }

    @Test func aLinkPushesTheDestinationForItsValueAndTheTitleIsTheRootsItem() throws {
        let (_, host, nav, _) = try open(.iOS18)
        #expect(host.element("detail7") != nil)
        #expect(nav.viewControllers.first?.navigationItem.title == "Feed")
    }

    @Test func aLinkWithADestinationViewPushesIt() throws {
        let (device, host) = show(Feed(log: CallLog()), on: .iOS17)
        try device.tap(at: host.center(of: "go"))
        try device.settle()
        #expect(host.element("direct") != nil)
    }

    @Test func aValueWithNoDestinationPushesNothingAndSaysWhy() throws {
        struct Lost: View {
            var body: some View { NavigationStack { NavigationLink("Lost", value: "x").accessibilityIdentifier("lost") } }
        }
        let (device, host) = show(Lost(), on: .iOS18)
        try device.tap(at: host.center(of: "lost"))
        try device.settle()
        #expect((host.children.first as? UINavigationController)?.viewControllers.count == 1)
        #expect(device.trace.text.contains("no navigationDestination(for: String.self) in the NavigationStack"))
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18, .iOS26])
    func theEdgeBackSwipePopsThePushedScreen(profile: DeviceProfile) throws {
        let (device, _, nav, _) = try open(profile)
        try device.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 300, y: 500), duration: 0.3)
        try device.settle()
        #expect(nav.viewControllers.count == 1)
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18, .iOS26])
    func navigationBarBackButtonHiddenTurnsTheBackSwipeOff(profile: DeviceProfile) throws {
        let (device, _, nav, _) = try open(profile, hidesBack: true)
        try device.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 300, y: 500), duration: 0.3)
        try device.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 350, y: 500), duration: 0.3)
        try device.settle()
        #expect(nav.viewControllers.count == 2)
    }

    @Test func onIOS26LinkedOn26ASwipeFromTheMiddlePops() throws {
        let (device, _, nav, _) = try open(.iOS26)
        try device.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 350, y: 500), duration: 0.3)
        try device.settle()
        #expect(nav.viewControllers.count == 1)
        #expect(device.trace.transitions(of: "interactiveContentPop").first?.to == .began)
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func beforeIOS26ASwipeFromTheMiddleStays(profile: DeviceProfile) throws {
        let (device, _, nav, _) = try open(profile)
        try device.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 350, y: 500), duration: 0.3)
        try device.settle()
        #expect(nav.viewControllers.count == 2)
    }

    @Test func onIOS26LinkedOn18TheMiddleSwipeStays() throws {
        let (device, _, nav, _) = try open(.iOS26, linkedOn: .iOS18)
        try device.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 350, y: 500), duration: 0.3)
        try device.settle()
        #expect(nav.viewControllers.count == 2)
    }

    // MARK: A drag on the pushed screen against the back swipes (NavigationDecisions N16)

    @Test func onIOS26ASwipeToReplyDragThatWaitsLongerThanTheContentSwipeNeverFiresAndTheScreenPops() throws {
        let (device, _, nav, log) = try open(.iOS26, replyDistance: 20)
        try device.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 350, y: 500), duration: 0.3)
        try device.settle()
        #expect(log.calls == [])
        #expect(nav.viewControllers.count == 1)
    }

    @Test func onIOS26ADefaultDistanceDragReachesItsThresholdWithTheContentSwipeAndWinsAsTheDeeper() throws {
        let (device, _, nav, log) = try open(.iOS26, replyDistance: 10)
        try device.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 350, y: 500), duration: 0.3)
        try device.settle()
        #expect(log.calls == ["reply"])
        #expect(nav.viewControllers.count == 2)
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func beforeIOS26ASwipeToReplyDragFromTheMiddleFiresAndTheScreenStays(profile: DeviceProfile) throws {
        let (device, _, nav, log) = try open(profile, replyDistance: 20)
        try device.drag(from: CGPoint(x: 150, y: 500), to: CGPoint(x: 350, y: 500), duration: 0.3)
        try device.settle()
        #expect(log.calls == ["reply"])
        #expect(nav.viewControllers.count == 2)
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18, .iOS26])
    func fromTheEdgeTheBackSwipeWinsOverTheDrag(profile: DeviceProfile) throws {
        let (device, _, nav, log) = try open(profile, replyDistance: 10)
        try device.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 300, y: 500), duration: 0.3)
        try device.settle()
        #expect(log.calls == [])
        #expect(nav.viewControllers.count == 1)
    }

    /// A screen in the stack has a hosting view of its own inside the outer one: before iOS 18
    /// its gestures run in its own hosting recogniser, once, not again in the outer one (SU39).
    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aTapOnTheStacksRootScreenFiresOnce(profile: DeviceProfile) throws {
        struct Root: View {
            let log: CallLog
            var body: some View {
                NavigationStack {
                    Color.orange.frame(width: 120, height: 120).accessibilityIdentifier("tile").onTapGesture { log("tap") }
                }
            }
        }
        let log = CallLog()
        let (device, host) = show(Root(log: log), on: profile)
        try device.tap(at: host.center(of: "tile"))
        #expect(log.calls == ["tap"])
    }

    // MARK: NavigationStack(path:) (SU42)

    struct Trail: View {
        @State var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack(spacing: 20) {
                    NavigationLink("One", value: 1).accessibilityIdentifier("one")
                    Button("Deep") { path = [1, 2, 3] }.accessibilityIdentifier("deep")
                }
                .navigationDestination(for: Int.self) { n in
                    Button("Home") { path.removeAll() }.accessibilityIdentifier("home\(n)")
                }
            }
        }
    }

    @Test func aLinkAppendsToThePathAndTheBackSwipeRemovesIt() throws {
        let (device, host) = show(Trail(), on: .iOS18)
        let nav = try #require(host.children.first as? UINavigationController)
        try device.tap(at: host.center(of: "one"))
        try device.settle()
        #expect(host.rootView.path == [1])
        #expect(nav.viewControllers.count == 2)
        try device.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 300, y: 500), duration: 0.3)
        try device.settle()
        #expect(nav.viewControllers.count == 1)
        #expect(host.rootView.path == [])
    }

    @Test func settingThePathPushesItsScreensAndEmptyingItPopsToTheRoot() throws {
        let (device, host) = show(Trail(), on: .iOS17)
        let nav = try #require(host.children.first as? UINavigationController)
        try device.tap(at: host.center(of: "deep"))
        try device.settle()
        #expect(nav.viewControllers.count == 4)
        #expect(host.element("home3") != nil)
        try device.tap(at: host.center(of: "home3"))
        try device.settle()
        #expect(nav.viewControllers.count == 1)
        #expect(host.rootView.path == [])
    }
}
