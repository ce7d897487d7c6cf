import Foundation

/// An image, known by its name only: Touchstone draws nothing (UIKit `UIImage`). Bar button items
/// and image views take one; an image item lays out 44 pt wide whatever the image.
public struct UIImage: Sendable, Hashable {
    /// The asset or SF Symbol name the image was made from.
    public var name: String
    /// Whether it is an SF Symbol (`init(systemName:)`).
    public var isSymbolImage: Bool

    /// The image of an asset named `name` (never `nil` here: there is no asset catalogue to miss).
    public init?(named name: String) { self.name = name; isSymbolImage = false }
    /// The SF Symbol named `name`.
    public init?(systemName name: String) { self.name = name; isSymbolImage = true }
}
