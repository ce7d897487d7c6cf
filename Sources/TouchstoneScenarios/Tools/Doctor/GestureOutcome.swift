import Foundation
import Touchstone

/// What one gesture did, read from the trace of its run: the outcomes a user sees and the
/// decisions behind them. Times are kept only where a finding needs them (delays); two runs
/// "have the same outcome" when their `effects` are equal, whatever the timing.
struct GestureOutcome: Sendable, Equatable {
    /// What the user sees, each with how many times it happened: `tapSelfView fires`,
    /// `recordButton touchUpInside`, `list selects`, `gallery scrolls`, `nav pops`, `impact haptic`.
    var effects: [String: Int] = [:]
    /// Recognisers that took part: changed state, acted, or were refused a touch; the system
    /// gate only when it held or handed over a touch.
    var engaged: Set<String> = []
    /// Recognisers whose action ran for began or recognised, in the order they first did.
    var recognized: [String] = []
    /// Recognisers that reached began or recognised, acted or not (one without a target, like
    /// WebKit's touch-events recogniser, still excludes others); not one held pending or
    /// excluded in the same event.
    var reached: Set<String> = []
    /// Recognisers that failed or were cancelled because another recognised.
    var defeats: [Defeat] = []
    /// Recognisers refused by a delegate or a view's `gestureRecognizerShouldBegin`.
    var refusals: [String: String] = [:]
    /// Views whose first `touchesBegan` came later than their finger.
    var delays: [Delay] = []
    /// Views whose touches a recogniser cancelled (`cancelsTouchesInView`).
    var cancels: [Cancel] = []
    /// Views the fingers hit.
    var hitViews: Set<String> = []
    /// Error lines (a frozen navigation controller, a refused push).
    var errors: [String] = []
    /// Whether the device refused a touch-down (`TouchstoneError.viewTreeTooDeep`).
    var refusedTouchDown = false
    /// For a varied run: what the person's version of the gesture was (landing, first move, speed).
    var input: VariedInput?

    struct Defeat: Sendable, Equatable {
        var loser: String, winner: String, rule: TraceRule
        /// When, from the gesture's first touch.
        var time: TimeInterval
    }
    struct Delay: Sendable, Equatable {
        var view: String
        var delay: TimeInterval
        /// Who let the touch go last (`system.gate`, `list.delayedTouches`, `nav.pop`).
        var releaser: String
        /// Every recogniser that held the touch (the releaser included).
        var holders: [String]
        /// The system zone that held it (`bottom`, `top`), when the gate did.
        var zone: String?
    }
    struct Cancel: Sendable, Equatable {
        var view: String, by: String
    }

    /// The effect key of a recogniser that began or recognised.
    static func fires(_ id: String) -> String { "\(id) fires" }

