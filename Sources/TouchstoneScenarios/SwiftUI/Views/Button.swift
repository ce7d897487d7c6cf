import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `Button: "Save"` is `Button("Save") { … }`; with `content:` the content is its label
    /// (`Button { … } label: { … }`). Its action writes `<identifier> button (Button) action`
    /// to the trace (ScenarioDecisions X19).
    static let button = SwiftUIViewKind("Button", parameters: [.init("_", .text)], takesContent: true) { a, content, callbacks in
        let action = callbacks.callback("button (Button) action")
        if content.isEmpty { return AnyView(Button(a.text("_") ?? "", action: action)) }
        return AnyView(Button(action: action) { block(content) })
    }
}
