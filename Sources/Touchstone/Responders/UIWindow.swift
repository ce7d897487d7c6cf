import Foundation

/// The top of a view tree, shown on a device (rules §0.3).
///
/// A window's next responder is the application (rules R1). `sendEvent(_:)` hands the event to
/// the gesture arbiter, which delivers it to recognisers first and then to views (rules §0.2);
/// a subclass that overrides it without calling `super` swallows the event (rules CC68).
open class UIWindow: UIView {
    /// Where a window sits among the windows: higher levels are in front.
    public struct Level: RawRepresentable, Comparable, Hashable, Sendable {
        /// The raw value.
        public var rawValue: CGFloat
        /// A value with this raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ordinary app windows (0).
        public static let normal = Level(rawValue: 0)
        /// The status bar's level (1000).
        public static let statusBar = Level(rawValue: 1000)
        /// Alerts' level (2000).
        public static let alert = Level(rawValue: 2000)
        /// Lower levels are behind higher ones.
        public static func < (l: Level, r: Level) -> Bool { l.rawValue < r.rawValue }
    }

    /// The window's level: a touch is hit-tested in the front-most window, the highest level first, then the most recently shown.
    public var windowLevel: Level = .normal
    /// The application keeps its windows alive and clears this link when it goes away (F6).
    public internal(set) var application: UIApplication? {
        get { applicationStorage }
        _modify { yield &applicationStorage }
    }
    // Safety: the fields below are stored without exclusivity checks, each with one accessor
    // pair beside it; sound because a device is used from one thread at a time (RobustnessDecisions R8)
    // and no field is passed `inout` to code that can reach it again (Sources/Touchstone/Touchstone.docc/Performance.md,
    // "Unchecked storage"; each listed with its reason in `UnsafeConstructsTests`).
    @exclusivity(unchecked) private unowned(unsafe) var _applicationStorage: UIApplication?
    final var applicationStorage: UIApplication? { get { unsafe _applicationStorage } _modify { yield unsafe &_applicationStorage } }
    /// Whether this is its application's key window.
    public internal(set) var isKeyWindow: Bool = false
    /// Order of showing, for front-most selection among windows of equal level.
    var showOrder = 0

    /// The controller whose view fills the window.
    public var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue, old.isViewLoaded, old.view.superview === self {
                old.view.removeFromSuperview()
            }
            if let vc = rootViewController {
                vc.view.frame = bounds
                addSubview(vc.view)
                if application != nil { vc.beginAppearanceTransition(true); vc.endAppearanceTransition() }
            }
        }
    }

    /// A window's next responder is its application (rules R1).
    open override var next: UIResponder? { application }
    /// A window is its own window.
    open override var window: UIWindow? { self }

    /// A window filling `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isWindow = true
    }

    /// Views that outlive their window forget it (their `window` link is unowned, F6).
    deinit {
        var stack = subviews
        while let v = stack.popLast() {
            guard v.windowStorage === self else { continue }
            v.windowStorage = nil
            stack.append(contentsOf: v.subviews)
        }
    }

    /// Makes this the key window of its application and shows it.
    public func makeKeyAndVisible() {
        isHidden = false
        guard let app = application else { return }
        for w in app.windows { w.isKeyWindow = false }
        isKeyWindow = true
    }

    /// Delivers an event: recognisers first, then views (rules §0.2). Override to observe or filter.
    open func sendEvent(_ event: UIEvent) {
        application?.device?.arbiter.deliver(event, in: self)
    }
}
