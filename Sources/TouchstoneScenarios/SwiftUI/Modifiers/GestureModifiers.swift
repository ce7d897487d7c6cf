import TouchstoneSwiftUI

// The gesture modifiers (SwiftUIDecisions SU2, SU3): `gesture: {DragGesture: {minimumDistance: 10}}`
// is `.gesture(DragGesture(minimumDistance: 10))`, with `including: subviews` for the mask.
// Each gesture's `onEnded` writes `<identifier> <gesture> (<modifier>) onEnded` to the trace;
// `onTapGesture` and `onLongPressGesture` write `… perform` (ScenarioDecisions X19).
extension SwiftUIModifierKind {
    /// The `including:` masks by name.
    static let masks = ["all", "gesture", "subviews", "none"]

    static func mask(_ name: String?) -> GestureMask {
        switch name { case "gesture": .gesture; case "subviews": .subviews; case "none": .none; default: .all }
    }

    static let gesture = SwiftUIModifierKind("gesture", parameters: [.init("including", .choice(masks))]) { view, m, build in
        attach(view, m, build)
    }
    static let highPriorityGesture = SwiftUIModifierKind("highPriorityGesture", parameters: [.init("including", .choice(masks))]) { view, m, build in
        attach(view, m, build)
    }
    static let simultaneousGesture = SwiftUIModifierKind("simultaneousGesture", parameters: [.init("including", .choice(masks))]) { view, m, build in
        attach(view, m, build)
    }

    /// `onTapGesture: {count: 2}` is `.onTapGesture(count: 2) { … }`.
    static let onTapGesture = SwiftUIModifierKind("onTapGesture", parameters: [.init("count", .count(min: 1, max: 10))]) { view, m, build in
        let count = Int(m.arguments.number("count") ?? 1)
        let kind = count == 1 ? "tap" : count == 2 ? "doubleTap" : "tap×\(count)"
        return AnyView(view.onTapGesture(count: count, perform: build.callbacks.callback("\(kind) (onTapGesture) perform")))
    }

    /// `onLongPressGesture: {minimumDuration: 0.5, maximumDistance: 10}` is `.onLongPressGesture(minimumDuration:maximumDistance:) { … }`.
    static let onLongPressGesture = SwiftUIModifierKind("onLongPressGesture", parameters: [.init("minimumDuration", .seconds),
                                                                                         .init("maximumDistance", .length)]) { view, m, build in
        AnyView(view.onLongPressGesture(minimumDuration: m.arguments.number("minimumDuration") ?? 0.5,
                                        maximumDistance: m.arguments.length("maximumDistance") ?? 10,
                                        perform: build.callbacks.callback("longPress (onLongPressGesture) perform")))
    }

    /// A `gesture`, `highPriorityGesture` or `simultaneousGesture` with its gesture.
    static func attach(_ view: AnyView, _ m: SwiftUIModifierSpec, _ build: SwiftUIBuild) -> AnyView {
        guard let g = m.gesture, let kind = SwiftUIGestureKind.named(g.kind) else { return view }
        let onEnded = build.callbacks.callback("\(g.traceKind) (\(m.name)) onEnded")
        return kind.attach(view, g.arguments, SwiftUIGestureKind.Attachment(modifier: m.name, mask: mask(m.arguments.text("including")), onEnded: onEnded))
    }
}