    /// Reads a gesture's trace. `delaying`: the recognisers that withhold touches from views
    /// (`delaysTouchesBegan`), so a late `touchesBegan` names everyone who held it.
    init(_ entries: [TraceEntry], delaying: Set<String>) {
        var downTimes: [Int: TimeInterval] = [:]
        var heldBy: [Int: [String]] = [:]
        var zoneOf: [Int: String] = [:]
        var begun: Set<String> = []
        var firstDown: TimeInterval?
        for (i, e) in entries.enumerated() {
            switch e.kind {
            case .input:
                if e.message.hasPrefix("down"), let f = e.fingers?.first {
                    downTimes[f] = e.time; heldBy[f] = []
                    if firstDown == nil { firstDown = e.time }
                }
            case .hitTest:
                if e.message == "hit" { hitViews.insert(e.subject) }
            case .system:
                if e.message.hasPrefix("holds finger"), let f = e.fingers?.first {
                    engaged.insert(e.subject)
                    heldBy[f, default: []].append(e.subject)
                    zoneOf[f] = e.message.contains("home") ? "bottom" : "top"
                } else if e.message.contains("deferred") {
                    engaged.insert(e.subject)
                } else if e.message == "grabber shown" || e.message == "recognized" {
                    // The system's own gesture: going home, or (on a deferred edge) the grabber.
                    effects["\(e.subject) \(e.message)", default: 0] += 1
                }
            case .state:
                if e.subject == "system.gate" && !e.message.contains("→") { continue }
                engaged.insert(e.subject)
                let m = e.message
                if m.hasPrefix("possible→began") || m.hasPrefix("possible→recognized") || m.hasPrefix("proceeds (") {
                    reached.insert(e.subject)
                }
                if m == "began→failed" || m == "recognized→failed" || (m.hasPrefix("pending(") && !m.contains("→")) {
                    reached.remove(e.subject)
                }
                if m.hasSuffix("→failed") || m.hasSuffix("→cancelled") {
                    if let rule = e.rule, let other = e.other,
                       [.excludedByRecognition, .excludedByEarlierRecognition, .requiredFailureRecognized,
                        .requiredFailureReachedWhileWaiting, .failureRequirementCycle].contains(rule) {
                        defeats.append(Defeat(loser: e.subject, winner: other, rule: rule, time: e.time - (firstDown ?? e.time)))
                    } else if let c = e.cause, c.contains("gestureRecognizerShouldBegin returned false") {
                        refusals[e.subject] = c
                    }
                }
                if m.hasPrefix("does not receive"), let c = e.cause, c.contains("delegate shouldReceive") {
                    refusals[e.subject] = c
                }
                // The system gate holds a touch only when it says so ("holds finger"): a deferred
                // edge hands the touch over at once, though the gate still fails at the lift.
                if let f = e.fingers?.first, delaying.contains(e.subject), e.subject != "system.gate",
                   m.hasSuffix("→failed") || m.hasPrefix("ignores"),
                   e.time > (downTimes[f] ?? e.time), !(heldBy[f]?.contains(e.subject) ?? false) {
                    heldBy[f, default: []].append(e.subject)
                }
            case .action:
                // A recogniser fires when its action runs for began or recognised: a `→began`
                // revoked in the same event (excluded at once) or held `pending(…)` by a failure
                // requirement has not acted (rules §5.2–§5.3).
                engaged.insert(e.subject)
                if e.message == "action" || e.message.hasPrefix("action (began)") {
                    if begun.insert(e.subject).inserted { recognized.append(e.subject) }
                    effects[Self.fires(e.subject), default: 0] += 1
                }
            case .touches:
                if e.message == "touchesBegan", e.rule == .releasedAfterWithholding, let f = e.fingers?.first, let t0 = downTimes[f] {
                    // The releaser: the last recogniser that let go at this instant, just before.
                    var releaser = "a recogniser with delaysTouchesBegan"
                    var j = i - 1
                    while j >= 0, entries[j].time == e.time {
                        let p = entries[j]
                        if p.kind == .state, p.message.hasSuffix("→failed") || p.message.hasPrefix("ignores"),
                           p.subject != "system.gate" || heldBy[f]?.contains(p.subject) == true {
                            releaser = p.subject; break
                        }
                        j -= 1
                    }
                    var holders = heldBy[f] ?? []
                    if !holders.contains(releaser) { holders.append(releaser) }
                    if !delays.contains(where: { $0.view == e.subject }) {
                        delays.append(Delay(view: e.subject, delay: e.time - t0, releaser: releaser, holders: holders,
                                            zone: holders.contains("system.gate") ? zoneOf[f] : nil))
                    }
                }
                if e.message == "touchesCancelled", e.rule == .cancelsTouchesInView, let by = e.other {
                    cancels.append(Cancel(view: e.subject, by: by))
                }
            case .control:
                if ["touchDown", "touchUpInside", "touchUpOutside", "valueChanged", "editingDidBegin"].contains(e.message) {
                    effects["\(e.subject) \(e.message)", default: 0] += 1
                }
            case .scroll:
                if e.message == "willBeginDragging" { effects["\(e.subject) scrolls", default: 0] += 1 }
                else if e.message.hasPrefix("didSelect") { effects["\(e.subject) selects", default: 0] += 1 }
                else if e.message.hasSuffix("actions shown") || e.message.hasPrefix("trailing actions shown") || e.message.hasPrefix("leading actions shown") {
                    effects["\(e.subject) shows swipe actions", default: 0] += 1
                }
            case .lifecycle:
                if e.message == "interactive pop completed" { effects["\(e.subject) pops", default: 0] += 1 }
            case .haptic:
                effects["\(e.subject) haptic", default: 0] += 1
            case .error:
                errors.append(e.summary)
                if (e.cause ?? e.message).contains("touch-down was refused") { refusedTouchDown = true }
                if e.message.hasPrefix("navigation frozen") { effects["\(e.subject) freezes", default: 0] += 1 }
            case .log, .layout:
                break
            }
        }
    }

    /// The effects as a set of keys.
    var effectKeys: Set<String> { Set(effects.keys) }

    /// What changed from `old` to this outcome, in words: `+ list selects`, `− gallery scrolls`,
    /// `toggle valueChanged ×3 → ×1`; empty when the two have the same effects, counts included.
    func changes(from old: GestureOutcome, ignoring owned: (String) -> Bool = { _ in false }) -> [String] {
        var out: [String] = []
        for key in Set(effects.keys).union(old.effects.keys).sorted() where !owned(key) {
            switch (old.effects[key], effects[key]) {
            case (nil, _?): out.append("+ \(key)")
            case (_?, nil): out.append("− \(key)")
            case let (a?, b?) where a != b: out.append("\(key) ×\(a) → ×\(b)")
            default: break
            }
        }
        return out
    }
}
