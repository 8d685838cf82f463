import Foundation
@_spi(Benchmarks) import Touchstone
import TouchstoneSolver

/// A screen laid out by Auto Layout, for the layout benchmarks (`touchstone bench
/// --layout`) and the tests that guard them: a column of cards, five views and twenty
/// constraints each (a card and its avatar, title, subtitle and button), and a sheet apart
/// from them whose top constraint a drag moves every frame, as a pan moves a bottom sheet.
///
/// 1,000 views make 200 cards and 4,000 constraints, with the sheet's 4 beside them. The
/// cards depend on each other (each below the one before); the sheet depends on none of
/// them, so that the drag's cost says whether a change costs what depends on it or what the
/// screen holds.
@MainActor
public final class LayoutScreen {
    public let window: UIWindow
    /// The view the drag moves.
    public let sheet: UIView
    /// The constraint whose constant the drag sets: the sheet's top, from the window's bottom.
    public let sheetTop: NSLayoutConstraint
    /// Every constraint of the screen, inactive until ``activate()``.
    public let constraints: [NSLayoutConstraint]
    /// The views placed by constraints.
    public let viewCount: Int

    /// Builds a screen of `views` views (rounded down to whole cards of five) and the sheet,
    /// in a 390 × 844 window; nothing is active or laid out yet.
    public init(views: Int) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIView(frame: window.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(root)
        var constraints: [NSLayoutConstraint] = []
        var previousBottom = root.topAnchor
        let cards = max(1, views / 5)
        for _ in 0..<cards {
            let card = UIView(), avatar = UIView(), title = UIView(), subtitle = UIView(), button = UIView()
            for view in [card, avatar, title, subtitle, button] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(card)
            for view in [avatar, title, subtitle, button] { card.addSubview(view) }
            constraints += [
                card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                card.topAnchor.constraint(equalTo: previousBottom, constant: 8),
                card.heightAnchor.constraint(equalToConstant: 80),
                avatar.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
                avatar.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                avatar.widthAnchor.constraint(equalToConstant: 40),
                avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
                title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
                title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
                title.trailingAnchor.constraint(equalTo: button.leadingAnchor, constant: -8),
                title.heightAnchor.constraint(equalToConstant: 20),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                subtitle.heightAnchor.constraint(equalToConstant: 16),
                button.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
                button.centerYAnchor.constraint(equalTo: card.centerYAnchor),
                button.widthAnchor.constraint(equalToConstant: 60),
                button.heightAnchor.constraint(equalToConstant: 30),
            ]
            previousBottom = card.bottomAnchor
        }
        sheet = UIView()
        sheet.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(sheet)
        sheetTop = sheet.topAnchor.constraint(equalTo: root.bottomAnchor, constant: -120)
        constraints += [sheet.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                        sheet.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                        sheetTop, sheet.heightAnchor.constraint(equalTo: root.heightAnchor)]
        self.constraints = constraints
        viewCount = cards * 5 + 1
    }

    /// Activates every constraint.
    public func activate() { NSLayoutConstraint.activate(constraints) }

    /// Solves and lays the screen out.
    public func layOut() { window.layoutIfNeeded() }

    /// One frame of the drag: the sheet's top to `constant` (points from the bottom, so
    /// negative), then the layout pass that moves it.
    public func drag(to constant: CGFloat) {
        sheetTop.constant = constant
        window.layoutIfNeeded()
    }

    /// The drag's constants, frame by frame: up and back down between 120 and 720 points
    /// from the bottom, a point and a half a frame.
    public static func dragConstants(frames: Int) -> [CGFloat] {
        (0..<frames).map { frame in
            let phase = frame % 800
            return -120 - 1.5 * CGFloat(phase < 400 ? phase : 800 - phase)
        }
    }

    /// The equations the engine solves for the laid-out screen, with the drag's constants
    /// as they are for the sheet's equation (whose constant is the constraint's, negated).
    public func system(named name: String, dragFrames: Int) -> ConstraintSystem {
        let (equations, marked) = window.layoutEquations(marking: sheetTop)
        var index: [Int32: Int] = [:]
        let dense = equations.map { equation in
            ConstraintSystem.Equation(
                terms: equation.expression.terms.map { term in
                    let variable = index[term.variable.index] ?? {
                        let next = index.count
                        index[term.variable.index] = next
                        return next
                    }()
                    return ConstraintSystem.Equation.Term(variable: variable, coefficient: term.coefficient)
                },
                constant: equation.expression.constant,
                relation: equation.relation.description,
                priority: Double(equation.strength.value))
        }
        let drag = marked.map { marked in
            ConstraintSystem.Drag(constraint: marked, constants: Self.dragConstants(frames: dragFrames).map { -Double($0) })
        }
        return ConstraintSystem(name: name, variables: index.count, constraints: dense, drag: drag)
    }
}

/// A constraint system as the layout benchmarks' peers read it
/// (`touchstone-constraint-systems/1`, Benchmarks/LayoutPeers): variables by number, each
/// equation `Σ coefficient × variable + constant (relation) 0` at a UIKit priority.
public struct ConstraintSystem: Codable, Sendable {
    public struct Equation: Codable, Sendable {
        /// A term, written as the pair `[variable, coefficient]`.
        public struct Term: Codable, Sendable {
            public var variable: Int
            public var coefficient: Double

            public init(variable: Int, coefficient: Double) {
                self.variable = variable
                self.coefficient = coefficient
            }

            public init(from decoder: any Decoder) throws {
                var pair = try decoder.unkeyedContainer()
                variable = try pair.decode(Int.self)
                coefficient = try pair.decode(Double.self)
            }

            public func encode(to encoder: any Encoder) throws {
                var pair = encoder.unkeyedContainer()
                try pair.encode(variable)
                try pair.encode(coefficient)
            }
        }

        public var terms: [Term]
        public var constant: Double
        /// `==`, `<=` or `>=`.
        public var relation: String
        /// From 1 to 1,000, 1,000 required.
        public var priority: Double
    }

    /// A drag: frame by frame, the constant of one equation.
    public struct Drag: Codable, Sendable {
        public var constraint: Int
        public var constants: [Double]
    }

    public var name: String
    public var variables: Int
    public var constraints: [Equation]
    public var drag: Drag?

    /// A solver holding the system, built from scratch, and the id of the dragged
    /// equation.
    public func solve() -> (ConstraintSolver, ConstraintID?) {
        let solver = ConstraintSolver()
        let variables = (0..<self.variables).map { _ in solver.makeVariable() }
        var dragged: ConstraintID?
        for (index, equation) in constraints.enumerated() {
            let relation: Relation = equation.relation == "==" ? .equal : equation.relation == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
            let expression = LinearExpression(equation.terms.map { Term(variables[$0.variable], $0.coefficient) },
                                              constant: equation.constant)
            let id = try? solver.add(expression, relation, strength: Strength(Float(equation.priority)))
            if index == drag?.constraint { dragged = id }
        }
        return (solver, dragged)
    }
}
