import Foundation

/// `parent:` in a top-level `views:` list: a flat list that describes a deep tree (imported dumps
/// are 20–60 views deep, more than a scenario file's 64 levels of YAML nesting allow).
extension Parsing {
    /// The deepest tree `parent:` may build, counted from the root (Docs/Decisions.md I4).
    static let maximumParentDepth = 256

    /// Moves each view of `list` that names a `parent` under that view, keeping the list's order
    /// among siblings; views without one stay under the root. Unknown parents, cycles and trees
    /// deeper than ``maximumParentDepth`` are errors with the view's line.
    mutating func nestByParent(_ list: [ViewSpec], root: String) -> [ViewSpec] {
        guard list.contains(where: { $0.parent != nil }) else { return list }
        var index: [String: Int] = [:]
        for (i, v) in list.enumerated() where index[v.id] == nil { index[v.id] = i }
        // The parent of each entry (nil: the root), checked.
        var parentOf = [Int?](repeating: nil, count: list.count)
        for (i, v) in list.enumerated() {
            guard let p = v.parent, p != root else { continue }
            guard let j = index[p] else {
                errors.append(ScenarioError(file: file, line: v.line, column: v.column,
                                            message: "view '\(v.id)': unknown parent '\(p)' (a parent must be listed in the same 'views:' list)"))
                continue
            }
            if j == i {
                errors.append(ScenarioError(file: file, line: v.line, column: v.column, message: "view '\(v.id)' names itself as its parent"))
                continue
            }
            parentOf[i] = j
        }
        // Depths, following each chain once (memoised); a chain that comes back is a cycle.
        var depth = [Int](repeating: 0, count: list.count)   // 0: not yet known; -1: on or above a cycle
        for start in list.indices where depth[start] == 0 {
            var chain: [Int] = []
            var onChain = Set<Int>()
            var cur: Int? = start
            var base = 0
            while let c = cur {
                if depth[c] != 0 { base = depth[c]; break }
                if onChain.contains(c) {
                    let v = list[c]
                    errors.append(ScenarioError(file: file, line: v.line, column: v.column,
                                                message: "view '\(v.id)': its 'parent' chain comes back to itself"))
                    base = -1
                    break
                }
                chain.append(c); onChain.insert(c)
                cur = parentOf[c]
            }
            for c in chain.reversed() {
                if base < 0 { depth[c] = -1; continue }
                base += 1
                depth[c] = base
            }
        }
        if let deep = list.indices.first(where: { depth[$0] > Self.maximumParentDepth }) {
            let v = list[deep]
            errors.append(ScenarioError(file: file, line: v.line, column: v.column,
                                        message: "view '\(v.id)' is \(depth[deep]) levels deep through 'parent:'; at most \(Self.maximumParentDepth) are allowed"))
            return list.filter { $0.parent == nil }
        }
        // Deepest first: each view's children are complete before it is placed in its parent.
        var built = list
        var children = [[Int]](repeating: [], count: list.count)
        var top: [Int] = []
        for i in list.indices where depth[i] > 0 {
            if let p = parentOf[i], depth[p] > 0 { children[p].append(i) } else if parentOf[i] == nil { top.append(i) }
        }
        for i in list.indices.sorted(by: { depth[$0] > depth[$1] }) where depth[i] > 0 {
            for c in children[i] { built[i].subviews.append(built[c]) }
            built[i].parent = nil
        }
        return top.map { built[$0] }
    }
}
