import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// The exact message sequences of R-D5, with minimal custom recognizers.
@MainActor
@Suite struct DeliverySequenceTests {
    @Test func doubleTapDefaultsCancelsBothTouches() {
        // R-D5: double tap, defaults: began(t1), began(t2), cancelled(t1), cancelled(t2).
        let stage = Stage()
        stage.attach(MiniTap(taps: 2, name: "double"))
        stage.tap(1)
        stage.simulator.advance(by: 0.1)
        stage.tap(2)
        #expect(stage.log.entries == ["began(t1)", "began(t2)", "cancelled(t1)", "cancelled(t2)", "double:ended"])
    }

    @Test func doubleTapWithoutDelayedEndsDeliversFirstEnd() {
        // R-D5: delaysTouchesEnded = false: began(t1), ended(t1), began(t2), cancelled(t2).
        let stage = Stage()
        let double = stage.attach(MiniTap(taps: 2, name: "double"))
        double.delaysTouchesEnded = false
        stage.tap(1)
        stage.simulator.advance(by: 0.1)
        stage.tap(2)
        #expect(stage.log.entries == ["began(t1)", "ended(t1)", "began(t2)", "cancelled(t2)", "double:ended"])
    }
}

extension DeliverySequenceTests {
    @Test func twoFingerTapHoldsFirstLiftAndCancelsBeforeTheAction() {
        // R-D5: began(t1,t2), moved(t1,t2), first lift held, second lift recognizes →
        // cancelled(t1,t2) before the action is sent.
        let stage = Stage()
        stage.view.isMultipleTouchEnabled = true
        stage.attach(MiniTap(taps: 1, fingers: 2, name: "twoFinger"))
        stage.simulator.send([.down(1, CGPoint(x: 100, y: 100)), .down(2, CGPoint(x: 150, y: 100))])
        stage.simulator.advance(by: 0.02)
        stage.simulator.send([.move(1, CGPoint(x: 101, y: 100)), .move(2, CGPoint(x: 151, y: 100))])
        stage.simulator.advance(by: 0.02)
        stage.simulator.up(1)
        #expect(stage.log.entries == ["began(t1,t2)", "moved(t1,t2)"])  // the first lift is held
        stage.simulator.advance(by: 0.02)
        stage.simulator.up(2)
        #expect(stage.log.entries == ["began(t1,t2)", "moved(t1,t2)", "cancelled(t1,t2)", "twoFinger:ended"])
    }

    @Test func twoFingerTapThatFailsDeliversTheHeldEnds() {
        // R-D5: if it fails instead, the held ended touches are delivered.
        let stage = Stage()
        stage.view.isMultipleTouchEnabled = true
        let recognizer = stage.attach(ScriptedRecognizer(name: "twoFinger"))
        recognizer.onEnded = { recognizer, _ in
            if recognizer.numberOfTouches == 1 { recognizer.state = .failed }
        }
        stage.simulator.send([.down(1, p100), .down(2, CGPoint(x: 150, y: 100))])
        stage.simulator.up(1)
        #expect(stage.log.entries == ["began(t1,t2)"])
        stage.simulator.up(2)
        #expect(stage.log.entries == ["began(t1,t2)", "ended(t1,t2)"])
    }

    @Test func continuousRecognizerBeginningMidTouchCancelsAndSilencesTheView() {
        // R-D5: began, moved… cancelled, then nothing.
        let stage = Stage()
        stage.attach(MiniPan(name: "pan"))
        stage.simulator.down(1, at: p100)
        stage.simulator.move(1, to: CGPoint(x: 104, y: 100))
        stage.simulator.move(1, to: CGPoint(x: 115, y: 100))
        stage.simulator.move(1, to: CGPoint(x: 130, y: 100))
        stage.simulator.up(1)
        #expect(stage.log.entries == [
            "began(t1)", "moved(t1)", "cancelled(t1)", "pan:began", "pan:changed", "pan:ended",
        ])
    }

    @Test func cancelsTouchesInViewFalseKeepsTheFullSequence() {
        // R-D5: cancelsTouchesInView = false: the full sequence, touchesMoved continuing
        // while the gesture runs.
        let stage = Stage()
        let pan = stage.attach(MiniPan(name: "pan"))
        pan.cancelsTouchesInView = false
        stage.simulator.down(1, at: p100)
        stage.simulator.move(1, to: CGPoint(x: 115, y: 100))
        stage.simulator.move(1, to: CGPoint(x: 130, y: 100))
        stage.simulator.up(1)
        #expect(stage.log.entries == [
            "began(t1)", "pan:began", "moved(t1)", "pan:changed", "moved(t1)", "pan:ended", "ended(t1)",
        ])
    }
}
