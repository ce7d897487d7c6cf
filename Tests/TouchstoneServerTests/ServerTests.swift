import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import Testing
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
    configure(&config)
    return try PlaygroundServer(scenario: try ScenarioParser.parse(yaml, file: "box.yaml"), text: yaml, configuration: config)
}

func messages(_ inbound: WebSocketInboundStream) -> WebSocketInboundMessageStream.AsyncIterator {
    inbound.messages(maxSize: 8 << 20).makeAsyncIterator()
}

func json(_ text: String) -> [String: Any] { (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:] }

/// Reads text messages until `count` have come (or the socket closes). A stream gives one
/// iterator only, so each handler makes one (`messages(_:)`) and passes it here.
func read(_ it: inout WebSocketInboundMessageStream.AsyncIterator, _ count: Int) async throws -> [[String: Any]] {
    var out: [[String: Any]] = []
    while out.count < count, let m = try await it.next() {
        if case let .text(t) = m { out.append(json(t)) }
    }
    return out
}

@Suite("Playground server: page, WebSocket, safety")
struct ServerTests {
    @Test func thePageIsServedWithAContentSecurityPolicyAndNothingElseIs() async throws {
        let app = try makeServer().application()
        try await app.test(.live) { client in
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
        try await app.test(.live) { client in
            let port = try #require(client.port)
            #expect(try rawGET(port: port, host: "attacker.example").hasPrefix("HTTP/1.1 403"))
            #expect(try rawGET(port: port, host: "127.0.0.1:\(port)").hasPrefix("HTTP/1.1 200"))
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
        try await app.test(.live) { client in
            var config = WebSocketClientConfiguration()
            config.additionalHeaders[.origin] = "http://evil.example"
            await #expect(throws: (any Error).self) {
                try await client.ws("/ws", configuration: config) { _, _, _ in }
            }
        }
    }

    @Test func aSessionAnswersFingersOverTheWebSocket() async throws {
        let app = try makeServer().application()
        _ = try await app.test(.live) { client in
            try await client.ws("/ws") { inbound, outbound, _ in
                var it = messages(inbound)
                let welcome = try await read(&it, 2)
                #expect(welcome.map { $0["type"] as? String } == ["scene", "update"])
                try await outbound.write(.text(#"{"type":"down","pointer":1,"x":50,"y":150,"t":10}"#))
                try await outbound.write(.text(#"{"type":"up","pointer":1,"x":50,"y":150,"t":90}"#))
                let updates = try await read(&it, 2)
                let lines = updates.flatMap { ($0["entries"] as? [[String: Any]] ?? []).compactMap { $0["line"] as? String } }
                #expect(lines.contains("80.0 ms  action    boxTap action [finger 0]  — 1st tap up"))
                try await outbound.close(.normalClosure, reason: nil)
            }
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
        try await app.test(.live) { client in
            try await client.ws("/ws") { inbound, outbound, _ in
                var it = messages(inbound)
                _ = try await read(&it, 2)
                for text in hostileMessages { try await outbound.write(.text(text)) }
                try await outbound.write(.binary(ByteBuffer(bytes: [1, 2, 3])))
                try await outbound.write(.text(oversize))
                let replies = try await read(&it, hostileMessages.count + 2)
                let types = replies.map { $0["type"] as? String }
                #expect(types.count == hostileMessages.count + 2)
                #expect(types.allSatisfy { $0 == "error" })
                #expect(replies.last?["message"] as? String == "the message is larger than 512 KiB")
                try await outbound.write(.text(#"{"type":"down","pointer":1,"x":50,"y":150,"t":10}"#))
                let ok = try await read(&it, 1)
                #expect(ok.first?["type"] as? String == "update")
                try await outbound.close(.normalClosure, reason: nil)
            }
            // The server serves the next page as before.
            try await client.execute(uri: "/", method: .get) { #expect($0.status == .ok) }
        }
    }

    @Test func aFloodOfMessagesIsRateLimited() async throws {
        let app = try makeServer { $0.messagesPerSecond = 1; $0.burst = 3 }.application()
        _ = try await app.test(.live) { client in
            try await client.ws("/ws") { inbound, outbound, _ in
                var it = messages(inbound)
                _ = try await read(&it, 2)
                for _ in 0..<6 { try await outbound.write(.text(#"{"type":"tick","t":1}"#)) }
                let replies = try await read(&it, 6)
                #expect(replies.map { $0["type"] as? String } == ["update", "update", "update", "error", "error", "error"])
                #expect(replies.last?["message"] as? String == "too many messages: at most 1 per second")
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
    }

    /// Pages one after another: the second starts with a fresh device, nothing of the first's.
    /// (Sequential on purpose: a test holding three sockets open inside each other's handlers
    /// hung once under a loaded CI run.)
    @Test func eachPageHasItsOwnDevice() async throws {
        let app = try makeServer().application()
        _ = try await app.test(.live) { client in
            try await client.ws("/ws") { inbound, outbound, _ in
                var it = messages(inbound)
                _ = try await read(&it, 2)
                try await outbound.write(.text(#"{"type":"down","pointer":1,"x":50,"y":150,"t":10}"#))
                _ = try await read(&it, 1)
                try await outbound.close(.normalClosure, reason: nil)
            }
            try await client.ws("/ws") { inbound, outbound, _ in
                var it = messages(inbound)
                let welcome = try await read(&it, 2)
                let lines = (welcome[1]["entries"] as? [[String: Any]] ?? []).compactMap { $0["line"] as? String }
                #expect(!lines.isEmpty && !lines.contains { $0.contains("finger 0") })
                try await outbound.close(.normalClosure, reason: nil)
            }
        }
    }

    /// Past the session limit a page is told the playground is full.
    @Test func aPagePastTheSessionLimitIsToldTheServerIsFull() async throws {
        let app = try makeServer { $0.maximumSessions = 0 }.application()
        _ = try await app.test(.live) { client in
            try await client.ws("/ws") { inbound, _, _ in
                var it = messages(inbound)
                let full = try await read(&it, 1)
                #expect(full.first?["message"] as? String == "the playground is full: 0 sessions are open")
            }
        }
    }

    @Test func theSessionCountStopsAtItsLimitAndFreesOnClose() async {
        let counter = SessionCounter(limit: 2)
        let opened = [await counter.open(), await counter.open(), await counter.open()]
        #expect(opened == [true, true, false])
        await counter.close()
        #expect(await counter.open())
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

/// A GET sent over a plain socket, with a `Host` header of the test's choosing (the HTTP
/// clients set it themselves); returns the status line and headers.
func rawGET(port: Int, host: String) throws -> String {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var addr = sockaddr_in()
    addr.sin_family = sa_family_t(AF_INET)
    addr.sin_port = in_port_t(UInt16(port).bigEndian)
    addr.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
    guard connected == 0 else { throw CocoaError(.fileReadUnknown) }
    let request = "GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n"
    _ = request.withCString { send(fd, $0, strlen($0), 0) }
    var response: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = recv(fd, &buffer, buffer.count, 0)
        if n <= 0 { break }
        response += buffer[0..<n]
    }
    return String(decoding: response, as: UTF8.self)
}

/// A deterministic random source for fuzz inputs (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
