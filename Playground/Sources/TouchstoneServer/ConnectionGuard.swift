import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// The first handler of every connection, before HTTP is decoded (PlaygroundDecisions PG17): it admits the
/// connection into the ``ConnectionRegistry`` (evicting one past a cap, PG19), tells it when the
/// first request head has ended, and closes the connection if that head has not ended
/// (`\r\n\r\n`) within the header deadline — whether nothing came, or bytes trickle. Hummingbird's own idle timeout covers a
/// kept-alive connection between requests, but with the WebSocket upgrade it starts only once
/// the first request head has been decoded, so a connection that never finishes one would stay
/// open for ever. A head that asks for a WebSocket marks the connection as one (never evicted;
/// the WebSocket's pings then tell a live page from a dead one).
final class ConnectionGuardHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let registry: ConnectionRegistry
    private let headerDeadline: TimeAmount
    private var id: Int?
    private var timer: Scheduled<Void>?
    private var headEnded = false
    private var isWebSocket = false
    /// The first head, lower-cased without spaces, up to the decoder's own limit.
    private var head: [UInt8] = []

    init(registry: ConnectionRegistry, headerDeadline: TimeAmount) {
        self.registry = registry
        self.headerDeadline = headerDeadline
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    private func start(_ context: ChannelHandlerContext) {
        guard id == nil else { return }
        let channel = context.channel
        let peer = channel.remoteAddress?.ipAddress ?? "unknown"
        switch registry.admit(peer: peer, close: { channel.close(promise: nil) }) {
        case .refused:
            id = -1
            context.close(promise: nil)
        case let .admitted(id, _):
            self.id = id
            let registry = self.registry
            channel.closeFuture.whenComplete { _ in registry.remove(id) }
            timer = context.eventLoop.scheduleTask(in: headerDeadline) { channel.close(promise: nil) }
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if !isWebSocket, let id, id >= 0 {
            registry.touch(id)
            if !headEnded { scan(unwrapInboundIn(data), id: id) }
        }
        context.fireChannelRead(data)
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
    }

    /// Looks for the end of the first head; at it, stops the deadline and notes a WebSocket.
    private func scan(_ buffer: ByteBuffer, id: Int) {
        for byte in buffer.readableBytesView {
            if byte == 0x20 || byte == 0x09 { continue }
            if head.count < 80 * 1024 { head.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) }
            // Spaces are left out, so the blank line is the only place with "\r\n\r\n".
            if head.count >= 4, head[head.count - 4..<head.count].elementsEqual([13, 10, 13, 10]) {
                headEnded = true
                timer?.cancel()
                timer = nil
                registry.markHeadEnded(id)
                if Self.asksForWebSocket(head) {
                    isWebSocket = true
                    registry.markWebSocket(id)
                }
                head = []
                return
            }
        }
    }

    private static func asksForWebSocket(_ head: [UInt8]) -> Bool {
        let text = String(decoding: head, as: UTF8.self)
        return text.contains("\r\nupgrade:websocket\r\n")
    }
}

/// A server child channel that puts ``ConnectionGuardHandler`` in front of another's pipeline.
struct GuardedChildChannel<Inner: ServerChildChannel>: ServerChildChannel {
    typealias Value = Inner.Value
    let inner: Inner
    let registry: ConnectionRegistry
    let headerDeadline: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        do {
            try channel.pipeline.syncOperations.addHandler(
                ConnectionGuardHandler(registry: registry, headerDeadline: headerDeadline), position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return inner.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}
