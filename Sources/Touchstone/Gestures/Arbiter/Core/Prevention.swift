import Foundation

// # Who may prevent whom (rules §5.2)
// Part of the decision core (`Arbitration.swift`): plain functions over `ArbitratedRecognizer`,
// asking client code only through `ArbitrationAnswers`.

/// A row of the prevention table (rules §5.2): what recogniser Y recognising does to recogniser X.
/// The raw value is the row's number.
enum PreventionOutcome: Int, CaseIterable {
    /// Row 1: X is Y, or X has finished.
    case notAffected = 1
    /// Row 2: the two views are unrelated (neither is the other or an ancestor of it).
    case unrelatedViews
    /// Row 3: X requires Y to fail; the failure graph decides instead (`requirementVerdict`).
    case failsThroughRequirement
    /// Row 4: `Y.canPrevent(X)` or `X.canBePrevented(by: Y)` is false.
    case cannotPrevent
    /// Row 5: a delegate's `shouldRecognizeSimultaneouslyWith` said true.
    case simultaneous
    /// Row 6: X has already begun; it keeps running.
    case alreadyBegun
    /// Row 7: X is excluded — it fails (or is cancelled, if running), no action.
    case excluded
}

extension Arbitration {
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
    /// asked first — the deeper one (rules §5.4, `isAskedBefore`).
    ///
    /// Row 5 asks `firstAsked`'s delegate first (X's when Y is recognising now, Y's when Y
    /// recognised earlier and X is the one trying); one YES suffices, so the second may not be asked.
    @inline(__always)
    static func prevention<A: ArbitrationAnswers>(of x: A.Recognizer, by y: A.Recognizer,
                                                  askingFirst firstAsked: A.Recognizer, _ answers: A) -> PreventionOutcome {
        if x.arbitrationID == y.arbitrationID || hasFinished(x) { return .notAffected }    // row 1
        if x.acknowledgedState != .possible { return .alreadyBegun }                       // row 6
        if !answers.related(x, y) { return .unrelatedViews }                               // row 2
        if answers.requires(x, y) { return .failsThroughRequirement }                      // row 3
        if !answers.mayPrevent(y, x) { return .cannotPrevent }                             // row 4
        let together = firstAsked.arbitrationID == x.arbitrationID
            ? answers.simultaneous(x, y) : answers.simultaneous(y, x)
        if together { return .simultaneous }                                               // row 5
        return .excluded                                                                   // row 7
    }

    /// Row 1's "X has finished": it failed or was cancelled, or acknowledged an end.
    @inline(__always)
    static func hasFinished<R: ArbitratedRecognizer>(_ x: R) -> Bool {
        let acknowledged = x.acknowledgedState
        return x.currentState == .failed || x.currentState == .cancelled
            || acknowledged == .ended || acknowledged == .failed || acknowledged == .cancelled
    }

    /// `winner` recognising now: the state `x` is forced to, or `nil` if `x` is not excluded
    /// (row 7 from the winner's side). A running `x` is cancelled, an undecided one fails
    /// (`TraceRule.excludedByRecognition`).
    @inline(__always)
    static func excludedState<A: ArbitrationAnswers>(of x: A.Recognizer, by winner: A.Recognizer,
                                                     _ answers: A) -> UIGestureRecognizer.State? {
        guard x.isEngaged, prevention(of: x, by: winner, askingFirst: x, answers) == .excluded else { return nil }
        let running = x.acknowledgedState == .began || x.acknowledgedState == .changed
        return running ? .cancelled : .failed
    }

    /// Row 6 from Y's side: `x` already recognised and would have excluded `y`, so `y`, trying
    /// to begin now, is the one excluded.
    @inline(__always)
    static func hasPrecedence<A: ArbitrationAnswers>(_ x: A.Recognizer, over y: A.Recognizer, _ answers: A) -> Bool {
        hasRecognizedUnpending(x) && prevention(of: y, by: x, askingFirst: x, answers) == .excluded
    }

    /// Row 6's first test: `x` acknowledged a recognition (began, changed or ended) and is not
    /// waiting on a failure requirement.
    @inline(__always)
    static func hasRecognizedUnpending<R: ArbitratedRecognizer>(_ x: R) -> Bool {
        let acknowledged = x.acknowledgedState
        return (acknowledged == .began || acknowledged == .changed || acknowledged == .ended) && !x.isPendingRequirement
    }
}
