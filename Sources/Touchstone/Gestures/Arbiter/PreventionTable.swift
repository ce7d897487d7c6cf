import Foundation

/// A row of the prevention table (rules §5.2): what recogniser Y recognising does to recogniser X.
enum PreventionOutcome: Int, CaseIterable {
    /// Row 1: X is Y, or X has finished.
    case notAffected = 1
    /// Row 2: the two views are unrelated (neither is the other or an ancestor of it).
    case unrelatedViews
    /// Row 3: X requires Y to fail; the failure graph decides instead (`FailureRequirements.swift`).
    case failsThroughRequirement
    /// Row 4: `Y.canPrevent(X)` or `X.canBePrevented(by: Y)` is false.
    case cannotPrevent
    /// Row 5: a delegate's `shouldRecognizeSimultaneouslyWith` said true.
    case simultaneous
    /// Row 6: X has already begun; it keeps running.
    case alreadyBegun
    /// Row 7: X is excluded — it fails, no action.
    case excluded
}

extension GestureArbiter {
    /// May recogniser Y, on recognising, stop recogniser X? (rules §5.2) The first row that matches
    /// decides:
    ///
    /// | # | condition                                                             | outcome                                   |
    /// |---|-----------------------------------------------------------------------|-------------------------------------------|
    /// | 1 | X is Y, or X has finished                                             | not affected                              |
    /// | 2 | X's view is not Y's view, an ancestor or a descendant of it           | both may recognise (unrelated views)      |
    /// | 3 | X requires Y to fail (static `require(toFail:)` or dynamic, rules §5.3) | X fails through the failure graph instead |
    /// | 4 | `Y.canPrevent(X)` is false or `X.canBePrevented(by: Y)` is false       | both may recognise                        |
    /// | 5 | either delegate's `shouldRecognizeSimultaneouslyWith` says true       | both may recognise (one YES suffices)     |
    /// | 6 | X has already begun (acknowledged began/changed/ended)                | X keeps running; Y is the one excluded    |
    /// | 7 | otherwise                                                             | X is excluded: it fails, no action        |
    ///
    /// Row 6 is tested before rows 2–5 are asked: it needs no answer from client code, and rows
    /// 2–6 all leave X running, so the order changes no outcome — only which hooks and delegates
    /// are asked (none, for an X already running). From Y's side row 6 reads "first to recognise
    /// wins": a recogniser trying to begin while a related, non-simultaneous one already
    /// recognised is itself excluded (`hasPrecedence`). Ties on one sample go to the recogniser
    /// processed first — the deeper one (rules §5.4).
    ///
    /// Row 5 asks `firstAsked`'s delegate first (X's when Y is recognising now, Y's when Y
    /// recognised earlier and X is the one trying); one YES suffices, so the second may not be asked.
    func prevention(of x: UIGestureRecognizer, by y: UIGestureRecognizer,
                    askingFirst firstAsked: UIGestureRecognizer) -> PreventionOutcome {
        if x === y || hasFinished(x) { return .notAffected }                            // row 1
        if x.acknowledgedState != .possible { return .alreadyBegun }                      // row 6
        if !related(x, y) { return .unrelatedViews }                                      // row 2
        if requires(x, y) { return .failsThroughRequirement }                             // row 3
        if !y.canPrevent(x) || !x.canBePrevented(by: y) { return .cannotPrevent }         // row 4
        let together = firstAsked === x ? simultaneous(x, y) : simultaneous(y, x)
        if together { return .simultaneous }                                              // row 5
        return .excluded                                                                  // row 7
    }

    /// Row 1's "X has finished": it failed or was cancelled, or acknowledged an end.
    @inline(__always)
    func hasFinished(_ x: UIGestureRecognizer) -> Bool {
        let acknowledged = x.acknowledgedState
        return x.currentState == .failed || x.currentState == .cancelled
            || acknowledged == .ended || acknowledged == .failed || acknowledged == .cancelled
    }

    /// `winner` recognising now excludes `x` (row 7 from the winner's side).
    func shouldExclude(_ x: UIGestureRecognizer, by winner: UIGestureRecognizer) -> Bool {
        x.isEngaged && prevention(of: x, by: winner, askingFirst: x) == .excluded
    }

    /// Row 6 from Y's side: `x` already recognised and would have excluded `y`, so `y`, trying
    /// to begin now, is the one excluded.
    func hasPrecedence(_ x: UIGestureRecognizer, over y: UIGestureRecognizer) -> Bool {
        hasRecognizedUnpending(x) && prevention(of: y, by: x, askingFirst: x) == .excluded
    }

    /// Row 2's test: the two recognisers' views are one view, or one contains the other.
    func related(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        guard let va = a.view, let vb = b.view else { return false }
        return va.isDescendant(of: vb) || vb.isDescendant(of: va)
    }

    /// Row 5: whether the delegates let `a` and `b` recognise together. The pair is asked once
    /// per touch sequence and the answer kept until either resets (ProfileDecisions V3): seed
    /// 000's fix answers YES for a scroll view at offset 0, and must not be turned into NO by
    /// the offset the scroll view's own bounce gives it before the back swipe begins. The answer
    /// is kept by both; an entry counts only while both have it, so one left over from an
    /// earlier attempt of a recogniser that has since reset is never used.
    ///
    /// Without a delegate on either side nobody can say YES, so nothing is asked or kept.
    func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        guard a.mayHaveDelegate || b.mayHaveDelegate else { return false }
        let ka = ObjectIdentifier(a), kb = ObjectIdentifier(b)
        if let answer = a.simultaneityCache[kb], b.simultaneityCache[ka] == answer { return answer }
        let answer = a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
        if a.isEngaged && b.isEngaged {
            a.simultaneityCache.set(answer, for: kb)
            b.simultaneityCache.set(answer, for: ka)
        }
        return answer
    }

    /// Row 6 from Y's side: the first recogniser, in engagement order, that already recognised
    /// and takes precedence over `r` (`hasPrecedence`). Only the `recognized` list is looked at —
    /// usually empty or one recogniser — so an attempt costs nothing per engaged recogniser;
    /// entries that no longer count (finished, pending, reset, gone to another attempt) are
    /// dropped first. The candidates are a copy, which holds them while `hasPrecedence` asks
    /// overrides and delegates.
    func earlierWinner(over r: UIGestureRecognizer) -> UIGestureRecognizer? {
        guard !recognized.isEmpty else { return nil }
        recognized.removeAllCompacting { x in
            let counts = x.isEngaged && x.arbiter === self && hasRecognizedUnpending(x)
            if !counts { x.isListedAsRecognized = false }
            return !counts
        }
        var candidates = recognized
        if candidates.count > 1 { candidates.sort { $0.engagementOrder < $1.engagementOrder } }
        for winner in candidates where winner !== r && hasPrecedence(winner, over: r) { return winner }
        return nil
    }

    /// Row 6's first test: `x` acknowledged a recognition (began, changed or ended) and is not
    /// waiting on a failure requirement.
    @inline(__always)
    func hasRecognizedUnpending(_ x: UIGestureRecognizer) -> Bool {
        let acknowledged = x.acknowledgedState
        return (acknowledged == .began || acknowledged == .changed || acknowledged == .ended) && !x.isPendingRequirement
    }
}
