import Foundation

/// Who may use a running playground (Docs/Decisions.md PG3).
///
/// - The server listens on loopback unless told otherwise; any other address is allowed but
///   printed with a warning, because the page and its WebSocket have no authentication.
/// - An HTTP request must name the server in its `Host` (a page on another site whose name was
///   pointed at 127.0.0.1 — DNS rebinding — is refused).
/// - A WebSocket handshake that carries an `Origin` must come from a page this server served;
///   a handshake without one (a test or a command-line client) is let in, as such a client is
///   already on the machine.
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
        guard let url = URL(string: origin), url.scheme == "http", let host = url.host else { return false }
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
