/// An incremental solver of linear equalities and inequalities with strengths: the
/// Cassowary algorithm (Badros, Borning & Stuckey, 2001), which is how Auto Layout solves
/// constraints, in the form of kiwi's implementation, with three changes:
///
/// - strengths are ordered strictly (a lexicographic objective, see ``Strength``), as Auto
///   Layout's priorities are;
/// - the tableau keeps columns, so that a change costs what it touches, not the size of
///   the system;
/// - a constraint's constant can change in place (``setConstant(_:of:)``), which is how a
///   drag moves a constrained view every frame: the change goes into the rows that hold
///   the constraint's marker, and the dual simplex repairs what it made infeasible.
///
/// The solver is always solved: each ``add(_:_:strength:)``, ``remove(_:)`` and
/// ``setConstant(_:of:)`` leaves the optimal solution in place, and ``value(of:)`` reads it.
/// ``takeChangedVariables()`` tells which variables the calls since the last one may have
/// moved, so that a caller updates only what depends on them.
///
/// Deterministic: the same calls give the same solution, pivot for pivot.
public final class ConstraintSolver {
    private var simplex = Simplex()

    /// Creates an empty solver.
    public init() {}

    /// Makes a new variable. Its value is 0 until constraints say otherwise.
    public func makeVariable() -> Variable { simplex.makeVariable() }

    /// The number of constraints in the solver.
    public var constraintCount: Int { simplex.constraintCount }

    /// The value of `variable` in the current solution.
    public func value(of variable: Variable) -> Double { simplex.value(of: variable) }

    /// The tableau rows the solver has changed or visited since it was made: a count of
    /// its work, exact and the same on every machine, for tests of how its cost grows
    /// (a change costs the rows that depend on it, never the size of the system).
    public var rowOperations: Int { simplex.rowOperations }

    /// The variables whose value may have changed since the last call (each once, in the
    /// order they first changed); a superset: some may have the value they had.
    public func takeChangedVariables() -> [Variable] {
        var changed: [Variable] = []
        simplex.drainChangedVariables { changed.append($0) }
        return changed
    }

    /// Calls `body` with each variable ``takeChangedVariables()`` would return, without
    /// making the list: what a caller that reacts to each change on every frame uses.
    public func drainChangedVariables(_ body: (Variable) -> Void) { simplex.drainChangedVariables(body) }

    /// Adds the constraint `expression relation 0` at `strength`, and solves.
    ///
    /// - Throws: ``UnsatisfiableConstraint`` when the constraint is required and cannot
    ///   hold with the required constraints already in the solver, which it names; the
    ///   solver is then as it was.
    @discardableResult
    public func add(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required)
        throws(UnsatisfiableConstraint) -> ConstraintID {
        try simplex.add(expression, relation, strength: strength)
    }

    /// Removes a constraint, and solves.
    public func remove(_ id: ConstraintID) { simplex.remove(id) }

    /// Changes the constant of a constraint in place, and solves: the constraint's
    /// expression becomes `Σ terms + constant`.
    ///
    /// The change goes into the rows that hold the constraint's marker, as if the marker
    /// had moved by it (Cassowary's edit step, §3.3, applied to any constraint); the dual
    /// simplex then repairs the rows it made infeasible. Its cost follows the rows that
    /// depend on the constraint.
    ///
    /// - Throws: ``UnsatisfiableConstraint`` when the constraint is required and the new
    ///   constant contradicts the other required constraints. The constraint is then
    ///   removed, and `id` is no longer valid.
    public func setConstant(_ constant: Double, of id: ConstraintID) throws(UnsatisfiableConstraint) {
        try simplex.setConstant(constant, of: id)
    }

    /// The expression, relation and strength of a constraint in the solver.
    public func constraint(_ id: ConstraintID) -> (expression: LinearExpression, relation: Relation, strength: Strength) {
        simplex.constraint(id)
    }

    /// The constraints in the solver, in slot order.
    public var constraintIDs: [ConstraintID] { simplex.constraintIDs }

    /// Whether `variable` could take another value in another solution as good as this
    /// one: it, or a symbol its value depends on, can move without making any constraint
    /// hold less well.
    public func isAmbiguous(_ variable: Variable) -> Bool { simplex.isAmbiguous(variable) }

    /// Moves `variable` to another solution as good as this one, if it is ambiguous, and
    /// returns whether it moved: Auto Layout's `exerciseAmbiguityInLayout()`.
    ///
    /// Where the freedom is bounded, the solver pivots to the other end of it; where it is
    /// not, a probe constraint of the least strength holds the variable one unit of its
    /// own size (at least 1) away, until the next ``clearProbes()``.
    @discardableResult
    public func exerciseAmbiguity(of variable: Variable) -> Bool { simplex.exerciseAmbiguity(of: variable) }

    /// Removes the probes ``exerciseAmbiguity(of:)`` left.
    public func clearProbes() { simplex.clearProbes() }

    /// The constraints the value of `variable` depends on now: those whose markers its
    /// row holds, or, for a variable not in any row, those that name it.
    public func constraints(affecting variable: Variable) -> [ConstraintID] { simplex.constraints(affecting: variable) }
}
