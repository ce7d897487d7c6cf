import Foundation

/// Joins WebSocket frames into text messages, with a size cap that refuses a message without
/// closing the session: the frames of a message over the cap are read and dropped, and the page
/// gets an `error` frame (a single frame over the transport's own cap closes the connection,
/// RFC 6455 §7.4.1 code 1009). Binary messages are refused the same way.
struct MessageAssembler {
    enum Opcode { case text, binary, continuation }
    enum Output: Equatable { case text(String), tooLarge, binary, protocolError }

    let maximumBytes: Int
    private var buffer: [UInt8] = []
    private var inMessage = false
    private var dropping = false
    private var isBinary = false

    init(maximumBytes: Int) { self.maximumBytes = maximumBytes }

    /// Feeds one frame; returns what the message came to when `fin` ends it.
    mutating func feed(_ opcode: Opcode, _ bytes: some Collection<UInt8>, fin: Bool) -> Output? {
        switch opcode {
        case .text, .binary:
            guard !inMessage else { self = MessageAssembler(maximumBytes: maximumBytes); return .protocolError }
            inMessage = true; dropping = false; isBinary = opcode == .binary; buffer.removeAll(keepingCapacity: true)
        case .continuation:
            guard inMessage else { return .protocolError }
        }
        if !dropping {
            if isBinary || buffer.count + bytes.count > maximumBytes { dropping = true; buffer.removeAll() }
            else { buffer.append(contentsOf: bytes) }
        }
        guard fin else { return nil }
        inMessage = false
        defer { buffer.removeAll(keepingCapacity: buffer.capacity <= 64 * 1024) }
        if isBinary { return .binary }
        if dropping { return .tooLarge }
        return .text(String(decoding: buffer, as: UTF8.self))
    }
}
