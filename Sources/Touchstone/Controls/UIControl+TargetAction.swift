import Foundation

/// One target-action or `UIAction` registration of a control, with its event mask (rules §7.2).
struct ControlRegistration {
    var events: UIControl.Event
    /// Held weakly: a control never keeps its target alive.
    weak var target: AnyObject?
    /// Identity of the action: the `UIAction` identifier, or the target-action's name.
    let key: String
    let targetID: ObjectIdentifier?
    let action: UIAction?
    /// Calls the method on `target`; with no target, on the first responder of the method's type
    /// found along the responder chain (`UIApplication.sendAction(_:to:from:for:)` with nil).
    let invoke: ((AnyObject?, UIControl, UIEvent?) -> Void)?
}

/// Target-action without the Objective-C runtime (rules §7.2).
///
/// A target is held weakly and its action is a method reference, e.g.
/// `button.addTarget(self, action: Screen.search, for: .touchUpInside)`. UIKit identifies an
/// action by its selector; Swift method references cannot be compared, so an action is identified
/// by `name` when given, else by the place in the source that registered it
/// (ControlDecisions C1). Registering the same target and action again merges the event masks
/// into one entry, moved to the end of the list (D11). For one event, matching entries run in
/// list order; `.primaryActionTriggered` follows the control's primary event.
extension UIControl {
    // MARK: Adding

