import Foundation

/// The system's gate on every shown window (UIKit's private `_UISystemGestureGateGestureRecognizer`;
/// rules §10.2, D13, P17).
///
/// - Receives only touches that start in a system-gesture zone — the bottom zone
///   (`SystemGestureSettings.bottomZoneHeight`: home gesture, or Control Center on home-button
///   iPhones) or the top zone (`topZoneHeight`: Notification Center; its right corner is
///   Control Center on home-indicator iPhones) — others are ignored at once; and any further
///   finger while it tracks one (two fingers fail it). See ``SystemEdgeZone``.
/// - Holds them from their views (`delaysTouchesBegan`, `delaysTouchesEnded`) until it decides:
///   - fails when `gateTimeout` passes, the finger lifts, or it moves other than away from its
///     edge — the held touch then reaches its view late (rules CC51 a, b);
///   - recognises when the finger travels `systemSwipeDistance` away from the edge (up from the
///     bottom, down from the top): the system gesture (`.system` trace entry), and the app's
///     touches are discarded or cancelled.
/// - When the zone's edges are deferred (fresh read, see `SystemGestureSettings`) it does not hold
///   the touch but still watches it: the first swipe recognises only if the cached preference
///   does not defer the zone; otherwise it shows the grabber and the next swipe from that edge
///   within `secondSwipeWindow` is the system's (rules §10.1, P20). A corner zone is deferred only
///   when both of its edges are (`[.bottom, .right]`, rules §10.1, P23).
/// - App recognisers cannot prevent it (`canBePrevented(by:)` is false). When it recognises it
///   excludes the app's undecided recognisers, standing in for the app losing its touches to the
///   system (NavigationDecisions N7).
final class SystemGestureGate: UIGestureRecognizer {
    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    /// The device the gate stands for. Unowned: the device clears it when it goes away, and
    /// compares it with itself while it does, which a checked `unowned` link forbids
    /// (PerformanceDecisions F6).
    @exclusivity(unchecked) private unowned(unsafe) var _device: Device?
    var device: Device? { get { unsafe _device } _modify { yield unsafe &_device } }
    /// The deferred edges read at presentation / `setNeedsUpdate…` (rules §10.1).
    var cachedDeferredEdges: UIRectEdge = []
    /// When, and on which edge, the grabber was last shown by a first swipe on a deferred edge.
    private var grabberShown: (time: TimeInterval, edge: UIRectEdge)?
    private var start: CGPoint = .zero
    private var zone = SystemEdgeZone(edges: .bottom, gestureName: "")
    private var systemMayRecognize = true

    init(device: Device) {
        super.init()
        self.device = device
        name = "system.gate"
        delaysTouchesBegan = true
        delaysTouchesEnded = true
    }

    override var isDiscrete: Bool { true }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    private var settings: SystemGestureSettings? { device?.systemGestures }

    /// Why the gate refuses a touch: a finger while it tracks one is always taken; otherwise
    /// the touch must start in the bottom zone of the window, and the gate be enabled. The zone,
    /// which rejects most touches, is tested first; both are plain reads, so the order shows
    /// only in the words.
    override func refusal(of touch: UITouch) -> String? {
        if !trackedTouches.isEmpty { return nil }
        // Lifetime: the gate's window holds the gate and keeps `view` set while it does, and the
        // device link is cleared before the device goes away (F6); the test runs no client code,
        // so neither is retained.
        guard let window = view.unretained, let device = device.unretained else { return "not on a shown window" }
        return window.with { window in
            // The gate sits on the touch's window, whose space is the window space.
            let p = touch.windowStorage.unretained?.refers(to: window) == true
                ? touch.locationInWindow : touch.location(in: window)
            return device.with { device in
                // The device holds its settings (never replaced while this runs: no client code).
                Unretained(device.systemGestures).with { settings in
                    if !SystemEdgeZone.contains(y: p.y, height: window.bounds.height, settings: settings) {
                        return settings.outsideZonesReason
                    }
                    return settings.isEnabled ? nil : "system gestures are off"
                }
            }
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let settings, let device, let window = view as? UIWindow else { return }
        if trackedTouches.count > 1 {
            setState(.failed, because: "two or more touches: not a system edge gesture")
            return
        }
        guard let touch = touches.first else { return }
        start = touch.location(in: window)
        zone = SystemEdgeZone(at: start, in: window.bounds.size, settings: settings)
        let now = device.clock.now
        let armed = grabberShown.map { now - $0.time <= settings.secondSwipeWindow && $0.edge == zone.edge } ?? false
        let fresh = settings.preferenceReading == .rereadsPreferenceOnEveryEdgeTouch
            ? settings.freshDeferredEdges(in: window, on: device, zone: zone) : cachedDeferredEdges
        systemMayRecognize = armed || !zone.isDeferred(by: cachedDeferredEdges)
        if zone.isDeferred(by: fresh) && !armed {
            delaysTouchesBegan = false
            delaysTouchesEnded = false
            device.trace.record(.system, traceName, "\(zone.name) deferred: finger \(touch.fingerID) goes to the app at once",
                                fingers: [touch.fingerID])
        } else {
            device.trace.record(.system, traceName, "holds finger \(touch.fingerID) for the \(zone.gestureName)",
                                cause: armed ? "grabber shown: this swipe is the system's" : zone.holdCause(deferred: fresh, settings: settings),
                                fingers: [touch.fingerID])
        }
        let timeout = settings.gateTimeout
        startTimer(after: timeout, name: "timeout") { [unowned self] in
            guard self.currentState == .possible else { return }
            self.setState(.failed, because: "no system gesture within \(fmt(CGFloat(timeout * 1000))) ms")
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard currentState == .possible, let settings, let device, let touch = trackedTouches.first else { return }
        let p = touch.location(in: view)
        let away = zone.edge == .top ? p.y - start.y : start.y - p.y
        let side = (p.x - start.x).magnitude
        guard start.distance(to: p) >= settings.systemSwipeDistance else { return }
        guard away >= settings.systemSwipeDistance, away > side else {
            setState(.failed, because: "moved \(fmt(settings.systemSwipeDistance)) pt, not \(zone.edge == .top ? "downwards" : "upwards")")
            return
        }
        if systemMayRecognize {
            grabberShown = nil
            device.trace.record(.system, zone.gestureName, "recognized",
                                cause: "swipe \(zone.edge == .top ? "down from the top" : "up from the bottom") edge; "
                                    + "the app's touches are discarded", fingers: [touch.fingerID])
            setState(.ended, because: "\(zone.gestureName) recognized")
        } else {
            grabberShown = (device.clock.now, zone.edge)
            device.trace.record(.system, zone.edge == .top ? "status bar" : "home indicator", "grabber shown",
                                cause: "\(zone.name) deferred: the first swipe only shows the grabber; swipe again within "
                                    + "\(fmt(CGFloat(settings.secondSwipeWindow))) s", fingers: [touch.fingerID])
            setState(.failed, because: "first swipe on a deferred edge")
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if currentState == .possible { setState(.failed, because: "lifted before a system gesture") }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if currentState == .possible { setState(.failed, because: "touches cancelled") }
    }

    override func reset() {
        delaysTouchesBegan = true
        delaysTouchesEnded = true
        systemMayRecognize = true
        start = .zero
    }
}
