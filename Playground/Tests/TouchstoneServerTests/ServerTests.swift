import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Hummingbird
import HummingbirdTesting
import Testing
import Touchstone
import TouchstoneScenarios
@testable import TouchstoneServer

/// A scene small enough that each test knows its whole trace.
let boxScene = """
name: "a box with a tap"
views:
  - id: box
    frame: [0, 100, 200, 200]
    recognizers:
      - { id: boxTap, kind: tap }
script: []
"""

func makeServer(_ yaml: String = boxScene, configure: (inout PlaygroundServer.Configuration) -> Void = { _ in }) throws -> PlaygroundServer {
    var config = PlaygroundServer.Configuration()
    // HummingbirdTesting's client connects before the test body runs, and in a loaded full run
    // the body may start minutes later (PlaygroundDecisions PG12): the connection deadlines (PG17) are
    // widened here and tested where a test sets them.
    config.headerDeadline = .seconds(600)
    config.idleDeadline = .seconds(600)
    configure(&config)
    return try PlaygroundServer(scenario: try ScenarioParser.parse(yaml, file: "box.yaml"), text: yaml, configuration: config)
}

func json(_ text: String) -> [String: Any] { (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:] }

@Suite("Playground server: page, WebSocket, safety")
struct ServerTests {
    @Test func thePageIsServedWithAContentSecurityPolicyAndNothingElseIs() async throws {
        let app = try makeServer().application()
        try await live(app) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentSecurityPolicy] == PageHeaders<BasicRequestContext>.contentSecurityPolicy)
                #expect(response.headers[.contentType] == "text/html; charset=utf-8")
                #expect(String(buffer: response.body).contains(#"<svg id="screen""#))
            }
            try await client.execute(uri: "/timeline.js", method: .get) { response in
                #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
            }
            for path in ["/Package.swift", "/../Package.swift", "/%2e%2e/Package.swift", "/Page/index.html", "/ws/x"] {
                try await client.execute(uri: path, method: .get) { response in
                    #expect(response.status == .notFound, "\(path)")
                    #expect(response.headers[.contentSecurityPolicy] != nil)
                }
            }
        }
    }

    @Test func aRequestNamingAnotherHostIsRefused() async throws {
        let app = try makeServer().application()
        try await live(app) { client in
            let port = try #require(client.port)
            #expect(try await rawGET(port: port, host: "attacker.example").hasPrefix("HTTP/1.1 403"))
            #expect(try await rawGET(port: port, host: "127.0.0.1:\(port)").hasPrefix("HTTP/1.1 200"))
        }
    }

    @Test func originPolicyAcceptsOnlyItsOwnPages() {
        let p = OriginPolicy(host: "127.0.0.1", port: 7460)
        #expect(p.allowsOrigin("http://127.0.0.1:7460") && p.allowsOrigin("http://localhost:7460") && p.allowsOrigin(nil))
        #expect(!p.allowsOrigin("http://127.0.0.1:7461") && !p.allowsOrigin("https://evil.example") && !p.allowsOrigin("null"))
        #expect(!p.allowsOrigin("file://") && !p.allowsOrigin("chrome-extension://abc") && p.allowsOrigin("ws://localhost"))
        // Another local server's pages (default ports) are other origins.
        #expect(!p.allowsOrigin("http://localhost") && !p.allowsOrigin("https://127.0.0.1") && !p.allowsOrigin("http://[::1]"))
        #expect(p.allowsHost("localhost:7460") && p.allowsHost("[::1]:7460") && p.allowsHost("localhost") && !p.allowsHost("localhost:80") && !p.allowsHost("evil.example:7460") && !p.allowsHost(nil))
        let lan = OriginPolicy(host: "192.168.1.5", port: 80)
        #expect(lan.allowsHost("192.168.1.5:80") && lan.allowsHost("192.168.1.5") && !lan.allowsHost("localhost:80") && !lan.allowsHost("evil.example"))
        // Bound to every address: any IP of the machine, no names but localhost.
        let any = OriginPolicy(host: "0.0.0.0", port: 7460)
        #expect(any.allowsHost("127.0.0.1:7460") && any.allowsHost("10.0.0.7:7460") && any.allowsHost("localhost:7460"))
        #expect(!any.allowsHost("rebind.example:7460") && !any.allowsHost("10.0.0.7:80") && any.allowsOrigin("http://10.0.0.7:7460"))
    }

    @Test func aWebSocketFromAnotherSitesPageIsRefused() async throws {
        let app = try makeServer().application()
        try await live(app) { client in
            let ws = try await RawWebSocket.open(port: try #require(client.port), origin: "http://evil.example")
            // Hummingbird answers any refused upgrade with 400, whatever the handler threw.
            #expect(ws.status.hasPrefix("HTTP/1.1 400"))
            #expect(try await ws.next() == nil)
            let own = try await RawWebSocket.open(port: try #require(client.port), origin: "http://127.0.0.1:\(try #require(client.port))")
            #expect(own.upgraded)
            try await own.close()
        }
    }

    @Test func aSessionAnswersFingersOverTheWebSocket() async throws {
        let app = try makeServer().application()
        try await live(app) { client in
            let ws = try await RawWebSocket.open(port: try #require(client.port))
            let welcome = try await ws.messages(2)
            #expect(welcome.map { $0["type"] as? String } == ["scene", "update"])
            try await ws.send(text: #"{"type":"down","pointer":1,"x":50,"y":150,"t":10}"#)
            try await ws.send(text: #"{"type":"up","pointer":1,"x":50,"y":150,"t":90}"#)
            let updates = try await ws.messages(2)
            let lines = updates.flatMap { ($0["entries"] as? [[String: Any]] ?? []).compactMap { $0["line"] as? String } }
            #expect(lines.contains("80.0 ms  action    boxTap action [finger 0]  — 1st tap up"))
            try await ws.close()
        }
    }

    /// Fuzz: hostile frames — not JSON, wrong types, huge numbers, deep nesting, binary, over
    /// the size cap — are each answered with one error frame; the session then still works.
    @Test func hostileMessagesGetErrorFramesAndTheSessionGoesOn() async throws {
        let app = try makeServer().application()
        var generator = SeededGenerator(seed: 19)
        var hostile = [
            "", "{", "[]", "null", #"{"type":5}"#, #"{"type":"down"}"#, #"{"type":"down","pointer":"x","x":1,"y":1}"#,
            #"{"type":"down","pointer":1,"x":1e400,"y":1}"#, String(repeating: "[", count: 10_000),
            #"{"type":"load","text":"\#(String(repeating: "a: [", count: 200))"}"#, #"{"type":"whatif","changes":[]}"#,
            #"{"type":"scrub","t":5}"#, #"{"type":"record"}"#, "\u{0}\u{1}\u{2}",
        ]
        for _ in 0..<40 {
            let n = Int.random(in: 1...60, using: &generator)
            hostile.append(String((0..<n).map { _ in Character(UnicodeScalar(UInt8.random(in: 32...126, using: &generator))) }))
        }
        let oversize = String(repeating: "x", count: PlaygroundSession.maximumMessageBytes + 10)
        let hostileMessages = hostile
        try await live(app) { client in
            let ws = try await RawWebSocket.open(port: try #require(client.port))
            _ = try await ws.messages(2)
            for text in hostileMessages { try await ws.send(text: text) }
            try await ws.send(binary: [1, 2, 3])
            try await ws.send(text: oversize)
            let replies = try await ws.messages(hostileMessages.count + 2)
            let types = replies.map { $0["type"] as? String }
            #expect(types.count == hostileMessages.count + 2)
            #expect(types.allSatisfy { $0 == "error" })
            #expect(replies.last?["message"] as? String == "the message is larger than 512 KiB")
            try await ws.send(text: #"{"type":"down","pointer":1,"x":50,"y":150,"t":10}"#)
            let ok = try await ws.messages(1)
            #expect(ok.first?["type"] as? String == "update")
            try await ws.close()
            // The server serves the next page as before.
            try await client.execute(uri: "/", method: .get) { #expect($0.status == .ok) }
        }
    }

    @Test func aFloodOfMessagesIsRateLimited() async throws {
        let app = try makeServer { $0.messagesPerSecond = 1; $0.burst = 3 }.application()
        try await live(app) { client in
            let ws = try await RawWebSocket.open(port: try #require(client.port))
            _ = try await ws.messages(2)
            for _ in 0..<6 { try await ws.send(text: #"{"type":"tick","t":1}"#) }
            let replies = try await ws.messages(6)
            #expect(replies.map { $0["type"] as? String } == ["update", "update", "update", "error", "error", "error"])
            #expect(replies.last?["message"] as? String == "too many messages: at most 1 per second")
            try await ws.close()
        }
    }

    /// Two pages at once: the second starts with a fresh device, nothing of the first's.
    @Test func eachPageHasItsOwnDevice() async throws {
        let app = try makeServer().application()
        try await live(app) { client in
            let first = try await RawWebSocket.open(port: try #require(client.port))
            _ = try await first.messages(2)
            try await first.send(text: #"{"type":"down","pointer":1,"x":50,"y":150,"t":10}"#)
            _ = try await first.messages(1)
            let second = try await RawWebSocket.open(port: try #require(client.port))
            let welcome = try await second.messages(2)
            let lines = (welcome.last?["entries"] as? [[String: Any]] ?? []).compactMap { $0["line"] as? String }
            #expect(!lines.isEmpty && !lines.contains { $0.contains("finger 0") })
            try await first.close()
            try await second.close()
        }
    }

    /// Past the session limit a page is told the playground is full, exactly: the upgrade, one
    /// error message, a close frame "going away" (1001), and the end of the connection — the
    /// server does not wait for a page that keeps its socket open. Repeated, because a client
    /// library once lost these frames about once in thirty connections (PlaygroundDecisions PG12).
    @Test func aPagePastTheSessionLimitIsToldTheServerIsFull() async throws {
        let app = try makeServer { $0.maximumSessions = 0 }.application()
        try await live(app) { client in
            for _ in 0..<40 {
                let ws = try await RawWebSocket.open(port: try #require(client.port))
                #expect(ws.upgraded)
                var frames: [RawWebSocket.Frame] = []
                while let frame = try await ws.next() { frames.append(frame) }
                #expect(frames == [.text(#"{"type":"error","message":"the playground is full: 0 sessions are open"}"#),
                                   .close(code: 1001, reason: "full")])
            }
        }
    }

    @Test func theSessionCountStopsAtItsLimitAndFreesOnClose() {
        let counter = SessionCounter(limit: 2)
        let opened = [counter.open(), counter.open(), counter.open()]
        #expect(opened == [true, true, false])
        counter.close()
        #expect(counter.open())
        #expect(counter.count == 2)
    }

    @Test func messagesJoinFramesAndRefuseOversizeOnesWithoutClosing() {
        var a = MessageAssembler(maximumBytes: 4)
        let outputs = [
            a.feed(.text, Array("ab".utf8), fin: false),
            a.feed(.continuation, Array("cd".utf8), fin: true),
            a.feed(.text, Array("abc".utf8), fin: false),
            a.feed(.continuation, Array("de".utf8), fin: true),
            a.feed(.continuation, Array("x".utf8), fin: true),
            a.feed(.binary, [1], fin: true),
            a.feed(.text, Array("ok".utf8), fin: true),
        ]
        #expect(outputs == [nil, .text("abcd"), nil, .tooLarge, .protocolError, .binary, .text("ok")])
    }

    @Test func theRateLimiterRefillsOverTime() {
        var r = RateLimiter(rate: 10, burst: 2)
        let answers = [r.allow(at: 0), r.allow(at: 0), r.allow(at: 0), r.allow(at: 0.1), r.allow(at: 0.1)]
        #expect(answers == [true, true, false, true, false])
    }
}

/// A deterministic random source for fuzz inputs: the engine's SplitMix64.
typealias SeededGenerator = SplitMix64

@Suite("The live-server harness")
struct LiveHarnessTests {
    /// A test stuck past its deadline fails with the deadline's message, and the caller goes on.
    @Test func aStuckLiveTestFailsAtItsDeadlineInsteadOfHangingTheRun() async throws {
        let app = try makeServer().application()
        // How soon it returns depends on the machine's load (the deadline's timer waits for a
        // free thread like any task), so the test asserts the failure, not a duration.
        try await withKnownIssue {
            try await live(app, seconds: 1) { _ in try await Task.sleep(for: .seconds(3_600)) }
        } matching: { issue in
            (issue.error as? Hung)?.description == "the live server test did not end within 1 s; left waiting, the run goes on"
        }
    }
}
