import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TouchstoneExamples
import TouchstoneScenarios
import TouchstoneServer

/// `touchstone-serve` (also `touchstone serve`): the live playground. See Playground/Sources/TouchstoneServer/TouchstoneServer.docc/LivePlayground.md.
@main
struct TouchstoneServe: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchstone serve",
        abstract: "Serve a scene in the browser: touch it with real fingers and watch the recognisers decide.",
        discussion: "Listens on loopback by default. The page and its WebSocket have no authentication: --host with another address serves anyone who can reach it.")

    @Argument(help: "A scenario file or a debugger dump (default: the bundled seed 001, a back swipe against a horizontal scroll view).")
    var scene: String?

    @Option(help: "The port (0 picks a free one).")
    var port: Int = 7460

    @Option(help: "The address to listen on.")
    var host: String = "127.0.0.1"

    func run() async throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        let scenario: Scenario, text: String
        do {
            if let scene {
                (scenario, text) = try PlaygroundSession.load(path: scene)
            } else {
                guard let example = try BundledExamples.all().first(where: { $0.name == "seed001-back-swipe-vs-scroll.yaml" }) else {
                    throw ValidationError("the bundled default scene is missing; name a scene file")
                }
                (scenario, text) = (try ScenarioParser.parse(example.text, file: example.name), example.text)
            }
        } catch let e as ValidationError { throw e } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(1)
        }
        if !OriginPolicy.isLoopback(host) {
            FileHandle.standardError.write(Data("warning: listening on \(host), not loopback: anyone who can reach this address can use the playground (it has no authentication)\n".utf8))
        }
        var config = PlaygroundServer.Configuration()
        config.host = host
        config.port = port
        let server: PlaygroundServer
        do { server = try PlaygroundServer(scenario: scenario, text: text, configuration: config) } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(1)
        }
        let wildcard = ["0.0.0.0", "::"].contains(host)
        let shownHost = wildcard ? "127.0.0.1" : host.contains(":") ? "[\(host)]" : host
        let app = server.application { port in
            FileHandle.standardOutput.write(Data("Touchstone playground — \(scenario.name)\n  http://\(shownHost):\(port)/   (Ctrl-C stops it)\n".utf8))
            if wildcard { FileHandle.standardOutput.write(Data("  also at this machine's other addresses, port \(port)\n".utf8)) }
        }
        let stop = StopSignals.install()
        try await app.runService(gracefulShutdownSignals: [])
        withExtendedLifetime(stop) {}
    }
}

/// Ctrl-C (SIGINT) and SIGTERM end the process at once, with status 0, whatever the sessions
/// are doing (PlaygroundDecisions PG18). A session holds nothing to save — a recording is handed to the
/// page when asked — so a graceful shutdown has nothing to wait for, and it could wait for ever:
/// Hummingbird's waits for every open WebSocket to close, and a session may be inside work that
/// cannot be stopped (an abandoned parse).
enum StopSignals {
    static func install() -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { _exit(0) }
            source.resume()
            return source
        }
    }
}
