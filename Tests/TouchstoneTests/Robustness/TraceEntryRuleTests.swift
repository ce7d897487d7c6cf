import Foundation
import Testing
@testable import Touchstone

/// An entry's `rule` and `other` (PerformanceDecisions F17) are known for the entries the trace recorded;
/// the JSON form is the words only.
@Suite("Trace entries: rules as values")
struct TraceEntryRuleTests {
    /// A forwarded entry, which names its rule.
    private func forwardedEntry() throws -> TraceEntry {
        let (device, root) = makeScene()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.accessibilityIdentifier = "v"
        root.addSubview(v)
        try device.touchDown(id: 0, at: CGPoint(x: 50, y: 50))
        return try #require(device.trace.entries.first { $0.rule == .forwardedToNextResponder })
    }

    @Test func anEntryReadBackFromJSONKeepsItsWordsNotItsRule() throws {
        let e = try forwardedEntry()
        let back = try JSONDecoder().decode(TraceEntry.self, from: JSONEncoder().encode(e))
        #expect(back == e)
        #expect(back.cause == e.cause)
        #expect(e.rule == .forwardedToNextResponder)
        #expect(back.rule == nil)
        #expect(back.other == nil)
    }

    @Test func newWordsForTheCauseDropTheRule() throws {
        var e = try forwardedEntry()
        e.cause = "my own reason"
        #expect(e.rule == nil)
        #expect(e.other == nil)
    }

    @Test func equalEntriesNameTheSameRule() throws {
        let e = try forwardedEntry()
        var copy = e
        copy.cause = e.cause   // the same words
        #expect(copy == e)
        #expect(copy.rule == e.rule)
    }
}
