import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `ZStack: {alignment: topLeading}` with `content:` is `ZStack(alignment: .topLeading) { … }`, the last view on top.
    static let zStack = SwiftUIViewKind("ZStack", parameters: [.init("alignment", .choice(alignments))], takesContent: true) { a, content, _ in
        AnyView(ZStack(alignment: alignment(a.text("alignment"))) { block(content) })
    }
}
