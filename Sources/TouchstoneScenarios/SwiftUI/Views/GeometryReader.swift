import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `GeometryReader: {}` with `content:` is `GeometryReader { _ in … }`: it takes the space
    /// offered and puts its content at its top-leading corner (a file's content cannot read the
    /// proxy); it takes touches only where its content does (SwiftUIDecisions SU47, ScenarioDecisions X26).
    static let geometryReader = SwiftUIViewKind("GeometryReader", takesContent: true) { _, content, _ in
        AnyView(GeometryReader { _ in block(content) })
    }
}
