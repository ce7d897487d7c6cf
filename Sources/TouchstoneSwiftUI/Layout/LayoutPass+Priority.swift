import Foundation

extension LayoutPass {
    /// A stack's children's sizes when some have a `layoutPriority` (SwiftUIDecisions SU45):
    /// the children are taken in groups of equal priority, highest first. Each group is offered
    /// what is left after reserving what every lower-priority child takes offered nothing along
    /// the axis (its minimum); inside a group, the least flexible child first gets an equal share,
    /// as in the stack without priorities (SU7). A stack whose children all have one priority is
    /// laid out by the plain algorithm, which this one equals for a single group.
    mutating func prioritizedStackSizes(_ node: Node, axis: Axis, spacing: CGFloat?, _ p: ProposedSize) -> (sizes: [CGSize], total: CGSize) {
        let children = node.children
        let along = p.along(axis) ?? 0, across = p.across(axis)
        let gap = spacing ?? Self.defaultSpacing
        let gaps = gap * CGFloat(children.count - 1)
        var sizes = [CGSize](repeating: .zero, count: children.count)
        var remaining = max(0, along - gaps)
        let priorities = Set(children.map(\.traits.priority)).sorted(by: >)
        for priority in priorities {
            let group = children.indices.filter { children[$0].traits.priority == priority }
            var reserved: CGFloat = 0
            for child in children where child.traits.priority < priority {
                reserved += size(child, .make(along: axis, 0, across: across)).along(axis)
            }
            let flexibility = group.map { i -> CGFloat in
                let most = size(children[i], .make(along: axis, .infinity, across: across)).along(axis)
                let least = size(children[i], .make(along: axis, 0, across: across)).along(axis)
                return most - least
            }
            var available = max(0, remaining - reserved)
            var left = group.count
            for k in group.indices.sorted(by: { (flexibility[$0], $0) < (flexibility[$1], $1) }) {
                let i = group[k]
                let s = size(children[i], .make(along: axis, available / CGFloat(left), across: across))
                sizes[i] = s
                available = max(0, available - s.along(axis))
                remaining = max(0, remaining - s.along(axis))
                left -= 1
            }
        }
        let total = sizes.reduce(0) { $0 + $1.along(axis) } + gaps
        return (sizes, .make(along: axis, total, across: sizes.map { $0.across(axis) }.max() ?? 0))
    }
}
