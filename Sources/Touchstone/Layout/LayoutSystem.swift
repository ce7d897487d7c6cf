import Foundation

/// One solve of a tree's active constraints (LayoutDecisions AL4–AL6, AL8): each view that does
/// not translate its autoresizing mask and is an item of a constraint gets four variables (left,
/// top, width, height in the tree's space, which adds frame origins down from the root); every
/// other view is fixed where its frame puts it; safe-area and margins guides follow their view;
/// guides of your own get variables too. Views with an intrinsic size get UIKit's hugging and
/// compression-resistance constraints. A scroll view's content rectangle gets a width and a
/// height variable, which set its `contentSize` when the constraints fix them (AL11–AL13).
///
/// Required constraints are added in tree order, then activation order; one that contradicts
/// those before it is broken — left out — and reported with the constraints it conflicts with,
/// in the words of UIKit's log ("Unable to simultaneously satisfy constraints", "Will attempt to
/// recover by breaking constraint"). A solved view whose position or size the constraints leave
/// open is reported as ambiguous.
struct LayoutSystem {
    private struct Box { var left, top, width, height: LinearExpression }

    private let solver = SimplexSolver()
    private let root: UIView
    private var solved: [ObjectIdentifier: (view: UIView, box: Box)] = [:]
    private var solvedOrder: [UIView] = []
    private var guides: [ObjectIdentifier: (guide: UILayoutGuide, box: Box)] = [:]
    private var origins: [ObjectIdentifier: (LinearExpression, LinearExpression)] = [:]
    /// Each constrained scroll view's content rectangle, in the order first met.
    private var contents: [ObjectIdentifier: Box] = [:]
    private var contentOrder: [UIScrollView] = []
    /// This solve's number in its tree (`ViewLayoutState.solveCount`).
    private var solveNumber = 0
    /// Whether a scroll view holds or is among the constrained views; without one, no edge means
    /// a content rectangle and no position depends on an offset, and both checks are skipped.
    private var hasScrollViews = false
    /// Each view's nearest scroll view above it, as looked up.
    private var scrollViewsAbove: [ObjectIdentifier: UIScrollView?] = [:]
    /// Warnings of this solve, in order.
    private(set) var warnings: [(subject: String, message: String, cause: String)] = []

    init(root: UIView) { self.root = root }

    /// The active constraints of the tree, in tree order then activation order, and whether a
    /// view on the way to them is a scroll view.
    static func constraints(in root: UIView) -> (constraints: [NSLayoutConstraint], scrollViews: Bool) {
        guard root.subtreeHasConstraints else { return ([], false) }
        var out: [NSLayoutConstraint] = []
        var scrollViews = false
        var stack = [root]
        while let v = stack.popLast() {
            if let owned = v.layoutStorage?.ownedConstraints { out += owned }
            if !scrollViews, v is UIScrollView { scrollViews = true }
            for s in v.subviews.reversed() where s.subtreeHasConstraints { stack.append(s) }
        }
        return (out, scrollViews)
    }

    /// Solves the tree's constraints and stores each solved view's frame (in its superview) and
    /// each guide's frame; false when the tree has no constraints.
    mutating func solve() -> Bool {
        root.layout.solveCount += 1
        solveNumber = root.layout.solveCount
        // A constraint whose second item has gone away (or lies in another tree) is left out.
        let (active, scrollViews) = Self.constraints(in: root)
        hasScrollViews = scrollViews
        let all = active.filter { c in
            guard let first = c.firstItem, Self.view(of: first).map(isInTree) == true else { return false }
            if c.secondAttribute == .notAnAttribute { return true }
            guard let second = c.secondItem else { return false }
            return Self.view(of: second).map(isInTree) == true
        }
        guard !all.isEmpty else { return false }
        for c in all {
            for item in [c.firstItem, c.secondItem] {
                if let v = item as? UIView, v !== root, !v.translatesAutoresizingMaskIntoConstraints { _ = box(of: v) }
            }
        }
        // Priorities by rank among the distinct optional levels (AL6).
        var levels = Set<Float>()
        for c in all where c.priority < .required { levels.insert(c.priority.rawValue) }
        for v in solvedOrder {
            let s = v.intrinsicContentSize
            if s.width != UIView.noIntrinsicMetric {
                levels.insert(v.contentHuggingPriority(for: .horizontal).rawValue)
                levels.insert(v.contentCompressionResistancePriority(for: .horizontal).rawValue)
            }
            if s.height != UIView.noIntrinsicMetric {
                levels.insert(v.contentHuggingPriority(for: .vertical).rawValue)
                levels.insert(v.contentCompressionResistancePriority(for: .vertical).rawValue)
            }
        }
        let ranked = levels.filter { $0 < 1000 }.sorted()
        let step = ranked.count > 5 ? pow(10, 12 / Double(ranked.count - 1)) : 1000
        func weight(_ p: UILayoutPriority) -> Double? {
            guard p < .required, let r = ranked.firstIndex(of: p.rawValue) else { return nil }
            return pow(step, Double(r))
        }
        var added: [NSLayoutConstraint] = []
        for c in all {
            guard c.constant.isFinite, c.multiplier.isFinite, c.priority.rawValue.isFinite else {
                warnings.append((Self.view(of: c.firstItem)?.traceName ?? "Auto Layout", "constraint ignored",
                                 "\"\(c)\": its constant, multiplier or priority is not a finite number"))
                continue
            }
            let lhs = expression(c.firstItem, c.firstAttribute, relatedTo: c.secondItem)
            var rhs = LinearExpression(constant: Double(c.constant))
            if c.secondItem != nil, c.secondAttribute != .notAnAttribute {
                rhs.add(expression(c.secondItem, c.secondAttribute, relatedTo: c.firstItem), times: Double(c.multiplier))
                if hasScrollViews { noteOffsetDependence(c) }
            }
            let relation: LinearConstraint.Relation = c.relation == .equal ? .equal : c.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
            do {
                try solver.add(LinearConstraint(lhs, relation, rhs, weight: weight(c.priority)))
                added.append(c)
            } catch {
                reportBroken(c, among: added)
            }
        }
        for v in solvedOrder { addIntrinsicConstraints(v, weight) }
        solver.solve()
        store()
        return true
    }

