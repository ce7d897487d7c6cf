import Foundation
import Testing
@testable import Touchstone

/// Static and dynamic failure requirements, chains, and the untouched-recogniser rule (rules §5.3).
@Suite("Failure requirements (rules §5.3, CC20, CC57, CC67)")
struct FailureRequirementTests {
    private func tapScene() -> (Device, ActionLog, UITapGestureRecognizer, UITapGestureRecognizer, UITapGestureRecognizer) {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let single = UITapGestureRecognizer(); log.attach(single, as: "single")
        let double = UITapGestureRecognizer(); double.numberOfTapsRequired = 2; log.attach(double, as: "double")
        let triple = UITapGestureRecognizer(); triple.numberOfTapsRequired = 3; log.attach(triple, as: "triple")
        for r in [single, double, triple] { v.addGestureRecognizer(r) }
        single.require(toFail: double)
        double.require(toFail: triple)
        return (device, log, single, double, triple)
    }

    private func taps(_ device: Device, _ count: Int) throws {
        for i in 0..<count {
            let t = Double(i) * 180
            try device.at(t, .down(id: 0, at: pt(195, 422)))
            try device.at(t + 60, .up(id: 0))
        }
        try device.settle()
    }

    @Test func chainTripleTapFiresOnlyTheTriple() throws {
        let (device, log, _, _, _) = tapScene()
        try taps(device, 3)
        #expect(log.entries == ["triple@420"])
        #expect(device.states(of: "single").contains("pending(recognized)→failed (required failure of double, which reached recognized while waiting)"))
        #expect(device.states(of: "double").contains("pending(recognized)→failed (required failure of triple, which recognized)"))
    }

    @Test func chainDoubleTapFiresTheDoubleOnceTheTripleFails() throws {
        let (device, log, _, _, _) = tapScene()
        try taps(device, 2)
        #expect(log.entries == ["double@590"])
    }

    @Test func chainSingleTapFiresTheSingleOnceTheDoubleFails() throws {
        let (device, log, single, _, _) = tapScene()
        try device.at(0, .down(id: 0, at: pt(195, 422)))
        try device.at(60, .up(id: 0))
        #expect(single.state == .possible)
        try device.settle()
        #expect(log.entries == ["single@410"])
    }

    @Test func requiredRecognizerNotTrackingTheTouchDoesNotBlock() throws {
        // CC67.
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 195, height: 844))
        let b = UIView(frame: CGRect(x: 195, y: 0, width: 195, height: 844))
        let (device, _) = makeScene { $0.addSubview(a); $0.addSubview(b) }
        let log = ActionLog(device)
        let tapA = UITapGestureRecognizer(); log.attach(tapA, as: "tapA"); a.addGestureRecognizer(tapA)
        let doubleB = UITapGestureRecognizer(); doubleB.numberOfTapsRequired = 2; log.attach(doubleB, as: "doubleB")
        b.addGestureRecognizer(doubleB)
        tapA.require(toFail: doubleB)
        try device.tap(at: pt(100, 400))
        #expect(log.entries == ["tapA@80"])
    }

    @Test func dynamicCrossHierarchyRequirementLetsAQuickSwipeWin() throws {
        // CC57 (a), a plain pan standing in for the scroll view's pan.
        let (device, log, _, delegate) = try cc57Scene()
        defer { withExtendedLifetime(delegate) {} }
        try device.at(0, .down(id: 0, at: pt(300, 400)))
        try device.move(0, from: pt(300, 400), to: pt(100, 400), at: every16(16, 80))
        try device.at(96, .up(id: 0))
        #expect(log.entries == ["swipe@32"])
        #expect(device.states(of: "scrollPan").contains("pending(began)→failed (required failure of swipe, which recognized)"))
    }

    @Test func dynamicCrossHierarchyRequirementMakesSlowPanWaitForTheSwipeToFail() throws {
        // CC57 (b).
        let (device, log, pan, delegate) = try cc57Scene()
        defer { withExtendedLifetime(delegate) {} }
        var began: CGPoint?
        pan.addHandler { g in if g.state == .began { began = (g as! UIPanGestureRecognizer).translation(in: nil) } }
        try device.at(0, .down(id: 0, at: pt(300, 400)))
        try device.move(0, from: pt(300, 400), to: pt(260, 400), at: every16(16, 1008))
        try device.at(1024, .up(id: 0))
        #expect(device.time(of: "scrollPan", "pending(began)") == 256)
        #expect(device.time(of: "swipe", "possible→failed") == 500)
        #expect(log.entries.first == "scrollPan.began@500")
        #expect(log.entries.last == "scrollPan.ended@1024")
        #expect(began == .zero)
    }

    private func cc57Scene() throws -> (Device, ActionLog, UIPanGestureRecognizer, ScriptedDelegate) {
        let s = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let c = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 400))
        s.addSubview(c)
        let (device, _) = makeScene { $0.addSubview(s) }
        let log = ActionLog(device)
        let pan = UIPanGestureRecognizer(); log.attach(pan, as: "scrollPan"); s.addGestureRecognizer(pan)
        let swipe = UISwipeGestureRecognizer(); swipe.direction = .left; log.attach(swipe, as: "swipe")
        c.addGestureRecognizer(swipe)
        let d = ScriptedDelegate()
        d.requiredToFailBy = { _, other in other === pan }
        swipe.delegate = d
        return (device, log, pan, d)
    }

    @Test func waitingRecognizerReportsPossibleToClients() throws {
        let (device, _, single, _, _) = tapScene()
        try device.at(0, .down(id: 0, at: pt(195, 422)))
        try device.at(60, .up(id: 0))
        #expect(single.state == .possible)
        #expect(single.currentState == .ended)
        #expect(device.states(of: "single").last == "pending(recognized) (waiting for double to fail)")
    }

    /// GestureRecognizerDecisions G2, RobustnessDecisions R9: two recognisers that require each other to fail do not deadlock; the
    /// first to reach recognition wins, the other fails, and the trace names the cycle — the
    /// same outcome `touchstone validate` states for such a file.
    @Test func mutualRequirementLetsTheFirstToRecognizeWinAndTracesTheCycle() throws {
        let (device, root) = makeScene()
        var fired: [String] = []
        let a = UITapGestureRecognizer { _ in fired.append("A") }
        a.name = "A"
        let b = UITapGestureRecognizer { _ in fired.append("B") }
        b.name = "B"
        a.require(toFail: b)
        b.require(toFail: a)
        root.addGestureRecognizer(a)
        root.addGestureRecognizer(b)
        try device.tap(at: pt(100, 100))
        #expect(fired == ["A"])
        #expect(device.states(of: "A") == ["possible→recognized (1st tap up)", "pending(recognized) (waiting for B to fail)",
                                           "proceeds (recognized) (failure requirements met)", "recognized→possible (reset)"])
        #expect(device.states(of: "B") == ["possible→recognized (1st tap up)",
                                           "recognized→failed (cycle in failure requirements: B and A require each other to fail; A reached recognized first)",
                                           "failed→possible (reset)"])
    }
}
