import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `NavigationStack: {}` with `content:` is `NavigationStack { … }`: its root screen in a
    /// `UINavigationController`, so UIKit's back swipe applies (SwiftUIDecisions SU39).
    static let navigationStack = SwiftUIViewKind("NavigationStack", takesContent: true) { _, content, _ in
        AnyView(NavigationStack { block(content) })
    }

    /// `NavigationLink: {destination: {Text: "Detail"}}` with `content:` as its label is
    /// `NavigationLink { Text("Detail") } label: { … }`: a tap pushes the destination and writes
    /// `<identifier> (NavigationLink) push` to the trace (ScenarioDecisions X23). The destination's
    /// views are made when the file is read but shown only once pushed, so a script step cannot
    /// name them.
    ///
    /// `NavigationLink: {value: "mango"}` is `NavigationLink(value: "mango") { … }`: a tap pushes
    /// what the stack's `navigationDestination` makes for it, which writes the line
    /// (ScenarioDecisions X29).
    static let navigationLink = SwiftUIViewKind("NavigationLink", parameters: [.init("destination", .view), .init("value", .text)],
                                                takesContent: true) { a, content, callbacks in
        if let value = a.text("value") { return AnyView(NavigationLink(value: value) { block(content) }) }
        let destination = callbacks.views["destination"] ?? AnyView(EmptyView())
        let pushed = callbacks.callback("(NavigationLink) push")
        func push() -> AnyView { pushed(); return destination }
        return AnyView(NavigationLink(destination: { push() }) { block(content) })
    }
}
