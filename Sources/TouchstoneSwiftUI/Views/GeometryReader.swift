import Foundation

/// A container whose content is a function of its own size and place (SwiftUIDecisions SU47).
///
/// It takes all of the space offered (10 pt in a dimension offered nothing, as shapes do) and
/// offers it to its content, which it puts at its top-leading corner (Apple, `GeometryReader`:
/// "returns a flexible preferred size to its parent layout"; swiftuifieldguide.com: "accepts the
/// proposed size … places its contents at the top-leading corner"). Its content is built when the
/// reader is placed, with a ``GeometryProxy`` of the reader's size and frame. The reader itself
/// is never hit-tested: a touch on it lands only where its content takes touches.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The content, made from the reader's geometry.
    public var content: (GeometryProxy) -> Content
    /// A reader of the geometry `content` is made from.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { fatalError("primitive view") }

    func makeNodes(_ context: BuildContext) -> [Node] {
        let resumption = BuildResumption(context)
        let content = self.content
        let layout = GeometryLayout(content: GeometryContent { proxy in resumption.build { content(proxy).nodes($0) } })
        return [context.made(Node(.custom(layout)))]
    }
}

/// What a `GeometryReader`'s content knows of it: its size, its frame in a coordinate space
/// and the safe area it covers (SU47).
public struct GeometryProxy {
    /// The reader's size: what it was offered.
    public let size: CGSize
    /// How far the hosting view's unsafe area reaches into the reader on each edge (0 for a reader
    /// inside the safe area).
    public let safeAreaInsets: EdgeInsets
    /// The reader's frame in the hosting view, after offsets, as laid out (scrolling later does not
    /// move it: the content is built at layout).
    let global: CGRect
    /// The origins, in the hosting view, of the named coordinate spaces around the reader,
    /// innermost first.
    let namedOrigins: [(name: String, origin: CGPoint)]

    /// The reader's frame in `space`: `.local` is its own bounds; `.global` the hosting view's
    /// coordinates (the window's for a full-screen hosting controller); `.named(n)` those of the
    /// nearest view around it with `coordinateSpace(name: n)`, the global ones if there is none.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return global
        case let .named(name):
            guard let origin = namedOrigins.first(where: { $0.name == name })?.origin else { return global }
            return global.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }
}

extension View {
    /// Names this view's coordinate space, for `GeometryProxy.frame(in: .named(name))` below (SU47).
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        decorated { $0.traits.coordinateSpaceName = "\(name)" }
    }
}
