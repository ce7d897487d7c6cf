import Foundation

// # What is withheld from the view (rules §4.6, R4, R5)
// Part of the decision core (`Arbitration.swift`).

/// Why a recogniser keeps a touch's phase from its view (rules §4.6).
enum Withholding: Equatable {
    /// `delaysTouchesBegan`: the view has not seen the touch, and an undecided recogniser holds
    /// its began (and the moves and end queued behind it).
    case delaysTouchesBegan
    /// `delaysTouchesEnded`: an undecided recogniser that still tracks a touch holds the end — a
    /// multi-tap recogniser waiting for the next tap with no finger down releases it (rules §13.2,
    /// device report cases C04).
    case delaysTouchesEnded
}

/// What a view sees of a touch claimed by a recogniser that recognised with
/// `cancelsTouchesInView` (rules §4.6, T1).
enum ClaimedTouchOutcome: Equatable {
    /// The view had begun: one `touchesCancelled` (`TraceRule.cancelsTouchesInView`).
    case cancelled
    /// The view never heard of the touch: nothing (the trace says it never sees the finger).
    case neverSeen
    /// The view is already done with the touch: nothing.
    case nothing
}

/// Why a view does not receive a new touch at all (rules R4, R5).
enum TouchFilter<T> {
    /// The view has `isMultipleTouchEnabled` false and already tracks a touch (R4).
    case multipleTouchDisabled
    /// `other` is down in another view, which is exclusive-touch (R5).
    case anotherViewIsExclusive(other: T)
    /// The view is exclusive-touch and `other` is down in another view (R5).
    case viewIsExclusive(other: T)
}

extension TouchFilter: Equatable where T: Equatable {}

/// What the filters of R4 and R5 read of another touch down in the same window, its view begun.
protocol ArbitratedTouch {
    associatedtype ViewID: Equatable
    /// Its view, if any.
    var viewID: ViewID? { get }
    /// Its view is exclusive-touch.
    var isInExclusiveTouchView: Bool { get }
}

extension Arbitration {
    /// Whether recogniser `r`, holding a touch, withholds `phase` from the touch's view, and why.
    /// Only an undecided recogniser (possible and unfinished, or pending a requirement) that is
    /// enabled withholds; `viewHasNotStarted` when the view has not yet seen the touch.
    @inline(__always)
    static func withholding<R: ArbitratedRecognizer>(by r: R, of phase: UITouch.Phase,
                                                     viewHasNotStarted: @autoclosure () -> Bool) -> Withholding? {
        let undecided = r.acknowledgedState == .possible && !r.currentState.isFinished || r.isPendingRequirement
        guard undecided, r.isEnabled else { return nil }
        switch phase {
        case .began, .moved, .stationary:
            return r.delaysTouchesBegan && viewHasNotStarted() ? .delaysTouchesBegan : nil
        case .ended:
            if r.delaysTouchesBegan && viewHasNotStarted() { return .delaysTouchesBegan }
            return r.delaysTouchesEnded && r.isTrackingTouches ? .delaysTouchesEnded : nil
        default:
            return nil
        }
    }

    /// Whether a recogniser that recognises now takes its touches from their views: with
    /// `cancelsTouchesInView` (rules §4.6), each touch of its attempt that no recogniser claimed
    /// before and that it did not `ignore(_:for:)`.
    @inline(__always)
    static func claims<R: ArbitratedRecognizer>(_ r: R) -> Bool { r.cancelsTouchesInView }

    /// Whether the views hear `touchesCancelled` before `r`'s first action rather than after it:
    /// only for a continuous recogniser with `cancelsTouchesInView`, and only where the profile
    /// says so (row A2, `ArbitrationProfile.cancelsTouchesBeforeFirstAction`). Discrete
    /// recognisers send their action first on every version.
    @inline(__always)
    static func claimsBeforeFirstAction<R: ArbitratedRecognizer>(_ r: R, _ profile: ArbitrationProfile) -> Bool {
        profile.cancelsTouchesBeforeFirstAction && r.cancelsTouchesInView && !r.isDiscrete
    }

    /// A claimed touch that came down in this very turn and is not withheld reaches its view
    /// before being cancelled, so the view sees began then cancelled (rules T1, CC56); one
    /// withheld in an earlier turn (a scroll view's content delay) is dropped instead (rules §4.6,
    /// CC39). `claimerDelaysBegan`: the claimer itself has `delaysTouchesBegan`.
    @inline(__always)
    static func claimedTouchSeesBeganFirst(viewHasNotStarted: Bool, claimerDelaysBegan: Bool,
                                           beganIsWithheld: @autoclosure () -> Bool,
                                           beganCameDownThisTurn: @autoclosure () -> Bool) -> Bool {
        viewHasNotStarted && !claimerDelaysBegan && !beganIsWithheld() && beganCameDownThisTurn()
    }

    /// What the view of a claimed touch gets, by how far it had heard of the touch.
    @inline(__always)
    static func claimedTouchOutcome(viewHasBegun: Bool, viewIsDone: Bool) -> ClaimedTouchOutcome {
        if viewIsDone { return .nothing }
        return viewHasBegun ? .cancelled : .neverSeen
    }

    /// Whether a view receives a new touch at all, given the other touches down in its window
    /// whose views have begun (`others`): not when it has `isMultipleTouchEnabled` false and tracks
    /// one already (R4), not when another view is exclusive-touch and tracking, not when it is
    /// exclusive-touch and another view tracks (R5). The first that applies, in that order.
    static func touchFilter<C: Collection>(view: C.Element.ViewID, isMultipleTouchEnabled: Bool,
                                           isExclusiveTouch: Bool, others: C) -> TouchFilter<C.Element>?
    where C.Element: ArbitratedTouch {
        if !isMultipleTouchEnabled, others.contains(where: { $0.viewID == view }) { return .multipleTouchDisabled }
        if let ex = others.first(where: { $0.isInExclusiveTouchView && $0.viewID != view }) {
            return .anotherViewIsExclusive(other: ex)
        }
        if isExclusiveTouch, let other = others.first(where: { $0.viewID != view }) {
            return .viewIsExclusive(other: other)
        }
        return nil
    }
}