    private func isInTree(_ v: UIView) -> Bool {
        var p: UIView? = v
        while let c = p { if c === root { return true }; p = c.superview }
        return false
    }

    static func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    // MARK: Expressions

    private mutating func box(of view: UIView) -> Box {
        if let b = solved[ObjectIdentifier(view)] { return b.box }
        let b = Box(left: LinearExpression(variable: solver.newVariable()), top: LinearExpression(variable: solver.newVariable()),
                    width: LinearExpression(variable: solver.newVariable()), height: LinearExpression(variable: solver.newVariable()))
        solved[ObjectIdentifier(view)] = (view, b)
        solvedOrder.append(view)
        return b
    }

    /// The view's top-left corner in the tree's space: solved, or its superview's plus its frame origin.
    private mutating func origin(of view: UIView) -> (LinearExpression, LinearExpression) {
        if view === root { return (LinearExpression(), LinearExpression()) }
        if let b = solved[ObjectIdentifier(view)] { return (b.box.left, b.box.top) }
        if let o = origins[ObjectIdentifier(view)] { return o }
        let size = view.bounds.size
        var o = (LinearExpression(), LinearExpression())
        if let s = view.superview {
            let p = origin(of: s)
            o = (p.0 + Double(view.center.x - size.width / 2 - s.bounds.origin.x),
                 p.1 + Double(view.center.y - size.height / 2 - s.bounds.origin.y))
        }
        origins[ObjectIdentifier(view)] = o
        return o
    }

    private mutating func itemBox(_ item: AnyObject?) -> Box {
        if let v = item as? UIView {
            if v !== root, !v.translatesAutoresizingMaskIntoConstraints { return box(of: v) }
            let o = origin(of: v)
            return Box(left: o.0, top: o.1, width: LinearExpression(constant: Double(v.bounds.width)),
                       height: LinearExpression(constant: Double(v.bounds.height)))
        }
        guard let g = item as? UILayoutGuide, let owner = g.owningView else { return Box(left: .init(), top: .init(), width: .init(), height: .init()) }
        if g.kind == .free {
            if let b = guides[ObjectIdentifier(g)] { return b.box }
            let b = Box(left: LinearExpression(variable: solver.newVariable()), top: LinearExpression(variable: solver.newVariable()),
                        width: LinearExpression(variable: solver.newVariable()), height: LinearExpression(variable: solver.newVariable()))
            guides[ObjectIdentifier(g)] = (g, b)
            return b
        }
        if g.kind == .scrollContent, let scrollView = owner as? UIScrollView { return contentBox(of: scrollView) }
        let ob = itemBox(owner)
        if g.kind == .scrollFrame { return ob }
        let i = g.kind == .safeArea ? owner.safeAreaInsets : owner.effectiveLayoutMargins
        return Box(left: ob.left + Double(i.left), top: ob.top + Double(i.top),
                   width: ob.width + Double(-i.left - i.right), height: ob.height + Double(-i.top - i.bottom))
    }

    /// A scroll view's content rectangle in the tree's space: its top-left corner is the scroll
    /// view's frame corner less the content offset; its size is solved (AL11).
    private mutating func contentBox(of scrollView: UIScrollView) -> Box {
        if let b = contents[ObjectIdentifier(scrollView)] { return b }
        let frame = itemBox(scrollView)
        let b = Box(left: frame.left + Double(-scrollView.bounds.origin.x), top: frame.top + Double(-scrollView.bounds.origin.y),
                    width: LinearExpression(variable: solver.newVariable()), height: LinearExpression(variable: solver.newVariable()))
        contents[ObjectIdentifier(scrollView)] = b
        contentOrder.append(scrollView)
        return b
    }

