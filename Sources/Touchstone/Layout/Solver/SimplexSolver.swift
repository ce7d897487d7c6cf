import Foundation

/// A Cassowary solver without edit variables: the incremental simplex of Badros, Borning and
/// Stuckey ("The Cassowary linear arithmetic constraint solving algorithm", ACM TOCHI 2001), in
/// the formulation of the Kiwi solver (restricted slack and error symbols, an artificial
/// variable for rows with no usable subject; no dummy markers, as constraints are never
/// removed). UIKit's Auto Layout engine is of the same family (issue 20; LayoutDecisions AL5).
///
/// Constraints are added one by one with ``add(_:)``; a required one that contradicts the
/// required ones before it is refused (`Unsatisfiable`) and leaves the tableau unchanged, so the
/// caller can report it and carry on, as UIKit does when it breaks a constraint. ``solve()``
/// then minimises the weighted errors of the optional constraints, once: nothing is edited
/// afterwards, so optimising after every addition would be wasted work.
///
/// Every choice is deterministic: among candidate symbols the lowest number wins (Bland's rule,
/// which also keeps the simplex from cycling), so the same constraints give the same frames on
/// every run whatever the hash seed.
///
/// Cost: rows are indexed by the parametric symbols they contain (`columns`), so substituting a
/// pivot touches only the rows that hold the symbol; a screen's constraints, which each relate a
/// view to its neighbours, are solved in time close to linear in their number (Sources/Touchstone/Touchstone.docc/Performance.md).
final class SimplexSolver {
    /// Coefficients and values closer to zero than this are zero.
    static let epsilon = 1e-8

    /// A required constraint that contradicts the required constraints already added.
    struct Unsatisfiable: Error {}

    private enum Kind: UInt8 { case external, slack, error }

    /// `basic = constant + Σ coefficient × symbol` once solved for its basic symbol; while being
    /// built, `0 = constant + Σ …`.
    typealias RowStorage = Row

    /// A row of the tableau.
    struct Row {
        var constant: Double
        var cells: [Int: Double] = [:]

        mutating func add(_ symbol: Int, _ coefficient: Double) {
            let v = (cells[symbol] ?? 0) + coefficient
            if abs(v) < SimplexSolver.epsilon { cells[symbol] = nil } else { cells[symbol] = v }
        }

        mutating func add(_ row: Row, times factor: Double) {
            constant += row.constant * factor
            for (s, c) in row.cells { add(s, c * factor) }
        }

        mutating func reverseSign() {
            constant = -constant
            for k in cells.keys { cells[k] = -cells[k]! }
        }

        /// Solves `0 = constant + c·symbol + rest` for `symbol`.
        mutating func solve(for symbol: Int) {
            let c = -1 / cells.removeValue(forKey: symbol)!
            constant *= c
            for k in cells.keys { cells[k]! *= c }
        }

        /// Solves `lhs = row` for `rhs`, which is in the row.
        mutating func solve(_ lhs: Int, for rhs: Int) {
            add(lhs, -1)
            solve(for: rhs)
        }

        /// Replaces `symbol` by `row`'s expression (for the objective rows, not indexed).
        mutating func substitute(_ symbol: Int, _ row: Row) {
            guard let c = cells.removeValue(forKey: symbol) else { return }
            add(row, times: c)
        }
    }

    /// The markers of one added constraint: its slack and error symbols.
    private struct Tag { var marker = -1; var other = -1 }

    private var kinds: [Kind] = []
    /// Rows of the tableau, by basic symbol.
    private var rows = RowTable()
    /// For each parametric symbol, the basic symbols whose rows contain it.
    private var columns = ColumnTable()
    private var objective = Row(constant: 0)
    private var artificial: Row?
    /// Cache of `isFree` for the current (solved) tableau.
    private var freeCache: [Int: Bool] = [:]

    /// A new external variable (a coordinate or size of a view or guide).
    func newVariable() -> Int { newSymbol(.external) }

    private func newSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    /// How many constraints rows the tableau holds (for tests and the benchmark).
    var rowCount: Int { rows.count }

    // MARK: Adding

