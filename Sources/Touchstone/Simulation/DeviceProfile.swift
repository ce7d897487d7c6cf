import Foundation

/// The iOS version a device simulates: every rule that device reports show changing between
/// versions reads it from here, so one choice — `Device(profile: .iOS11)`, or `ios: "11"` in a
/// scenario file — gives a screen the behaviour of that version, with no per-rule switch.
///
/// The rules and where each version's value comes from are listed in one table, ProfileDecisions
/// V1, "the profile table", and in the Profiles article of the documentation. Per-object
/// overrides stay for tests that need one rule alone (`UINavigationController.interactivePopPolicy`,
/// `UISwitch.behavior`, the properties of `SystemGestureSettings`): set, they win over the profile.
///
/// Versions without a profile of their own behave like the nearest older one that has one.
public struct DeviceProfile: Sendable, Hashable, CustomStringConvertible {
    /// The iOS major version.
    public let iOSVersion: Int

    private init(_ version: Int) { iOSVersion = version }

    /// iOS 11 (2017): seed 000 (chat record button) and seed 004 (UISwitch on an iPhone X).
    public static let iOS11 = DeviceProfile(11)
    /// iOS 12 (2018): behaves as iOS 11 in every rule of the table.
    public static let iOS12 = DeviceProfile(12)
    /// iOS 13 (2019): `UISwitch` reports a drag once, at its end; the system gate's timeout is the
    /// current one; edge deferral is read as documented.
    public static let iOS13 = DeviceProfile(13)
    /// iOS 14 (2020): the last version where a horizontal scroll view beats the back swipe.
    public static let iOS14 = DeviceProfile(14)
    /// iOS 15 (2021): the back swipe holds only touches near the edge and is waited for.
    public static let iOS15 = DeviceProfile(15)
    /// iOS 16 (2022).
    public static let iOS16 = DeviceProfile(16)
    /// iOS 17 (2023).
    public static let iOS17 = DeviceProfile(17)
    /// iOS 18 (2024): the version the decompiled sources of the spec describe (rules source key D).
    public static let iOS18 = DeviceProfile(18)
    /// iOS 26 (2025; Apple went from 18 to 26): the content back swipe and the Liquid Glass
    /// control sizes, both only for apps linked on the iOS 26 SDK (``Device/linkedOn``; rules
    /// §9.5, §12b). Every other rule is iOS 18's.
    public static let iOS26 = DeviceProfile(26)

    /// Every profile, oldest first.
    public static let all: [DeviceProfile] = [.iOS11, .iOS12, .iOS13, .iOS14, .iOS15, .iOS16, .iOS17, .iOS18, .iOS26]
    /// The profile a `Device()` gets: iOS 18, the newest version whose rules rest on UIKit's own
    /// code (rules source key D). iOS 26, known from device reports alone, is chosen by name
    /// (`Device(profile: .iOS26)`, `ios: "26"`; ProfileDecisions V19).
    public static let newest = DeviceProfile.iOS18

    /// The profile named by a version string as people write it — `"15"`, `"15.4"`, `"iOS 15"`,
    /// `"ios15"` — or `nil` for a version Touchstone has no profile for (older than 11, 19 to 25,
    /// which Apple skipped, newer than 26, or not a version).
    public init?(iOS text: String) {
        var s = Substring(text.trimmingCharacters(in: .whitespaces))
        if s.lowercased().hasPrefix("ios") { s = s.dropFirst(3).drop(while: { $0 == " " }) }
        let majorText = s.prefix(while: { $0 != "." })
        guard !majorText.isEmpty, majorText.count <= 3, majorText.allSatisfy(\.isASCII),
              let major = Int(majorText), s.dropFirst(majorText.count).allSatisfy({ $0 == "." || $0.isNumber }),
              let profile = Self.all.first(where: { $0.iOSVersion == major }) else { return nil }
        self = profile
    }

    /// "iOS 15".
    public var description: String { "iOS \(iOSVersion)" }

    // MARK: The rules that differ between versions (ProfileDecisions V1)

