import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `HStack: {alignment: top, spacing: 0}` with `content:` is `HStack(alignment: .top, spacing: 0) { … }`.
    static let hStack = SwiftUIViewKind("HStack", parameters: [.init("alignment", .choice(verticalAlignments)), .init("spacing", .length)],
                                        takesContent: true) { a, content, _ in
        AnyView(HStack(alignment: vertical(a.text("alignment")), spacing: a.length("spacing")) { block(content) })
    }
}
