import Testing
@testable import TouchstoneSwiftUI
import TouchstoneSwiftUITestSupport

/// Composed gestures: `sequenced(before:)`, `simultaneously(with:)`, `exclusively(before:)`, each
/// pinned to the exact calls of its parts and of the whole (SwiftUIDecisions SU13), and
/// `SpatialTapGesture`'s location (SU14).
@Suite struct ComposedGestureTests {
    /// Apple's "drag after long press" ("Composing SwiftUI gestures"): a long press sequenced
    /// before a drag, its state from `updating`, the move applied in `onEnded`.
    struct DraggableCircle: View {
        enum DragState: Equatable {
            case inactive
            case pressing
            case dragging(translation: CGSize)
        }
        let log: CallLog
        @GestureState var dragState = DragState.inactive
        var body: some View {
            Circle()
                .frame(width: 100, height: 100)
                .accessibilityIdentifier("circle")
                .gesture(
                    LongPressGesture(minimumDuration: 0.5)
                        .onEnded { _ in log("long press ended") }
                        .sequenced(before: DragGesture())
                        .updating($dragState) { value, state, _ in
                            switch value {
                            case .first(true):
                                state = .pressing
                                log("updating first(true)")
                            case .second(true, let drag):
                                state = .dragging(translation: drag?.translation ?? .zero)
                                log("updating second(true, \(drag.map { "\(Int($0.translation.width))" } ?? "nil"))")
                            default:
                                state = .inactive
                            }
                        }
                        .onEnded { value in
                            guard case .second(true, let drag?) = value else { return }
                            log("onEnded \(Int(drag.translation.width))")
                        }
                )
        }
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aDragAfterALongPressMovesOnlyOnceThePressHasSucceeded(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(DraggableCircle(log: log), on: profile)
        let c = host.center(of: "circle")
        try device.touchDown(at: c)
        #expect(host.rootView.dragState == .pressing)
        try device.advance(by: 0.6)
        #expect(host.rootView.dragState == .dragging(translation: .zero))
        for dx in [5, 15, 40] {
            try device.advance(by: 1.0 / 60)
            try device.touchMove(to: CGPoint(x: c.x + CGFloat(dx), y: c.y))
        }
        #expect(host.rootView.dragState == .dragging(translation: CGSize(width: 40, height: 0)))
        try device.touchUp()
        #expect(log.calls == [
            "updating first(true)",
            "updating first(true)", "long press ended", "updating second(true, nil)",
            "updating second(true, 15)", "updating second(true, 40)",
            "onEnded 40",
        ])
        #expect(host.rootView.dragState == .inactive)
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aDragBeforeThePressIsUpFailsTheSequenceWithoutOnEnded(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(DraggableCircle(log: log), on: profile)
        let c = host.center(of: "circle")
        try device.touchDown(at: c)
        try device.advance(by: 0.1)
        try device.touchMove(to: CGPoint(x: c.x + 30, y: c.y))
        try device.advance(by: 0.6)
        try device.touchUp()
        #expect(log.calls == ["updating first(true)"])
        #expect(host.rootView.dragState == .inactive)
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aLongPressLiftedWithoutDraggingEndsNothing(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(DraggableCircle(log: log), on: profile)
        try device.touchDown(at: host.center(of: "circle"))
        try device.advance(by: 0.6)
        try device.touchUp()
        #expect(log.calls == ["updating first(true)", "updating first(true)", "long press ended", "updating second(true, nil)"])
        #expect(host.rootView.dragState == .inactive)
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aSimultaneousDragAndLongPressReportBothValues(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(
            Color.blue.frame(width: 200, height: 200).accessibilityIdentifier("pad")
                .gesture(
                    DragGesture(minimumDistance: 0).simultaneously(with: LongPressGesture(minimumDuration: 0.3))
                        .onChanged { v in log("changed drag=\(v.first.map { "\(Int($0.translation.height))" } ?? "nil") press=\(v.second.map { "\($0)" } ?? "nil")") }
                        .onEnded { v in log("ended drag=\(v.first.map { "\(Int($0.translation.height))" } ?? "nil") press=\(v.second.map { "\($0)" } ?? "nil")") }
                ),
            on: profile
        )
        let c = host.center(of: "pad")
        try device.touchDown(at: c)
        try device.advance(by: 0.4)
        try device.touchMove(to: CGPoint(x: c.x, y: c.y + 20))
        try device.touchUp()
        #expect(log.calls == [
            "changed drag=nil press=true",
            "changed drag=0 press=true",
            "changed drag=0 press=true",
            "changed drag=20 press=true",
            "ended drag=20 press=true",
        ])
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func anExclusiveDoubleTapBeforeASingleTapTakesOneOrTheOther(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(
            Color.blue.frame(width: 200, height: 200).accessibilityIdentifier("pad")
                .gesture(
                    TapGesture(count: 2).onEnded { log("double") }
                        .exclusively(before: TapGesture().onEnded { log("single") })
                        .onEnded { v in
                            switch v {
                            case .first: log("whole: first")
                            case .second: log("whole: second")
                            }
                        }
                ),
            on: profile
        )
        let c = host.center(of: "pad")
        try device.tap(at: c)
        try device.advance(by: 0.1)
        #expect(log.calls == [])
        try device.tap(at: c)
        try device.settle()
        #expect(log.calls == ["double", "whole: first"])
        try device.advance(by: 1)
        try device.tap(at: c)
        try device.settle()
        #expect(log.calls == ["double", "whole: first", "single", "whole: second"])
    }

    @Test(arguments: [DeviceProfile.iOS17, .iOS18])
    func aSpatialTapReportsWhereItWasInTheViewsCoordinates(profile: DeviceProfile) throws {
        let log = CallLog()
        let (device, host) = show(
            Color.blue.frame(width: 200, height: 100).accessibilityIdentifier("pad")
                .gesture(SpatialTapGesture().onEnded { v in log("local \(Int(v.location.x)),\(Int(v.location.y))") })
                .simultaneousGesture(SpatialTapGesture(coordinateSpace: .global).onEnded { v in log("global \(Int(v.location.x)),\(Int(v.location.y))") }),
            on: profile
        )
        let f = host.view.convert(host.frame(of: "pad"), to: nil)
        try device.tap(at: CGPoint(x: f.minX + 30, y: f.minY + 40))
        #expect(log.calls.sorted() == ["global \(Int(f.minX) + 30),\(Int(f.minY) + 40)", "local 30,40"])
    }
}
