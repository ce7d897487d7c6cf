import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `Rectangle: {}` is `Rectangle()`.
    static let rectangle = SwiftUIViewKind("Rectangle") { _, _, _ in AnyView(Rectangle()) }
}
