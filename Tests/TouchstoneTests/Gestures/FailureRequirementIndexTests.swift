import Foundation
import Testing
@testable import Touchstone

/// The failure graph looks only at static edges and at recognisers that may answer the dynamic
/// hooks (PerformanceDecisions F16). These pin that nothing is missed by looking at fewer pairs:
/// each answer that could come from client code still does.
@Suite("Failure requirements looked up by edge (PerformanceDecisions F16)")
struct FailureRequirementIndexTests {
    /// A tap subclass that requires a named tap to fail, and asks `super` for every other one —
    /// the usual way an override is written.
    final class WaitingTap: UITapGestureRecognizer {
        weak var waitsFor: UIGestureRecognizer?
        override func shouldRequireFailure(of other: UIGestureRecognizer) -> Bool {
            other === waitsFor || super.shouldRequireFailure(of: other)
        }
    }

    /// A double tap subclass that makes every other tap wait for it.
    final class BlockingDoubleTap: UITapGestureRecognizer {
        override func shouldBeRequiredToFail(by other: UIGestureRecognizer) -> Bool {
            other is UITapGestureRecognizer
        }
    }

    private func singleAndDouble(single: UITapGestureRecognizer, double: UITapGestureRecognizer) throws -> (Device, ActionLog) {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        double.numberOfTapsRequired = 2
        log.attach(single, as: "single"); log.attach(double, as: "double")
        v.addGestureRecognizer(single); v.addGestureRecognizer(double)
        return (device, log)
    }

    @Test func aSubclassOverrideWithoutDelegateStillMakesItWait() throws {
        let single = WaitingTap(), double = UITapGestureRecognizer()
        single.waitsFor = double
        let (device, log) = try singleAndDouble(single: single, double: double)
        try device.at(0, .down(id: 0, at: pt(100, 100)))
        try device.at(60, .up(id: 0))
        try device.settle()
        #expect(log.entries == ["single@410"])
        #expect(device.states(of: "single").contains("pending(recognized) (waiting for double to fail)"))
    }

    @Test func aStockTapWaitsForASubclassThatAsksToBeRequired() throws {
        // The asker is a stock tap with no delegate: the answer comes only from the other side.
        let single = UITapGestureRecognizer(), double = BlockingDoubleTap()
        let (device, log) = try singleAndDouble(single: single, double: double)
        try device.at(0, .down(id: 0, at: pt(100, 100)))
        try device.at(60, .up(id: 0))
        try device.at(180, .down(id: 0, at: pt(100, 100)))
        try device.at(240, .up(id: 0))
        try device.settle()
        #expect(log.entries == ["double@240"])
        #expect(device.states(of: "single").contains("pending(recognized)→failed (required failure of double, which recognized)"))
    }

    @Test func aDelegateAssignedWhileTheFingerIsDownIsAsked() throws {
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        let (device, log) = try singleAndDouble(single: single, double: double)
        let d = ScriptedDelegate()
        d.requireFailureOf = { g, other in g === single && other === double }
        try device.at(0, .down(id: 0, at: pt(100, 100)))
        single.delegate = d  // both are engaged already
        try device.at(60, .up(id: 0))
        try device.settle()
        #expect(log.entries == ["single@410"])
        #expect(device.states(of: "single").contains("pending(recognized) (waiting for double to fail)"))
    }

    @Test func aLongStaticChainFiresOnlyItsLastTap() throws {
        // r0 → r1 → … → r39, one tap: each tap that goes pending fails the one waiting on it
        // (GestureRecognizerDecisions G2), and r39, which waits on nobody, recognises.
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let (device, _) = makeScene { $0.addSubview(v) }
        let log = ActionLog(device)
        let taps = (0..<40).map { _ in UITapGestureRecognizer() }
        for (i, t) in taps.enumerated() { log.attach(t, as: "r\(i)"); v.addGestureRecognizer(t) }
        for i in 0..<39 { taps[i].require(toFail: taps[i + 1]) }
        try device.at(0, .down(id: 0, at: pt(100, 100)))
        try device.at(60, .up(id: 0))
        #expect(log.entries == ["r39@60"])
        #expect(device.states(of: "r38").contains("pending(recognized)→failed (required failure of r39, which recognized)"))
        #expect(device.states(of: "r0") == ["possible→recognized (1st tap up)", "pending(recognized) (waiting for r1 to fail)",
                                             "pending(recognized)→failed (required failure of r1, which reached recognized while waiting)",
                                             "failed→possible (reset)"])
        #expect(taps.allSatisfy { $0.state == .possible })
    }
}
