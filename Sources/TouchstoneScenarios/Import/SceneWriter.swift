import Foundation

/// Writes an imported tree as a scenario file: a flat `views:` list with `parent:` (deep trees
/// need no deep YAML), each view's class and address kept, recognisers from the listings, an
/// empty script (ImportDecisions I3–I5).
struct SceneWriter {
    let tree: ImportedTree
    let files: [String]
    var warnings = WarningLog()
    private(set) var viewCount = 0
    private(set) var recognizerCount = 0
    private(set) var screen = CGSize(width: 390, height: 844)
    private(set) var ids: [String] = []
    /// View ids by the address the dump printed.
    private var viewIDsByAddress: [String: String] = [:]
    /// `tabs` and `nav` are the ids the writer gives a tab bar controller and a navigation
    /// controller, so no view takes them.
    private var usedIDs: Set<String> = ["root", "tabs", "nav"]
    /// The next suffix to try for each base name, so naming stays linear when thousands of
    /// views share a class.
    private var nextSuffix: [String: Int] = [:]

    /// `base`, or `base-2`, `base-3`… — the first not taken.
    mutating func unique(_ base: String) -> String {
        var id = base
        var n = nextSuffix[base] ?? 2
        while usedIDs.contains(id) { id = "\(base)-\(n)"; n += 1 }
        nextSuffix[base] = n
        usedIDs.insert(id)
        return id
    }

    init(tree: ImportedTree, files: [String]) {
        self.tree = tree
        self.files = files
    }

    private var file: String { files.first ?? "dump" }

    mutating func write() -> String {
        var topIsWindow = false
        if let top = tree.views.first {
            topIsWindow = top.object.className.hasSuffix("Window") || top.object["baseClass"].map { $0.hasSuffix("Window") } == true
            var topFrame = frame(of: top) ?? .zero
            // Siblings at the top (a dump whose first line is indented, ImportDecisions I18): the
            // screen holds them all.
            let tops = tree.views.filter { $0.parent == nil }.compactMap { frame(of: $0) }
            if !topIsWindow, tops.count > 1, tops.allSatisfy({ $0.minX.isFinite && $0.maxY.isFinite && $0.minX >= 0 && $0.minY >= 0 }) {
                topFrame = CGRect(x: 0, y: 0, width: tops.map(\.maxX).max() ?? 0, height: tops.map(\.maxY).max() ?? 0)
            }
            // A top view under a 20 pt status bar (`po self.view` on iOS 6: `(0 20; 320 460)`)
            // sits that far down a screen that much taller (ImportDecisions I19).
            if !topIsWindow, tops.count <= 1, topFrame.minX == 0, topFrame.minY > 0, topFrame.minY <= 20 {
                topFrame = CGRect(x: 0, y: 0, width: topFrame.width, height: topFrame.maxY)
            }
            if topFrame.width >= 100, topFrame.height >= 100, topFrame.width <= 4096, topFrame.height <= 4096 {
                screen = topFrame.size
            } else {
                warnings.append(ImportWarning(file: top.object.file, line: top.object.line, message: "the top view's frame does not give a screen size; the scene uses 390 × 844"))
            }
        } else if let c = tree.controllers.first {
            warnings.append(ImportWarning(file: c.file, line: c.line, message: "the dumps print controllers but no view; the scene uses 390 × 844 and its screens are empty (add `po view.window!.recursiveDescription()` output for their views)"))
        }
        let tabs = ImportedTabs.find(in: tree)
        let navigation = tabs == nil && topIsWindow ? ImportedNavigation.find(in: tree) : nil
        nameViews(windowIsRoot: topIsWindow, navigation: navigation)
        planTables()
        let recognizerEntries = recognizers()
        // The warnings about views come after the recognisers' (those left out below included).
        let beforeViews = warnings
        warnings = WarningLog()
        var out: [String] = []
        let names = files.map { URL(fileURLWithPath: $0).lastPathComponent }
        out.append("# Each view keeps the class and address the debugger printed; see the Import article.")
        out.append("name: \(quoted("Imported screen — \(names.joined(separator: ", "))"))")
        out.append("source: \(quoted("touchstone import \(files.joined(separator: " "))"))")
        let count = max(0, tree.views.count - (topIsWindow ? 1 : 0))
        out.append("description: \(quoted("\(count) views from a debugger dump; add a script, or ask `touchstone why FILE --at X,Y`."))")
        let model = screen.height < 800 ? "homeButton" : "homeIndicator"
        out.append("device: { screen: [\(num(screen.width)), \(num(screen.height))], model: \(model) }")
        listedViews = Set(tree.recognizers.compactMap { $0["view"].flatMap { DumpValues.addresses($0).first } })
        if let tabs {
            out += tabsLines(tabs, windowIsRoot: topIsWindow)
        } else if let nav = navigation {
            out += navigationLines(nav, id: "nav")
        } else {
            out.append("views:")
            declaredViews.insert("root")
            var any = false
            for i in tree.views.indices where !(i == 0 && topIsWindow) && !madeByTable.contains(i) {
                let p = tree.views[i].parent
                out += tableNotes(i, indent: "  ")
                out.append("  - " + viewLine(i, parent: p.flatMap { ($0 == 0 && topIsWindow) ? nil : parentName($0) }))
                any = true
            }
            if !any { out.removeLast(); out.append("views: []") }
        }
        let (recognizerLines, leftOut) = recognizerLines(recognizerEntries)
        var merged = beforeViews
        for w in leftOut { merged.append(w) }
        merged.append(contentsOf: warnings)
        warnings = merged
        if !recognizerLines.isEmpty {
            out.append("recognizers:")
            out += recognizerLines
        }
        out.append("script: []")
        return out.joined(separator: "\n") + "\n"
    }

