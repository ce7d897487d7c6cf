import Foundation
import Touchstone

/// A live scenario: a device showing the views and recognisers a `Scenario` describes, with its
/// ids resolved to objects. Each scene owns its own device — nothing is shared, so scenes can run
/// on different threads at once.
public final class Scene {
    /// The scenario the scene was built from.
    public let scenario: Scenario
    /// The scene's own device.
    public let device: Device
    /// The window showing the scenario's root controller.
    public private(set) var window: UIWindow!
    /// Views by id, and the order they were declared (back to front within each parent).
    public private(set) var views: [String: UIView] = [:]
    /// View ids in declaration order (back to front within each parent).
    public private(set) var viewOrder: [String] = []
    /// Recognisers the scenario created, by id.
    public private(set) var recognizers: [String: UIGestureRecognizer] = [:]
    /// Recogniser ids in declaration order.
    public private(set) var recognizerOrder: [String] = []
    var delegates: [String: ScenarioDelegate] = [:]
    var controllers: [UIViewController] = []
    /// Each navigation screen's controller by screen id, on the stack or waiting to be pushed.
    var screenControllers: [String: UIViewController] = [:]
    var tableSources: [ScenarioTableSource] = []
    var collectionSources: [ScenarioCollectionSource] = []
    /// Page view controllers by view id (the scene keeps them: a view does not retain its controller).
    var pagers: [String: ScenarioPager] = [:]
    /// Search bars' delegates (`beginsEditing: false`), kept: a search bar holds its delegate weakly.
    var searchDelegates: [ScenarioSearchBarDelegate] = []
    /// Recognisers owned by UIKit classes, by scenario name (`list.pan`, `nav.pop`).
    var builtins: [String: UIGestureRecognizer] = [:]
    /// The tab bar controller, when the scenario has `tabs:`.
    public private(set) var tabBarController: UITabBarController?
    /// The navigation controller on screen: the scenario's `navigation:` stack, or the selected
    /// tab's when the tabs hold navigation stacks (UIKitPiecesDecisions K22).
    public var navigationController: UINavigationController? {
        rootNavigationController ?? tabBarController?.selectedViewController as? UINavigationController
    }
    private var rootNavigationController: UINavigationController?
    /// Every navigation controller of the scene, by id (`nav`, or each tab's).
    public private(set) var navigationControllers: [String: UINavigationController] = [:]

    /// The navigation controller whose stack or pushable screens hold screen `id`.
    func navigationController(holding id: String) -> UINavigationController? {
        scenario.navigation(holding: id).flatMap { navigationControllers[$0.id] }
    }
    /// The navigation controller's stack depth, when the scene has one.
    var navigationDepth: Int? { navigationController?.viewControllers.count }

    /// Builds the scene. Problems that only show when building (a class this build does not have
    /// yet) are reported with the position of the view or recogniser in the file.
    public init(_ scenario: Scenario) throws {
        self.scenario = scenario
        device = Device(profile: scenario.device.profile, linkedOn: scenario.device.linkedOn, screenSize: scenario.device.screen)
        device.samplingRate = scenario.device.samplingRate
        device.touchSamplingRate = scenario.device.touchSamplingRate
        device.systemGestures.isEnabled = scenario.device.systemGestures
        device.systemGestures.model = scenario.device.model == "homeButton" ? .homeButton : .homeIndicator
        try build()
    }

    /// The view with this id.
    public func view(_ id: String) -> UIView? { views[id] ?? cellView(id) }

