import Foundation

/// Insets for each edge of a rectangle (UIKit `UIEdgeInsets`). Negative insets grow a rectangle,
/// which is how hit areas are enlarged (seed 003, enlarged button).
public struct UIEdgeInsets: Equatable, Hashable, Sendable, Codable {
    /// The inset from each edge, in points; negative values grow a rectangle.
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    /// Insets with these values.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The same inset on all four edges.
    public init(all value: CGFloat) { self.init(top: value, left: value, bottom: value, right: value) }
}

extension CGRect {
    /// UIKit's `rect.inset(by:)`: moves each edge inwards by the matching inset.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}
