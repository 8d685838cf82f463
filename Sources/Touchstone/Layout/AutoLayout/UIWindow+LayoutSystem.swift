import Foundation
import TouchstoneSolver

@_spi(Benchmarks)
extension UIWindow {
    /// The equations the window's layout engine solves, brought up to date: each
    /// `Σ terms + constant (relation) 0` at its strength, in the solver's order, and the
    /// place among them of `marked`'s equation. For the benchmarks, which give the same
    /// systems to other solvers (`touchstone bench --layout`); not API.
    public func layoutEquations(marking marked: NSLayoutConstraint? = nil)
        -> (equations: [(expression: LinearExpression, relation: Relation, strength: Strength)], marked: Int?) {
        let engine = LayoutEngine.of(self)
        engine.synchronize()
        return (engine.equations, marked.flatMap { engine.equationIndex(of: $0) })
    }
}
