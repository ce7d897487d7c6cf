import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Hummingbird
import HummingbirdTesting
import Testing
import TouchstoneScenarios
@testable import TouchstoneServer

/// Polls `condition` every 50 ms until it holds or `seconds` pass; whether it held.
func eventually(_ seconds: Double = 600, _ condition: @Sendable () async throws -> Bool) async rethrows -> Bool {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while ContinuousClock.now < deadline {
        if try await condition() { return true }
        try? await Task.sleep(for: .milliseconds(50))
    }
    return try await condition()
}

@Suite("Playground server: a page's work ends with it")
struct SessionEndTests {
    /// Issue 30: each alias-key load pinned a session thread for ever. It is now stopped (at the
    /// load deadline, or refused by the parser) while another page is served as usual, and the
    /// page that sent it goes on.
    @Test func anAliasKeyLoadIsStoppedWhileAnotherPageIsServed() async throws {
        let app = try makeServer { $0.loadDeadline = .seconds(2) }.application()
        try await live(app) { client in
            let port = try #require(client.port)
            let attacker = try await RawWebSocket.open(port: port)
            _ = try await attacker.messages(2)
            try await attacker.send(text: loadRequest(aliasKeyBomb()))
            let other = try await RawWebSocket.open(port: port)
            #expect(try await other.messages(2).map { $0["type"] as? String } == ["scene", "update"])
            try await other.send(text: #"{"type":"down","pointer":1,"x":50,"y":150,"t":10}"#)
            try await other.send(text: #"{"type":"up","pointer":1,"x":50,"y":150,"t":90}"#)
            let lines = try await other.messages(2).flatMap { ($0["entries"] as? [[String: Any]] ?? []).compactMap { $0["line"] as? String } }
            #expect(lines.contains("80.0 ms  action    boxTap action [finger 0]  — 1st tap up"))
            let answer = try await attacker.messages(1)
            let message = answer.first?["message"] as? String ?? ""
            #expect(answer.first?["type"] as? String == "error")
            #expect(message == "reading the scene took longer than 2 s, so it was abandoned; the scene shown is unchanged"
                    || message.contains("alias"), "\(message)")
            try await attacker.send(text: #"{"type":"tick","t":5}"#)
            #expect(try await attacker.messages(1).first?["type"] as? String == "update")
            try await other.close()
            try await attacker.close()
        }
    }

    /// A page that goes in the middle of a load frees its session slot and its thread at once:
    /// with one session allowed, the next page gets in while the parse it left would still run.
    @Test func aPageThatGoesMidLoadFreesItsSlotAndThread() async throws {
        let server = try makeServer { $0.maximumSessions = 1; $0.loadDeadline = .seconds(600) }
        let app = server.application()
        let census = server.census
        try await live(app) { client in
            let port = try #require(client.port)
            let first = try await RawWebSocket.open(port: port)
            _ = try await first.messages(2)
            try await first.send(text: loadRequest(aliasKeyBomb()))
            try await Task.sleep(for: .milliseconds(300))
            first.socket.hangUp()
            // The server may not have seen the hang-up yet: a page told "full" tries again.
            var welcome: [String?] = []
            let deadline = ContinuousClock.now + .seconds(600)
            while ContinuousClock.now < deadline {
                let next = try await RawWebSocket.open(port: port)
                welcome = try await next.messages(2).map { $0["type"] as? String }
                if welcome == ["scene", "update"] {
                    #expect(await eventually { census.sessionThreads == 1 })
                    try await next.close()
                    break
                }
                try await Task.sleep(for: .milliseconds(100))
            }
            #expect(welcome == ["scene", "update"])
            #expect(await eventually { census.sessionThreads == 0 })
        }
    }

    /// SIGTERM (and Ctrl-C's SIGINT) end `touchstone-serve` within a second, status 0, even with
    /// a page connected and its load running.
    @Test(arguments: [SIGTERM, SIGINT])
    func aStopSignalEndsTheServerAtOnceWithWorkInFlight(_ signal: Int32) async throws {
        let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("touchstone-serve")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "no \(binary.path): build with --build-tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("box.yaml")
        try boxScene.write(to: scene, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = binary
        process.arguments = [scene.path, "--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let printed = try await RawSocket.offThePool { () -> String in
            var text = ""
            while !text.contains("/   (Ctrl-C") {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            return text
        }
        let port = try #require(printed.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) }, "\(printed)")
        let page = try await RawWebSocket.open(port: port)
        #expect(try await page.messages(2).count == 2)
        try await page.send(text: loadRequest(aliasKeyBomb()))
        try await Task.sleep(for: .milliseconds(300))
        let sent = ContinuousClock.now
        kill(process.processIdentifier, signal)
        #expect(await eventually(600) { !process.isRunning })
        let took = ContinuousClock.now - sent
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        // A second on an idle machine; the bound leaves room for a loaded one (PG12).
        #expect(took < .seconds(10), "\(took)")
    }
}
