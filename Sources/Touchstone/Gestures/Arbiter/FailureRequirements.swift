import Foundation

// ## Failure requirements (spec §5.3)
// X requiring Y: when X reaches began/ended while Y is engaged and undecided, X is *pending*
// (clients see `.possible`, the trace says what it waits for). Y failing or being cancelled lets X
// proceed with the transition it had reached; Y beginning or recognising fails X — and so does Y
// reaching began/ended while itself pending, so in a chain single → double → triple only the
// last one that recognises fires (Docs/Decisions.md G2). A required recogniser that never
// received a touch of this gesture does not block.
extension GestureArbiter {
    /// Undecided recognisers that require `r` to fail fail now that `r` (began to) recognise.
    /// The cause is worded from `r` passed in, so the closure captures nothing (a capture of `r`
    /// would be retained for every call).
    ///
    /// A dependent that `r` is itself waiting on (`waitingOn`) closes a cycle of failure
    /// requirements: the two require each other to fail. The first to reach recognition wins
    /// (G2) and the trace names the cycle (Decisions R9).
    func failDependents(of r: UIGestureRecognizer, waitingOn: [UIGestureRecognizer] = [],
                        because cause: (UIGestureRecognizer) -> String) {
        // Lifetime: the copy of `engaged` holds each recogniser while its requirement hooks run.
        let list = engaged
        for i in list.indices {
            Unmanaged.passUnretained(list[i])._withUnsafeGuaranteedRef { x in
                guard x !== r, x.acknowledgedState == .possible, x.currentState != .failed,
                      x.currentState != .cancelled, requires(x, r) else { return }
                if waitingOn.contains(where: { $0 === x }) {
                    force(x, to: .failed, because: "cycle in failure requirements: \(x.traceName) and \(r.traceName) require each other to fail; \(r.traceName) reached \(r.name(r.currentState)) first")
                } else {
                    force(x, to: .failed, because: cause(r))
                }
            }
        }
    }

    enum RequirementStatus {
        case met
        case waiting([UIGestureRecognizer])
        case failed(by: UIGestureRecognizer)
    }

    /// Whether `x` requires `y` to fail: static edge, or any of the four dynamic hooks (asked once
    /// per attempt, then cached until `x` resets).
    func requires(_ x: UIGestureRecognizer, _ y: UIGestureRecognizer) -> Bool {
        if x === y { return false }
        if !x.failureRequirements.isEmpty, x.failureRequirements.contains(where: { $0.value === y }) { return true }
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

    func requirementStatus(of x: UIGestureRecognizer) -> RequirementStatus {
        var waiting: [UIGestureRecognizer] = []
        // Lifetime: the copy of `engaged` holds each recogniser while its requirement hooks run;
        // the one returned or listed is retained by the result.
        let list = engaged
        for i in list.indices {
            let failedBy = Unmanaged.passUnretained(list[i])._withUnsafeGuaranteedRef { y -> UIGestureRecognizer? in
                guard y !== x, requires(x, y) else { return nil }
                if y.acknowledgedState.isRecognition { return y }
                if y.acknowledgedState == .possible && !(y.currentState == .failed || y.currentState == .cancelled)
                    && y.isEnabled && y.view.isSet {
                    waiting.append(y)
                }
                return nil
            }
            if let failedBy { return .failed(by: failedBy) }
        }
        return waiting.isEmpty ? .met : .waiting(waiting)
    }
}
