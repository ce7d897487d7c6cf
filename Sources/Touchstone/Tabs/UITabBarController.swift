import Foundation

/// Shows one of several view controllers, chosen with a tab bar at the bottom (UIKit
/// `UITabBarController`; UIKitPiecesDecisions K17).
///
/// - The view is a full-screen container: the selected controller's view fills it (under the bar)
///   and the tab bar lies along the bottom, 49 pt of buttons above ``bottomInset`` (34 pt), so
///   y ∈ [761, 844) on the default 390 × 844 device.
/// - The controllers are children; each one's ``UIViewController/tabBarItem`` is its tab.
/// - A touch-down on a tab asks the delegate's `shouldSelect`; if yes the tab is selected at once
///   (the old view leaves, the new one fills the container; appearance callbacks old
///   `viewWillDisappear`, new `viewWillAppear`, old `viewDidDisappear`, new `viewDidAppear` while
///   the controller is shown) and the delegate hears `didSelect` — also when the tab was already
///   selected. Setting ``selectedIndex`` or ``selectedViewController`` tells the delegate nothing
///   (Apple, `UITabBarControllerDelegate`).
/// - Selections are recorded as `lifecycle` trace lines: `tabs selected B (tab 1)`.
open class UITabBarController: UIViewController {
    /// Told when the user selects a tab; held weakly.
    public weak var delegate: UITabBarControllerDelegate?
    /// The bar of tabs.
    public let tabBar = UITabBar(frame: .zero)
    /// Height of the safe area below the tab bar's buttons (home indicator), part of the bar.
    public var bottomInset: CGFloat = 34 { didSet { layoutContainer() } }

    private var controllers: [UIViewController] = []
    private var selected: Int = 0

    /// A tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.tabBarController = self
    }

    /// The controllers of the tabs, in order. Setting it is `setViewControllers(_:animated: false)`.
    public var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs; the selection stays at its index when it still exists, else the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = selectedViewController
        for vc in controllers where !(viewControllers ?? []).contains(where: { $0 === vc }) {
            vc.willMove(toParent: nil)
            if vc.viewIfLoaded?.superview === viewIfLoaded { vc.view.removeFromSuperview() }
            vc.removeFromParent()
        }
        controllers = viewControllers ?? []
        for vc in controllers where vc.parent !== self { addChild(vc); vc.didMove(toParent: self) }
        if selected >= controllers.count { selected = 0 }
        tabBar.setItems(controllers.map(\.tabBarItem), animated: false)
        show(from: old, to: selectedViewController, animated: false)
    }

    /// The index of the selected tab.
    public var selectedIndex: Int {
        get { selected }
        set {
            guard controllers.indices.contains(newValue) else {
                traceSink?.record(.error, traceName, "selectedIndex \(newValue) ignored: there are \(controllers.count) tabs")
                return
            }
            select(newValue, cause: "selectedIndex set")
        }
    }

    /// The controller of the selected tab.
    public var selectedViewController: UIViewController? {
        get { controllers.indices.contains(selected) ? controllers[selected] : nil }
        set {
            guard let vc = newValue, let index = controllers.firstIndex(where: { $0 === vc }) else {
                traceSink?.record(.error, traceName, "selectedViewController ignored: not one of the tabs")
                return
            }
            select(index, cause: "selectedViewController set")
        }
    }

    // MARK: Selecting

    /// A touch-down on tab `index`: the delegate's `shouldSelect`, the selection, `didSelect`.
    func userSelectedTab(at index: Int) {
        guard controllers.indices.contains(index) else { return }
        let vc = controllers[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: vc) {
            traceSink?.record(.lifecycle, traceName, "tab \(index) refused", cause: "delegate's shouldSelect said no")
            return
        }
        select(index, cause: "touchDown on tab \(index)")
        delegate?.tabBarController(self, didSelect: vc)
    }

    private func select(_ index: Int, cause: String) {
        let old = selectedViewController
        selected = index
        traceSink?.record(.lifecycle, traceName, "selected \(controllers[index].traceName) (tab \(index))", cause: cause)
        show(from: old, to: controllers[index], animated: false)
    }

    private func show(from old: UIViewController?, to new: UIViewController?, animated: Bool) {
        tabBar.selectedItem = new?.tabBarItem
        guard let container = viewIfLoaded, old !== new else { return }
        let shown = appearance == .appeared
        if shown { old?.beginAppearanceTransition(false, animated: animated); new?.beginAppearanceTransition(true, animated: animated) }
        if let old, old.viewIfLoaded?.superview === container { old.view.removeFromSuperview() }
        if let new { container.insertSubview(new.view, belowSubview: tabBar); new.view.frame = container.bounds }
        if shown { old?.endAppearanceTransition(); new?.endAppearanceTransition() }
    }

    // MARK: View

    /// Makes the container that holds the selected controller's view and the tab bar.
    open override func loadView() {
        let container = TabBarContainerView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        container.tabBarController = self
        view = container
        container.addSubview(tabBar)
        if let vc = selectedViewController { container.insertSubview(vc.view, belowSubview: tabBar) }
        layoutContainer()
    }

    /// Lays out the bar along the bottom and the selected view under it.
    func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        let b = container.bounds
        let height = UITabBar.standardHeight + bottomInset
        tabBar.frame = CGRect(x: 0, y: b.height - height, width: b.width, height: height)
        if let vc = selectedViewController, vc.isViewLoaded, vc.view.superview === container { vc.view.frame = b }
    }

    // MARK: Appearance forwarding

    /// Forwards its appearance to the selected controller.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        selectedViewController?.beginAppearanceTransition(true, animated: animated)
    }

    /// Forwards its appearance to the selected controller.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        selectedViewController?.endAppearanceTransition()
    }

    /// Forwards its disappearance to the selected controller.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        selectedViewController?.beginAppearanceTransition(false, animated: animated)
    }

    /// Forwards its disappearance to the selected controller.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        selectedViewController?.endAppearanceTransition()
    }
}

/// The tab bar controller's root view: lays the bar and the selected view out again when resized.
final class TabBarContainerView: UIView {
    weak var tabBarController: UITabBarController?

    override func geometryDidChange() {
        super.geometryDidChange()
        tabBarController?.layoutContainer()
    }
}
