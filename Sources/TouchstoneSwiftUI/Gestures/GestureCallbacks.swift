import Foundation

/// The SwiftUI callbacks a recogniser owes its gestures, run when UIKit sends the recogniser's
/// action, so a transition the arbiter refuses runs none (SwiftUIDecisions SU5). Both
/// architectures' recognisers keep one.
struct GestureCallbacks {
    private var queued: [() -> Void] = []

    var isEmpty: Bool { queued.isEmpty }

    static func += (callbacks: inout GestureCallbacks, calls: [() -> Void]) { callbacks.queued += calls }

    /// Empties the queue and gives the callbacks an action sent in `state` runs. A cancelling
    /// action runs none: a change the cancellation overtook in the same gesture update never had
    /// its action (SU5). The caller runs them after this access ends, so a callback may queue more.
    mutating func takeForAction(in state: UIGestureRecognizer.State) -> [() -> Void] {
        let calls = queued
        queued = []
        return state == .cancelled ? [] : calls
    }

    /// Drops what was never sent (the recogniser resets).
    mutating func drop() { queued = [] }

    /// Runs `calls` at once, in order.
    static func run(_ calls: [() -> Void]) { for call in calls { call() } }
}
