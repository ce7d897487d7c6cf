import Foundation
import Testing
@testable import Touchstone

/// The trace keeps each entry in one form (PerformanceDecisions F43): recorded parts until read,
/// then the worded entry, the parts dropped chunk by chunk; repeated words are shared (F44).
@Suite("Trace storage: one form per entry")
struct TraceStorageTests {
    /// A pan dragged across a full-screen view for `moves` samples, and the device.
    private func drag(moves: Int, readEvery: Int? = nil) throws -> Device {
        let (device, view) = makeScene()
        let pan = UIPanGestureRecognizer(handler: { _ in }); pan.name = "pan"
        view.addGestureRecognizer(pan)
        try device.touchDown(at: CGPoint(x: 10, y: 100))
        for i in 1...moves {
            try device.advance(by: 0.001)
            try device.touchMove(to: CGPoint(x: 10 + CGFloat(i % 300), y: 100 + CGFloat(i % 500)))
            if let readEvery, i % readEvery == 0 { _ = device.trace.entries }
        }
        try device.touchUp()
        try device.settle()
        return device
    }

    @Test func aTraceLongerThanSeveralChunksKeepsOnlyItsWordedEntriesOnceRead() throws {
        let device = try drag(moves: 6_000)
        #expect(device.trace.unwordedCount > 3 * Trace.chunkCapacity)
        let entries = device.trace.entries
        #expect(device.trace.unwordedCount == 0)
        #expect(entries.count > 4 * Trace.chunkCapacity)
        #expect(entries.filter { $0.kind == .input }.count == 6_002)
        #expect(entries.first { $0.kind == .input }?.message == "down at (10, 100)")
        #expect(entries.last { $0.kind == .input }?.message == "up")
        #expect(device.trace.entries == entries)
    }

    @Test func readingWhileRecordingGivesTheSameEntriesAsReadingOnce() throws {
        let once = try drag(moves: 9_000).trace.entries
        let often = try drag(moves: 9_000, readEvery: 1_777).trace.entries
        #expect(once.count == often.count)
        #expect(once == often)
        #expect(zip(once, often).allSatisfy { $0.rule == $1.rule && $0.other == $1.other })
    }

    @Test func queriesAnswerTheSameBeforeAndAfterTheEntriesAreWorded() throws {
        let device = try drag(moves: 5_000)
        let transitions = device.trace.transitions(of: "pan"), actions = device.trace.actions(of: "pan")
        let states = device.trace.entries(of: "pan", kinds: [.state, .action])
        #expect(transitions.first?.to == .began && transitions.last?.to == .possible)
        #expect(transitions.last?.rule == .reset)
        #expect(transitions.count > 4_900)
        #expect(actions.count == transitions.count - 1)
        #expect(actions.first?.state == .began && actions.last?.state == .ended)
        _ = device.trace.entries
        #expect(device.trace.unwordedCount == 0)
        #expect(device.trace.transitions(of: "pan") == transitions)
        #expect(device.trace.actions(of: "pan") == actions)
        #expect(device.trace.entries(of: "pan", kinds: [.state, .action]) == states)
        // Half worded, half recorded: the same again, in order.
        try device.touchDown(at: CGPoint(x: 10, y: 100))
        try device.advance(by: 0.05)
        try device.touchMove(to: CGPoint(x: 80, y: 100))
        try device.touchUp()
        #expect(device.trace.unwordedCount > 0)
        let halfWorded = device.trace.transitions(of: "pan"), halfActions = device.trace.actions(of: "pan")
        #expect(Array(halfWorded.prefix(transitions.count)) == transitions)
        #expect(halfWorded.dropFirst(transitions.count).map(\.to) == [.began, .ended, .possible])
        #expect(halfActions.count == actions.count + 2)
        _ = device.trace.entries
        #expect(device.trace.transitions(of: "pan") == halfWorded)
        #expect(device.trace.actions(of: "pan") == halfActions)
    }

    @Test func aWordedEntryIsNoBiggerForItsStatesAsData() {
        #expect(MemoryLayout<TraceEntryForm>.size <= 7)
        // The form sits between `kind` (offset 8) and `subject` (offset 16).
        #expect(MemoryLayout<TraceEntry>.offset(of: \TraceEntry.kind) == 8)
        #expect(MemoryLayout<TraceEntry>.offset(of: \TraceEntry.subject) == 16)
    }

    @Test func repeatedMessagesCausesAndFingerListsShareOneValue() throws {
        let device = try drag(moves: 300)
        let actions = device.trace.entries.filter { $0.kind == .action && $0.message == "action (changed)" }
        #expect(actions.count > 250)
        let addresses = Set(actions.map { e in var s = e.message; return s.withUTF8 { UInt(bitPattern: $0.baseAddress) } })
        #expect(addresses.count == 1)
        let forwarded = device.trace.entries.filter { $0.cause == "forwarded by root to its next responder" }
        #expect(forwarded.count > 1)
        let causes = Set(forwarded.map { e in var s = e.cause!; return s.withUTF8 { UInt(bitPattern: $0.baseAddress) } })
        #expect(causes.count == 1)
        let lists = Set(device.trace.entries.filter { $0.fingers == [0] }.map { e in e.fingers!.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } })
        #expect(lists.count == 1)
    }

    @Test func clearingDropsWordedAndUnwordedEntriesAlike() throws {
        let device = try drag(moves: 5_000)
        _ = device.trace.entries
        try device.touchDown(at: CGPoint(x: 10, y: 100))
        device.trace.clear()
        #expect(device.trace.unwordedCount == 0)
        #expect(device.trace.entries.isEmpty)
        device.trace.log("x", "after")
        #expect(device.trace.entries.map(\.summary) == ["x after"])
    }
}
