import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `LazyHStack: {alignment: top, spacing: 0}` with `content:` is `LazyHStack(alignment:spacing:pinnedViews:) { … }`:
    /// an `HStack` as tall as what it is offered (SwiftUIDecisions SU48, ScenarioDecisions X26).
    static let lazyHStack = SwiftUIViewKind("LazyHStack", parameters: [
        .init("alignment", .choice(verticalAlignments)), .init("spacing", .length), .init("pinnedViews", .choice(pinnedViewChoices)),
    ], takesContent: true) { a, content, _ in
        AnyView(LazyHStack(alignment: vertical(a.text("alignment")), spacing: a.length("spacing"),
                           pinnedViews: pinned(a.text("pinnedViews"))) { block(content) })
    }
}
