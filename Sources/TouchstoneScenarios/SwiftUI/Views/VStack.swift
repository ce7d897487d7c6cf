import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `VStack: {alignment: leading, spacing: 0}` with `content:` is `VStack(alignment: .leading, spacing: 0) { … }`.
    static let vStack = SwiftUIViewKind("VStack", parameters: [.init("alignment", .choice(horizontalAlignments)), .init("spacing", .length)],
                                        takesContent: true) { a, content, _ in
        AnyView(VStack(alignment: horizontal(a.text("alignment")), spacing: a.length("spacing")) { block(content) })
    }
}
