import Foundation
import Touchstone

/// Puts a fresh scene in the state a finished run was in at time `t`, for scrubbing a loaded
/// scenario: the run's finger inputs (and `set:` steps) up to `t` are sent again at their
/// times, changes of one instant in one event, then the clock runs on to `t`. Unlike replaying
/// whole script steps, this stops in the middle of a gesture. Points are the trace's, to 0.1 pt
/// (Docs/Decisions.md PG5).
enum PlaygroundReplay {
    static func replay(_ entries: [TraceEntry], on scene: Scene, until t: TimeInterval) throws {
        let device = scene.device
        // The inputs of one instant form one event (a pinch's two fingers land together), split
        // where a finger comes again (a lift and a new touch at the same time).
        var group: [Device.FingerChange] = []
        var groupTime: TimeInterval = 0
        func flush() throws {
            guard !group.isEmpty else { return }
            try device.advance(to: max(groupTime, device.clock.now))
            try device.send(group)
            group = []
        }
        for e in entries {
            guard e.time <= t + 1e-9 else { break }
            if abs(e.time - groupTime) > 1e-9 { try flush() }
            if e.kind == .input, let c = change(e) {
                if group.contains(where: { finger($0) == finger(c) }) { try flush() }
                groupTime = e.time
                group.append(c)
            } else if e.kind == .log, (e.cause ?? "").hasPrefix("script step at line"), let eq = e.message.range(of: " = ") {
                try flush()
                try device.advance(to: max(e.time, device.clock.now))
                _ = SceneProperty.write(String(e.message[..<eq.lowerBound]), String(e.message[eq.upperBound...]), on: e.subject, in: scene)
            }
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
