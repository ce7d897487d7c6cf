import Foundation
import Testing
@testable import Touchstone

@Suite("Simulated device, clock and trace")
struct DeviceTests {
    private func scriptedRun() throws -> Data {
        let v = LoggingView("V", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        v.addGestureRecognizer(UITapGestureRecognizer())
        v.addGestureRecognizer(UIPanGestureRecognizer())
        try device.tap(at: CGPoint(x: 100, y: 100))
        try device.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 500), duration: 0.25)
        try device.pinch(center: CGPoint(x: 195, y: 422), fromSpan: 100, toSpan: 200)
        try device.settle()
        return try device.trace.jsonData()
    }

    @Test func sameScriptGivesByteIdenticalTrace() throws {
        #expect(try scriptedRun() == scriptedRun())
    }

    @Test func timersFireInTimeOrderThenSchedulingOrder() throws {
        let device = Device()
        var fired: [String] = []
        device.schedule(after: 0.2) { fired.append("b") }
        device.schedule(after: 0.1) { fired.append("a") }
        device.schedule(after: 0.2) { fired.append("c") }
        try device.advance(by: 0.15)
        #expect(fired == ["a"])
        try device.advance(by: 1)
        #expect(fired == ["a", "b", "c"])
        #expect(device.clock.now == 1.15)
    }

    @Test func timerSeesTheClockAtItsOwnFireTime() throws {
        let device = Device()
        var seen: TimeInterval?
        device.schedule(after: 0.3) { seen = device.clock.now }
        try device.advance(by: 2)
        #expect(seen == 0.3)
    }

    @Test func dragHelperSamplesAtTheSamplingRate() throws {
        for rate in [60.0, 120.0] {
            let (device, _) = makeScene()
            device.samplingRate = rate
            try device.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 110), duration: 0.5)
            let moves = device.trace.entries.filter { $0.kind == .input && $0.message.hasPrefix("move") }
            #expect(moves.count == Int(rate / 2))
            #expect(abs(device.clock.now - 0.5) < 1e-9)
        }
    }

    @Test func badInputIsRejectedAndLeavesTheDeviceUsable() throws {
        let v = LoggingView("V", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        #expect(throws: TouchstoneError.self) {
            try device.touchDown(at: CGPoint(x: CGFloat.nan, y: 1))
        }
        #expect(throws: TouchstoneError.fingerNotDown(3)) { try device.touchUp(id: 3) }
        #expect(throws: TouchstoneError.fingerNotDown(4)) { try device.touchMove(id: 4, to: .zero) }
        try device.touchDown(id: 1, at: CGPoint(x: 10, y: 10))
        #expect(throws: TouchstoneError.fingerAlreadyDown(1)) { try device.touchDown(id: 1, at: CGPoint(x: 20, y: 20)) }
        #expect(throws: TouchstoneError.duplicateFingerInEvent(1)) { try device.send([.move(id: 1, to: .zero), .up(id: 1)]) }
        #expect(throws: TouchstoneError.invalidCoordinate(finger: 1, x: .infinity, y: 0)) {
            try device.touchMove(id: 1, to: CGPoint(x: CGFloat.infinity, y: 0))
        }
        #expect(throws: TouchstoneError.timeWentBackwards(now: 0, requested: -1)) { try device.advance(by: -1) }
        try device.touchUp(id: 1)
        #expect(throws: TouchstoneError.fingerNotDown(1)) { try device.touchUp(id: 1) }
        try device.tap(at: CGPoint(x: 50, y: 50))
        #expect(v.log == ["touchesBegan", "touchesEnded", "touchesBegan", "touchesEnded"])
        #expect(device.trace.entries.filter { $0.kind == .error }.count == 8)
    }

    @Test func traceTextNamesTimeKindSubjectAndCause() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let tap = UITapGestureRecognizer(); tap.name = "tap"
        v.addGestureRecognizer(tap)
        try device.touchDown(at: CGPoint(x: 10, y: 10))
        try device.advance(by: 2)
        try device.touchUp()
        #expect(device.trace.text.contains("1500.0 ms  state     tap possible→failed [finger 0]  — held longer than 1.5 s"))
    }

    @Test func traceRoundTripsThroughJSON() throws {
        let (device, _) = makeScene()
        try device.tap(at: CGPoint(x: 1, y: 1))
        let decoded = try JSONDecoder().decode([TraceEntry].self, from: device.trace.jsonData())
        #expect(decoded == device.trace.entries)
    }

    @Test func disabledTraceRecordsNothing() throws {
        let (device, _) = makeScene()
        device.trace.isEnabled = false
        let before = device.trace.entries.count
        try device.tap(at: CGPoint(x: 1, y: 1))
        #expect(device.trace.entries.count == before)
    }

    @Test func devicesOnSeparateThreadsDoNotInterfere() async throws {
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<4 { group.addTask { try scriptedRunDetached() } }
            var all: [Data] = []
            for try await d in group { all.append(d) }
            return all
        }
        #expect(Set(results).count == 1)
    }
}

private func scriptedRunDetached() throws -> Data {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let device = Device()
    let vc = UIViewController()
    vc.view.addSubview(v)
    device.show(vc)
    v.addGestureRecognizer(UITapGestureRecognizer())
    for i in 0..<50 { try device.tap(at: CGPoint(x: 10 + i, y: 10)); try device.advance(by: 0.5) }
    return try device.trace.jsonData()
}

/// `touchUp(id:at:)`: the lift carries its own location (issue 20).
@Suite("Lifting at a point")
struct LiftAtPointTests {
    @Test func theEndedTouchIsWhereTheFingerLiftedWithNoMoveBeforeIt() throws {
        final class EndLogger: UIView {
            var ended: [CGPoint] = []
            var moved = 0
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { moved += 1 }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                ended += touches.map { $0.location(in: self) }
            }
        }
        let view = EndLogger(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(view) }
        try device.touchDown(at: CGPoint(x: 100, y: 400))
        try device.advance(by: 0.05)
        try device.touchUp(at: CGPoint(x: 130, y: 410))
        #expect(view.ended == [CGPoint(x: 130, y: 410)])
        #expect(view.moved == 0)
        #expect(device.lines(.input).last == "finger 0 up at (130, 410)")
        #expect(throws: TouchstoneError.self) { try device.send([.lift(id: 3, at: CGPoint(x: 1, y: 1))]) }
    }
}

/// A finger moved along a line between two absolute times (issue 20; PortingDecisions U3).
@Suite("Moving between two times")
struct MoveBetweenTimesTests {
    @Test func theFingerGoesDownAtTheStartAndIsOnTheLineAtEachSampleEndingExactlyAtT2() throws {
        let (device, root) = makeScene()
        var samples: [String] = []
        let pan = UIPanGestureRecognizer { pan in
            samples.append("\(Int((device.clock.now * 1000).rounded())):\(Int(pan.location(in: nil).x.rounded()))")
        }
        root.addGestureRecognizer(pan)
        try device.move(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 200, y: 400), between: 20.ms, and: 70.ms)
        try device.touchUp(at: CGPoint(x: 200, y: 400))
        #expect(120.ms == 0.12 && 16.5.ms == 0.0165)
        #expect(device.lines(.input).first == "finger 0 down at (100, 400)")
        // 60 Hz: samples at 36.7, 53.3 and exactly 70 ms, on the line at those times.
        #expect(device.lines(.input).count == 5)
        #expect(samples == ["37:133", "53:167", "70:200", "70:200"])
        #expect(throws: TouchstoneError.self) { try device.move(from: .zero, to: .zero, between: 10.ms, and: 20.ms) }
    }
}
