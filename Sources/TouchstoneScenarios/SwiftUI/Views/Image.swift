import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `Image: {systemName: star}` is `Image(systemName: "star")`, a sized placeholder (SwiftUIDecisions SU7).
    static let image = SwiftUIViewKind("Image", parameters: [.init("systemName", .text)]) { a, _, _ in
        AnyView(Image(systemName: a.text("systemName") ?? "questionmark"))
    }
}