    /// A row's or item's cell or content view by the name the scene gives it (`list.row2`,
    /// `list.cell2`, `grid.content0`, `grid.item0`), once its table or collection view made it.
    /// A table or collection view on a screen that is not on the window yet (one below the top
    /// of a navigation stack, a later tab) has made no cells: it is asked to, as UIKit does when
    /// code asks a table for a cell before it appears.
    func cellView(_ name: String) -> UIView? {
        guard let (container, place, table) = CellPlace.parse(name) else { return nil }
        let sources: [any ScenarioCellSource] = table ? tableSources : collectionSources
        guard let source = sources.first(where: { $0.id == container }) else { return nil }
        if let made = source.madeView(place) { return made }
        if let list = views[container] as? UITableView { list.reloadData() } else if let grid = views[container] as? UICollectionView { grid.reloadData() }
        return source.madeView(place)
    }
    /// The recogniser with this id, created by the scenario or owned by a UIKit class (`list.pan`, `nav.pop`).
    public func recognizer(_ id: String) -> UIGestureRecognizer? { recognizers[id] ?? builtins[id] }

    /// The id of a view or recogniser object, if it came from the scenario.
    public func id(of object: AnyObject) -> String? { idsByObject[ObjectIdentifier(object)] }

    /// Every view and recogniser of the built scene by object, so `id(of:)` is one lookup
    /// (`why` asks it for every view it walks).
    private lazy var idsByObject: [ObjectIdentifier: String] = {
        var map: [ObjectIdentifier: String] = [:]
        for (id, r) in builtins { map[ObjectIdentifier(r)] = id }
        for (id, r) in recognizers { map[ObjectIdentifier(r)] = id }
        for (id, v) in views { map[ObjectIdentifier(v)] = id }
        return map
    }()

    /// Where a view came from in an imported dump — its class and address, e.g.
    /// `UIButton 0x7f9c1c50a2b0` — when the scenario says (`className:`, `address:`).
    public func origin(of id: String) -> String? { origins[id] }

    /// Whether the dump said the view has recognisers it did not list (`recognizersNotListed:`).
    public func recognizersNotListed(_ id: String) -> Bool { unlistedRecognizerViews.contains(id) }

    private lazy var unlistedRecognizerViews: Set<String> = Set(scenario.allViews.filter(\.recognizersNotListed).map(\.id))

    private lazy var origins: [String: String] = {
        var map: [String: String] = [:]
        for v in scenario.allViews { if let origin = v.dumpOrigin { map[v.id] = origin } }
        return map
    }()

    private func error(_ line: Int, _ column: Int, _ message: String) -> ScenarioError {
        ScenarioError(file: scenario.file, line: line, column: column, message: message)
    }

