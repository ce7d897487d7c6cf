import Foundation

/// An image, known by its name only: Touchstone draws nothing (UIKit `UIImage`). Bar button items
/// and image views take one; an image item lays out 44 pt wide whatever the image.
public struct UIImage: Sendable, Hashable {
    /// The asset or SF Symbol name the image was made from.
    public var name: String
    /// Whether it is an SF Symbol (`init(systemName:)`).
    public var isSymbolImage: Bool

    // MARK: Looks (issue 20, PortingDecisions U4): stored, not drawn.

    /// How the image is drawn: as it is, or as a template in the tint colour (`.automatic`).
    public private(set) var renderingMode: RenderingMode = .automatic
    /// The colour given to `withTintColor(_:)`.
    public private(set) var tintColor: UIColor?
    /// The symbol configuration given to `init(systemName:withConfiguration:)` or
    /// `withConfiguration(_:)`.
    public private(set) var symbolConfiguration: SymbolConfiguration?

    /// The image of an asset named `name` (never `nil` here: there is no asset catalogue to miss).
    public init?(named name: String) { self.name = name; isSymbolImage = false }
    /// The SF Symbol named `name`.
    public init?(systemName name: String) { self.name = name; isSymbolImage = true }
    /// The SF Symbol named `name` in `configuration`.
    public init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.name = name
        isSymbolImage = true
        symbolConfiguration = configuration
    }

    /// The image's size: zero, as there are no pixels.
    public var size: CGSize { .zero }

    /// How an image is drawn (UIKit `UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// As the context decides (symbols are templates).
        case automatic
        /// The image's own colours.
        case alwaysOriginal
        /// A template filled with the tint colour.
        case alwaysTemplate
    }

    /// The same image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// The same image drawn in `color`, always original.
    public func withTintColor(_ color: UIColor) -> UIImage {
        var copy = self
        copy.tintColor = color
        copy.renderingMode = .alwaysOriginal
        return copy
    }

    /// The same image with `configuration`.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        var copy = self
        copy.symbolConfiguration = configuration
        return copy
    }

    /// The size and weight of a symbol image (UIKit `UIImage.SymbolConfiguration`). Stored.
    public struct SymbolConfiguration: Sendable, Hashable {
        /// The point size, when given.
        public private(set) var pointSize: CGFloat?
        /// The weight, when given.
        public private(set) var weight: SymbolWeight?
        /// The scale, when given.
        public private(set) var scale: SymbolScale?
        /// The text style, when given.
        public private(set) var textStyle: UIFont.TextStyle?

        /// A configuration of this point size.
        public init(pointSize: CGFloat) { self.pointSize = pointSize }
        /// A configuration of this point size and weight.
        public init(pointSize: CGFloat, weight: SymbolWeight) { self.pointSize = pointSize; self.weight = weight }
        /// A configuration of this point size, weight and scale.
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize; self.weight = weight; self.scale = scale
        }
        /// A configuration of this weight.
        public init(weight: SymbolWeight) { self.weight = weight }
        /// A configuration of this scale.
        public init(scale: SymbolScale) { self.scale = scale }
        /// A configuration matching a text style.
        public init(textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
    }

    /// A symbol's stroke weight (UIKit `UIImage.SymbolWeight`).
    public enum SymbolWeight: Int, Sendable {
        /// Unspecified.
        case unspecified
        /// Ultralight.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// Black.
        case black
    }

    /// A symbol's scale relative to text (UIKit `UIImage.SymbolScale`).
    public enum SymbolScale: Int, Sendable {
        /// The default.
        case `default`
        /// Unspecified.
        case unspecified
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large.
        case large
    }
}
