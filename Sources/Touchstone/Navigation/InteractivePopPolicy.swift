import Foundation

/// Where a navigation controller's back swipe may start and whether other recognisers wait for it
/// — the rule that decides a back swipe against a horizontal scroll view at offset 0 (rules §9.1,
/// §13.8, CC49). The sources disagree by iOS version; the device profile picks one
/// (``DeviceProfile/interactivePopPolicy``, ProfileDecisions V1) and a navigation controller may
/// override it (``UINavigationController/interactivePopPolicy``).
public enum InteractivePopPolicy: String, Sendable, Codable, CaseIterable {
    /// The back swipe is waited for, so it beats a horizontal scroll view (the profiles from
    /// iOS 15; decompiled iOS 18.2, rules D14, D10):
    /// - a touch is held only when it starts within `InteractivePopParameters.edgeRegionWidth`
    ///   (13 pt) of the left edge; elsewhere the recogniser fails at once and releases it;
    /// - the default delegate makes other recognisers wait for the back swipe while its edge
    ///   feature has not failed, so the back swipe beats a horizontal scroll view at offset 0
    ///   (rules CC49 "policy iOS 18").
    case backSwipeBeatsScrollView
    /// Nothing waits for the back swipe, so a horizontal scroll view beats it (the iOS 11–14
    /// profiles; seed 000 on iOS 11, seed 001 — the TouchstoneScenarios article "Seed 001: the
    /// back swipe against a horizontal scroll view" — cases C22):
    /// - a touch is held when it starts in the left half of the navigation controller's view
    ///   (`InteractivePopParameters.heldRegionFraction`) — seed 000's "left half of the record
    ///   button reacts late" with the bottom edge already deferred;
    /// - no private failure requirement: a horizontal scroll view at offset 0 begins first (10 pt
    ///   against the edge pan's 15 pt) and wins, unless the app adds
    ///   `scrollView.panGestureRecognizer.require(toFail: pop)` (seed 001).
    case scrollViewBeatsBackSwipe
}

/// The numbers the interactive pop recogniser uses. Sources give some of them; the rest are
/// Touchstone's choices, recorded in NavigationDecisions N1–N3.
public struct InteractivePopParameters: Sendable, Equatable, Codable {
    /// Width of the left-edge band where a back swipe may start (rules §6.7, D10: 13 pt).
    public var edgeRegionWidth: CGFloat = 13
    /// Distance the finger must travel from its start before the pop begins (rules §6.7, CC47: 15 pt).
    public var hysteresis: CGFloat = 15
    /// Under ``InteractivePopPolicy/scrollViewBeatsBackSwipe``: the part of the view's width, from
    /// the left, where touches are held (seed 000: the left half of a bottom button) [obs P2; inf].
    public var heldRegionFraction: CGFloat = 0.5
    /// A held finger that has not travelled `hysteresis` by then fails the recogniser and is
    /// released to its view (D10's maximum edge-swipe duration, 0.25 s) [obs-dec D10; inf].
    public var maximumStationaryDuration: TimeInterval = 0.25
    /// Lifting past this fraction of the width completes the pop [inf, rules §9.1 "half the width"].
    public var completionProgress: CGFloat = 0.5
    /// Lifting with at least this rightward velocity (pt/s) completes the pop whatever the
    /// progress; a leftward velocity this fast cancels it [inf].
    public var completionVelocity: CGFloat = 500

    /// The documented defaults (see the properties).
    public init() {}
}
