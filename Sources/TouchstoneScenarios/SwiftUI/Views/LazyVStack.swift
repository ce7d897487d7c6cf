import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `LazyVStack: {alignment: leading, spacing: 0, pinnedViews: sectionHeaders}` with `content:`
    /// is `LazyVStack(alignment:spacing:pinnedViews:) { … }`: a `VStack` as wide as what it is
    /// offered, every row built at once (SwiftUIDecisions SU48, ScenarioDecisions X26).
    static let lazyVStack = SwiftUIViewKind("LazyVStack", parameters: [
        .init("alignment", .choice(horizontalAlignments)), .init("spacing", .length), .init("pinnedViews", .choice(pinnedViewChoices)),
    ], takesContent: true) { a, content, _ in
        AnyView(LazyVStack(alignment: horizontal(a.text("alignment")), spacing: a.length("spacing"),
                           pinnedViews: pinned(a.text("pinnedViews"))) { block(content) })
    }

    /// The `pinnedViews` a file names (accepted; pinning is not modelled, SU48).
    static let pinnedViewChoices = ["sectionHeaders", "sectionFooters", "all"]
    static func pinned(_ name: String?) -> PinnedScrollableViews {
        switch name {
        case "sectionHeaders": .sectionHeaders
        case "sectionFooters": .sectionFooters
        case "all": [.sectionHeaders, .sectionFooters]
        default: []
        }
    }
}