    private var listedViews = Set<String>()
    private var warnedKinds = Set<String>()
    /// The ids the scene declares as views (written views, table rows and cells, bar items, and
    /// `root` in a scene of plain views — `tabs:` and `navigation:` have none), the only ones a
    /// recogniser may name.
    private var declaredViews = Set<String>()

    /// `{ id: …, parent: …, class: …, … }` for view `i`.
    /// `offsetY` moves a screen's top view by where the dump's container put it (below a 20 pt
    /// status bar and a 44 pt bar on iOS 6, ImportDecisions I19).
    mutating func viewLine(_ i: Int, parent: String?, offsetY: Double = 0) -> String {
        let v = tree.views[i]
        declaredViews.insert(ids[i])
        var parts = ["id: \(ids[i])"]
        if let parent { parts.append("parent: \(parent)") }
        if tables[i] != nil { parts.append("class: tableView") } else if v.mapping.kind != .view { parts.append("class: \(v.mapping.kind.rawValue)") }
        parts.append("className: \(quoted(String(v.object.className.prefix(200))))")
        if !v.object.address.isEmpty { parts.append("address: \(quoted(v.object.address))") }
        parts += geometry(of: v, offsetY: offsetY)
        if let h = v.object["hidden"].flatMap(DumpValues.flag), h { parts.append("hidden: true") }
        if let a = v.object["alpha"].flatMap({ DumpValues.numbers($0).first }), a.isFinite, a < 1 {
            parts.append("alpha: \(num(max(0, a)))")
        }
        let interaction = v.object["userInteractionEnabled"].flatMap(DumpValues.flag)
        if interaction == false { parts.append("userInteractionEnabled: false") }
        else if v.mapping.kind == .label || v.mapping.kind == .imageView, v.object["layer"] != nil {
            // A full description prints `userInteractionEnabled = NO` whenever it is off; a
            // trimmed one (no `layer`) leaves UIKit's default for labels and images (off).
            parts.append("userInteractionEnabled: true")
        }
        if let table = tables[i] {
            parts.append("rows: \(table.rows)")
            parts.append("rowHeight: \(num(table.rowHeight))")
            if let h = table.header { parts.append("tableHeaderView: \(ids[h])") }
            if let f = table.footer { parts.append("tableFooterView: \(ids[f])") }
            if let offset = pair("contentOffset", of: v, nonNegative: false) { parts.append(offset) }
        } else if v.mapping.kind == .scrollView {
            if let size = pair("contentSize", of: v, nonNegative: true) { parts.append(size) }
            if let offset = pair("contentOffset", of: v, nonNegative: false) { parts.append(offset) }
            let c = v.object.className
            if c.hasSuffix("CollectionView"), warnedKinds.insert(c).inserted {
                warnings.append(ImportWarning(file: v.object.file, line: v.object.line, message: "\(c) imported as a scroll view with its cells as plain views: hit-testing and scrolling are modelled, cell selection is not"))
            }
        }
        if v.object["gestureRecognizers"] != nil, !listedViews.contains(v.object.address) {
            parts.append("recognizersNotListed: true")
            warnings.append(ImportWarning(file: v.object.file, line: v.object.line, message: "\(ids[i]) has gesture recognizers the dump does not list; add `po \(v.object.address.isEmpty ? "view" : v.object.address).gestureRecognizers` output to import them"))
        }
        if let raw = v.object["text"] ?? v.foldedText, let (_, cut) = DumpValues.text(raw), cut {
            warnings.append(ImportWarning(file: v.object.file, line: v.object.line, message: "the text of \(ids[i]) was cut by the dump"))
        }
        viewCount += 1
        let line = "{ " + parts.joined(separator: ", ") + " }"
        origins[line] = (v.object.file, v.object.line)
        return line
    }

