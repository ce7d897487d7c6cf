import Foundation
import Touchstone
import TouchstoneSwiftUI

/// Makes the SwiftUI view a `swiftui:` tree describes, by calling TouchstoneSwiftUI's
/// initialisers and modifiers in the order the file writes them: the view's kind with its
/// content, then each modifier, innermost first — exactly the expression
/// `Kind(arguments) { content }.modifier1(…).modifier2(…)` (ScenarioDecisions X17).
enum SwiftUIViewBuilder {
    /// The view of `spec`, its callbacks writing to `trace`.
    static func view(_ spec: SwiftUIViewSpec, trace: Trace?) -> AnyView {
        // Kinds and modifiers were checked when the file was read; an unknown one (impossible
        // after parsing) makes an empty view rather than a crash.
        guard let kind = SwiftUIViewKind.named(spec.kind) else { return AnyView(EmptyView()) }
        var callbacks = SwiftUICallbacks(trace: trace, owner: spec.ownerName)
        callbacks.modifierNames = spec.modifiers.map(\.name)
        for (label, value) in spec.arguments.values { if case let .view(v) = value { callbacks.views[label] = view(v, trace: trace) } }
        let content = spec.content.map { view($0, trace: trace) }
        var v = kind.make(spec.arguments, content, callbacks)
        let build = SwiftUIBuild(callbacks: callbacks, makeView: { view($0, trace: trace) })
        for m in spec.modifiers {
            guard let modifier = SwiftUIModifierKind.named(m.name) else { continue }
            v = modifier.apply(v, m, build)
        }
        return v
    }
}
