import Foundation

/// A WebSocket client (RFC 6455) on a ``RawSocket``: the handshake and frames written and read
/// byte by byte, so a test sees exactly what the server sent, in order, and a stall is an error
/// after ``RawSocket/timeout`` seconds instead of a hung suite.
final class RawWebSocket: Sendable {
    enum Frame: Equatable {
        case text(String)
        case binary([UInt8])
        case close(code: UInt16?, reason: String)
        case other(opcode: UInt8, payload: [UInt8])
    }

    let socket: RawSocket
    /// The handshake's status line (`HTTP/1.1 101 Switching Protocols` when it upgraded).
    let status: String

    /// Opens `/ws` on the server at `port`, with the `Host` a page of the server would send and,
    /// if given, an `Origin`.
    static func open(port: Int, origin: String? = nil) async throws -> RawWebSocket {
        let socket = try await RawSocket.connect(port: port)
        var request = "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        try await socket.send(Array((request + "\r\n").utf8))
        let head = String(decoding: try await socket.read(through: Array("\r\n\r\n".utf8)), as: UTF8.self)
        return RawWebSocket(socket: socket, status: head.components(separatedBy: "\r\n").first ?? "")
    }

    private init(socket: RawSocket, status: String) {
        self.socket = socket
        self.status = status
    }

    var upgraded: Bool { status.hasPrefix("HTTP/1.1 101") }

    func send(text: String) async throws { try await send(opcode: 0x1, Array(text.utf8)) }
    func send(binary: [UInt8]) async throws { try await send(opcode: 0x2, binary) }
    /// A normal closure (1000).
    func close() async throws { try await send(opcode: 0x8, [0x03, 0xE8]) }

    /// One frame as a client must send it: masked (here with a fixed key).
    func send(opcode: UInt8, _ payload: [UInt8], fin: Bool = true) async throws {
        let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        switch payload.count {
        case ..<126: frame.append(0x80 | UInt8(payload.count))
        case ..<65_536: frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: frame += [0x80 | 127] + (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try await socket.send(frame)
    }

    /// The next message, or nil once the server has closed the connection: a fragmented message
    /// is joined from its continuation frames, and a ping is answered with a pong (RFC 6455 §5.4,
    /// §5.5.2) and not returned.
    func next() async throws -> Frame? {
        var opcode: UInt8?
        var message: [UInt8] = []
        while true {
            guard let (fin, code, payload) = try await frame() else {
                if opcode != nil { throw RawSocket.Failure(description: "the connection closed inside a fragmented message") }
                return nil
            }
            switch code {
            case 0x9: try await send(opcode: 0xA, payload); continue
            case 0xA: continue
            case 0x0:
                guard opcode != nil else { throw RawSocket.Failure(description: "a continuation frame with no message to continue") }
                message += payload
            default:
                if code >= 0x8 { return decode(code, payload) }
                opcode = code
                message = payload
            }
            if fin, let opcode { return decode(opcode, message) }
        }
    }

    /// One frame: FIN, opcode and the unmasked payload; nil at the end of the connection.
    private func frame() async throws -> (fin: Bool, opcode: UInt8, payload: [UInt8])? {
        let head = try await socket.read(2)
        guard head.count == 2 else {
            if head.isEmpty { return nil }
            throw RawSocket.Failure(description: "the connection closed inside a frame header")
        }
        var length = Int(head[1] & 0x7F)
        if length >= 126 {
            let bytes = try await socket.read(length == 126 ? 2 : 8)
            guard bytes.count == (length == 126 ? 2 : 8), bytes.count == 2 || bytes[0] & 0x80 == 0 else {
                throw RawSocket.Failure(description: "a frame length that is cut short or has its top bit set")
            }
            length = bytes.reduce(0) { $0 << 8 | Int($1) }
            guard length <= 64 << 20 else { throw RawSocket.Failure(description: "a frame of \(length) bytes, more than the test reads") }
        }
        let mask = head[1] & 0x80 != 0 ? try await socket.read(4) : []
        var payload = try await socket.read(length)
        guard payload.count == length else { throw RawSocket.Failure(description: "the connection closed inside a frame") }
        if mask.count == 4 { payload = payload.enumerated().map { $0.element ^ mask[$0.offset % 4] } }
        return (head[0] & 0x80 != 0, head[0] & 0x0F, payload)
    }

    private func decode(_ opcode: UInt8, _ payload: [UInt8]) -> Frame {
        switch opcode {
        case 0x1: return .text(String(decoding: payload, as: UTF8.self))
        case 0x2: return .binary(payload)
        case 0x8:
            let code = payload.count >= 2 ? UInt16(payload[0]) << 8 | UInt16(payload[1]) : nil
            return .close(code: code, reason: String(decoding: payload.dropFirst(2), as: UTF8.self))
        default: return .other(opcode: opcode, payload: payload)
        }
    }

    /// The next `count` text messages, parsed as JSON objects; fewer if a close frame or the end
    /// of the connection comes first.
    func messages(_ count: Int) async throws -> [[String: Any]] {
        var out: [[String: Any]] = []
        while out.count < count, let frame = try await next() {
            switch frame {
            case let .text(t): out.append(json(t))
            case .close: return out
            case .binary, .other: continue
            }
        }
        return out
    }
}