    /// What each written view or recogniser line came from, by its text (unique: it holds the
    /// id), so that a problem the scenario reader finds is reported at the dump's line.
    private(set) var origins: [String: (file: String, line: Int)] = [:]

    /// The largest size or offset written, in points: a frame's range (issue 30: a `contentSize`
    /// of 1e308 was written as `inf`, which the reader refuses).
    static let maximumCoordinate = 100_000.0

    /// `key: [x, y]` for a `{x, y}` value of the dump: left out with a warning when it is not
    /// finite (or negative, for a size), clamped to ±``maximumCoordinate`` with a warning.
    private mutating func pair(_ key: String, of v: ImportedView, nonNegative: Bool) -> String? {
        guard let raw = v.object[key], let (x, y) = DumpValues.pair(raw) else { return nil }
        let o = v.object
        guard x.isFinite, y.isFinite, !nonNegative || (x >= 0 && y >= 0) else {
            warnings.append(ImportWarning(file: o.file, line: o.line, message: "\(o.className)'s \(key) \(InputLimits.excerpt(String(raw))) makes no sense; it is left out"))
            return nil
        }
        let m = Self.maximumCoordinate
        let (cx, cy) = (min(max(x, -m), m), min(max(y, -m), m))
        if cx != x || cy != y {
            warnings.append(ImportWarning(file: o.file, line: o.line, message: "\(o.className)'s \(key) \(InputLimits.excerpt(String(raw))) is beyond \(num(m)) pt; clamped to [\(num(cx)), \(num(cy))]"))
        }
        return "\(key): [\(num(cx)), \(num(cy))]"
    }

    // MARK: Tables

    private var tables: [Int: ImportedTable] = [:]
    /// Cells and content views of imported tables: the scene's table makes them.
    private(set) var madeByTable = Set<Int>()
    /// The `parent:` name of view `i`: its id, or the row or cell it stands for.
    private var rowNames: [Int: String] = [:]

    func parentName(_ i: Int) -> String { rowNames[i] ?? ids[i] }

    /// Where the cells that became rows of a scenario table are in the dumps.
    var rowCells: [(file: String, line: Int)] {
        tables.values.flatMap { $0.rowOfCell.keys }.map { (tree.views[$0].object.file, tree.views[$0].object.line) }
    }

    /// Decides which tables become scenario tables (``ImportedTable``), and names their cells
    /// and content views by row, for `parent:` and for recognisers on them.
    private mutating func planTables() {
        let found = ImportedTable.find(in: tree) { frame(of: $0) }
        tables = found.tables
        for w in found.warnings { warnings.append(w) }
        for (t, plan) in tables {
            for (cell, row) in plan.rowOfCell {
                rowNames[cell] = "\(ids[t]).cell\(row)"
                madeByTable.insert(cell)
            }
            for (content, row) in plan.rowOfContent {
                rowNames[content] = "\(ids[t]).row\(row)"
                madeByTable.insert(content)
            }
        }
        for (i, name) in rowNames where !tree.views[i].object.address.isEmpty { viewIDsByAddress[tree.views[i].object.address] = name }
        declaredViews.formUnion(rowNames.values)
    }