    /// The scroll view whose content rectangle `item`'s edge means when related to `other`: a
    /// scroll view's edges and margins related to a view inside it are its content's (Apple,
    /// Auto Layout Guide, "Working with Scroll Views"; AL12).
    private static func contentEdgeOwner(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute,
                                         relatedTo other: AnyObject?) -> UIScrollView? {
        guard let scrollView = item as? UIScrollView, attribute.withoutMargin.isEdge,
              let o = view(of: other), o !== scrollView, o.isDescendant(of: scrollView) else { return nil }
        return scrollView
    }

    private mutating func expression(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute,
                                     relatedTo other: AnyObject? = nil) -> LinearExpression {
        if hasScrollViews, let scrollView = Self.contentEdgeOwner(item, attribute, relatedTo: other) {
            var b = contentBox(of: scrollView)
            if attribute != attribute.withoutMargin {
                let m = scrollView.layoutMargins
                b = Box(left: b.left + Double(m.left), top: b.top + Double(m.top),
                        width: b.width + Double(-m.left - m.right), height: b.height + Double(-m.top - m.bottom))
            }
            return Self.attribute(attribute.withoutMargin, of: b)
        }
        switch attribute {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            guard let v = item as? UIView else { return expression(item, attribute.withoutMargin) }
            return expression(v.layoutMarginsGuide, attribute.withoutMargin)
        default: break
        }
        return Self.attribute(attribute, of: itemBox(item))
    }

    private static func attribute(_ attribute: NSLayoutConstraint.Attribute, of b: Box) -> LinearExpression {
        switch attribute {
        case .left, .leading: return b.left
        case .right, .trailing: return b.left + b.width
        case .top, .firstBaseline: return b.top
        case .bottom, .lastBaseline: return b.top + b.height
        case .width: return b.width
        case .height: return b.height
        case .centerX: return b.left + b.width * 0.5
        case .centerY: return b.top + b.height * 0.5
        default: return LinearExpression()
        }
    }

    private mutating func addIntrinsicConstraints(_ v: UIView, _ weight: (UILayoutPriority) -> Double?) {
        let size = v.intrinsicContentSize
        let b = box(of: v)
        for (axis, extent, value) in [(NSLayoutConstraint.Axis.horizontal, b.width, size.width), (.vertical, b.height, size.height)]
            where value != UIView.noIntrinsicMetric {
            let target = LinearExpression(constant: Double(value))
            try? solver.add(LinearConstraint(extent, .lessThanOrEqual, target, weight: weight(v.contentHuggingPriority(for: axis))))
            try? solver.add(LinearConstraint(extent, .greaterThanOrEqual, target, weight: weight(v.contentCompressionResistancePriority(for: axis))))
        }
    }

    // MARK: Results

    private mutating func store() {
        func value(_ e: LinearExpression) -> CGFloat {
            var v = e.constant
            for t in e.terms { v += solver.value(of: t.variable) * t.coefficient }
            return CGFloat((v * 1000).rounded() / 1000)
        }
        func determined(_ e: LinearExpression) -> Bool { e.terms.allSatisfy { solver.isDetermined($0.variable) } }
        for v in solvedOrder {
            let b = solved[ObjectIdentifier(v)]!.box
            let parent = v.superview.map { origin(of: $0) } ?? (LinearExpression(), LinearExpression())
            let x = value(b.left) - value(parent.0), y = value(b.top) - value(parent.1)
            var frame = CGRect(x: x, y: y, width: value(b.width), height: value(b.height))
            if let s = v.superview { frame = frame.offsetBy(dx: s.bounds.origin.x, dy: s.bounds.origin.y) }
            v.layout.solvedFrame = frame
            // The superview's `layoutSubviews()` applies it in this round of the pass.
            if v.frame != frame { v.superview?.setNeedsLayout() }
            var open: [String] = []
            if !determined(b.left) { open.append("horizontal position") }
            if !determined(b.width) { open.append("width") }
            if !determined(b.top) { open.append("vertical position") }
            if !determined(b.height) { open.append("height") }
            if !open.isEmpty {
                warnings.append((v.traceName, "has an ambiguous layout",
                                 "its constraints do not determine its \(open.joined(separator: ", ")); it keeps the frame the solver happened to give it"))
            }
        }
        for (_, entry) in guides.sorted(by: { $0.value.guide.traceName < $1.value.guide.traceName }) {
            guard let owner = entry.guide.owningView else { continue }
            let o = origin(of: owner)
            entry.guide.solvedFrame = CGRect(x: value(entry.box.left) - value(o.0) + owner.bounds.origin.x,
                                             y: value(entry.box.top) - value(o.1) + owner.bounds.origin.y,
                                             width: value(entry.box.width), height: value(entry.box.height))
        }
        // Constraints that fix the content's width or height set `contentSize` along that axis;
        // along an axis they leave open it keeps what code set (AL11).
        for scrollView in contentOrder {
            let b = contents[ObjectIdentifier(scrollView)]!
            var size = scrollView.contentSize
            if determined(b.width) { size.width = value(b.width) }
            if determined(b.height) { size.height = value(b.height) }
            if size != scrollView.contentSize { scrollView.contentSize = size }
        }
    }

