import Foundation

/// Safe areas as UIKit computes them (Apple, `safeAreaInsets`, `additionalSafeAreaInsets`;
/// LayoutDecisions AL1, AL3): a window's insets are the part of it the screen's unsafe edges
/// cover (``Device/screenSafeAreaInsets``); a view's are the part of it outside its superview's
/// safe area, each clamped to the view; a view controller's root view adds the controller's
/// `additionalSafeAreaInsets`, which its subviews then inherit.
///
/// Positions follow frames without transforms (the alignment rectangles Auto Layout uses).
extension UIView {
    /// How far the unsafe parts of the screen (status bar, sensor housing, home indicator) and
    /// the controllers' additional insets reach into the view; zero outside a window.
    public var safeAreaInsets: UIEdgeInsets {
        guard window != nil else { return .zero }
        var chain: [UIView] = []
        var v: UIView? = self
        while let c = v { chain.append(c); v = c.superview }
        var origin = CGPoint.zero
        var safe = CGRect.zero
        var insets = UIEdgeInsets.zero
        for view in chain.reversed() {
            (origin, insets, safe) = view.safeArea(parentOrigin: origin, parentSafe: view.superview == nil ? nil : safe)
        }
        return insets
    }

    /// The view's top-left corner in its window (no transforms), its insets and its safe
    /// rectangle in window coordinates, from its superview's corner and safe rectangle (`nil`:
    /// the view is the window).
    func safeArea(parentOrigin: CGPoint, parentSafe: CGRect?) -> (CGPoint, UIEdgeInsets, CGRect) {
        let size = bounds.size
        guard let parentSafe, let parent = superview else {
            let screen = (self as? UIWindow)?.application?.device.map { $0.screenBounds.inset(by: $0.screenSafeAreaInsets) }
            let rect = CGRect(origin: .zero, size: size)
            let insets = screen.map { Self.overlap(of: frame, outside: $0) } ?? .zero
            return (.zero, insets, rect.inset(by: insets))
        }
        let origin = CGPoint(x: parentOrigin.x + center.x - size.width / 2 - parent.bounds.origin.x,
                             y: parentOrigin.y + center.y - size.height / 2 - parent.bounds.origin.y)
        let rect = CGRect(origin: origin, size: size)
        var insets = Self.overlap(of: rect, outside: parentSafe)
        if let vc = owningViewController {
            let a = vc.additionalSafeAreaInsets
            insets = UIEdgeInsets(top: insets.top + a.top, left: insets.left + a.left,
                                  bottom: insets.bottom + a.bottom, right: insets.right + a.right)
        }
        return (origin, insets, rect.inset(by: insets))
    }

    /// How far each edge of `rect` lies outside `safe`, clamped to `rect`'s size.
    static func overlap(of rect: CGRect, outside safe: CGRect) -> UIEdgeInsets {
        func clamp(_ v: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(v, 0), max(limit, 0)) }
        return UIEdgeInsets(top: clamp(safe.minY - rect.minY, rect.height), left: clamp(safe.minX - rect.minX, rect.width),
                            bottom: clamp(rect.maxY - safe.maxY, rect.height), right: clamp(rect.maxX - safe.maxX, rect.width))
    }
}
