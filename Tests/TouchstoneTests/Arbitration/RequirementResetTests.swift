import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// R-S6 with failure requirements: recognizers linked by a requirement reset together once
/// the attempt is decided, so that the next touch finds both ready.
@MainActor
@Suite("Reset of recognizers linked by a requirement")
struct RequirementResetTests {
    @Test("a single tap released by the double tap's failure leaves both ready for the next touch")
    func bothResetAfterRelease() {
        let scene = RecognizerScene()
        let single = scene.attach(UITapGestureRecognizer(), as: "single")
        let double = scene.attach(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)  // R-A5
        scene.tap(1, at: CGPoint(x: 200, y: 300))
        scene.advance(to: scene.simulator.now + 0.35)  // double fails, single takes effect
        #expect(single.state == .possible)  // R-S6
        #expect(double.state == .possible)

        scene.log.clear()
        scene.tap(1, at: CGPoint(x: 200, y: 300))
        scene.simulator.advance(by: 0.1)
        scene.tap(2, at: CGPoint(x: 200, y: 300))
        #expect(scene.log.entries == ["began(t1)", "began(t2)", "cancelled(t1)", "cancelled(t2)", "double:ended"])
    }
}
