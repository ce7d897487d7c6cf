import Foundation

/// Bounds how deeply calls into client code may nest on one event (RobustnessDecisions R13).
///
/// UIKit's hit-test and `touches…` forwarding are recursive, and an override may call `super` at
/// any point, so where they pass through client code they stay recursive and use the caller's
/// stack. Touchstone's own walks — the default hit-test through its own view classes and the
/// forwarding along their responder chain — are loops, so a tree of plain views may be as deep as
/// memory allows. Only each call into a client's class (a subclass's `hitTest`, `point(inside:)`,
/// `touches…`) counts here: one such level costs about 1.8 KB of stack in a debug build, so
/// `maximumNestedCalls` (128, ≈ 230 KB) fits a 512 KiB secondary thread with room for the
/// caller's own frames. Beyond it the call is not made and `refused` is set: the device refuses
/// the touch-down with `TouchstoneError.viewTreeTooDeep`, and forwarding stops with an error line.
/// Nothing ever runs on a thread the caller did not choose.
final class RecursionGuard {
    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    @exclusivity(unchecked) private var _depth: Int = 0
    var depth: Int { get { unsafe _depth } _modify { yield unsafe &_depth } }
    /// Set when a call was not made because of the limit; cleared by the device per touch-down.
    @exclusivity(unchecked) private var _refused: Bool = false
    var refused: Bool { get { unsafe _refused } _modify { yield unsafe &_refused } }
    static let maximumNestedCalls = 128

    /// Counts one more nested call into client code; false (and `refused` set) when it would go
    /// past `maximumNestedCalls`. Always paired with `leave()`.
    @inline(__always)
    func tryEnter() -> Bool {
        depth += 1
        guard depth <= Self.maximumNestedCalls else { refused = true; return false }
        return true
    }

    /// Ends the nested call counted by the matching `tryEnter()`.
    @inline(__always)
    func leave() { depth -= 1 }
}
