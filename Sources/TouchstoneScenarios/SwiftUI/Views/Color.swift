import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// The colour names a scenario can use: SwiftUI's standard colours.
    static let colorNames = ["clear", "black", "white", "gray", "red", "orange", "yellow", "green", "mint", "teal", "cyan",
                             "blue", "indigo", "purple", "pink", "brown", "primary", "secondary", "accentColor"]
    /// `Color: red` is `Color.red`; `clear` takes no touches (SwiftUIDecisions SU8).
    static let color = SwiftUIViewKind("Color", parameters: [.init("_", .choice(colorNames))]) { a, _, _ in
        AnyView(Color(a.text("_") ?? "primary"))
    }
}
