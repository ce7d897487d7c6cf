import Foundation

/// The system's own gesture at the bottom screen edge (home gesture on home-indicator iPhones,
/// Control Center on home-button ones), how long it holds the app's touches, and how the app's
/// preference for deferring it is read (rules §10).
///
/// Each shown window gets a `SystemGestureGate` (UIKit's private `_UISystemGestureGate…`), which
/// holds touches that start in the bottom zone until the system has decided (rules §10.2).
///
/// **When the preference is read** (`preferredScreenEdgesDeferringSystemGestures` through the
/// `childForScreenEdgesDeferringSystemGestures` chain, from the window's root controller or the
/// controller presented over it):
/// - when a window is shown, when a navigation controller's top controller changes (before the
///   incoming controller's view loads), and on `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`
///   — the *cached* value; it decides whether a swipe up is the system's at the first swipe
///   (not deferred) or only shows the grabber, the second swipe within `secondSwipeWindow` being
///   the system's (deferred; rules §10.1, P20);
/// - with `preferenceReading == .rereadsPreferenceOnEveryEdgeTouch` (iOS 11–12, and the default
///   of settings made alone) also when a touch lands in a system-gesture zone ("on conflict",
///   seed 000); that *fresh* value decides whether the touch is held. So a flag set in `viewDidLoad` without `setNeedsUpdate…` removes
///   the delay while a swipe up from the edge still reaches the system at once — the seed's
///   observations (NavigationDecisions N6). `.readsPreferenceOnlyOnUpdate` (iOS 13 on) uses the
///   cached value for both (Apple's contract, rules §10.1).
public final class SystemGestureSettings {
    /// Whether the device has a home indicator (Face ID iPhones) or a home button.
    public enum DeviceModel: String, Sendable, Codable, CaseIterable {
        /// Swipe up from the bottom edge goes home. Bottom zone 50 pt.
        case homeIndicator
        /// Swipe up from the bottom edge opens Control Center. Bottom zone 20 pt (rules P17).
        case homeButton
    }

    /// When the deferral preference is read (rules §10.1); the device profile picks one by iOS
    /// version (``DeviceProfile/edgeDeferralPreferenceReading``, ProfileDecisions V1, NavigationDecisions N6).
    public enum PreferenceReading: String, Sendable, Codable, CaseIterable {
        /// Read at presentation and on `setNeedsUpdate…`, and also read afresh for each touch
        /// that lands in a system-gesture zone; the fresh value decides whether that touch is
        /// held (seed 000 on iOS 11, observed — the TouchstoneScenarios article "Seed 000: a
        /// record button at the bottom edge answers late"; NavigationDecisions N6). The iOS 11–12
        /// profiles.
        case rereadsPreferenceOnEveryEdgeTouch
        /// Read only at presentation, when a navigation controller's top controller changes, and
        /// on `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()` (Apple's documentation, A11;
        /// rules §10.1). The profiles from iOS 13.
        case readsPreferenceOnlyOnUpdate
    }

