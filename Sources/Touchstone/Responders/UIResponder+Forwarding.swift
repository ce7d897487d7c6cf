import Foundation

/// How `touches…` forwarding may treat a responder (found once per responder,
/// `UIResponder.forwardingKind`).
enum ForwardingKind: UInt8 {
    /// Not looked at yet.
    case unclassified
    /// Called: its class may override the `touches…` methods, `next` or `traceName`.
    case custom
    /// One of Touchstone's views that keep UIResponder's `touches…` and UIView's `next` (its
    /// controller when it is a root view, else its superview) and whose `traceName` reads only
    /// the view itself.
    case view
    /// Exactly `UIWindow`: UIResponder's `touches…`, `next` is its application.
    case window
    /// Exactly `UIApplication`: UIResponder's `touches…`; `next` (the app delegate when it is a
    /// plain responder) reads a weak link and casts it, with no client code.
    case application

    /// Only instances of exactly these classes; every other class — any subclass a client writes,
    /// and Touchstone's classes that override a `touches…` method or name themselves after
    /// another object (`UITableViewCell`, the switch's track) — is called, so an override is
    /// never skipped (as for hit-testing, PerformanceDecisions F9).
    private static let viewClasses: [ObjectIdentifier] = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UILabel.self), ObjectIdentifier(UIImageView.self),
        ObjectIdentifier(UIScrollView.self), ObjectIdentifier(UIToolbar.self),
        ObjectIdentifier(UINavigationBar.self), ObjectIdentifier(NavigationContainerView.self),
    ]

    static func of(_ responder: UIResponder) -> ForwardingKind {
        let type = ObjectIdentifier(Swift.type(of: responder))
        if type == ObjectIdentifier(UIWindow.self) { return .window }
        if type == ObjectIdentifier(UIApplication.self) { return .application }
        return viewClasses.contains(type) ? .view : .custom
    }
}

extension UIResponder {
    /// Delivers a forwarded `touches…` call to `first`, this responder's `next`, exactly as the
    /// chain of default implementations would (rules R2), without calling the responders of
    /// Touchstone's own default classes (`ForwardingKind`).
    ///
    /// The default `touches…` of such a responder is `forward`: read its `next`, record the hop,
    /// call `next`. The loop makes those same steps in the same order, hop after hop, and calls
    /// the first responder that may run client code (a `.custom` one, or whatever the
    /// application's `next` gives) — held for its call — or stops where `next` is `nil`. So a
    /// chain of plain views costs no stack however long it is; only the call into client code
    /// counts as one nested call on the event's recursion guard, and past its limit it is not
    /// made and an error line says so (RobustnessDecisions R13). Without an event there is no guard, and
    /// each hop's trace is its forwarder's device's, as in `forward`.
    ///
    /// Lifetime: `first` is held by the caller. From reading one link to using the object it
    /// leads to, no client code runs (the links are plain reads, the trace lines of default
    /// responders name them by their own fields), so the tree cannot change meanwhile, and a set
    /// unowned link always points to a live object (its target clears it on deinit, F6). So the
    /// responders passed are read unretained; the one that is called is retained first.
    @inline(never)
    final func forwardAlongChain(to first: UIResponder, _ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
        // Whether the hops to default responders are recorded, asked once: nothing between two
        // such hops can switch the trace (an event's trace; without one, each hop asks its own).
        let recordsHops = event.map { e in e.trace?.keeps(.touches) ?? false } ?? true
        if !recordsHops, let event { return forwardUnrecorded(to: first, phase, touches, event) }
        var from = Unretained(self)
        var to = Unretained(first)
        var lines = HopLines()
        walk: while true {
            let kind = to.with { $0.classifiedForwardingKind }
            guard kind != .custom else {
                // Held for its whole call: its code may take it out of the tree (and so out of
                // the array that owned it) while it runs.
                let target = to.object
                lines.flush(phase)
                withExtendedLifetime(target) {
                    callForwarded(target, from: from, phase, touches, event, forwarder: lines.lastTarget, fingers: lines.fingers)
                }
                break walk
            }
            if recordsHops { recordHop(from: from, to: to, phase, touches, event, &lines) }
            from = to
            switch kind {
            case .view:
                let view = to.cast(to: UIView.self)
                let link = view.with { v in
                    v.owningViewController.unretained.map(\.responder) ?? v.superviewStorage.unretained.map(\.responder)
                }
                guard let link else { break walk }
                to = link
            case .window:
                let window = to.cast(to: UIWindow.self)
                guard let link = window.with({ $0.applicationStorage.unretained }) else { break walk }
                to = link.responder
            default:
                // The application's `next` is read strongly (a weak link): the result is held.
                guard let next = to.with({ $0.next }) else { break walk }
                lines.flush(phase)
                callForwarded(next, from: from, phase, touches, event, forwarder: lines.lastTarget, fingers: lines.fingers)
                break walk
            }
        }
        lines.flush(phase)
    }

