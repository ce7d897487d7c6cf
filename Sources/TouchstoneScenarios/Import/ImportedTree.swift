import Foundation

/// A view of an imported dump, placed in its tree.
struct ImportedView {
    var object: DumpObject
    var mapping: ClassMapping
    /// Index of the parent in `ImportedTree.views`; `nil` for the top view.
    var parent: Int?
    var id = ""
    /// Subviews folded into this control (its own internals).
    var folded = 0
    /// The first text among them: a button's title comes from its `UIButtonLabel`.
    var foldedText: Substring?
    /// Whether one of them is a back button's part (`_UIBackButtonMaskView`…): a bar button
    /// that is the navigation bar's back button.
    var foldsBackButton = false
    /// Whether one of them prints a `tintColor`: UIKit tints the image of an unselected tab
    /// bar button grey, so the selected one is the button whose parts print none (ImportDecisions I12).
    var foldedTint = false
}

/// The views of one or more dumps as a tree, plus their recognisers and controllers
/// (ImportDecisions I3). Depth comes from the `|` markers; a jump of more than one level
/// attaches the view one level down from the last view, with a warning.
struct ImportedTree {
    var views: [ImportedView] = []
    var recognizers: [DumpObject] = []
    var controllers: [DumpObject] = []
    var warnings = WarningLog()
    private(set) var skippedForDepth = 0
    private(set) var skippedForCount = 0

    /// Addresses printed for more than one object (redacted to `0x0`, or two views sharing one):
    /// each object is a view of its own, and nothing that names the address is attached by it.
    private(set) var sharedAddresses = Set<String>()

    /// Whether `o` is a view line (not a recogniser, a controller or a Foundation container).
    static func isView(_ o: DumpObject) -> Bool {
        !(o.className.hasPrefix("__NS") || o.className.hasPrefix("NS") || o.isRecognizer || o.isController)
    }

