import Foundation

/// The layout pass as UIKit runs it (Apple, `setNeedsLayout()`, `layoutIfNeeded()`,
/// `layoutSubviews()`; rules §0.2; LayoutDecisions AL2): a view marked with
/// ``UIView/setNeedsLayout()`` — or resized, or given or losing a subview, or entering a window —
/// is laid out in the next pass, which its device runs once at the end of every turn and before
/// hit-testing a new touch.
extension UIView {
    /// Along an axis, "no intrinsic size" (-1, as UIKit's constant).
    public static let noIntrinsicMetric: CGFloat = -1

    var layout: ViewLayoutState {
        if let s = layoutStorage { return s }
        let s = ViewLayoutState()
        layoutStorage = s
        return s
    }

    /// Marks the view for layout: the device's next pass calls ``layoutSubviews()``. Cheap; calls
    /// made before the pass are merged.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        var p = superview
        while let s = p, !s.descendantNeedsLayoutFlag {
            s.descendantNeedsLayoutFlag = true
            p = s.superview
        }
        window?.application?.device?.layoutPending = true
    }

    /// Runs the pending layout of the view's whole tree now (UIKit lays out the receiver's
    /// subtree and the ancestors that need it; Touchstone lays out from the top of the tree,
    /// which gives the same frames).
    public func layoutIfNeeded() {
        var root: UIView = self
        while let s = root.superview { root = s }
        LayoutPass.run(root, trace: window?.application?.device?.trace)
    }

    /// After `addSubview`: the new superview lays out, and the view (entering a window, or its
    /// subtree) is laid out before the next touch. Constraints in the moved subtree make the new
    /// ancestors solve them.
    func noteMovedForLayout(into parent: UIView) {
        if subtreeHasConstraints { noteConstraintsInSubtree() }
        if subtreeHasConstraints || parent.subtreeHasConstraints { parent.setNeedsSolve() } else { parent.setNeedsLayout() }
        setNeedsLayout()
    }

    /// Marks the view for layout and its tree's constraints for solving again within the pass
    /// that is running, if one is (a pass solves in its first round, and again only after a
    /// change made through this; LayoutDecisions AL4).
    func setNeedsSolve() {
        setNeedsLayout()
        var root: UIView = self
        while let s = root.superview { root = s }
        root.layout.inputsChanged = true
    }

    /// Marks this view and its ancestors as holding constraints below.
    func noteConstraintsInSubtree() {
        subtreeHasConstraints = true
        var p = superview
        while let s = p, !s.subtreeHasConstraints {
            s.subtreeHasConstraints = true
            p = s.superview
        }
    }

    // MARK: Auto Layout

    /// `true` (the default): the view's frame is set by code and Auto Layout treats it as fixed.
    /// `false`: the layout pass sets the frame from the view's constraints (Apple,
    /// `translatesAutoresizingMaskIntoConstraints`).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layout.translatesAutoresizingMaskIntoConstraints = newValue
            (superview ?? self).setNeedsSolve()
        }
    }

    /// The active constraints the view holds: those whose first item is the view or one of its
    /// guides (UIKit lists the constraints installed on the view, the items' common ancestor).
    public var constraints: [NSLayoutConstraint] { layoutStorage?.ownedConstraints ?? [] }

    /// Activates `constraint` (the pre-anchor API).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates each constraint.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates each constraint.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// The guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [UILayoutGuide] { layoutStorage?.guides ?? [] }

    /// Adds a guide of your own to the view; its frame is solved with the view's constraints.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.kind == .free, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        layout.guides.append(guide)
        guide.owningView = self
    }

    /// Removes a guide added with ``addLayoutGuide(_:)``.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        layoutStorage?.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The priority with which the view resists growing beyond its intrinsic size along `axis`.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let s = layoutStorage else { return .defaultLow }
        return axis == .horizontal ? s.hugging.0 : s.hugging.1
    }

    /// Sets the hugging priority along `axis` (250 by default).
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layout.hugging.0 = priority } else { layout.hugging.1 = priority }
        (superview ?? self).setNeedsSolve()
    }

    /// The priority with which the view resists shrinking below its intrinsic size along `axis`.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let s = layoutStorage else { return .defaultHigh }
        return axis == .horizontal ? s.compression.0 : s.compression.1
    }

    /// Sets the compression resistance along `axis` (750 by default).
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layout.compression.0 = priority } else { layout.compression.1 = priority }
        (superview ?? self).setNeedsSolve()
    }

    /// Tells layout that ``intrinsicContentSize`` changed.
    public func invalidateIntrinsicContentSize() { (superview ?? self).setNeedsSolve() }

    // MARK: Anchors

    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading edge (left: Touchstone lays out left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The first baseline (the top edge: no text metrics).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last baseline (the bottom edge: no text metrics).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: Margins

    /// The guide this view keeps in `slot`, made on first use.
    func ownGuide(_ slot: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>, _ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        if let g = layout[keyPath: slot] { return g }
        let g = UILayoutGuide(kind: kind, owner: self)
        layout[keyPath: slot] = g
        return g
    }

    /// The guide of the view's safe area: its bounds less ``safeAreaInsets``.
    public var safeAreaLayoutGuide: UILayoutGuide {
        ownGuide(\.safeAreaGuide, .safeArea)
    }

    /// The guide of the view's margins: its bounds less ``layoutMargins`` (and the safe area,
    /// while ``insetsLayoutMarginsFromSafeArea`` is on).
    public var layoutMarginsGuide: UILayoutGuide {
        ownGuide(\.marginsGuide, .margins)
    }

    /// The margins: 8 pt on each side for a view, and top 0, left 16, bottom 0, right 16 for a
    /// view controller's root view, until set (LayoutDecisions AL7).
    public var layoutMargins: UIEdgeInsets {
        get {
            if let m = layoutStorage?.layoutMargins { return m }
            return owningViewController != nil ? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16) : UIEdgeInsets(all: 8)
        }
        set {
            guard newValue != layoutMargins else { return }
            layout.layoutMargins = newValue
            layoutMarginsDidChange()
            setNeedsSolve()
        }
    }

    /// Whether the margins are measured from the safe area's edges (the default) rather than
    /// the bounds'.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set { layout.insetsLayoutMarginsFromSafeArea = newValue; setNeedsSolve() }
    }

    /// The insets of the margins guide from the bounds.
    var effectiveLayoutMargins: UIEdgeInsets {
        let m = layoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return m }
        let s = safeAreaInsets
        return UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
    }
}

extension NSLayoutConstraint {
    /// A horizontal or vertical direction, for the hugging and compression priorities.
    public enum Axis: Int, Sendable {
        /// Along x.
        case horizontal = 0
        /// Along y.
        case vertical = 1
    }
}
