import Foundation
import Synchronization

/// Every open connection, by peer address, against two caps (PlaygroundDecisions PG17, PG19).
///
/// A connection past a cap does not simply wait or get refused: a connection of that peer (or of
/// all peers, for the total cap) that is not a WebSocket is closed to make room — the least
/// recently active of those that have not yet ended their first request head, and only when
/// there is none, the least recently active of the rest. A flood of half-open requests therefore
/// holds at most the cap's worth of file descriptors and only ever evicts itself once a browser's
/// request has arrived, however many more half-open sockets come while it is answered.
/// WebSockets are never evicted (sessions have their own cap); a new connection finds no room
/// only when every connection of the cap is one.
///
/// On loopback every client is the peer `127.0.0.1` (or `::1`), so the per-peer cap is the
/// local total: a local flood and the user's own page are the same peer.
final class ConnectionRegistry: Sendable {
    /// What happened to a new connection.
    enum Admission: Equatable {
        /// Admitted under `id`; `evicted` names the connection closed to make room, if any.
        case admitted(id: Int, evicted: Int?)
        /// No room: every connection of the cap is a WebSocket.
        case refused
    }

    private struct Entry {
        var peer: String
        var lastActive: UInt64
        var isWebSocket = false
        var headEnded = false
        var close: @Sendable () -> Void
    }

    private struct State {
        var entries: [Int: Entry] = [:]
        var perPeer: [String: Int] = [:]
        var nextID = 0
        var tick: UInt64 = 0
    }

    let maximumPerPeer: Int
    let maximumTotal: Int
    private let state = Mutex(State())

    init(maximumPerPeer: Int, maximumTotal: Int) {
        self.maximumPerPeer = maximumPerPeer
        self.maximumTotal = maximumTotal
    }

    /// Admits a connection from `peer`, closing (with its `close`) the connection evicted to
    /// make room; `close` is how this one is closed if it is evicted later.
    func admit(peer: String, close: @escaping @Sendable () -> Void) -> Admission {
        let (admission, evict): (Admission, (@Sendable () -> Void)?) = state.withLock { s in
            var victim: Int?
            if s.perPeer[peer, default: 0] >= maximumPerPeer {
                victim = Self.leastRecentlyActive(in: s, peer: peer)
                if victim == nil { return (.refused, nil) }
            } else if s.entries.count >= maximumTotal {
                victim = Self.leastRecentlyActive(in: s, peer: nil)
                if victim == nil { return (.refused, nil) }
            }
            var evict: (@Sendable () -> Void)?
            if let victim, let old = s.entries.removeValue(forKey: victim) {
                s.perPeer[old.peer, default: 1] -= 1
                if s.perPeer[old.peer] == 0 { s.perPeer[old.peer] = nil }
                evict = old.close
            }
            s.nextID += 1
            s.tick += 1
            s.entries[s.nextID] = Entry(peer: peer, lastActive: s.tick, close: close)
            s.perPeer[peer, default: 0] += 1
            return (.admitted(id: s.nextID, evicted: victim), evict)
        }
        evict?()
        return admission
    }

    /// The connection did something (read a request): it is the most recently active.
    func touch(_ id: Int) {
        state.withLock { s in
            guard s.entries[id] != nil else { return }
            s.tick += 1
            s.entries[id]?.lastActive = s.tick
        }
    }

    /// The connection ended its first request head: it is evicted only when no connection of
    /// the cap is still sending one.
    func markHeadEnded(_ id: Int) { state.withLock { $0.entries[id]?.headEnded = true } }

    /// The connection asked for a WebSocket: it is never evicted.
    func markWebSocket(_ id: Int) { state.withLock { $0.entries[id]?.isWebSocket = true } }

    /// The connection has closed (or was evicted, which already removed it).
    func remove(_ id: Int) {
        state.withLock { s in
            guard let old = s.entries.removeValue(forKey: id) else { return }
            s.perPeer[old.peer, default: 1] -= 1
            if s.perPeer[old.peer] == 0 { s.perPeer[old.peer] = nil }
        }
    }

    /// Connections open now, in all and from `peer`.
    var count: Int { state.withLock { $0.entries.count } }
    func count(peer: String) -> Int { state.withLock { $0.perPeer[peer] ?? 0 } }

    /// The connection to evict: the least recently active one still sending its first head,
    /// else the least recently active one; never a WebSocket.
    private static func leastRecentlyActive(in s: State, peer: String?) -> Int? {
        var best: (id: Int, headEnded: Bool, tick: UInt64)?
        for (id, e) in s.entries where !e.isWebSocket && (peer == nil || e.peer == peer) {
            guard let b = best else { best = (id, e.headEnded, e.lastActive); continue }
            if (!e.headEnded && b.headEnded) || (e.headEnded == b.headEnded && e.lastActive < b.tick) {
                best = (id, e.headEnded, e.lastActive)
            }
        }
        return best?.id
    }
}