    /// The kind of iPhone: with a home indicator (default) or a home button; setting it resets
    /// ``bottomZoneHeight`` and ``topZoneHeight``.
    public var model: DeviceModel {
        didSet {
            bottomZoneHeight = Self.defaultZoneHeight(model)
            topZoneHeight = Self.defaultTopZoneHeight(model)
        }
    }
    /// Turns the system gate off entirely (touches are never held).
    public var isEnabled: Bool {
        get { isEnabledStorage }
        set { isEnabledStorage = newValue }
    }
    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    @exclusivity(unchecked) private var _isEnabledStorage: Bool = true
    var isEnabledStorage: Bool { get { unsafe _isEnabledStorage } _modify { yield unsafe &_isEnabledStorage } }
    @exclusivity(unchecked) private var _bottomZoneHeightStorage: CGFloat = 0
    var bottomZoneHeightStorage: CGFloat { get { unsafe _bottomZoneHeightStorage } _modify { yield unsafe &_bottomZoneHeightStorage } }
    @exclusivity(unchecked) private var _topZoneHeightStorage: CGFloat = 0
    var topZoneHeightStorage: CGFloat { get { unsafe _topZoneHeightStorage } _modify { yield unsafe &_topZoneHeightStorage } }
    @exclusivity(unchecked) private var _outsideZonesReasonStorage: String = ""
    var outsideZonesReasonStorage: String { get { unsafe _outsideZonesReasonStorage } _modify { yield unsafe &_outsideZonesReasonStorage } }
    /// Touches starting this close to the bottom edge are held by the gate. 50 pt on
    /// home-indicator iPhones, chosen so that seed 000's 49 pt tool bar at the bottom lies inside
    /// it [inf from P2]; 20 pt on home-button iPhones [obs P17].
    public var bottomZoneHeight: CGFloat {
        get { bottomZoneHeightStorage }
        set { bottomZoneHeightStorage = newValue; updateOutsideZonesReason() }
    }
    /// Touches starting this close to the top edge are held for Notification Center (and, in its
    /// right corner on home-indicator iPhones, Control Center): the status bar's height, 44 pt on
    /// home-indicator iPhones and 20 pt on home-button ones [inf; Godot #31503 reports the top and
    /// bottom delays together on iOS 12].
    public var topZoneHeight: CGFloat {
        get { topZoneHeightStorage }
        set { topZoneHeightStorage = newValue; updateOutsideZonesReason() }
    }
    /// The gate's refusal of a touch outside both zones, built when a height changes rather than
    /// on every touch-down.
    var outsideZonesReason: String {
        get { outsideZonesReasonStorage }
        set { outsideZonesReasonStorage = newValue }
    }

    private func updateOutsideZonesReason() {
        outsideZonesReason = "began outside the system-gesture zones (top \(fmt(topZoneHeight)) pt, "
            + "bottom \(fmt(bottomZoneHeight)) pt)"
    }
    /// A touch this close to the left or right edge, inside the top or bottom zone, is in a
    /// corner, which is deferred only when both its edges are (P23) [inf: 44 pt].
    public var cornerWidth: CGFloat = 44
    /// How long the gate holds a touch before giving it to the app: 0.75 s [obs-dec D13]. Seed 000
    /// and P23 report ≈1 s on iOS 11, which includes system latency (rules §10.3, §13.11).
    public var gateTimeout: TimeInterval = 0.75
    /// Upward travel (more up than sideways) that makes a held touch the system's gesture [inf].
    public var systemSwipeDistance: CGFloat = 20
    /// After the grabber was shown on a deferred edge, a swipe that starts within this time is
    /// the system's at once (rules §10.1, P20 "second swipe") [inf].
    public var secondSwipeWindow: TimeInterval = 3
    /// When the edge-deferral preference is read: also for each touch in a zone, as seed 000
    /// observed (default), or only on update, as documented. A device sets its profile's.
    public var preferenceReading: PreferenceReading = .rereadsPreferenceOnEveryEdgeTouch

    /// The home indicator may fade (the resolved `prefersHomeIndicatorAutoHidden`, last read).
    /// It does not defer the home gesture (rules §10.1).
    public private(set) var isHomeIndicatorAutoHidden = false

    /// The defaults of `model`.
    public init(model: DeviceModel = .homeIndicator) {
        self.model = model
        bottomZoneHeightStorage = Self.defaultZoneHeight(model)
        topZoneHeightStorage = Self.defaultTopZoneHeight(model)
        updateOutsideZonesReason()
    }

    private static func defaultZoneHeight(_ model: DeviceModel) -> CGFloat {
        model == .homeIndicator ? 50 : 20
    }

    private static func defaultTopZoneHeight(_ model: DeviceModel) -> CGFloat {
        model == .homeIndicator ? 44 : 20
    }

    /// The name of the bottom-edge system gesture in traces.
    public var bottomGestureName: String { model == .homeIndicator ? "home gesture" : "Control Center" }

    // MARK: Hooks from the device

