import Testing
import TouchstoneSolver

/// Systems whose solutions are known by construction: each expected value is worked out
/// by hand from the constraints in the comment beside it.
@Suite struct ConstraintSolverTests {
    let solver = ConstraintSolver()

    /// `x + c` as an expression.
    func expression(_ terms: (Variable, Double)..., constant: Double = 0) -> LinearExpression {
        LinearExpression(terms.map { Term($0.0, $0.1) }, constant: constant)
    }

    @Test func equalitiesAndAnInequalityAgainstAWeakPreference() throws {
        let (x, y, z) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        try solver.add(expression((x, 1), constant: -10), .equal)                 // x = 10
        try solver.add(expression((y, 1), (x, -1), constant: -5), .equal)         // y = x + 5 = 15
        try solver.add(expression((z, 1), (y, -1), constant: -3), .greaterThanOrEqual)  // z ≥ y + 3 = 18
        try solver.add(expression((z, 1)), .equal, strength: Strength(250))      // z = 0, weakly: as low as allowed
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        #expect(solver.value(of: z) == 18)
    }

    @Test func aStrongerPreferenceWinsWhateverTheWeakerOnesAddUpTo() throws {
        // Auto Layout's priorities are strict: one constraint at 750 beats a thousand at
        // 250, which a weighted sum (kiwi's) would let win.
        let x = solver.makeVariable()
        try solver.add(expression((x, 1)), .greaterThanOrEqual)
        try solver.add(expression((x, 1), constant: -100), .equal, strength: Strength(750))
        for _ in 0..<1000 { try solver.add(expression((x, 1)), .equal, strength: Strength(250)) }
        #expect(solver.value(of: x) == 100)
    }

    @Test func preferencesOfOneStrengthShareTheirErrorsAsASum() throws {
        // |x − 10| + |x − 20| + |x − 30| is least at the median, 20.
        let x = solver.makeVariable()
        for target in [10.0, 30, 20] {
            try solver.add(expression((x, 1), constant: -target), .equal, strength: Strength(500))
        }
        #expect(solver.value(of: x) == 20)
    }

    @Test func aWeakerLevelIsOptimizedWithinWhatTheStrongerOnesLeaveFree() throws {
        // At 750, x + y = 100; at 500, x = 70; at 250, y = 80, which only y can still serve
        // without costing the stronger levels: x = 70, y = 30.
        let (x, y) = (solver.makeVariable(), solver.makeVariable())
        try solver.add(expression((x, 1), (y, 1), constant: -100), .equal, strength: Strength(750))
        try solver.add(expression((y, 1), constant: -80), .equal, strength: Strength(250))
        try solver.add(expression((x, 1), constant: -70), .equal, strength: Strength(500))
        #expect(solver.value(of: x) == 70)
        #expect(solver.value(of: y) == 30)
    }

