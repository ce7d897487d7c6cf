import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `TabView: {}` with `content:` is `TabView(selection: $page) { … }`, each view of the content
    /// a page tagged with its index (`.tag(0)`, `.tag(1)`…). With the `tabViewStyle: page`
    /// modifier its pages are swiped sideways (SwiftUIDecisions SU40); the page it settles on
    /// writes `<identifier> (TabView) selection 1` to the trace (ScenarioDecisions X22). Without
    /// it, it is a tab bar: each view a tab, titled by its `tabItem`, and a touch on a tab writes
    /// the same line (SwiftUIDecisions SU56; ScenarioDecisions X30).
    static let tabView = SwiftUIViewKind("TabView", takesContent: true) { _, content, callbacks in
        let selection = callbacks.binding(0) { "(TabView) selection \($0)" }
        return AnyView(TabView(selection: selection) { ForEach(0..<content.count) { AnyView(content[$0].tag($0)) } })
    }
}
