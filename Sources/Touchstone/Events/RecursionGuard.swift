import Foundation

/// Lets the default recursive algorithms (hit-testing, `touches…` forwarding along `next`) run on
/// trees far deeper than a thread's stack allows, without changing their order of calls.
///
/// UIKit's algorithms are recursive and user overrides may call `super` at any point, so they
/// cannot be turned into loops. Instead, once the nesting on one event reaches `hopDepth`, the
/// rest of the recursion continues on a fresh thread with a large stack while the caller waits.
/// The calls stay strictly sequential, so no state is shared concurrently.
///
/// Callers bracket each nested call with `enter()` and `leave()`: an increment and a comparison
/// inline, and a closure for `runOnLargeStack` only on the rare levels where `enter()` says so,
/// so nothing the call captures is retained per level.
final class RecursionGuard {
    @exclusivity(unchecked) var depth = 0
    static let hopDepth = 256
    static let hopEvery = 200_000
    static let largeStackSize = 1 << 30

    /// Counts one more nested call; true when that call must run on a large stack (depth
    /// 256, then every 200,000 levels, since each hop's stack holds that many).
    @inline(__always)
    func enter() -> Bool {
        depth += 1
        return depth >= Self.hopDepth && Self.hopsAt(depth)
    }

    /// Whether a call at `depth` (≥ `hopDepth`) starts a new large stack.
    @inline(never)
    private static func hopsAt(_ depth: Int) -> Bool { depth % hopEvery == hopDepth }

    /// Ends the nested call counted by the matching `enter()`.
    @inline(__always)
    func leave() { depth -= 1 }
}

/// Runs `body` on a new thread with a 1 GiB stack and waits for it.
@inline(never)
func runOnLargeStack<T>(_ body: () -> T) -> T {
    withoutActuallyEscaping(body) { escapable in
        let box = UncheckedBox<T?>(nil)
        // The helper drops its reference to the body before signalling, so the body has not
        // escaped when `withoutActuallyEscaping` checks (a trap in debug builds otherwise).
        let work = UncheckedBox<(() -> T)?>(escapable)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = work.value?()
            work.value = nil
            done.signal()
        }
        thread.stackSize = RecursionGuard.largeStackSize
        thread.start()
        done.wait()
        return box.value!
    }
}

/// Carries a non-Sendable value to a helper thread whose caller waits for it; the two never run at once.
final class UncheckedBox<T>: @unchecked Sendable {
    var value: T
    init(_ value: T) { self.value = value }
}
