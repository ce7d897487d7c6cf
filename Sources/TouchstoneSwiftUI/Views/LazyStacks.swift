import Foundation

/// The kinds of views a lazy stack pins to its scroll view's edge while scrolling
/// (`LazyVStack(pinnedViews: [.sectionHeaders])`). Accepted so the code pastes in; pinning is not
/// modelled: headers scroll with their rows (SwiftUIDecisions SU48).
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column that SwiftUI builds lazily (SwiftUIDecisions SU48). Laid out as a `VStack`, except
/// that it takes the whole width offered, its children aligned in it (Apple's `LazyVStack`
/// sample: the stack "aligns to the leading edge of the scroll view"). Laziness is not modelled:
/// every row is built and laid out at once, so every row is where SwiftUI would put it when
/// scrolled to, and takes touches there; the screen's 50,000-element limit applies (SU12).
public struct LazyVStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let stack: VStack<Content>
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }
    public var body: Never { fatalError("primitive view") }
    func makeNodes(_ context: BuildContext) -> [Node] { LazyStacks.lazy(stack.makeNodes(context), "LazyVStack") }
}

/// A row that SwiftUI builds lazily: laid out as an `HStack` taking the whole height offered;
/// see `LazyVStack` (SU48).
public struct LazyHStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let stack: HStack<Content>
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }
    public var body: Never { fatalError("primitive view") }
    func makeNodes(_ context: BuildContext) -> [Node] { LazyStacks.lazy(stack.makeNodes(context), "LazyHStack") }
}

enum LazyStacks {
    /// The stack nodes of a plain stack, made lazy: named so in traces, filling their cross axis.
    static func lazy(_ nodes: [Node], _ name: String) -> [Node] {
        for node in nodes {
            node.elementName = name
            node.traits.fillsCrossAxis = true
        }
        return nodes
    }
}

/// A header, its views and a footer, laid out in order by the stack or list they are in, as
/// their own children (a list makes each a row). Kept so that sectioned code pastes in; a
/// section's header is not pinned (SU48).
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    public var body: Never { fatalError("primitive view") }

    /// A section with a header and a footer.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header; self.content = content(); self.footer = footer
    }

    func makeNodes(_ context: BuildContext) -> [Node] {
        context.descend { c in
            c.identified("header") { header.nodes(c) } + c.identified("content") { content.nodes(c) }
                + c.identified("footer") { footer.nodes(c) }
        }
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
    /// A section with a header written after its content (iOS 15).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), footer: EmptyView(), content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled `title`.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}
