import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// Before iOS 18 (or linked before the iOS 18 SDK), rows with `.onLongPressGesture` in a
/// `ScrollView` stop it scrolling, rows with `.onTapGesture` do not (danielsaidi.com, 2022-11,
/// iOS 16), and a zero-distance `.gesture` drag hijacks it (darjeelingsteve.com, 2023-05)
/// (SwiftUIDecisions SU35; red-team S1-2).
@Suite struct LongPressInScrollViewTests {
    enum Row { case tap, longPress, tapThenLongPress, zeroDistanceDrag }

    struct Rows: View {
        let log: CallLog
        let row: Row
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { n in
                        item(n)
                    }
                }
            }.accessibilityIdentifier("scroll")
        }

        @ViewBuilder func item(_ n: Int) -> some View {
            let tile = Color.red.frame(height: 100).accessibilityIdentifier("row\(n)")
            switch row {
            case .tap: tile.onTapGesture { log("tap") }
            case .longPress: tile.onLongPressGesture { log("long") }
            case .tapThenLongPress: tile.onTapGesture { log("tap") }.onLongPressGesture { log("long") }
            case .zeroDistanceDrag: tile.gesture(DragGesture(minimumDistance: 0).onChanged { _ in log("drag") })
            }
        }
    }

    func dragUp(_ row: Row, _ profile: DeviceProfile, linkedOn: DeviceProfile? = nil) throws -> (calls: [String], offset: CGFloat, device: Device) {
        let log = CallLog()
        let (device, host) = show(Rows(log: log, row: row), on: profile, linkedOn: linkedOn)
        let start = host.center(of: "row3")
        try device.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: 0.3)
        let scroll = try #require(host.element("scroll") as? UIScrollView)
        return (log.calls, scroll.contentOffset.y, device)
    }

    static let hostingProfiles: [(DeviceProfile, DeviceProfile?)] = [(.iOS16, nil), (.iOS17, nil), (.iOS18, .iOS17)]

    @Test(arguments: hostingProfiles)
    func tapRowsStillScroll(profile: DeviceProfile, linkedOn: DeviceProfile?) throws {
        let r = try dragUp(.tap, profile, linkedOn: linkedOn)
        #expect(r.calls == [])
        #expect(r.offset == 190)
    }

    @Test(arguments: hostingProfiles)
    func longPressRowsStopTheScroll(profile: DeviceProfile, linkedOn: DeviceProfile?) throws {
        let r = try dragUp(.longPress, profile, linkedOn: linkedOn)
        #expect(r.calls == [])
        #expect(r.offset == 0)
        let hosting = r.device.trace.transitions(of: "SwiftUI hosting gesture")
        #expect(hosting.first?.to == .began)
        #expect(r.device.trace.transitions(of: "scroll.pan").first?.to == .failed)
    }

    @Test(arguments: hostingProfiles)
    func aTapDeclaredBeforeTheLongPressLetsTheRowsScroll(profile: DeviceProfile, linkedOn: DeviceProfile?) throws {
        let r = try dragUp(.tapThenLongPress, profile, linkedOn: linkedOn)
        #expect(r.calls == [])
        #expect(r.offset == 190)
    }

    @Test(arguments: hostingProfiles)
    func aZeroDistanceDragHijacksTheScroll(profile: DeviceProfile, linkedOn: DeviceProfile?) throws {
        let r = try dragUp(.zeroDistanceDrag, profile, linkedOn: linkedOn)
        #expect(r.calls.first == "drag")
        #expect(r.offset == 0)
    }

    @Test func aLongPressRowHeldStillStillFires() throws {
        let log = CallLog()
        let (device, host) = show(Rows(log: log, row: .longPress), on: .iOS17)
        try device.longPress(at: host.center(of: "row3"), duration: 0.8)
        #expect(log.calls == ["long"])
    }

    @Test func onIOS18LinkedOn18LongPressRowsScroll() throws {
        let r = try dragUp(.longPress, .iOS18)
        #expect(r.calls == [])
        #expect(r.offset == 190)
    }
}
