import Testing
import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// Taps that meet: a child and its parent, a single and a double tap on one view
/// (SwiftUIDecisions SU2, SU3).
@Suite struct TapConflictTests {
    struct ChildAndParent: View {
        let log: CallLog
        let childSimultaneous: Bool
        var body: some View {
            ZStack {
                if childSimultaneous {
                    Color.red.frame(width: 100, height: 100).accessibilityIdentifier("child")
                        .simultaneousGesture(TapGesture().onEnded { log("child") })
                } else {
                    Color.red.frame(width: 100, height: 100).accessibilityIdentifier("child")
                        .onTapGesture { log("child") }
                }
            }
            .frame(width: 300, height: 300)
            .contentShape(Rectangle())
            .accessibilityIdentifier("parent")
            .gesture(TapGesture().onEnded { log("parent") })
        }
    }

    func tapChild(_ profile: DeviceProfile, childSimultaneous: Bool) throws -> [String] {
        let log = CallLog()
        let (device, host) = show(ChildAndParent(log: log, childSimultaneous: childSimultaneous), on: profile)
        try device.tap(at: host.center(of: "child"))
        try device.settle()
        return log.calls
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aChildsTapGoesBeforeItsParentsOnEveryVersion(profile: DeviceProfile) throws {
        #expect(try tapChild(profile, childSimultaneous: false) == ["child"])
    }

    @Test func onIOS17AChildsSimultaneousTapStillExcludesItsParentsTap() throws {
        #expect(try tapChild(.iOS17, childSimultaneous: true) == ["child"])
    }

    @Test func onIOS18AChildsSimultaneousTapAndItsParentsTapBothFire() throws {
        #expect(try tapChild(.iOS18, childSimultaneous: true) == ["child", "parent"])
    }

    /// iOS 26's release notes list the iOS 18 behaviour as fixed (SU19): the child's alone again.
    @Test func onIOS26AChildsSimultaneousTapExcludesItsParentsTapAgain() throws {
        #expect(try tapChild(.iOS26, childSimultaneous: true) == ["child"])
        #expect(try tapChild(.iOS26, childSimultaneous: false) == ["child"])
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func theParentsTapFiresAwayFromTheChild(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(ChildAndParent(log: log, childSimultaneous: false), on: profile)
        let f = host.frame(of: "parent")
        try device.tap(at: CGPoint(x: f.minX + 10, y: f.minY + 10))
        #expect(log.calls == ["parent"])
    }

    struct SingleAndDouble: View {
        let log: CallLog
        let doubleFirst: Bool
        var body: some View {
            if doubleFirst {
                Color.blue.frame(width: 200, height: 200).accessibilityIdentifier("photo")
                    .onTapGesture(count: 2) { log("double") }
                    .onTapGesture { log("single") }
            } else {
                Color.blue.frame(width: 200, height: 200).accessibilityIdentifier("photo")
                    .onTapGesture { log("single") }
                    .onTapGesture(count: 2) { log("double") }
            }
        }
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func withTheDoubleTapDeclaredFirstASingleTapWaitsForItToFail(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(SingleAndDouble(log: log, doubleFirst: true), on: profile)
        try device.tap(at: host.center(of: "photo"))
        #expect(log.calls == [])
        try device.advance(by: 0.4)
        #expect(log.calls == ["single"])
        try device.doubleTap(at: host.center(of: "photo"))
        try device.settle()
        #expect(log.calls == ["single", "double"])
    }

    /// Before iOS 18 (and linked before its SDK) the order of the modifiers decides (SU2).
    @Test(arguments: [(DeviceProfile.iOS17, DeviceProfile?.none), (.iOS18, .iOS17)])
    func withTheSingleTapDeclaredFirstADoubleTapIsTwoSingles(profile: DeviceProfile, linkedOn: DeviceProfile?) throws {
        let log = CallLog()
        let (device, host) = show(SingleAndDouble(log: log, doubleFirst: false), on: profile, linkedOn: linkedOn)
        try device.doubleTap(at: host.center(of: "photo"))
        try device.settle()
        #expect(log.calls == ["single", "single"])
    }

    /// From iOS 18 linked on 18 the single tap waits for the double whatever the order (SU36).
    @Test func onIOS18TheSingleTapWaitsForTheDoubleWhateverTheOrder() throws {
        let log = CallLog()
        let (device, host) = show(SingleAndDouble(log: log, doubleFirst: false), on: .iOS18)
        try device.doubleTap(at: host.center(of: "photo"))
        try device.settle()
        #expect(log.calls == ["double"])
        try device.tap(at: host.center(of: "photo"))
        #expect(log.calls == ["double"])
        try device.advance(by: 0.4)
        #expect(log.calls == ["double", "single"])
        #expect(device.trace.transitions(of: "photo.tap (onTapGesture)").map(\.to).contains(.ended))
    }

    @Test func theTraceNamesSwiftUIGesturesByViewAndModifier() throws {
        let log = CallLog()
        let (device, host) = show(SingleAndDouble(log: log, doubleFirst: true), on: .iOS18)
        try device.doubleTap(at: host.center(of: "photo"))
        #expect(device.trace.transitions(of: "photo.doubleTap (onTapGesture)").map(\.to).first == .ended)
        #expect(device.trace.transitions(of: "photo.tap (onTapGesture)").map(\.to).contains(.failed))
        let (device17, host17) = show(SingleAndDouble(log: CallLog(), doubleFirst: true), on: .iOS17)
        try device17.doubleTap(at: host17.center(of: "photo"))
        #expect(device17.trace.entries(of: "photo.doubleTap (onTapGesture)", kinds: [.state]).map(\.message) == ["recognized"])
        #expect(device17.trace.entries(of: "photo.tap (onTapGesture)", kinds: [.state]).map(\.message) == ["waits", "failed"])
    }
}
