import Foundation

/// One relation for the solver: `expression relation 0`, with a strength.
///
/// Strengths follow Cassowary: a `required` constraint must hold or is refused; an optional one
/// is satisfied as far as the stronger ones allow, its error weighted by its strength in the
/// objective (Badros, Borning & Stuckey, "The Cassowary linear arithmetic constraint solving
/// algorithm", ACM TOCHI 2001).
struct LinearConstraint {
    /// `<=`, `==` or `>=` against zero.
    enum Relation: Equatable { case lessThanOrEqual, equal, greaterThanOrEqual }

    var expression: LinearExpression
    var relation: Relation
    /// `nil`: required. Otherwise the weight of the constraint's error in the objective (> 0).
    var weight: Double?

    /// `lhs relation rhs`, as `lhs - rhs relation 0`.
    init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, weight: Double? = nil) {
        expression = lhs - rhs
        self.relation = relation
        self.weight = weight
    }

    var isRequired: Bool { weight == nil }
}
