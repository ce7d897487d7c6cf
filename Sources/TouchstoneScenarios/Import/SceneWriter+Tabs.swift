import Foundation

/// The `tabs:` block of an imported scene (ImportDecisions I11–I13).
extension SceneWriter {
    /// One screen per tab, titled by its button's text (else its controller's class); the
    /// selected tab holds the views the dump prints for it, a tab that is a navigation
    /// controller is written as `{navigation: …}` so its stack and back swipe work, and the
    /// other tabs get empty screens with a comment saying why. The dump's container, transition
    /// view and bar are the scene's tab bar controller's own.
    mutating func tabsLines(_ t: ImportedTabs, windowIsRoot: Bool) -> [String] {
        for w in t.warnings { warnings.append(w) }
        noteViewsLeftOut(t, windowIsRoot: windowIsRoot)
        checkBarFrame(t)
        var out = ["tabs:", "  id: tabs"]
        if t.selected != 0 { out.append("  selectedIndex: \(t.selected)") }
        out.append("  items:")
        for (n, tab) in t.tabs.enumerated() {
            let title = tab.label ?? tab.controllerClass.map(Self.shortName)
            let name = title.map { "Tab \(n) (\($0.filter { !$0.isNewline }))" } ?? "Tab \(n)"
            let views = n == t.selected && t.navigation == nil && tab.stack == nil ? selectedTabViewLines(t) : []
            if n != t.selected {
                out.append("    # \(name): not on screen, and a dump prints only the selected tab's views; its screen is empty.")
            } else if views.isEmpty && t.navigation == nil {
                out.append("    # \(name): the dump prints none of its views; its screen is empty.")
            }
            if n == t.selected, let nav = t.navigation {
                out += tabItem(navigationLines(nav, id: unique("nav\(n)"), inTab: true), title: title)
            } else if let stack = tab.stack {
                out += tabItem(controllerStackLines(stack, tab: n, title: title, anchor: t), title: title)
            } else {
                let base = tab.controllerClass.map(Self.shortName) ?? (title.map { "tab\(n)-" + Self.words($0) } ?? "tab\(n)")
                let id = unique(base.hasSuffix("-") ? "tab\(n)" : base)
                var head = ["id: \(id)"]
                if let title { head.append("title: \(quoted(title))") }
                if views.isEmpty {
                    out.append("    - { " + head.joined(separator: ", ") + " }")
                } else {
                    out.append("    - " + head[0])
                    out += head.dropFirst().map { "      " + $0 }
                    out.append("      subviews:")
                    out += views
                }
            }
        }
        return out
    }

    /// A `navigation:` block as a tab item: `- navigation:` with the block under it, and the
    /// tab's title beside it.
    private func tabItem(_ navigation: [String], title: String?) -> [String] {
        var out = ["    - " + (navigation.first ?? "navigation:")]
        out += navigation.dropFirst().map { "      " + $0 }
        if let title { out.append("      title: \(quoted(title))") }
        return out
    }

    /// A navigation controller known only from `_printHierarchy`: its children as empty screens.
    private mutating func controllerStackLines(_ stack: [String], tab n: Int, title: String?, anchor t: ImportedTabs) -> [String] {
        var names = stack.map(Self.shortName)
        if names.isEmpty {
            names = ["tab\(n)-screen"]
            if let o = anchorObject(t) {
                warnings.append(ImportWarning(file: o.file, line: o.line, message: "tab \(n) is a navigation controller whose children the dump does not list; its stack gets one empty screen"))
            }
        }
        var out = ["navigation:", "  id: \(unique("nav\(n)"))", "  stack:"]
        for name in names { out.append("    - { id: \(unique(name)) }") }
        return out
    }

    /// The views under the selected tab's wrapper, as the tab screen's `subviews`.
    private mutating func selectedTabViewLines(_ t: ImportedTabs) -> [String] {
        guard let content = t.content else { return [] }
        var lines: [String] = []
        for i in tree.views.indices where i != content && !madeByTable.contains(i) && isInside(i, content) {
            let onScreen = tree.views[i].parent == content
            let parent = onScreen ? nil : tree.views[i].parent.map { parentName($0) }
            lines += tableNotes(i, indent: "        ")
            lines.append("        - " + viewLine(i, parent: parent, offsetY: onScreen ? windowOffsetY(of: content) : 0))
        }
        return lines
    }

    /// Whether view `i` is below view `ancestor`.
    private func isInside(_ i: Int, _ ancestor: Int) -> Bool {
        var p = tree.views[i].parent
        while let q = p { if q == ancestor { return true }; p = tree.views[q].parent }
        return false
    }

    /// Views beside the tab bar controller (under the window or its presentation containers) and
    /// beside its transition view and bar are not part of the scene: said once each.
    private mutating func noteViewsLeftOut(_ t: ImportedTabs, windowIsRoot: Bool) {
        guard let container = t.container else { return }
        let levels = Set((container == 0 ? [] : [0]) + t.path)
        for (i, v) in tree.views.enumerated() where i != container && !t.path.contains(i) {
            guard let p = v.parent else { continue }
            if levels.contains(p) {
                warnings.append(ImportWarning(file: v.object.file, line: v.object.line, message: "\(ids[i]) is outside the tab bar controller; it is left out of the scene"))
            } else if p == container, i != t.bar, v.object.className != "UITransitionView" {
                warnings.append(ImportWarning(file: v.object.file, line: v.object.line, message: "\(ids[i]) is in the tab bar controller's view beside its tabs; it is left out of the scene"))
            }
        }
    }

    /// The scene's bar is Touchstone's: 49 pt of buttons over the bottom safe area (none on a
    /// home-button iPhone), at the bottom of the screen. A dump whose bar is elsewhere or of
    /// another height is said to be (the bar's taps then land where Touchstone's bar is).
    private mutating func checkBarFrame(_ t: ImportedTabs) {
        guard let bar = t.bar, let f = frame(of: tree.views[bar]) else { return }
        var y = Double(f.minY)
        var p = tree.views[bar].parent
        while let q = p, q != 0 { y += Double(frame(of: tree.views[q])?.minY ?? 0); p = tree.views[q].parent }
        let height = 49.0 + (screen.height < 800 ? 0 : 34)
        let expected = Double(screen.height) - height
        if abs(y - expected) > 1 || abs(Double(f.height) - height) > 1 {
            let o = tree.views[bar].object
            warnings.append(ImportWarning(file: o.file, line: o.line, message: "the dump's tab bar is at y \(num(y)), \(num(f.height)) pt tall; the scene's bar is Touchstone's, at y \(num(expected)), \(num(height)) pt tall"))
        }
    }

    private func anchorObject(_ t: ImportedTabs) -> DumpObject? {
        (t.container ?? t.bar).map { tree.views[$0].object } ?? tree.controllers.first
    }
}
