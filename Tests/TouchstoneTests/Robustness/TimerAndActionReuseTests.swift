import Foundation
import Testing
@testable import Touchstone

/// Recognisers reuse their timers and the run loop keeps only pending timers; target-action sends
/// from a registration snapshot (Sources/Touchstone/Touchstone.docc/Performance.md). None of it may show: timers still fire by
/// time then scheduling order (rules §0.2 step 5), and actions added or removed by an action take
/// effect on the next send.
@Suite("Performance: reused timers and target-action entries stay invisible")
struct TimerAndActionReuseTests {
    @Test func timersFireByTimeThenSchedulingOrderAndARestartCountsAsNew() throws {
        let device = Device()
        var fired: [String] = []
        let a = device.schedule(after: 1.0, name: "a") { fired.append("a") }
        _ = device.schedule(after: 1.0, name: "b") { fired.append("b") }
        let c = device.schedule(after: 0.5, name: "c") { fired.append("c") }
        _ = device.schedule(after: 0.25, name: "d") { fired.append("d") }
        c.cancel()
        #expect(device.runLoop.pendingCount == 3)
        // Restarting `a` for the same time puts it after `b`, which was scheduled later than `a`
        // was first but earlier than the restart.
        device.runLoop.schedule(a, after: 1.0)
        #expect(device.runLoop.pendingCount == 3)
        #expect(device.runLoop.nextFireTime == 0.25)
        try device.advance(by: 2)
        #expect(fired == ["d", "b", "a"])
        #expect(a.isCancelled && c.isCancelled)
        #expect(device.runLoop.pendingCount == 0)
        #expect(a.name == "a")
    }

    @Test func cancellingInAnyOrderKeepsTheRestInOrder() throws {
        let device = Device()
        var fired: [Int] = []
        var timers: [VirtualTimer] = []
        for i in 0..<40 {
            let delay = Double((i * 7) % 13) / 10
            timers.append(device.schedule(after: delay, name: "t\(i)") { fired.append(i) })
        }
        for i in stride(from: 0, to: 40, by: 3) { timers[i].cancel() }
        let expected = (0..<40).filter { $0 % 3 != 0 }
            .sorted { (($0 * 7) % 13, $0) < (($1 * 7) % 13, $1) }
        try device.advance(by: 5)
        #expect(fired == expected)
    }

    @Test func aTapsPressTimerIsReusedAndStillFailsAHeldTap() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let tap = UITapGestureRecognizer(); log.attach(tap, as: "tap"); v.addGestureRecognizer(tap)
        for i in 0..<5 {
            try device.touchDown(at: pt(100, 100))
            #expect(device.runLoop.pendingCount == 1)
            try device.advance(by: 0.05)
            try device.touchUp()
            #expect(device.runLoop.pendingCount == 0, "tap \(i): the cancelled press timer is gone")
            try device.advance(by: 1)
        }
        #expect(log.entries.count == 5)
        try device.touchDown(at: pt(100, 100))
        try device.advance(by: 1.6)
        try device.touchUp()
        #expect(log.entries.count == 5)
        #expect(device.lines(.state).contains("tap possible→failed"))
    }

    @Test func aDoubleTapsIntervalTimerFailsItAfterEachFirstTap() throws {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let double = UITapGestureRecognizer(); double.numberOfTapsRequired = 2
        log.attach(double, as: "double"); v.addGestureRecognizer(double)
        for _ in 0..<3 {
            try device.tap(at: pt(100, 100))
            try device.advance(by: 0.5)
        }
        try device.tap(at: pt(100, 100))
        try device.advance(by: 0.1)
        try device.tap(at: pt(100, 100))
        try device.advance(by: 1)
        #expect(log.entries.count == 1)
        #expect(device.lines(.state).filter { $0 == "double possible→failed" }.count == 3)
    }

    @Test func aRecognizerRemovedWithAPendingTimerTakesItOffTheRunLoop() throws {
        let (device, root) = makeScene()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        v.addGestureRecognizer(UILongPressGestureRecognizer())
        root.addSubview(v)
        try device.touchDown(at: pt(100, 100))
        #expect(device.runLoop.pendingCount == 1)
        v.removeFromSuperview()
        #expect(device.runLoop.pendingCount == 0)
        try device.advance(by: 1)
        try device.touchUp()
        #expect(device.trace.entries.filter { $0.kind == .error }.isEmpty)
    }

    @Test func actionsChangedDuringSendingTakeEffectNextTime() throws {
        final class Target {
            var calls: [String] = []
            let name: String
            init(_ name: String) { self.name = name }
            func fire() { calls.append(name) }
        }
        let r = UITapGestureRecognizer()
        let a = Target("a"), b = Target("b"), c = Target("c")
        var order: [String] = []
        r.addHandler { g in
            order.append("handler")
            g.removeTarget(b)        // b still runs this time: the send uses the registrations it began with
            g.addTarget(c, action: Target.fire)
        }
        r.addTarget(a, action: Target.fire)
        r.addTarget(b, action: Target.fire)
        r.sendActions()
        #expect(order == ["handler"] && a.calls == ["a"] && b.calls == ["b"] && c.calls.isEmpty)
        r.sendActions()
        #expect(a.calls == ["a", "a"] && b.calls == ["b"] && c.calls == ["c"])

        // A single action that removes itself, and a target that has gone away.
        let single = UITapGestureRecognizer()
        var count = 0
        single.addHandler { g in count += 1; g.removeTarget(nil) }
        single.sendActions()
        single.sendActions()
        #expect(count == 1 && !single.hasActions)
        var gone: Target? = Target("gone")
        single.addTarget(gone!, action: Target.fire)
        gone = nil
        single.sendActions()
        #expect(single.hasActions)
    }

    /// An action's target is held weakly by its entry and loaded when the action is sent
    /// (rules §4.3; PerformanceDecisions F38 keeps it there): a target that an earlier action of the
    /// same send lets go of is skipped, its entry stays until removed, and a live target's method
    /// is called.
    @Test func aTargetReleasedByAnEarlierActionOfTheSameSendIsSkipped() throws {
        final class Log { var lines: [String] = [] }
        final class Target {
            let log: Log
            init(_ log: Log) { self.log = log }
            func fire() { log.lines.append("fire") }
        }
        let log = Log()
        var target: Target? = Target(log)
        weak let watched = target
        let r = UITapGestureRecognizer()
        r.addHandler { _ in log.lines.append("handler"); target = nil }
        r.addTarget(target!, action: Target.fire)
        r.sendActions()
        #expect(log.lines == ["handler"] && watched == nil && r.hasActions)
        let kept = Target(log)
        r.removeTarget(nil)
        r.addTarget(kept, action: Target.fire)
        r.sendActions()
        #expect(log.lines == ["handler", "fire"])
        r.removeTarget(kept)
        #expect(!r.hasActions)
    }

    @Test func aMethodForAnotherSenderTypeIsNeverCalled() throws {
        final class Target {
            var pans = 0
            func panned(_ g: UIPanGestureRecognizer) { pans += 1 }
        }
        let t = Target()
        let tap = UITapGestureRecognizer()
        tap.addTarget(t, action: Target.panned)
        tap.sendActions()
        #expect(t.pans == 0 && tap.hasActions)
        tap.removeTarget(t)
        #expect(!tap.hasActions)
        let pan = UIPanGestureRecognizer(target: t, action: Target.panned)
        pan.sendActions()
        #expect(t.pans == 1)
    }
}