    /// Adds `action` of `target` for `controlEvents`. A `nil` target (`nil as Screen?`) sends the
    /// action to the first responder of type `Target` along the responder chain, starting at the
    /// first responder (or this control when there is none).
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target?, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event,
        name: String? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        let key = name ?? "\(Target.self) action at \(fileID):\(line)"
        add(target: target, key: key, events: controlEvents) { t, control, _ in
            guard let s = control as? Sender else { return }
            action(t)(s)
        }
    }

    /// Adds a method that takes the sender and the event (`@objc func tapped(_:forEvent:)`).
    public func addTarget<Target: AnyObject, Sender: UIControl>(
        _ target: Target?, action: @escaping (Target) -> (Sender, UIEvent?) -> Void, for controlEvents: Event,
        name: String? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        let key = name ?? "\(Target.self) action at \(fileID):\(line)"
        add(target: target, key: key, events: controlEvents) { t, control, event in
            guard let s = control as? Sender else { return }
            action(t)(s, event)
        }
    }

    /// Adds a method that takes no argument.
    public func addTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping (Target) -> () -> Void, for controlEvents: Event,
        name: String? = nil, fileID: String = #fileID, line: Int = #line
    ) {
        let key = name ?? "\(Target.self) action at \(fileID):\(line)"
        add(target: target, key: key, events: controlEvents) { t, _, _ in action(t)() }
    }

    private func add<Target: AnyObject>(target: Target?, key: String, events: Event,
                                        call: @escaping (Target, UIControl, UIEvent?) -> Void) {
        guard events.rawValue != 0 else {
            traceSink?.record(.error, traceName, "addTarget ignored", cause: "empty event mask")
            return
        }
        let invoke: (AnyObject?, UIControl, UIEvent?) -> Void = { stored, control, event in
            // A stored target is the `Target` registered here (nothing else is stored): the cast
            // never fails.
            if let stored { return call(stored as! Target, control, event) }
            // No target (given as nil, or gone): walk the responder chain like UIApplication does.
            let start: UIResponder? = control.owningApplication?.firstResponder ?? control
            var r = start
            while let current = r {
                if let t = current as? Target { return call(t, control, event) }
                r = current.next
            }
        }
        merge(ControlRegistration(events: events, target: target, key: key,
                                  targetID: target.map(ObjectIdentifier.init), action: nil, invoke: invoke))
    }

    /// Adds a `UIAction` for `controlEvents`; an action with the same identifier is merged (iOS 14).
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        guard controlEvents.rawValue != 0 else {
            traceSink?.record(.error, traceName, "addAction ignored", cause: "empty event mask")
            return
        }
        merge(ControlRegistration(events: controlEvents, target: nil, key: "UIAction " + action.identifier.rawValue,
                                  targetID: nil, action: action, invoke: nil))
    }

    /// D11 `_addControlTargetAction:`: an equal registration is removed and its mask merged into
    /// the new one, which goes to the end.
    private func merge(_ new: ControlRegistration) {
        var entry = new
        if let i = registrations.firstIndex(where: { $0.key == new.key && $0.targetID == new.targetID }) {
            entry.events.formUnion(registrations[i].events)
            registrations.remove(at: i)
        }
        registrations.append(entry)
    }

    // MARK: Removing

    /// Removes `controlEvents` from the registrations of `target` (every target when `nil`) whose
    /// action is `action` (any when `nil`); a registration left with no events is dropped (D11).
    public func removeTarget(_ target: AnyObject?, action: String? = nil, for controlEvents: Event = .allEvents) {
        for i in registrations.indices.reversed() {
            let r = registrations[i]
            if let target, r.targetID != ObjectIdentifier(target) { continue }
            if let action, r.key != action { continue }
            registrations[i].events.subtract(controlEvents)
            if registrations[i].events.rawValue == 0 { registrations.remove(at: i) }
        }
    }

    /// Removes `action` from the given events; it stays registered for any others.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with this identifier from the given events.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for i in registrations.indices.reversed() where registrations[i].action?.identifier == actionIdentifier {
            registrations[i].events.subtract(controlEvents)
            if registrations[i].events.rawValue == 0 { registrations.remove(at: i) }
        }
    }

    // MARK: Inspecting

    /// The targets still alive, in registration order.
    public var allTargets: [AnyObject] {
        var seen: [ObjectIdentifier] = []
        var out: [AnyObject] = []
        for r in registrations {
            guard let t = r.target, !seen.contains(ObjectIdentifier(t)) else { continue }
            seen.append(ObjectIdentifier(t)); out.append(t)
        }
        return out
    }

    /// The union of every registration's events.
    public var allControlEvents: Event {
        registrations.reduce(Event()) { $0.union($1.events) }
    }

    /// The names of `target`'s actions registered for every event in `controlEvent`, or nil.
    public func actions(forTarget target: AnyObject?, forControlEvent controlEvent: Event) -> [String]? {
        let names = registrations.filter { r in
            r.action == nil && r.targetID == target.map(ObjectIdentifier.init) && r.events.isSuperset(of: controlEvent)
        }.map(\.key)
        return names.isEmpty ? nil : names
    }

    /// Calls `handler` for each registered `UIAction` and its events, in order.
    public func enumerateEventHandlers(_ handler: (UIAction?, AnyObject?, Event) -> Void) {
        for r in registrations { handler(r.action, r.target, r.events) }
    }

    // MARK: Sending

    /// Sends `controlEvents` to their targets and actions as if the control had produced them.
    public func sendActions(for controlEvents: Event) {
        sendControlEvents(controlEvents, with: nil, cause: "sendActions(for:)")
    }

    /// Calls one `UIAction`'s handler with this control as its sender.
    public func sendAction(_ action: UIAction) {
        action.perform(from: self)
    }

    /// Calls `action` on `target` (on the responder chain when `nil`), like `sendAction(_:to:for:)`.
    public func sendAction<Target: AnyObject, Sender: UIControl>(
        _ action: @escaping (Target) -> (Sender) -> Void, to target: Target?, for event: UIEvent?
    ) {
        guard let sender = self as? Sender else { return }
        if let target { return action(target)(sender) }
        var r: UIResponder? = owningApplication?.firstResponder ?? self
        while let current = r {
            if let t = current as? Target { return action(t)(sender) }
            r = current.next
        }
    }

    /// Sends `.primaryActionTriggered` (iOS 14 `performPrimaryAction()`).
    public func performPrimaryAction() {
        sendControlEvents(.primaryActionTriggered, with: nil, cause: "performPrimaryAction()")
    }

    /// Records `events` in the trace, runs every matching registration once in list order, then
    /// `.primaryActionTriggered` if `events` include the control's primary event (rules §7.2, D11).
    func sendControlEvents(_ events: Event, with event: UIEvent?, cause: String? = nil) {
        traceSink?.record(.control, traceName, events.description, cause: cause)
        // Read in place: copying a registration (it holds a weak reference) for every entry and
        // every event cost a weak-reference copy and destroy each.
        let snapshot = registrations
        for i in snapshot.indices where !snapshot[i].events.isDisjoint(with: events) {
            if let action = snapshot[i].action {
                action.perform(from: self)
            } else {
                snapshot[i].invoke?(snapshot[i].target, self, event)
            }
        }
        if !events.isDisjoint(with: primaryActionEvents), !events.contains(.primaryActionTriggered) {
            sendControlEvents(.primaryActionTriggered, with: event, cause: "follows \(events.intersection(primaryActionEvents))")
        }
    }
}
