import Foundation

/// A `TabView` of the default style: a `UITabBarController` whose tabs are hosting controllers,
/// as SwiftUI's is on iOS (SwiftUIDecisions SU56).
///
/// - Tabs: each view of the content — each view of a `@ViewBuilder` block, each element of a
///   `ForEach`, the views of a `Group` or of the branch an `if` takes — is one tab, shown by a
///   `UIHostingController` of its own; `.tabItem { … }` gives the tab's title (its first `Text`, or
///   a `Label`'s title) and `.tag(_:)` its value. The tab bar is UIKit's: a touch-down on a tab
///   selects it (UIKitPiecesDecisions K17), traced `TabView selected Home (tab 1)`.
/// - Selection: with `selection:`, the tab shown is the first whose tag equals the binding's
///   value, and a tab the user selects writes its tag to the binding (Apple, `TabView`,
///   `tag(_:)`). A value no tab has is reported on the trace (`TabView selection 7 matches no
///   tab's tag`) and the tab shown stays (SU57).
/// - The controller and its tabs' hosting controllers are kept across re-renders by the tab
///   view's place in the tree (SU37); each re-render gives every tab its new view.
/// - Limits: at most ``maximumTabs`` tabs; more is refused with
///   ``SwiftUIBuildError/tooManyTabs(count:limit:)`` (RobustnessDecisions R33).
final class TabBarModel: UITabBarControllerDelegate {
    /// The most tabs a `TabView` may have: UIKit shows five and a More tab; each tab is built
    /// twice a render (its item, then its screen), so a hostile count is refused (SU57).
    static let maximumTabs = 50

    let controller = UITabBarController()
    private(set) var hosts: [UIHostingController<AnyView>] = []
    private var tags: [AnyHashable?] = []
    /// Writes a tab's tag to the `selection` binding, when the tab has one of its type.
    var select: ((AnyHashable) -> Void)?

    init() {
        controller.delegate = self
        controller.traceIdentifier = "TabView"
        // Its buttons are `TabView.tabBar.tab0`, `TabView.tabBar.tab1`… in traces.
        controller.tabBar.accessibilityIdentifier = "TabView.tabBar"
        // The bar's buttons sit on the bottom of the safe area the tab view is laid out in.
        controller.bottomInset = 0
    }

    /// The tabs' views, titles and tags after a build; `selected` is the tab to show, if any.
    func update(views: [AnyView], titles: [String?], tags: [AnyHashable?], selected: Int?,
                environmentObjects: [ObjectIdentifier: AnyObject]) {
        self.tags = tags
        if hosts.count != views.count {
            while hosts.count < views.count { hosts.append(UIHostingController(rootView: views[hosts.count])) }
            hosts.removeLast(hosts.count - views.count)
            for (i, host) in hosts.enumerated() { name(host, titles[i], i) }
            controller.setViewControllers(hosts, animated: false)
        }
        var renamed = false
        for (i, host) in hosts.enumerated() {
            // A tab inherits the environment objects of the screen that holds the tab view (SU54).
            host.inheritedEnvironmentObjects = environmentObjects
            host.rootView = views[i]
            if host.tabBarItem.title != titles[i] { name(host, titles[i], i); renamed = true }
        }
        if renamed { controller.tabBar.setItems(hosts.map(\.tabBarItem), animated: false) }
        if let selected, selected != controller.selectedIndex { controller.selectedIndex = selected }
    }

    private func name(_ host: UIViewController, _ title: String?, _ index: Int) {
        host.tabBarItem = UITabBarItem(title: title, image: nil, tag: index)
        host.traceIdentifier = title ?? "tab \(index)"
    }

    /// The user selected a tab: its tag goes to the selection binding (SU56).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard let index = hosts.firstIndex(where: { $0 === viewController }), let tag = tags[index] else { return }
        select?(tag)
    }
}

