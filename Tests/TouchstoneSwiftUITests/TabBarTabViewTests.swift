import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// A `TabView` of the default style: a `UITabBarController` of hosting controllers, its
/// `tabItem`s, tags and `selection` binding (SwiftUIDecisions SU56, SU57).
@Suite struct TabBarTabViewTests {
    final class Box { var tab = "home" }

    struct Tabs: View {
        @Binding var tab: String
        var body: some View {
            TabView(selection: $tab) {
                Text("Home screen").tabItem { Label("Home", systemImage: "house") }.tag("home")
                Button("Open settings") { tab = "settings" }.accessibilityIdentifier("open").tabItem { Text("Feed") }.tag("feed")
                Text("Settings screen").tabItem { Label("Settings", systemImage: "gear") }.tag("settings")
            }
        }
    }

    static func tabBarController(_ host: UIHostingController<some View>) throws -> UITabBarController {
        try #require(host.children.first as? UITabBarController)
    }

    /// The centre of tab `index`'s button, in screen coordinates.
    static func tab(_ index: Int, _ host: UIHostingController<some View>) throws -> CGPoint {
        func find(_ v: UIView) -> UIView? {
            if v.traceName == "TabView.tabBar.tab\(index)" { return v }
            return v.subviews.lazy.compactMap(find).first
        }
        let button = try #require(find(host.view))
        let f = button.convert(button.bounds, to: nil)
        return CGPoint(x: f.midX, y: f.midY)
    }

    static func binding(_ box: Box, _ log: CallLog) -> Binding<String> {
        Binding(get: { box.tab }, set: { box.tab = $0; log("selection \($0)") })
    }

    @Test(arguments: [DeviceProfile.iOS15, .iOS17, .iOS18])
    func eachViewIsATabTitledByItsTabItemAndTheSelectionPicksTheOneShown(profile: DeviceProfile) throws {
        let box = Box(), log = CallLog()
        box.tab = "feed"
        let (_, host) = show(Tabs(tab: Self.binding(box, log)), on: profile)
        let tabs = try Self.tabBarController(host)
        #expect(tabs.viewControllers?.map(\.traceName) == ["Home", "Feed", "Settings"])
        #expect(tabs.tabBar.items?.map(\.title) == ["Home", "Feed", "Settings"])
        #expect(tabs.selectedIndex == 1)
        #expect(host.element("open") != nil)
        #expect(log.calls == [])
    }

    @Test func aTouchOnATabSelectsItAndWritesItsTagToTheBinding() throws {
        let box = Box(), log = CallLog()
        let (device, host) = show(Tabs(tab: Self.binding(box, log)))
        try device.tap(at: Self.tab(2, host))
        #expect(log.calls == ["selection settings"])
        #expect(try Self.tabBarController(host).selectedIndex == 2)
        let lines = device.trace.entries(of: "TabView", kinds: [.lifecycle]).map { "\($0.message) (\($0.cause ?? ""))" }
        #expect(lines.last == "selected Settings (tab 2) (touchDown on tab 2)")
    }

    struct Switcher: View {
        @State private var tab = "home"
        var body: some View { Tabs(tab: $tab) }
    }

    @Test func aSelectionTheAppSetsShowsItsTabAtTheReRender() throws {
        let (device, host) = show(Switcher())
        try device.tap(at: Self.tab(1, host))
        try device.tap(at: host.center(of: "open"))
        #expect(try Self.tabBarController(host).selectedIndex == 2)
        #expect(device.trace.entries(of: "TabView", kinds: [.lifecycle]).compactMap(\.cause).suffix(2)
                == ["touchDown on tab 1", "selectedIndex set"])
    }

    @Test func aSelectionNoTabHasIsReportedAndTheTabShownStays() throws {
        let box = Box(), log = CallLog()
        box.tab = "nowhere"
        let (device, host) = show(Tabs(tab: Self.binding(box, log)))
        #expect(try Self.tabBarController(host).selectedIndex == 0)
        let errors = device.trace.entries(of: "UIHostingView", kinds: [.error])
        #expect(errors.map(\.message) == ["TabView selection nowhere matches no tab's tag"])
        #expect(errors.first?.cause == "the tab shown stays (SwiftUIDecisions SU57)")
    }

    @Test func moreTabsThanTheLimitAreRefusedWithAClearError() {
        let (device, host) = show(TabView { ForEach(0..<51) { n in Text("Tab \(n)").tabItem { Text("T\(n)") } } })
        #expect(host.buildError == .tooManyTabs(count: 51, limit: TabBarModel.maximumTabs))
        #expect(device.trace.entries(of: "UIHostingView", kinds: [.error]).map(\.cause)
                == ["the SwiftUI TabView has 51 tabs, more than 50; nothing was shown"])
    }

    final class Feed: ObservableObject {
        init(_ log: CallLog) { log("Feed made") }
        var title: String { "Feed" }
    }

    struct FeedScreen: View {
        @StateObject private var feed: Feed
        init(log: CallLog) { _feed = StateObject(wrappedValue: Feed(log)) }
        var body: some View { Text(feed.title) }
    }

    struct FeedTabs: View {
        let log: CallLog
        @State private var tab = "home"
        var body: some View {
            TabView(selection: $tab) {
                Text("Home").tabItem { Text("Home") }.tag("home")
                FeedScreen(log: log).tabItem { Text("Feed") }.tag("feed")
            }
        }
    }

    /// Reading the tabs' titles and tags at each render of the view holding the `TabView` runs no
    /// tab's body: a `@StateObject` is made once for the view's lifetime (Apple, `StateObject`; SU56).
    @Test func aTabsStateObjectIsMadeOnceWhateverTheHolderReRenders() throws {
        let log = CallLog()
        let (device, host) = show(FeedTabs(log: log))
        for index in [1, 0, 1, 0] { try device.tap(at: Self.tab(index, host)) }
        #expect(try Self.tabBarController(host).selectedIndex == 0)
        #expect(try Self.tabBarController(host).tabBar.items?.map(\.title) == ["Home", "Feed"])
        #expect(log.calls == ["Feed made"])
    }

    struct ItemInside: View {
        var body: some View { Text("Inside").tabItem { Text("Inner") }.tag("inner") }
    }

    /// An item and tag written inside a tab's body still name the tab: such a tab is built whole.
    @Test func anItemWrittenInsideTheTabsBodyStillNamesTheTab() throws {
        let (_, host) = show(TabView { ItemInside(); Text("Other").tabItem { Text("Other") } })
        #expect(try Self.tabBarController(host).tabBar.items?.map(\.title) == ["Inner", "Other"])
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }.accessibilityIdentifier("counter")
        }
    }

    @Test func aTabKeepsItsStateWhileAnotherTabIsShown() throws {
        let (device, host) = show(TabView {
            Counter().tabItem { Text("Count") }
            Text("Other").tabItem { Text("Other") }
        })
        for _ in 0..<3 { try device.tap(at: host.center(of: "counter")) }
        try device.tap(at: Self.tab(1, host))
        #expect(host.element("counter") == nil)
        try device.tap(at: Self.tab(0, host))
        #expect(host.element("counter") != nil)
        let tab = try #require(Self.tabBarController(host).viewControllers?.first as? UIHostingController<AnyView>)
        #expect(ObservableObjectTests.text("counter", in: tab.root) == "Text \"Count 3\"")
    }
}
