import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import Synchronization
import TouchstoneScenarios

/// `touchstone serve`: the live playground (Playground/Sources/TouchstoneServer/TouchstoneServer.docc/LivePlayground.md). An HTTP server for the page and
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
        /// How long a `load` from the page may take before the page gets an error (PG14).
        public var loadDeadline: Duration = .seconds(10)
        /// How long a new connection may take to send its first request head (PG17).
        public var headerDeadline: Duration = .seconds(10)
        /// How long a kept-alive HTTP connection may sit between requests (PG17).
        public var idleDeadline: Duration = .seconds(30)
        /// Connections open at once from one address; past it the least recently active one
        /// that is not a WebSocket is closed (PG17). On loopback, every client is one address.
        public var connectionsPerPeer = 256
        /// Connections open at once in all.
        public var maximumConnections = 1_024
        /// Creates the default configuration.
        public init() {}
    }

    let scenario: Scenario
    let text: String
    let configuration: Configuration
    let page: PageResources
    /// Session threads still running, for tests.
    let census = ServerCensus()
    /// Open connections, by peer.
    let connections: ConnectionRegistry

    /// A server for the scene `scenario`, whose file text is `text`. Builds the scene once, so a
    /// scene that cannot be built fails here and not in the page.
    public init(scenario: Scenario, text: String, configuration: Configuration = Configuration()) throws {
        _ = try PlaygroundSession(scenario: scenario, text: text)
        self.scenario = scenario
        self.text = text
        self.configuration = configuration
        connections = ConnectionRegistry(maximumPerPeer: configuration.connectionsPerPeer, maximumTotal: configuration.maximumConnections)
        page = try PageResources.load()
    }

    /// An `error` frame with `message`.
    static func errorFrame(_ message: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let quoted = (try? encoder.encode(message)).map { String(decoding: $0, as: UTF8.self) } ?? #""an error""#
        return #"{"type":"error","message":"# + quoted + "}"
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
        let scenario = self.scenario, text = self.text, config = self.configuration, census = self.census
        wsRouter.ws("/ws") { request, _ in
            let policy = await policyFor()
            guard policy.allowsHost(request.head.authority), policy.allowsOrigin(request.headers[.origin]) else {
                throw HTTPError(.forbidden, message: "this playground accepts pages it served itself")
            }
            return .upgrade([:])
        } onUpgrade: { inbound, outbound, _ in
            guard sessions.open() else {
                try await outbound.write(.text(#"{"type":"error","message":"the playground is full: \#(config.maximumSessions) sessions are open"}"#))
                // Closed from this side: a client waiting for more would otherwise hold the socket.
                try await outbound.close(.goingAway, reason: "full")
                return
            }
            let session = SessionThread(scenario: scenario, text: text, loadDeadline: config.loadDeadline, census: census)
            // The slot is free the moment the page goes, whatever its session was doing (PG14).
            defer { session.close(); sessions.close() }
            for reply in await session.start() { try await outbound.write(.text(reply)) }
            let inbox = SessionInbox()
            try await withThrowingTaskGroup(of: Void.self) { group in
                // The session answers messages in order, one at a time, on its own thread.
                group.addTask {
                    while let item = await inbox.take() {
                        switch item {
                        case let .message(text): for reply in await session.handle(text) { try await outbound.write(.text(reply)) }
                        case let .reply(reply): try await outbound.write(.text(reply))
                        }
                    }
                }
                // Frames are read all the time, so the end of the connection is seen at once.
                defer { inbox.finish(); session.close(); group.cancelAll() }
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
                    switch message {
                    case let .text(t):
                        let elapsed = ContinuousClock.now - start
                        let now = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                        inbox.put(limiter.allow(at: now) ? .message(t)
                            : .reply(#"{"type":"error","message":"too many messages: at most \#(Int(config.messagesPerSecond)) per second"}"#))
                    case .tooLarge:
                        inbox.put(.reply(#"{"type":"error","message":"the message is larger than \#(PlaygroundSession.maximumMessageBytes / 1024) KiB"}"#))
                    case .binary:
                        inbox.put(.reply(#"{"type":"error","message":"binary messages are not part of the protocol; send JSON text"}"#))
                    case .protocolError:
                        inbox.put(.reply(#"{"type":"error","message":"a frame came out of order"}"#))
                    }
                }
            }
        }

        let registry = connections
        let headerDeadline = TimeAmount(configuration.headerDeadline)
        let channelConfiguration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: TimeAmount(configuration.idleDeadline)),
            ws: .init(maxFrameSize: 1 << 20))
        let wsResponder = wsRouter.buildResponder()
        let server = HTTPServerBuilder { responder in
            GuardedChildChannel(
                inner: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: wsResponder, configuration: channelConfiguration),
                registry: registry, headerDeadline: headerDeadline)
        }
        let app = Application(
            router: router,
            server: server,
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
final class SessionCounter: Sendable {
    let limit: Int
    private let open_ = Mutex(0)
    init(limit: Int) { self.limit = limit }
    var count: Int { open_.withLock { $0 } }
    func open() -> Bool { open_.withLock { n in guard n < limit else { return false }; n += 1; return true } }
    func close() { open_.withLock { $0 -= 1 } }
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