    /// Comment lines before a table that say which dump cell each row came from.
    func tableNotes(_ i: Int, indent: String) -> [String] {
        guard let plan = tables[i] else { return [] }
        return plan.rowOfCell.sorted { $0.value < $1.value }.map { cell, row in
            let o = tree.views[cell].object
            let origin = [o.className, o.address].filter { !$0.isEmpty }.joined(separator: " ")
            return "\(indent)# \(ids[i]).row\(row): \(origin.filter { !$0.isNewline }) (line \(o.line))"
        }
    }

    // MARK: Navigation

    /// The `navigation:` block: the wrappers' views become screens of Touchstone's navigation
    /// controller; the private container views and the bar are its own.
    /// `id` names the controller; in a tab (`inTab`), the tab's writer says what is left out
    /// around it.
    mutating func navigationLines(_ nav: ImportedNavigation, id navID: String, inTab: Bool = false) -> [String] {
        var screenIDs: [String] = []
        for name in nav.screens { screenIDs.append(unique(name)) }
        let container = tree.views[nav.container].object
        if let guess = nav.depthGuess {
            warnings.append(ImportWarning(file: container.file, line: container.line, message: "a navigation controller with \(nav.screens.count) screen\(nav.screens.count == 1 ? "" : "s") (a guess: \(guess); add `po UIViewController._printHierarchy()` output to be sure)"))
        }
        if let first = nav.transitionEvidence.first {
            let evidence = nav.transitionEvidence.map { "\($0.what), line \($0.line)" }.joined(separator: "; ")
            var what = "the dump was caught mid-push or mid-pop (\(evidence)): the scene starts with the transition finished, the upper screen on top"
            if !nav.leftovers.isEmpty { what += "; the animation's own views (\(nav.leftovers.count) under \(ImportedNavigation.parallaxClass)) are left out" }
            if nav.barInteractionOff { what += "; the navigation bar takes no touches, as the dump prints it" }
            warnings.append(ImportWarning(file: container.file, line: first.line, message: what))
        }

        // Which screen each wrapper is: the last on top, an earlier one just below it.
        if let back = nav.guessedBackButton {
            let b = tree.views[back].object
            warnings.append(ImportWarning(file: b.file, line: b.line, message: "\(ids[back]) is taken for the back button (a guess: a button without text at the bar's leading edge of a pushed screen)"))
        }
        var screenOfWrapper: [Int: Int] = [:]
        for (k, w) in nav.wrappers.reversed().enumerated() where k < screenIDs.count { screenOfWrapper[w] = screenIDs.count - 1 - k }
        var lines: [[String]] = Array(repeating: [], count: screenIDs.count)
        for i in tree.views.indices where i != 0 {
            // The nearest wrapper above view i.
            var p = tree.views[i].parent
            while let q = p, screenOfWrapper[q] == nil { p = tree.views[q].parent }
            if isUnder(i, nav.leftovers) { continue }
            guard let wrapper = p, let screenIndex = screenOfWrapper[wrapper] else {
                if inTab { continue }
                // Beside the path from the window to the container: outside the navigation controller.
                let level = tree.views[i].parent
                if let level, level == 0 || nav.path.contains(level), i != nav.container, !nav.path.contains(i) {
                    let o = tree.views[i].object
                    warnings.append(ImportWarning(file: o.file, line: o.line, message: "\(ids[i]) is outside the navigation controller; it is left out of the scene"))
                }
                continue
            }
            if madeByTable.contains(i) { continue }
            let onScreen = tree.views[i].parent == wrapper
            let parent = onScreen ? nil : tree.views[i].parent.map { parentName($0) }
            lines[screenIndex] += tableNotes(i, indent: "        ")
            lines[screenIndex].append("        - " + viewLine(i, parent: parent, offsetY: onScreen ? windowOffsetY(of: wrapper) : 0))
        }
        var out = ["navigation:", "  id: \(navID)"]
        if nav.barInteractionOff { out.append("  barUserInteractionEnabled: false") }
        out.append("  stack:")
        let top = screenIDs.count - 1
        for (k, id) in screenIDs.enumerated() {
            let item = k == top ? barItemLines(nav) : []
            if lines[k].isEmpty && item.isEmpty { out.append("    - { id: \(id) }"); continue }
            out.append("    - id: \(id)")
            out += item
            if lines[k].isEmpty { continue }
            out.append("      subviews:")
            out += lines[k]
        }
        return out
    }

