import Foundation

/// A linear relation between two layout attributes: `first.attribute relation multiplier ×
/// second.attribute + constant` (Apple, `NSLayoutConstraint`; LayoutDecisions AL4).
///
/// Activating a constraint makes the next layout pass solve it with the other active
/// constraints of its window; the pass sets the frames of the views that do not translate their
/// autoresizing mask (``UIView/translatesAutoresizingMaskIntoConstraints`` is `false`). Items are
/// not kept alive, as UIKit's constraints do not keep their views alive (`LayoutItemReference`).
open class NSLayoutConstraint: CustomStringConvertible {
    /// The part of an item's alignment rectangle a constraint relates.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (left, in a left-to-right layout; Touchstone lays out left to right).
        case leading
        /// The trailing edge (right, in a left-to-right layout).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The last text baseline; Touchstone has no text metrics and uses the bottom edge.
        case lastBaseline
        /// The first text baseline; Touchstone uses the top edge.
        case firstBaseline
        /// The left edge of the layout margins.
        case leftMargin
        /// The right edge of the layout margins.
        case rightMargin
        /// The top edge of the layout margins.
        case topMargin
        /// The bottom edge of the layout margins.
        case bottomMargin
        /// The leading edge of the layout margins.
        case leadingMargin
        /// The trailing edge of the layout margins.
        case trailingMargin
        /// The horizontal centre of the layout margins.
        case centerXWithinMargins
        /// The vertical centre of the layout margins.
        case centerYWithinMargins
        /// No attribute: the second item of a constant width or height.
        case notAnAttribute = 0
    }

    /// How the first attribute relates to the second.
    public enum Relation: Int, Sendable {
        /// `<=`.
        case lessThanOrEqual = -1
        /// `==`.
        case equal = 0
        /// `>=`.
        case greaterThanOrEqual = 1
    }

    /// The first item: a view or a layout guide; `nil` once it has gone away.
    public var firstItem: AnyObject? { first.object }
    private let first: LayoutItemReference
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The second item, `nil` for a constant width or height (or once it has gone away).
    public var secondItem: AnyObject? { second.object }
    private let second: LayoutItemReference
    /// The second item's attribute.
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat
    /// The number added to the second attribute; changing it lays the window out again.
    public var constant: CGFloat { didSet { if constant != oldValue { invalidateLayout() } } }
    /// How strongly the constraint holds (required by default).
    public var priority: UILayoutPriority = .required { didSet { if priority != oldValue { invalidateLayout() } } }
    /// A name for the constraint in trace warnings.
    public var identifier: String?
    /// Whether the constraint takes part in layout. Setting it activates or deactivates it.
    public var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            guard let owner = ownerView else { return }
            active = newValue
            if newValue { owner.layout.ownedConstraints.append(self); owner.noteConstraintsInSubtree() }
            else { owner.layout.ownedConstraints.removeAll { $0 === self } }
            markItemsForLayout()
        }
    }
    private var active = false

    /// UIKit's general form: `item.attribute relation toItem.attribute × multiplier + constant`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        first = LayoutItemReference(view1 as AnyObject)
        firstAttribute = attr1
        self.relation = relation
        second = LayoutItemReference(view2.map { $0 as AnyObject })
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Activates each constraint.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// The view that holds the constraint while it is active: the first item, or the view owning
    /// the first item's guide. (UIKit installs it on the items' nearest common ancestor; where it
    /// is kept does not change the frames.)
    var ownerView: UIView? {
        if let v = firstItem as? UIView { return v }
        if let g = firstItem as? UILayoutGuide { return g.owningView }
        return nil
    }

    private func invalidateLayout() {
        if active { markItemsForLayout() }
    }

    /// Marks the items' superviews (or the items, at the top of a tree) for layout.
    private func markItemsForLayout() {
        for item in [firstItem, secondItem] {
            let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
            (view?.superview ?? view)?.setNeedsSolve()
        }
    }

    /// `label.leading == view.leading + 8`, with the identifier first when there is one; the
    /// form of UIKit's console description, with trace names for items.
    public var description: String {
        var s = identifier.map { "'\($0)' " } ?? ""
        s += "\(Self.name(firstItem)).\(firstAttribute.name) \(relation.symbol) "
        var rhs = ""
        if let second = secondItem, secondAttribute != .notAnAttribute {
            rhs = "\(Self.name(second)).\(secondAttribute.name)"
            if multiplier != 1 { rhs = "\(fmt(multiplier))×\(rhs)" }
            if constant < 0 { rhs += " - \(fmt(-constant))" } else if constant != 0 { rhs += " + \(fmt(constant))" }
        } else {
            rhs = fmt(constant)
        }
        s += rhs
        if priority != .required { s += " @\(fmt(CGFloat(priority.rawValue)))" }
        return s
    }

    static func name(_ item: AnyObject?) -> String {
        if let v = item as? UIView { return v.traceName }
        if let g = item as? UILayoutGuide { return g.traceName }
        return "nil"
    }
}

extension NSLayoutConstraint.Attribute {
    /// The attribute as UIKit's descriptions spell it.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// Whether the attribute is horizontal (x positions and widths).
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
