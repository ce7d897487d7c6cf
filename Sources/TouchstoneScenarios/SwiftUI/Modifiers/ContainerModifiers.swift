import Foundation
import TouchstoneSwiftUI

// What a view says to the container it is in: a navigation stack's destinations, a tab bar's
// item (SwiftUIDecisions SU39, SU56; ScenarioDecisions X29, X30).
extension SwiftUIModifierKind {
    /// `navigationDestination: {Text: "Detail"}` is `.navigationDestination(for: String.self) { value in
    /// Text("Detail") }`: a `NavigationLink: {value: "mango"}` of the stack pushes that view and
    /// writes `<identifier> (navigationDestination) mango` to the trace. A file's values are texts,
    /// so the destination is for `String` (ScenarioDecisions X29).
    static let navigationDestination = SwiftUIModifierKind("navigationDestination", parameters: [.init("_", .view)]) { view, m, build in
        guard let spec = m.arguments.view("_") else { return view }
        let destination = build.makeView(spec)
        let log = build.callbacks.valueCallback("(navigationDestination)")
        return AnyView(view.navigationDestination(for: String.self) { value in
            log(value)
            return destination
        })
    }

    /// `tabItem: "Home"` is `.tabItem { Text("Home") }`: the title of the view's tab in a
    /// tab-bar `TabView` (SwiftUIDecisions SU56; ScenarioDecisions X30).
    static let tabItem = SwiftUIModifierKind("tabItem", parameters: [.init("_", .text)]) { view, m, _ in
        let title = m.arguments.text("_") ?? ""
        return AnyView(view.tabItem { Text(title) })
    }
}
