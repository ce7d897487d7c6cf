import Foundation
import Touchstone

/// One gesture played on a fresh scene of a SwiftUI scenario, on a chosen iOS version and SDK,
/// and what came of it: the callbacks that fired (their trace lines, ScenarioDecisions X19),
/// whether the scroll view around the touched view moved, and the whole trace.
struct SwiftUIProbe {
    /// The gestures the SwiftUI doctor plays, on a view named by its accessibility identifier.
    enum Gesture {
        case tap(String)
        /// A tap on the view at a point of the screen (a gap in it: DoctorDecisions DR20).
        case tapAt(String, CGPoint)
        case doubleTap(String)
        /// A drag from the view's centre by (dx, dy) over 0.3 s.
        case drag(String, dx: Double, dy: Double)

        var view: String {
            switch self { case let .tap(v), let .tapAt(v, _), let .doubleTap(v), let .drag(v, _, _): v }
        }
        /// The gesture in words, for a finding's "shown by".
        func words(at p: CGPoint) -> String {
            let at = "at (\(HTMLReport.n(p.x)), \(HTMLReport.n(p.y)))"
            switch self {
            case let .tap(v): return "tap on \(v) \(at)"
            case let .tapAt(v, _): return "tap in a gap of \(v) \(at)"
            case let .doubleTap(v): return "double tap on \(v) \(at)"
            case let .drag(v, dx, dy):
                let dir = abs(dy) >= abs(dx) ? (dy < 0 ? "up" : "down") : (dx < 0 ? "left" : "right")
                return "drag \(dir) \(fmtNumber(max(abs(dx), abs(dy)))) pt from \(v) \(at)"
            }
        }
    }

    /// The iOS versions and SDKs a SwiftUI fix is checked on (SwiftUIDecisions SU1, SU3, SU19, SU20):
    /// the hosting recogniser (iOS 17; iOS 18 built with Xcode 15), per-gesture recognisers (iOS 18
    /// linked on 18) and iOS 26's ranking of inner simultaneous gestures.
    static let versions: [(label: String, profile: DeviceProfile, sdk: DeviceProfile?)] = [
        ("iOS 17", .iOS17, nil), ("iOS 18 (SDK 17)", .iOS18, .iOS17), ("iOS 18", .iOS18, nil), ("iOS 26", .iOS26, nil),
    ]

    /// The label of a scenario's own version and SDK, as in `versions`.
    static func label(_ s: Scenario) -> String {
        let v = s.device.profile.iOSVersion
        if let sdk = s.device.linkedOn, sdk.iOSVersion < v { return "iOS \(v) (SDK \(sdk.iOSVersion))" }
        return "iOS \(v)"
    }

    /// The trace lines the callbacks wrote (`tile3 drag (gesture) onEnded`).
    var fired: [String]
    /// Whether the scroll view around the touched view moved.
    var scrolled: Bool
    /// When each callback line was written first, after the gesture began.
    var firstTimes: [String: TimeInterval]
    /// The trace of the gesture.
    var entries: [TraceEntry]
    /// Where the gesture started.
    var start: CGPoint

    /// Plays `gesture` on a new scene of `scenario` (optionally on another version and SDK);
    /// `nil` when the scene cannot be built or the view is not on it. With a `seed` the tap or
    /// drag is made as a person makes it (`natural` spread from that seed, HumanGestureDecisions
    /// HG12; DoctorDecisions DR21); a double tap is not varied.
    static func play(_ gesture: Gesture, on scenario: Scenario, profile: DeviceProfile? = nil, sdk: DeviceProfile?? = nil,
                     seed: UInt64? = nil) -> SwiftUIProbe? {
        var s = scenario
        if let profile { s.device.profile = profile }
        if let sdk { s.device.linkedOn = sdk }
        guard let scene = try? Scene(s), let v = scene.view(gesture.view) else { return nil }
        let frame = v.convert(v.bounds, to: nil)
        var c = CGPoint(x: frame.midX, y: frame.midY)
        if case let .tapAt(_, p) = gesture { c = p }
        var scroll: UIScrollView?
        var up = v.superview
        while let cur = up { if let sv = cur as? UIScrollView { scroll = sv; break }; up = cur.superview }
        let offset = scroll?.contentOffset
        let device = scene.device
        let before = device.trace.entries.count
        let t0 = device.clock.now
        let screen = scenario.device.screen
        let spread: GestureSpread? = seed == nil ? nil : .natural
        if let seed { device.gestureSeed = seed }
        do {
            switch gesture {
            case .tap, .tapAt: try device.tap(at: c, spread: spread)
            case .doubleTap: try device.doubleTap(at: c)
            case let .drag(_, dx, dy):
                let end = CGPoint(x: min(max(1, c.x + dx), screen.width - 1), y: min(max(1, c.y + dy), screen.height - 1))
                try device.drag(from: c, to: end, duration: 0.3, spread: spread)
            }
            try device.settle(limit: 5)
        } catch { return nil }
        let entries = Array(device.trace.entries[before...])
        var fired: [String] = []
        var times: [String: TimeInterval] = [:]
        for e in entries where e.kind == .log {
            fired.append(e.summary)
            if times[e.summary] == nil { times[e.summary] = e.time - t0 }
        }
        return SwiftUIProbe(fired: fired, scrolled: scroll.map { $0.contentOffset != offset } ?? false,
                            firstTimes: times, entries: entries, start: c)
    }
}
