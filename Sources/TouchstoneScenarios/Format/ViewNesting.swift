import Foundation

/// `parent:` in a top-level `views:` list: a flat list that describes a deep tree (imported dumps
/// are 20–60 views deep, more than a scenario file's 64 levels of YAML nesting allow).
extension Parsing {
    /// The deepest tree `parent:` may build, counted from the root (ImportDecisions I4): the
    /// depth a touch can reach, `InputLimits.maximumViewDepth` (R24).
    static let maximumParentDepth = InputLimits.maximumViewDepth

    /// Refuses a view more than `InputLimits.maximumViewDepth` levels below its screen's root,
    /// however it got there (`parent:` chains, `subviews:` inside them): the device would refuse
    /// every touch-down on it (`TouchstoneError.viewTreeTooDeep`), so the file is refused where it
    /// is read instead of validating and then failing at run time (RobustnessDecisions R24).
    mutating func checkViewDepth(_ s: Scenario) {
        var roots: [ViewSpec] = [s.root]
        if let n = s.navigation { roots += (n.stack + n.screens).map(\.root) }
        for tab in s.tabs?.screens ?? [] {
            if let nav = tab.navigation { roots += (nav.stack + nav.screens).map(\.root) } else { roots.append(tab.root) }
        }
        let limit = InputLimits.maximumViewDepth
        for root in roots {
            var stack: [(view: ViewSpec, depth: Int)] = [(root, 0)]
            while let (v, depth) = stack.popLast() {
                if depth > limit {
                    errors.append(ScenarioError(file: file, line: v.line, column: v.column,
                                                message: "view '\(v.id)' is \(depth) levels below its screen's root; at most \(limit) are allowed (InputLimits.maximumViewDepth: a touch crosses at most that many nested views, and the device refuses deeper touch-downs)"))
                    return
                }
                for child in v.subviews { stack.append((child, depth + 1)) }
            }
        }
    }

    /// Moves each view of `list` that names a `parent` under that view, keeping the list's order
    /// among siblings; views without one stay under the root. Unknown parents, cycles and trees
    /// deeper than ``maximumParentDepth`` are errors with the view's line.
    mutating func nestByParent(_ list: [ViewSpec], root: String) -> [ViewSpec] {
        guard list.contains(where: { $0.parent != nil }) else { return list }
        var index: [String: Int] = [:]
        for (i, v) in list.enumerated() where index[v.id] == nil { index[v.id] = i }
        // The parent of each entry (nil: the root), checked.
        var parentOf = [Int?](repeating: nil, count: list.count)
        var places = [CellPlace?](repeating: nil, count: list.count)
        for (i, v) in list.enumerated() {
            guard let p = v.parent, p != root else { continue }
            let j: Int
            if let k = index[p] {
                j = k
            } else if let k = cellContainer(p, of: v, in: list, index: index, places: &places, at: i) {
                guard let k else { continue }   // a row or item that is not there: reported
                j = k
            } else {
                errors.append(ScenarioError(file: file, line: v.line, column: v.column,
                                            message: "view '\(v.id)': unknown parent '\(p)' (a parent must be listed in the same 'views:' list, or be a row or item of a table or collection view in it: 'list.row0', 'grid.item0')"))
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
                                        message: "view '\(v.id)' is \(depth[deep]) levels deep through 'parent:'; at most \(Self.maximumParentDepth) are allowed (InputLimits.maximumViewDepth: a touch crosses at most that many nested views, and the device refuses deeper touch-downs)"))
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
            for c in children[i] {
                var child = built[c]
                child.cellPlace = places[c]
                built[i].subviews.append(child)
            }
            built[i].parent = nil
        }
        return top.map { built[$0] }
    }

    /// The table or collection view whose row or item `name` is (`list.row2`: row 2 of table
    /// `list`, in its content view), recording where in the cell the view goes. `nil` when `name`
    /// is not such a name; `.some(nil)` when it is one that cannot be used (the container is of
    /// another kind, or has fewer rows or items), after reporting why.
    private mutating func cellContainer(_ name: String, of v: ViewSpec, in list: [ViewSpec], index: [String: Int],
                                        places: inout [CellPlace?], at i: Int) -> Int?? {
        guard let (container, place, table) = CellPlace.parse(name), let j = index[container] else { return nil }
        let c = list[j]
        let kind = ViewSpec.cellContainerKind(table: table)
        guard c.kind == kind else {
            errors.append(ScenarioError(file: file, line: v.line, column: v.column,
                                        message: "view '\(v.id)': parent '\(name)' names \(table ? "a row" : "an item") of '\(container)', which is not a \(kind.rawValue)"))
            return .some(nil)
        }
        let count = c.cellCount(table: table)
        guard place.index < count else {
            let noun = table ? "rows" : "items"
            errors.append(ScenarioError(file: file, line: v.line, column: v.column,
                                        message: "view '\(v.id)': parent '\(name)' is past the end: '\(container)' has \(count) \(noun)"))
            return .some(nil)
        }
        places[i] = place
        return j
    }
}
