import Foundation

/// A button: its label, with a press that calls `action` when the finger lifts inside the label
/// (SU10). The press is a gesture attached as `gesture` does, named `label.button (Button)`, so a
/// scroll that begins under it cancels it (UIKit's prevention). Disabled, it does nothing.
///
/// In a `List` row a button of the automatic style (the default) has no press of its own: the
/// row is the touch target, and a tap anywhere on it fires every such button of the row;
/// `.buttonStyle(.borderless)` or `.plain` (or any other explicit style) keeps the press on the
/// label (SwiftUIDecisions SU30).
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
        return Self.attachPress(action, named: "Button", to: nodes, in: context)
    }

    /// Gives `nodes` a press that runs `action`: in a `List` row with the automatic style the row
    /// takes it (SU30); elsewhere it is a button gesture on the label, named `kind` (SU10).
    static func attachPress(_ action: @escaping () -> Void, named kind: String, to nodes: [Node],
                            in context: BuildContext) -> [Node] {
        if context.isInListRow, context.buttonStyle == .automatic {
            nodes.first?.rowActions.append(action)
            return nodes
        }
        var recipe = GestureRecipe(.button)
        recipe.onEnded.append { _ in action() }
        for node in nodes { node.gestures.append(GestureAttachment(recipe: recipe, modifier: .gesture, label: kind)) }
        return nodes
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

/// A button style. Only whether it is the automatic one matters here: in a `List` row an
/// automatic-style button gives its action to the row, any other keeps its press (SU30).
public protocol PrimitiveButtonStyle {}
/// The plain style.
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
/// The borderless style.
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
/// The default style: `.automatic`.
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
/// The bordered style (iOS 15).
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
/// The bordered prominent style (iOS 15).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { DefaultButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { BorderedButtonStyle() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// Whether a button style is SwiftUI's automatic one (SU30).
enum ButtonStyleKind: Sendable {
    case automatic
    case explicit
}

extension View {
    /// Sets the style of the buttons inside: their look, and in a `List` row whether a button
    /// keeps its own press (any style but `.automatic`) or gives its action to the row (SU30).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environmentChange { $0.buttonStyle = style is DefaultButtonStyle ? .automatic : .explicit }
    }
}
