/// The rule a trace entry's cause names, for tests and tools that ask why without matching
/// words (`TraceEntry.rule`, `Trace.transitions(of:)`). Each case cites where the rule is stated.
public enum TraceRule: String, Sendable, CaseIterable, Codable {
    /// A default `touches…` implementation passed the call to the next responder (rules R2).
    case forwardedToNextResponder
    /// Excluded by a related recogniser that recognised (prevention table row 7, rules §5.2).
    case excludedByRecognition
    /// Excluded because a related recogniser had already recognised (row 6: first to recognise wins).
    case excludedByEarlierRecognition
    /// Failed because a recogniser it requires to fail recognised (rules §5.3).
    case requiredFailureRecognized
    /// Failed because a recogniser it requires to fail reached recognition while itself
    /// waiting (GestureRecognizerDecisions G2).
    case requiredFailureReachedWhileWaiting
    /// Two recognisers require each other to fail; the first to reach recognition won (R9).
    case failureRequirementCycle
    /// Waiting for required recognisers to fail (rules §5.3).
    case waitingForFailure
    /// The failure requirements it waited on are met (rules §5.3).
    case failureRequirementsMet
    /// A recogniser recognised with `cancelsTouchesInView`; the view's touch is cancelled (rules §4.6).
    case cancelsTouchesInView
    /// A phase withheld by `delaysTouchesBegan`/`delaysTouchesEnded` reached the view late (rules §4.6).
    case releasedAfterWithholding
    /// A finished recogniser returned to possible (rules §4.4).
    case reset
    /// The hit-test path of a new touch (rules H1).
    case hitTest
}

/// Why a trace entry happened, kept as parts and worded only when read. `.text` carries causes
/// worded by their caller (a recogniser's own reasons, rare events).
enum TraceCause: Hashable, Sendable {
    case text(String)
    /// `forwarded by X to its next responder`.
    case forwarded(by: String)
    /// `excluded by X, which recognized` (or `… recognized first`, row 6).
    case excluded(by: String, first: Bool)
    /// `required failure of X, which recognized`.
    case requiredFailure(of: String)
    /// `required failure of X, which reached S while waiting`.
    case requiredFailureWhileWaiting(of: String, reached: TraceState)
    /// `cycle in failure requirements: X and Y require each other to fail; Y reached S first`.
    indirect case cycle(String, String, reached: TraceState)
    /// `waiting for X, Y to fail`.
    case waitingFor([String])
    /// `failure requirements met`.
    case requirementsMet
    /// `X recognized; cancelsTouchesInView`.
    case cancelsTouchesInView(by: String)
    /// `released after being withheld`.
    case released
    /// `reset`.
    case reset
    /// `hit-test path A › B › C`, then `; skipped P (animating, touches ignored)` naming views that
    /// contain the point but were passed over because an animation keeps touches from them
    /// (UIKitPiecesDecisions K1) — the words of their `animation began (…, touches ignored)` line.
    case hitPath([String], skipped: [String])

    var text: String {
        switch self {
        case .text(let s): s
        case .forwarded(let by): "forwarded by \(by) to its next responder"
        case let .excluded(by, first): "excluded by \(by), which recognized" + (first ? " first" : "")
        case .requiredFailure(let of): "required failure of \(of), which recognized"
        case let .requiredFailureWhileWaiting(of, reached): "required failure of \(of), which reached \(reached.name) while waiting"
        case let .cycle(x, r, reached): "cycle in failure requirements: \(x) and \(r) require each other to fail; \(r) reached \(reached.name) first"
        case .waitingFor(let names): "waiting for " + names.joined(separator: ", ") + " to fail"
        case .requirementsMet: "failure requirements met"
        case .cancelsTouchesInView(let by): "\(by) recognized; cancelsTouchesInView"
        case .released: "released after being withheld"
        case .reset: "reset"
        case let .hitPath(names, skipped): "hit-test path " + names.joined(separator: " › ") + Self.skippedWhileAnimating(skipped)
        }
    }

    /// `; skipped P, Q (animating, touches ignored)`, or nothing.
    static func skippedWhileAnimating(_ names: [String]) -> String {
        names.isEmpty ? "" : "; skipped " + names.joined(separator: ", ") + " (animating, touches ignored)"
    }

    var rule: TraceRule? {
        switch self {
        case .text: nil
        case .forwarded: .forwardedToNextResponder
        case .excluded(_, let first): first ? .excludedByEarlierRecognition : .excludedByRecognition
        case .requiredFailure: .requiredFailureRecognized
        case .requiredFailureWhileWaiting: .requiredFailureReachedWhileWaiting
        case .cycle: .failureRequirementCycle
        case .waitingFor: .waitingForFailure
        case .requirementsMet: .failureRequirementsMet
        case .cancelsTouchesInView: .cancelsTouchesInView
        case .released: .releasedAfterWithholding
        case .reset: .reset
        case .hitPath: .hitTest
        }
    }

    /// The other object the cause names (the recogniser that excluded or was required, the
    /// forwarder, the claimer), by its trace name.
    var other: String? {
        switch self {
        case .forwarded(let by), .excluded(let by, _), .requiredFailure(let by),
             .requiredFailureWhileWaiting(let by, _), .cancelsTouchesInView(let by): by
        case .cycle(_, let r, _): r
        case .waitingFor(let names): names.first
        case .text, .requirementsMet, .released, .reset, .hitPath: nil
        }
    }
}