    @Test func removingAConstraintGivesTheSolutionOfTheRest() throws {
        let (x, y) = (solver.makeVariable(), solver.makeVariable())
        try solver.add(expression((x, 1), constant: -10), .greaterThanOrEqual)          // x ≥ 10
        let pin = try solver.add(expression((x, 1), constant: -40), .equal)             // x = 40
        try solver.add(expression((y, 1), (x, -2)), .equal)                             // y = 2x
        try solver.add(expression((x, 1)), .equal, strength: Strength(100))             // x small
        #expect(solver.value(of: y) == 80)
        solver.remove(pin)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 20)
        #expect(solver.constraintCount == 3)
    }

    @Test func changingAConstantMovesWhatDependsOnIt() throws {
        // A drag: left = c, width = 100, right = left + width; a second chain apart.
        let (left, width, right) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        let (otherLeft, otherRight) = (solver.makeVariable(), solver.makeVariable())
        let drag = try solver.add(expression((left, 1), constant: -20), .equal)
        try solver.add(expression((width, 1), constant: -100), .equal)
        try solver.add(expression((right, 1), (left, -1), (width, -1)), .equal)
        try solver.add(expression((otherLeft, 1), constant: -500), .equal)
        try solver.add(expression((otherRight, 1), (otherLeft, -1), constant: -30), .equal)
        _ = solver.takeChangedVariables()
        for position in stride(from: 25.0, through: 300, by: 25) {
            try solver.setConstant(-position, of: drag)
            #expect(solver.value(of: left) == position)
            #expect(solver.value(of: right) == position + 100)
            // Only the dragged chain is touched.
            #expect(Set(solver.takeChangedVariables()).isSubset(of: [left, right, width]))
        }
        #expect(solver.value(of: otherRight) == 530)
    }

    @Test func changingTheConstantOfAnInequalityOrAPreference() throws {
        let x = solver.makeVariable()
        let floor = try solver.add(expression((x, 1), constant: -10), .greaterThanOrEqual)  // x ≥ 10
        let wish = try solver.add(expression((x, 1), constant: -50), .equal, strength: Strength(300))  // x ≈ 50
        #expect(solver.value(of: x) == 50)
        try solver.setConstant(-80, of: floor)   // x ≥ 80 now binds
        #expect(solver.value(of: x) == 80)
        try solver.setConstant(-120, of: wish)   // x ≈ 120 is allowed again
        #expect(solver.value(of: x) == 120)
        try solver.setConstant(-5, of: floor)
        try solver.setConstant(-7, of: wish)
        #expect(solver.value(of: x) == 7)
    }

    @Test func conflictingEqualitiesNameEachOther() throws {
        let (a, b, unrelated) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        let first = try solver.add(expression((a, 1), constant: -100), .equal)    // a = 100
        let second = try solver.add(expression((b, 1), (a, -1)), .equal)          // b = a
        try solver.add(expression((unrelated, 1), constant: -3), .equal)
        let error = #expect(throws: UnsatisfiableConstraint.self) {
            try solver.add(expression((b, 1), constant: -50), .equal)             // b = 50: no
        }
        #expect(error?.conflicting == [first, second])
        // The solver is as before.
        #expect(solver.value(of: b) == 100)
        #expect(solver.constraintCount == 3)
    }

    @Test func conflictingInequalitiesNameTheOnesThatBind() throws {
        let (x, y) = (solver.makeVariable(), solver.makeVariable())
        let floor = try solver.add(expression((x, 1), constant: -100), .greaterThanOrEqual)  // x ≥ 100
        try solver.add(expression((y, 1), constant: -100), .lessThanOrEqual)                // y ≤ 100
        try solver.add(expression((x, 1)), .equal, strength: Strength(10))
        let error = #expect(throws: UnsatisfiableConstraint.self) {
            try solver.add(expression((x, 1), constant: -50), .lessThanOrEqual)             // x ≤ 50: no
        }
        #expect(error?.conflicting == [floor])
        #expect(solver.value(of: x) == 100)
        // An optional constraint in conflict is simply not met.
        try solver.add(expression((x, 1), constant: -50), .lessThanOrEqual, strength: Strength(999))
        #expect(solver.value(of: x) == 100)
    }

    @Test func aConstantThatContradictsTheRequiredConstraintsRemovesItsConstraint() throws {
        let (x, y) = (solver.makeVariable(), solver.makeVariable())
        let sum = try solver.add(expression((x, 1), (y, 1), constant: -100), .equal)   // x + y = 100
        try solver.add(expression((x, 1), constant: -30), .equal)                      // x = 30
        let pinY = try solver.add(expression((y, 1), constant: -70), .equal)           // y = 70, redundant
        let error = #expect(throws: UnsatisfiableConstraint.self) {
            try solver.setConstant(-60, of: pinY)                                      // y = 60: no
        }
        let conflicting = error?.conflicting ?? []
        #expect(conflicting.contains(sum))
        #expect(solver.constraintCount == 2)
        #expect(solver.value(of: y) == 70)
    }

    @Test func ambiguityIsFreedomThatCostsNothing() throws {
        let (x, y, free) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        try solver.add(expression((x, 1), constant: -10), .greaterThanOrEqual)   // x ≥ 10: x may be any of [10, ∞)
        try solver.add(expression((y, 1), constant: -10), .equal)               // y = 10
        #expect(solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        #expect(solver.isAmbiguous(free))
        let before = solver.value(of: x)
        #expect(solver.exerciseAmbiguity(of: x))
        #expect(solver.value(of: x) != before)
        #expect(solver.value(of: x) >= 10)
        #expect(!solver.exerciseAmbiguity(of: y))
        solver.clearProbes()
        #expect(solver.constraintCount == 2)
        try solver.add(expression((x, 1)), .equal, strength: Strength(1))       // x as small as allowed
        #expect(!solver.isAmbiguous(x))
        #expect(solver.value(of: x) == 10)
    }

    @Test func constraintsAffectingAVariableAreTheOnesThatDetermineIt() throws {
        let (a, b, c) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        let pinA = try solver.add(expression((a, 1), constant: -5), .equal)
        let link = try solver.add(expression((b, 1), (a, -1), constant: -5), .equal)
        try solver.add(expression((c, 1), constant: -1), .equal)
        #expect(solver.constraints(affecting: b) == [pinA, link])
    }
}

/// The solver's cost follows what a change touches (counted in rows, exactly).
@Suite struct SolverGrowthTests {
    /// Row operations per change of the dragged chain's root, beside `unrelated` chains.
    func dragRows(unrelated: Int) throws -> Int {
        let solver = ConstraintSolver()
        func chain(length: Int) throws -> ConstraintID {
            var previous = solver.makeVariable()
            let root = try solver.add(LinearExpression([Term(previous)], constant: -10), .equal)
            for _ in 1..<length {
                let next = solver.makeVariable()
                try solver.add(LinearExpression([Term(next), Term(previous, -1)], constant: -8), .equal)
                try solver.add(LinearExpression([Term(next)]), .equal, strength: Strength(250))
                previous = next
            }
            return root
        }
        let dragged = try chain(length: 5)
        for _ in 0..<unrelated { _ = try chain(length: 5) }
        let before = solver.rowOperations
        for step in 1...50 { try solver.setConstant(-Double(10 + step), of: dragged) }
        return solver.rowOperations - before
    }

    @Test func aChangeCostsTheRowsThatDependOnItNotTheSystem() throws {
        #expect(try dragRows(unrelated: 10) == dragRows(unrelated: 1000))
    }
}
