import Foundation

/// One state change of a recogniser, as data: what a test asserts without matching the words of
/// a trace line.
public struct TraceTransition: Equatable, Sendable {
    /// Seconds of virtual time since the device started.
    public var time: TimeInterval
    /// The state it left (`.ended` is a discrete recogniser's `recognized`).
    public var from: UIGestureRecognizer.State
    /// The state it reached.
    public var to: UIGestureRecognizer.State
    /// It was waiting on a failure requirement when it changed (the line reads `pending(…)→…`).
    public var wasPending: Bool
    /// Why, in words, as the trace line says it.
    public var cause: String?
    /// The rule the cause names, when it is one of the arbiter's (`.excludedByRecognition`,
    /// `.requiredFailureRecognized`, `.reset`…); `nil` for a reason the recogniser gave itself.
    public var rule: TraceRule?
    /// The other recogniser the cause names (the one that excluded it, the one it required).
    public var other: String?
}

/// One action call of a recogniser, as data.
public struct TraceAction: Equatable, Sendable {
    /// Seconds of virtual time since the device started.
    public var time: TimeInterval
    /// The state it was sent in (`.ended` for a discrete recogniser's `recognized`).
    public var state: UIGestureRecognizer.State
    /// The cause of the transition that sent it, in words.
    public var cause: String?
    /// The rule that cause names, when it is one of the arbiter's.
    public var rule: TraceRule?
}

extension Trace {
    /// The exceptions UIKit would have raised, as `name: reason` (`NSInternalInconsistencyException:
    /// UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate (…)`),
    /// in order. Touchstone records them as `error` lines reading `raised <name>` instead of
    /// terminating the host (PortingDecisions U14).
    public var raisedExceptions: [String] {
        entries.compactMap { e in
            guard e.kind == .error, e.message.hasPrefix("raised ") else { return nil }
            return "\(e.message.dropFirst("raised ".count)): \(e.cause ?? "")"
        }
    }

    /// The state changes of the recogniser named `subject`, in order, resets included
    /// (`to == .possible`, rule `.reset`). A change is listed when the recogniser makes it
    /// (`possible→ended` at a tap's lift) even if it then waits on a failure requirement: the
    /// wait and the go-ahead are trace lines (`pending(recognized)`, `proceeds (recognized)`),
    /// not changes, and a failure while waiting has `wasPending` (rules §5.3).
    public func transitions(of subject: String) -> [TraceTransition] {
        var result: [TraceTransition] = []
        forEachEntry(of: subject, kinds: [.state]) { time, form, cause in
            guard case let .transition(from, to) = form else { return }
            result.append(TraceTransition(time: time, from: from.state, to: to.state, wasPending: from.isPending,
                                          cause: cause?.text, rule: cause?.rule, other: cause?.other))
        }
        return result
    }

    /// The action calls of the recogniser named `subject`, in order: for a continuous one the
    /// state each was sent in (`.began`, `.changed`, `.ended`, `.cancelled`), for a discrete one
    /// `.ended` (its `recognized`).
    public func actions(of subject: String) -> [TraceAction] {
        var result: [TraceAction] = []
        forEachEntry(of: subject, kinds: [.action]) { time, form, cause in
            guard case .action(let state) = form else { return }
            result.append(TraceAction(time: time, state: state?.state ?? .ended, cause: cause?.text, rule: cause?.rule))
        }
        return result
    }

    /// The entries about `subject`, of the given kinds (all kinds when `nil`), in order.
    public func entries(of subject: String, kinds: Set<TraceEntry.Kind>? = nil) -> [TraceEntry] {
        var result: [TraceEntry] = []
        forEachEntry(worded: { e in
            if kinds?.contains(e.kind) ?? true, e.subject == subject { result.append(e) }
        }, recorded: { r in
            if kinds?.contains(r.kind) ?? true, r.who.text == subject { result.append(TraceEntry(r)) }
        })
        return result
    }

    /// The time, message form and cause of each entry about `subject` of the given kinds, in
    /// order: the worded entries' own, the rest read from their parts (nothing is worded but the
    /// subjects compared). Worded entries keep their form and cause parts (`TraceEntry.form`,
    /// `causeParts`) because their records are gone (PerformanceDecisions F43).
    private func forEachEntry(of subject: String, kinds: Set<TraceEntry.Kind>,
                              _ body: (TimeInterval, TraceEntryForm, TraceCause?) -> Void) {
        forEachEntry(worded: { e in
            if kinds.contains(e.kind), e.subject == subject { body(e.time, e.form, e.causeParts) }
        }, recorded: { r in
            if kinds.contains(r.kind), r.who.text == subject { body(r.time, TraceEntryForm(r.what), r.why) }
        })
    }
}
