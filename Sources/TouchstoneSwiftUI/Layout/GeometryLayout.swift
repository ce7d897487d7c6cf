import Foundation

/// A `GeometryReader`'s content and the size it was built for: built again only when the
/// reader's size changes in a pass (SwiftUIDecisions SU47).
final class GeometryContent {
    let build: (GeometryProxy) -> [Node]
    var builtFor: CGSize?
    init(build: @escaping (GeometryProxy) -> [Node]) { self.build = build }
}

/// A `GeometryReader`'s layout (SU47): the offer (10 pt where none), its content built with the
/// reader's geometry, each view offered the reader's size and put at its top-leading corner.
struct GeometryLayout: NodeLayout {
    let content: GeometryContent

    var name: String { "GeometryReader" }
    var isWrapper: Bool { false }

    func size(of node: Node, proposal p: ProposedSize, pass: inout LayoutPass) -> CGSize {
        CGSize(width: p.width ?? 10, height: p.height ?? 10)
    }

    func place(_ node: Node, proposal: ProposedSize?, pass: inout LayoutPass) {
        let size = node.frame.size
        if content.builtFor != size {
            content.builtFor = size
            node.children = content.build(Self.proxy(node, safeArea: pass.safeArea))
        }
        for child in node.children {
            let s = pass.size(child, ProposedSize(size)).sanitized
            pass.place(child, in: CGRect(origin: .zero, size: s))
        }
    }

    /// The proxy of `node`, placed: its frame in the hosting view found through its ancestors,
    /// each with its offset, and the named spaces on the way.
    static func proxy(_ node: Node, safeArea: SafeAreaFrame?) -> GeometryProxy {
        var chain: [Node] = []
        var n: Node? = node
        while let current = n { chain.append(current); n = current.parent }
        // Origins in the hosting view, from the root down.
        var origins = [CGPoint](repeating: .zero, count: chain.count)
        var origin = CGPoint.zero
        for i in chain.indices.reversed() {
            let c = chain[i]
            origin.x += c.frame.minX + c.offset.width
            origin.y += c.frame.minY + c.offset.height
            origins[i] = origin
        }
        let global = CGRect(origin: origins[0], size: node.frame.size)
        let named = chain.indices.compactMap { i in chain[i].traits.coordinateSpaceName.map { (name: $0, origin: origins[i]) } }
        var insets = EdgeInsets()
        if let s = safeArea?.safe {
            insets = EdgeInsets(top: max(0, min(global.maxY, s.minY) - global.minY),
                                leading: max(0, min(global.maxX, s.minX) - global.minX),
                                bottom: max(0, global.maxY - max(global.minY, s.maxY)),
                                trailing: max(0, global.maxX - max(global.minX, s.maxX)))
        }
        return GeometryProxy(size: node.frame.size, safeAreaInsets: insets, global: global, namedOrigins: named)
    }
}