    /// Adds `constraint`. A required constraint that cannot hold together with the required
    /// constraints added before throws ``Unsatisfiable`` and is not added.
    func add(_ constraint: LinearConstraint) throws {
        freeCache = [:]
        var tag = Tag()
        var row = makeRow(constraint, &tag)
        let subject = chooseSubject(row, tag)
        if subject < 0, row.cells.isEmpty {
            // Only constants are left: a redundant constraint (nothing to add) or a contradiction.
            guard abs(row.constant) < Self.epsilon else { return try refuse(constraint, tag) }
            return
        }
        if subject < 0 {
            guard try addWithArtificialVariable(row) else { return try refuse(constraint, tag) }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            insertRow(subject, row)
        }
    }

    /// Undoes what `makeRow` put in the objective for a refused constraint, and throws.
    private func refuse(_ constraint: LinearConstraint, _ tag: Tag) throws {
        for s in [tag.marker, tag.other] where s >= 0 && kinds[s] == .error { objective.cells[s] = nil }
        throw Unsatisfiable()
    }

    /// The constraint as a row over parametric symbols, with its slack and error markers.
    private func makeRow(_ constraint: LinearConstraint, _ tag: inout Tag) -> Row {
        var row = Row(constant: constraint.expression.constant)
        for t in constraint.expression.terms where abs(t.coefficient) >= Self.epsilon {
            if let basic = rows[t.variable] { row.add(basic, times: t.coefficient) } else { row.add(t.variable, t.coefficient) }
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.add(slack, sign)
            if let weight = constraint.weight {
                let error = newSymbol(.error)
                tag.other = error
                row.add(error, -sign)
                objective.add(error, weight)
            }
        case .equal:
            if let weight = constraint.weight {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag.marker = plus; tag.other = minus
                row.add(plus, -1); row.add(minus, 1)
                objective.add(plus, weight); objective.add(minus, weight)
            }
            // A required equality gets no dummy marker: Kiwi keeps one to remove the constraint
            // later, which this solver never does, and dummies (always zero) carried from row to
            // row made a chain of n constrained views cost O(n²) (Sources/Touchstone/Touchstone.docc/Performance.md round 11).
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// The lowest-numbered external symbol of the row; else a marker that can enter with a
    /// negative coefficient; else none (-1).
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Int {
        var best = -1
        for s in row.cells.keys where kinds[s] == .external && (best < 0 || s < best) { best = s }
        if best >= 0 { return best }
        for s in [tag.marker, tag.other] where s >= 0 && (kinds[s] == .slack || kinds[s] == .error) {
            if (row.cells[s] ?? 0) < 0 { return s }
        }
        return -1
    }

    /// Adds a row that has no usable subject through an artificial variable, minimised to zero;
    /// false when it cannot reach zero (the constraint contradicts the tableau).
    private func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = newSymbol(.slack)
        insertRow(art, row)
        artificial = row
        optimize(artificialObjective: true)
        let success = abs(artificial!.constant) < Self.epsilon
        artificial = nil
        if rows[art] != nil {
            var r = removeRow(art)
            if r.cells.isEmpty { return success }
            guard let entering = r.cells.keys.filter({ kinds[$0] == .slack || kinds[$0] == .error }).min() else { return false }
            r.solve(art, for: entering)
            substitute(entering, r)
            insertRow(entering, r)
        }
        for b in columns.take(art) { rows[b]!.cells[art] = nil }
        objective.cells[art] = nil
        return success
    }

    // MARK: Tableau

    private func insertRow(_ basic: Int, _ row: Row) {
        for s in row.cells.keys { columns.insert(basic, into: s) }
        rows[basic] = row
    }

    private func removeRow(_ basic: Int) -> Row {
        let row = rows.take(basic)!
        for s in row.cells.keys { columns.remove(basic, from: s) }
        return row
    }

    /// Replaces `symbol` by `row` in every row holding it, and in the objectives.
    private func substitute(_ symbol: Int, _ row: Row) {
        let holders = columns.take(symbol)
        if !holders.isEmpty {
            for b in holders {
                var r = rows.take(b)!
                let c = r.cells.removeValue(forKey: symbol)!
                r.constant += row.constant * c
                for (s, k) in row.cells {
                    let old = r.cells[s]
                    let v = (old ?? 0) + k * c
                    if abs(v) < Self.epsilon {
                        if old != nil { r.cells[s] = nil; columns.remove(b, from: s) }
                    } else {
                        r.cells[s] = v
                        if old == nil { columns.insert(b, into: s) }
                    }
                }
                rows[b] = r
            }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    /// Pivots until no symbol of the objective (or the artificial objective) can lower it.
    private func optimize(artificialObjective: Bool) {
        while true {
            let goal = artificialObjective ? artificial! : objective
            var entering = -1
            for (s, c) in goal.cells where c < -Self.epsilon && (entering < 0 || s < entering) { entering = s }
            guard entering >= 0 else { return }
            var leaving = -1
            var ratio = Double.infinity
            for b in columns.holders(entering) where kinds[b] != .external {
                guard let row = rows[b], let c = row.cells[entering], c < 0 else { continue }
                let r = -row.constant / c
                if r < ratio - Self.epsilon || (abs(r - ratio) <= Self.epsilon && b < leaving) { ratio = r; leaving = b }
            }
            // Unbounded: cannot happen for an objective of errors, which are bounded below by 0.
            guard leaving >= 0 else { return }
            var row = removeRow(leaving)
            row.solve(leaving, for: entering)
            substitute(entering, row)
            insertRow(entering, row)
        }
    }

    // MARK: Solving and reading

    /// Minimises the weighted errors of the optional constraints.
    func solve() {
        optimize(artificialObjective: false)
        freeCache = [:]
    }

    /// The value of the external variable `v` in the current solution.
    func value(of v: Int) -> Double { rows[v]?.constant ?? 0 }

    /// Whether the solution fixes `v`: no change of a free parametric symbol (one that can move
    /// from its value without breaking a constraint or costing the objective anything) moves it.
    /// Degenerate blocking is read as blocking, so a fixed variable is never called ambiguous.
    func isDetermined(_ v: Int) -> Bool {
        guard let row = rows[v] else { return !isFree(v) }
        return !row.cells.keys.contains { isFree($0) }
    }

    /// Whether the parametric symbol `s` can move at no cost without breaking a constraint.
    private func isFree(_ s: Int) -> Bool {
        if let known = freeCache[s] { return known }
        var free = false
        if abs(objective.cells[s] ?? 0) < Self.epsilon {
            free = canMove(s, up: true) || (kinds[s] == .external && canMove(s, up: false))
        }
        freeCache[s] = free
        return free
    }

    /// Whether `s` can take a small step up (or down) with every restricted basic symbol staying
    /// non-negative.
    private func canMove(_ s: Int, up: Bool) -> Bool {
        for b in columns.holders(s) where kinds[b] == .slack || kinds[b] == .error {
            let row = rows[b]!
            let c = row.cells[s]! * (up ? 1 : -1)
            if c < 0, row.constant < Self.epsilon { return false }
        }
        return true
    }
}

/// The tableau's rows in a slot per symbol (symbols are numbered densely from 0): no hashing on
/// the solver's hottest lookups.
private struct RowTable {
    private var slots: [SimplexSolver.RowStorage?] = []
    private(set) var count = 0

    subscript(_ s: Int) -> SimplexSolver.RowStorage? {
        get { s < slots.count ? slots[s] : nil }
        _modify {
            if s >= slots.count { slots.append(contentsOf: repeatElement(nil, count: s + 1 - slots.count)) }
            let had = slots[s] != nil
            yield &slots[s]
            count += (slots[s] != nil ? 1 : 0) - (had ? 1 : 0)
        }
    }

    /// Removes and returns the row of `s`, leaving no other reference to it.
    mutating func take(_ s: Int) -> SimplexSolver.RowStorage? {
        guard s < slots.count, slots[s] != nil else { return nil }
        count -= 1
        return slots[s].take()
    }
}

/// For each parametric symbol, the basic symbols whose rows hold it (a short list each).
private struct ColumnTable {
    private var lists: [[Int]] = []

    func holders(_ s: Int) -> [Int] { s < lists.count ? lists[s] : [] }

    mutating func insert(_ basic: Int, into s: Int) {
        if s >= lists.count { lists.append(contentsOf: repeatElement([], count: s + 1 - lists.count)) }
        lists[s].append(basic)
    }

    mutating func remove(_ basic: Int, from s: Int) {
        guard s < lists.count, let i = lists[s].firstIndex(of: basic) else { return }
        lists[s].swapAt(i, lists[s].count - 1)
        lists[s].removeLast()
    }

    /// Empties the list of `s` and returns it.
    mutating func take(_ s: Int) -> [Int] {
        guard s < lists.count else { return [] }
        return lists[s].take() ?? []
    }
}

private extension Array {
    /// The array, leaving this one empty (so the caller holds the only reference).
    mutating func take() -> [Element]? { let a = self; self = []; return a }
}
