import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `List: {}` with `content:` is `List { … }`: each view of the content (each copy of a
    /// `ForEach`) is a row, `row 0`, `row 1`… in the trace (SwiftUIDecisions SU29). An
    /// automatic-style `Button` in a row gives its action to the row: a tap anywhere on the row
    /// fires every such button of it; `buttonStyle: borderless` keeps each on its label (SU30).
    static let list = SwiftUIViewKind("List", takesContent: true) { _, content, _ in
        AnyView(List { block(content) })
    }
}
