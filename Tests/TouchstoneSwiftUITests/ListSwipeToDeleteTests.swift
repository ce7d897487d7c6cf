import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// `ForEach.onDelete(perform:)` in a `List`: swipe-to-delete on the list's table or collection
/// view, and its conflicts with a row's drag and an outer pager (SwiftUIDecisions SU51, SU52).
@Suite struct ListSwipeToDeleteTests {
    struct Inbox: View {
        let log: CallLog
        var header = false
        var dragRows = false
        @State private var items = ["Alpha", "Bravo", "Charlie", "Delta"]
        var body: some View {
            List {
                if header { Text("Header") }
                ForEach(items, id: \.self) { item in
                    if dragRows {
                        Text(item)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .contentShape(Rectangle())
                            .gesture(DragGesture().onEnded { _ in log("drag \(item)") })
                    } else {
                        Text(item)
                    }
                }
                .onDelete { offsets in
                    log("delete \(offsets.map { $0 })")
                    items.remove(atOffsets: offsets)
                }
            }
            .accessibilityIdentifier("list")
        }
    }

    static let versions: [(DeviceProfile, DeviceProfile)] = [(.iOS15, .iOS15), (.iOS16, .iOS16), (.iOS17, .iOS17),
                                                             (.iOS18, .iOS17), (.iOS18, .iOS18)]

    /// The swipe lines the list wrote (its scroll lines about rows).
    static func swipeLines(_ device: Device) -> [String] {
        device.trace.entries(of: "list", kinds: [.scroll]).filter { $0.message.hasPrefix("row ") }.map(\.message)
    }

    /// The first view in `view`'s subtree whose trace name is `name`.
    static func named(_ name: String, in view: UIView) -> UIView? {
        if view.traceName == name { return view }
        for sub in view.subviews { if let hit = named(name, in: sub) { return hit } }
        return nil
    }

    /// The centre of row `index` in screen coordinates, `x` from the left.
    static func row(_ index: Int, x: CGFloat, in host: UIHostingController<some View>) throws -> CGPoint {
        let row = try #require(named("row \(index)", in: host.view))
        return CGPoint(x: x, y: row.convert(row.bounds, to: nil).midY)
    }

    /// The frame of the view whose trace name is `name`, in the hosting view's coordinates.
    static func frame(_ name: String, in host: UIHostingController<some View>) throws -> CGRect {
        let view = try #require(named(name, in: host.view))
        return view.convert(view.bounds, to: host.view)
    }

    /// The rows' texts, top to bottom.
    static func texts(_ host: UIHostingController<some View>) -> [String] {
        (0..<8).compactMap { i in named("row \(i)", in: host.view).flatMap { row in
            Self.textNames(in: row).first } }
    }

    static func textNames(in view: UIView) -> [String] {
        (view.traceName.hasPrefix("Text ") ? [view.traceName] : []) + view.subviews.flatMap(textNames)
    }

    @Test(arguments: versions)
    func aFullLeftwardSwipeDeletesTheRowsElementOnEveryVersion(profile: DeviceProfile, linkedOn: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(Inbox(log: log), on: profile, linkedOn: linkedOn)
        try device.drag(from: Self.row(2, x: 370, in: host), to: Self.row(2, x: 40, in: host))
        #expect(log.calls == ["delete [2]"])
        #expect(Self.swipeLines(device) == ["row 2 swipe began", "row 2 full trailing swipe performs Delete", "row 2 onDelete [2]"])
        #expect(Self.texts(host) == ["Text \"Alpha\"", "Text \"Bravo\"", "Text \"Delta\""])
        #expect(device.trace.transitions(of: "list.swipeActions").first?.cause == "moved 36.7 pt, reaching the 25 pt threshold")
    }

