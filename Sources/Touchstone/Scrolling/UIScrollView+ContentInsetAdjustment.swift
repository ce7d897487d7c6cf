import Foundation

/// The adjusted content inset: `contentInset` plus the safe area on the edges
/// `contentInsetAdjustmentBehavior` chooses (rules §8.6; Apple, `adjustedContentInset`,
/// `UIScrollView.ContentInsetAdjustmentBehavior`; ScrollingDecisions S17–S19).
///
/// - `.never`: no edge. `.always`: every edge. `.scrollableAxes`: top and bottom when the content
///   is taller than the scroll view or `alwaysBounceVertical` is set, left and right when it is
///   wider or `alwaysBounceHorizontal` is set. `.automatic`: as `.scrollableAxes`, and top and
///   bottom in any case when the scroll view is the root view of a controller shown by a
///   navigation or tab bar controller.
/// - The safe area is the scroll view's own ``UIView/safeAreaInsets``: the status bar, sensor
///   housing and home indicator where the scroll view reaches under them, and the bars of the
///   navigation or tab bar controller whose child's view it is (LayoutDecisions AL15).
/// - When the safe area's part of the adjusted inset changes while the content rests at its top
///   (or left) edge — the offset equals minus the old inset there — and no drag or deceleration
///   is under way, the offset moves to minus the new inset (setting `contentInset` itself moves
///   nothing, as in UIKit), so the content's top stays just below the bars
///   (ScrollingDecisions S18). A scroll view shown under the bars therefore starts at offset
///   `-adjustedContentInset.top`, where hit-testing finds the first row.
/// - A non-finite or negative safe-area inset adds nothing; a sum that would not be a finite
///   number keeps `contentInset` on that edge (ScrollingDecisions S19).
/// - Each change calls ``UIScrollView/adjustedContentInsetDidChange()``, then the delegate's
///   `scrollViewDidChangeAdjustedContentInset(_:)`.
/// - A change of the part the safe area adds is recorded (kind `scroll`): `adjustedContentInset
///   top 91, bottom 34` with the behaviour as the cause.
extension UIScrollView {
    /// Works the adjusted inset out again from the scroll view's current safe area (a walk up
    /// its superviews; never on the per-event path).
    func updateAdjustedContentInset(cause: String) {
        updateAdjustedContentInset(safeArea: window == nil ? .zero : safeAreaInsets, cause: cause)
    }

    /// Works the adjusted inset out again for `safeArea`.
    func updateAdjustedContentInset(safeArea: UIEdgeInsets, cause: String) {
        adjustmentSize = bounds.size
        let edges = adjustedEdges
        func add(_ base: CGFloat, _ safe: CGFloat, _ on: Bool) -> CGFloat {
            guard on, safe.isFinite, safe > 0, (base + safe).isFinite else { return base }
            return base + safe
        }
        let i = contentInset
        let new = UIEdgeInsets(top: add(i.top, safeArea.top, edges.vertical), left: add(i.left, safeArea.left, edges.horizontal),
                               bottom: add(i.bottom, safeArea.bottom, edges.vertical), right: add(i.right, safeArea.right, edges.horizontal))
        let old = adjustedContentInset
        guard new != old else { return }
        let oldPart = safeAreaPart
        safeAreaPart = UIEdgeInsets(top: new.top - i.top, left: new.left - i.left, bottom: new.bottom - i.bottom, right: new.right - i.right)
        adjustedContentInset = new
        if safeAreaPart != oldPart {
            traceSink?.record(.scroll, traceName, "adjustedContentInset \(Self.describe(safeAreaPart))",
                              cause: "the safe area (contentInsetAdjustmentBehavior .\(contentInsetAdjustmentBehavior)); \(cause)")
            if !isDragging, animation == nil {
                var offset = contentOffset
                if offset.y == -old.top { offset.y = -new.top }
                if offset.x == -old.left { offset.x = -new.left }
                if offset != contentOffset { contentOffset = offset }
            }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Which axes the behaviour adjusts now.
    private var adjustedEdges: (vertical: Bool, horizontal: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes, .automatic:
            let vertical = contentSize.height > bounds.height || alwaysBounceVertical
                || (contentInsetAdjustmentBehavior == .automatic && isRootViewOfABarContainersChild)
            return (vertical, contentSize.width > bounds.width || alwaysBounceHorizontal)
        }
    }

    /// The scroll view is the root view of a controller a navigation or tab bar controller shows.
    private var isRootViewOfABarContainersChild: Bool {
        guard let vc = owningViewController, let parent = vc.parent else { return false }
        return parent is UINavigationController || parent is UITabBarController
    }

    /// `top 91, bottom 34` (the non-zero edges), or `none`.
    private static func describe(_ i: UIEdgeInsets) -> String {
        let parts = [("top", i.top), ("left", i.left), ("bottom", i.bottom), ("right", i.right)]
            .filter { $0.1 != 0 }.map { "\($0.0) \(fmt($0.1))" }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }
}
