import Foundation

// # What each iOS version changes in arbitration: the profile table
// Part of the decision core (`Arbitration.swift`). Every difference between iOS versions that
// changes who wins, who waits or what a view sees is one row here; the core and the turn engine
// read the rows, never a version number. `DeviceProfile` gives each version its row values
// (its public properties read them from here); the whole table of versions, including the rules
// outside arbitration, is ProfileDecisions V1.

/// The arbitration rows of a device profile: plain switches named after what they do, each with
/// the versions it holds for and its source.
struct ArbitrationProfile: Sendable, Hashable {
    /// **A1 · Others wait for the back swipe.** From iOS 15: the back swipe's default delegate
    /// makes every other recogniser sharing its touch wait for it to fail while its 13 pt edge
    /// feature is alive, so a right drag from the edge pops even over a horizontal scroll view at
    /// offset 0 (decompiled iOS 18.2, rules D14, D10, CC49; iOS 15–17 assumed like 18 [inf]).
    /// Up to iOS 14 there is no such requirement: the scroll view's pan (10 pt) begins before the
    /// edge pan (15 pt) and excludes it — "a horizontal scroll view beats the back swipe"
    /// (cases C22 "iOS ≤ 14", seed 001; rules §9.1). The same switch is
    /// `InteractivePopPolicy` `.backSwipeBeatsScrollView` (true) or `.scrollViewBeatsBackSwipe` (false), which also decides where the
    /// back swipe holds touches (a 13 pt band, or the left half: seed 000 on iOS 11).
    var othersWaitForBackSwipe: Bool
    /// **A2 · Views hear `touchesCancelled` before a continuous recogniser's first action.** Up
    /// to iOS 12: the legacy log of rules §13.1 (P12, cases C10); from iOS 13 the action comes
    /// first (decompiled pipeline, D1/D2; EventDeliveryDecisions D1). Boundary at 13 [inf]. Discrete
    /// recognisers send their action first on every version.
    var cancelsTouchesBeforeFirstAction: Bool
    /// **A3 · The back swipe's "not on the root controller" check is only in its default delegate.**
    /// Up to iOS 13: an app that replaces the delegate loses it, and the back swipe is offered
    /// touches on the root controller and freezes the screen (SwipeBack #3, Signal-iOS PR #3540,
    /// react-native-navigation PR #5863; ProfileDecisions V13). From iOS 14 (13.4 on devices,
    /// ziecho 2020) the recogniser refuses them itself.
    var popRootCheckOnlyInDefaultDelegate: Bool

    /// The rows for an iOS major version (versions without a row of their own behave as the
    /// nearest older one).
    init(iOSVersion v: Int) {
        othersWaitForBackSwipe = v >= 15
        cancelsTouchesBeforeFirstAction = v <= 12
        popRootCheckOnlyInDefaultDelegate = v <= 13
    }

    /// A table set row by row (tests of one rule alone).
    init(othersWaitForBackSwipe: Bool, cancelsTouchesBeforeFirstAction: Bool, popRootCheckOnlyInDefaultDelegate: Bool) {
        self.othersWaitForBackSwipe = othersWaitForBackSwipe
        self.cancelsTouchesBeforeFirstAction = cancelsTouchesBeforeFirstAction
        self.popRootCheckOnlyInDefaultDelegate = popRootCheckOnlyInDefaultDelegate
    }

    /// The newest profile's rows (a device's arbiter before it is attached to a device).
    static let newest = ArbitrationProfile(iOSVersion: DeviceProfile.newest.iOSVersion)
}

extension InteractivePopPolicy {
    /// Row A1 as a navigation controller's policy states it (a per-controller override wins over
    /// the device profile).
    var othersWaitForBackSwipe: Bool { self == .backSwipeBeatsScrollView }
}

extension Arbitration {
    /// Row A1 reaching the failure graph: the back swipe's default delegate's answer to
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` for `other` (rules §9.1 "other recognisers
    /// wait for it", §5.3 "pairs that share touches"). Yes only where others wait for the back
    /// swipe, for a recogniser other than the back swipe and the system gate, while the back
    /// swipe's edge feature is alive (ProfileDecisions V16) and the two share a touch. The core
    /// then reads it as any requirement: `other` waits (`requirementVerdict`), and fails if the
    /// back swipe begins.
    @inline(__always)
    static func backSwipeIsRequiredToFail(othersWaitForBackSwipe: Bool, otherIsBackSwipeOrGate: Bool,
                                          edgeFeatureIsAlive: Bool, sharesTouch: () -> Bool) -> Bool {
        othersWaitForBackSwipe && !otherIsBackSwipeOrGate && edgeFeatureIsAlive && sharesTouch()
    }
}
