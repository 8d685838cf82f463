// The overview example of the TouchstoneSolver catalog (TouchstoneSolver.docc/TouchstoneSolver.md).
import Testing
import TouchstoneSolver

/// A view's left edge, dragged, and its width, as narrow as its floor allows.
func dragAnEdge() throws -> (left: Double, width: Double) {
    let solver = ConstraintSolver()
    let left = solver.makeVariable(), width = solver.makeVariable()
    let drag = try solver.add(LinearExpression([Term(left)], constant: -20), .equal)   // left = 20
    try solver.add(LinearExpression([Term(width)], constant: -100), .greaterThanOrEqual)  // width ≥ 100
    try solver.add(LinearExpression([Term(width)]), .equal, strength: Strength(250))    // as narrow as allowed
    try solver.setConstant(-45, of: drag)   // left = 45, re-solved in place
    return (solver.value(of: left), solver.value(of: width))   // (45, 100)
}

@Suite struct SolverOverviewSnippetTests {
    // 45 by the dragged constraint; 100, the floor, by the weak wish to be narrow.
    @Test func theOverviewExampleSolvesAsItsCommentsSay() throws {
        let (left, width) = try dragAnEdge()
        #expect(left == 45)
        #expect(width == 100)
    }
}
