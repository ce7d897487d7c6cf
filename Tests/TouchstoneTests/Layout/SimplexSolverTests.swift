import Foundation
import Testing
@testable import Touchstone

/// The Cassowary solver behind Auto Layout (LayoutDecisions AL5): required and optional
/// constraints, priorities, inequalities, ambiguity and refused contradictions.
@Suite("Constraint solver")
struct SimplexSolverTests {
    private func v(_ i: Int) -> LinearExpression { LinearExpression(variable: i) }
    private func k(_ c: Double) -> LinearExpression { LinearExpression(constant: c) }

    @Test func requiredEqualitiesGiveExactValues() throws {
        let s = SimplexSolver()
        let x = s.newVariable(), w = s.newVariable()
        try s.add(LinearConstraint(v(x), .equal, k(16)))
        try s.add(LinearConstraint(v(x) + v(w), .equal, k(374)))
        s.solve()
        #expect(s.value(of: x) == 16)
        #expect(s.value(of: w) == 358)
        #expect(s.isDetermined(x) && s.isDetermined(w))
    }

    @Test func anOptionalConstraintGivesWayToARequiredOne() throws {
        let s = SimplexSolver()
        let w = s.newVariable()
        try s.add(LinearConstraint(v(w), .equal, k(100), weight: 1))
        try s.add(LinearConstraint(v(w), .lessThanOrEqual, k(60)))
        s.solve()
        #expect(s.value(of: w) == 60)
        #expect(s.isDetermined(w))
    }

    @Test func theHigherPriorityWinsBetweenTwoOptionalConstraints() throws {
        let s = SimplexSolver()
        let w = s.newVariable()
        try s.add(LinearConstraint(v(w), .equal, k(100), weight: 1))
        try s.add(LinearConstraint(v(w), .equal, k(40), weight: 1000))
        s.solve()
        #expect(s.value(of: w) == 40)
    }

    @Test func anInequalityHoldsAtItsBoundWhenPulledAcrossIt() throws {
        let s = SimplexSolver()
        let y = s.newVariable()
        try s.add(LinearConstraint(v(y), .greaterThanOrEqual, k(47)))
        try s.add(LinearConstraint(v(y), .equal, k(0), weight: 1))
        s.solve()
        #expect(s.value(of: y) == 47)
    }

    @Test func anInequalityAloneLeavesTheVariableAmbiguous() throws {
        let s = SimplexSolver()
        let y = s.newVariable(), h = s.newVariable()
        try s.add(LinearConstraint(v(y), .greaterThanOrEqual, k(47)))
        try s.add(LinearConstraint(v(h), .equal, k(44)))
        s.solve()
        #expect(!s.isDetermined(y))
        #expect(s.isDetermined(h))
    }

    @Test func twoOpposedRequiredInequalitiesPinTheVariable() throws {
        let s = SimplexSolver()
        let y = s.newVariable()
        try s.add(LinearConstraint(v(y), .greaterThanOrEqual, k(10)))
        try s.add(LinearConstraint(v(y), .lessThanOrEqual, k(10)))
        s.solve()
        #expect(s.value(of: y) == 10)
        #expect(s.isDetermined(y))
    }

    @Test func aContradictingRequiredEqualityIsRefusedAndChangesNothing() throws {
        let s = SimplexSolver()
        let x = s.newVariable(), w = s.newVariable()
        try s.add(LinearConstraint(v(x), .equal, k(0)))
        try s.add(LinearConstraint(v(w), .equal, k(390)))
        #expect(throws: SimplexSolver.Unsatisfiable.self) {
            try s.add(LinearConstraint(v(x) + v(w), .equal, k(300)))
        }
        s.solve()
        #expect(s.value(of: x) == 0)
        #expect(s.value(of: w) == 390)
    }

    @Test func aContradictingRequiredInequalityIsRefused() throws {
        let s = SimplexSolver()
        let h = s.newVariable()
        try s.add(LinearConstraint(v(h), .equal, k(44)))
        #expect(throws: SimplexSolver.Unsatisfiable.self) {
            try s.add(LinearConstraint(v(h), .greaterThanOrEqual, k(60)))
        }
        try s.add(LinearConstraint(v(h), .lessThanOrEqual, k(50)))
        s.solve()
        #expect(s.value(of: h) == 44)
    }

    @Test func aRedundantRequiredConstraintIsAccepted() throws {
        let s = SimplexSolver()
        let x = s.newVariable()
        try s.add(LinearConstraint(v(x), .equal, k(8)))
        try s.add(LinearConstraint(v(x) * 2, .equal, k(16)))
        s.solve()
        #expect(s.value(of: x) == 8)
    }

    @Test func aChainOfManyVariablesSolvesInOrder() throws {
        let s = SimplexSolver()
        var previous = s.newVariable()
        try s.add(LinearConstraint(v(previous), .equal, k(0)))
        let first = previous
        for _ in 0..<1000 {
            let next = s.newVariable()
            try s.add(LinearConstraint(v(next), .equal, v(previous) + 2))
            previous = next
        }
        s.solve()
        #expect(s.value(of: first) == 0)
        #expect(s.value(of: previous) == 2000)
    }
}
