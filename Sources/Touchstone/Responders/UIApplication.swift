import Foundation

/// The app delegate, reached after the application in the responder chain when it is a plain
/// `UIResponder` (rules R1).
public protocol UIApplicationDelegate: AnyObject {}

/// The application object of one simulated device: its windows, key window and first responder.
///
/// There is no `UIApplication.shared`: every `Device` owns its own application so many devices
/// can run side by side (no global mutable state).
open class UIApplication: UIResponder {
    /// The windows shown on the device, in the order they were shown.
    public internal(set) var windows: [UIWindow] {
        get { windowsStorage }
        _modify { yield &windowsStorage }
    }
    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    @exclusivity(unchecked) private var _windowsStorage: [UIWindow] = []
    final var windowsStorage: [UIWindow] { get { unsafe _windowsStorage } _modify { yield unsafe &_windowsStorage } }
    @exclusivity(unchecked) private unowned(unsafe) var _deviceStorage: Device?
    final var deviceStorage: Device? { get { unsafe _deviceStorage } _modify { yield unsafe &_deviceStorage } }
    /// Read at every touch-down (hit-testing and its trace line).
    @exclusivity(unchecked) private var _isIgnoringInteractionEventsStorage: Bool = false
    final var isIgnoringInteractionEventsStorage: Bool { get { unsafe _isIgnoringInteractionEventsStorage } _modify { yield unsafe &_isIgnoringInteractionEventsStorage } }
    /// Set once a delegate was ever set (never cleared: a weak delegate may go away unseen);
    /// `next` loads the weak delegate only then, at every forward that reaches the application.
    @exclusivity(unchecked) private var _mayHaveDelegate: Bool = false
    final var mayHaveDelegate: Bool { get { unsafe _mayHaveDelegate } _modify { yield unsafe &_mayHaveDelegate } }
    /// The app delegate; held weakly.
    public var delegate: UIApplicationDelegate? {
        get { delegateStorage }
        set {
            delegateStorage = newValue
            if newValue != nil { mayHaveDelegate = true }
        }
    }
    weak var delegateStorage: UIApplicationDelegate?
    /// The device this application runs on.
    /// The device keeps its application alive and clears this link when it goes away (F6).
    public internal(set) var device: Device? {
        get { deviceStorage }
        _modify { yield &deviceStorage }
    }
    weak var firstResponder: UIResponder?

    /// An application without windows; a ``Device`` makes its own unless given one.
    public override init() { super.init() }

    /// Windows that outlive the application forget it (their `application` link is unowned, F6).
    deinit {
        for w in windows where w.application === self { w.application = nil }
    }

    /// The window that is key.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    override var owningApplication: UIApplication? { self }

    /// The app delegate when it is a `UIResponder` that is not a view, view controller or the
    /// application itself (rules R1).
    open override var next: UIResponder? {
        // Most applications never set a delegate: one flag instead of a weak load per forward.
        guard mayHaveDelegate, let d = delegate as? UIResponder, !(d is UIView), !(d is UIViewController), d !== self else { return nil }
        return d
    }

    // MARK: Ignoring interaction (rules §0.3)

    /// Whether touch events are being ignored (every call to ``beginIgnoringInteractionEvents()`` not yet ended).
    public private(set) var isIgnoringInteractionEvents: Bool {
        get { isIgnoringInteractionEventsStorage }
        set { isIgnoringInteractionEventsStorage = newValue }
    }
    private var ignoreCount = 0

    /// Why touches are ignored, for the trace: the cause given by the latest internal caller still
    /// ignoring (a navigation transition, UIKitPiecesDecisions K4), else `beginIgnoringInteractionEvents`.
    var ignoringCauses: [String] = []

    /// Starts ignoring touch events (calls nest).
    public func beginIgnoringInteractionEvents() { ignoreCount += 1; isIgnoringInteractionEvents = true }

    /// `beginIgnoringInteractionEvents()` with the reason the trace gives for each ignored touch.
    func beginIgnoringInteractionEvents(because cause: String) {
        ignoringCauses.append(cause)
        beginIgnoringInteractionEvents()
    }

    /// Ends one `beginIgnoringInteractionEvents(because:)` with that reason.
    func endIgnoringInteractionEvents(because cause: String) {
        if let i = ignoringCauses.lastIndex(of: cause) { ignoringCauses.remove(at: i) }
        endIgnoringInteractionEvents()
    }
    /// Ends one ``beginIgnoringInteractionEvents()``.
    public func endIgnoringInteractionEvents() {
        ignoreCount = max(0, ignoreCount - 1); isIgnoringInteractionEvents = ignoreCount > 0
    }

    /// Sends the event to the window of its touches. Override to observe; not calling `super`
    /// drops the event for everyone.
    open func sendEvent(_ event: UIEvent) {
        guard let window = event.touchList.first?.window else { return }
        window.sendEvent(event)
    }

    /// Windows front-most first: higher `windowLevel`, then most recently shown (rules §0.3).
    /// A single window is its own order: no sorted copy per touch-down.
    var windowsFrontToBack: [UIWindow] {
        guard windows.count > 1 else { return windows }
        return windows.sorted { a, b in
            a.windowLevel != b.windowLevel ? a.windowLevel > b.windowLevel : a.showOrder > b.showOrder
        }
    }
}
