import Foundation

/// Manages a view and takes part in the responder chain after its root view (rules R1).
///
/// `view` loads lazily through `loadView()` then `viewDidLoad()`; appearance callbacks come in
/// UIKit order (`viewWillAppear` → `viewDidAppear`, `viewWillDisappear` → `viewDidDisappear`) and
/// are recorded in the trace as `lifecycle` entries.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The child controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []
    /// The controller this one is a child of; held weakly.
    public private(set) weak var parent: UIViewController?
    /// The controller's title; setting it sets ``navigationItem``'s title too, as in UIKit.
    public var title: String? { didSet { storedNavigationItem?.title = title; storedTabBarItem?.title = title } }
    private var storedNavigationItem: UINavigationItem?
    private var storedTabBarItem: UITabBarItem?
    /// What the controller shows in a tab bar (made on first use, with the controller's title).
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }
    /// What the controller shows in a navigation bar while it is on top (made on first use, with
    /// the controller's title).
    public var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }
    /// Names the controller in traces; defaults to the class name.
    public var traceIdentifier: String?

    /// A controller whose view loads on first use (UIKit's designated initialiser; Touchstone loads
    /// no nib: `nibName` and `bundle` are ignored, the view comes from ``loadView()``).
    /// PortingDecisions U17.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// `init(nibName: nil, bundle: nil)`. A convenience initialiser, as UIKit's inherited `init()`
    /// is in Swift, so a subclass writes `init() { super.init(nibName: nil, bundle: nil) }`
    /// without `override`.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// A controller made as if from an archive: Touchstone decodes nothing, so this is
    /// `init(nibName: nil, bundle: nil)`. A convenience initialiser, so that a subclass's
    /// `required init?(coder:) { fatalError(…) }`, as UIKit code writes it, compiles unchanged
    /// (PortingDecisions U17).
    public convenience init?(coder: NSCoder) { self.init(nibName: nil, bundle: nil) }

    /// The controller's trace identifier, else the class name.
    open override var traceName: String { traceIdentifier ?? typeName }

    // MARK: View loading

    /// The controller's view, loaded (``loadView()`` then ``viewDidLoad()``) when first read.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view outliving its controller forgets it (its `owningViewController` link is unowned,
    /// PerformanceDecisions F6).
    deinit {
        if let v = loadedView, v.owningViewController === self { v.owningViewController = nil }
    }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }
    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view if it has not been loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
        viewDidLoad()
    }

    /// Creates the root view; the default is a plain full-screen view.
    open func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// Called once, after the view loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    private(set) var appearance: Appearance = .disappeared
    enum Appearance { case disappeared, appearing, appeared, disappearing }

    /// Starts an appearance transition (`viewWillAppear`/`viewWillDisappear`), as UIKit's containers do.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool = false) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            recordLifecycle("viewWillAppear")
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            recordLifecycle("viewWillDisappear")
            viewWillDisappear(animated)
        }
    }

    /// Ends the transition begun last (`viewDidAppear`/`viewDidDisappear`).
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            recordLifecycle("viewDidAppear")
            viewDidAppear(false)
        case .disappearing:
            appearance = .disappeared
            recordLifecycle("viewDidDisappear")
            viewDidDisappear(false)
        default: break
        }
    }

    func recordLifecycle(_ message: String) {
        traceSink?.record(.lifecycle, traceName, message)
    }

    // MARK: Responder chain

    override var owningApplication: UIApplication? {
        loadedView?.window?.application ?? parent?.owningApplication
    }

    /// The superview of the root view (the window for a window's root controller), or the
    /// presenting controller for a presented one (rules R1).
    open override var next: UIResponder? {
        if let presenting = presentingViewController { return presenting }
        return loadedView?.superview
    }

    // MARK: Containment

    /// Adds `child` as a child controller (call ``didMove(toParent:)`` after adding its view).
    public func addChild(_ child: UIViewController) {
        if child.parent === self { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent.
    public func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (responder chain only)

    /// The controller that presented this one; held weakly.
    public private(set) weak var presentingViewController: UIViewController?
    /// The controller this one presents.
    public private(set) var presentedViewController: UIViewController?

    /// Presents `viewController` full screen over this controller's window.
    public func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, let window = loadedView?.window else { return }
        presentedViewController = viewController
        viewController.presentingViewController = self
        viewController.view.frame = window.bounds
        viewController.beginAppearanceTransition(true)
        window.addSubview(viewController.view)
        viewController.endAppearanceTransition()
        completion?()
    }

    /// Dismisses the controller this one presents (or this one, if presented), then calls `completion`.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let target = presentedViewController ?? self
        guard let presenter = target.presentingViewController else { return }
        target.beginAppearanceTransition(false)
        target.view.removeFromSuperview()
        target.endAppearanceTransition()
        presenter.presentedViewController = nil
        target.presentingViewController = nil
        completion?()
    }

    // MARK: System gestures at the screen edges (rules §10.1)

    /// Edges where the app's gestures take precedence over system edge gestures. Read when the
    /// controller is shown and after each `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }

    /// A child whose preference should be used instead of this controller's.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

    /// Asks the home indicator to fade after a while without touches; does not defer gestures.
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    /// The child whose `prefersHomeIndicatorAutoHidden` is used instead of this controller's (`nil` by default).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }

    /// Tells the system to read `preferredScreenEdgesDeferringSystemGestures` again.
    public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
        owningApplication?.device?.screenEdgesPreferenceDidChange(from: self)
    }

    /// Asks the system to read `prefersHomeIndicatorAutoHidden` again.
    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        owningApplication?.device?.screenEdgesPreferenceDidChange(from: self)
    }

    // MARK: Layout (issue 20; LayoutDecisions AL3). New state in this one block.

    /// Insets added to the safe area the controller's view gets from its superview (Apple,
    /// `additionalSafeAreaInsets`); the view and its subviews see them in `safeAreaInsets`.
    public var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.setNeedsSolve() } }
    }

    /// Called before the controller's view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the controller's view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called when the safe area of the controller's view changed.
    open func viewSafeAreaInsetsDidChange() {}

    // MARK: Navigation

    /// The nearest navigation controller among the ancestors.
    public var navigationController: UINavigationController? {
        var p = parent
        while let current = p {
            if let nav = current as? UINavigationController { return nav }
            p = current.parent
        }
        return nil
    }
}