    private func build() throws {
        /// A navigation controller with its stack, its pushable screens built (off the window, so
        /// their ids resolve), its back swipe named `<id>.pop` and, on a device that has it, its iOS 26 content
        /// back swipe `<id>.contentPop` (rules §9.5).
        func navigation(_ navSpec: NavigationSpec) throws -> UINavigationController {
            let nav = UINavigationController()
            nav.traceIdentifier = navSpec.id
            if let policy = navSpec.popPolicy { nav.interactivePopPolicy = policy }
            if !navSpec.barUserInteractionEnabled { nav.navigationBar.isUserInteractionEnabled = false }
            nav.setViewControllers(try navSpec.stack.map { try screen($0.root) }, animated: false)
            for spec in navSpec.screens { _ = try screen(spec.root) }
            if let pop = nav.interactivePopGestureRecognizer {
                pop.name = "\(navSpec.id).pop"
                builtins["\(navSpec.id).pop"] = pop
            }
            if device.usesContentBackSwipe, let contentPop = nav.interactiveContentPopGestureRecognizer {
                contentPop.name = "\(navSpec.id).contentPop"
                builtins["\(navSpec.id).contentPop"] = contentPop
            }
            navigationControllers[navSpec.id] = nav
            return nav
        }
        func screen(_ spec: ViewSpec) throws -> ScenarioViewController {
            let vc = ScenarioViewController()
            vc.traceIdentifier = "\(spec.id).controller"
            vc.deferredEdges = spec.deferSystemEdges
            vc.view = try makeView(spec)
            if let item = spec.navigationItem { Self.apply(item, to: vc.navigationItem) }
            controllers.append(vc)
            screenControllers[spec.id] = vc
            return vc
        }
        if let tabsSpec = scenario.tabs {
            let tabs = UITabBarController()
            tabs.traceIdentifier = tabsSpec.id
            tabs.tabBar.accessibilityIdentifier = "\(tabsSpec.id).tabBar"
            // A home-button iPhone has no bottom safe area: the bar is its 49 pt of buttons (ImportDecisions I12).
            if scenario.device.model == "homeButton" { tabs.bottomInset = 0 }
            tabs.viewControllers = try tabsSpec.screens.map { s in
                if let navSpec = s.navigation {
                    let nav = try navigation(navSpec)
                    nav.title = s.tabTitle ?? s.root.navigationItem?.title
                    nav.navigationBar.accessibilityIdentifier = "\(navSpec.id).navigationBar"
                    return nav
                }
                let vc = try screen(s.root)
                vc.title = s.root.navigationItem?.title
                return vc
            }
            tabs.selectedIndex = tabsSpec.selectedIndex
            tabBarController = tabs
            window = device.show(tabs)
            tabs.view.accessibilityIdentifier = "\(tabsSpec.id).view"
            for (id, nav) in navigationControllers { nav.view.accessibilityIdentifier = "\(id).view" }
        } else if let navSpec = scenario.navigation {
            let nav = try navigation(navSpec)
            rootNavigationController = nav
            window = device.show(nav)
            nav.view.accessibilityIdentifier = "\(navSpec.id).view"
        } else if let ui = scenario.swiftUI, ui.hostView == nil {
            // The hosting controller is the screen (ScenarioDecisions X17).
            window = device.show(swiftUIHostingController(ui))
        } else {
            let vc = try screen(scenario.root)
            window = device.show(vc)
            vc.view.frame = scenario.root.frame
        }
        if let ui = scenario.swiftUI, let hostID = ui.hostView {
            guard let host = views[hostID] else { throw error(ui.line, ui.column, "swiftui: unknown view '\(hostID)' for in:") }
            embedSwiftUI(ui, in: host, id: hostID)
        }
        window.accessibilityIdentifier = "window"
        // Once the screen is shown: a table adds its swipe-actions recogniser when it is on screen.
        scenarioViews = Set(views.values.map(ObjectIdentifier.init))
        for id in viewOrder { if let v = views[id] { nameOwnRecognizers(of: v, id: id) } }
        // SwiftUI's views come after: their recognisers keep the names the library gives them.
        if let ui = scenario.swiftUI { registerSwiftUIViews(ui) }
        for r in scenario.recognizers { try attach(r) }
        for r in scenario.recognizers {
            guard let rec = recognizers[r.id] else { continue }
            for ref in r.requireToFail {
                guard let other = anyRecognizer(ref.name) else { throw error(ref.line, ref.column, "unknown recogniser '\(ref.name)'") }
                rec.require(toFail: other)
            }
        }
    }

    private func makeView(_ spec: ViewSpec) throws -> UIView {
        let v: UIView
        if spec.kind == .pageViewController {
            if spec.hitInsets != nil || !spec.extraHitAreas.isEmpty || !spec.callsSuper {
                throw error(spec.line, spec.column, "view '\(spec.id)': hitInsets, hitAreas and callsSuper apply to plain views and controls, not pageViewController")
            }
            let pager = ScenarioPager(spec)
            pagers[spec.id] = pager
            v = pager.controller.view
            v.frame = spec.frame
            if let t = spec.transform { v.transform = t }
        } else {
            v = try ComponentFactory.makeView(spec, file: scenario.file)
        }
        if let bar = v as? UISearchBar, !spec.beginsEditing {
            let d = ScenarioSearchBarDelegate()
            searchDelegates.append(d)
            bar.delegate = d
        }
        v.accessibilityIdentifier = spec.id
        if let u = spec.userInteractionEnabled { v.isUserInteractionEnabled = u }
        v.isHidden = spec.hidden
        v.alpha = spec.alpha
        v.isMultipleTouchEnabled = spec.multipleTouch
        v.isExclusiveTouch = spec.exclusiveTouch
        views[spec.id] = v
        viewOrder.append(spec.id)
        if let s = v as? UIScrollView { builtins["\(spec.id).pan"] = s.panGestureRecognizer }
        var cellSource: (any ScenarioCellSource)?
        if let t = v as? UITableView {
            let source = ScenarioTableSource(id: spec.id, rows: spec.rows ?? 0)
            tableSources.append(source)
            cellSource = source
            if !spec.trailingActions.isEmpty || !spec.leadingActions.isEmpty {
                source.trailing = spec.trailingActions
                source.leading = spec.leadingActions
                source.trace = device.trace
                t.delegate = source
            }
            t.dataSource = source
        }
        if let c = v as? UICollectionView {
            let source = ScenarioCollectionSource(id: spec.id, items: spec.items ?? 0)
            collectionSources.append(source)
            cellSource = source
            c.dataSource = source
        }
        for sub in spec.subviews {
            let child = try makeView(sub)
            if let place = sub.cellPlace, let cellSource {
                cellSource.place(child, place)   // into its row's or item's cell, when that is made
            } else {
                v.addSubview(child)
            }
        }
        if let t = v as? UITableView {
            if let h = spec.tableHeaderView { t.tableHeaderView = views[h] }
            if let f = spec.tableFooterView { t.tableFooterView = views[f] }
        }
        return v
    }

