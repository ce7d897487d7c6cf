import Foundation

/// The layout pass over one tree (LayoutDecisions AL2): solve the tree's constraints, then walk
/// down through the views marked with `setNeedsLayout()` — and only through them — calling, for
/// each marked view, a scroll view's adjusted content inset, `safeAreaInsetsDidChange()` (and the controller's
/// `viewSafeAreaInsetsDidChange()`) when its safe area changed, then the controller's
/// `viewWillLayoutSubviews()`, the view's `layoutSubviews()` and `viewDidLayoutSubviews()`.
///
/// A view laid out in a round may mark others (a resized subview); the pass repeats until nothing
/// is marked, at most ``maximumRounds`` times: a `layoutSubviews` that marks its view again every
/// time would loop forever in UIKit, and here stops with a trace warning.
enum LayoutPass {
    /// Rounds before the pass gives up on a tree that keeps marking itself.
    static let maximumRounds = 8
    /// Passes that may run inside one another (`layoutIfNeeded()` called while laying out).
    static let maximumNesting = 16

    /// Lays out `root`'s tree; warnings go to `trace`.
    static func run(_ root: UIView, trace: Trace?) {
        // `layoutIfNeeded()` from a `layoutSubviews()` nests a pass; one that nests without end
        // (each pass marking the view and asking again) is cut off instead of overflowing the stack.
        guard root.layout.passNesting < maximumNesting else {
            record(root, trace, subject: root.traceName, "layout did not settle",
                   "layoutIfNeeded() was called from layout \(maximumNesting) passes deep; the innermost call was ignored")
            return
        }
        root.layout.passNesting += 1
        defer { root.layout.passNesting -= 1 }
        var rounds = 0
        while root.needsLayoutFlag || root.descendantNeedsLayoutFlag {
            rounds += 1
            guard rounds <= maximumRounds else {
                record(root, trace, subject: root.traceName, "layout did not settle",
                       "views were still marked for layout after \(maximumRounds) rounds; a layoutSubviews() marks its view again each time")
                clearFlags(root)
                return
            }
            // Round 1 always solves; later rounds only after a change to what constraints read.
            var system = LayoutSystem(root: root)
            let solve = rounds == 1 || root.layout.inputsChanged
            root.layout.inputsChanged = false
            if solve, system.solve() {
                for w in system.warnings { record(root, trace, subject: w.subject, w.message, w.cause) }
            }
            walk(root)
        }
    }

    /// One round: the marked views, top down, each with its window position and safe rectangle.
    private static func walk(_ root: UIView) {
        var stack: [(UIView, CGPoint, CGRect?)] = [(root, .zero, nil)]
        while let (v, parentOrigin, parentSafe) = stack.popLast() {
            let (origin, insets, safe) = v.safeArea(parentOrigin: parentOrigin, parentSafe: parentSafe)
            if v.needsLayoutFlag {
                v.needsLayoutFlag = false
                if v.window != nil, (v.layoutStorage?.reportedSafeAreaInsets ?? .zero) != insets {
                    v.layout.reportedSafeAreaInsets = insets
                    if v.subtreeHasConstraints { root.layout.inputsChanged = true }
                    // A scroll view's adjusted content inset follows its safe area (ScrollingDecisions S17).
                    if let scrollView = v as? UIScrollView { scrollView.updateAdjustedContentInset(safeArea: insets, cause: "safe area changed") }
                    v.safeAreaInsetsDidChange()
                    v.owningViewController?.viewSafeAreaInsetsDidChange()
                    // UIKit passes a change on to the subviews, whose insets follow from it.
                    for s in v.subviews { s.setNeedsLayout() }
                }
                let vc = v.owningViewController
                vc?.viewWillLayoutSubviews()
                v.layoutSubviews()
                vc?.viewDidLayoutSubviews()
            }
            guard v.descendantNeedsLayoutFlag else { continue }
            v.descendantNeedsLayoutFlag = false
            for s in v.subviews.reversed() where s.needsLayoutFlag || s.descendantNeedsLayoutFlag {
                stack.append((s, origin, v.window == nil ? nil : safe))
            }
        }
    }

    private static func clearFlags(_ root: UIView) {
        var stack = [root]
        while let v = stack.popLast() {
            v.needsLayoutFlag = false
            if v.descendantNeedsLayoutFlag { v.descendantNeedsLayoutFlag = false; stack.append(contentsOf: v.subviews) }
        }
    }

    /// Records a warning once per tree while it holds (UIKit logs each time it hits it; a trace
    /// that repeated it every turn would bury the touches).
    private static func record(_ root: UIView, _ trace: Trace?, subject: String, _ message: String, _ cause: String) {
        let key = "\(subject)|\(message)|\(cause)"
        guard root.layout.reportedWarnings.insert(key).inserted else { return }
        trace?.record(.layout, subject, message, cause: cause)
    }
}
