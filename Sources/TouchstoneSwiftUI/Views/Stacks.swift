import Foundation

/// Views in a column. Space is shared out by flexibility, the least flexible child first
/// (SwiftUI's stack algorithm, <doc:LayoutAndHitTesting>); `spacing` defaults to 8 pt. The stack
/// itself is never hit-tested: a touch in a gap between its children passes through, unless a
/// `contentShape` covers it (SwiftUIDecisions SU8).
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { fatalError("primitive view") }
    func makeNodes(_ context: BuildContext) -> [Node] {
        let children = context.with({ $0.stackAxis = .vertical }) { content.nodes($0) }
        return [context.made(Node(.stack(.vertical, spacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .center)),
                                  children: children))]
    }
}

/// Views in a row; see `VStack`.
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public var body: Never { fatalError("primitive view") }
    func makeNodes(_ context: BuildContext) -> [Node] {
        let children = context.with({ $0.stackAxis = .horizontal }) { content.nodes($0) }
        return [context.made(Node(.stack(.horizontal, spacing: spacing, alignment: Alignment(horizontal: .center, vertical: alignment)),
                                  children: children))]
    }
}

/// Views on top of each other, the last on top; each is offered the stack's space and aligned
/// in the union of their sizes.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }
    public var body: Never { fatalError("primitive view") }
    func makeNodes(_ context: BuildContext) -> [Node] {
        [context.made(Node(.zstack(alignment), children: context.with({ $0.stackAxis = nil }) { content.nodes($0) }))]
    }
}

/// A gap that stretches along its stack's axis (at least `minLength`, 8 pt by default), on both
/// axes outside a stack (Apple, `Spacer`). The axis is the enclosing stack's even through
/// modifiers: `Spacer().frame(height: 50)` in a `VStack` is 0 pt wide (SwiftUIDecisions SU32). It
/// has no view: a touch on it falls through to whatever is behind.
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { fatalError("primitive view") }
    func makeNodes(_ context: BuildContext) -> [Node] {
        let node = Node(.spacer(minLength: minLength))
        node.stackAxis = context.stackAxis
        return [context.made(node)]
    }
}

/// One view per element of a collection, laid out by the enclosing stack as its own children.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var data: Data
    let content: (Data.Element) -> Content
    /// An element's identity, for the state of its views across re-renders (SU37).
    let identity: (Data.Element) -> String
    /// `onDelete(perform:)`'s action: the rows it makes in a `List` can be swiped away (SU51).
    var deleteAction: ((IndexSet) -> Void)?
    public var body: Never { fatalError("primitive view") }
    /// One view per element, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content
        identity = { "\($0[keyPath: id])" }
    }
    func makeNodes(_ context: BuildContext) -> [Node] {
        var nodes: [Node] = []
        for (offset, element) in data.enumerated() {
            context.visitedElement()
            let made = context.identified("#" + identity(element)) { context.descend { content(element).nodes($0) } }
            if let deleteAction, context.isInListRow {
                for node in made { node.deleteRow = ListRowDelete(offset: offset, action: deleteAction) }
            }
            nodes += made
            if context.error != nil { break }
        }
        return nodes
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data; self.content = content
        identity = { String($0) }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per identifiable element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data; self.content = content
        identity = { "\($0.id)" }
    }
}
