import Foundation

/// A tab bar controller found in a dump (ImportDecisions I11–I13): UIKit's
/// `UILayoutContainerView` holding a `UITransitionView` (whose `UIViewControllerWrapperView`
/// holds the selected tab's view) and a `UITabBar` of `UITabBarButton`s, each titled by its
/// `UITabBarButtonLabel`; and/or `_printHierarchy`'s `<UITabBarController …>` line with one child
/// per tab.
///
/// The scene gets `tabs:` with Touchstone's own `UITabBarController` and bar instead of those
/// private views. A dump prints only the selected tab's views (UIKit keeps one tab's view in the
/// window, Apple's `UITabBarController` documentation), so the other tabs get empty screens; a tab
/// that is a navigation controller keeps its stack (from `_printHierarchy`) and its back swipe.
struct ImportedTabs {
    /// One tab, in bar order.
    struct Tab {
        /// Its button's text (`UITabBarButtonLabel`), if the dump prints it.
        var label: String?
        /// Its button's view index, if the dump prints the bar.
        var button: Int?
        /// Its controller's `_printHierarchy` line.
        var controller: DumpObject?
        /// Its controller's class, from `_printHierarchy`.
        var controllerClass: String? { controller?.className }
        /// For a navigation controller known from `_printHierarchy`: its children's classes,
        /// bottom first; `nil` for another controller.
        var stack: [String]?
    }

    /// Index of the tab bar controller's `UILayoutContainerView`, when the dump prints its views.
    var container: Int?
    /// The presentation containers between the top view and it, outermost first.
    var path: [Int] = []
    /// Index of the `UITabBar`, if printed.
    var bar: Int?
    /// The view whose subviews are the selected tab's views: the last wrapper of the container's
    /// `UITransitionView`, else the transition view itself.
    var content: Int?
    /// The tabs, in bar order; never empty.
    var tabs: [Tab] = []
    /// The selected tab.
    var selected = 0
    /// The selected tab's navigation controller, read from its views.
    var navigation: ImportedNavigation?
    /// What was guessed or left out.
    var warnings: [ImportWarning] = []

    /// The bar's own background views, dropped with it (its image views, the shadow line, too).
    static let barChrome: Set<String> = ["_UITabBarBackgroundView", "_UIBarBackground", "_UIBarBackgroundShadowView"]

    /// Whether `o` is a `_printHierarchy` line of a tab bar controller (or a subclass named so).
    static func isTabBarController(_ o: DumpObject) -> Bool { SceneWriter.shortName(o.className).hasSuffix("TabBarController") }

    /// Whether `o` is a `_printHierarchy` line of a navigation controller (or a subclass named so).
    static func isNavigationController(_ o: DumpObject) -> Bool { SceneWriter.shortName(o.className).hasSuffix("NavigationController") }

    /// Whether view `v` is a tab bar (`UITabBar`, a subclass the dump names, or a class named so).
    static func isTabBar(_ v: ImportedView) -> Bool {
        let o = v.object
        return o.className == "UITabBar" || o["baseClass"].map { $0.trimmingCharacters(in: .whitespaces) == "UITabBar" } == true
            || SceneWriter.shortName(o.className).hasSuffix("TabBar")
    }

