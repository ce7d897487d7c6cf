import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `ScrollView: horizontal` (or `vertical`, the default, or `both`) with `content:` is
    /// `ScrollView(.horizontal) { … }`: the engine's `UIScrollView`, its pan `<identifier>.pan`.
    static let scrollView = SwiftUIViewKind("ScrollView", parameters: [.init("_", .choice(["vertical", "horizontal", "both"]))],
                                            takesContent: true) { a, content, _ in
        let axes: Axis.Set = switch a.text("_") { case "horizontal": .horizontal; case "both": [.horizontal, .vertical]; default: .vertical }
        return AnyView(ScrollView(axes) { block(content) })
    }
}