    /// Puts the system gate on `window` unless it has one: called before the window's root
    /// controller appears (rules §10.2).
    func installGate(in window: UIWindow, on device: Device) {
        if gate(of: window) == nil {
            window.addGestureRecognizer(SystemGestureGate(device: device))
        }
    }

    func windowDidShow(_ window: UIWindow, on device: Device) {
        installGate(in: window, on: device)
        readPreferences(in: window, on: device, cause: "window shown")
    }

    func preferenceDidChange(from viewController: UIViewController, on device: Device) {
        guard let window = Self.window(of: viewController) else {
            device.trace.record(.system, viewController.traceName, "setNeedsUpdateOfScreenEdgesDeferringSystemGestures",
                                cause: "not in a window: nothing to update")
            return
        }
        readPreferences(in: window, on: device,
                        cause: "\(viewController.traceName) called setNeedsUpdateOfScreenEdgesDeferringSystemGestures")
    }

    // MARK: Reading the preference

    /// Reads the deferred edges and the home-indicator preference into the window's gate cache.
    func readPreferences(in window: UIWindow, on device: Device, cause: String) {
        guard let gate = gate(of: window) else { return }
        let (edges, source) = Self.resolveDeferredEdges(in: window)
        gate.cachedDeferredEdges = edges
        device.trace.record(.system, source?.traceName ?? "window",
                            "preferredScreenEdgesDeferringSystemGestures read: \(edges)", cause: cause)
        let hidden = Self.resolveHomeIndicatorAutoHidden(in: window)
        if hidden != isHomeIndicatorAutoHidden {
            isHomeIndicatorAutoHidden = hidden
            device.trace.record(.system, "home indicator", hidden ? "may auto-hide" : "always shown",
                                cause: "prefersHomeIndicatorAutoHidden read: \(hidden)")
        }
    }

    /// The preference as it is now, read for a touch in a system-gesture zone (seed 000's "conflict").
    func freshDeferredEdges(in window: UIWindow, on device: Device, zone: SystemEdgeZone) -> UIRectEdge {
        let (edges, source) = Self.resolveDeferredEdges(in: window)
        device.trace.record(.system, source?.traceName ?? "window",
                            "preferredScreenEdgesDeferringSystemGestures read: \(edges)",
                            cause: "touch began in the \(zone.edge == .top ? "top" : "bottom") system-gesture zone (seed 000)")
        return edges
    }

    /// The controller whose preference counts: the front-most presented controller, then
    /// `childForScreenEdgesDeferringSystemGestures` as far as it goes.
    static func resolveDeferredEdges(in window: UIWindow) -> (UIRectEdge, UIViewController?) {
        guard var vc = window.rootViewController else { return ([], nil) }
        var steps = 0
        while steps < 256 {
            steps += 1
            if let presented = vc.presentedViewController { vc = presented; continue }
            if let child = vc.childForScreenEdgesDeferringSystemGestures, child !== vc { vc = child; continue }
            break
        }
        return (vc.preferredScreenEdgesDeferringSystemGestures, vc)
    }

    static func resolveHomeIndicatorAutoHidden(in window: UIWindow) -> Bool {
        guard var vc = window.rootViewController else { return false }
        var steps = 0
        while steps < 256 {
            steps += 1
            if let presented = vc.presentedViewController { vc = presented; continue }
            if let child = vc.childForHomeIndicatorAutoHidden, child !== vc { vc = child; continue }
            break
        }
        return vc.prefersHomeIndicatorAutoHidden
    }

    /// The window showing `viewController` (or its nearest shown ancestor or presenter).
    static func window(of viewController: UIViewController) -> UIWindow? {
        var current: UIViewController? = viewController
        var steps = 0
        while let vc = current, steps < 256 {
            steps += 1
            if let w = vc.viewIfLoaded?.window { return w }
            current = vc.parent ?? vc.presentingViewController
        }
        return nil
    }

    func gate(of window: UIWindow) -> SystemGestureGate? {
        window.gestureRecognizers?.lazy.compactMap { $0 as? SystemGestureGate }.first
    }
}
