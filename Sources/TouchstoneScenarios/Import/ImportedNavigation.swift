import Foundation

/// A navigation controller found in a dump: UIKit's `UILayoutContainerView` holding a
/// `UINavigationTransitionView` whose `UIViewControllerWrapperView`s hold the screens' views, and
/// a `UINavigationBar` (ImportDecisions I7).
///
/// The scene gets Touchstone's own `UINavigationController` (with its back swipe, on the
/// profile's policy) instead of those private views: the top wrapper's views become the top
/// screen; during a push (two wrappers) the first one's become the screen below. The stack's
/// depth comes from `_printHierarchy` when it is given (the navigation controller's children),
/// else from the bar (a back button means two screens) — a guess, with a warning.
struct ImportedNavigation {
    /// Index of the `UILayoutContainerView`.
    var container: Int
    /// The presentation containers between the window and it (`UITransitionView`,
    /// `UIDropShadowView`, iOS 13 and later), outermost first.
    var path: [Int] = []
    /// Indices of the wrappers, in dump order (the last is on top).
    var wrappers: [Int]
    /// Index of the `UINavigationBar`, if the dump has one.
    var bar: Int?
    /// Screen names, bottom first (controller classes from `_printHierarchy`, else `screen1`…).
    var screens: [String]
    /// How the depth was decided, when it was guessed.
    var depthGuess: String?
    /// The top screen's title, from the bar's title view.
    var title: String?
    /// The bar's own buttons besides the back button, by view index: left ones from the leading
    /// edge, right ones from the trailing edge inwards, as `UINavigationItem` lists them.
    var leftItems: [Int] = []
    var rightItems: [Int] = []
    /// A text-less leading button taken for the back button (no back button part printed).
    var guessedBackButton: Int?
    /// What says the dump was caught mid-push or mid-pop, with its dump line: two wrappers side
    /// by side, a `_UIParallaxDimmingView` holding the upper screen, a bar that takes no touches
    /// (ImportDecisions I21).
    var transitionEvidence: [(what: String, line: Int)] = []
    /// The animation's own views (the dimming view's dimming and shadow views): left out.
    var leftovers = Set<Int>()
    /// The dump's bar prints `userInteractionEnabled = NO`.
    var barInteractionOff = false

    /// The view UIKit puts the upper screen's view in while a push or pop animates (iOS 7 and
    /// later), beside the lower screen's wrapper; it also holds the dimming and shadow views.
    static let parallaxClass = "_UIParallaxDimmingView"

    static let backButtonClasses: Set<String> = ["_UIBackButtonContainerView", "UINavigationItemButtonView",
                                                 "_UINavigationBarBackIndicatorView", "_UIBackButtonMaskView",
                                                 "UINavigationBarBackButtonView"]

    static let presentationContainers: Set<String> = ["UITransitionView", "UIDropShadowView"]

    /// The navigation controller that is the window's root controller, if there is one: under
    /// the window directly or through its presentation containers.
    static func find(in tree: ImportedTree) -> ImportedNavigation? {
        var children = [[Int]](repeating: [], count: tree.views.count)
        for (i, v) in tree.views.enumerated() { if let p = v.parent { children[p].append(i) } }
        var level = 0
        var path: [Int] = []
        var found: Int?
        while found == nil, path.count < 8 {
            if let c = children[level].first(where: { tree.views[$0].object.className == "UILayoutContainerView" }) { found = c; break }
            guard let next = children[level].first(where: { presentationContainers.contains(tree.views[$0].object.className) }) else { break }
            path.append(next)
            level = next
        }
        guard let container = found else { return nil }
        return read(container: container, path: path, in: tree, children: children)
    }

