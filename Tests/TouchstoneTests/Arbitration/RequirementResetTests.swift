import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// R-S6 with failure requirements: recognizers linked by a requirement reset together once
/// the attempt is decided, so that the next touch finds both ready.
@MainActor
@Suite struct RequirementResetTests {
    /// A single tap released by the double tap's failure leaves both ready for the next touch.
    @Test func bothResetAfterRelease() {
        let stage = Stage(multipleTouch: true)
        let single = stage.attach(UITapGestureRecognizer(), as: "single")
        let double = stage.attach(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)  // R-A5
        stage.tap(1, at: CGPoint(x: 200, y: 300), hold: 0.1)
        stage.advance(to: stage.simulator.now + 0.35)  // double fails, single takes effect
        #expect(single.state == .possible)  // R-S6
        #expect(double.state == .possible)

        stage.log.clear()
        stage.tap(1, at: CGPoint(x: 200, y: 300), hold: 0.1)
        stage.simulator.advance(by: 0.1)
        stage.tap(2, at: CGPoint(x: 200, y: 300), hold: 0.1)
        #expect(stage.log.entries == ["began(t1)", "began(t2)", "cancelled(t1)", "cancelled(t2)", "double:ended"])
    }
}
