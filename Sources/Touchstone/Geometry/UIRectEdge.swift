/// Edges of a rectangle or of the screen (UIKit `UIRectEdge`), used by screen-edge pans and by
/// `preferredScreenEdgesDeferringSystemGestures` (rules §6.7, §10.1).
public struct UIRectEdge: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The raw value.
    public let rawValue: UInt
    /// A value with this raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]

    /// The edges' names in brackets (`[left]`, `[]` for none).
    public var description: String {
        if isEmpty { return "[]" }
        var names: [String] = []
        if contains(.top) { names.append("top") }
        if contains(.left) { names.append("left") }
        if contains(.bottom) { names.append("bottom") }
        if contains(.right) { names.append("right") }
        return "[" + names.joined(separator: ", ") + "]"
    }
}
