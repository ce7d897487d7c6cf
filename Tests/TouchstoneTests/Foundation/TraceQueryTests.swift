import Foundation
import Testing
@testable import Touchstone

/// The trace answers questions as data (issue 15): transitions and actions of one recogniser,
/// each cause's rule and the other recogniser it names, and a walk along the responder chain
/// recorded as one record but read as one entry per hop.
@Suite("Trace queries: transitions, actions, causes as data")
struct TraceQueryTests {
    /// A single tap that requires a double tap to fail, and a pan on the same view.
    private func scene() -> (Device, UIView, UITapGestureRecognizer, UITapGestureRecognizer, UIPanGestureRecognizer) {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        v.accessibilityIdentifier = "photo"
        let (device, _) = makeScene { $0.addSubview(v) }
        let single = UITapGestureRecognizer(handler: { _ in }); single.name = "single"
        let double = UITapGestureRecognizer(handler: { _ in }); double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let pan = UIPanGestureRecognizer(handler: { _ in }); pan.name = "pan"
        v.addGestureRecognizer(single); v.addGestureRecognizer(double); v.addGestureRecognizer(pan)
        return (device, v, single, double, pan)
    }

    @Test func aTapWaitingOnADoubleTapHasItsChangesAndActionAsData() throws {
        let (device, _, _, _, _) = scene()
        try device.at(0, .down(id: 0, at: pt(100, 100)))
        try device.at(60, .up(id: 0))
        try device.settle()
        let single = device.trace.transitions(of: "single")
        #expect(single.map { "\($0.from)→\($0.to)" } == ["possible→ended", "ended→possible"])
        #expect(single.map(\.rule) == [nil, .reset])
        #expect(single[0].cause == "1st tap up")
        let double = device.trace.transitions(of: "double")
        #expect(double.map(\.to) == [.failed, .possible])
        #expect(device.trace.actions(of: "single").map(\.state) == [.ended])
        #expect(device.trace.actions(of: "single").map { Int(($0.time * 1000).rounded()) } == [410])
        #expect(device.trace.actions(of: "double").isEmpty)
    }

    @Test func anExcludedRecognizerNamesTheRuleAndTheWinner() throws {
        let (device, _, _, _, _) = scene()
        try device.at(0, .down(id: 0, at: pt(100, 100)))
        try device.move(0, from: pt(100, 100), to: pt(160, 100), at: every16(16, 64))
        try device.at(80, .up(id: 0))
        let failed = device.trace.transitions(of: "double").first { $0.to == .failed }
        #expect(failed?.rule == .excludedByRecognition)
        #expect(failed?.other == "pan")
        #expect(failed?.cause == "excluded by pan, which recognized")
        #expect(device.trace.actions(of: "pan").map(\.state) == [.began, .changed, .changed, .changed, .ended])
    }

    @Test func aFailureWhileWaitingIsMarkedPendingAndNamesTheRequiredRecognizer() throws {
        let (device, _, _, _, _) = scene()
        try device.at(0, .down(id: 0, at: pt(100, 100)))
        try device.at(60, .up(id: 0))
        try device.at(150, .down(id: 0, at: pt(100, 100)))
        try device.at(210, .up(id: 0))
        let last = try #require(device.trace.transitions(of: "single").first { $0.to == .failed })
        #expect(last.wasPending)
        #expect(last.rule == .requiredFailureRecognized)
        #expect(last.other == "double")
    }

    @Test func aForwardedWalkReadsAsOneEntryPerHopWithItsForwarder() throws {
        let (device, _, _, _, _) = scene()
        try device.at(0, .down(id: 0, at: pt(100, 100)))
        let hops = device.trace.entries.filter { $0.rule == .forwardedToNextResponder }
        #expect(hops.map { "\($0.other ?? "?")→\($0.subject) \($0.message)" }
                == ["photo→root touchesBegan", "root→UIViewController touchesBegan",
                    "UIViewController→UIWindow touchesBegan", "UIWindow→UIApplication touchesBegan"])
        #expect(device.trace.entries(of: "UIWindow", kinds: [.touches]).map(\.cause)
                == ["forwarded by UIViewController to its next responder"])
        #expect(hops.allSatisfy { $0.fingers == [0] })
    }

    @Test func readingEntriesTwiceGivesTheSameValuesAndNewLinesFollow() throws {
        let (device, _, _, _, _) = scene()
        try device.at(0, .down(id: 0, at: pt(100, 100)))
        let first = device.trace.entries
        #expect(device.trace.entries == first)
        try device.at(60, .up(id: 0))
        let second = device.trace.entries
        #expect(Array(second.prefix(first.count)) == first)
        #expect(second.count > first.count)
        device.trace.clear()
        #expect(device.trace.entries.isEmpty)
        #expect(device.trace.transitions(of: "single").isEmpty)
    }

    @Test func entriesWrittenAsJSONReadBackEqual() throws {
        let (device, _, _, _, _) = scene()
        try device.at(0, .down(id: 0, at: pt(100, 100)))
        try device.at(60, .up(id: 0))
        try device.settle()
        let decoded = try JSONDecoder().decode([TraceEntry].self, from: device.trace.jsonData())
        #expect(decoded == device.trace.entries)
        #expect(decoded.map(\.line) == device.trace.entries.map(\.line))
    }
}
