import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// `List`: a UIKit scroll view of rows, `UITableView` up to iOS 15 and `UICollectionView` from
/// iOS 16, and SwiftUI's rule for buttons in its rows (SwiftUIDecisions SU29, SU30).
@Suite struct ListTests {
    /// The first view in `view`'s subtree whose trace name is `name`.
    static func named(_ name: String, in view: UIView) -> UIView? {
        if view.traceName == name { return view }
        for sub in view.subviews { if let hit = named(name, in: sub) { return hit } }
        return nil
    }

    @Test(arguments: [(DeviceProfile.iOS15, "UITableView"), (.iOS16, "UICollectionView"), (.iOS17, "UICollectionView"),
                      (.iOS18, "UICollectionView")])
    func aListIsATableUpToIOS15AndACollectionViewFromIOS16(profile: DeviceProfile, backing: String) throws {
        let (_, host) = show(List(0..<3) { Text("Row \($0)") }.accessibilityIdentifier("list"), on: profile)
        let list = try #require(host.element("list"))
        #expect((list is UITableView ? "UITableView" : list is UICollectionView ? "UICollectionView" : "other") == backing)
        // Rows of 44 pt, full width, content 16 pt in, centred vertically (a 17 pt text is 20.5 pt).
        let rows = (0..<3).compactMap { Self.named("row \($0)", in: list) }
        #expect(rows.map { $0.convert($0.bounds, to: list) } == [
            CGRect(x: 0, y: 0, width: 390, height: 44), CGRect(x: 0, y: 44, width: 390, height: 44),
            CGRect(x: 0, y: 88, width: 390, height: 44),
        ])
        let text = try #require(Self.named("Text \"Row 1\"", in: list))
        #expect(text.convert(text.bounds, to: list).minX == 16)
        #expect((list as? UIScrollView)?.contentSize.height == 132)
    }

    struct Feed: View {
        let log: CallLog
        var body: some View {
            List {
                HStack {
                    Button("Like") { log("like") }.accessibilityIdentifier("like")
                    Button("Share") { log("share") }.accessibilityIdentifier("share")
                }
                HStack {
                    Button("Like") { log("like 1") }.buttonStyle(.borderless).accessibilityIdentifier("like1")
                    Button("Share") { log("share 1") }.buttonStyle(.plain).accessibilityIdentifier("share1")
                }
                ForEach(0..<20) { n in Text("Item \(n)") }
            }
            .accessibilityIdentifier("list")
        }
    }

    @Test(arguments: [(DeviceProfile.iOS17, DeviceProfile.iOS17), (.iOS18, .iOS18), (.iOS18, .iOS17)])
    func aTapOnARowWithAutomaticButtonsFiresEveryOneAndBorderlessOrPlainButtonsOnlyTheirOwn(
        profile: DeviceProfile, linkedOn: DeviceProfile
    ) throws {
        let log = CallLog()
        let (device, host) = show(Feed(log: log), on: profile, linkedOn: linkedOn)
        try device.tap(at: host.center(of: "share"))
        #expect(log.calls == ["like", "share"])
        // The empty right-hand side of the row is the buttons' target too.
        try device.tap(at: CGPoint(x: 350, y: host.center(of: "share").y))
        #expect(log.calls == ["like", "share", "like", "share"])
        try device.tap(at: host.center(of: "share1"))
        try device.tap(at: CGPoint(x: 350, y: host.center(of: "share1").y))
        try device.tap(at: host.center(of: "like1"))
        #expect(log.calls == ["like", "share", "like", "share", "share 1", "like 1"])
        if SwiftUIGestureArchitecture(device: device) == .perGestureRecognizers {
            #expect(device.trace.transitions(of: "row 0.button (List row)").map(\.to) == [.ended, .possible, .ended, .possible])
        }
    }

    @Test(arguments: [(DeviceProfile.iOS17, DeviceProfile.iOS17), (.iOS18, .iOS18)])
    func aDragThatStartsOnARowScrollsTheListAndFiresNoButton(profile: DeviceProfile, linkedOn: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(Feed(log: log), on: profile, linkedOn: linkedOn)
        let start = host.center(of: "share")
        try device.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200))
        try device.settle()
        let list = try #require(host.element("list") as? UIScrollView)
        // 22 rows of 44 pt in 763 pt: the flick carries the list to its end, 205 pt down.
        #expect(list.contentOffset.y.rounded(toPlaces: 3) == 205)
        #expect(log.calls == [])
    }

    @Test func aListOverAMillionRowsIsRefusedAtTheViewLimitInsteadOfHanging() {
        let (device, host) = show(List(0..<1_000_000) { Text("Row \($0)") })
        #expect(host.buildError == .tooManyViews(limit: BuildContext.maxNodes))
        #expect(device.trace.entries(of: "UIHostingView", kinds: [.error]).count == 1)
    }
}
