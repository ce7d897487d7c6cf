import TouchstoneSwiftUI

// The modifiers that decide what takes touches and what the view is called (SwiftUIDecisions SU8, SU9).
extension SwiftUIModifierKind {
    /// `accessibilityIdentifier: tile3` is `.accessibilityIdentifier("tile3")`: the view's name in
    /// traces, scripts (`tap: tile3`), `expect:` and `why --view` (ScenarioDecisions X17).
    static let accessibilityIdentifier = SwiftUIModifierKind("accessibilityIdentifier", parameters: [.init("_", .text)]) { view, m, _ in
        AnyView(view.accessibilityIdentifier(m.arguments.text("_") ?? ""))
    }

    /// `contentShape: Rectangle` is `.contentShape(Rectangle())` (also `Circle`, `Capsule`).
    static let contentShape = SwiftUIModifierKind("contentShape", parameters: [.init("_", .choice(["Rectangle", "Circle", "Capsule"]))]) { view, m, _ in
        switch m.arguments.text("_") {
        case "Circle": AnyView(view.contentShape(Circle()))
        case "Capsule": AnyView(view.contentShape(Capsule()))
        default: AnyView(view.contentShape(Rectangle()))
        }
    }

    /// `allowsHitTesting: false` is `.allowsHitTesting(false)`.
    static let allowsHitTesting = SwiftUIModifierKind("allowsHitTesting", parameters: [.init("_", .bool)]) { view, m, _ in
        AnyView(view.allowsHitTesting(m.arguments.bool("_") ?? true))
    }

    /// `opacity: 0.5` is `.opacity(0.5)`; below 0.01 the view takes no touches.
    static let opacity = SwiftUIModifierKind("opacity", parameters: [.init("_", .fraction)]) { view, m, _ in
        AnyView(view.opacity(m.arguments.number("_") ?? 1))
    }

    /// `disabled: true` is `.disabled(true)`: the gestures and buttons inside are not attached.
    static let disabled = SwiftUIModifierKind("disabled", parameters: [.init("_", .bool)]) { view, m, _ in
        AnyView(view.disabled(m.arguments.bool("_") ?? false))
    }
}
