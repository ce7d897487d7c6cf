import TouchstoneSwiftUI

// The modifiers that change how a view answers its offer or where it reaches: `layoutPriority`,
// `fixedSize`, `ignoresSafeArea`, `lineLimit` (SwiftUIDecisions SU45, SU46, SU49, SU50; ScenarioDecisions X27).
extension SwiftUIModifierKind {
    /// `layoutPriority: 1` is `.layoutPriority(1)`: a number within ±1,000,000.
    static let layoutPriority = SwiftUIModifierKind("layoutPriority", parameters: [.init("_", .value)]) { view, m, _ in
        AnyView(view.layoutPriority(m.arguments.number("_") ?? 0))
    }

    /// `fixedSize: {}` is `.fixedSize()`; `fixedSize: {horizontal: false, vertical: true}` is
    /// `.fixedSize(horizontal: false, vertical: true)` (a missing one is `false`, as soon as one is given).
    static let fixedSize = SwiftUIModifierKind("fixedSize", parameters: [.init("horizontal", .bool), .init("vertical", .bool)]) { view, m, _ in
        let a = m.arguments
        if a.bool("horizontal") == nil, a.bool("vertical") == nil { return AnyView(view.fixedSize()) }
        return AnyView(view.fixedSize(horizontal: a.bool("horizontal") ?? false, vertical: a.bool("vertical") ?? false))
    }

    /// `ignoresSafeArea: {}` is `.ignoresSafeArea()`; `ignoresSafeArea: {edges: bottom}` and
    /// `{regions: keyboard}` name one edge set (`all`, `top`, `bottom`, `leading`, `trailing`,
    /// `horizontal`, `vertical`) and one region (`all`, `container`, `keyboard`).
    static let ignoresSafeArea = SwiftUIModifierKind("ignoresSafeArea", parameters: [
        .init("regions", .choice(["all", "container", "keyboard"])),
        .init("edges", .choice(["all", "top", "bottom", "leading", "trailing", "horizontal", "vertical"])),
    ]) { view, m, _ in
        let regions: SafeAreaRegions = switch m.arguments.text("regions") {
        case "container": .container
        case "keyboard": .keyboard
        default: .all
        }
        let edges: Edge.Set = switch m.arguments.text("edges") {
        case "top": .top
        case "bottom": .bottom
        case "leading": .leading
        case "trailing": .trailing
        case "horizontal": .horizontal
        case "vertical": .vertical
        default: .all
        }
        return AnyView(view.ignoresSafeArea(regions, edges: edges))
    }

    /// `lineLimit: 2` is `.lineLimit(2)`, a whole number from 1 to 1,000.
    static let lineLimit = SwiftUIModifierKind("lineLimit", parameters: [.init("_", .count(min: 1, max: 1_000))]) { view, m, _ in
        AnyView(view.lineLimit(m.arguments.number("_").map { Int($0) }))
    }
}
