import Foundation

/// A piece of a SwiftUI interface, with SwiftUI's name and shape: a value whose `body` is made of
/// other views, down to the primitive views this library lays out and shows (`Text`, shapes,
/// `Color`, stacks, `ScrollView`, `Button`).
///
/// As in SwiftUI, a view is a description: `UIHostingController` turns it into frames (the
/// proposal/response layout, <doc:LayoutAndHitTesting>) and into the views and recognisers the
/// engine hit-tests and arbitrates.
public protocol View {
    /// The type of view this view's content is made of.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder var body: Body { get }
}

/// Primitive views have no body: they are laid out by the library itself.
extension Never: View {
    public typealias Body = Never
    /// Never called: primitive views lay themselves out.
    public var body: Never { fatalError("Never has no body") }
}

/// A view the library makes nodes from directly (its `Body` is `Never`).
protocol PrimitiveView {
    /// The layout nodes of this view in `context` (a group or `ForEach` gives several, an empty
    /// view none).
    func makeNodes(_ context: BuildContext) -> [Node]
}

extension View {
    /// The nodes of any view: a primitive view's own, else its body's.
    func nodes(_ context: BuildContext) -> [Node] {
        if let primitive = self as? PrimitiveView { return primitive.makeNodes(context) }
        if let representable = self as? any UIViewRepresentable { return representable.representableNodes(context) }
        // A tab read for its item and tag alone: the view's body is not run (SU56).
        if context.probesShallowly { return [context.made(Node(.zstack(.center)))] }
        let name = context.typeName(Self.self)
        return context.identified(name) {
            context.keepState(of: self, typeName: name)
            return context.descend { body.nodes($0) }
        }
    }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    /// An empty view.
    public init() {}
    public var body: Never { fatalError("primitive view") }
    func makeNodes(_ context: BuildContext) -> [Node] { [] }
}

/// The views of a `@ViewBuilder` block, in order.
public struct TupleView<T>: View, PrimitiveView {
    public typealias Body = Never
    /// The views, as a tuple.
    public var value: T
    let children: [any View]
    init(_ value: T, children: [any View]) { self.value = value; self.children = children }
    public var body: Never { fatalError("primitive view") }
    func makeNodes(_ context: BuildContext) -> [Node] {
        context.descend { c in children.enumerated().flatMap { i, child in c.identified(String(i)) { child.nodes(c) } } }
    }
}

/// The view of one branch of an `if`/`else` in a `@ViewBuilder` block.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    enum Storage { case trueContent(TrueContent), falseContent(FalseContent) }
    let storage: Storage
    public var body: Never { fatalError("primitive view") }
    func makeNodes(_ context: BuildContext) -> [Node] {
        context.descend { c in
            switch storage {
            case let .trueContent(v): c.identified("if") { v.nodes(c) }
            case let .falseContent(v): c.identified("else") { v.nodes(c) }
            }
        }
    }
}

/// An `if` without `else` in a `@ViewBuilder` block: the view, or nothing.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("primitive view") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ context: BuildContext) -> [Node] { context.descend { c in self?.nodes(c) ?? [] } }
}

/// Several views as one (their modifiers apply to each), as SwiftUI's `Group`.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content
    /// The views built by `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("primitive view") }
    func makeNodes(_ context: BuildContext) -> [Node] { context.descend { content.nodes($0) } }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    let view: any View
    /// Erases `view`'s type.
    public init<V: View>(_ view: V) { self.view = view }
    public var body: Never { fatalError("primitive view") }
    func makeNodes(_ context: BuildContext) -> [Node] { context.descend { view.nodes($0) } }
}
