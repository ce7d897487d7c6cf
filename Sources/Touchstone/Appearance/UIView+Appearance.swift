import Foundation

/// The visual half of `UIView` (issue 20): the layer, colours and content mode, stored and never
/// drawn (PortingDecisions U4–U6). What they change for touches: `layer.masksToBounds` is
/// `clipsToBounds` and `layer.opacity` is `alpha` (PortingDecisions U5); nothing else.
extension UIView {
    /// How a view fits its content into its bounds (UIKit `UIView.ContentMode`). Stored: Touchstone
    /// draws no content, so the mode changes nothing.
    public enum ContentMode: Int, Sendable, CaseIterable {
        /// Stretch to fill.
        case scaleToFill
        /// Scale to fit, keeping the aspect ratio.
        case scaleAspectFit
        /// Scale to fill, keeping the aspect ratio (may crop).
        case scaleAspectFill
        /// Redraw when the bounds change.
        case redraw
        /// Centred, unscaled.
        case center
        /// At the top.
        case top
        /// At the bottom.
        case bottom
        /// At the left.
        case left
        /// At the right.
        case right
        /// At the top left.
        case topLeft
        /// At the top right.
        case topRight
        /// At the bottom left.
        case bottomLeft
        /// At the bottom right.
        case bottomRight
    }

    /// The view's layer (made on first use). Its `masksToBounds`, `opacity`, `isHidden`,
    /// `backgroundColor` and geometry are the view's own (PortingDecisions U5).
    public var layer: CALayer {
        if let layer = layerStorage { return layer }
        let layer = CALayer(owner: self)
        layerStorage = layer
        return layer
    }

    /// How the view fits its content (`.scaleToFill`). Stored, not drawn.
    public var contentMode: ContentMode {
        get { layerStorage?.viewContentMode ?? .scaleToFill }
        set { layer.viewContentMode = newValue }
    }

    /// The tint the view shows: its own, else the nearest ancestor's, else the system blue.
    /// Walks up in a loop (a deep chain costs no stack); a superclass override of `tintColor` on
    /// an ancestor is not consulted.
    var inheritedTintColor: UIColor {
        var view: UIView? = self
        while let v = view {
            if let own = v.layerStorage?.viewTintColor { return own }
            view = v.superview
        }
        return .systemBlue
    }

    /// Sets the view's own tint (`nil`: inherit) and calls `tintColorDidChange()` on the view and
    /// on each descendant that inherits it, parents before children (Apple, `tintColorDidChange()`).
    func setOwnTintColor(_ color: UIColor?) {
        if color == nil && layerStorage == nil { return }
        let before = inheritedTintColor
        layer.viewTintColor = color
        guard inheritedTintColor != before else { return }
        var pending: [UIView] = [self]
        var next = 0
        while next < pending.count {
            let v = pending[next]
            next += 1
            v.tintColorDidChange()
            pending.append(contentsOf: v.subviews.filter { $0.layerStorage?.viewTintColor == nil })
        }
    }
}