    /// `forwardAlongChain` for an event whose trace keeps no `touches` lines: the same hops in
    /// the same order, with nothing to record, so the walk keeps no `HopLines` (whose making and
    /// destroying cost about 80 instructions a walk, Sources/Touchstone/Touchstone.docc/Performance.md round 16). A hop from
    /// one of Touchstone's plain views is its two link reads.
    ///
    /// Lifetime: as `forwardAlongChain`.
    private func forwardUnrecorded(to first: UIResponder, _ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent) {
        var from = Unretained<UIResponder>(self)
        var to = Unretained(first)
        while true {
            switch to.with({ $0.classifiedForwardingKind }) {
            case .view:
                let link = to.cast(to: UIView.self).with { v in
                    v.owningViewController.unretained.map(\.responder) ?? v.superviewStorage.unretained.map(\.responder)
                }
                guard let link else { return }
                from = to
                to = link
            case .window:
                guard let link = to.cast(to: UIWindow.self).with({ $0.applicationStorage.unretained }) else { return }
                from = to
                to = link.responder
            case .custom:
                // Held for its whole call, as in `forwardAlongChain`.
                let target = to.object
                withExtendedLifetime(target) {
                    callForwarded(target, from: from, phase, touches, event, forwarder: nil, fingers: nil)
                }
                return
            default:
                // The application: its `next` is read strongly (a weak link), the result held.
                from = to
                guard let next = to.with({ $0.next }) else { return }
                callForwarded(next, from: from, phase, touches, event, forwarder: nil, fingers: nil)
                return
            }
        }
    }

    /// The last hop of `forwardAlongChain`: record it and call `target` (held by the caller) as
    /// one nested call into client code; past the limit, an error line instead of the call.
    ///
    /// The hops made so far are recorded first (the caller flushes its `HopLines`, whose last
    /// target is this hop's `forwarder`): the target is not one of Touchstone's default
    /// responders, so even asking its `traceName` runs client code, which may record, clear,
    /// mute or switch off the trace. Then this hop is recorded on its own, the way `forward`
    /// records one (the trace's switches looked at, then the target's name asked).
    private func callForwarded(_ target: UIResponder, from: Unretained<UIResponder>, _ phase: UITouch.Phase,
                               _ touches: Set<UITouch>, _ event: UIEvent?, forwarder: String?, fingers: TraceFingers?) {
        from.with { f in
            f.recordForward(to: target, phase, touches, in: event != nil ? event?.trace : f.traceSink,
                            forwarder: forwarder, fingers: fingers)
        }
        if event?.recursion.tryEnter() ?? true {
            target.dispatchTouches(phase, touches, event)
        } else {
            (event?.trace ?? from.with { $0.traceSink })?.record(
                .error, target.traceName, "\(phase.touchesMethodName) not forwarded",
                cause: "more than \(RecursionGuard.maximumNestedCalls) nested calls into overridden methods on one event")
        }
        event?.recursion.leave()
    }

    /// `forward`'s step before its call: the trace line when the trace is on (the event's trace,
    /// else the forwarder's device's). The event holds its trace, so it is used unretained.
    ///
    /// With an event, what the lines of one walk share is worded once (`HopLines`): the fingers,
    /// and the forwarder's name, which is the name the previous hop gave its target.
    private func recordHop(from: Unretained<UIResponder>, to: Unretained<UIResponder>, _ phase: UITouch.Phase,
                           _ touches: Set<UITouch>, _ event: UIEvent?, _ lines: inout HopLines) {
        // The walk asked once whether the event's trace keeps `touches` lines (`recordsHops`).
        if let trace = event.unretained?.with({ $0.trace.unretained }) {
            if lines.targets.isEmpty {
                lines.trace = trace
                lines.forwarder = from.with { $0.traceName }
                lines.fingers = TraceFingers(sorted: touches)
                lines.targets.reserveCapacity(24)
            }
            lines.targets.append(to.with { $0.traceName })
        } else {
            from.with { f in
                if let trace = f.traceSink, trace.isEnabled {
                    to.with { f.recordForward(to: $0, phase, touches, in: trace) }
                }
            }
        }
    }

    /// `forwardingKind`, classifying the responder on first use.
    final var classifiedForwardingKind: ForwardingKind {
        if forwardingKind == .unclassified { forwardingKind = ForwardingKind.of(self) }
        return forwardingKind
    }
}

extension Unretained where Object: UIResponder {
    /// The same reference as a plain responder.
    @inline(__always)
    fileprivate var responder: Unretained<UIResponder> { cast(to: UIResponder.self) }
}

/// The trace lines of one walk along the chain, kept as one record (`TraceMessage.forwardedAlong`)
/// and read as one entry per hop: the first forwarder's name, each target's name in order, and
/// the fingers, worded once. Between two hops to Touchstone's default responders no client code
/// runs (their names are their own fields), so nothing else is recorded in between; the record
/// is added before the walk asks anything of a responder that may run client code
/// (`callForwarded`) and when it ends, so entries keep their order, and a trace muted, cleared or
/// switched off by client code has the walk's earlier hops already. Each name is asked when its
/// hop happens, and none is asked while the trace does not keep `touches` lines.
struct HopLines {
    /// The event's trace, held by the event for the whole walk.
    var trace: Unretained<Trace>?
    var forwarder = ""
    var targets: [String] = []
    var fingers: TraceFingers?
    /// The target of the last hop recorded: the forwarder of the next.
    var lastTarget: String?

    mutating func flush(_ phase: UITouch.Phase) {
        guard let trace, !targets.isEmpty else { return }
        trace.with {
            $0.record(.touches, .name(targets[0]), .forwardedAlong(phase, targets), because: .forwarded(by: forwarder),
                      fingers: fingers ?? .none)
        }
        lastTarget = targets[targets.count - 1]
        targets = []
    }
}

