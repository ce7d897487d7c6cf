/// Edges of a rectangle or of the screen (UIKit `UIRectEdge`), used by screen-edge pans and by
/// `preferredScreenEdgesDeferringSystemGestures` (spec §6.7, §10.1).
public struct UIRectEdge: OptionSet, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]

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
