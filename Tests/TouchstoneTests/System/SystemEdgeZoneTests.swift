import Foundation
import Testing
@testable import Touchstone

/// A root controller that defers edges from `viewDidAppear`, as apps that decide late do.
private final class LateDeferringController: UIViewController {
    let button = UIButton(frame: CGRect(x: 145, y: 790, width: 100, height: 44))
    var edges: UIRectEdge = []
    override func viewDidLoad() {
        button.accessibilityIdentifier = "btn"
        view.addSubview(button)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        edges = .bottom
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { edges }
}

/// The system gate's top edge and corners (issue 13 §3; rules §10.1; P23; ProfileDecisions V12).
@Suite("System gestures at the top edge and the corners (V12)")
struct SystemEdgeZoneTests {
    /// A button at `frame` on an `EdgeController` deferring `edges`, on the newest profile.
    private func scene(button frame: CGRect, deferring edges: UIRectEdge) -> Device {
        let device = Device(profile: .iOS18)
        let vc = EdgeController()
        vc.button.frame = frame
        vc.deferredEdges = edges
        device.show(vc)
        return device
    }

    @Test func aButtonInTheStatusBarIsHeldForNotificationCenter() throws {
        let device = scene(button: CGRect(x: 145, y: 0, width: 100, height: 44), deferring: [])
        try device.touchDown(at: CGPoint(x: 195, y: 20))
        try device.advance(to: 1); try device.touchUp()
        #expect(device.controlEvents == ["btn touchDown@750", "btn touchUpInside@1000"])
        #expect(device.systemLines.contains("system.gate holds finger 0 for the Notification Center"))
    }

    @Test func aSwipeDownFromTheTopIsNotificationCenterAndTheTopRightIsControlCenter() throws {
        let device = scene(button: CGRect(x: 0, y: 0, width: 390, height: 44), deferring: [])
        try device.drag(from: CGPoint(x: 195, y: 10), to: CGPoint(x: 195, y: 200), duration: 0.2)
        try device.advance(by: 4)
        try device.drag(from: CGPoint(x: 370, y: 10), to: CGPoint(x: 370, y: 200), duration: 0.2)
        #expect(device.systemLines.filter { $0.hasSuffix("recognized") } == ["Notification Center recognized", "Control Center recognized"])
        #expect(device.controlEvents.isEmpty)
    }

    @Test func deferringTheTopEdgeGivesTheTouchToTheAppAtOnce() throws {
        let device = scene(button: CGRect(x: 145, y: 0, width: 100, height: 44), deferring: .top)
        try device.tap(at: CGPoint(x: 195, y: 20), duration: 0.1)
        #expect(device.controlEvents == ["btn touchDown@0", "btn touchUpInside@100"])
        #expect(device.systemLines.contains("system.gate top edge deferred: finger 0 goes to the app at once"))
    }

    @Test func aBottomCornerNeedsBothOfItsEdgesDeferred() throws {
        // P23: a bottom-right button kept its delay with `.bottom` and lost it with `[.bottom, .right]`.
        let frame = CGRect(x: 290, y: 790, width: 100, height: 44)
        let bottomOnly = scene(button: frame, deferring: .bottom)
        try bottomOnly.tap(at: CGPoint(x: 380, y: 812), duration: 1)
        #expect(bottomOnly.controlEvents == ["btn touchDown@750", "btn touchUpInside@1000"])
        let hold = bottomOnly.trace.entries.first { $0.kind == .system && $0.message == "holds finger 0 for the home gesture" }
        #expect(hold?.cause == "touch began in the bottom-right corner; deferring it needs [bottom, right], "
                + "the deferred edges [bottom] lack [right]")
        // Away from the corner, `.bottom` is enough.
        try bottomOnly.advance(by: 1)
        try bottomOnly.tap(at: CGPoint(x: 300, y: 812), duration: 0.1)
        #expect(bottomOnly.controlEvents.suffix(2) == ["btn touchDown@2000", "btn touchUpInside@2100"])

        let both = scene(button: frame, deferring: [.bottom, .right])
        try both.tap(at: CGPoint(x: 380, y: 812), duration: 0.1)
        #expect(both.controlEvents == ["btn touchDown@0", "btn touchUpInside@100"])
    }

    @Test func allDefersEveryZone() throws {
        let device = scene(button: CGRect(x: 0, y: 0, width: 390, height: 844), deferring: .all)
        for (i, p) in [CGPoint(x: 5, y: 10), CGPoint(x: 385, y: 10), CGPoint(x: 195, y: 10),
                       CGPoint(x: 5, y: 835), CGPoint(x: 385, y: 835), CGPoint(x: 195, y: 835)].enumerated() {
            try device.advance(to: Double(i))
            try device.tap(at: p, duration: 0.1)
        }
        #expect(device.controlEvents.filter { $0.contains("touchDown") } == (0..<6).map { "btn touchDown@\($0 * 1000)" })
        #expect(!device.systemLines.contains { $0.contains("holds finger") })
    }

    @Test func theRefusalNamesTheZoneHeightsInForce() throws {
        let device = scene(button: CGRect(x: 145, y: 400, width: 100, height: 44), deferring: [])
        device.systemGestures.topZoneHeight = 30
        try device.tap(at: CGPoint(x: 195, y: 40), duration: 0.1)
        device.systemGestures.model = .homeButton
        try device.advance(by: 1)
        try device.tap(at: CGPoint(x: 195, y: 40), duration: 0.1)
        let refusals = device.trace.entries.filter { $0.subject == "system.gate" && $0.message == "does not receive finger 0" }
        #expect(refusals.map(\.cause) == ["began outside the system-gesture zones (top 30 pt, bottom 50 pt)",
                                           "began outside the system-gesture zones (top 20 pt, bottom 20 pt)"])
    }

    @Test func aPreferenceSetInTheRootControllersViewDidAppearTakesEffect() throws {
        // Issue 13 §3: the gate reads the preference when `setNeedsUpdate…` is called after the
        // window was shown, on the documented reading (iOS 13 and later).
        let device = Device(profile: .iOS18)
        let vc = LateDeferringController()
        vc.traceIdentifier = "R"
        device.show(vc)
        try device.tap(at: CGPoint(x: 195, y: 812), duration: 0.1)
        #expect(device.controlEvents == ["btn touchDown@0", "btn touchUpInside@100"])
        #expect(device.systemLines.contains("R preferredScreenEdgesDeferringSystemGestures read: [bottom]"))
        // The cached preference also defers the home gesture: the first swipe up shows the grabber.
        try device.advance(by: 1)
        try device.drag(from: CGPoint(x: 195, y: 835), to: CGPoint(x: 195, y: 600), duration: 0.2)
        #expect(device.systemLines.contains("home indicator grabber shown"))
    }
}
