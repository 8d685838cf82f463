import Testing
import TouchstoneSolver

/// A seeded generator (SplitMix64), so that every run checks the same systems.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random systems built around a solution chosen first, so that the answer is known by
/// construction: each variable is pinned by a required equality to an earlier one (or to a
/// constant), inequalities are drawn so that the chosen values satisfy them, and optional
/// constraints pull against the required ones. The solution is then unique and equals the
/// chosen values, whatever order the constraints arrive in; after a root's constant moves,
/// the new answer is worked out by walking the chain forward.
@Suite struct RandomSystemTests {
    struct Link {
        var parent: Int?   // nil: pinned to a constant
        var scale: Double
        var offset: Double
    }

    /// Values by construction: v = offset (a root) or v = scale × v[parent] + offset.
    static func values(of links: [Link]) -> [Double] {
        var values = [Double](repeating: 0, count: links.count)
        for (index, link) in links.enumerated() {
            values[index] = link.parent.map { link.scale * values[$0] } ?? 0
            values[index] += link.offset
        }
        return values
    }

    static func makeLinks(count: Int, using generator: inout SeededGenerator) -> [Link] {
        (0..<count).map { index in
            let isRoot = index == 0 || Int.random(in: 0..<6, using: &generator) == 0
            return Link(parent: isRoot ? nil : Int.random(in: 0..<index, using: &generator),
                        scale: [1, 1, 1, 0.5, 2, -1].randomElement(using: &generator)!,
                        offset: Double(Int.random(in: -200...200, using: &generator)))
        }
    }

    @Test(arguments: 1...40) func incrementalSolutionsMatchTheConstruction(seed: Int) throws {
        var generator = SeededGenerator(state: UInt64(seed))
        let count = Int.random(in: 5...60, using: &generator)
        var links = Self.makeLinks(count: count, using: &generator)
        let solver = ConstraintSolver()
        let variables = (0..<count).map { _ in solver.makeVariable() }
        var pins: [Int: ConstraintID] = [:]

        func pin(_ index: Int) -> LinearExpression {
            let link = links[index]
            var terms = [Term(variables[index])]
            if let parent = link.parent { terms.append(Term(variables[parent], -link.scale)) }
            return LinearExpression(terms, constant: -link.offset)
        }

        // The pins arrive in a random order, with optional constraints that pull every
        // variable somewhere else, and inequalities that the chosen values satisfy.
        var values = Self.values(of: links)
        for index in (0..<count).shuffled(using: &generator) {
            pins[index] = try solver.add(pin(index), .equal)
            let pull = Double(Int.random(in: -500...500, using: &generator))
            try solver.add(LinearExpression([Term(variables[index])], constant: -pull), .equal,
                           strength: Strength(Float(Int.random(in: 1...999, using: &generator))))
            let margin = Double(Int.random(in: 0...50, using: &generator))
            try solver.add(LinearExpression([Term(variables[index])], constant: -(values[index] - margin)),
                           .greaterThanOrEqual)
        }
        for index in 0..<count { #expect(abs(solver.value(of: variables[index]) - values[index]) < 1e-6) }

        // Removing and adding back pins keeps the answer.
        for index in (0..<count).shuffled(using: &generator).prefix(count / 2) {
            solver.remove(pins[index]!)
            pins[index] = try solver.add(pin(index), .equal)
        }
        for index in 0..<count { #expect(abs(solver.value(of: variables[index]) - values[index]) < 1e-6) }

        // Drags: roots move, and the chains below them follow. A second solver holds the
        // pins and the pulls but not the floors, which were drawn for the first values.
        let solverWithoutFloors = ConstraintSolver()
        let freeVariables = (0..<count).map { _ in solverWithoutFloors.makeVariable() }
        var freePins: [Int: ConstraintID] = [:]
        for index in 0..<count {
            let link = links[index]
            var terms = [Term(freeVariables[index])]
            if let parent = link.parent { terms.append(Term(freeVariables[parent], -link.scale)) }
            freePins[index] = try solverWithoutFloors.add(LinearExpression(terms, constant: -link.offset), .equal)
            try solverWithoutFloors.add(LinearExpression([Term(freeVariables[index])], constant: Double(index)), .equal,
                                        strength: Strength(Float(1 + index % 900)))
        }
        let roots = links.indices.filter { links[$0].parent == nil }
        for _ in 0..<20 {
            let root = roots.randomElement(using: &generator)!
            links[root].offset = Double(Int.random(in: -300...300, using: &generator))
            try solverWithoutFloors.setConstant(-links[root].offset, of: freePins[root]!)
            values = Self.values(of: links)
            for index in 0..<count {
                #expect(abs(solverWithoutFloors.value(of: freeVariables[index]) - values[index]) < 1e-6)
            }
        }
    }

    @Test func theSameCallsGiveTheSameSolution() throws {
        // An ambiguous system: several solutions are as good; two solvers fed the same
        // calls must still pick the same one.
        func solve() throws -> [Double] {
            var generator = SeededGenerator(state: 7)
            let solver = ConstraintSolver()
            let variables = (0..<30).map { _ in solver.makeVariable() }
            for _ in 0..<60 {
                let a = variables.randomElement(using: &generator)!, b = variables.randomElement(using: &generator)!
                let offset = Double(Int.random(in: -50...50, using: &generator))
                _ = try? solver.add(LinearExpression([Term(a), Term(b, -1)], constant: offset), .lessThanOrEqual)
            }
            return variables.map(solver.value(of:))
        }
        #expect(try solve() == solve())
    }
}
