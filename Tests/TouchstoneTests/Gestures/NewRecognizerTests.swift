import Foundation
import Testing
@testable import Touchstone

private func scene(_ recognizers: [(String, UIGestureRecognizer)]) -> (Device, ActionLog, LoggingView) {
    let v = LoggingView("V", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    v.isMultipleTouchEnabled = true
    let (device, _) = makeScene { $0.addSubview(v) }
    let log = ActionLog(device)
    for (name, r) in recognizers { log.attach(r, as: name); v.addGestureRecognizer(r) }
    return (device, log, v)
}

@Suite("UISwipeGestureRecognizer (rules §6.4, CC27, CC61)")
struct SwipeRecognizerTests {
    @Test func limitsDecayWithTime() {
        let s = UISwipeGestureRecognizer()
        #expect(s.minimumPrimaryMovement(after: 0) == 50)
        #expect(abs(s.minimumPrimaryMovement(after: 0.5) - 26.5) < 1e-9)
        #expect(abs(s.minimumPrimaryMovement(after: 2) - 26.5) < 1e-9)
        #expect(abs(s.maximumSecondaryMovement(after: 0.5) - 102) < 1e-9)
        #expect(s.direction == .right && s.numberOfTouchesRequired == 1)
    }

    @Test func recognizesDuringMovementJustPastTheDecayedMinimum() throws {
        // At 16 ms the minimum is 50 × (1 − 0.016 × 0.94) = 49.248 pt.
        for (dx, expectSwipe) in [(CGFloat(49.3), true), (CGFloat(49.2), false)] {
            let (device, log, _) = scene([("swipe", UISwipeGestureRecognizer())])
            try device.at(0, .down(id: 0, at: pt(50, 400)))
            try device.at(16, .move(id: 0, to: pt(50 + dx, 400)))
            #expect(log.entries == (expectSwipe ? ["swipe@16"] : []))
        }
    }

    @Test func tooMuchSidewaysMovementDoesNotRecognize() throws {
        // 201 pt sideways is past the 200 pt maximum (≈197 pt after 16 ms).
        let s = UISwipeGestureRecognizer(); s.direction = .right
        let (device, log, _) = scene([("swipe", s)])
        try device.at(0, .down(id: 0, at: pt(50, 200)))
        try device.at(16, .move(id: 0, to: pt(110, 401)))
        #expect(log.entries.isEmpty)
        #expect(device.time(of: "swipe", "possible→failed") == 16)
    }

    @Test func failsAtHalfASecondWhileStillPossible() throws {
        let (device, log, _) = scene([("swipe", UISwipeGestureRecognizer())])
        try device.at(0, .down(id: 0, at: pt(50, 400)))
        try device.move(0, from: pt(50, 400), to: pt(70, 400), at: every16(16, 496))
        try device.at(600, .up(id: 0))
        #expect(device.time(of: "swipe", "possible→failed") == 500)
        #expect(log.entries.isEmpty)
    }

    @Test func movingTheWrongWayFails() throws {
        // CC61.
        let s = UISwipeGestureRecognizer(); s.direction = .left
        let (device, log, _) = scene([("swipe", s)])
        try device.at(0, .down(id: 0, at: pt(50, 400)))
        try device.move(0, from: pt(50, 400), to: pt(250, 400), at: every16(16, 96))
        try device.at(112, .up(id: 0))
        #expect(log.entries.isEmpty)
        #expect(device.time(of: "swipe", "possible→failed") == 16)
    }

    @Test func anyDirectionOfTheSetRecognizes() throws {
        for end in [pt(495, 400), pt(-105, 400)] {
            let s = UISwipeGestureRecognizer(); s.direction = [.left, .right]
            let (device, log, _) = scene([("swipe", s)])
            try device.at(0, .down(id: 0, at: pt(195, 400)))
            try device.move(0, from: pt(195, 400), to: end, at: every16(16, 96))
            #expect(log.entries == ["swipe@16"])
        }
    }

    @Test func liftingBeforeSwipingFarEnoughFails() throws {
        let (device, log, _) = scene([("swipe", UISwipeGestureRecognizer())])
        try device.at(0, .down(id: 0, at: pt(50, 400)))
        try device.at(16, .move(id: 0, to: pt(70, 400)))
        try device.at(32, .up(id: 0))
        #expect(log.entries.isEmpty)
        #expect(device.states(of: "swipe").first == "possible→failed (lifted before swiping far enough)")
    }

    @Test func panOnTheSameViewWinsAQuickFlick() throws {
        // CC27 (a).
        let (device, log, _) = scene([("pan", UIPanGestureRecognizer()), ("swipe", UISwipeGestureRecognizer())])
        try device.at(0, .down(id: 0, at: pt(50, 400)))
        try device.move(0, from: pt(50, 400), to: pt(250, 400), at: every16(16, 96))
        try device.at(112, .up(id: 0))
        #expect(log.entries.first == "pan.began@16")
        #expect(log.entries.last == "pan.ended@112")
        #expect(!log.entries.contains { $0.hasPrefix("swipe") })
    }

    @Test func panRequiringSwipeWaitsThenBeginsFromZeroOnASlowDrag() throws {
        // CC27 (c).
        let pan = UIPanGestureRecognizer(), swipe = UISwipeGestureRecognizer()
        pan.require(toFail: swipe)
        var beganAt: CGPoint?
        pan.addHandler { g in if g.state == .began { beganAt = (g as! UIPanGestureRecognizer).translation(in: nil) } }
        let (device, log, _) = scene([("pan", pan), ("swipe", swipe)])
        try device.at(0, .down(id: 0, at: pt(50, 400)))
        try device.move(0, from: pt(50, 400), to: pt(90, 400), at: every16(16, 1008))
        try device.at(1016, .up(id: 0))
        #expect(device.time(of: "pan", "pending(began)") == 256)
        #expect(log.entries.first == "pan.began@500")
        #expect(log.entries.last == "pan.ended@1016")
        #expect(beganAt == .zero)
    }
}

@Suite("UIPinchGestureRecognizer (rules §6.5, CC66)")
struct PinchRecognizerTests {
    private func spread(_ device: Device, perSample: CGFloat, times: [Double]) throws {
        for (i, t) in times.enumerated() {
            let d = perSample * CGFloat(i + 1) / 2
            try device.at(t, .move(id: 0, to: pt(150 - d, 400)), .move(id: 1, to: pt(250 + d, 400)))
        }
    }

    @Test func beginsPastEightPointsWithHysteresisRemoved() throws {
        for (change, expectBegan) in [(CGFloat(8), false), (CGFloat(8.5), true)] {
            let pinch = UIPinchGestureRecognizer()
            var scale: CGFloat?
            pinch.addHandler { g in scale = (g as! UIPinchGestureRecognizer).scale }
            let (device, log, _) = scene([("pinch", pinch)])
            try device.at(0, .down(id: 0, at: pt(150, 400)), .down(id: 1, at: pt(250, 400)))
            try spread(device, perSample: change, times: [16])
            #expect(log.entries == (expectBegan ? ["pinch.began@16"] : []))
            if expectBegan { #expect(abs((scale ?? 0) - 108.5 / 108) < 1e-9) }
        }
    }

    @Test func survivesAOneFingerLiftAndEndsWithTheLast() throws {
        // CC66.
        let (device, log, _) = scene([("pinch", UIPinchGestureRecognizer())])
        try device.at(0, .down(id: 0, at: pt(150, 400)), .down(id: 1, at: pt(250, 400)))
        try spread(device, perSample: 10, times: every16(16, 64))
        try device.at(100, .up(id: 0))
        #expect(log.entries == ["pinch.began@16", "pinch.changed@32", "pinch.changed@48", "pinch.changed@64"])
        try device.at(200, .up(id: 1))
        #expect(log.entries.last == "pinch.ended@200")
    }

    @Test func velocityBlendsScaleRates() throws {
        let pinch = UIPinchGestureRecognizer()
        var velocity: CGFloat = 0
        pinch.addHandler { g in velocity = (g as! UIPinchGestureRecognizer).velocity }
        let (device, log, _) = scene([("pinch", pinch)])
        defer { withExtendedLifetime(log) {} }
        try device.at(0, .down(id: 0, at: pt(150, 400)), .down(id: 1, at: pt(250, 400)))
        try spread(device, perSample: 10, times: every16(16, 48))
        // Scale 110/108 → 120/108 → 130/108: 10/108 per 16 ms each time.
        #expect(abs(velocity - (10.0 / 108) / 0.016) < 1e-6)
    }
}

@Suite("UIRotationGestureRecognizer (rules §6.6, CC30)")
struct RotationRecognizerTests {
    private func turn(_ device: Device, degreesPerSample: CGFloat, spreadPerSample: CGFloat, samples: Int) throws {
        let c = pt(200, 422)
        for i in 1...samples {
            let a = CGFloat(i) * degreesPerSample * .pi / 180
            let r = (100 + CGFloat(i) * spreadPerSample) / 2
            try device.at(Double(16 * i), .move(id: 0, to: pt(c.x - cos(a) * r, c.y - sin(a) * r)),
                          .move(id: 1, to: pt(c.x + cos(a) * r, c.y + sin(a) * r)))
        }
    }

    @Test func thresholdIsFiveDegreesWithoutPinching() throws {
        for (deg, expectBegan) in [(CGFloat(4.9), false), (CGFloat(5.1), true)] {
            let (device, log, _) = scene([("rot", UIRotationGestureRecognizer())])
            try device.at(0, .down(id: 0, at: pt(150, 422)), .down(id: 1, at: pt(250, 422)))
            try turn(device, degreesPerSample: deg, spreadPerSample: 0, samples: 1)
            #expect(log.entries == (expectBegan ? ["rot.began@16"] : []))
        }
    }

    @Test func thresholdGrowsToTenDegreesWhilePinching() {
        let r = UIRotationGestureRecognizer()
        #expect(abs(r.rotationThreshold(distanceChange: 0, startDistance: 100) - 5 * .pi / 180) < 1e-12)
        #expect(abs(r.rotationThreshold(distanceChange: 100, startDistance: 100) - 10 * .pi / 180) < 1e-12)
        #expect(abs(r.rotationThreshold(distanceChange: -300, startDistance: 100) - 10 * .pi / 180) < 1e-12)
    }

    @Test func oneDelegateYesLetsPinchAndRotationRunTogether() throws {
        // CC30 with and without the pinch's delegate.
        for simultaneous in [true, false] {
            let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
            let d = ScriptedDelegate()
            d.simultaneous = { g, other in simultaneous && g === pinch && other === rotation }
            pinch.delegate = d
            var angle: CGFloat = 0
            rotation.addHandler { g in angle = (g as! UIRotationGestureRecognizer).rotation }
            let (device, log, _) = scene([("pinch", pinch), ("rotation", rotation)])
            try device.at(0, .down(id: 0, at: pt(150, 422)), .down(id: 1, at: pt(250, 422)))
            try turn(device, degreesPerSample: 3, spreadPerSample: 10, samples: 10)
            try device.at(176, .up(id: 0), .up(id: 1))
            #expect(log.entries.first == "pinch.began@16")
            #expect(log.entries.last == (simultaneous ? "rotation.ended@176" : "pinch.ended@176"))
            if simultaneous {
                #expect(log.entries.contains("rotation.began@48"))
                #expect(abs(angle - 30 * .pi / 180) < 1e-9)
            } else {
                #expect(!log.entries.contains { $0.hasPrefix("rotation") })
            }
        }
    }
}

@Suite("UIScreenEdgePanGestureRecognizer (rules §6.7, CC52)")
struct ScreenEdgePanRecognizerTests {
    private func edgeScene(_ edges: UIRectEdge = .left) -> (Device, ActionLog, LoggingView, UIScreenEdgePanGestureRecognizer) {
        let v = LoggingView("V", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, root) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let edge = UIScreenEdgePanGestureRecognizer(); edge.edges = edges
        log.attach(edge, as: "edge"); root.addGestureRecognizer(edge)
        return (device, log, v, edge)
    }

    @Test func touchOutsideTheRegionFailsAtOnceAndReleasesTheView() throws {
        // CC52 (a).
        let (device, log, _, _) = edgeScene()
        try device.tap(at: pt(100, 400))
        #expect(log.entries.isEmpty)
        #expect(device.time(of: "edge", "possible→failed") == 0)
        #expect(device.sequence("V") == ["V touchesBegan@0", "V touchesEnded@80"])
    }

    @Test func edgeSwipeBeginsAndTheViewNeverHearsOfIt() throws {
        // CC52 (b).
        let (device, log, _, _) = edgeScene()
        try device.at(0, .down(id: 0, at: pt(5, 400)))
        try device.move(0, from: pt(5, 400), to: pt(120, 400), at: every16(16, 160))
        try device.at(176, .up(id: 0))
        #expect(log.entries.first == "edge.began@32")
        #expect(log.entries.last == "edge.ended@176")
        #expect(device.sequence("V") == ["V never sees finger 0@32"])
    }

    @Test func startRegionIsThirteenPoints() throws {
        for (x, expectBegan) in [(CGFloat(12.9), true), (CGFloat(13), false)] {
            let (device, log, _, _) = edgeScene()
            try device.at(0, .down(id: 0, at: pt(x, 400)))
            try device.at(16, .move(id: 0, to: pt(x + 40, 400)))
            #expect(log.entries == (expectBegan ? ["edge.began@16"] : []))
        }
    }

    @Test func beginsFifteenPointsFromTheStartWithPanHysteresisRemoved() throws {
        for (dx, expectBegan) in [(CGFloat(14.9), false), (CGFloat(15), true)] {
            let (device, log, _, edge) = edgeScene()
            var t: CGPoint?
            edge.addHandler { g in t = (g as! UIPanGestureRecognizer).translation(in: nil) }
            try device.at(0, .down(id: 0, at: pt(2, 400)))
            try device.at(16, .move(id: 0, to: pt(2 + dx, 400)))
            #expect(log.entries == (expectBegan ? ["edge.began@16"] : []))
            if expectBegan { #expect(t == pt(5, 0)) }
        }
    }

    @Test func movingAlongTheEdgeFails() throws {
        let (device, log, _, _) = edgeScene()
        try device.at(0, .down(id: 0, at: pt(2, 400)))
        try device.at(16, .move(id: 0, to: pt(5, 430)))
        #expect(log.entries.isEmpty)
        #expect(device.time(of: "edge", "possible→failed") == 16)
    }

    @Test func rightEdgeAndEmptyEdges() throws {
        let (device, log, _, _) = edgeScene(.right)
        try device.edgeSwipe(edge: .right)
        #expect(log.entries.first?.hasPrefix("edge.began") == true)
        let (d2, log2, _, _) = edgeScene([])
        try d2.edgeSwipe(edge: .left)
        #expect(log2.entries.isEmpty)
        #expect(d2.states(of: "edge").first == "possible→failed (edges is empty)")
    }

    @Test func regionIsMeasuredOnTheScreenNotInTheWindow() throws {
        let device = Device()
        let window = UIWindow(frame: CGRect(x: 100, y: 0, width: 290, height: 844))
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        device.show(window)
        let log = ActionLog(device)
        let edge = UIScreenEdgePanGestureRecognizer(); edge.edges = .left
        log.attach(edge, as: "edge"); root.addGestureRecognizer(edge)
        try device.drag(from: pt(105, 400), to: pt(205, 400), duration: 0.1)
        #expect(log.entries.isEmpty)
        #expect(device.states(of: "edge").first?.hasPrefix("possible→failed (touch began 105 pt") == true)
    }

    @Test func defaultsAndForcedSingleTouch() {
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.maximumNumberOfTouches = 3
        #expect(edge.maximumNumberOfTouches == 1)
        #expect(edge.delaysTouchesBegan)
        #expect(edge.edgeRegionSize == 13 && edge.edgeHysteresis == 15)
        #expect(edge.edges.isEmpty)
    }
}
