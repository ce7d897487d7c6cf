import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `Text: "Hello"` is `Text("Hello")`.
    static let text = SwiftUIViewKind("Text", parameters: [.init("_", .text)]) { a, _, _ in AnyView(Text(a.text("_") ?? "")) }
}