    init(objects: [(file: String, objects: [DumpObject])], maximumViews: Int) {
        let maximumDepth = HierarchyImport.maximumDepth
        var rootAddress: String?
        // Each address's objects in reading order: the pass (one tree of one dump) they were
        // read in and the view they became, if any (ImportDecisions I17).
        var occurrences: [String: [(pass: Int, view: Int?, className: String)]] = [:]
        var occurrenceInPass: [String: Int] = [:]
        var sharedLines: [(address: String, lines: [Int], file: String)] = []
        var sharedIndex: [String: Int] = [:]
        var pass = 0
        var firstSkippedForDepth: (file: String, line: Int)?
        for (file, objects) in objects {
            var stack: [Int] = []          // indices of the open ancestors, by depth
            var foldingDepth: Int?         // inside a control's internals below this depth
            var ignoringTree = false
            pass += 1
            occurrenceInPass = [:]
            // A dump whose first line is indented (`   | <UIView…>`, copied from inside a larger
            // one) starts below a view it does not print: its shallowest views are siblings at
            // the top of the screen, not a chain of children (ImportDecisions I18).
            let base = objects.lazy.filter(Self.isView).map(\.depth).min() ?? 0
            let implicitTop = base > 0 && views.isEmpty
            if base > 0, let first = objects.first(where: Self.isView) {
                warnings.append(file: file, line: first.line, implicitTop
                    ? "the dump starts \(base) level\(base == 1 ? "" : "s") deep (its first view is indented under one it does not print); the views at that depth are taken as siblings at the top of the screen"
                    : "the dump starts \(base) level\(base == 1 ? "" : "s") deep; its depths are read from there")
            }
            for var o in objects {
                o.file = file
                guard Self.isView(o) else {
                    if o.isRecognizer { o.parseFields(); recognizers.append(o) }
                    else if o.isController { o.parseFields(); controllers.append(o) }
                    continue
                }
                o.depth -= base
                if o.depth == 0 {
                    if !implicitTop {
                        // A second tree: the same window again (another dump of it) or another one;
                        // a view already read (a responder-chain listing) is not a new tree.
                        ignoringTree = rootAddress != nil && o.address != rootAddress && occurrences[o.address] == nil
                        if ignoringTree {
                            warnings.append(file: file, line: o.line, "a second view tree (\(o.className) \(o.address)) is ignored: a scene has one screen")
                        }
                        if rootAddress == nil { rootAddress = o.address }
                        if !views.isEmpty { pass += 1; occurrenceInPass = [:] }
                    }
                    stack = []
                    foldingDepth = nil
                }
                if ignoringTree { continue }
                if !o.address.isEmpty {
                    // The k-th object printing an address in this pass is the k-th one read with
                    // it: in an earlier pass (another dump of the same window), of the same class,
                    // it is that view again; otherwise it is another view sharing the address.
                    let k = occurrenceInPass[o.address, default: 0]
                    occurrenceInPass[o.address] = k + 1
                    let earlier = occurrences[o.address] ?? []
                    if k < earlier.count, earlier[k].pass < pass, earlier[k].className == o.className {
                        // The same view again: new views below it go on under it.
                        if let index = earlier[k].view {
                            stack.removeLast(stack.count - min(o.depth, stack.count))
                            stack.append(index)
                            foldingDepth = views[index].mapping.foldsChildren ? stack.count - 1 : nil
                        }
                        continue
                    }
                    if !earlier.isEmpty {
                        if let i = sharedIndex[o.address] { sharedLines[i].lines.append(o.line) }
                        else {
                            sharedIndex[o.address] = sharedLines.count
                            sharedLines.append((o.address, [earlier[0].view.map { views[$0].object.line } ?? o.line, o.line], file))
                        }
                        sharedAddresses.insert(o.address)
                    }
                    occurrences[o.address, default: []].append((pass, nil, o.className))
                }
                if let f = foldingDepth {
                    if o.depth > f, f < stack.count {
                        views[stack[f]].folded += 1
                        if ImportedNavigation.backButtonClasses.contains(o.className) { views[stack[f]].foldsBackButton = true }
                        o.parseFields()
                        if views[stack[f]].foldedText == nil { views[stack[f]].foldedText = o["text"] }
                        if o["tintColor"] != nil { views[stack[f]].foldedTint = true }
                        continue
                    }
                    foldingDepth = nil
                }
                if views.count >= maximumViews {
                    skippedForCount += 1
                    if skippedForCount == 1 {
                        warnings.append(file: file, line: o.line, "a scene imports at most \(maximumViews) views; the rest are left out, from here on")
                    }
                    continue
                }
                if o.depth > maximumDepth {
                    skippedForDepth += 1
                    if firstSkippedForDepth == nil { firstSkippedForDepth = (file, o.line) }
                    continue
                }
                var depth = o.depth
                if depth > stack.count {
                    warnings.append(file: file, line: o.line, "depth jumps from \(stack.count - 1) to \(depth); \(o.className) is placed one level below the view before it")
                    depth = stack.count
                }
                stack.removeLast(stack.count - depth)
                o.parseFields()
                let base = o["baseClass"].map { String($0).trimmingCharacters(in: .whitespaces) }
                let mapping = ClassMap.mapping(for: o.className, baseClass: base)
                if let guess = mapping.guess, !(depth == 0 && mapping.kind == .view) {
                    // A cell's guess is withdrawn when the cell becomes a table row (HierarchyImport).
                    warnings.append(file: file, line: o.line, "\(o.className) mapped to \(mapping.kind.rawValue): \(guess)",
                                    withdrawable: mapping.kind == .view && ImportedTable.isCell(o))
                }
                views.append(ImportedView(object: o, mapping: mapping, parent: stack.last))
                if !o.address.isEmpty, let last = occurrences[o.address]?.indices.last { occurrences[o.address]![last].view = views.count - 1 }
                stack.append(views.count - 1)
                if mapping.foldsChildren { foldingDepth = depth }
            }
        }
        if let first = firstSkippedForDepth {
            warnings.append(file: first.file, line: first.line, "\(skippedForDepth) view\(skippedForDepth == 1 ? " is" : "s are") more than \(maximumDepth) levels deep and left out, from here on: touches are refused when views nest deeper, so a scene holds none")
        }
        for shared in sharedLines {
            let shown = shared.lines.prefix(6).map(String.init).joined(separator: ", ") + (shared.lines.count > 6 ? ", …" : "")
            warnings.append(file: shared.file, line: shared.lines[1], "\(shared.lines.count) views print the address \(shared.address) (lines \(shown)): each is imported as a view of its own, under its own id; a recogniser listing or controller that names \(shared.address) cannot say which view it means, so it is not attached by it")
        }
    }
}
