import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// UIKit recognisers attached with `gesture(_:)` through `UIGestureRecognizerRepresentable`
/// (iOS 18; SwiftUIDecisions SU31).
@Suite struct GestureRecognizerRepresentableTests {
    struct Hold: UIGestureRecognizerRepresentable {
        let log: CallLog
        final class Coordinator {
            var actions = 0
        }
        func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator {
            log("makeCoordinator")
            return Coordinator()
        }
        func makeUIGestureRecognizer(context: Context) -> UILongPressGestureRecognizer {
            log("makeUIGestureRecognizer")
            return UILongPressGestureRecognizer()
        }
        func updateUIGestureRecognizer(_ recognizer: UILongPressGestureRecognizer, context: Context) {
            log("updateUIGestureRecognizer")
        }
        func handleUIGestureRecognizerAction(_ recognizer: UILongPressGestureRecognizer, context: Context) {
            context.coordinator.actions += 1
            let p = context.converter.localLocation
            log("\(recognizer.state) \(context.coordinator.actions) at \(Int(p.x)),\(Int(p.y))")
        }
    }

    @Test func onIOS18TheRecogniserIsMadeAfterItsCoordinatorAndEveryActionCallsTheHandler() throws {
        let log = CallLog()
        let (device, host) = show(Color.blue.frame(width: 200, height: 200).accessibilityIdentifier("pad").gesture(Hold(log: log)))
        #expect(log.calls == ["makeCoordinator", "makeUIGestureRecognizer", "updateUIGestureRecognizer"])
        let pad = host.frame(of: "pad")
        try device.longPress(at: CGPoint(x: pad.minX + 50, y: pad.minY + 60), duration: 0.8)
        #expect(log.calls.dropFirst(3) == ["began 1 at 50,60", "ended 2 at 50,60"])
        #expect(device.trace.transitions(of: "UILongPressGestureRecognizer").map(\.to) == [.began, .ended, .possible])
    }

    @Test(arguments: [(DeviceProfile.iOS17, DeviceProfile.iOS17), (.iOS18, .iOS17)])
    func beforeIOS18OrLinkedBeforeItsSDKNothingIsMadeAndTheTraceSaysSo(profile: DeviceProfile, linkedOn: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(Color.blue.frame(width: 200, height: 200).accessibilityIdentifier("pad").gesture(Hold(log: log)),
                                  on: profile, linkedOn: linkedOn)
        #expect(log.calls == [])
        let pad = try #require(host.element("pad"))
        #expect((pad.gestureRecognizers ?? []).isEmpty)
        #expect(device.trace.entries(of: "pad", kinds: [.error]).map(\.message) == ["Hold not attached"])
    }

    struct Pan: UIGestureRecognizerRepresentable {
        let log: CallLog
        func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer { UIPanGestureRecognizer() }
        func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
            if recognizer.state == .ended, let t = context.converter.localTranslation { log("ended \(Int(t.x)),\(Int(t.y))") }
        }
    }

    /// rules §5.4: the deeper pan is delivered the sample on which both pass 10 pt first.
    @Test func aRepresentedPanOnATileTakesPartInUIKitArbitrationAndStopsTheScrollViewsPan() throws {
        let log = CallLog()
        let screen = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20) { n in Color.red.frame(height: 100).accessibilityIdentifier("tile\(n)").gesture(Pan(log: log)) }
            }
        }.accessibilityIdentifier("scroll")
        let (device, host) = show(screen)
        let start = host.center(of: "tile3")
        try device.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200))
        try device.settle()
        let scroll = try #require(host.element("scroll") as? UIScrollView)
        #expect(scroll.contentOffset.y == 0)
        // UIKit's translation counts from where the pan began, 10 pt up.
        #expect(log.calls == ["ended 0,-190"])
    }

    @Test func aScrollViewTakesARepresentedRecogniserToo() throws {
        let log = CallLog()
        let (device, host) = show(ScrollView {
            VStack(spacing: 0) { ForEach(0..<20) { _ in Color.gray.frame(height: 100) } }
        }.gesture(Hold(log: log)).accessibilityIdentifier("scroll"))
        let scroll = try #require(host.element("scroll") as? UIScrollView)
        #expect(scroll.gestureRecognizers?.contains { $0 is UILongPressGestureRecognizer } == true)
        try device.longPress(at: host.center(of: "scroll"), duration: 0.8)
        #expect(log.calls.dropFirst(3).map { $0.prefix(7) } == ["began 1", "ended 2"])
    }

    @Test func aDisabledViewGetsNoRepresentedRecogniser() throws {
        let log = CallLog()
        let (_, host) = show(Color.blue.frame(width: 200, height: 200).gesture(Hold(log: log)).disabled(true).accessibilityIdentifier("pad"))
        #expect(log.calls == [])
        let pad = try #require(host.element("pad"))
        #expect((pad.gestureRecognizers ?? []).isEmpty)
    }
}
