import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `Circle: {}` is `Circle()`: hit inside its circle only (SwiftUIDecisions SU8).
    static let circle = SwiftUIViewKind("Circle") { _, _, _ in AnyView(Circle()) }
}
