import TouchstoneSwiftUI

// The style modifiers that change how touches land (SwiftUIDecisions SU30, SU40).
extension SwiftUIModifierKind {
    /// `buttonStyle: borderless` is `.buttonStyle(.borderless)` (also `automatic`, `plain`,
    /// `bordered`, `borderedProminent`: ScenarioDecisions X24): in a `List` row an automatic-style
    /// button gives its action to the whole row, any other keeps its press on its label
    /// (SwiftUIDecisions SU30).
    static let buttonStyle = SwiftUIModifierKind("buttonStyle", parameters: [.init("_", .choice(["automatic", "borderless", "plain", "bordered", "borderedProminent"]))]) { view, m, _ in
        switch m.arguments.text("_") {
        case "borderless": AnyView(view.buttonStyle(.borderless))
        case "plain": AnyView(view.buttonStyle(.plain))
        case "bordered": AnyView(view.buttonStyle(.bordered))
        case "borderedProminent": AnyView(view.buttonStyle(.borderedProminent))
        default: AnyView(view.buttonStyle(.automatic))
        }
    }

    /// `tabViewStyle: page` is `.tabViewStyle(.page)`: the `TabView`s inside swipe their pages
    /// (SwiftUIDecisions SU40); `automatic` is the tab-bar style (SwiftUIDecisions SU56).
    static let tabViewStyle = SwiftUIModifierKind("tabViewStyle", parameters: [.init("_", .choice(["page", "automatic"]))]) { view, m, _ in
        m.arguments.text("_") == "page" ? AnyView(view.tabViewStyle(.page)) : AnyView(view.tabViewStyle(.automatic))
    }
}