    /// The rows of the table that change arbitration — who wins, who waits, what a view sees —
    /// kept with the decision core (`ArbitrationProfile`, rows A1–A3); the properties below that
    /// belong to arbitration read them from there.
    var arbitration: ArbitrationProfile { ArbitrationProfile(iOSVersion: iOSVersion) }

    /// Where a back swipe may start and whether other recognisers wait for it:
    /// ``InteractivePopPolicy/scrollViewBeatsBackSwipe`` up to iOS 14 (a horizontal scroll view
    /// at offset 0 wins, rules §9.1, cases C22; touches in the left half are held, seed 000 on
    /// iOS 11), ``InteractivePopPolicy/backSwipeBeatsScrollView`` from iOS 15 (rules D14, D10).
    public var interactivePopPolicy: InteractivePopPolicy {
        arbitration.othersWaitForBackSwipe ? .backSwipeBeatsScrollView : .scrollViewBeatsBackSwipe
    }

    /// How a dragged `UISwitch` reports: ``UISwitch/Behavior/valueChangedAtEveryFlip`` up to
    /// iOS 12 (seed 004 on iOS 12, cases C49 on iOS 9),
    /// ``UISwitch/Behavior/valueChangedOnceAtDragEnd`` from iOS 13 (rules §12, D15).
    public var switchBehavior: UISwitch.Behavior {
        iOSVersion <= 12 ? .valueChangedAtEveryFlip : .valueChangedOnceAtDragEnd
    }

    /// How long the bottom-edge system gate holds a touch: about 1 s on iOS 11–12 (seed 000
    /// "about one second", P23), 0.75 s from iOS 13 (rules D13's timeout, §10.3).
    public var systemGateTimeout: TimeInterval { iOSVersion <= 12 ? 1.0 : 0.75 }

    /// When the edge-deferral preference is read:
    /// ``SystemGestureSettings/PreferenceReading/rereadsPreferenceOnEveryEdgeTouch`` up to iOS 12
    /// (also when a touch lands in a system-gesture zone: seed 000's observation on iOS 11),
    /// ``SystemGestureSettings/PreferenceReading/readsPreferenceOnlyOnUpdate`` from iOS 13 (only at
    /// presentation and on `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`: Apple's
    /// contract, A11).
    public var edgeDeferralPreferenceReading: SystemGestureSettings.PreferenceReading {
        iOSVersion <= 12 ? .rereadsPreferenceOnEveryEdgeTouch : .readsPreferenceOnlyOnUpdate
    }

    /// Whether a continuous recogniser with `cancelsTouchesInView` that begins sends the
    /// view's `touchesCancelled` before its first action (the older log of rules §13.1, P12,
    /// cases C10) or after it (the decompiled iOS 18 pipeline, D1/D2). Discrete recognisers
    /// send their action first on every version.
    public var cancelsTouchesBeforeFirstAction: Bool { arbitration.cancelsTouchesBeforeFirstAction }

    /// Whether the back swipe's "not on the root controller" check lives only in its default
    /// delegate's `shouldReceive`, so that an app that replaces the delegate loses it and a back
    /// swipe on the root controller freezes the screen (iOS 7–13: SwipeBack #3, Signal-iOS PR
    /// #3540, react-native-navigation PR #5863). iOS 13.4 moved the checks out of the delegate
    /// (ziecho, 2020); the iOS 13 profile keeps the older rule (ProfileDecisions V13).
    public var popRootCheckOnlyInDefaultDelegate: Bool { arbitration.popRootCheckOnlyInDefaultDelegate }

    /// Whether navigation controllers have the content back swipe, a rightward pan anywhere in the
    /// content (`interactiveContentPopGestureRecognizer`, iOS 26). It needs the app linked on the
    /// iOS 26 SDK as well (``Device/usesContentBackSwipe``; rules §9.5, P30).
    public var hasContentBackSwipe: Bool { iOSVersion >= 26 }

    /// Whether controls have iOS 26's Liquid Glass sizes; it needs the app linked on the iOS 26
    /// SDK as well, and no opt-out (``Device/usesLiquidGlassDesign``; rules §12b, P31).
    public var hasLiquidGlassDesign: Bool { iOSVersion >= 26 }
}
