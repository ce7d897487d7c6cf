import Foundation

// ## Failure requirements (rules §5.3)
// X requiring Y: when X reaches began/ended while Y is engaged and undecided, X is *pending*
// (clients see `.possible`, the trace says what it waits for). Y failing or being cancelled lets X
// proceed with the transition it had reached; Y beginning or recognising fails X — and so does Y
// reaching began/ended while itself pending, so in a chain single → double → triple only the
// last one that recognises fires (GestureRecognizerDecisions G2). A required recogniser that never
// received a touch of this gesture does not block.
//
// ## Cost: only edges are looked at (PerformanceDecisions F16)
// X's requirements are its static edges (`require(toFail:)`) plus whatever the dynamic hooks
// answer. The hooks can say yes only for a pair where one side may answer
// (`UIGestureRecognizer.mayRequireDynamically`: it has a delegate, or a client class that may
// override the hooks); any other pair is `false` by the base class. So a check looks at X's
// static edges and at the engaged recognisers that may answer — all of them when X itself may
// answer — never at every engaged recogniser, and a chain or fan of k static requirements costs
// O(k) per event, not O(k²). Each pair that is asked is asked once per touch sequence (cached
// until X resets), in engagement order, as before; a delegate assigned while its recogniser is
// engaged is asked from then on.
extension GestureArbiter {
    /// Undecided recognisers that require `r` to fail fail now that `r` (began to) recognise.
    /// The cause is worded from `r` passed in, so the closure captures nothing (a capture of `r`
    /// would be retained for every call).
    ///
    /// A dependent that `r` is itself waiting on (`waitingOn`) closes a cycle of failure
    /// requirements: the two require each other to fail. The first to reach recognition wins
    /// (G2) and the trace names the cycle (RobustnessDecisions R9).
    func failDependents(of r: UIGestureRecognizer, waitingOn: [UIGestureRecognizer] = [],
                        because cause: (UIGestureRecognizer) -> TraceCause) {
        // Lifetime: the candidate list holds each recogniser while its requirement hooks run.
        if r.dependents.isEmpty && !r.mayRequireDynamically && dynamicEngaged.isEmpty { return }
        forEachNeighbour(r.dependents, askingAll: r.mayRequireDynamically) { x, isStaticEdge in
            guard x !== r, x.acknowledgedState == .possible, x.currentState != .failed,
                  x.currentState != .cancelled, isStaticEdge || requires(x, r) else { return true }
            if waitingOn.contains(where: { $0 === x }) {
                force(x, to: .failed, because: .cycle(x.traceName, r.traceName, reached: TraceState(r.currentState, of: r)))
            } else {
                force(x, to: .failed, because: cause(r))
            }
            return true
        }
    }

    enum RequirementStatus {
        case met
        case waiting([UIGestureRecognizer])
        case failed(by: UIGestureRecognizer)
    }

    /// Whether `x` requires `y` to fail: a static edge, or any of the four dynamic hooks (asked
    /// once per attempt, then cached until `x` resets) when either side may answer them.
    func requires(_ x: UIGestureRecognizer, _ y: UIGestureRecognizer) -> Bool {
        if x === y { return false }
        if !x.failureRequirements.isEmpty, x.failureRequirements.contains(where: { $0.value === y }) { return true }
        guard x.mayRequireDynamically || y.mayRequireDynamically else { return false }
        let key = ObjectIdentifier(y)
        if let cached = x.dynamicRequirementCache[key] { return cached }
        var result = x.shouldRequireFailure(of: y) || y.shouldBeRequiredToFail(by: x)
        if !result, let d = x.delegate { result = d.gestureRecognizer(x, shouldRequireFailureOf: y) }
        if !result, let d = y.delegate { result = d.gestureRecognizer(y, shouldBeRequiredToFailBy: x) }
        x.dynamicRequirementCache.set(result, for: key)
        if result {
            x.dynamicLinks.append(WeakRecognizer(y))
            y.dynamicLinks.append(WeakRecognizer(x))
        }
        return result
    }

    /// Whether `x` may proceed: failed if a recogniser it requires already recognised (the first
    /// in engagement order), waiting while some are undecided, met otherwise.
    func requirementStatus(of x: UIGestureRecognizer) -> RequirementStatus {
        if x.failureRequirements.isEmpty && !x.mayRequireDynamically && dynamicEngaged.isEmpty { return .met }
        var waiting: [UIGestureRecognizer] = []
        var failedBy: UIGestureRecognizer?
        // The one returned or listed is retained by the result.
        forEachNeighbour(x.failureRequirements, askingAll: x.mayRequireDynamically) { y, isStaticEdge in
            guard y !== x, isStaticEdge || requires(x, y) else { return true }
            if y.acknowledgedState.isRecognition { failedBy = y; return false }
            if y.acknowledgedState == .possible && !(y.currentState == .failed || y.currentState == .cancelled)
                && y.isEnabled && y.view != nil {
                waiting.append(y)
            }
            return true
        }
        if let failedBy { return .failed(by: failedBy) }
        return waiting.isEmpty ? .met : .waiting(waiting)
    }

    /// Calls `body` with each engaged recogniser a requirement check must look at, in
    /// engagement order, each once, until it answers `false`: those linked by a static edge
    /// (`isStaticEdge`: the requirement holds without asking) and those that may answer
    /// dynamically. When `askingAll` (the recogniser checked may answer itself) that is every
    /// engaged recogniser, already in order, and `requires` finds the static edges among them.
    ///
    /// `body` gets recognisers from a local copy of a list, which holds each of them while their
    /// hooks and delegates run.
    func forEachNeighbour(_ staticEdges: [WeakRecognizer], askingAll: Bool,
                          _ body: (UIGestureRecognizer, _ isStaticEdge: Bool) -> Bool) {
        if askingAll || staticEdges.isEmpty {
            let list = askingAll ? engaged : dynamicEngaged
            list.forEachUnretained { body($0, false) }
            return
        }
        if staticEdges.count == 1 && dynamicEngaged.isEmpty {
            // One edge, nobody to ask (`require(toFail:)` between stock recognisers).
            if let y = staticEdges[0].value, y.isEngaged, y.arbiter === self { _ = body(y, true) }
            return
        }
        var list: [(UIGestureRecognizer, isStaticEdge: Bool)] = []
        for link in staticEdges {
            if let y = link.value, y.isEngaged, y.arbiter === self { list.append((y, true)) }
        }
        for y in dynamicEngaged { list.append((y, false)) }
        if list.count > 1 {
            list.sort { a, b in
                a.0.engagementOrder != b.0.engagementOrder ? a.0.engagementOrder < b.0.engagementOrder : a.isStaticEdge && !b.isStaticEdge
            }
        }
        // A static neighbour that may also answer dynamically is listed twice, side by side.
        var previous: UIGestureRecognizer?
        for (y, isStaticEdge) in list where y !== previous {
            previous = y
            if !body(y, isStaticEdge) { return }
        }
    }
}
