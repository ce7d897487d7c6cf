import Foundation

/// Who may use a running playground (PlaygroundDecisions PG3).
///
/// - The server listens on loopback unless told otherwise; any other address is allowed but
///   printed with a warning, because the page and its WebSocket have no authentication.
/// - An HTTP request must name the server, port included, in its `Host` (a page on another site
///   whose name was pointed at 127.0.0.1 — DNS rebinding — is refused). Bound to every address,
///   any IP address of the machine is accepted, but no other name.
/// - A WebSocket handshake from a browser page must come from a page this server served: an
///   `http:`/`https:` origin names this server and port (a page of another local server on
///   port 80 is another origin), and `null` (a file or a sandboxed frame) is
///   refused. Browsers send only those; a handshake with no `Origin` or another scheme
///   (`ws://localhost` from a WebSocket library) is a program on this machine, let in as it
///   could do anything already.
public struct OriginPolicy: Sendable {
    /// The `host:port` forms a request may name (an origin without a port means port 80, or 443
    /// for `https`).
    public let authorities: Set<String>
    /// Bound to every address (`0.0.0.0`, `::`): any IP address of the machine may be named, but
    /// no other name — a rebinding attack needs a name.
    public let isWildcard: Bool
    let port: Int

    /// The policy for a server bound to `host` on `port`.
    public init(host: String, port: Int) {
        self.port = port
        isWildcard = ["0.0.0.0", "::", "[::]"].contains(host)
        var names: Set<String> = [host]
        if Self.isLoopback(host) || isWildcard { names.formUnion(["127.0.0.1", "localhost", "[::1]", "::1"]) }
        authorities = Set(names.map { name in
            let bracketed = name.contains(":") && !name.hasPrefix("[") ? "[\(name)]" : name
            return "\(bracketed):\(port)".lowercased()
        })
    }

    /// Whether a request whose `Host` is `authority` is for this server.
    /// A `Host` without a port is accepted for this server's names: a browser always writes the
    /// port of a server off port 80 (so it cannot be one of its pages talking to another
    /// server), and test clients leave it out.
    public func allowsHost(_ authority: String?) -> Bool {
        guard let a = authority?.lowercased(), let named = Self.split(a, defaultPort: port) else { return false }
        return allows(host: named.host, port: named.port)
    }

    /// Whether a WebSocket handshake with this `Origin` header may open a session.
    public func allowsOrigin(_ origin: String?) -> Bool {
        guard let origin else { return true }
        guard origin != "null" else { return false }
        guard let url = URL(string: origin), let scheme = url.scheme?.lowercased() else { return false }
        guard scheme == "http" || scheme == "https" else { return scheme == "ws" || scheme == "wss" }
        guard let host = url.host?.lowercased() else { return false }
        let bracketed = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        return allows(host: bracketed, port: url.port ?? (scheme == "https" ? 443 : 80))
    }

    private func allows(host: String, port: Int) -> Bool {
        if authorities.contains("\(host):\(port)") { return true }
        return isWildcard && port == self.port && Self.isIPAddress(host)
    }

    /// `host` and `port` of an authority (`[::1]:80`, `localhost:7460`, `example.org`).
    static func split(_ authority: String, defaultPort: Int) -> (host: String, port: Int)? {
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            let host = String(authority[...close])
            let rest = authority[authority.index(after: close)...]
            if rest.isEmpty { return (host, defaultPort) }
            guard rest.hasPrefix(":"), let p = Int(rest.dropFirst()) else { return nil }
            return (host, p)
        }
        let parts = authority.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, let first = parts.first, !first.isEmpty else { return nil }
        if parts.count == 1 { return (String(first), defaultPort) }
        guard let p = Int(parts[1]) else { return nil }
        return (String(first), p)
    }

    /// An IPv4 address or a bracketed IPv6 one.
    static func isIPAddress(_ host: String) -> Bool {
        if host.hasPrefix("[") { return host.hasSuffix("]") && host.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." } }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { UInt8($0) != nil }
    }

    /// Whether `host` is a loopback address or name.
    public static func isLoopback(_ host: String) -> Bool {
        let h = host.lowercased()
        return h == "localhost" || h == "::1" || h == "[::1]" || h.hasPrefix("127.")
    }
}
