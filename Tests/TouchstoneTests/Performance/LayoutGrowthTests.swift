#if DEBUG
@testable import Touchstone
import Testing
import TouchstoneWorkloads

/// Guards Auto Layout's costs (R-AL12): a drag that changes one constraint's constant costs
/// what depends on that constraint, whatever else the screen holds. Counted, not timed: the
/// engine's loop steps (``WorkMeter``) and the solver's row operations, both exact.
@MainActor
@Suite struct LayoutGrowthTests {
    /// Engine steps and solver rows per drag frame on a warm screen of `views` views.
    private func dragCost(views: Int) -> (steps: Double, rows: Double) {
        let screen = LayoutScreen(views: views)
        screen.activate()
        screen.layOut()
        let constants = LayoutScreen.dragConstants(frames: 200)
        for constant in constants.prefix(50) { screen.drag(to: constant) }
        let solver = LayoutEngine.of(screen.window).solverForTests
        let rowsBefore = solver.rowOperations
        let steps = WorkMeter.measure { for constant in constants.dropFirst(50) { screen.drag(to: constant) } }
        let frames = Double(constants.count - 50)
        return (Double(steps) / frames, Double(solver.rowOperations - rowsBefore) / frames)
    }

    @Test func aDragCostsTheSameWhateverTheScreenHolds() {
        let small = dragCost(views: 250), large = dragCost(views: 4000)
        #expect(small.rows == large.rows, "solver rows per frame: \(small.rows) with 250 views, \(large.rows) with 4,000")
        #expect(small.steps == large.steps, "engine steps per frame: \(small.steps) with 250 views, \(large.steps) with 4,000")
        #expect(large.rows < 10)
    }

    // The sheet follows the drag: each frame's constant is its top, from the bottom.
    @Test func theDraggedSheetFollowsTheConstant() {
        let screen = LayoutScreen(views: 250)
        screen.activate()
        screen.layOut()
        screen.drag(to: -300)
        #expect(screen.sheet.frame.minY == 544)   // 844 − 300
        #expect(screen.constraints.count == 50 * 20 + 4)
    }
}
#endif
