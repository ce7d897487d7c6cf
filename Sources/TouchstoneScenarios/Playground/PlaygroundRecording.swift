import Foundation
import Touchstone

/// The finger changes of a playground session at their device times, turned into a scenario
/// script that replays them exactly: raw `down`/`move`/`up`/`cancel` steps with `at:` times
/// (PlaygroundDecisions PG5).
struct PlaygroundRecording {
    struct Input {
        var time: TimeInterval
        var change: Device.FingerChange
    }

    private(set) var inputs: [Input] = []
    /// Where the last gesture starts: the first touch-down after all fingers were up.
    private(set) var lastGestureStart = 0
    private var down = Set<Int>()

    /// Most changes one session keeps: what a scenario file can hold and still be read back (its
    /// YAML node limit), about 25 s of one finger moving at 60 Hz. Lifting and cancelling are
    /// always taken, so no finger is left down.
    static let maximumInputs = 1_500

    var isFull: Bool { inputs.count >= Self.maximumInputs }

    mutating func add(_ change: Device.FingerChange, at time: TimeInterval) {
        switch change {
        case let .down(id, _):
            if down.isEmpty { lastGestureStart = inputs.count }
            down.insert(id)
        case let .up(id), let .cancel(id), let .lift(id, _): down.remove(id)
        default: break
        }
        inputs.append(Input(time: time, change: change))
    }

    /// The inputs of the whole session, or of its last gesture only.
    func inputs(lastGestureOnly: Bool) -> ArraySlice<Input> {
        lastGestureOnly ? inputs[lastGestureStart...] : inputs[...]
    }

    /// When the last gesture began (0 with no input).
    var lastGestureTime: TimeInterval { inputs.indices.contains(lastGestureStart) ? inputs[lastGestureStart].time : 0 }

    /// The script steps that replay `inputs`, times shifted by `-offset`.
    static func steps(_ inputs: ArraySlice<Input>, offset: TimeInterval = 0) -> [Step] {
        inputs.map { Step(at: max(0, $0.time - offset), action: .event([$0.change]), duration: 0) }
    }

    /// The same steps as scenario-file lines.
    static func yaml(_ inputs: ArraySlice<Input>, offset: TimeInterval = 0) -> String {
        inputs.map { input in
            let at = "- at: \(msYAML(max(0, input.time - offset)))\n  "
            switch input.change {
            case let .down(id, p): return at + "down: { finger: \(id), point: \(point(p)) }"
            case let .move(id, p): return at + "move: { finger: \(id), to: \(point(p)) }"
            case let .lift(id, p): return at + "up: { finger: \(id), at: \(point(p)) }"
            case let .up(id): return at + "up: \(id)"
            case let .cancel(id): return at + "cancel: \(id)"
            }
        }.joined(separator: "\n")
    }

    static func point(_ p: CGPoint) -> String { "[\(fmtNumber(Double(p.x))), \(fmtNumber(Double(p.y)))]" }

    /// Milliseconds to the nanosecond (`120ms`, `16.666667ms`): live input is on a microsecond
    /// grid, and a timer's time (a deceleration frame) is written closer than the runner's 1 ns
    /// tolerance, so the file replays the same times.
    static func msYAML(_ t: TimeInterval) -> String { "\(fmtNumber((t * 1_000_000_000).rounded() / 1_000_000))ms" }
}
