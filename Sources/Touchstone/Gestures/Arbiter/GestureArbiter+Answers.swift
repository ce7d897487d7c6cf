import Foundation

// The turn engine's side of the decision core (`Core/Arbitration.swift`): what the core reads of
// a recogniser, and the answers it needs from client code — asked here, at most once per pair and
// attempt, and cached — and from the arbiter's lists.

extension UIGestureRecognizer: ArbitratedRecognizer {
    var arbitrationID: ObjectIdentifier { ObjectIdentifier(self) }
    var isOnView: Bool { view != nil }
    var isTrackingTouches: Bool { !trackedTouches.isEmpty }
}

extension UITouch: ArbitratedTouch {
    var viewID: ObjectIdentifier? { view.map(ObjectIdentifier.init) }
    var isInExclusiveTouchView: Bool { view?.isExclusiveTouch == true }
}

extension GestureArbiter: ArbitrationAnswers {
    /// Prevention row 2's test: the two recognisers' views are one view, or one contains the other.
    func related(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        guard let va = a.view, let vb = b.view else { return false }
        return va.isDescendant(of: vb) || vb.isDescendant(of: va)
    }

    /// Prevention row 4: the subclass hooks, `y`'s first; a NO from it leaves `x`'s unasked.
    @inline(__always)
    func mayPrevent(_ y: UIGestureRecognizer, _ x: UIGestureRecognizer) -> Bool {
        y.canPrevent(x) && x.canBePrevented(by: y)
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

    /// Row 6 from Y's side looks only at the `recognized` list — usually empty or one recogniser —
    /// so an attempt costs nothing per engaged recogniser; entries that no longer count
    /// (finished, pending, reset, gone to another attempt) are dropped first. The candidates are a
    /// copy, which holds them while the core's `hasPrecedence` asks overrides and delegates.
    func forEachRecognized(_ body: (UIGestureRecognizer) -> Bool) {
        guard !recognized.isEmpty else { return }
        recognized.removeAllCompacting { x in
            let counts = x.isEngaged && x.arbiter === self && Arbitration.hasRecognizedUnpending(x)
            if !counts { x.isListedAsRecognized = false }
            return !counts
        }
        var candidates = recognized
        if candidates.count > 1 { candidates.sort { $0.engagementOrder < $1.engagementOrder } }
        for winner in candidates where !body(winner) { return }
    }

    // MARK: Failure requirements: only edges are looked at (PerformanceDecisions F16)
    //
    // X's requirements are its static edges (`require(toFail:)`) plus whatever the dynamic hooks
    // answer. The hooks can say yes only for a pair where one side may answer
    // (`UIGestureRecognizer.mayRequireDynamically`: it has a delegate, or a client class that may
    // override the hooks); any other pair is `false` by the base class. So a check looks at X's
    // static edges and at the engaged recognisers that may answer — all of them when X itself may
    // answer — never at every engaged recogniser, and a chain or fan of k static requirements costs
    // O(k) per event, not O(k²). Each pair that is asked is asked once per touch sequence (cached
    // until X resets), in engagement order, as before; a delegate assigned while its recogniser is
    // engaged is asked from then on.

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

    /// The recognisers `x`'s requirement check looks at: none when `x` has no static edge, may
    /// not answer itself and no engaged recogniser may answer; otherwise `forEachNeighbour`.
    @inline(__always)
    func forEachRequirementCandidate(of x: UIGestureRecognizer, _ body: (UIGestureRecognizer, _ isStaticEdge: Bool) -> Bool) {
        if x.failureRequirements.isEmpty && !x.mayRequireDynamically && dynamicEngaged.isEmpty { return }
        forEachNeighbour(x.failureRequirements, askingAll: x.mayRequireDynamically, body)
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

extension Defeat where R == UIGestureRecognizer {
    /// The trace's cause for `loser`'s defeat (worded only while the trace records).
    func traceCause(for loser: UIGestureRecognizer) -> TraceCause {
        switch self {
        case .excludedFirst(let w): .excluded(by: w.traceName, first: true)
        case .excluded(let w): .excluded(by: w.traceName, first: false)
        case .requiredFailure(let y): .requiredFailure(of: y.traceName)
        case .requiredFailureWhileWaiting(let y): .requiredFailureWhileWaiting(of: y.traceName, reached: TraceState(y.currentState, of: y))
        case .cycle(let y): .cycle(loser.traceName, y.traceName, reached: TraceState(y.currentState, of: y))
        }
    }
}