    /// The tab bar controller that is the screen's root, if there is one: its container under the
    /// top view (directly, through the presentation containers, or the top view itself), or its
    /// `_printHierarchy` line when the dump prints no view.
    static func find(in tree: ImportedTree) -> ImportedTabs? {
        var children = [[Int]](repeating: [], count: tree.views.count)
        for (i, v) in tree.views.enumerated() { if let p = v.parent { children[p].append(i) } }
        let controllerAddresses: [String: Int] = tree.controllers.indices.reduce(into: [:]) { map, k in
            if let view = tree.controllers[k]["view"].flatMap({ DumpValues.addresses($0).first }) { map[view] = k }
        }
        func isContainer(_ i: Int) -> Bool {
            let v = tree.views[i]
            guard v.object.className == "UILayoutContainerView" else { return false }
            if children[i].contains(where: { isTabBar(tree.views[$0]) }) { return true }
            return controllerAddresses[v.object.address].map { isTabBarController(tree.controllers[$0]) } ?? false
        }
        var found = tree.views.isEmpty ? nil : (isContainer(0) ? 0 : nil)
        var path: [Int] = []
        var level = 0
        while found == nil, !tree.views.isEmpty, path.count < 8 {
            if let c = children[level].first(where: isContainer) { found = c; break }
            guard let next = children[level].first(where: { ImportedNavigation.presentationContainers.contains(tree.views[$0].object.className) }) else { break }
            path.append(next)
            level = next
        }
        var tabs = ImportedTabs()
        var controller: Int?
        if let container = found {
            tabs.container = container
            tabs.path = path
            controller = controllerAddresses[tree.views[container].object.address].flatMap { isTabBarController(tree.controllers[$0]) ? $0 : nil }
        } else {
            // `_printHierarchy` alone: the first tab bar controller printed.
            guard tree.views.isEmpty, let c = tree.controllers.firstIndex(where: isTabBarController) else { return nil }
            controller = c
        }
        tabs.read(controller: controller, in: tree, children: children)
        return tabs
    }

    private mutating func warn(_ o: DumpObject, _ message: String) {
        warnings.append(ImportWarning(file: o.file, line: o.line, message: message))
    }

    /// Reads the tabs from the bar's buttons and the controller's children, then which one is
    /// selected and what it shows.
    private mutating func read(controller: Int?, in tree: ImportedTree, children: [[Int]]) {
        let controllers = tree.controllers
        // The bar and its buttons, from the leading edge.
        var buttons: [Int] = []
        if let container {
            bar = children[container].first { Self.isTabBar(tree.views[$0]) }
            let transition = children[container].first { tree.views[$0].object.className == "UITransitionView" }
            if let transition {
                let wrappers = children[transition].filter { tree.views[$0].object.className == "UIViewControllerWrapperView" }
                content = wrappers.last ?? transition
                if wrappers.count > 1, let last = wrappers.last {
                    warn(tree.views[last].object, "\(wrappers.count) tabs' views are in the tab bar controller's UITransitionView (a switch in progress); the last one is taken as the selected tab's")
                }
            }
        }
        if let bar {
            for i in children[bar] {
                let v = tree.views[i]
                if v.mapping.kind == .button, SceneWriter.shortName(v.object.className).hasSuffix("TabBarButton") {
                    buttons.append(i)
                } else if !Self.barChrome.contains(v.object.className) && v.mapping.kind != .imageView {
                    warn(v.object, "\(v.object.className) in the tab bar is left out: the scene's tab bar is Touchstone's, with one button per tab")
                }
            }
            buttons.sort { (frame(tree.views[$0])?.minX ?? 0) < (frame(tree.views[$1])?.minX ?? 0) }
        }
        // The controller's children: one per tab, a navigation controller's own children its stack.
        var childTabs: [Tab] = []
        var appeared: Int?
        if let controller {
            for (n, k) in ImportedNavigation.childControllers(of: controller, in: controllers).enumerated() {
                let o = controllers[k]
                var tab = Tab(controller: o)
                if Self.isNavigationController(o) {
                    tab.stack = ImportedNavigation.childControllers(of: k, in: controllers).map { controllers[$0].className }
                }
                if appeared == nil, let state = o["state"], state.hasPrefix("appear") { appeared = n }
                childTabs.append(tab)
            }
            for k in controllers.indices.dropFirst(controller + 1) where controllers[k]["presented with"] != nil {
                warn(controllers[k], "\(controllers[k].className) is presented over the tab bar controller; a scene shows one screen, so it is left out")
            }
        }
        let anchor = controller.map { controllers[$0] } ?? (container ?? bar).map { tree.views[$0].object }
        let count = max(childTabs.count, buttons.count)
        if !childTabs.isEmpty, !buttons.isEmpty, childTabs.count != buttons.count, let anchor {
            warn(anchor, "the tab bar shows \(buttons.count) button\(buttons.count == 1 ? "" : "s") for \(childTabs.count) child controller\(childTabs.count == 1 ? "" : "s"); the scene has \(count) tabs")
        }
        tabs = (0..<count).map { n in
            var tab = n < childTabs.count ? childTabs[n] : Tab()
            if n < buttons.count {
                tab.button = buttons[n]
                let v = tree.views[buttons[n]]
                if let raw = v.object["text"] ?? v.foldedText, let (text, _) = DumpValues.text(raw), !text.isEmpty { tab.label = text }
            }
            return tab
        }
        if tabs.isEmpty {
            tabs = [Tab()]
            if let anchor {
                warn(anchor, bar == nil ? "a tab bar controller with no tab bar and no child controller in the dump; the scene has one tab, holding the views on screen"
                     : "a tab bar controller with no tab (no button in its bar, no child controller); the scene has one tab, holding the views on screen")
            }
        }
        for (n, tab) in tabs.enumerated() where tab.label == nil {
            let subject = tab.button.map { tree.views[$0].object } ?? tab.controller ?? anchor
            guard let subject else { continue }
            if let cls = tab.controllerClass {
                warn(subject, "tab \(n) shows no title in the dump; it is titled after its controller, \(SceneWriter.shortName(cls))")
            } else if count > 0 {
                warn(subject, "tab \(n) shows no title in the dump; it is untitled")
            }
        }
        selected = chooseSelected(appeared: appeared, tree: tree, anchor: anchor)
        readSelectedContent(in: tree, children: children)
    }

