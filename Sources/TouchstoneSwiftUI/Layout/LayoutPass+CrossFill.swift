import Foundation

extension LayoutPass {
    /// A stack's size `total`, or for a `LazyVStack`/`LazyHStack` the length offered across its
    /// axis where one is offered and it is more (SwiftUIDecisions SU48): a lazy stack spans its
    /// scroll view, a plain stack hugs its widest child.
    static func crossFilled(_ node: Node, _ axis: Axis, _ total: CGSize, _ p: ProposedSize) -> CGSize {
        guard node.traits.fillsCrossAxis, let across = p.across(axis), across > total.across(axis) else { return total }
        return .make(along: axis, total.along(axis), across: across)
    }
}
