import Foundation

/// Manages a view and takes part in the responder chain after its root view (spec R1).
///
/// `view` loads lazily through `loadView()` then `viewDidLoad()`; appearance callbacks come in
/// UIKit order (`viewWillAppear` → `viewDidAppear`, `viewWillDisappear` → `viewDidDisappear`) and
/// are recorded in the trace as `lifecycle` entries.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?
    public var title: String?
    /// Names the controller in traces; defaults to the class name.
    public var traceIdentifier: String?

    public override init() { super.init() }

    open override var traceName: String { traceIdentifier ?? typeName }

    // MARK: View loading

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
    /// Docs/Decisions.md F6).
    deinit {
        if let v = loadedView, v.owningViewController === self { v.owningViewController = nil }
    }

    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

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

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
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
    /// presenting controller for a presented one (spec R1).
    open override var next: UIResponder? {
        if let presenting = presentingViewController { return presenting }
        return loadedView?.superview
    }

    // MARK: Containment

    public func addChild(_ child: UIViewController) {
        if child.parent === self { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    public func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (responder chain only)

    public private(set) weak var presentingViewController: UIViewController?
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

    // MARK: System gestures at the screen edges (spec §10.1)

    /// Edges where the app's gestures take precedence over system edge gestures. Read when the
    /// controller is shown and after each `setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }

    /// A child whose preference should be used instead of this controller's.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

    /// Asks the home indicator to fade after a while without touches; does not defer gestures.
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }

    /// Tells the system to read `preferredScreenEdgesDeferringSystemGestures` again.
    public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {
        owningApplication?.device?.screenEdgesPreferenceDidChange(from: self)
    }

    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {
        owningApplication?.device?.screenEdgesPreferenceDidChange(from: self)
    }

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
