import Foundation

/// A reference to a view (or layout guide) that does not keep it alive and is not `weak`.
///
/// A weak reference gives its target a side table, after which every retain and release of the
/// view takes the runtime's slow path — on every hit-test (PerformanceDecisions F6). Constraints and
/// guides therefore hold views `unowned` together with the view's layout state, whose
/// `viewIsAlive` the view clears in its `deinit`; the view is read only while that flag is set, so
/// a constraint that outlives one of its views reads `nil`, as a weak reference would.
struct LayoutItemReference {
    private unowned(safe) var view: UIView?
    private var state: ViewLayoutState?
    private weak var guide: UILayoutGuide?

    init(_ item: AnyObject?) {
        if let v = item as? UIView {
            view = v
            state = v.layout
        } else {
            guide = item as? UILayoutGuide
        }
    }

    /// The view or guide, `nil` once it has gone away.
    var object: AnyObject? {
        if let state { return state.viewIsAlive ? view : nil }
        return guide
    }

    /// The view, `nil` for a guide or once the view has gone away.
    var viewIfAlive: UIView? {
        guard let state, state.viewIsAlive else { return nil }
        return view
    }
}