    /// Registers the recognisers a UIKit class installs on a view or its private subviews (a
    /// scroll view's pan, a switch's pan, a text view's tap) under `<view id>.<role>`, so the
    /// doctor, `why` and scenario files name them by role; one whose trace name is not already
    /// `<view id>.…` (a switch's `UISwitch-pan`) is renamed to it.
    private func nameOwnRecognizers(of view: UIView, id: String, skipping named: Set<ObjectIdentifier> = []) {
        var inner: [UIGestureRecognizer] = []
        func collect(_ v: UIView) {
            inner += v.gestureRecognizers ?? []
            for sub in v.subviews where !scenarioViews.contains(ObjectIdentifier(sub)) { collect(sub) }
        }
        collect(view)
        for r in inner where !named.contains(ObjectIdentifier(r)) {
            if !r.traceName.hasPrefix(id + ".") {
                // Two of one role on a view (rare) are told apart by a number: `notes.tap`, `notes.tap2`.
                let role = "\(id).\(Self.role(of: r))"
                var name = role, n = 2
                while builtins[name] != nil { name = "\(role)\(n)"; n += 1 }
                r.name = name
            }
            builtins[r.traceName] = r
        }
    }
    private var scenarioViews: Set<ObjectIdentifier> = []

    private static func role(of r: UIGestureRecognizer) -> String {
        switch r {
        case is UIScreenEdgePanGestureRecognizer: "edgePan"
        case is UIPanGestureRecognizer: "pan"
        case is UILongPressGestureRecognizer: "longPress"
        case is UITapGestureRecognizer: "tap"
        case is UISwipeGestureRecognizer: "swipe"
        case is UIPinchGestureRecognizer: "pinch"
        case is UIRotationGestureRecognizer: "rotation"
        default: "recognizer"
        }
    }

    private func attach(_ spec: RecognizerSpec) throws {
        let r: UIGestureRecognizer
        if let builtin = spec.builtin {
            guard let found = ComponentFactory.builtin(builtin, in: self) else {
                throw error(spec.line, spec.column, "built-in recogniser '\(builtin)' is not available in this build of Touchstone")
            }
            r = found
        } else {
            r = try ComponentFactory.makeRecognizer(spec, file: scenario.file)
            guard let v = view(spec.view) else { throw error(spec.line, spec.column, "unknown view '\(spec.view)'") }
            v.addGestureRecognizer(r)
        }
        r.name = spec.id
        if let b = spec.cancelsTouchesInView { r.cancelsTouchesInView = b }
        if let b = spec.delaysTouchesBegan { r.delaysTouchesBegan = b }
        if let b = spec.delaysTouchesEnded { r.delaysTouchesEnded = b }
        if let b = spec.enabled { r.isEnabled = b }
        let trace = device.trace
        let message = spec.logOnAction
        r.addHandler { [id = spec.id] _ in if let message { trace.log(id, message) } }
        if let d = spec.delegate {
            if let scroll = r.view as? UIScrollView, r === scroll.panGestureRecognizer || r === scroll.pinchGestureRecognizer {
                throw error(spec.line, spec.column, "'\(spec.id)' is a scroll view's own recogniser, whose delegate is the scroll view "
                            + "(UIKit raises an exception when another is assigned); put the rule on the other recogniser "
                            + "(its delegate, or requireToFail)")
            }
            let delegate = ScenarioDelegate(spec: d, scene: self)
            if d.askOriginalFirst { delegate.original = r.delegate }
            delegates[spec.id] = delegate
            r.delegate = delegate
        }
        recognizers[spec.id] = r
        recognizerOrder.append(spec.id)
    }

