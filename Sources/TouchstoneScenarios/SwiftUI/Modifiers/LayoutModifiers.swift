import TouchstoneSwiftUI

// The layout modifiers: `.frame`, `.padding`, `.offset` (SwiftUIDecisions SU7).
extension SwiftUIModifierKind {
    /// `frame: {width: 100, height: 50, alignment: leading}` is `.frame(width:height:alignment:)`;
    /// with `minWidth`…`maxHeight` it is the flexible `.frame(minWidth:…)`; `maxWidth: infinity`
    /// is `.infinity`.
    static let frame = SwiftUIModifierKind("frame", parameters: [
        .init("width", .length), .init("height", .length), .init("alignment", .choice(SwiftUIViewKind.alignments)),
        .init("minWidth", .length), .init("idealWidth", .length), .init("maxWidth", .length),
        .init("minHeight", .length), .init("idealHeight", .length), .init("maxHeight", .length),
    ]) { view, m, _ in
        let a = m.arguments
        let align = SwiftUIViewKind.alignment(a.text("alignment"))
        let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].contains { a.values[$0] != nil }
        if !flexible { return AnyView(view.frame(width: a.length("width"), height: a.length("height"), alignment: align)) }
        return AnyView(view.frame(minWidth: a.length("minWidth"), idealWidth: a.length("idealWidth"), maxWidth: a.length("maxWidth"),
                                  minHeight: a.length("minHeight"), idealHeight: a.length("idealHeight"), maxHeight: a.length("maxHeight"),
                                  alignment: align))
    }

    /// `padding: 8` is `.padding(8)`; `padding: {}` is `.padding()` (16 pt); `padding: -10` pulls
    /// the edges in, as SwiftUI's negative padding does (SwiftUIDecisions SU50, ScenarioDecisions X27).
    static let padding = SwiftUIModifierKind("padding", parameters: [.init("_", .coordinate)]) { view, m, _ in
        AnyView(view.padding(m.arguments.length("_")))
    }

    /// `offset: {x: 0, y: 40}` is `.offset(x: 0, y: 40)`: the view is touched where it shows.
    static let offset = SwiftUIModifierKind("offset", parameters: [.init("x", .coordinate), .init("y", .coordinate)]) { view, m, _ in
        AnyView(view.offset(x: m.arguments.length("x") ?? 0, y: m.arguments.length("y") ?? 0))
    }
}