    // MARK: Scrolling

    /// The innermost scroll view whose content `item`'s position is measured in (it moves with
    /// that scroll view's offset): a view's nearest scroll view above it; a content guide's (or
    /// a content edge's) scroll view; a frame, safe-area or margins guide's view's nearest scroll
    /// view above it; a guide of your own added to a scroll view, that scroll view.
    private mutating func contentScrollView(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute,
                                            relatedTo other: AnyObject?) -> UIScrollView? {
        if let scrollView = Self.contentEdgeOwner(item, attribute, relatedTo: other) { return scrollView }
        if let v = item as? UIView { return scrollViewAbove(v) }
        guard let g = item as? UILayoutGuide, let owner = g.owningView else { return nil }
        switch g.kind {
        case .scrollContent, .free: return (owner as? UIScrollView) ?? scrollViewAbove(owner)
        case .scrollFrame, .safeArea, .margins: return scrollViewAbove(owner)
        }
    }

    private mutating func scrollViewAbove(_ view: UIView) -> UIScrollView? {
        guard let parent = view.superview else { return nil }
        if let known = scrollViewsAbove[ObjectIdentifier(parent)] { return known }
        let found = (parent as? UIScrollView) ?? scrollViewAbove(parent)
        scrollViewsAbove[ObjectIdentifier(parent)] = .some(found)
        return found
    }

    /// A constraint between positions that scroll with different scroll views (a view pinned to
    /// the frame guide, or to a view outside): each scroll view that moves one and not the other
    /// is marked, so a new offset solves again (AL13).
    private mutating func noteOffsetDependence(_ c: NSLayoutConstraint) {
        guard c.firstAttribute.isPosition, c.secondAttribute.isPosition else { return }
        // Siblings, and a view and its superview other than a scroll view, always scroll together.
        if let va = c.firstItem as? UIView, let vb = c.secondItem as? UIView {
            let pa = va.superview, pb = vb.superview
            if pa === pb || (pa === vb && !(vb is UIScrollView)) || (pb === va && !(va is UIScrollView)) { return }
        }
        let a = contentScrollView(c.firstItem, c.firstAttribute, relatedTo: c.secondItem)
        let b = contentScrollView(c.secondItem, c.secondAttribute, relatedTo: c.firstItem)
        guard a !== b else { return }
        func chain(_ s: UIScrollView?) -> [UIScrollView] {
            var out: [UIScrollView] = []
            var p = s
            while let v = p { out.append(v); p = scrollViewAbove(v) }
            return out
        }
        let ca = chain(a), cb = chain(b)
        for s in ca where !cb.contains(where: { $0 === s }) { s.layout.offsetDependentSolve = solveNumber }
        for s in cb where !ca.contains(where: { $0 === s }) { s.layout.offsetDependentSolve = solveNumber }
    }

    /// Reports a broken required constraint with the required constraints already added that
    /// share an item and an axis with it.
    private mutating func reportBroken(_ c: NSLayoutConstraint, among added: [NSLayoutConstraint]) {
        let items = [Self.view(of: c.firstItem), Self.view(of: c.secondItem)].compactMap { $0 }
        let horizontal = c.firstAttribute.isHorizontal
        let related = added.filter { other in
            other.priority == .required && other.firstAttribute.isHorizontal == horizontal
                && [Self.view(of: other.firstItem), Self.view(of: other.secondItem)].contains { v in items.contains { $0 === v } }
        }
        let list = (related + [c]).map { "\"\($0)\"" }.joined(separator: ", ")
        warnings.append((Self.view(of: c.firstItem)?.traceName ?? "Auto Layout", "Unable to simultaneously satisfy constraints",
                         "(\(list)); will attempt to recover by breaking constraint \"\(c)\""))
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is one of the four sides (leading and trailing included).
    var isEdge: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        default: false
        }
    }

    /// Whether the attribute is a position (not a width, a height or no attribute).
    var isPosition: Bool { self != .width && self != .height && self != .notAnAttribute }

    /// The plain attribute of a margin attribute (the margins guide's edge).
    var withoutMargin: NSLayoutConstraint.Attribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
}
