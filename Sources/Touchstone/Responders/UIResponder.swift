import Foundation

/// The base of everything that can handle touches (rules §2).
///
/// The default `touches…` implementations forward the same call to `next`; an override that
/// does not call `super` stops the chain there (rules R2; seed 003 `view2 -> view -> window`).
open class UIResponder {
    /// A responder.
    public init() {}

    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    /// How forwarding treats this responder, found on its first forwarded call (a class never changes).
    @exclusivity(unchecked) private var _forwardingKind: ForwardingKind = .unclassified
    final var forwardingKind: ForwardingKind { get { unsafe _forwardingKind } _modify { yield unsafe &_forwardingKind } }

    /// The next responder in the chain. Subclasses implement UIKit's rules (rules R1).
    open var next: UIResponder? { nil }

    /// The name used for this responder in traces.
    open var traceName: String { typeName }

    /// The class's name, worded once per object: `String(describing:)` of a type was half of all
    /// instructions of a traced event (RobustnessDecisions R15). Asked only while tracing.
    final var typeName: String {
        if let name = cachedTypeName { return name }
        let name = compactName(of: self)
        cachedTypeName = name
        return name
    }
    private var cachedTypeName: String?

    /// Touches began on this responder. The default passes the call to ``next`` (rules R2).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.began, touches, event)
    }

    /// Touches moved. The default passes the call to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.moved, touches, event)
    }

    /// Touches lifted. The default passes the call to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.ended, touches, event)
    }

    /// Touches were cancelled. The default passes the call to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.cancelled, touches, event)
    }

    /// Sends the same call to `next` (rules R2), recording the hop when the trace is on.
    ///
    /// `next` may be overridden, so it is called, and its result is held for the whole hop; the
    /// call goes on along the chain through `forwardAlongChain`, which passes Touchstone's own
    /// default responders without calling them (`UIResponder+Forwarding.swift`). Inlined into
    /// each `touches…` method, so the phase is a constant there.
    @inline(__always)
    private func forward(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
        guard let next else { return }
        forwardAlongChain(to: next, phase, touches, event)
    }

    /// The trace line of one forwarded call: the target's name asked first, then the forwarder's
    /// (`forwarder` when a walk already knows it, else this responder's), as `forward` always did.
    @inline(never)
    func recordForward(to next: UIResponder, _ phase: UITouch.Phase, _ touches: Set<UITouch>, in trace: Trace?,
                       forwarder: String? = nil, fingers: TraceFingers? = nil) {
        trace?.record(.touches, .name(next.traceName), .touches(phase), because: .forwarded(by: forwarder ?? traceName),
                      fingers: fingers ?? TraceFingers(sorted: touches))
    }

    /// Calls the `touches…` method for `phase`.
    func dispatchTouches(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved, .stationary: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        default: touchesCancelled(touches, with: event)
        }
    }

    /// The trace of the device this responder lives on, if any.
    var traceSink: Trace? { owningApplication?.device?.trace }
    /// The profile of the device showing this responder, or the newest when it is not shown:
    /// where a per-object rule that follows the iOS version reads it (ProfileDecisions V1).
    var deviceProfile: DeviceProfile { owningApplication?.device?.profile ?? .newest }

    /// The application whose window holds this responder.
    var owningApplication: UIApplication? { nil }

    // MARK: First responder

    /// Whether the responder may become first responder (`false` by default).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder may give up first responder (`true` by default).
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is its application's first responder.
    public var isFirstResponder: Bool {
        guard let app = owningApplication else { return false }
        return app.firstResponder === self
    }

    /// Makes the responder first responder, asking the current one to resign first; `false` when it cannot.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let app = owningApplication else { return false }
        if app.firstResponder === self { return true }
        if let current = app.firstResponder, !current.resignFirstResponder() { return false }
        app.firstResponder = self
        traceSink?.record(.lifecycle, traceName, "becameFirstResponder")
        return true
    }

    /// Gives up first responder; `false` when ``canResignFirstResponder`` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let app = owningApplication, app.firstResponder === self {
            app.firstResponder = nil
            traceSink?.record(.lifecycle, traceName, "resignedFirstResponder")
        }
        return true
    }
}

extension UITouch.Phase {
    /// `touchesBegan`, `touchesMoved`, `touchesEnded` or `touchesCancelled`.
    public var touchesMethodName: String {
        switch self {
        case .began: "touchesBegan"
        case .moved, .stationary: "touchesMoved"
        case .ended: "touchesEnded"
        default: "touchesCancelled"
        }
    }
}
