import Foundation

/// A stack of view controllers shown one at a time, with a navigation bar, an optional toolbar
/// and a back swipe from the left edge (UIKit `UINavigationController`; rules §9.1).
///
/// - The view is a full-screen container holding the top controller's view (full size, under
///   the bars), the navigation bar at y ∈ [`topInset`, `topInset` + 44) and the toolbar 49 pt
///   tall above `bottomInset` (hidden by default).
/// - Pushed controllers become children, so `navigationController` works from them.
/// - Appearance callbacks come in UIKit's order, recorded as `lifecycle` trace entries:
///   push B over A: `A viewWillDisappear, B viewWillAppear, A viewDidDisappear, B viewDidAppear`;
///   pop B: `B viewWillDisappear, A viewWillAppear, B viewDidDisappear, A viewDidAppear` (B's view
///   loads before the first of them). Controllers removed from the middle of the stack get none.
///   Without animation, or off screen, transitions finish inside the call (NavigationDecisions N4);
///   an animated one on screen takes ``transitionDuration``, ignores touches and refuses a second
///   push or pop meanwhile (`UINavigationController+Transitions.swift`, UIKitPiecesDecisions K4–K6).
/// - `interactivePopGestureRecognizer` drives an interactive pop (see
///   `NavigationInteractiveTransition`); its behaviour follows `interactivePopPolicy`.
/// - The deferral preference for system edge gestures is forwarded to the top controller
///   (`childForScreenEdgesDeferringSystemGestures`) and read again whenever the top controller
///   changes, before an incoming controller's view loads (seed 000; NavigationDecisions N6).
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = [] {
        didSet { navigationBar.setItems(stack.map(\.navigationItem), animated: false) }
    }
    /// Told when a controller is about to be and has been shown; held weakly.
    public weak var delegate: UINavigationControllerDelegate?

    /// Where a back swipe may start and whether other recognisers wait for it (rules §9.1, §13.8;
    /// ``InteractivePopPolicy``). Unless set, the
    /// policy of the profile of the device showing the controller (``DeviceProfile``), or the
    /// newest profile's when it is not shown; setting it overrides the profile for this
    /// controller alone.
    public var interactivePopPolicy: InteractivePopPolicy {
        get { interactivePopPolicyOverride ?? deviceProfile.interactivePopPolicy }
        set { interactivePopPolicyOverride = newValue }
    }
    /// The policy set on this controller, if any (`nil`: the device profile's).
    public var interactivePopPolicyOverride: InteractivePopPolicy?
    /// Thresholds of the back swipe (edge band, hysteresis, completion).
    public var interactivePopParameters = InteractivePopParameters()

    /// Height above the navigation bar (status bar and sensor housing of a notch iPhone).
    public var topInset: CGFloat = 47 { didSet { layoutContainer() } }
    /// Height below the toolbar (home indicator area).
    public var bottomInset: CGFloat = 34 { didSet { layoutContainer() } }

    /// The bar at the top of the container (44 pt), which touches see.
    public let navigationBar = UINavigationBar(frame: .zero)
    /// The toolbar at the bottom (49 pt), shown while ``isToolbarHidden`` is false.
    public let toolbar: UIToolbar! = UIToolbar(frame: .zero)

    /// Whether the navigation bar is hidden.
    public var isNavigationBarHidden: Bool = false { didSet { layoutContainer(); barsDidChange(oldValue != isNavigationBarHidden) } }
    /// Whether the toolbar is hidden (the default).
    public var isToolbarHidden: Bool = true { didSet { layoutContainer(); barsDidChange(oldValue != isToolbarHidden) } }

    /// A bar shown or hidden moves the top controller's safe area: its view lays out again
    /// (LayoutDecisions AL15).
    private func barsDidChange(_ changed: Bool) {
        if changed, let top = stack.last, top.isViewLoaded, top.view.superview === viewIfLoaded { top.view.setNeedsLayout() }
    }

    /// How long an animated push or pop on screen takes (0.35 s); a Touchstone setting, not
    /// UIKit API (UIKitPiecesDecisions K4). Zero or less makes animated transitions finish at once.
    public var transitionDuration: TimeInterval = 0.35
    /// The animated transition under way, if any (UIKitPiecesDecisions K4).
    var runningTransition: NavigationTransition?
    /// Pushes asked for while an animated transition ran, oldest first: each starts when the one
    /// before it ends (rules §9.3, NavigationDecisions N11).
    var deferredPushes: [(controller: UIViewController, animated: Bool)] = []

    let popRecognizer = InteractivePopGestureRecognizer()
    /// The iOS 26 content back swipe, attached when the controller appears on a device that has
    /// it (rules §9.5).
    let contentPopRecognizer = InteractiveContentPopGestureRecognizer()
    private var transitionDriver: NavigationInteractiveTransition!
    var interactive: (from: UIViewController, to: UIViewController)?
    /// Why a transition was left half done (see `UINavigationController+Freeze.swift`).
    var frozenReason: String?

    /// A navigation controller with an empty stack (`UINavigationController()` is this, as in UIKit).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpPopRecognizer()
    }

    /// A navigation controller with `rootViewController` as its only controller.
    public convenience init(rootViewController: UIViewController) {
        self.init()
        guard !(rootViewController is UINavigationController) else {
            recordError("a navigation controller cannot be the root of another one")
            return
        }
        stack = [rootViewController]
        // Property observers do not run inside the class's own initialisers: give the bar its item.
        navigationBar.setItems([rootViewController.navigationItem], animated: false)
        addChild(rootViewController)
        rootViewController.didMove(toParent: self)
    }

    private func setUpPopRecognizer() {
        navigationBar.navigationController = self
        transitionDriver = NavigationInteractiveTransition(navigationController: self)
        popRecognizer.navigationController = self
        popRecognizer.delegate = transitionDriver
        popRecognizer.addTarget(transitionDriver, action: NavigationInteractiveTransition.handlePop)
        contentPopRecognizer.navigationController = self
        contentPopRecognizer.delegate = transitionDriver
        contentPopRecognizer.addTarget(transitionDriver, action: NavigationInteractiveTransition.handlePop)
    }

    // MARK: The stack

    /// The controllers on the stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    public var topViewController: UIViewController? { stack.last }

    /// A controller presented modally over the navigation controller, else the top controller.
    public var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// The back-swipe recogniser, on the navigation controller's view (rules §9.1). Its delegate
    /// may be replaced and restored; its class is private, as in UIKit.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { popRecognizer }

    /// The iOS 26 back swipe that starts anywhere in the content with a rightward pan (rules §9.5).
    /// It acts only on an iOS 26 device running an app linked on the iOS 26 SDK
    /// (``Device/usesContentBackSwipe``), where the controller attaches it to its view as it
    /// appears; settings made before (`isEnabled = false`, a delegate, failure requirements) are
    /// kept. Its delegate is the edge swipe's until replaced.
    public var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPopRecognizer }

    /// True between the back swipe's `began` and the end of its transition.
    public var isInteractivelyPopping: Bool { interactive != nil }

    /// Pushes `viewController` on the stack and makes it the top one. Animated on screen, the
    /// appearance ends after ``transitionDuration``; a push while an animated transition runs
    /// waits for it to end and then happens (rules §9.4: two buttons pressed together push two
    /// screens).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController {
            return recordError("pushing a navigation controller is not supported (UIKit raises)")
        }
        if stack.contains(where: { $0 === viewController }) || deferredPushes.contains(where: { $0.controller === viewController }) {
            return recordError("\(viewController.traceName) is already on the stack (UIKit raises)")
        }
        if refusedWhileFrozen("push of \(viewController.traceName)") { return }
        if isInteractivelyPopping {
            return recordError("push of \(viewController.traceName) ignored during an interactive pop")
        }
        if deferredDuringTransition(viewController, animated: animated) { return }
        let old = stack.last
        stack.append(viewController)
        addChild(viewController)
        record("push \(viewController.traceName)", animated: animated)
        topControllerDidChange(cause: "push \(viewController.traceName)")
        transition(from: old, to: viewController, animated: animated)
        viewController.didMove(toParent: self)
    }

    /// Pops the top controller and returns it; `nil` with only the root left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard !refusedWhileFrozen("pop"), stack.count > 1, !isInteractivelyPopping, !refusedDuringTransition("pop") else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.first
    }

    /// Pops every controller above `viewController`; returns them, lowest first (`nil` if it is
    /// not on the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            recordError("popToViewController: \(viewController.traceName) is not on the stack")
            return nil
        }
        guard !refusedWhileFrozen("pop to \(viewController.traceName)"), !isInteractivelyPopping,
              !refusedDuringTransition("pop to \(viewController.traceName)") else { return nil }
        guard index < stack.count - 1 else { return [] }
        let popped = Array(stack[(index + 1)...])
        let old = stack.last
        stack.removeSubrange((index + 1)...)
        record("pop to \(viewController.traceName)", animated: animated)
        topControllerDidChange(cause: "pop to \(viewController.traceName)")
        for vc in popped { vc.willMove(toParent: nil) }
        transition(from: old, to: viewController, animated: animated)
        for vc in popped { vc.removeFromParent() }
        return popped
    }

    /// Pops every controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. The old and new top controllers get appearance callbacks when the top
    /// changes; controllers that leave the stack are removed as children.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for vc in viewControllers {
            if vc is UINavigationController { return recordError("setViewControllers: nested navigation controller") }
            if unique.contains(where: { $0 === vc }) { return recordError("setViewControllers: \(vc.traceName) appears twice") }
            unique.append(vc)
        }
        if refusedWhileFrozen("setViewControllers") { return }
        guard !isInteractivelyPopping else { return recordError("setViewControllers ignored during an interactive pop") }
        if refusedDuringTransition("setViewControllers") { return }
        let old = stack.last
        let leaving = stack.filter { vc in !unique.contains { $0 === vc } }
        let arriving = unique.filter { vc in !stack.contains { $0 === vc } }
        stack = unique
        for vc in arriving { addChild(vc) }
        for vc in leaving { vc.willMove(toParent: nil) }
        record("setViewControllers [" + unique.map(\.traceName).joined(separator: ", ") + "]", animated: animated)
        if old !== stack.last {
            topControllerDidChange(cause: "viewControllers set")
            transition(from: old, to: stack.last, animated: animated)
        }
        for vc in leaving { vc.removeFromParent() }
        for vc in arriving { vc.didMove(toParent: self) }
    }

    // MARK: Bars

    /// Sets ``isNavigationBarHidden``; `animated` has no effect.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// Sets ``isToolbarHidden``; `animated` has no effect.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    var visibleNavigationBar: UINavigationBar? {
        isNavigationBarHidden || navigationBar.superview == nil ? nil : navigationBar
    }

    var visibleToolbar: UIToolbar? {
        isToolbarHidden || toolbar.superview == nil ? nil : toolbar
    }

    // MARK: View

    /// Makes the container view that holds the top controller's view and the bars.
    open override func loadView() {
        let container = NavigationContainerView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        container.accessibilityIdentifier = "navigationContainer"
        container.navigationController = self
        view = container
        container.addSubview(navigationBar)
        container.addSubview(toolbar)
        container.addGestureRecognizer(popRecognizer)
        if let top = stack.last { install(top) }
        layoutContainer()
    }

    /// Lays out the bars and the top controller's view for the current bounds.
    func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        let b = container.bounds
        navigationBar.frame = CGRect(x: 0, y: topInset, width: b.width, height: UINavigationBar.standardHeight)
        navigationBar.isHidden = isNavigationBarHidden
        toolbar.frame = CGRect(x: 0, y: b.height - bottomInset - UIToolbar.standardHeight,
                               width: b.width, height: UIToolbar.standardHeight)
        toolbar.isHidden = isToolbarHidden
        if interactive == nil, let top = stack.last, top.isViewLoaded, top.view.superview === container {
            top.view.frame = b
        }
    }

    /// Puts `vc`'s view into the container, under the bars.
    func install(_ vc: UIViewController, below other: UIViewController? = nil) {
        guard let container = viewIfLoaded else { return }
        let v: UIView = vc.view
        v.frame = container.bounds
        if let other, other.isViewLoaded, other.view.superview === container {
            container.insertSubview(v, belowSubview: other.view)
        } else if v.superview !== container {
            container.insertSubview(v, belowSubview: navigationBar)
        }
    }

    private var isShown: Bool { appearance == .appeared }

    private func transition(from old: UIViewController?, to new: UIViewController?, animated: Bool) {
        guard old !== new else { return }
        guard isViewLoaded else { return }
        if isShown, animated, transitionDuration > 0, let device = view.window?.application?.device {
            return beginTimedTransition(from: old, to: new, isPop: old.map { o in !stack.contains { $0 === o } } ?? false, on: device)
        }
        if isShown {
            new?.loadViewIfNeeded()
            old?.beginAppearanceTransition(false, animated: animated)
            new?.beginAppearanceTransition(true, animated: animated)
            if let new { delegate?.navigationController(self, willShow: new, animated: animated) }
            if let new { install(new) }
            if let old, old.isViewLoaded, old.view.superview === view { old.view.removeFromSuperview() }
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
            if let new { delegate?.navigationController(self, didShow: new, animated: animated) }
        } else {
            if let new { install(new) }
            if let old, old.isViewLoaded, old.view.superview === view { old.view.removeFromSuperview() }
        }
    }

    // MARK: Appearance forwarding

    /// Forwards its appearance to the top controller.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        attachContentPopIfTheDeviceHasIt()
        topViewController?.beginAppearanceTransition(true, animated: animated)
    }

    /// Forwards its appearance to the top controller.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        attachContentPopIfTheDeviceHasIt()
        topViewController?.endAppearanceTransition()
    }

    /// Forwards its disappearance to the top controller.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        topViewController?.beginAppearanceTransition(false, animated: animated)
    }

    /// Forwards its disappearance to the top controller.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        topViewController?.endAppearanceTransition()
    }

    // MARK: Interactive pop (rules §9.1)

    /// Attaches the content back swipe on a device that has it (rules §9.5); on any other device
    /// it stays off the view, so the traces of older versions do not name it. Asked as the
    /// controller appears and again once it has: a presented controller is not in a window yet
    /// when its appearance begins.
    private func attachContentPopIfTheDeviceHasIt() {
        guard let device = owningApplication?.device, device.usesContentBackSwipe,
              contentPopRecognizer.view == nil, let container = viewIfLoaded else { return }
        container.addGestureRecognizer(contentPopRecognizer)
    }

    /// The back swipe began: B (top) will disappear, A (below) will appear; A's view goes under B's.
    func beginInteractivePop(by recognizer: UIGestureRecognizer) {
        if runningTransition != nil {
            recordError("the back swipe began during an animated transition; nothing to pop until it ends")
            return
        }
        guard stack.count > 1 else {
            return freeze("the back swipe began with only the root controller on the stack: there is no controller "
                          + "to reveal and the transition never ends (the replaced pop delegate has no "
                          + "viewControllers.count > 1 guard)")
        }
        let from = stack.removeLast()
        let to = stack[stack.count - 1]
        interactive = (from, to)
        traceSink?.record(.lifecycle, traceName, "interactive pop began", cause: "\(recognizer.traceName) began")
        to.loadViewIfNeeded()
        from.beginAppearanceTransition(false, animated: true)
        if popDisabled(during: "\(from.traceName)'s viewWillDisappear", from: from, to: to) { return }
        to.beginAppearanceTransition(true, animated: true)
        if popDisabled(during: "\(to.traceName)'s viewWillAppear", from: from, to: to) { return }
        delegate?.navigationController(self, willShow: to, animated: true)
        if popDisabled(during: "navigationController(_:willShow:animated:)", from: from, to: to) { return }
        install(to, below: from)
        updateInteractivePop(progress: 0)
    }

    /// The top view follows the finger; the view below slides in from a third of the width.
    func updateInteractivePop(progress: CGFloat) {
        guard let (from, to) = interactive, let container = viewIfLoaded else { return }
        let w = container.bounds.width
        from.view.frame = container.bounds.offsetBy(dx: progress * w, dy: 0)
        to.view.frame = container.bounds.offsetBy(dx: -0.3 * w * (1 - progress), dy: 0)
    }

    /// Completes (B's view leaves, `B viewDidDisappear`, `A viewDidAppear`) or cancels (`A
    /// viewWillDisappear`, `A viewDidDisappear`, `B viewWillAppear`, `B viewDidAppear`; B stays).
    func finishInteractivePop(completed: Bool, because cause: String) {
        guard let (from, to) = interactive else { return }
        interactive = nil
        let container = viewIfLoaded
        if completed {
            traceSink?.record(.lifecycle, traceName, "interactive pop completed", cause: cause)
            from.willMove(toParent: nil)
            from.view.removeFromSuperview()
            from.view.frame = container?.bounds ?? from.view.frame
            to.view.frame = container?.bounds ?? to.view.frame
            from.endAppearanceTransition()
            to.endAppearanceTransition()
            from.removeFromParent()
            delegate?.navigationController(self, didShow: to, animated: true)
            topControllerDidChange(cause: "interactive pop of \(from.traceName) completed")
        } else {
            traceSink?.record(.lifecycle, traceName, "interactive pop cancelled", cause: cause)
            stack.append(from)
            to.beginAppearanceTransition(false, animated: true)
            to.endAppearanceTransition()
            from.beginAppearanceTransition(true, animated: true)
            from.endAppearanceTransition()
            if to.isViewLoaded, to.view.superview === container { to.view.removeFromSuperview() }
            to.view.frame = container?.bounds ?? to.view.frame
            from.view.frame = container?.bounds ?? from.view.frame
        }
    }

    // MARK: System edge gestures (rules §10.1)

    /// The top controller decides which screen edges defer system gestures.
    open override var childForScreenEdgesDeferringSystemGestures: UIViewController? { topViewController }
    /// The top controller decides whether the home indicator may hide.
    open override var childForHomeIndicatorAutoHidden: UIViewController? { topViewController }

    private func topControllerDidChange(cause: String) {
        guard let window = viewIfLoaded?.window, let device = window.application?.device else { return }
        device.systemGestures.readPreferences(in: window, on: device, cause: "top view controller changed: \(cause)")
    }

    // MARK: Trace

    private func record(_ message: String, animated: Bool) {
        traceSink?.record(.lifecycle, traceName, message + (animated ? " (animated)" : ""))
    }

    func recordError(_ message: String) {
        traceSink?.record(.error, traceName, message)
    }
}

/// The navigation controller's root view: lays the bars and content out again when resized.
final class NavigationContainerView: UIView {
    weak var navigationController: UINavigationController?

    override func geometryDidChange() {
        super.geometryDidChange()
        navigationController?.layoutContainer()
    }
}