    /// Whether view `i` is one of `roots` or below one.
    func isUnder(_ i: Int, _ roots: Set<Int>) -> Bool {
        guard !roots.isEmpty else { return false }
        var v: Int? = i
        while let cur = v { if roots.contains(cur) { return true }; v = tree.views[cur].parent }
        return false
    }

    /// The top screen's `title`, `leftItems` and `rightItems`, from the dump's bar: each item
    /// named after its button (`UIButtonBarButton-Edit`), titled with its text, or an image item
    /// when it has none.
    private mutating func barItemLines(_ nav: ImportedNavigation) -> [String] {
        var out: [String] = []
        if let title = nav.title { out.append("      title: \(quoted(title))") }
        for (key, list) in [("leftItems", nav.leftItems), ("rightItems", nav.rightItems)] where !list.isEmpty {
            let items = list.map { i -> String in
                let v = tree.views[i]
                declaredViews.insert(ids[i])
                if let raw = v.object["text"] ?? v.foldedText, let (text, _) = DumpValues.text(raw), !text.isEmpty {
                    return "{ id: \(ids[i]), title: \(quoted(text)) }"
                }
                warnings.append(ImportWarning(file: v.object.file, line: v.object.line, message: "the bar button \(ids[i]) shows no text in the dump; imported as an image item, whose width is Touchstone's (44 pt), not the dump's"))
                return "{ id: \(ids[i]), image: \"questionmark\" }"
            }
            out.append("      \(key): [\(items.joined(separator: ", "))]")
        }
        return out
    }

    // MARK: Names

    /// `UIButton-Send`, `ChatInputBar`, `MyController-view`: class (module prefix and leading
    /// underscores dropped) and text, made unique with `-2`, `-3`…
    private mutating func nameViews(windowIsRoot: Bool, navigation: ImportedNavigation?) {
        var controllerOfView: [String: String] = [:]
        for c in tree.controllers {
            if let view = c["view"].flatMap({ DumpValues.addresses($0).first }) { controllerOfView[view] = c.className }
        }
        ids = []
        for (i, v) in tree.views.enumerated() {
            if i == 0 && windowIsRoot { ids.append("root"); viewIDsByAddress[v.object.address] = "root"; continue }
            var base = Self.shortName(v.object.className)
            let shared = tree.sharedAddresses.contains(v.object.address)
            if !shared, let controller = controllerOfView[v.object.address] { base = Self.shortName(controller) + "-view" }
            if let raw = v.object["text"] ?? v.foldedText, let (text, _) = DumpValues.text(raw) {
                let words = Self.words(text)
                if !words.isEmpty { base += "-" + words }
            }
            let id = unique(base)
            ids.append(id)
            if !v.object.address.isEmpty, !shared { viewIDsByAddress[v.object.address] = id }
        }
    }

    static func shortName(_ className: String) -> String {
        let last = className.split(separator: ".").last.map(String.init) ?? className
        let trimmed = last.drop { $0 == "_" }.filter { $0.isLetter || $0.isNumber || $0 == "_" }
        return trimmed.isEmpty ? "view" : String(trimmed.prefix(60))
    }

    /// Up to four words of `text`, letters and digits only, joined by `-`.
    static func words(_ text: String) -> String {
        let w = text.split { !($0.isLetter || $0.isNumber) }.prefix(4).map { String($0.prefix(16)) }
        return String(w.joined(separator: "-").prefix(40))
    }

    // MARK: Geometry

    /// How far below the window's top the dump puts view `i`'s content: the sum of the `y` of
    /// `i` and its ancestors below the window. A scene's screen starts at the window's top, so a
    /// screen's top views move down by this (iOS 6 and earlier: the root controller's view at
    /// y = 20 under the status bar, a navigation controller's wrapper at y = 44 under its bar;
    /// iOS 7 and later: 0, content runs under the bars). Only `y`: a wrapper's `x` during a push
    /// is the animation, which the scene finishes (ImportDecisions I19).
    func windowOffsetY(of i: Int) -> Double {
        var y = 0.0
        var v: Int? = i
        while let cur = v, tree.views[cur].parent != nil {
            if let f = frame(of: tree.views[cur]), f.minY.isFinite, abs(f.minY) <= Self.maximumCoordinate { y += Double(f.minY) }
            v = tree.views[cur].parent
        }
        return y
    }

