import Foundation

/// A view's layer (Core Animation `CALayer`): the looks UIKit code sets through `view.layer`,
/// stored and never drawn (PortingDecisions U5).
///
/// Four properties are the view's own, read and written through the layer as in UIKit, where the
/// view's are implemented by its layer: `masksToBounds` is the view's `clipsToBounds`, `opacity`
/// its `alpha`, `isHidden` its `isHidden`, and `backgroundColor` its `backgroundColor`; `frame`,
/// `bounds` and `position` are the view's geometry. So `layer.opacity = 0` makes the view
/// invisible to hit-testing exactly as `alpha = 0` does (rules H2). Everything else — corner
/// radius, border, shadow, `zPosition` — changes nothing about touches: hit-testing follows the
/// view's rectangle and its subview order, not the drawn shape (a rounded corner still takes
/// touches, as on a device).
///
/// A layer made with `CALayer()` belongs to no view and keeps every value itself.
open class CALayer {
    /// The view whose layer this is; cleared by the view's `deinit`, so a layer kept after its
    /// view keeps working on its own values.
    unowned var owner: UIView?

    /// A layer that belongs to no view.
    public init() {}

    init(owner: UIView) { self.owner = owner }

    // MARK: Shared with the view

    /// Called by the view's `deinit`: the layer keeps the view's last values as its own, so a layer
    /// held after its view reads what it read before.
    func detach(from view: UIView) {
        detachedMasksToBounds = view.clipsToBounds
        detachedOpacity = Float(view.alpha)
        detachedHidden = view.isHidden
        detachedFrame = view.frame
        owner = nil
    }

    private var detachedMasksToBounds = false
    private var detachedOpacity: Float = 1
    private var detachedHidden = false
    private var detachedFrame = CGRect.zero

    /// Whether sublayers are clipped to the bounds: for a view's layer, the view's
    /// `clipsToBounds` (the same value). Has no effect on hit-testing (rules H4).
    public var masksToBounds: Bool {
        get { owner?.clipsToBounds ?? detachedMasksToBounds }
        set { if let owner { owner.clipsToBounds = newValue } else { detachedMasksToBounds = newValue } }
    }

    /// The layer's opacity, 0 to 1: for a view's layer, the view's `alpha`, so below 0.01 the view
    /// is not hit (rules H2).
    public var opacity: Float {
        get { owner.map { Float($0.alpha) } ?? detachedOpacity }
        set { if let owner { owner.alpha = CGFloat(newValue) } else { detachedOpacity = newValue } }
    }

    /// Whether the layer is hidden: for a view's layer, the view's `isHidden`.
    public var isHidden: Bool {
        get { owner?.isHidden ?? detachedHidden }
        set { if let owner { owner.isHidden = newValue } else { detachedHidden = newValue } }
    }

    /// The layer's rectangle in its superlayer: for a view's layer, the view's `frame`.
    public var frame: CGRect {
        get { owner?.frame ?? detachedFrame }
        set { if let owner { owner.frame = newValue } else { detachedFrame = newValue } }
    }

    /// The layer's own coordinate space: for a view's layer, the view's `bounds`.
    public var bounds: CGRect {
        get { owner?.bounds ?? CGRect(origin: .zero, size: detachedFrame.size) }
        set {
            if let owner { owner.bounds = newValue; return }
            detachedFrame = CGRect(x: detachedFrame.midX - newValue.width / 2, y: detachedFrame.midY - newValue.height / 2,
                                   width: newValue.width, height: newValue.height)
        }
    }

    /// The centre of the layer in its superlayer: for a view's layer, the view's `center`.
    public var position: CGPoint {
        get { owner?.center ?? CGPoint(x: detachedFrame.midX, y: detachedFrame.midY) }
        set {
            if let owner { owner.center = newValue; return }
            detachedFrame.origin = CGPoint(x: newValue.x - detachedFrame.width / 2, y: newValue.y - detachedFrame.height / 2)
        }
    }

    /// The view's background colour, kept with its layer as in UIKit (`UIView.backgroundColor`
    /// reads and writes it); a system colour keeps its name.
    var backgroundUIColor: UIColor?

    /// The background colour (for a view's layer, the view's `backgroundColor`). Stored, not drawn.
    public var backgroundColor: CGColor? {
        get { backgroundUIColor?.cgColor }
        set { backgroundUIColor = newValue.map(UIColor.init(cgColor:)) }
    }

    // MARK: Looks (stored, no effect)

    /// The radius of the rounded corners (0). Stored: hit-testing still uses the full rectangle.
    public var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` rounds (all four).
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The curve of the rounded corners (`.circular`).
    public var cornerCurve: CALayerCornerCurve = .circular
    /// The border's width (0). Stored, not drawn.
    public var borderWidth: CGFloat = 0
    /// The border's colour (opaque black). Stored, not drawn.
    public var borderColor: CGColor? = .black
    /// The shadow's colour (opaque black). Stored, not drawn.
    public var shadowColor: CGColor? = .black
    /// The shadow's opacity, 0 to 1 (0: no shadow). Stored, not drawn.
    public var shadowOpacity: Float = 0
    /// The shadow's blur radius (3). Stored, not drawn.
    public var shadowRadius: CGFloat = 3
    /// The shadow's offset ((0, −3)). Stored, not drawn.
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The layer's order among its siblings when drawn (0). Has no effect on hit-testing, which
    /// follows the subview order (UIKit does the same).
    public var zPosition: CGFloat = 0
    /// Whether the layer is drawn once into a bitmap (false). Stored, no effect.
    public var shouldRasterize = false
    /// The scale of that bitmap (1). Stored, no effect.
    public var rasterizationScale: CGFloat = 1
    /// Whether the layer is fully opaque (false). Stored, no effect.
    public var isOpaque = false
    /// A name for the layer.
    public var name: String?

    // MARK: Sublayers

    /// The layers added with ``addSublayer(_:)``, back to front; `nil` when there are none. A
    /// view's subviews' layers are not listed (UIKit lists them).
    public private(set) var sublayers: [CALayer]?
    /// The layer this one was added to with ``addSublayer(_:)``.
    public private(set) weak var superlayer: CALayer?

    /// Adds `layer` in front of the other sublayers (removing it from its old superlayer). A layer
    /// added to itself or to one of its own sublayers is refused (UIKit raises).
    open func addSublayer(_ layer: CALayer) {
        var ancestor: CALayer? = self
        while let a = ancestor { if a === layer { return }; ancestor = a.superlayer }
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
        superlayer = nil
    }

    // MARK: The view's own visual state

    /// The view's own `tintColor` (`nil`: inherited); kept here so a view carries one stored
    /// reference for all its looks.
    var viewTintColor: UIColor?
    /// The view's `contentMode` (UIKit maps it onto the layer's contents gravity).
    var viewContentMode: UIView.ContentMode = .scaleToFill
}

/// The corners a layer's `cornerRadius` rounds (Core Animation `CACornerMask`).
public struct CACornerMask: OptionSet, Sendable, Hashable {
    /// The mask's bits.
    public let rawValue: UInt
    /// A mask of these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (in UIKit's flipped coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// The curve of a layer's rounded corners (Core Animation `CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Sendable, Hashable {
    /// The curve's name.
    public let rawValue: String
    /// A curve of this name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve, as the system's own rounded rectangles.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
