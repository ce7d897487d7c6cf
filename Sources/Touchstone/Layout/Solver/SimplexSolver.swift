import Foundation

/// A Cassowary solver without edit variables: the incremental simplex of Badros, Borning and
/// Stuckey ("The Cassowary linear arithmetic constraint solving algorithm", ACM TOCHI 2001), in
/// the formulation of the Kiwi solver (restricted slack and error symbols, dummy markers for
/// required equalities, an artificial variable for rows with no usable subject). Auto Layout is
/// built on the same algorithm (Apple, "Auto Layout Guide": the engine is a Cassowary-style
/// linear solver; Docs/Decisions.md AL5).
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
/// view to its neighbours, are solved in time close to linear in their number (Docs/Performance.md).
final class SimplexSolver {
    /// Coefficients and values closer to zero than this are zero.
    static let epsilon = 1e-8

    /// A required constraint that contradicts the required constraints already added.
    struct Unsatisfiable: Error {}

    private enum Kind: UInt8 { case external, slack, error, dummy }

    /// `basic = constant + Σ coefficient × symbol` once solved for its basic symbol; while being
    /// built, `0 = constant + Σ …`.
    private struct Row {
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

    /// The markers of one added constraint: its slack, error or dummy symbols.
    private struct Tag { var marker = -1; var other = -1 }

    private var kinds: [Kind] = []
    /// Rows of the tableau, by basic symbol.
    private var rows: [Int: Row] = [:]
    /// For each parametric symbol, the basic symbols whose rows contain it.
    private var columns: [Int: Set<Int>] = [:]
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
        var subject = chooseSubject(row, tag)
        if subject < 0, row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            guard abs(row.constant) < Self.epsilon else { return try refuse(constraint, tag) }
            subject = tag.marker
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

    /// The constraint as a row over parametric symbols, with its slack, error or dummy markers.
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
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.add(dummy, 1)
            }
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
        if let holders = columns.removeValue(forKey: art) {
            for b in holders { rows[b]!.cells[art] = nil }
        }
        objective.cells[art] = nil
        return success
    }

    // MARK: Tableau

    private func insertRow(_ basic: Int, _ row: Row) {
        rows[basic] = row
        for s in row.cells.keys { columns[s, default: []].insert(basic) }
    }

    private func removeRow(_ basic: Int) -> Row {
        let row = rows.removeValue(forKey: basic)!
        for s in row.cells.keys { columns[s]?.remove(basic) }
        return row
    }

    /// Replaces `symbol` by `row` in every row holding it, and in the objectives.
    private func substitute(_ symbol: Int, _ row: Row) {
        if let holders = columns.removeValue(forKey: symbol) {
            for b in holders {
                var r = rows.removeValue(forKey: b)!
                let c = r.cells.removeValue(forKey: symbol)!
                r.constant += row.constant * c
                for (s, k) in row.cells {
                    let old = r.cells[s]
                    let v = (old ?? 0) + k * c
                    if abs(v) < Self.epsilon {
                        if old != nil { r.cells[s] = nil; columns[s]?.remove(b) }
                    } else {
                        r.cells[s] = v
                        if old == nil { columns[s, default: []].insert(b) }
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
            for (s, c) in goal.cells where kinds[s] != .dummy && c < -Self.epsilon && (entering < 0 || s < entering) { entering = s }
            guard entering >= 0 else { return }
            var leaving = -1
            var ratio = Double.infinity
            for b in columns[entering] ?? [] where kinds[b] != .external {
                let c = rows[b]!.cells[entering]!
                guard c < 0 else { continue }
                let r = -rows[b]!.constant / c
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
        if kinds[s] != .dummy, abs(objective.cells[s] ?? 0) < Self.epsilon {
            free = canMove(s, up: true) || (kinds[s] == .external && canMove(s, up: false))
        }
        freeCache[s] = free
        return free
    }

    /// Whether `s` can take a small step up (or down) with every restricted basic symbol staying
    /// non-negative.
    private func canMove(_ s: Int, up: Bool) -> Bool {
        for b in columns[s] ?? [] where kinds[b] == .slack || kinds[b] == .error {
            let row = rows[b]!
            let c = row.cells[s]! * (up ? 1 : -1)
            if c < 0, row.constant < Self.epsilon { return false }
        }
        return true
    }
}
