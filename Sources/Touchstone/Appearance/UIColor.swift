import Foundation

/// A colour (UIKit `UIColor`), stored and never drawn: Touchstone has no renderer, so a colour
/// changes nothing about touches. Views, labels, buttons and layers keep the colours they are
/// given so UIKit code compiles unchanged and a test can read them back (PortingDecisions U4).
///
/// Components are sRGB, 0 to 1 (UIKit keeps extended-range values outside 0…1; here they are
/// clamped). System colours (`.systemBlue`, `.label`, …) carry their name and their
/// light-appearance value; Touchstone has no dark mode.
public struct UIColor: Sendable, Hashable, CustomStringConvertible {
    /// The colour's components as Core Graphics keeps them (UIKit `cgColor`).
    public let cgColor: CGColor
    /// The system colour's name (`systemBlue`), or the asset name of `init(named:)`; `nil` for a
    /// colour made from components.
    public let name: String?

    /// A colour of these sRGB components, each 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        name = nil
    }

    /// A grey: `white` 0 is black, 1 is white.
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
        name = nil
    }

    /// A colour of hue, saturation and brightness, each 0 to 1 (converted to red, green, blue).
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (CGColor.clamped(hue) * 6).truncatingRemainder(dividingBy: 6)
        let s = CGColor.clamped(saturation), v = CGColor.clamped(brightness)
        let sector = Int(h), f = h - CGFloat(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// The colour of a Core Graphics colour.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
        name = nil
    }

    /// The colour named `name` in the app's asset catalogue. Never `nil` here: there is no
    /// catalogue to miss (as ``UIImage/init(named:)``); the colour is a mid grey that keeps the name.
    public init?(named name: String) {
        cgColor = CGColor(gray: 0.5, alpha: 1)
        self.name = name
    }

    /// A named colour of these 0–255 components (the system colours).
    init(name: String, _ red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) {
        cgColor = CGColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
        self.name = name
    }

    /// The same colour with another alpha (UIKit `withAlphaComponent(_:)`); the result has no name.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// The red, green, blue and alpha components, each 0 to 1.
    public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        return (c[0], c[1], c[2], c[3])
    }

    /// Writes the red, green, blue and alpha components, each 0 to 1, into the four variables;
    /// always succeeds. UIKit's `getRed(_:green:blue:alpha:)` takes pointers; its callers write
    /// `getRed(&r, green: &g, blue: &b, alpha: &a)`, which compiles unchanged against `inout`
    /// parameters, so no pointer (and no unsafe construct, issue 15) is needed. Passing `nil` for
    /// a component does not compile here.
    @discardableResult
    public func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool {
        let c = rgba
        red = c.red; green = c.green; blue = c.blue; alpha = c.alpha
        return true
    }

    /// The name for a system colour, else the components (`rgba(0.000, 0.478, 1.000, 1.000)`).
    public var description: String { name ?? cgColor.description }
}
