import Foundation

// # The decision core: who is asked first, who must wait for whom
//
// The arbiter's decisions are plain functions here and in `Prevention.swift`, `Withholding.swift`
// and `ArbitrationProfile.swift`, over what a decision needs to know of a recogniser
// (`ArbitratedRecognizer`) and the answers only client code can give (`ArbitrationAnswers`). They
// return verdicts — recognise, wait, fail because of whom — each naming the rule the trace
// prints (`TraceRule`). The turn engine (`GestureArbiter` and its extensions) applies them: it
// keeps the lists and buffers, asks delegates and overrides (and caches their answers), sets
// states, words the trace and holds objects alive. Nothing here knows of touches' positions,
// taps or views; the tests of this core (ArbitrationCoreTests) use plain structs.
//
// "Why did X lose to Y?" is answered by `attempt(_:_:)` (X's own attempt), `excludedState(of:by:_:)`
// (Y recognising), `prevention(of:by:askingFirst:_:)` (the table) and the profile table.

/// What the decision core reads of a recogniser: its states and settings, nothing it must be asked.
/// `UIGestureRecognizer` conforms; the core's tests use plain structs.
protocol ArbitratedRecognizer {
    /// Tells two recognisers apart (a recogniser's object identity).
    associatedtype ArbitrationID: Equatable
    var arbitrationID: ArbitrationID { get }
    /// The state the recogniser's own logic reached (rules §4.1).
    var currentState: UIGestureRecognizer.State { get }
    /// The state the engine acted on: `.possible` until an attempt is accepted (rules §4.10).
    var acknowledgedState: UIGestureRecognizer.State { get }
    /// Reached began/ended but waits on a failure requirement (rules §5.3).
    var isPendingRequirement: Bool { get }
    var isEnabled: Bool { get }
    /// Holds a touch of the current gesture (collected, not yet reset).
    var isEngaged: Bool { get }
    /// Its place in the attempt order: collected earlier means asked earlier (rules §4.7).
    var engagementOrder: Int { get }
    /// Still attached to a view.
    var isOnView: Bool { get }
    /// Still tracks at least one touch that is down.
    var isTrackingTouches: Bool { get }
    var isDiscrete: Bool { get }
    var delaysTouchesBegan: Bool { get }
    var delaysTouchesEnded: Bool { get }
    var cancelsTouchesInView: Bool { get }
}

/// The answers a decision needs from client code (delegates, subclass overrides) and from the
/// engine's lists. The engine asks each question at most once per pair and attempt, and only
/// when a decision reaches it: the core asks lazily, in the order of the rules, so which hooks
/// run is part of the rule (rules §5.2).
protocol ArbitrationAnswers {
    associatedtype Recognizer: ArbitratedRecognizer
    /// Prevention row 2: one view is the other or contains it.
    func related(_ a: Recognizer, _ b: Recognizer) -> Bool
    /// `x` requires `y` to fail: `require(toFail:)`, or one of the four dynamic hooks (rules §5.3).
    func requires(_ x: Recognizer, _ y: Recognizer) -> Bool
    /// Prevention row 4: `y.canPrevent(x)` and `x.canBePrevented(by: y)`.
    func mayPrevent(_ y: Recognizer, _ x: Recognizer) -> Bool
    /// Prevention row 5: a delegate lets the two recognise together (`a`'s asked first).
    func simultaneous(_ a: Recognizer, _ b: Recognizer) -> Bool
    /// The engaged recognisers `x`'s requirements may name, in attempt order, until `body` says
    /// stop; `isStaticEdge` when `require(toFail:)` links them (no hook need be asked).
    func forEachRequirementCandidate(of x: Recognizer, _ body: (Recognizer, _ isStaticEdge: Bool) -> Bool)
    /// The recognisers that recognised in the current gesture and still count, in attempt order,
    /// until `body` says stop.
    func forEachRecognized(_ body: (Recognizer) -> Bool)
}

/// Why a recogniser lost, and to whom. Each case is one rule the trace names.
enum Defeat<R> {
    /// `by` recognised earlier and would have excluded this one (rules §5.2 row 6 from the other side:
    /// first to recognise wins).
    case excludedFirst(by: R)
    /// `by` recognised now and excludes this one (rules §5.2 row 7).
    case excluded(by: R)
    /// A recogniser this one requires to fail recognised (rules §5.3).
    case requiredFailure(of: R)
    /// A recogniser this one requires to fail reached recognition while itself waiting: in a chain
    /// single → double → triple only the last fires (GestureRecognizerDecisions G2).
    case requiredFailureWhileWaiting(of: R)
    /// The two require each other to fail; `with` reached recognition first (RobustnessDecisions R9).
    case cycle(with: R)

    /// The rule the trace prints for this defeat.
    var rule: TraceRule {
        switch self {
        case .excludedFirst: .excludedByEarlierRecognition
        case .excluded: .excludedByRecognition
        case .requiredFailure: .requiredFailureRecognized
        case .requiredFailureWhileWaiting: .requiredFailureReachedWhileWaiting
        case .cycle: .failureRequirementCycle
        }
    }

    /// The recogniser that won.
    var winner: R {
        switch self {
        case .excludedFirst(let r), .excluded(let r), .requiredFailure(let r),
             .requiredFailureWhileWaiting(let r), .cycle(let r): r
        }
    }
}

/// The verdict on a recogniser leaving `.possible` (rules §4.10 "an attempt").
enum AttemptVerdict<R> {
    /// It recognises (begins, or ends for a discrete one); `afterWaiting` when it had waited on a
    /// failure requirement (the trace says the requirements are met, rules §5.3).
    case recognize(afterWaiting: Bool)
    /// It waits, seen as `.possible`, until these fail or are cancelled (rules §5.3, `TraceRule.waitingForFailure`).
    case wait(for: [R])
    /// It fails.
    case fail(because: Defeat<R>)
}

