import Foundation

/// A colour as Core Graphics keeps it: red, green, blue and alpha components in sRGB, 0 to 1.
///
/// Foundation on Linux has no `CGColor`, so Touchstone declares the part UIKit code uses:
/// `UIColor.cgColor` and the layer colours (`CALayer.borderColor`, `shadowColor`,
/// `backgroundColor`). Stored, never drawn (PortingDecisions U4).
public struct CGColor: Sendable, Hashable, CustomStringConvertible {
    /// The red, green, blue and alpha components, each 0 to 1 (a grey is stored as three equal
    /// components).
    public let components: [CGFloat]?

    /// A colour of these sRGB components (Core Graphics `CGColor(red:green:blue:alpha:)`);
    /// components outside 0 to 1 are clamped, and one that is not a number reads as 0.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha].map(CGColor.clamped)
    }

    /// A grey of this brightness (Core Graphics `CGColor(gray:alpha:)`).
    public init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The alpha component.
    public var alpha: CGFloat { components?[3] ?? 1 }

    /// How many components the colour has (four: red, green, blue, alpha).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// A copy with `alpha` replaced (Core Graphics `copy(alpha:)`).
    public func copy(alpha: CGFloat) -> CGColor? {
        let c = components ?? [0, 0, 0, 1]
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// `rgba(r, g, b, a)` with each component to three decimals.
    public var description: String {
        let c = (components ?? []).map { String(format: "%.3f", Double($0)) }
        return "rgba(\(c.joined(separator: ", ")))"
    }

    static func clamped(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
