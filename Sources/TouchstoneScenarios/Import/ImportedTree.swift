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
    /// bar button grey, so the selected one is the button whose parts print none (Decisions I12).
    var foldedTint = false
}

/// The views of one or more dumps as a tree, plus their recognisers and controllers
/// (Docs/Decisions.md I3). Depth comes from the `|` markers; a jump of more than one level
/// attaches the view one level down from the last view, with a warning.
struct ImportedTree {
    var views: [ImportedView] = []
    var recognizers: [DumpObject] = []
    var controllers: [DumpObject] = []
    var warnings: [ImportWarning] = []
    private(set) var skippedForDepth = 0
    private(set) var skippedForCount = 0

    init(objects: [(file: String, objects: [DumpObject])], maximumViews: Int, maximumDepth: Int) {
        var seen = Set<String>()
        var indexByAddress: [String: Int] = [:]
        var rootAddress: String?
        for (file, objects) in objects {
            var stack: [Int] = []          // indices of the open ancestors, by depth
            var foldingDepth: Int?         // inside a control's internals below this depth
            var ignoringTree = false
            for var o in objects {
                o.file = file
                // Foundation containers around a listing (`<__NSArrayI 0x…>(`) are not views.
                if o.className.hasPrefix("__NS") || o.className.hasPrefix("NS") { continue }
                if o.isRecognizer { o.parseFields(); recognizers.append(o); continue }
                if o.isController { o.parseFields(); controllers.append(o); continue }
                if o.depth == 0 {
                    // A second tree: the same window again (another dump of it) or another one;
                    // a view already read (a responder-chain listing) is not a new tree.
                    ignoringTree = rootAddress != nil && o.address != rootAddress && indexByAddress[o.address] == nil
                    if ignoringTree {
                        warnings.append(ImportWarning(file: file, line: o.line, message: "a second view tree (\(o.className) \(o.address)) is ignored: a scene has one screen"))
                    }
                    if rootAddress == nil { rootAddress = o.address }
                    stack = []
                    foldingDepth = nil
                }
                if ignoringTree { continue }
                if !o.address.isEmpty, !seen.insert(o.address).inserted {
                    // The same view again (a second dump of the window): new views below it go on under it.
                    if let index = indexByAddress[o.address] {
                        stack.removeLast(stack.count - min(o.depth, stack.count))
                        stack.append(index)
                        foldingDepth = views[index].mapping.foldsChildren ? stack.count - 1 : nil
                    }
                    continue
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
                        warnings.append(ImportWarning(file: file, line: o.line, message: "a scene imports at most \(maximumViews) views; the rest are left out, from here on"))
                    }
                    continue
                }
                if o.depth > maximumDepth {
                    skippedForDepth += 1
                    if skippedForDepth == 1 {
                        warnings.append(ImportWarning(file: file, line: o.line, message: "views deeper than \(maximumDepth) levels are left out, from here on"))
                    }
                    continue
                }
                var depth = o.depth
                if depth > stack.count {
                    warnings.append(ImportWarning(file: file, line: o.line, message: "depth jumps from \(stack.count - 1) to \(depth); \(o.className) is placed one level below the view before it"))
                    depth = stack.count
                }
                stack.removeLast(stack.count - depth)
                o.parseFields()
                let base = o["baseClass"].map { String($0).trimmingCharacters(in: .whitespaces) }
                let mapping = ClassMap.mapping(for: o.className, baseClass: base)
                if let guess = mapping.guess, !(depth == 0 && mapping.kind == .view) {
                    warnings.append(ImportWarning(file: file, line: o.line, message: "\(o.className) mapped to \(mapping.kind.rawValue): \(guess)"))
                }
                views.append(ImportedView(object: o, mapping: mapping, parent: stack.last))
                if !o.address.isEmpty { indexByAddress[o.address] = views.count - 1 }
                stack.append(views.count - 1)
                if mapping.foldsChildren { foldingDepth = depth }
            }
        }
    }
}
