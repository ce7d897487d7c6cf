import Testing
import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// The public surface of re-rendering, `NavigationStack`, `NavigationLink`,
/// `navigationDestination`, `navigationBarBackButtonHidden`, `TabView` and `tabViewStyle(.page)`,
/// used as an app would, without `@testable` (SwiftUIDecisions SU37–SU41).
@Suite struct NavigationAndStatePublicAPITests {
    struct Inbox: View {
        @State private var unread = 3
        var body: some View {
            NavigationStack {
                VStack {
                    Text("\(unread) unread")
                    NavigationLink("Open", value: "mail").accessibilityIdentifier("open")
                    Button("Read one") { unread -= 1 }.accessibilityIdentifier("read")
                }
                .navigationTitle("Inbox")
                .navigationDestination(for: String.self) { id in
                    Text(id).accessibilityIdentifier("message").navigationBarBackButtonHidden()
                }
            }
        }
        var count: Int { unread }
    }

    @Test func aButtonReRendersTheStackAndALinkPushesAScreenWithoutABackSwipe() throws {
        let (device, host) = show(Inbox(), on: .iOS18)
        try device.tap(at: host.center(of: "read"))
        #expect(host.rootView.count == 2)
        #expect(host.element("read") != nil)
        try device.tap(at: host.center(of: "open"))
        try device.settle()
        let nav = try #require(host.children.first as? UINavigationController)
        #expect(nav.viewControllers.count == 2)
        #expect(nav.topViewController?.navigationItem.hidesBackButton == true)
        try device.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 300, y: 500))
        try device.settle()
        #expect(nav.viewControllers.count == 2)
    }

    struct Onboarding: View {
        @State var page = 0
        var body: some View {
            TabView(selection: $page) {
                Text("Welcome").tag(0)
                Text("Features").tag(1)
            }
            .tabViewStyle(.page(indexDisplayMode: .never))
            .accessibilityIdentifier("pages")
        }
    }

    @Test func aPageTabViewTurnsAPageOnASwipe() throws {
        let (device, host) = show(Onboarding(), on: .iOS17)
        let y = host.center(of: "pages").y
        try device.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 80, y: y))
        try device.settle()
        #expect(host.rootView.page == 1)
    }

    struct Settings: View {
        @State var path: [String] = []
        var body: some View {
            NavigationStack(path: $path) {
                NavigationLink("Account", value: "account").accessibilityIdentifier("account")
                    .navigationDestination(for: String.self) { section in
                        Text(section).accessibilityIdentifier(section)
                    }
            }
        }
    }

    @Test func aStackWithAPathAppendsTheValueOfALinkAndPopsItOnABackSwipe() throws {
        let (device, host) = show(Settings(), on: .iOS26)
        try device.tap(at: host.center(of: "account"))
        try device.settle()
        #expect(host.rootView.path == ["account"])
        try device.drag(from: CGPoint(x: 120, y: 500), to: CGPoint(x: 340, y: 500))
        try device.settle()
        #expect(host.rootView.path == [])
    }
}
