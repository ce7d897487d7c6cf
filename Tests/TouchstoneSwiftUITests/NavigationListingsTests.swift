import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

// Listings in the shape of Apple's `NavigationStack` documentation (its parks `List` of
// `NavigationLink(park.name, value: park)` rows) and of common page-style `TabView` and counter
// tutorials, compiled unchanged, each shown and touched once (SU30, SU37, SU39, SU40).

struct Park: Hashable, Identifiable {
    let name: String
    var id: String { name }
}

struct ParkDetails: View {
    let park: Park
    var body: some View {
        Text(park.name)
            .font(.title)
    }
}

struct ParkList: View {
    let parks = [Park(name: "Yosemite"), Park(name: "Sequoia")]

    var body: some View {
        NavigationStack {
            List(parks) { park in
                NavigationLink(park.name, value: park)
            }
            .navigationTitle("Parks")
            .navigationDestination(for: Park.self) { park in
                ParkDetails(park: park)
            }
        }
    }
}

struct OnboardingPages: View {
    @State private var currentPage = 0

    var body: some View {
        VStack {
            TabView(selection: $currentPage) {
                ForEach(0..<3) { index in
                    Text("Page \(index + 1)")
                        .tag(index)
                }
            }
            .tabViewStyle(.page)
            .frame(height: 300)
            .accessibilityIdentifier("pages")

            Text("Page \(currentPage + 1) of 3")
        }
    }
}

struct TapCounter: View {
    @State private var taps = 0

    var body: some View {
        Text("Tapped \(taps) times")
            .padding()
            .background(Color.yellow)
            .onTapGesture {
                taps += 1
            }
            .accessibilityIdentifier("counter")
    }
}

@Suite struct NavigationListingsTests {
    /// The names of the element views shown under `view`, depth first.
    func shown(_ view: UIView) -> [String] {
        ((view as? ElementView).map { [$0.elementName] } ?? []) + view.subviews.flatMap(shown)
    }

    /// The element view named `name` (a list row is `row 1`), in screen coordinates.
    func frame(of name: String, in view: UIView) -> CGRect? {
        if (view as? ElementView)?.elementName == name { return view.convert(view.bounds, to: nil) }
        return view.subviews.lazy.compactMap { frame(of: name, in: $0) }.first
    }

    /// A tap anywhere on a park's row, past the end of its label, pushes that park (SU30, SU39).
    @Test func applesParkListPushesTheParkTappedAnywhereOnItsRow() throws {
        let (device, host) = show(ParkList())
        let navigation = try #require(host.children.first as? UINavigationController)
        let row = try #require(frame(of: "row 1", in: host.view))
        try device.tap(at: CGPoint(x: row.maxX - 20, y: row.midY))
        try device.settle()
        #expect(navigation.viewControllers.count == 2)
        let details = try #require(navigation.topViewController?.view)
        #expect(shown(details) == ["Text \"Sequoia\""])
    }

    @Test func anOnboardingPagerUpdatesItsCaptionWhenAPageSettles() throws {
        let (device, host) = show(OnboardingPages(), on: .iOS17)
        #expect(shown(host.view).contains("Text \"Page 1 of 3\""))
        let y = host.center(of: "pages").y
        try device.drag(from: CGPoint(x: 320, y: y), to: CGPoint(x: 100, y: y))
        try device.settle()
        #expect(shown(host.view).contains("Text \"Page 2 of 3\""))
    }

    @Test func aTappedCounterShowsItsNewCountBeforeTheNextTouch() throws {
        let (device, host) = show(TapCounter())
        try device.tap(at: host.center(of: "counter"))
        try device.advance(by: 0.5)
        try device.tap(at: host.center(of: "counter"))
        let text = host.view.subviews.first.flatMap { root -> UIView? in
            func find(_ v: UIView) -> UIView? { (v as? ElementView)?.elementName.hasPrefix("Text") == true ? v : v.subviews.lazy.compactMap(find).first }
            return find(root)
        }
        #expect((text as? ElementView)?.elementName == "Text \"Tapped 2 times\"")
    }
}
