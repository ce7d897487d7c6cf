import TouchstoneSwiftUI

extension SwiftUIViewKind {
    /// `Toggle: "Wi-Fi"` is `Toggle("Wi-Fi", isOn: $isOn)`; `Toggle: {isOn: true}` with `content:`
    /// is `Toggle(isOn: $isOn) { … }`, the content its label. `isOn` is the `@State`'s initial
    /// value (false by default); each change the switch reports writes `<identifier> (Toggle) isOn
    /// true` to the trace (ScenarioDecisions X22). The switch is UIKit's (SwiftUIDecisions SU27):
    /// it sits at the toggle's trailing edge, so a tap on the label does not flip it.
    static let toggle = SwiftUIViewKind("Toggle", parameters: [.init("_", .text), .init("isOn", .bool)], takesContent: true) { a, content, callbacks in
        let isOn = callbacks.binding(a.bool("isOn") ?? false) { "(Toggle) isOn \($0)" }
        if content.isEmpty { return AnyView(Toggle(a.text("_") ?? "", isOn: isOn)) }
        return AnyView(Toggle(isOn: isOn) { block(content) })
    }
}