    @Test(arguments: versions)
    func aShortSwipeRevealsDeleteAndATapOnItDeletes(profile: DeviceProfile, linkedOn: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(Inbox(log: log), on: profile, linkedOn: linkedOn)
        // 100 pt, of which the 25 pt threshold comes off: 75 pt, past half the button's 74 pt.
        try device.drag(from: Self.row(1, x: 300, in: host), to: Self.row(1, x: 200, in: host))
        #expect(Self.swipeLines(device) == ["row 1 swipe began", "row 1 trailing actions shown [Delete]"])
        #expect(host.frame(of: "list.Delete") == CGRect(x: 316, y: host.frame(of: "list.Delete").minY, width: 74, height: 44))
        #expect(log.calls == [])
        try device.tap(at: host.center(of: "list.Delete"))
        #expect(log.calls == ["delete [1]"])
        #expect(Self.swipeLines(device) == ["row 1 swipe began", "row 1 trailing actions shown [Delete]",
                                            "row 1 Delete tapped", "row 1 swipe actions hidden", "row 1 onDelete [1]"])
        #expect(Self.texts(host) == ["Text \"Alpha\"", "Text \"Charlie\"", "Text \"Delta\""])
        #expect(host.element("list.Delete") == nil)
    }

    @Test func aSwipeShorterThanHalfTheButtonClosesAndDeletesNothing() throws {
        let log = CallLog()
        let (device, host) = show(Inbox(log: log))
        try device.drag(from: Self.row(0, x: 300, in: host), to: Self.row(0, x: 250, in: host))
        #expect(Self.swipeLines(device) == ["row 0 swipe began", "row 0 swipe ended closed"])
        #expect(device.trace.entries(of: "list", kinds: [.scroll]).last { $0.message == "row 0 swipe ended closed" }?.cause
                == "lifted before half of the actions' width (37 pt)")
        #expect(log.calls == [])
        #expect(try Self.frame("row 0", in: host).minX == 0)
    }

    @Test(arguments: [DeviceProfile.iOS15, .iOS17, .iOS18])
    func aVerticalDragScrollsTheListAndNeverSwipes(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(Inbox(log: log), on: profile)
        let start = try Self.row(1, x: 200, in: host)
        try device.drag(from: start, to: CGPoint(x: start.x + 20, y: start.y - 150))
        #expect(Self.swipeLines(device) == [])
        #expect(device.trace.transitions(of: "list.swipeActions").first?.to == .failed)
        #expect(log.calls == [])
    }

    @Test func aRightwardSwipeOrOneOnARowWithoutOnDeleteFailsWithItsReason() throws {
        let log = CallLog()
        let (device, host) = show(Inbox(log: log, header: true))
        try device.drag(from: Self.row(1, x: 100, in: host), to: Self.row(1, x: 300, in: host))
        try device.drag(from: Self.row(0, x: 300, in: host), to: Self.row(0, x: 50, in: host))
        #expect(device.trace.transitions(of: "list.swipeActions").filter { $0.to == .failed }.map(\.cause)
                == ["no leading swipe actions for row 1", "row 0 cannot be deleted (no onDelete)"])
        #expect(Self.swipeLines(device) == [])
        #expect(log.calls == [])
    }

    @Test func theOffsetIsTheElementsPlaceInTheForEachNotTheRowsPlaceInTheList() throws {
        let log = CallLog()
        let (device, host) = show(Inbox(log: log, header: true))
        try device.drag(from: Self.row(2, x: 370, in: host), to: Self.row(2, x: 40, in: host))
        #expect(log.calls == ["delete [1]"])
        #expect(Self.texts(host) == ["Text \"Header\"", "Text \"Alpha\"", "Text \"Charlie\"", "Text \"Delta\""])
    }

    @Test func aListWithoutOnDeleteHasNoSwipeRecogniser() throws {
        let (_, host) = show(List(0..<3) { Text("Row \($0)") }.accessibilityIdentifier("list"))
        let list = try #require(host.element("list"))
        #expect(!(list.gestureRecognizers ?? []).map(\.traceName).contains("list.swipeActions"))
        let (_, deletable) = show(Inbox(log: CallLog()))
        let deletableList = try #require(deletable.element("list"))
        #expect((deletableList.gestureRecognizers ?? []).map(\.traceName).contains("list.swipeActions"))
    }

    /// A row's `DragGesture` begins at 10 pt, before the swipe's 25 pt, and excludes it; on one
    /// sample where both pass, the deeper recogniser wins: the row's own from iOS 18 linked on
    /// 18, the list's swipe before (the hosting recogniser is above the list) (rules §5.4; SU52).
    @Test(arguments: [(DeviceProfile.iOS17, DeviceProfile.iOS17, "delete [1]"), (.iOS18, .iOS17, "delete [1]"),
                      (.iOS18, .iOS18, "drag Bravo")])
    func aRowsDragTakesASlowSwipeAndTheDeeperRecogniserAFlick(profile: DeviceProfile, linkedOn: DeviceProfile,
                                                             flick: String) throws {
        let log = CallLog()
        let (device, host) = show(Inbox(log: log, dragRows: true), on: profile, linkedOn: linkedOn)
        let start = try Self.row(1, x: 370, in: host)
        try device.drag(from: start, to: CGPoint(x: start.x - 200, y: start.y), duration: 0.5)
        #expect(log.calls == ["drag Bravo"])
        #expect(Self.swipeLines(device) == [])
        try device.drag(from: start, to: CGPoint(x: start.x - 330, y: start.y), duration: 0.04)
        #expect(log.calls == ["drag Bravo", flick])
    }

    /// A paging `TabView` around the list: its pan begins at 10 pt and turns the page on a slow
    /// swipe; a flick passes both thresholds on one sample and the list's swipe, deeper, wins
    /// (rules §5.4, CC70; SU52).
    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aPagerAroundTheListTakesASlowSwipeAndTheRowAFlick(profile: DeviceProfile) throws {
        let log = CallLog()
        let pager = TabView {
            Inbox(log: log)
            Color.blue
        }
        .tabViewStyle(.page)
        .accessibilityIdentifier("pager")
        let (device, host) = show(pager, on: profile)
        let start = try Self.row(0, x: 370, in: host)
        try device.drag(from: start, to: CGPoint(x: 40, y: start.y), duration: 0.05 * 20)
        #expect(log.calls == [])
        #expect(Self.swipeLines(device) == [])
        let pages = try #require(host.element("pager") as? UIScrollView)
        try device.settle()
        #expect(pages.contentOffset.x == 390)
        // Back to the list, then a flick of 110 pt a sample.
        pages.contentOffset = .zero
        try device.drag(from: start, to: CGPoint(x: 40, y: start.y), duration: 0.04)
        try device.settle()
        #expect(log.calls == ["delete [0]"])
        #expect(pages.contentOffset.x == 0)
    }

    @Test func aHugeDeletableListIsRefusedAtTheViewLimit() {
        let (device, host) = show(List { ForEach(0..<1_000_000) { Text("Row \($0)") }.onDelete { _ in } })
        #expect(host.buildError == .tooManyViews(limit: BuildContext.maxNodes))
        #expect(device.trace.entries(of: "UIHostingView", kinds: [.error]).count == 1)
    }

    struct TickingInbox: View {
        let log: CallLog
        @State private var ticks = 0
        var body: some View {
            VStack(spacing: 0) {
                Button("Tick \(ticks)") { ticks += 1 }.accessibilityIdentifier("tick")
                Inbox(log: log)
            }
        }
    }

    @Test func anOpenRowStaysOpenThroughAReRenderAndItsButtonStillDeletes() throws {
        let log = CallLog()
        let (device, host) = show(TickingInbox(log: log))
        try device.drag(from: Self.row(3, x: 300, in: host), to: Self.row(3, x: 200, in: host))
        try device.tap(at: host.center(of: "tick"))
        #expect(device.trace.entries(of: "UIHostingView", kinds: [.layout]).contains { $0.message == "re-rendered" })
        #expect(try Self.frame("row 3", in: host).minX == -74)
        try device.tap(at: host.center(of: "list.Delete"))
        #expect(log.calls == ["delete [3]"])
        #expect(Self.texts(host) == ["Text \"Alpha\"", "Text \"Bravo\"", "Text \"Charlie\""])
    }
}
