import TouchstoneSwiftUI

// `.background` and `.overlay`: a view behind or in front, offered the decorated view's size.
extension SwiftUIModifierKind {
    /// `background: {Color: blue}` is `.background(Color.blue)`.
    static let background = SwiftUIModifierKind("background", parameters: [.init("_", .view)]) { view, m, build in
        guard let decoration = m.arguments.view("_") else { return view }
        return AnyView(view.background(build.makeView(decoration)))
    }

    /// `overlay: {Circle: {}}` is `.overlay(Circle())`.
    static let overlay = SwiftUIModifierKind("overlay", parameters: [.init("_", .view)]) { view, m, build in
        guard let decoration = m.arguments.view("_") else { return view }
        return AnyView(view.overlay(build.makeView(decoration)))
    }
}
