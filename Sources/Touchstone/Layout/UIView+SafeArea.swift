import Foundation

/// Safe areas as UIKit computes them (Apple, `safeAreaInsets`, `additionalSafeAreaInsets`;
/// LayoutDecisions AL1, AL3): a window's insets are the part of it the screen's unsafe edges
/// cover (``Device/screenSafeAreaInsets``); a view's are the part of it outside its superview's
/// safe area, each clamped to the view; a view controller's root view adds the controller's
/// `additionalSafeAreaInsets`, which its subviews then inherit.
///
/// The root view of a controller shown by a navigation or tab bar controller also has the
/// visible bars inside its safe area's edges: the navigation bar's bottom edge above, the
/// toolbar's or tab bar's top edge below (Apple, `safeAreaInsets`: "the navigation bar, tab bar,
/// toolbar, and other ancestors that obscure a view controller's view"; LayoutDecisions AL15).
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
            // A container's bars cover the edges of its child's view (LayoutDecisions AL15).
            if let container = vc.parent, container.viewIfLoaded === parent,
               let bars = container.barCoverage(inContainerAt: parentOrigin) {
                let top = max(parentSafe.minY, bars.top), bottom = max(top, min(parentSafe.maxY, bars.bottom))
                insets = Self.overlap(of: rect, outside: CGRect(x: parentSafe.minX, y: top, width: parentSafe.width, height: bottom - top))
            }
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

extension UIViewController {
    /// The span, in window coordinates, that this container's visible bars leave open for a
    /// child's view: below the navigation bar, above the toolbar or tab bar; `nil` for a
    /// controller that is not a bar container. `origin` is the container view's top-left corner
    /// in the window (LayoutDecisions AL15).
    func barCoverage(inContainerAt origin: CGPoint) -> (top: CGFloat, bottom: CGFloat)? {
        if let nav = self as? UINavigationController {
            let bar = nav.navigationBar, toolbar: UIToolbar = nav.toolbar
            let top = nav.isNavigationBarHidden || bar.superview == nil ? -CGFloat.greatestFiniteMagnitude : origin.y + bar.frame.maxY
            let bottom = nav.isToolbarHidden || toolbar.superview == nil ? CGFloat.greatestFiniteMagnitude : origin.y + toolbar.frame.minY
            return (top, bottom)
        }
        if let tabs = self as? UITabBarController {
            let bar = tabs.tabBar
            return (-CGFloat.greatestFiniteMagnitude,
                    bar.isHidden || bar.superview == nil ? CGFloat.greatestFiniteMagnitude : origin.y + bar.frame.minY)
        }
        return nil
    }
}
