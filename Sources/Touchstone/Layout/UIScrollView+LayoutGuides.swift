import Foundation

/// Auto Layout in a scroll view, as UIKit interprets it (Apple, `UIScrollView.contentLayoutGuide`,
/// `frameLayoutGuide`, iOS 11; Auto Layout Guide, "Working with Scroll Views"; Technical Note
/// TN2154; LayoutDecisions AL11–AL13):
///
/// - ``contentLayoutGuide`` is the content rectangle — `(0, 0)` to ``contentSize`` in the scroll
///   view's own coordinates, untranslated by the offset. When the constraints on it fix its width
///   or height, the layout pass sets ``contentSize`` to it along that axis; along an axis they
///   leave open, ``contentSize`` keeps the value code gave it.
/// - ``frameLayoutGuide`` is the scroll view's frame, untransformed, not moved by the content
///   offset and not inset by ``contentInset``.
/// - Before iOS 11 code pinned content to the scroll view itself: a constraint between an edge
///   (or margin) of the scroll view and a view inside it means the content rectangle's edge,
///   while the scroll view's width, height and centres are always its frame's, and constraints
///   with views outside it are its frame's.
///
/// Views constrained to the content guide have frames in content coordinates and scroll with
/// ``contentOffset``; views tied to the frame guide, or to views outside the scroll view, keep
/// their place on screen while the content scrolls (they float), because a new offset then
/// solves the constraints again.
extension UIScrollView {
    /// The guide of the scrollable content rectangle: constraints that fix its size set
    /// ``contentSize`` (Apple, `contentLayoutGuide`).
    public var contentLayoutGuide: UILayoutGuide {
        ownGuide(\.scrollContentGuide, .scrollContent)
    }

    /// The guide of the scroll view's own frame, which scrolling does not move (Apple,
    /// `frameLayoutGuide`).
    public var frameLayoutGuide: UILayoutGuide {
        ownGuide(\.scrollFrameGuide, .scrollFrame)
    }

    /// A new content offset: when the last solve tied positions inside the content to the frame
    /// or to views outside, those views move with it, so the tree is solved again in the next
    /// pass (UIKit lays out a scroll view as it scrolls).
    func contentOffsetDidChangeForLayout() {
        guard let dependent = layoutStorage?.offsetDependentSolve, dependent > 0 else { return }
        var root: UIView = self
        while let s = root.superview { root = s }
        guard root.layoutStorage?.solveCount == dependent else { return }
        setNeedsSolve()
    }
}