    /// A screen's `navigationItem` from the scenario: title, back button, bar button items named by their ids.
    private static func apply(_ spec: NavigationItemSpec, to item: UINavigationItem) {
        item.title = spec.title
        item.hidesBackButton = spec.hidesBackButton
        func make(_ s: BarItemSpec) -> UIBarButtonItem {
            let b: UIBarButtonItem
            if let name = s.systemItem, let system = UIBarButtonItem.SystemItem.allCases.first(where: { "\($0)" == name }) {
                b = UIBarButtonItem(systemItem: system)
            } else if let image = s.image {
                b = UIBarButtonItem(image: UIImage(systemName: image))
            } else {
                b = UIBarButtonItem(title: s.title)
            }
            b.accessibilityIdentifier = s.id
            return b
        }
        if !spec.leftItems.isEmpty { item.leftBarButtonItems = spec.leftItems.map(make) }
        if !spec.rightItems.isEmpty { item.rightBarButtonItems = spec.rightItems.map(make) }
    }

    /// Makes a view of a `swiftui:` tree known by its identifier (and a scroll view's pan as
    /// `<id>.pan`), once the hosting view is laid out.
    func register(swiftUIView v: UIView, id: String) {
        guard views[id] == nil else { return }
        views[id] = v
        viewOrder.append(id)
        if let s = v as? UIScrollView { builtins["\(id).pan"] = s.panGestureRecognizer }
    }
    /// The hosting controller of a `swiftui:` scene (a view does not retain its controller).
    var swiftUIHost: UIViewController?

    /// The controller of a navigation screen (`push` and `pop` steps).
    func screenController(_ id: String) -> UIViewController? { screenControllers[id] }
    /// The id of the screen on top of the navigation stack, if the scene has one.
    var topScreenName: String? {
        guard let top = navigationController?.topViewController else { return nil }
        return screenControllers.first { $0.value === top }?.key
    }

    /// Names the recognisers UIKit classes add once a pushed screen is on the window (a table's
    /// swipe-actions recogniser), as `build` does for the screens shown at the start.
    func screenDidAppear(_ id: String) {
        guard let spec = scenario.navigation(holding: id).flatMap({ n in (n.stack + n.screens).first { $0.id == id } }) else { return }
        var ids: [String] = []
        func walk(_ v: ViewSpec) { ids.append(v.id); v.subviews.forEach(walk) }
        walk(spec.root)
        let named = Set((Array(recognizers.values) + Array(builtins.values)).map(ObjectIdentifier.init))
        for viewID in ids { if let v = views[viewID] { nameOwnRecognizers(of: v, id: viewID, skipping: named) } }
    }

    /// A builtin recogniser (`list.pan`, `nav.pop`) or a declared one.
    func anyRecognizer(_ name: String) -> UIGestureRecognizer? { recognizers[name] ?? builtins[name] }

    /// The translation a delegate rule sees: a pan's own, else how far the centroid moved since
    /// the first touch went down.
    func translation(of r: UIGestureRecognizer) -> CGPoint {
        if let pan = r as? UIPanGestureRecognizer { return pan.translation(in: r.view) }
        return .zero
    }
}