    func frame(of v: ImportedView) -> CGRect? { v.object["frame"].flatMap(DumpValues.rect) }

    /// `frame:` (and `transform:` about the centre): a transformed view's printed frame is the
    /// box around it, so its untransformed size is solved from the box and the matrix.
    private mutating func geometry(of v: ImportedView, offsetY: Double = 0) -> [String] {
        guard let f = frame(of: v).map({ $0.offsetBy(dx: 0, dy: offsetY) }) else {
            warnings.append(ImportWarning(file: v.object.file, line: v.object.line, message: "\(v.object.className) has no frame; it gets an empty one and cannot be touched"))
            return ["frame: [0, 0, 0, 0]"]
        }
        let values = [f.minX, f.minY, f.width, f.height]
        guard values.allSatisfy(\.isFinite), f.width >= 0, f.height >= 0, values.allSatisfy({ abs($0) <= 100_000 }) else {
            warnings.append(ImportWarning(file: v.object.file, line: v.object.line, message: "\(v.object.className)'s frame \(v.object["frame"].map(String.init) ?? "") makes no sense; it gets an empty one and cannot be touched"))
            return ["frame: [0, 0, 0, 0]"]
        }
        if let t = v.object["transform"].flatMap(DumpValues.transform), !t.allSatisfy({ $0.isFinite && abs($0) <= Self.maximumCoordinate }) {
            warnings.append(ImportWarning(file: v.object.file, line: v.object.line, message: "\(v.object.className)'s transform \(InputLimits.excerpt(String(v.object["transform"] ?? ""))) is not finite or beyond \(num(Self.maximumCoordinate)); it is left out"))
            return ["frame: [\(num(f.minX)), \(num(f.minY)), \(num(f.width)), \(num(f.height))]"]
        }
        guard let t = v.object["transform"].flatMap(DumpValues.transform), t.allSatisfy(\.isFinite),
              !(t[0] == 1 && t[1] == 0 && t[2] == 0 && t[3] == 1 && t[4] == 0 && t[5] == 0) else {
            return ["frame: [\(num(f.minX)), \(num(f.minY)), \(num(f.width)), \(num(f.height))]"]
        }
        guard abs(t[0] * t[3] - t[1] * t[2]) > 1e-9 else {
            warnings.append(ImportWarning(file: v.object.file, line: v.object.line, message: "\(v.object.className)'s transform cannot be inverted; it is left out"))
            return ["frame: [\(num(f.minX)), \(num(f.minY)), \(num(f.width)), \(num(f.height))]"]
        }
        let (a, b, c, d) = (abs(t[0]), abs(t[1]), abs(t[2]), abs(t[3]))
        let det = a * d - c * b
        var w: Double, h: Double
        if abs(det) > 1e-6 {
            w = (Double(f.width) * d - Double(f.height) * c) / det
            h = (Double(f.height) * a - Double(f.width) * b) / det
        } else {
            w = Double(f.width) / max(a + c, 1e-9); h = w
            warnings.append(ImportWarning(file: v.object.file, line: v.object.line, message: "\(v.object.className)'s size under its transform is ambiguous; it is taken as square"))
        }
        w = max(0, w); h = max(0, h)
        let cx = Double(f.midX) - t[4], cy = Double(f.midY) - t[5]
        return ["frame: [\(num(cx - w / 2)), \(num(cy - h / 2)), \(num(w)), \(num(h))]",
                "transform: [\(t.map(num).joined(separator: ", "))]"]
    }

    // MARK: Recognisers

    private static let kinds: [(String, String)] = [("UITapGestureRecognizer", "tap"), ("UILongPressGestureRecognizer", "longPress"),
                                                    ("UIPanGestureRecognizer", "pan"), ("UISwipeGestureRecognizer", "swipe"),
                                                    ("UIPinchGestureRecognizer", "pinch"), ("UIRotationGestureRecognizer", "rotation"),
                                                    ("UIScreenEdgePanGestureRecognizer", "screenEdgePan")]

