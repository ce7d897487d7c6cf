import Foundation
import Touchstone

/// What one run of a varied script came to, for grouping runs (`touchstone vary`,
/// HumanGestureDecisions HG8): the recognisers that sent an action, in the order they first did; the
/// control events sent, `valueChanged` with its count; the screen on top of the navigation stack
/// at the end; or the error that stopped the run.
///
/// Left out because they repeat once per move and would split every run into its own outcome:
/// `touchDragInside`, `touchDragOutside`, `touchDragEnter`, `touchDragExit`.
public struct VaryOutcome: Hashable, Sendable, CustomStringConvertible {
    /// Recognisers that sent at least one action, in the order of their first.
    public var fired: [String]
    /// Control events, `subject event` (with `×n` for a repeated `valueChanged`), in order of first.
    public var controlEvents: [String]
    /// The navigation stack's top screen at the end (`nil` without a navigation stack).
    public var topScreen: String?
    /// The problem that stopped the run, if any.
    public var error: String?

    static let repeatingEvents: Set<String> = ["touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit"]

    /// The outcome of `result`, run on `scene`.
    init(_ result: ScenarioResult, scene: Scene) {
        self.init(result.entries, runError: result.runError?.message, scene: scene)
    }

    /// The outcome of a run on `scene` that traced `entries` and stopped with `runError`, if any.
    init(_ entries: [TraceEntry], runError: String?, scene: Scene) {
        var fired: [String] = []
        var events: [String] = []
        var valueChanges: [String: Int] = [:]
        for e in entries {
            switch e.kind {
            case .action where e.message.hasPrefix("action"):
                if !fired.contains(e.subject) { fired.append(e.subject) }
            case .control:
                guard !Self.repeatingEvents.contains(e.message) else { continue }
                let key = "\(e.subject) \(e.message)"
                if e.message == "valueChanged" { valueChanges[e.subject, default: 0] += 1 }
                if !events.contains(key) { events.append(key) }
            default:
                continue
            }
        }
        self.fired = fired
        controlEvents = events.map { key in
            guard key.hasSuffix(" valueChanged"), let n = valueChanges[String(key.dropLast(" valueChanged".count))], n > 1 else { return key }
            return "\(key) ×\(n)"
        }
        topScreen = scene.topScreenName
        error = runError
    }

    /// A run that could not start.
    init(stopped message: String) {
        fired = []; controlEvents = []; topScreen = nil; error = message
    }

    /// One line: `toggle.pan; toggle touchDown, valueChanged ×3; top: detail`, or `nothing fired`.
    public var description: String {
        if let error { return "stopped: \(error)" }
        var parts: [String] = []
        if !fired.isEmpty { parts.append(fired.joined(separator: ", ")) }
        // `toggle touchDown, touchCancel, valueChanged ×3`: one subject named once per run of its events.
        var events: [String] = []
        var subject: Substring?
        for event in controlEvents {
            let (who, what) = (event.prefix { $0 != " " }, event.drop { $0 != " " }.dropFirst())
            events.append(who == subject ? String(what) : event)
            subject = who
        }
        if !events.isEmpty { parts.append(events.joined(separator: ", ")) }
        if parts.isEmpty { parts.append("nothing fired") }
        if let topScreen { parts.append("top: \(topScreen)") }
        return parts.joined(separator: "; ")
    }
}
