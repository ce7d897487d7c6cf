import Foundation

/// A button: its label, with a press that calls `action` when the finger lifts inside the label
/// (SU10). The press is a gesture attached as `gesture` does, named `label.button (Button)`, so a
/// scroll that begins under it cancels it (UIKit's prevention). Disabled, it does nothing.
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let action: () -> Void
    let label: Label
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
    public var body: Never { fatalError("primitive view") }
    func makeNodes(_ context: BuildContext) -> [Node] {
        let nodes = context.descend { label.nodes($0) }
        guard !context.isDisabled, context.subviewGesturesEnabled else { return nodes }
        var recipe = GestureRecipe(.button)
        let action = action
        recipe.onEnded.append { _ in action() }
        for node in nodes { node.gestures.append(GestureAttachment(recipe: recipe, modifier: .gesture, label: "Button")) }
        return nodes
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// A button style (the look only: every style presses the same way here).
public protocol PrimitiveButtonStyle {}
/// The plain style.
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
/// The borderless style.
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
/// The default style.
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }

extension View {
    /// Sets the style of the buttons inside (their look only).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
}
