import Foundation

/// A shape: fills the space offered and is hit-tested over its outline (SwiftUI's rule,
/// SwiftUIDecisions SU8). `fill`, `stroke` and `foregroundStyle` keep it as it is.
public protocol Shape: View {}

/// The shapes' node.
protocol PrimitiveShape: Shape, PrimitiveView {
    var shapeKind: ShapeKind { get }
}

extension PrimitiveShape {
    func makeNodes(_ context: BuildContext) -> [Node] { [context.made(Node(.shape(shapeKind)))] }
}

extension Shape {
    /// Fills the shape (nothing is drawn; the shape stays hit-testable).
    public func fill<S: ShapeStyle>(_ content: S = Color.primary) -> Self { self }
    /// Strokes the shape (hit-testing still uses the filled outline).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> Self { self }
}

/// A rectangle.
public struct Rectangle: PrimitiveShape {
    public typealias Body = Never
    public init() {}
    public var body: Never { fatalError("primitive view") }
    var shapeKind: ShapeKind { .rectangle }
}

/// A rectangle with rounded corners, hit-tested inside its corners.
public struct RoundedRectangle: PrimitiveShape {
    public typealias Body = Never
    public var cornerRadius: CGFloat
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) { self.cornerRadius = cornerRadius }
    public var body: Never { fatalError("primitive view") }
    var shapeKind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
}

/// How rounded corners are drawn (not used: nothing is drawn).
public enum RoundedCornerStyle: Sendable { case circular, continuous }

/// A circle: the largest one centred in its frame.
public struct Circle: PrimitiveShape {
    public typealias Body = Never
    public init() {}
    public var body: Never { fatalError("primitive view") }
    var shapeKind: ShapeKind { .circle }
}

/// An ellipse filling its frame.
public struct Ellipse: PrimitiveShape {
    public typealias Body = Never
    public init() {}
    public var body: Never { fatalError("primitive view") }
    var shapeKind: ShapeKind { .ellipse }
}

/// A capsule: a rectangle whose short sides are half circles.
public struct Capsule: PrimitiveShape {
    public typealias Body = Never
    public init(style: RoundedCornerStyle = .circular) {}
    public var body: Never { fatalError("primitive view") }
    var shapeKind: ShapeKind { .capsule }
}

/// SwiftUI's shorthand for the built-in shapes where a shape is expected, as in
/// `.contentShape(.rect)` or `.contentShape(.rect(cornerRadius: 12))` (iOS 17).
extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}
