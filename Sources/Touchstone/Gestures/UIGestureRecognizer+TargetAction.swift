import Foundation

// Target-action (rules §4.3): actions are called in the order they were added; a target is held
// weakly, and a method of a target that has gone away is skipped; a handler is always called.
extension UIGestureRecognizer {
    /// One action: a method to call on a target held weakly, or a handler.
    ///
    /// A class, so sending reads each entry in place: copying a struct with a `weak` field goes
    /// through value witnesses (a weak-reference copy and destroy per action). `invoke` is built
    /// where `addTarget` is called (the generic entry points are inlinable), so for a method
    /// reference it can call the method directly instead of partially applying it to the target,
    /// which retains and releases the target — a slow path, since a weakly referenced object keeps
    /// its counts in a side table.
    @usableFromInline final class TargetAction {
        /// The target; `nil` for a handler, and once the target has gone away.
        weak var target: AnyObject?
        /// Registered with a target: does nothing once the target has gone away.
        let holdsTarget: Bool
        /// Called with the live target and the recogniser; a handler's ignores the first argument.
        let invoke: (AnyObject, UIGestureRecognizer) -> Void

        init(target: AnyObject?, invoke: @escaping (AnyObject, UIGestureRecognizer) -> Void) {
            self.target = target; holdsTarget = target != nil; self.invoke = invoke
        }

        /// Calls the action: a handler always, a method only on a target still alive.
        func send(from sender: UIGestureRecognizer) {
            if let target { invoke(target, sender) } else if !holdsTarget { invoke(sender, sender) }
        }
    }


    /// Appends an action calling `invoke` with `target` (while alive) and the recogniser.
    @usableFromInline final func appendAction(target: AnyObject, invoke: @escaping (AnyObject, UIGestureRecognizer) -> Void) {
        targetActions.append(TargetAction(target: target, invoke: invoke))
    }

    /// Adds a target (held weakly) and a method reference taking the recogniser. A recogniser that
    /// is not a `Sender` never calls it (it used to be cast on every action, and failed).
    @inlinable
    public final func addTarget<Target: AnyObject, Sender: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void
    ) {
        guard self is Sender else { return appendAction(target: target, invoke: { _, _ in }) }
        // The object passed in is the `Target` stored here, and the sender is this recogniser,
        // whose class never changes and was found to be a `Sender` above: the casts never fail.
        appendAction(target: target) { t, sender in
            action(t as! Target)(sender as! Sender)
        }
    }

    /// Adds a target (held weakly) and a method reference taking no argument.
    @inlinable
    public final func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        // The object passed in is the `Target` stored here: the cast never fails.
        appendAction(target: target) { t, _ in action(t as! Target)() }
    }

    /// Adds a closure called with the recogniser for every action.
    public func addHandler(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        targetActions.append(TargetAction(target: nil) { _, sender in handler(sender) })
    }

    /// Adds `handler` typed with this recogniser's own class: what each subclass's typed
    /// `init(handler:)` calls (PortingDecisions U1).
    func addHandler<Recognizer: UIGestureRecognizer>(typed handler: @escaping (Recognizer) -> Void) {
        // The sender is always this recogniser, an instance of `Recognizer`, so the cast cannot fail.
        addHandler { (sender: UIGestureRecognizer) in handler(sender as! Recognizer) }
    }

    /// Removes every action of `target` (all targets when `nil`).
    public func removeTarget(_ target: AnyObject?) {
        if sendingDepth > 0 {
            for entry in targetActions where target == nil || entry.target === target { retiredActions.append(entry) }
        }
        guard let target else { targetActions.removeAll(); return }
        targetActions.removeAll { $0.target === target }
    }

    /// Invokes the actions in insertion order, as registered when sending began (actions added or
    /// removed by an action take effect next time); targets that have gone away are skipped.
    func sendActions() {
        if targetActions.count == 1 {
            // A single action (the usual case) needs no snapshot. Lifetime: the entry is called
            // unretained. It stays alive through the call: the list holds it, and an action that
            // takes it off the list (`removeTarget`) moves it to `retiredActions`, emptied only
            // once the outermost send has returned.
            sendingDepth += 1
            Unretained(targetActions[0]).with { $0.send(from: self) }
            sendingDepth -= 1
            if sendingDepth == 0, !retiredActions.isEmpty { retiredActions.removeAll() }
            return
        }
        // Lifetime: the snapshot holds every entry through the calls.
        let current = targetActions
        for i in current.indices {
            Unretained(current[i]).with { $0.send(from: self) }
        }
    }

    var hasActions: Bool { !targetActions.isEmpty }
}
