import Foundation

/// A sum of solver variables times coefficients, plus a constant: the two sides of a layout
/// constraint once its anchors are expanded (`view.trailing` is `x + width`).
///
/// Variables are numbered by the solver (`SimplexSolver.newVariable()`); terms keep the order
/// they were added in, so building and printing an expression is deterministic.
struct LinearExpression: Equatable {
    /// `(variable, coefficient)` pairs; a variable appears at most once.
    var terms: [(variable: Int, coefficient: Double)] = []
    /// The constant part.
    var constant: Double = 0

    init(constant: Double = 0) { self.constant = constant }
    init(variable: Int, coefficient: Double = 1) { terms = [(variable, coefficient)] }

    static func == (a: LinearExpression, b: LinearExpression) -> Bool {
        a.constant == b.constant && a.terms.count == b.terms.count
            && zip(a.terms, b.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    /// Adds `coefficient × variable`, merging with a term of the same variable.
    mutating func add(_ variable: Int, _ coefficient: Double) {
        if let i = terms.firstIndex(where: { $0.variable == variable }) {
            terms[i].coefficient += coefficient
        } else {
            terms.append((variable, coefficient))
        }
    }

    /// Adds `factor × other`.
    mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        constant += other.constant * factor
        for t in other.terms { add(t.variable, t.coefficient * factor) }
    }

    static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression { var r = a; r.add(b); return r }
    static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { var r = a; r.add(b, times: -1); return r }
    static func * (a: LinearExpression, k: Double) -> LinearExpression {
        var r = LinearExpression(constant: a.constant * k)
        r.terms = a.terms.map { ($0.variable, $0.coefficient * k) }
        return r
    }
    static func + (a: LinearExpression, k: Double) -> LinearExpression { var r = a; r.constant += k; return r }

    /// Whether the expression has no variable (a fixed number).
    var isConstant: Bool { terms.allSatisfy { abs($0.coefficient) < SimplexSolver.epsilon } }
}
