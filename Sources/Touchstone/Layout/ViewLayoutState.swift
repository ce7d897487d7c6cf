import Foundation

/// A view's Auto Layout state, made the first time the view takes part in layout beyond a plain
/// `setNeedsLayout` (its own constraints, guides, margins, priorities, a frame to apply).
final class ViewLayoutState {
    /// Cleared by the view's `deinit`: constraints and guides that outlive it then read `nil`.
    var viewIsAlive = true
    /// Active constraints whose first item is the view or one of its guides, in activation order.
    var ownedConstraints: [NSLayoutConstraint] = []
    /// Guides added with `addLayoutGuide(_:)`.
    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`, made when first asked for.
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    /// A scroll view's: the solve (numbered by its tree's `solveCount`) in which a constraint
    /// tied a position inside its content to one outside it — a view pinned to the frame guide
    /// or to a view outside — so a new content offset moves those views and must be solved
    /// again (LayoutDecisions AL13). 0: none.
    var offsetDependentSolve = 0
    /// Solves of this tree so far (a tree's top view only).
    var solveCount = 0
    var translatesAutoresizingMaskIntoConstraints = true
    /// Content hugging, horizontal then vertical (250 each by default).
    var hugging: (UILayoutPriority, UILayoutPriority) = (.defaultLow, .defaultLow)
    /// Compression resistance, horizontal then vertical (750 each by default).
    var compression: (UILayoutPriority, UILayoutPriority) = (.defaultHigh, .defaultHigh)
    /// Set margins; `nil`: the default (LayoutDecisions AL7).
    var layoutMargins: UIEdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    /// The safe-area insets last reported through `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets: UIEdgeInsets = .zero
    /// The frame the last solve gave the view, applied by its superview's `layoutSubviews()`.
    var solvedFrame: CGRect?
    /// Warnings already recorded for this window (a window's state only), so a warning that
    /// holds pass after pass is recorded once.
    var reportedWarnings: Set<String> = []
    /// Layout passes of this tree running inside one another (a tree's top view only).
    var passNesting = 0
    /// Something the constraints depend on changed since the tree was last solved (a tree's top
    /// view only; `setNeedsSolve()`).
    var inputsChanged = false
}