    /// A recogniser to declare: its id, its view's id, its settings, the recognisers it waits for.
    struct RecognizerEntry {
        var id: String
        var view: String
        var parts: [String]
        var requires: [String]
        var object: DumpObject
    }

    /// The recognisers of the listings, in order, with the warnings for those left out.
    private mutating func recognizers() -> [RecognizerEntry] {
        var entries: [(id: String, object: DumpObject, kind: String, view: String)] = []
        var recognizerIDsByAddress: [String: String] = [:]
        var seen = Set<String>()
        for r in tree.recognizers {
            if !r.address.isEmpty, !seen.insert(r.address).inserted { continue }
            if entries.count >= HierarchyImport.maximumRecognizers {
                warnings.append(file: r.file, line: r.line, "a scene imports at most \(HierarchyImport.maximumRecognizers) recognisers; the rest are left out, from here on")
                break
            }
            let base = r["baseClass"].map { String($0).trimmingCharacters(in: .whitespaces) }
            var kind = Self.kinds.first { $0.0 == r.className || $0.0 == base }?.1
            if kind == nil {
                let short = Self.shortName(r.className)
                if short.hasPrefix("UIScrollView") || r.className.hasPrefix("_") || short.hasPrefix("UITextInteraction")
                    || short.hasPrefix("UIVariableDelay") || short.hasPrefix("UIWebTouch") || Self.isUIKitInteraction(r) {
                    warnings.append(file: r.file, line: r.line, "\(r.className) is UIKit's own; it is not declared (built-in recognisers come with their component)")
                    continue
                }
                for (name, k) in [("ScreenEdgePan", "screenEdgePan"), ("LongPress", "longPress"), ("Tap", "tap"), ("Swipe", "swipe"),
                                  ("Pinch", "pinch"), ("Rotation", "rotation"), ("Pan", "pan")] where short.contains(name) {
                    kind = k
                    warnings.append(file: r.file, line: r.line, "\(r.className) taken as a \(k) recogniser: its name says so")
                    break
                }
            }
            if Self.isUIKitInteraction(r) {
                warnings.append(file: r.file, line: r.line, "\(r.className) \(r.address) belongs to a UIKit interaction (\(r.headerNote ?? "its target is UIKit's")); it is not declared")
                continue
            }
            guard let kind else {
                warnings.append(file: r.file, line: r.line, "\(r.className): a recogniser of unknown kind; skipped")
                continue
            }
            if let viewAddress = r["view"].flatMap({ DumpValues.addresses($0).first }), tree.sharedAddresses.contains(viewAddress) {
                warnings.append(file: r.file, line: r.line, "\(r.className) \(r.address): its view's address \(viewAddress) is printed for several views; skipped")
                continue
            }
            guard let viewAddress = r["view"].flatMap({ DumpValues.addresses($0).first }), let view = viewIDsByAddress[viewAddress] else {
                warnings.append(file: r.file, line: r.line, "\(r.className) \(r.address): its view is not in the dump; skipped")
                continue
            }
            let id = unique("\(view).\(kind)")
            if !r.address.isEmpty { recognizerIDsByAddress[r.address] = id }
            entries.append((id, r, kind, view))
        }
        var requires: [String: [String]] = [:]
        for e in entries {
            for other in e.object["must-fail"].map(DumpValues.addresses) ?? [] {
                if let o = recognizerIDsByAddress[other], o != e.id { requires[e.id, default: []].append(o) }
            }
            for other in e.object["must-fail-for"].map(DumpValues.addresses) ?? [] {
                if let o = recognizerIDsByAddress[other], o != e.id { requires[o, default: []].append(e.id) }
            }
        }
        return entries.map { e in
            var parts = ["id: \(e.id)", "kind: \(e.kind)", "view: \(e.view)"]
            let o = e.object
            if let n = o["numberOfTapsRequired"].flatMap({ DumpValues.numbers($0).first }), n >= 1, n <= 10, e.kind == "tap" || e.kind == "longPress" {
                parts.append("taps: \(num(n.rounded()))")
            }
            if let n = o["numberOfTouchesRequired"].flatMap({ DumpValues.numbers($0).first }), n >= 1, n <= 10, e.kind != "pan" {
                parts.append("touches: \(num(n.rounded()))")
            }
            if o["enabled"].flatMap(DumpValues.flag) == false { parts.append("enabled: false") }
            if o["cancelsTouchesInView"].flatMap(DumpValues.flag) == false { parts.append("cancelsTouchesInView: false") }
            if o["delaysTouchesBegan"].flatMap(DumpValues.flag) == true { parts.append("delaysTouchesBegan: true") }
            if o["delaysTouchesEnded"].flatMap(DumpValues.flag) == false { parts.append("delaysTouchesEnded: false") }
            var unique: [String] = []
            for x in requires[e.id] ?? [] where !unique.contains(x) { unique.append(x) }
            return RecognizerEntry(id: e.id, view: e.view, parts: parts, requires: unique, object: o)
        }
    }

    /// The `recognizers:` lines, once the views are written: a recogniser whose view the scene
    /// does not declare — one the scene builds itself (a tab bar button, a navigation
    /// controller's container), which has no id of its own — is left out with a warning (among the
    /// other recogniser warnings), and out of the others' requirements.
    private mutating func recognizerLines(_ entries: [RecognizerEntry]) -> (lines: [String], leftOut: [ImportWarning]) {
        var kept = Set<String>()
        var leftOut: [ImportWarning] = []
        for e in entries {
            if declaredViews.contains(e.view) { kept.insert(e.id); continue }
            leftOut.append(ImportWarning(file: e.object.file, line: e.object.line, message: "\(e.object.className) \(e.object.address): its view is part of what the scene builds itself (a bar, a controller's container), which has no id to attach it to; skipped"))
        }
        var lines: [String] = []
        // A listing's `must-fail` sets may form a cycle (each of two recognisers waiting for the
        // other), which a scenario refuses (RobustnessDecisions R9): the requirement that closes it is left
        // out, with a warning at the line of the recogniser that had it (ImportDecisions I16).
        var accepted: [String: [String]] = [:]
        func reaches(_ from: String, _ to: String) -> Bool {
            var seen: Set<String> = [from], stack = [from]
            while let x = stack.popLast() {
                if x == to { return true }
                for y in accepted[x] ?? [] where seen.insert(y).inserted { stack.append(y) }
            }
            return false
        }
        for e in entries where kept.contains(e.id) {
            var parts = e.parts
            var requires: [String] = []
            for r in e.requires where kept.contains(r) {
                if reaches(r, e.id) {
                    leftOut.append(ImportWarning(file: e.object.file, line: e.object.line, message: "\(e.id) must wait for \(r) to fail, which already waits for \(e.id) (a cycle in the listing's must-fail sets, which a scenario refuses); that requirement is left out"))
                    continue
                }
                accepted[e.id, default: []].append(r)
                requires.append(r)
            }
            if !requires.isEmpty { parts.append("requireToFail: [\(requires.joined(separator: ", "))]") }
            lines.append("  - { " + parts.joined(separator: ", ") + " }")
            origins[lines.last!] = (e.object.file, e.object.line)
            recognizerCount += 1
        }
        return (lines, leftOut)
    }

    /// A recogniser a UIKit interaction installed (multi-select, band selection, context menus):
    /// named `com.apple.UIKit.…` or `multi-select.…`, or aimed at a `UI…Interaction` target.
    static func isUIKitInteraction(_ r: DumpObject) -> Bool {
        if let name = r.headerNote, name.hasPrefix("com.apple.") || name.hasPrefix("multi-select.") { return true }
        guard let target = r["target"] else { return false }
        return target.contains("Interaction 0x") && target.contains("<UI")
    }

    // MARK: Text

    /// A YAML double-quoted string (JSON escapes), safe for any text a dump holds.
    func quoted(_ s: String) -> String { Self.yamlQuoted(s) }

    /// A YAML double-quoted string (JSON escapes), safe for any text (recordings use it too).
    static func yamlQuoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 || u.value == 0x7f || (0x80...0x9f).contains(u.value) || u.value == 0x2028 || u.value == 0x2029 || u.value == 0xfeff {
                    out += String(format: "\\u%04x", u.value)
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }

    func num(_ v: CGFloat) -> String { num(Double(v)) }
    func num(_ v: Double) -> String {
        guard v.isFinite, abs(v) < 1e12 else { return v.isFinite ? String(v) : "0" }
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(r)
    }
}