/// The verdict of a recogniser's failure requirements (rules §5.3).
enum RequirementVerdict<R> {
    /// Nothing it requires is undecided or recognised.
    case met
    /// Some it requires are undecided: it waits for all of them.
    case wait(for: [R])
    /// One it requires recognised (the first in attempt order).
    case fail(because: R)
}

/// The decision core's functions (namespace).
enum Arbitration {
    // MARK: Who is asked first

    /// The attempt order (rules §4.7, §5.4): recognisers are collected from the hit view up to
    /// the window, each view's list in order, and asked in that order; when two reach recognition
    /// on one sample the one asked first — the deeper — recognises first and wins.
    @inline(__always)
    static func isAskedBefore<R: ArbitratedRecognizer>(_ a: R, _ b: R) -> Bool {
        a.engagementOrder < b.engagementOrder
    }

    /// The verdict on `r` leaving `.possible`, asking in this order (rules §4.10, §5.2, §5.3):
    /// 1. an earlier winner — a related recogniser that already recognised and would have excluded
    ///    `r` — fails it (row 6 from `r`'s side: first to recognise wins);
    /// 2. a requirement that recognised fails it; undecided requirements make it wait;
    /// 3. otherwise it recognises (then `excludedState(of:by:_:)` decides for each other recogniser,
    ///    and `dependentDefeat` for those requiring `r` to fail).
    @inline(__always)
    static func attempt<A: ArbitrationAnswers>(_ r: A.Recognizer, _ answers: A) -> AttemptVerdict<A.Recognizer> {
        if let winner = earlierWinner(over: r, answers) { return .fail(because: .excludedFirst(by: winner)) }
        switch requirementVerdict(of: r, answers) {
        case .fail(let y): return .fail(because: .requiredFailure(of: y))
        case .wait(let on): return .wait(for: on)
        case .met: return .recognize(afterWaiting: r.isPendingRequirement)
        }
    }

    /// The first recogniser, in attempt order, that already recognised and takes precedence over
    /// `r` (`hasPrecedence`), or `nil`.
    @inline(__always)
    static func earlierWinner<A: ArbitrationAnswers>(over r: A.Recognizer, _ answers: A) -> A.Recognizer? {
        var found: A.Recognizer?
        answers.forEachRecognized { winner in
            guard winner.arbitrationID != r.arbitrationID, hasPrecedence(winner, over: r, answers) else { return true }
            found = winner
            return false
        }
        return found
    }

    // MARK: Who must wait for whom (rules §5.3)

    /// What one recogniser `y` that `x` requires to fail does to `x`.
    enum RequirementEffect {
        /// `y` recognised: `x` fails.
        case failsDependent
        /// `y` is undecided (possible, enabled, on a view): `x` waits for it.
        case holdsDependent
        /// `y` failed, was cancelled, or is disabled or detached: `x` need not wait.
        case releasesDependent
    }

    @inline(__always)
    static func effect<R: ArbitratedRecognizer>(ofRequired y: R) -> RequirementEffect {
        if y.acknowledgedState.isRecognition { return .failsDependent }
        if y.acknowledgedState == .possible && !(y.currentState == .failed || y.currentState == .cancelled)
            && y.isEnabled && y.isOnView {
            return .holdsDependent
        }
        return .releasesDependent
    }

    /// Whether `x` may proceed: it fails if a recogniser it requires already recognised (the first
    /// in attempt order), waits while some are undecided, and is met otherwise. A required
    /// recogniser that never received a touch of this gesture is not engaged and does not block.
    @inline(__always)
    static func requirementVerdict<A: ArbitrationAnswers>(of x: A.Recognizer, _ answers: A) -> RequirementVerdict<A.Recognizer> {
        var waiting: [A.Recognizer] = []
        var failedBy: A.Recognizer?
        answers.forEachRequirementCandidate(of: x) { y, isStaticEdge in
            guard y.arbitrationID != x.arbitrationID, isStaticEdge || answers.requires(x, y) else { return true }
            switch effect(ofRequired: y) {
            case .failsDependent: failedBy = y; return false
            case .holdsDependent: waiting.append(y)
            case .releasesDependent: break
            }
            return true
        }
        if let failedBy { return .fail(because: failedBy) }
        return waiting.isEmpty ? .met : .wait(for: waiting)
    }

    /// What `r` reaching recognition does to `x`, a recogniser that may require `r` to fail:
    /// an undecided `x` that requires it fails; if `r` is itself waiting on `x` the two require
    /// each other (a cycle: the first to reach recognition wins, R9). `rWaits` when `r` reached
    /// began/ended but waits on its own requirements (G2). `nil`: `x` is not affected.
    @inline(__always)
    static func dependentDefeat<A: ArbitrationAnswers>(of x: A.Recognizer, whenReaching r: A.Recognizer,
                                                       isStaticEdge: Bool, rWaitsOn waitingOn: [A.Recognizer],
                                                       rWaits: Bool, _ answers: A) -> Defeat<A.Recognizer>? {
        guard x.arbitrationID != r.arbitrationID, x.acknowledgedState == .possible, x.currentState != .failed,
              x.currentState != .cancelled, isStaticEdge || answers.requires(x, r) else { return nil }
        if waitingOn.contains(where: { $0.arbitrationID == x.arbitrationID }) { return .cycle(with: r) }
        return rWaits ? .requiredFailureWhileWaiting(of: r) : .requiredFailure(of: r)
    }
}
