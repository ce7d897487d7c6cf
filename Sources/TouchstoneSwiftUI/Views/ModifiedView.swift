import Foundation

/// A view with a modifier applied: builds its content's nodes (with the environment changed, for
/// `disabled`, `font` and gesture masks) and then wraps or decorates each of them.
public struct ModifiedView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    let environment: ((BuildContext) -> Void)?
    let apply: (BuildContext, [Node]) -> [Node]
    public var body: Never { fatalError("primitive view") }

    func makeNodes(_ context: BuildContext) -> [Node] {
        let nodes = environment.map { change in context.with(change) { content.nodes($0) } } ?? context.descend { content.nodes($0) }
        return apply(context, nodes)
    }
}

extension View {
    /// This view, each of its nodes changed by `decorate` (decorations: offset, opacity, …).
    func decorated(_ decorate: @escaping (Node) -> Void) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: nil) { _, nodes in nodes.forEach(decorate); return nodes }
    }

    /// This view, each of its nodes wrapped in a new node of `kind` (a frame, padding); with no
    /// content, one such node with nothing inside.
    func wrapped(_ kind: @escaping () -> Node.Kind) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: nil) { context, nodes in
            nodes.isEmpty ? [context.made(Node(kind()))] : nodes.map { context.made(Node(kind(), children: [$0])) }
        }
    }

    /// This view built with environment values changed.
    func environmentChange(_ change: @escaping (BuildContext) -> Void) -> ModifiedView<Self> {
        ModifiedView(content: self, environment: change) { _, nodes in nodes }
    }

    func environmentFont(_ font: Font?) -> ModifiedView<Self> {
        environmentChange { if let font { $0.font = font } }
    }
}
