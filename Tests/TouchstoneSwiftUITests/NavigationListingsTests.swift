import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

// Listings in the shape of Apple's `NavigationStack` documentation and of common page-style
// `TabView` and counter tutorials, compiled unchanged (Apple's own sample uses `List`, which another
// slice adds; here the rows are a `VStack`), each shown and touched once (SU37, SU39, SU40).

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
            VStack {
                ForEach(parks) { park in
                    NavigationLink(park.name, value: park)
                        .accessibilityIdentifier(park.name)
                }
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

    @Test func applesParkListPushesTheParkTapped() throws {
        let (device, host) = show(ParkList())
        #expect(!shown(host.view).contains("Text \"Sequoia\""))
        try device.tap(at: host.center(of: "Sequoia"))
        try device.settle()
        #expect(shown(host.view).contains("Text \"Sequoia\""))
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
