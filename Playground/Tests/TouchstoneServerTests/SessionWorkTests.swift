import Foundation
import Testing
import TouchstoneScenarios
@testable import TouchstoneServer

/// YAML whose aliases are mapping keys, each level keyed by the one before (issue 30): 1.7 KB
/// that the YAML library hashes key by key, expanding every alias, before any node limit applies.
func aliasKeyBomb(levels: Int = 24) -> String {
    var yaml = "k0: &k0 [x, y]\n"
    for i in 1...levels {
        yaml += "k\(i): &k\(i) { ? [*k\(i - 1), j]: *k\(i - 1), ? [*k\(i - 1), i]: *k\(i - 1) }\n"
    }
    return yaml + "views: []\nscript: []\n"
}

/// A `load` request for `text`.
func loadRequest(_ text: String) -> String {
    let data = try! JSONSerialization.data(withJSONObject: ["type": "load", "text": text])
    return String(decoding: data, as: UTF8.self)
}

/// Work that waits until `release()` (or 600 s), for the worker tests.
final class Gate: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    func wait() { _ = semaphore.wait(timeout: .now() + 600) }
    func release() { semaphore.signal() }
}

@Suite("Playground work: deadlines, a page that goes, bounded replies")
struct SessionWorkTests {
    @Test func workThatEndsInTimeGivesItsValue() {
        let pool = PlaygroundWorkers(limit: 1)
        let outcome = pool.run(until: .now + .seconds(600), cancellation: PlaygroundCancellation()) { 6 * 7 }
        guard case .finished(42) = outcome else { Issue.record("\(outcome)"); return }
    }

    /// Past the deadline the wait ends and the work is abandoned; the abandoned thread counts
    /// against the pool's limit until it ends, so a second job is refused as busy.
    @Test func workPastItsDeadlineIsAbandonedAndCountsUntilItEnds() async throws {
        let pool = PlaygroundWorkers(limit: 1)
        let gate = Gate()
        let started = ContinuousClock.now
        let first = pool.run(until: .now + .milliseconds(200), cancellation: PlaygroundCancellation()) { gate.wait(); return 1 }
        guard case .timedOut = first else { Issue.record("\(first)"); return }
        #expect(ContinuousClock.now - started >= .milliseconds(200))
        #expect(pool.running == 1)
        let second = pool.run(until: .now + .seconds(600), cancellation: PlaygroundCancellation()) { 2 }
        guard case .busy = second else { Issue.record("\(second)"); return }
        gate.release()
        // The abandoned thread ends on its own; its result is dropped.
        let deadline = ContinuousClock.now + .seconds(600)
        while pool.running > 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(pool.running == 0)
        let third = pool.run(until: .now + .seconds(600), cancellation: PlaygroundCancellation()) { 3 }
        guard case .finished(3) = third else { Issue.record("\(third)"); return }
    }

    /// A cancelled page stops the wait at once, long before the deadline.
    @Test func aCancelledWaitEndsAtOnce() {
        let pool = PlaygroundWorkers(limit: 2)
        let gate = Gate()
        let cancellation = PlaygroundCancellation()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { cancellation.cancel() }
        let outcome = pool.run(until: .now + .seconds(600), cancellation: cancellation) { gate.wait(); return 1 }
        guard case .cancelled = outcome else { Issue.record("\(outcome)"); return }
        gate.release()
        // Already cancelled: nothing starts.
        guard case .cancelled = pool.run(until: .now + .seconds(600), cancellation: cancellation, { 1 }) else { Issue.record("ran"); return }
    }

    /// The issue's alias-key YAML through `load`: the page gets one error frame — the deadline's,
    /// or the parser's refusal once it refuses aliases as keys — and the session goes on.
    @Test func anAliasKeyLoadEndsInAnErrorAndTheSessionGoesOn() throws {
        let s = try PlaygroundSession(scenario: try ScenarioParser.parse(boxScene, file: "box.yaml"), text: boxScene)
        s.loadDeadline = .milliseconds(500)
        _ = s.welcome()
        let bomb = aliasKeyBomb()
        #expect(bomb.utf8.count < 2_000)
        let replies = s.handle(loadRequest(bomb)).map(json)
        #expect(replies.count == 1)
        #expect(replies.first?["type"] as? String == "error")
        let message = replies.first?["message"] as? String ?? ""
        #expect(message == "reading the scene took longer than 0.5 s, so it was abandoned; the scene shown is unchanged"
                || message.contains("alias"), "\(message)")
        let after = s.handle(#"{"type":"down","pointer":1,"x":50,"y":150,"t":10}"#).map(json)
        #expect(after.map { $0["type"] as? String } == ["update"])
    }

    /// `expect: exactly` with a long pattern on a long drag: the playground never checks
    /// expectations, so no diff is built and the load replays at once (issue 30: 16 s and 823 MB
    /// for a 3 MB pattern on a 1 s drag, through the CLI).
    @Test func aLongExactlyPatternCostsALoadNothing() throws {
        let s = try PlaygroundSession(scenario: try ScenarioParser.parse(boxScene, file: "box.yaml"), text: boxScene)
        s.loadDeadline = .seconds(600)
        let pattern = String(repeating: "p", count: 300_000)
        let yaml = boxScene.replacingOccurrences(of: "script: []", with: """
            device: { samplingRate: 1000 }
            script:
              - drag: { from: [10, 150], to: [190, 150], duration: 10s }
            expect:
              - exactly: ["box \(pattern)"]
            """)
        let started = ContinuousClock.now
        let replies = s.handle(loadRequest(yaml)).map(json)
        #expect(replies.map { $0["type"] as? String } == ["scene", "update", "replay", "scrub"], "\(replies.first?["message"] ?? "")")
        // Padding 10,000 diff rows to the pattern would build 3 GB; the replay alone takes well
        // under this on a loaded machine.
        #expect(ContinuousClock.now - started < .seconds(120))
    }

