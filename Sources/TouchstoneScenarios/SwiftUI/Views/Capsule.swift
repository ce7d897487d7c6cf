import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `Capsule: {}` is `Capsule()`.
    static let capsule = SwiftUIViewKind("Capsule") { _, _, _ in AnyView(Capsule()) }
}
