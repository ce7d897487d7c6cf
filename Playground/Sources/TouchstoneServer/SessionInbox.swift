import Foundation
import Synchronization

/// The messages of one WebSocket waiting for its session, in order (PlaygroundDecisions PG14).
///
/// The connection's frames are read all the time, even while the session works, so that a page
/// that goes is noticed at once and its work stopped; what arrives meanwhile waits here. The
/// queue is bounded: past ``maximumItems`` messages or ``maximumBytes`` of text, a message is
/// dropped and the page is told how many were, in order, where they would have been answered.
/// One reader puts, one session loop takes.
final class SessionInbox: Sendable {
    enum Item: Sendable, Equatable {
        /// A text message for the session.
        case message(String)
        /// A reply already decided (an error for a message refused before the session).
        case reply(String)
    }

    private enum Entry {
        case item(Item)
        case dropped(Int)
    }

    private struct State {
        var entries: [Entry] = []
        var head = 0
        var items = 0
        var bytes = 0
        var finished = false
        var waiter: CheckedContinuation<Item?, Never>?
    }

    let maximumItems: Int
    let maximumBytes: Int
    private let state = Mutex(State())

    init(maximumItems: Int = 4_096, maximumBytes: Int = 2 << 20) {
        self.maximumItems = maximumItems
        self.maximumBytes = maximumBytes
    }

    /// Queues `item`, or counts it dropped when the queue is full; never waits.
    func put(_ item: Item) {
        let size = Self.size(item)
        let handOff: (CheckedContinuation<Item?, Never>, Item)? = state.withLock { s in
            guard !s.finished else { return nil }
            if let w = s.waiter {
                s.waiter = nil
                return (w, item)
            }
            if s.items >= maximumItems || s.bytes + size > maximumBytes {
                if case let .dropped(n)? = s.entries.last, s.entries.count > s.head {
                    s.entries[s.entries.count - 1] = .dropped(n + 1)
                } else {
                    s.entries.append(.dropped(1))
                }
                return nil
            }
            s.entries.append(.item(item))
            s.items += 1
            s.bytes += size
            return nil
        }
        if let (w, item) = handOff { w.resume(returning: item) }
    }

    /// The input has ended: waiting and later ``take()``s return nil; what is queued is dropped.
    func finish() {
        let waiter = state.withLock { s -> CheckedContinuation<Item?, Never>? in
            s.finished = true
            s.entries = []
            s.head = 0
            defer { s.waiter = nil }
            return s.waiter
        }
        waiter?.resume(returning: nil)
    }

    /// The next item, waiting for one; nil once ``finish()`` was called or the caller is cancelled.
    func take() async -> Item? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { c in
                let ready: Item?? = state.withLock { s in
                    if s.finished { return .some(nil) }
                    guard s.head < s.entries.count else { s.waiter = c; return nil }
                    let entry = s.entries[s.head]
                    s.head += 1
                    if s.head == s.entries.count { s.entries = []; s.head = 0 }
                    switch entry {
                    case let .item(item):
                        s.items -= 1
                        s.bytes -= Self.size(item)
                        return .some(item)
                    case let .dropped(n):
                        return .some(.reply(PlaygroundServer.errorFrame(
                            "\(n) message\(n == 1 ? "" : "s") came while the session was busy and \(n == 1 ? "was" : "were") dropped (at most \(maximumItems) messages or \(Self.bytes(maximumBytes)) wait)")))
                    }
                }
                if let ready { c.resume(returning: ready) }
            }
        } onCancel: {
            finish()
        }
    }

    private static func bytes(_ n: Int) -> String { n >= 1 << 20 ? "\(n >> 20) MiB" : "\(n) bytes" }

    private static func size(_ item: Item) -> Int {
        switch item {
        case let .message(t), let .reply(t): t.utf8.count
        }
    }
}