extension TabView {
    /// The nodes of a tab-bar `TabView`: one node showing its tab bar controller (SU56).
    func tabBarNodes(_ context: BuildContext) -> [Node] {
        let views = TabViewContent.views(of: content)
        guard views.count <= TabBarModel.maximumTabs else {
            context.fail(.tooManyTabs(count: views.count, limit: TabBarModel.maximumTabs))
            return []
        }
        // Each tab's item and tag, read from its nodes built without keeping state.
        var titles: [String?] = [], tags: [AnyHashable?] = []
        for view in views {
            let first = TabViewContent.probe(view, in: context).first
            titles.append(first?.tabItemTitle)
            tags.append(first?.tag)
        }
        guard context.error == nil else { return [] }
        let key = context.identityKey + "/TabView"
        let model = context.store?.object(key) { TabBarModel() } ?? TabBarModel()
        var selected: Int?
        if let selection {
            let value = AnyHashable(selection.wrappedValue)
            selected = tags.firstIndex { $0 == value }
            if selected == nil {
                context.warn("TabView selection \(selection.wrappedValue) matches no tab's tag",
                             cause: "the tab shown stays (SwiftUIDecisions SU57)")
            }
            model.select = { tag in if let value = tag.base as? SelectionValue { selection.wrappedValue = value } }
        } else {
            model.select = nil
        }
        model.update(views: views, titles: titles, tags: tags, selected: selected,
                     environmentObjects: context.environmentObjects)
        return [context.made(Node(.controller(model.controller, name: "TabView")))]
    }
}

/// How a `TabView`'s content splits into tabs (SU56).
enum TabViewContent {
    /// The top-level views of `view`: a block's, a `ForEach`'s elements, a `Group`'s, an `if`'s
    /// branch; any other view is one tab.
    static func views(of view: any View) -> [AnyView] {
        if let list = view as? TabViewList { return list.tabViews }
        return [AnyView(view)]
    }

    /// The first text of `nodes`, depth first: a tab item's title.
    static func firstText(in nodes: [Node]) -> String? {
        for node in nodes {
            if case let .text(text, _) = node.kind { return text }
            if let found = firstText(in: node.children) { return found }
        }
        return nil
    }

    /// The nodes of `view` built in `context` without keeping state or registering navigation,
    /// to read its `tabItem` and `tag`. First without running any view's body, so the item and tag
    /// written on the tab's view make no `@StateObject` of that view (Apple, `StateObject`: made
    /// once per view lifetime); only a tab whose item and tag are inside a body is built whole.
    static func probe(_ view: AnyView, in context: BuildContext) -> [Node] {
        let saved = (context.store, context.stacks, context.navigationTitle, context.hidesBackButton, context.probesShallowly)
        context.store = nil
        defer { (context.store, context.stacks, context.navigationTitle, context.hidesBackButton, context.probesShallowly) = saved }
        context.probesShallowly = true
        let shallow = context.descend { view.nodes($0) }
        if let first = shallow.first, first.tabItemTitle != nil || first.tag != nil { return shallow }
        context.probesShallowly = false
        return context.descend { view.nodes($0) }
    }
}

/// A view made of several views, each of which is a tab (SU56).
protocol TabViewList {
    var tabViews: [AnyView] { get }
}

extension TupleView: TabViewList {
    var tabViews: [AnyView] { children.flatMap { TabViewContent.views(of: $0) } }
}

extension Group: TabViewList {
    var tabViews: [AnyView] { TabViewContent.views(of: content) }
}

extension AnyView: TabViewList {
    var tabViews: [AnyView] { TabViewContent.views(of: view) }
}

extension ForEach: TabViewList {
    var tabViews: [AnyView] { data.flatMap { TabViewContent.views(of: content($0)) } }
}

extension Optional: TabViewList where Wrapped: View {
    var tabViews: [AnyView] { map { TabViewContent.views(of: $0) } ?? [] }
}

extension _ConditionalContent: TabViewList {
    var tabViews: [AnyView] {
        switch storage {
        case let .trueContent(v): TabViewContent.views(of: v)
        case let .falseContent(v): TabViewContent.views(of: v)
        }
    }
}

extension View {
    /// The tab's item in a tab-bar `TabView`: its title is the label's first text (a `Label`'s
    /// title); images are placeholders and not shown (SU56).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let title = TabViewContent.firstText(in: label().nodes(BuildContext()))
        return decorated { $0.tabItemTitle = title }
    }
}