    /// A script's `log:` repeating a long text through an alias: the text is cut to 1,000
    /// characters with its length before it runs (each trace line, mark label and tip to 2,000),
    /// and a reply over 16 MiB is not sent.
    @Test func longTraceLinesAreCutAndAnOversizeReplyIsAnError() throws {
        let s = try PlaygroundSession(scenario: try ScenarioParser.parse(boxScene, file: "box.yaml"), text: boxScene)
        s.loadDeadline = .seconds(600)
        let text = String(repeating: "t", count: 100_000)
        let few = boxScene.replacingOccurrences(of: "script: []", with: "script:\n  - log: &t \"\(text)\"\n  - log: *t\n")
        let replies = s.handle(loadRequest(few)).map(json)
        #expect(replies.map { $0["type"] as? String } == ["scene", "update", "replay", "scrub"])
        let lines = (replies[2]["entries"] as? [[String: Any]] ?? []).compactMap { $0["line"] as? String }.filter { $0.contains("ttt") }
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.count < 1_100 && $0.hasSuffix("… (100000 characters)") }, "\(lines.map { $0.suffix(40) })")
        let tips = (replies[2]["lanes"] as? [[String: Any]] ?? []).flatMap { $0["marks"] as? [[String: Any]] ?? [] }
            .flatMap { [$0["tip"] as? String ?? "", $0["label"] as? String ?? ""] }
        #expect(tips.allSatisfy { $0.count <= 2_000 + 30 })

        // 10,000 such steps: 3,000 lines sent and 10,000 marks, more than 16 MiB.
        let many = boxScene.replacingOccurrences(of: "script: []", with: "script:\n  - log: &t \"\(text)\"\n"
            + String(repeating: "  - log: *t\n", count: 9_999))
        let big = s.handle(loadRequest(many)).map(json)
        #expect(big.map { $0["type"] as? String } == ["scene", "update", "error", "scrub"])
        #expect(big[2]["message"] as? String == "the reply would be larger than 16 MiB, so it is not sent")
    }

    /// `touchstone serve DUMP` takes what `import` and `why` take: a dump up to 64 MiB (it used
    /// to refuse one over the 4 MiB of a scenario file); a scenario file stays at 4 MiB.
    @Test func serveReadsADumpAsLargeAsImportDoesAndAScenarioAsLargeAsRunDoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = "<UIWindow: 0x7f01; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6001>>\n"
            + "   | <UIView: 0x7f02; frame = (0 0; 390 844); layer = <CALayer: 0x6002>>\n"
            + String(repeating: "\n", count: 5 << 20)
        let dumpPath = folder.appendingPathComponent("screen.txt").path
        try dump.write(toFile: dumpPath, atomically: true, encoding: .utf8)
        let (scenario, text) = try PlaygroundSession.load(path: dumpPath)
        #expect(text.hasPrefix(HierarchyImport.header))
        #expect(scenario.file == "\(dumpPath) (imported)")

        let yamlPath = folder.appendingPathComponent("big.yaml").path
        try (boxScene + String(repeating: "#\n", count: 3 << 20)).write(toFile: yamlPath, atomically: true, encoding: .utf8)
        #expect(throws: ScenarioErrors.self) { try PlaygroundSession.load(path: yamlPath) }
        do { _ = try PlaygroundSession.load(path: yamlPath) } catch let e as ScenarioErrors {
            #expect(e.description.contains("larger than 4 MiB"))
        }
    }

    @Test func theInboxKeepsOrderAndCountsWhatItDrops() async {
        let inbox = SessionInbox(maximumItems: 2, maximumBytes: 1 << 20)
        inbox.put(.message("a"))
        inbox.put(.reply("r"))
        inbox.put(.message("c"))
        inbox.put(.message("d"))
        var taken: [SessionInbox.Item] = []
        for _ in 0..<3 { if let item = await inbox.take() { taken.append(item) } }
        #expect(taken == [.message("a"), .reply("r"),
                          .reply(#"{"type":"error","message":"2 messages came while the session was busy and were dropped (at most 2 messages or 1 MiB wait)"}"#)])
        inbox.put(.message("e"))
        #expect(await inbox.take() == .message("e"))
        inbox.put(.message("f"))
        inbox.finish()
        #expect(await inbox.take() == nil)
    }

    @Test func theInboxRefusesPastItsBytes() async {
        let inbox = SessionInbox(maximumItems: 100, maximumBytes: 4)
        inbox.put(.message("abc"))
        inbox.put(.message("de"))
        #expect(await inbox.take() == .message("abc"))
        let notice = await inbox.take()
        #expect(notice == .reply(#"{"type":"error","message":"1 message came while the session was busy and was dropped (at most 100 messages or 4 bytes wait)"}"#))
    }
}
