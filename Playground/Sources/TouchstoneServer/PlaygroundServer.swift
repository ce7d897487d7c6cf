import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import TouchstoneScenarios

/// `touchstone serve`: the live playground (Docs/Playground.md). An HTTP server for the page and
/// a WebSocket at `/ws`; each WebSocket is one `PlaygroundSession` with its own device, freed
/// when the page goes away.
public struct PlaygroundServer: Sendable {
    /// Where and how much.
    public struct Configuration: Sendable {
        /// The address to listen on (loopback by default).
        public var host = "127.0.0.1"
        /// The port; 0 picks a free one.
        public var port = 7460
        /// Sessions open at once; the next page is told the server is full.
        public var maximumSessions = 64
        /// Per-session message rate (see ``RateLimiter``).
        public var messagesPerSecond = 2_000.0
        /// Per-session burst.
        public var burst = 4_000.0
        /// Creates the default configuration.
        public init() {}
    }

    let scenario: Scenario
    let text: String
    let configuration: Configuration
    let page: PageResources

    /// A server for the scene `scenario`, whose file text is `text`. Builds the scene once, so a
    /// scene that cannot be built fails here and not in the page.
    public init(scenario: Scenario, text: String, configuration: Configuration = Configuration()) throws {
        _ = try PlaygroundSession(scenario: scenario, text: text)
        self.scenario = scenario
        self.text = text
        self.configuration = configuration
        page = try PageResources.load()
    }

    /// The server as a Hummingbird application; `onRunning` gets the port it listens on.
    public func application(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) -> some ApplicationProtocol {
        let sessions = SessionCounter(limit: configuration.maximumSessions)
        let portBox = PortBox()
        let policyFor: @Sendable () async -> OriginPolicy = { [configuration] in
            OriginPolicy(host: configuration.host, port: await portBox.port ?? configuration.port)
        }

        let router = Router()
        router.middlewares.add(PageHeaders(policy: policyFor))
        let page = self.page
        for (path, file) in page.files {
            router.get(RouterPath(path)) { _, _ -> Response in
                Response(status: .ok, headers: [.contentType: file.contentType], body: .init(byteBuffer: ByteBuffer(bytes: file.bytes)))
            }
        }

        let wsRouter = Router(context: BasicWebSocketRequestContext.self)
        let scenario = self.scenario, text = self.text, config = self.configuration
        wsRouter.ws("/ws") { request, _ in
            let policy = await policyFor()
            guard policy.allowsHost(request.head.authority), policy.allowsOrigin(request.headers[.origin]) else {
                throw HTTPError(.forbidden, message: "this playground accepts pages it served itself")
            }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, _ in
            guard await sessions.open() else {
                try await outbound.write(.text(#"{"type":"error","message":"the playground is full: \#(config.maximumSessions) sessions are open"}"#))
                // Closed from this side: a client waiting for more would otherwise hold the socket.
                try await outbound.close(.goingAway, reason: "full")
                return
            }
            let session = SessionThread(scenario: scenario, text: text)
            defer { session.close(); Task { await sessions.close() } }
            for reply in await session.start() { try await outbound.write(.text(reply)) }
            var limiter = RateLimiter(rate: config.messagesPerSecond, burst: config.burst)
            var assembler = MessageAssembler(maximumBytes: PlaygroundSession.maximumMessageBytes)
            let start = ContinuousClock.now
            for try await frame in inbound {
                let opcode: MessageAssembler.Opcode = switch frame.opcode {
                case .text: .text
                case .binary: .binary
                case .continuation: .continuation
                }
                guard let message = assembler.feed(opcode, frame.data.readableBytesView, fin: frame.fin) else { continue }
                let replies: [String]
                switch message {
                case let .text(t):
                    let elapsed = ContinuousClock.now - start
                    let now = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                    replies = limiter.allow(at: now) ? await session.handle(t)
                        : [#"{"type":"error","message":"too many messages: at most \#(Int(config.messagesPerSecond)) per second"}"#]
                case .tooLarge:
                    replies = [#"{"type":"error","message":"the message is larger than \#(PlaygroundSession.maximumMessageBytes / 1024) KiB"}"#]
                case .binary:
                    replies = [#"{"type":"error","message":"binary messages are not part of the protocol; send JSON text"}"#]
                case .protocolError:
                    replies = [#"{"type":"error","message":"a frame came out of order"}"#]
                }
                for reply in replies { try await outbound.write(.text(reply)) }
            }
        }

        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: wsRouter, configuration: .init(ws: .init(maxFrameSize: 1 << 20))),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "touchstone-serve"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                await portBox.set(port)
                await onRunning(port)
            },
            logger: Logger(label: "touchstone-serve", factory: { _ in SwiftLogNoOpLogHandler() })
        )
        return app
    }
}

/// Open sessions, against the limit.
actor SessionCounter {
    let limit: Int
    private(set) var count = 0
    init(limit: Int) { self.limit = limit }
    func open() -> Bool { guard count < limit else { return false }; count += 1; return true }
    func close() { count -= 1 }
}

/// The port the server listens on, known once it runs (port 0 picks one).
actor PortBox {
    private(set) var port: Int?
    func set(_ p: Int) { port = p }
}

/// Headers on every page response: the request must name this server (`Host`), and the page may
/// load only its own files and talk only to its own WebSocket.
struct PageHeaders<Context: RequestContext>: RouterMiddleware {
    let policy: @Sendable () async -> OriginPolicy

    static var contentSecurityPolicy: String {
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
            + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard await policy().allowsHost(request.head.authority) else {
            return Response(status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: .init(byteBuffer: ByteBuffer(string: "this playground answers only to its own address\n")))
        }
        var response: Response
        do { response = try await next(request, context) } catch let e as HTTPError {
            response = Response(status: e.status, headers: [.contentType: "text/plain; charset=utf-8"],
                                body: .init(byteBuffer: ByteBuffer(string: "\(e.status.code) \(e.status.reasonPhrase)\n")))
        }
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[.init("X-Content-Type-Options")!] = "nosniff"
        response.headers[.cacheControl] = "no-store"
        response.headers[.init("Referrer-Policy")!] = "no-referrer"
        return response
    }
}
