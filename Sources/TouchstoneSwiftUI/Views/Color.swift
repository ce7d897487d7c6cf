import Foundation

/// Anything that fills a shape or colours text (`Color`, here).
public protocol ShapeStyle {}

/// A colour. As a view it fills the space offered and is hit-tested over all of it, except
/// `Color.clear`, which takes no touches (SwiftUI's rule, SwiftUIDecisions SU8).
public struct Color: View, ShapeStyle, PrimitiveView, Hashable, Sendable {
    public typealias Body = Never
    let name: String
    init(name: String) { self.name = name }
    /// A colour from components (the value is not used: nothing is drawn).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = opacity == 0 ? "clear" : "rgb"
    }
    /// A grey.
    public init(white: Double, opacity: Double = 1) { name = opacity == 0 ? "clear" : "white" }
    /// A colour named in the asset catalogue.
    public init(_ name: String) { self.name = name }
    public var body: Never { fatalError("primitive view") }

    /// The colour at `opacity` (0 is clear).
    public func opacity(_ opacity: Double) -> Color { opacity <= 0 ? .clear : self }

    public static let clear = Color(name: "clear")
    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let mint = Color(name: "mint")
    public static let teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan")
    public static let blue = Color(name: "blue")
    public static let indigo = Color(name: "indigo")
    public static let purple = Color(name: "purple")
    public static let pink = Color(name: "pink")
    public static let brown = Color(name: "brown")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")

    func makeNodes(_ context: BuildContext) -> [Node] {
        [context.made(Node(.shape(.color(name: name, isClear: name == "clear"))))]
    }
}

extension ShapeStyle where Self == Color {
    public static var clear: Color { .clear }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var primary: Color { .primary }
    public static var secondary: Color { .secondary }
    public static var tint: Color { .accentColor }
}