    /// The selected tab: the child `_printHierarchy` says appeared; else the one button whose
    /// parts print no `tintColor` while every other's do (UIKit tints unselected items grey;
    /// both dumps of the CTF fixture, taken with tab 0 and tab 1 selected, show it); else tab 0,
    /// with a warning.
    private mutating func chooseSelected(appeared: Int?, tree: ImportedTree, anchor: DumpObject?) -> Int {
        if let appeared, appeared < tabs.count { return appeared }
        let untinted = tabs.indices.filter { tabs[$0].button.map { !tree.views[$0].foldedTint } ?? false }
        if tabs.count > 1, untinted.count == 1, tabs.allSatisfy({ $0.button != nil }) { return untinted[0] }
        if tabs.count > 1, let anchor {
            warn(anchor, "which tab is selected is a guess (tab 0): neither `_printHierarchy` nor the buttons' tint say; add `po UIViewController._printHierarchy()` output to be sure")
        }
        return 0
    }

    /// The selected tab's navigation controller, read from the views when they show it; views in
    /// the tab that belong to no screen are said to be left out.
    private mutating func readSelectedContent(in tree: ImportedTree, children: [[Int]]) {
        guard let content else { return }
        let navContainer = children[content].first { tree.views[$0].object.className == "UILayoutContainerView" }
        if let navContainer, let nav = ImportedNavigation.read(container: navContainer, path: [], in: tree, children: children) {
            navigation = nav
            if tabs[selected].stack == nil { tabs[selected].stack = [] }
            for i in children[content] where i != navContainer {
                warn(tree.views[i].object, "\(tree.views[i].object.className) is beside the selected tab's navigation controller; it is left out of the scene")
            }
        } else if let stack = tabs[selected].stack {
            // `_printHierarchy` says the tab is a navigation controller, but its views are not printed.
            let shown = children[content]
            if let first = shown.first {
                warn(tree.views[first].object, "the selected tab is a navigation controller (\(stack.count) screen\(stack.count == 1 ? "" : "s")) whose views the dump does not show; the \(shown.count) view\(shown.count == 1 ? "" : "s") in its place \(shown.count == 1 ? "is" : "are") left out")
            }
        } else if tree.views[content].object.className == "UITransitionView", !children[content].isEmpty {
            warn(tree.views[content].object, "the tab bar controller's UITransitionView holds no UIViewControllerWrapperView; its views are taken as the selected tab's")
        }
    }

    private func frame(_ v: ImportedView) -> CGRect? { v.object["frame"].flatMap(DumpValues.rect) }
}
