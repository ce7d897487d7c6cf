import Foundation

/// Who may use a running playground (Docs/Decisions.md PG3).
///
/// - The server listens on loopback unless told otherwise; any other address is allowed but
///   printed with a warning, because the page and its WebSocket have no authentication.
/// - An HTTP request must name the server in its `Host` (a page on another site whose name was
///   pointed at 127.0.0.1 — DNS rebinding — is refused).
/// - A WebSocket handshake from a browser page must come from a page this server served: an
///   `http:`/`https:` origin names this server, and `null` (a file or a sandboxed frame) is
///   refused. Browsers send only those; a handshake with no `Origin` or another scheme
///   (`ws://localhost` from a WebSocket library) is a program on this machine, let in as it
///   could do anything already.
public struct OriginPolicy: Sendable {
    /// The `host:port` forms a request may name.
    public let authorities: Set<String>

    /// The policy for a server bound to `host` on `port`.
    public init(host: String, port: Int) {
        var names: Set<String> = [host]
        if Self.isLoopback(host) { names.formUnion(["127.0.0.1", "localhost", "[::1]", "::1"]) }
        authorities = Set(names.flatMap { name -> [String] in
            let bracketed = name.contains(":") && !name.hasPrefix("[") ? "[\(name)]" : name
            return ["\(bracketed):\(port)", bracketed]
        }.map { $0.lowercased() })
    }

    /// Whether a request whose `Host` is `authority` is for this server.
    public func allowsHost(_ authority: String?) -> Bool {
        guard let a = authority?.lowercased() else { return false }
        return authorities.contains(a)
    }

    /// Whether a WebSocket handshake with this `Origin` header may open a session.
    public func allowsOrigin(_ origin: String?) -> Bool {
        guard let origin else { return true }
        guard origin != "null" else { return false }
        guard let url = URL(string: origin), let scheme = url.scheme?.lowercased() else { return false }
        guard scheme == "http" || scheme == "https" else { return scheme == "ws" || scheme == "wss" }
        guard let host = url.host else { return false }
        let hostPart = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        let authority = url.port.map { "\(hostPart):\($0)" } ?? hostPart
        return authorities.contains(authority.lowercased())
    }

    /// Whether `host` is a loopback address or name.
    public static func isLoopback(_ host: String) -> Bool {
        let h = host.lowercased()
        return h == "localhost" || h == "::1" || h == "[::1]" || h.hasPrefix("127.")
    }
}
