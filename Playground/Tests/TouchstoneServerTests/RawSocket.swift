import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A loopback TCP connection on a plain blocking socket, for tests that must see the server's
/// bytes exactly and cannot hang.
///
/// Why not a WebSocket client library: Hummingbird's test client stalled, about once in thirty
/// connections, when the server wrote its frames and closed right after the upgrade (the
/// "playground is full" answer). Its socket sat in CLOSE_WAIT with the frames unread, and the
/// suite waited for ever (PlaygroundDecisions PG12). Here every read and write has a time limit,
/// and the blocking calls run on a dispatch thread, never on one of Swift's cooperative
/// threads, which the server's own handlers need.
final class RawSocket: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Seconds any single read or write may wait: wide, because in a full run the server's
    /// handlers wait for the same two threads as every queued test (PlaygroundDecisions PG12).
    static let timeout = 600
    private let fd: Int32
    private var buffered: [UInt8] = []

    /// Connects to `127.0.0.1:port`.
    static func connect(port: Int) async throws -> RawSocket {
        try await offThePool {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { throw Failure(description: "no socket") }
            var limit = timeval(tv_sec: timeout, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
            setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
            do { try connectToLoopback(fd, port: port, seconds: timeout) } catch { close(fd); throw error }
            return RawSocket(fd: fd)
        }
    }

    private init(fd: Int32) { self.fd = fd }

    /// Connects `fd` to `127.0.0.1:port`, waiting up to `seconds`.
    ///
    /// A blocking connect gives up at the socket's send time limit, and a loaded server may not
    /// accept for longer: Hummingbird hands accepted connections to a loop on Swift's cooperative
    /// threads and stops accepting while that loop lags, so its listen queue fills and the kernel
    /// drops SYNs, which are retried after 1, 2, 4… s. One of 2,000 connects with a 60 s limit
    /// failed in a full run beside two CPU hogs (its errno was not kept; this is the likeliest
    /// cause). A connect the limit or a signal cut short
    /// (`EINPROGRESS`, `EINTR`) goes on in the kernel: it is waited for with `poll` and its
    /// outcome read from `SO_ERROR`.
    static func connectToLoopback(_ fd: Int32, port: Int, seconds: Int) throws {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        } == 0
        if connected { return }
        guard errno == EINTR || errno == EINPROGRESS || errno == EALREADY else {
            throw Failure(description: "connect to port \(port) failed (errno \(errno))")
        }
        let deadline = ContinuousClock.now + .seconds(seconds)
        var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { throw Failure(description: "connect to port \(port) took over \(seconds) s") }
            let n = poll(&ready, 1, Int32(left.components.seconds * 1_000 + 1))
            if n > 0 { break }
            if n < 0 && errno != EINTR { throw Failure(description: "connect to port \(port): poll failed (errno \(errno))") }
        }
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length)
        guard error == 0 else { throw Failure(description: "connect to port \(port) failed (errno \(error))") }
    }

    /// Ends the connection both ways at once, as a page that goes does (no close frame).
    func hangUp() { _ = shutdown(fd, Int32(SHUT_RDWR)) }
    deinit { close(fd) }

    /// Runs blocking socket calls on a dispatch thread.
    static func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { c in
            DispatchQueue.global().async { c.resume(with: Result { try work() }) }
        }
    }

    func send(_ bytes: [UInt8]) async throws {
        try await Self.offThePool { [self] in
            var sent = 0
            while sent < bytes.count {
                let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { throw Failure(description: "send failed after \(sent) of \(bytes.count) bytes (errno \(errno))") }
                sent += n
            }
        }
    }

    /// Exactly `count` bytes, or fewer if the server closed first.
    func read(_ count: Int) async throws -> [UInt8] {
        try await Self.offThePool { [self] in try readBlocking(count) }
    }

    /// Bytes up to and including `delimiter`, or what came before the server closed.
    func read(through delimiter: [UInt8]) async throws -> [UInt8] {
        try await Self.offThePool { [self] in
            while true {
                if let end = range(of: delimiter) { return take(end) }
                if try !fill() { return take(buffered.count) }
            }
        }
    }

    /// Everything until the server closes.
    func readToEnd() async throws -> [UInt8] {
        try await Self.offThePool { [self] in
            while try fill() {}
            return take(buffered.count)
        }
    }

    private func readBlocking(_ count: Int) throws -> [UInt8] {
        while buffered.count < count { if try !fill() { break } }
        return take(min(count, buffered.count))
    }

    /// Reads once; false when the server has closed.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var n = recv(fd, &chunk, chunk.count, 0)
        // With a receive timeout set, a signal interrupts `recv` whatever SA_RESTART says.
        while n < 0 && errno == EINTR { n = recv(fd, &chunk, chunk.count, 0) }
        if n > 0 { buffered += chunk[0..<n]; return true }
        if n == 0 { return false }
        throw Failure(description: errno == EAGAIN || errno == EWOULDBLOCK
                      ? "nothing came for \(Self.timeout) s (\(buffered.count) bytes unread)" : "recv failed (errno \(errno))")
    }

    private func range(of delimiter: [UInt8]) -> Int? {
        guard buffered.count >= delimiter.count else { return nil }
        for start in 0...(buffered.count - delimiter.count) where Array(buffered[start..<start + delimiter.count]) == delimiter {
            return start + delimiter.count
        }
        return nil
    }

    private func take(_ count: Int) -> [UInt8] {
        defer { buffered.removeFirst(count) }
        return Array(buffered[0..<count])
    }
}

/// A GET sent over a plain socket, with a `Host` header of the test's choosing (the HTTP
/// clients set it themselves); returns the status line and headers.
func rawGET(port: Int, host: String) async throws -> String {
    let socket = try await RawSocket.connect(port: port)
    try await socket.send(Array("GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n".utf8))
    return String(decoding: try await socket.readToEnd(), as: UTF8.self)
}
