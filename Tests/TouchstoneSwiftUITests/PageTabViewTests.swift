import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// `TabView` with `.tabViewStyle(.page)`: a horizontal paging scroll view, and a horizontal
/// `DragGesture` inside a page against its pan (SwiftUIDecisions SU40).
@Suite struct PageTabViewTests {
    struct Pager: View {
        let log: CallLog
        var dragOnPages = false
        @State var page = 0
        var body: some View {
            TabView(selection: $page) {
                ForEach(0..<3) { i in
                    if dragOnPages {
                        Color.blue.accessibilityIdentifier("page\(i)").tag(i)
                            .gesture(DragGesture().onChanged { _ in log("drag") }.onEnded { _ in log("onEnded") })
                    } else {
                        Color.blue.accessibilityIdentifier("page\(i)").tag(i)
                    }
                }
            }
            .tabViewStyle(.page)
            .accessibilityIdentifier("pager")
        }
    }

    func swipeLeft(_ device: Device, _ host: UIHostingController<Pager>) throws -> UIScrollView {
        let pager = try #require(host.element("pager") as? UIScrollView)
        let y = host.center(of: "pager").y
        try device.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 100, y: y), duration: 0.3)
        try device.settle()
        return pager
    }

    @Test func thePagesSitSideBySideEachTheSizeOfTheTabView() throws {
        let (_, host) = show(Pager(log: CallLog()), on: .iOS18)
        let pager = host.frame(of: "pager")
        #expect(host.frame(of: "page1") == pager.offsetBy(dx: pager.width, dy: 0))
        let scroll = try #require(host.element("pager") as? UIScrollView)
        #expect(scroll.isPagingEnabled)
        #expect(scroll.contentSize.width == 3 * pager.width)
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aSwipeTurnsOnePageAndSetsTheSelection(profile: DeviceProfile) throws {
        let (device, host) = show(Pager(log: CallLog()), on: profile)
        let pager = try swipeLeft(device, host)
        #expect(pager.contentOffset.x == pager.bounds.width)
        #expect(host.rootView.page == 1)
    }

    @Test func beforeIOS18ThePagingPanBeginsFirstAndThePagesDragNeverRuns() throws {
        let log = CallLog()
        let (device, host) = show(Pager(log: log, dragOnPages: true), on: .iOS17)
        let pager = try swipeLeft(device, host)
        #expect(log.calls == [])
        #expect(pager.contentOffset.x == pager.bounds.width)
    }

    @Test func onIOS18LinkedOn18ThePagesDragBeginsFirstAndThePageStays() throws {
        let log = CallLog()
        let (device, host) = show(Pager(log: log, dragOnPages: true), on: .iOS18)
        let pager = try swipeLeft(device, host)
        #expect(log.calls.last == "onEnded")
        #expect(log.calls.first == "drag")
        #expect(pager.contentOffset.x == 0)
        #expect(host.rootView.page == 0)
    }

    /// A pager with a Next button that changes the selection, as onboarding screens have.
    struct NextPager: View {
        @State var page = 0
        var body: some View {
            VStack(spacing: 0) {
                TabView(selection: $page) {
                    ForEach(0..<3) { i in Color.blue.accessibilityIdentifier("page\(i)").tag(i) }
                }
                .tabViewStyle(.page)
                .accessibilityIdentifier("pager")
                .frame(height: 300)
                Button("Next") { page += 1 }.accessibilityIdentifier("next")
            }
        }
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aSelectionChangedByTheAppTurnsThePage(profile: DeviceProfile) throws {
        let (device, host) = show(NextPager(), on: profile)
        let pager = try #require(host.element("pager") as? UIScrollView)
        try device.tap(at: host.center(of: "next"))
        try device.settle()
        #expect(host.rootView.page == 1)
        #expect(pager.contentOffset.x == pager.bounds.width)
        // A swipe then a Next: the page after the one swiped to.
        let y = host.center(of: "pager").y
        try device.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 100, y: y), duration: 0.3)
        try device.settle()
        #expect(host.rootView.page == 2)
        #expect(pager.contentOffset.x == 2 * pager.bounds.width)
        try device.drag(from: CGPoint(x: 100, y: y), to: CGPoint(x: 300, y: y), duration: 0.3)
        try device.settle()
        #expect(host.rootView.page == 1)
        try device.tap(at: host.center(of: "next"))
        try device.settle()
        #expect(host.rootView.page == 2)
        #expect(pager.contentOffset.x == 2 * pager.bounds.width)
    }
}
