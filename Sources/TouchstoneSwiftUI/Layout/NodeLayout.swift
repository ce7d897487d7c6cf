import Foundation

/// A layout rule carried by a node of kind `.custom` (`fixedSize`, `GeometryReader`): how the
/// node answers a proposal and where it puts its children, outside the pass's own switch so a new
/// rule is one file (SwiftUIDecisions SU46, SU47).
protocol NodeLayout {
    /// What the node is called in traces when it has no identifier.
    var name: String { get }
    /// Whether the node only wraps its one child (so a gesture on it is named after the child,
    /// as for frames and padding).
    var isWrapper: Bool { get }
    /// The size the node takes when offered `proposal`.
    func size(of node: Node, proposal: ProposedSize, pass: inout LayoutPass) -> CGSize
    /// Places the node's children in its frame (`node.frame`, already set); `proposal` is what
    /// the node was sized with when that was not its final size (see `LayoutPass.place`).
    func place(_ node: Node, proposal: ProposedSize?, pass: inout LayoutPass)
}
