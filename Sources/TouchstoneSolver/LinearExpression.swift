/// An unknown of a ``ConstraintSolver``: a number the solver chooses so that the
/// constraints hold. A handle, valid only with the solver that made it.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The variable's number in its solver, from 0 in the order they were made.
    public let index: Int32

    init(index: Int32) { self.index = index }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }

    public var description: String { "v\(index)" }
}

/// One term of a ``LinearExpression``: a variable times a coefficient.
public struct Term: Hashable, Sendable {
    /// The variable.
    public var variable: Variable
    /// What the variable is multiplied by.
    public var coefficient: Double

    /// Creates the term `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A sum of terms and a constant: the left side of a constraint whose right side is 0.
///
/// `x - y - 8 >= 0` is `LinearExpression([Term(x), Term(y, -1)], constant: -8)` with
/// ``Relation/greaterThanOrEqual``. A variable may appear in several terms; the solver adds
/// their coefficients.
public struct LinearExpression: Hashable, Sendable, CustomStringConvertible {
    /// The terms, in the order given.
    public var terms: [Term]
    /// The constant.
    public var constant: Double

    /// Creates `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression's value when each variable has the value `value` gives it.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    public var description: String {
        var text = ""
        for term in terms {
            let sign = term.coefficient < 0 ? "-" : "+"
            let magnitude = abs(term.coefficient)
            text += text.isEmpty ? (sign == "-" ? "-" : "") : " \(sign) "
            text += magnitude == 1 ? "\(term.variable)" : "\(magnitude)·\(term.variable)"
        }
        if constant != 0 || text.isEmpty {
            text += text.isEmpty ? "\(constant)" : (constant < 0 ? " - \(-constant)" : " + \(constant)")
        }
        return text
    }
}

/// How a constraint's expression compares with 0.
public enum Relation: Hashable, Sendable, CustomStringConvertible {
    /// The expression is at most 0.
    case lessThanOrEqual
    /// The expression is 0.
    case equal
    /// The expression is at least 0.
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// How much a constraint matters, on Auto Layout's scale: ``required`` (1,000) must hold;
/// any lower strength is a preference the solver satisfies as well as it can.
///
/// Strengths are ordered strictly, as Auto Layout's priorities are ("constraints with
/// higher priority levels are satisfied before constraints with lower priority levels",
/// Apple's Auto Layout Guide, Anatomy of a Constraint): no amount of error at a lower
/// strength is traded for any error at a higher one. Constraints of one strength share
/// their level, whose total error (the sum of each constraint's distance from holding)
/// the solver makes as small as it can.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The strength, above 0; 1,000 and above mean required.
    public let value: Float

    /// Creates a strength of `value`, which must be above 0; values of 1,000 and above are
    /// ``required``.
    public init(_ value: Float) {
        precondition(value > 0 && value.isFinite, "Strength(\(value)): a strength is a finite number above 0")
        self.value = min(value, 1000)
    }

    /// A constraint that must hold.
    public static let required = Strength(1000)

    /// Whether the constraint must hold.
    public var isRequired: Bool { value >= 1000 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    public var description: String { isRequired ? "required" : "\(value)" }
}

/// A constraint of a ``ConstraintSolver``: a handle, valid with the solver that made it
/// until the constraint is removed.
public struct ConstraintID: Hashable, Sendable, CustomStringConvertible {
    /// The constraint's slot in its solver; slots of removed constraints are reused.
    public let index: Int32

    init(index: Int32) { self.index = index }

    public var description: String { "c\(index)" }
}

/// A required constraint that cannot hold together with the solver's other required
/// constraints.
///
/// The solver is left as it was before the call that threw: the constraint is not added
/// (or, for ``ConstraintSolver/setConstant(_:of:)``, is removed, so that the rest keeps a
/// solution).
public struct UnsatisfiableConstraint: Error, Hashable, Sendable, CustomStringConvertible {
    /// The required constraints already in the solver that, with the new one, have no
    /// common solution: the ones whose combination contradicts it. Sorted.
    public let conflicting: [ConstraintID]

    public var description: String {
        "unsatisfiable: the constraint conflicts with \(conflicting.map(\.description).joined(separator: ", "))"
    }
}
