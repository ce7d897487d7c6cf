import Foundation
import Touchstone

/// Puts a fresh scene in the state a finished run was in at time `t`, for scrubbing a loaded
/// scenario. The script's steps that end by `t` are played as they are (pushes, pops, `set:`
/// included); the step under way at `t` is played from the run's trace — its finger inputs up to
/// `t`, changes of one instant in one event, split where a finger repeats — so the screen can stop
/// in the middle of a gesture. Only that last step's points are the trace's, to 0.1 pt
/// (PlaygroundDecisions PG5).
enum PlaygroundReplay {
    static func replay(_ scenario: Scenario, entries: [TraceEntry], on scene: Scene, until t: TimeInterval) throws {
        let device = scene.device
        try ScenarioRunner.play(ScenarioRunner.steps(scenario.script, endingBy: t), on: scene)
        // The inputs the whole steps made are the run's first ones; the rest, up to `t`, are the
        // step under way (and nothing, when `t` falls between steps).
        var skip = device.trace.entries.lazy.filter { $0.kind == .input && change($0) != nil }.count
        var group: [Device.FingerChange] = []
        var groupTime: TimeInterval = 0
        func flush() throws {
            guard !group.isEmpty else { return }
            try device.advance(to: max(groupTime, device.clock.now))
            try device.send(group)
            group = []
        }
        for e in entries where e.kind == .input {
            guard let c = change(e) else { continue }
            if skip > 0 { skip -= 1; continue }
            guard e.time <= t + 1e-9 else { break }
            if abs(e.time - groupTime) > 1e-9 || group.contains(where: { finger($0) == finger(c) }) { try flush() }
            groupTime = e.time
            group.append(c)
        }
        try flush()
        if device.clock.now < t { try device.advance(to: t) }
    }

    static func finger(_ c: Device.FingerChange) -> Int {
        switch c { case let .down(id, _), let .move(id, _), let .up(id), let .lift(id, _), let .cancel(id): id }
    }

    /// The finger change an input line records, if it is one (queued lines are not: the
    /// change is recorded again when it is delivered).
    static func change(_ e: TraceEntry) -> Device.FingerChange? {
        guard e.subject.hasPrefix("finger "), let id = Int(e.subject.dropFirst(7)) else { return nil }
        let m = e.message
        if m.hasPrefix("down at "), let p = FingerTrack.parsePoint(m) { return .down(id: id, at: p) }
        if m.hasPrefix("move to "), let p = FingerTrack.parsePoint(m) { return .move(id: id, to: p) }
        if m.hasPrefix("up at "), let p = FingerTrack.parsePoint(m) { return .lift(id: id, at: p) }
        if m == "up" { return .up(id: id) }
        if m == "cancelled by the system" { return .cancel(id: id) }
        return nil
    }
}
