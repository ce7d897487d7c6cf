import Foundation

/// `fixedSize()` and `fixedSize(horizontal:vertical:)` (SwiftUIDecisions SU46): in a fixed
/// dimension the view is offered nothing, so it takes its ideal size whatever its parent offers
/// (Apple: "Fixes this view at its ideal size"); in the other it is offered what the modifier is.
/// The modifier takes its child's size and puts the child at its origin; it is not hit-tested
/// itself, and a gesture on it is named after its child, as for a frame.
struct FixedSizeLayout: NodeLayout {
    let horizontal: Bool
    let vertical: Bool

    var name: String { "fixedSize" }
    var isWrapper: Bool { true }

    /// What the child is offered when the modifier is offered `p`.
    func inner(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func size(of node: Node, proposal: ProposedSize, pass: inout LayoutPass) -> CGSize {
        node.children.first.map { pass.size($0, inner(proposal)) } ?? .zero
    }

    func place(_ node: Node, proposal: ProposedSize?, pass: inout LayoutPass) {
        guard let child = node.children.first else { return }
        let p = inner(proposal ?? ProposedSize(node.frame.size))
        let s = pass.size(child, p).sanitized
        pass.place(child, in: CGRect(origin: .zero, size: s), proposal: p.width == nil || p.height == nil ? p : nil)
    }
}