    /// The navigation controller whose view is `container`, if it is one: a
    /// `UILayoutContainerView` holding a `UINavigationTransitionView` with wrappers (under the
    /// window, or in a tab of a tab bar controller, ImportDecisions I11).
    static func read(container: Int, path: [Int], in tree: ImportedTree, children: [[Int]]) -> ImportedNavigation? {
        guard tree.views[container].object.className == "UILayoutContainerView",
              let transition = children[container].first(where: { tree.views[$0].object.className == "UINavigationTransitionView" })
        else { return nil }
        var wrappers = children[transition].filter { tree.views[$0].object.className == "UIViewControllerWrapperView" }
        guard !wrappers.isEmpty else { return nil }
        let bar = children[container].first { tree.views[$0].object.className.hasSuffix("NavigationBar") }
        // Mid-push (iOS 7 and later): the upper screen's view is in a `_UIParallaxDimmingView`
        // beside (or in) the lower screen's wrapper. It is that screen's wrapper; its other
        // children — the dimming view and the shadow — are the animation's.
        var leftovers = Set<Int>()
        var evidence: [(String, Int)] = []
        if wrappers.count > 1 {
            evidence.append(("\(wrappers.count) UIViewControllerWrapperViews side by side", tree.views[wrappers[wrappers.count - 1]].object.line))
        }
        let candidates = children[transition] + wrappers.flatMap { children[$0] }
        if let parallax = candidates.first(where: { tree.views[$0].object.className == parallaxClass }) {
            evidence.append((parallaxClass, tree.views[parallax].object.line))
            let kids = children[parallax]
            let size = tree.views[parallax].object["frame"].flatMap(DumpValues.rect)?.size
            let named = Set(tree.controllers.compactMap { $0["view"].flatMap { DumpValues.addresses($0).first } })
            let screenView = kids.last { named.contains(tree.views[$0].object.address) }
                ?? kids.last { k in
                    let f = tree.views[k].object["frame"].flatMap(DumpValues.rect)
                    return tree.views[k].object.className != "UIImageView" && f?.origin == .zero && f?.size == size
                        && tree.views[k].object["userInteractionEnabled"].flatMap(DumpValues.flag) != false
                }
            if let screenView {
                wrappers.removeAll { $0 == parallax }
                wrappers.append(parallax)
                for k in kids where k != screenView { leftovers.insert(k) }
            }
        }
        let barOff = bar.flatMap { tree.views[$0].object["userInteractionEnabled"].flatMap(DumpValues.flag) } == false
        if barOff, let bar { evidence.append(("the navigation bar's userInteractionEnabled = NO", tree.views[bar].object.line)) }
        var nav = ImportedNavigation(container: container, path: path, wrappers: wrappers, bar: bar, screens: [], depthGuess: nil)
        nav.leftovers = leftovers
        nav.barInteractionOff = barOff
        // A bar that takes no touches alone is not a transition; with a second screen it is.
        nav.transitionEvidence = wrappers.count > 1 ? evidence : []
        // _printHierarchy: the controllers one level below the one whose view is the container.
        let address = tree.views[container].object.address
        if !address.isEmpty, let c = tree.controllers.firstIndex(where: { $0["view"].flatMap { DumpValues.addresses($0).first } == address }) {
            nav.screens = childControllers(of: c, in: tree.controllers).map { SceneWriter.shortName(tree.controllers[$0].className) }
        }
        if nav.screens.isEmpty {
            var hasBack = false
            if let bar {
                var stack = [bar]
                while let i = stack.popLast() {
                    if backButtonClasses.contains(tree.views[i].object.className) || isBackTitled(tree.views[i]) { hasBack = true; break }
                    stack += children[i]
                }
            }
            let count = max(wrappers.count, hasBack ? 2 : 1)
            nav.screens = (1...count).map { "screen\($0)" }
            nav.depthGuess = hasBack ? "the navigation bar shows a back button" : (wrappers.count > 1 ? "two screens are on screen (a push or pop in progress)" : "the navigation bar shows no back button")
        }
        if let bar { nav.readItems(of: bar, in: tree, children: children) }
        return nav
    }

    /// A button titled "Back", UIKit's back button title when the screen below has none (a
    /// dump that does not print the back button's own classes).
    static func isBackTitled(_ v: ImportedView) -> Bool {
        guard v.mapping.kind == .button, let raw = v.object["text"] ?? v.foldedText, let (text, _) = DumpValues.text(raw) else { return false }
        return text == "Back"
    }

    /// Indices of the controllers `_printHierarchy` prints one level below controller `c`, in
    /// order; a presented controller (`+ <…>, presented with: <…>`) ends the list.
    static func childControllers(of c: Int, in controllers: [DumpObject]) -> [Int] {
        var out: [Int] = []
        let depth = controllers[c].depth
        for k in controllers.indices.dropFirst(c + 1) {
            let o = controllers[k]
            if o.depth <= depth || o["presented with"] != nil { break }
            if o.depth == depth + 1 { out.append(k) }
        }
        return out
    }

    /// The bar's buttons and title (ImportDecisions I10). A bar button is a button in the bar
    /// (`_UIButtonBarButton`, `UINavigationButton`) that is not the back button; which side it is
    /// on comes from its centre in the bar, since the dump prints no item list. The title is the
    /// text of the title view (`_UINavigationBarTitleControl`) or of a label directly in the bar's
    /// content view.
    mutating func readItems(of bar: Int, in tree: ImportedTree, children: [[Int]]) {
        let width = tree.views[bar].object["frame"].flatMap(DumpValues.rect)?.width ?? 0
        guard width > 0 else { return }
        var items: [(index: Int, x: Double)] = []
        var sawBackButton = false
        // Depth first, with each view's x offset in the bar and whether it is inside a back button.
        var stack: [(Int, Double, Bool)] = children[bar].map { ($0, 0, false) }
        while let (i, x0, inBack) = stack.popLast() {
            let v = tree.views[i]
            let f = v.object["frame"].flatMap(DumpValues.rect)
            let x = x0 + Double(f?.minX ?? 0)
            let back = inBack || Self.backButtonClasses.contains(v.object.className) || v.foldsBackButton || Self.isBackTitled(v)
            sawBackButton = sawBackButton || back
            if v.mapping.kind == .button {
                if !back, let f { items.append((i, x + Double(f.width) / 2)) }
                continue
            }
            let parent = tree.views[v.parent ?? bar].object.className
            if title == nil, v.mapping.kind == .label, let raw = v.object["text"] ?? v.foldedText, let (text, _) = DumpValues.text(raw),
               v.object.className.contains("TitleControl") || parent == "_UINavigationBarContentView" || parent.contains("TitleControl") {
                title = text
            }
            stack += children[i].reversed().map { ($0, x, back) }
        }
        let half = Double(width) / 2
        leftItems = items.filter { $0.x < half }.sorted { $0.x < $1.x }.map(\.index)
        rightItems = items.filter { $0.x >= half }.sorted { $0.x > $1.x }.map(\.index)
        // A pushed screen shows a back button at the leading edge; a dump that does not print its
        // parts (a trimmed one) shows a button without text there.
        if screens.count >= 2, !sawBackButton, let first = leftItems.first,
           (tree.views[first].object["text"] ?? tree.views[first].foldedText).flatMap(DumpValues.text)?.0.isEmpty ?? true {
            guessedBackButton = first
            leftItems.removeFirst()
        }
    }
}
