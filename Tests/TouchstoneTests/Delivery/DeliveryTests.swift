import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

@MainActor
@Suite struct DeliveryTests {
    @Test func recognizersHearATouchBeforeItsView() {
        // R-D1
        let stage = Stage()
        let recognizer = stage.attach(ScriptedRecognizer(name: "r"))
        recognizer.delaysTouchesEnded = false
        recognizer.onBegan = { _, _ in stage.log.append("r heard began") }
        recognizer.onEnded = { _, _ in stage.log.append("r heard ended") }
        stage.tap()
        #expect(stage.log.entries == ["r heard began", "began(t1)", "r heard ended", "ended(t1)"])
    }

    @Test func recognizingCancelsTheTouchesInTheView() {
        // R-D2, including an ended touch still held by R-D4.
        let stage = Stage()
        stage.view.isMultipleTouchEnabled = true
        let recognizer = stage.attach(ScriptedRecognizer(name: "r"))
        recognizer.onMoved = { recognizer, _ in recognizer.state = .began }
        stage.simulator.send([.down(1, p100), .down(2, CGPoint(x: 200, y: 100))])
        stage.simulator.up(1)
        stage.simulator.move(2, to: CGPoint(x: 210, y: 100))
        stage.simulator.move(2, to: CGPoint(x: 220, y: 100))
        stage.simulator.up(2)
        #expect(stage.log.entries == ["began(t1,t2)", "cancelled(t1,t2)", "r:began", "r:changed"])
    }

    @Test func delaysTouchesBeganHoldsUntilTheRecognizerFails() {
        // R-D3: released as began, then one moved with the current location.
        let stage = Stage()
        let recognizer = stage.attach(ScriptedRecognizer(name: "r"))
        recognizer.delaysTouchesBegan = true
        var movedTo: [CGPoint] = []
        let spy = MoveWatcher(frame: stage.view.bounds, log: stage.log)
        spy.onMoved = { movedTo.append($0.location(in: nil)) }
        stage.view.addSubview(spy)
        spy.addGestureRecognizer(recognizer)
        stage.simulator.down(1, at: p100)
        stage.simulator.move(1, to: CGPoint(x: 110, y: 100))
        stage.simulator.move(1, to: CGPoint(x: 120, y: 100))
        #expect(stage.log.entries.isEmpty)
        recognizer.state = .failed
        #expect(stage.log.entries == ["began(t1)", "moved(t1)"])
        #expect(movedTo == [CGPoint(x: 120, y: 100)])  // one moved, at the current location
        stage.simulator.move(1, to: CGPoint(x: 130, y: 100))
        stage.simulator.up(1)
        #expect(stage.log.entries == ["began(t1)", "moved(t1)", "moved(t1)", "ended(t1)"])
    }

    private final class MoveWatcher: TouchLogView {
        var onMoved: (UITouch) -> Void = { _ in }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesMoved(touches, with: event)
            touches.forEach(onMoved)
        }
    }

    @Test func delaysTouchesBeganDeliversBeganAndEndedBackToBack() {
        // R-D3: a touch that already ended gets began and ended back to back.
        let stage = Stage()
        let recognizer = stage.attach(MiniTap(taps: 2, name: "double"))
        recognizer.delaysTouchesBegan = true
        stage.tap()
        #expect(stage.log.entries.isEmpty)
        stage.simulator.advance(by: 0.35)
        #expect(stage.log.entries == ["began(t1)", "ended(t1)"])
    }

    @Test func delaysTouchesBeganHidesTheTouchWhenTheRecognizerRecognizes() {
        // R-D3: the view never hears of it.
        let stage = Stage()
        let recognizer = stage.attach(MiniLongPress(name: "press"))
        recognizer.delaysTouchesBegan = true
        stage.simulator.down(1, at: p100)
        stage.simulator.advance(by: 0.6)
        stage.simulator.move(1, to: CGPoint(x: 150, y: 100))
        stage.simulator.up(1)
        #expect(stage.log.entries == ["press:began", "press:changed", "press:ended"])
    }

    @Test func sequenceQuirkLaterPhasesArriveWithoutABegan() {
        // R-D3 (seed 004 §2.2): delaysTouchesBegan and cancelsTouchesInView = false: no
        // touchesBegan, but touchesMoved still arrive after the recognition.
        let stage = Stage()
        let recognizer = stage.attach(MiniLongPress(name: "press"))
        recognizer.delaysTouchesBegan = true
        recognizer.cancelsTouchesInView = false
        stage.simulator.down(1, at: p100)
        stage.simulator.advance(by: 0.6)
        stage.simulator.move(1, to: CGPoint(x: 150, y: 100))
        stage.simulator.up(1)
        #expect(stage.log.entries == ["press:began", "press:changed", "moved(t1)", "press:ended", "ended(t1)"])
    }

    @Test func delaysTouchesEndedHoldsUntilDecided() {
        // R-D4
        let stage = Stage()
        let recognizer = stage.attach(ScriptedRecognizer(name: "r"))
        stage.tap()
        #expect(stage.log.entries == ["began(t1)"])
        recognizer.state = .failed
        #expect(stage.log.entries == ["began(t1)", "ended(t1)"])
        stage.log.clear()
        stage.tap()
        recognizer.state = .ended
        #expect(stage.log.entries == ["began(t1)", "cancelled(t1)", "r:ended"])
        stage.log.clear()
        recognizer.delaysTouchesEnded = false
        stage.tap()
        #expect(stage.log.entries == ["began(t1)", "ended(t1)"])
    }

    @Test func ignoredTouchesReleaseTheirHeldPhasesAndAreNeverCancelled() {
        // R-D6
        let stage = Stage()
        stage.view.isMultipleTouchEnabled = true
        let recognizer = stage.attach(ScriptedRecognizer(name: "r"))
        recognizer.delaysTouchesBegan = true
        recognizer.onBegan = { recognizer, touches in
            for touch in touches where touch.finger == 2 { recognizer.ignore(touch, for: touch.window!.gestureEnvironment.event) }
        }
        recognizer.onMoved = { recognizer, _ in recognizer.state = .began }
        stage.simulator.down(1, at: p100)
        stage.simulator.down(2, at: CGPoint(x: 200, y: 100))
        #expect(stage.log.entries == ["began(t2)"])  // released at once, touch 1 still held
        stage.simulator.move(1, to: CGPoint(x: 120, y: 100))
        stage.simulator.move(2, to: CGPoint(x: 220, y: 100))
        stage.simulator.up(2)
        #expect(recognizer.calls == ["began(t1)", "began(t2)", "moved(t1)"])
        #expect(stage.log.entries == ["began(t2)", "r:began", "moved(t2)", "ended(t2)"])
    }

    @Test func severalRecognizersHoldUntilAllDecideAndAnyCancels() {
        // R-D7
        let stage = Stage()
        let holdsBegan = stage.attach(ScriptedRecognizer(name: "holdsBegan"))
        holdsBegan.delaysTouchesBegan = true
        holdsBegan.cancelsTouchesInView = false
        let cancels = stage.attach(ScriptedRecognizer(name: "cancels"))
        let delegate = TestDelegate()
        delegate.simultaneous = true
        holdsBegan.delegate = delegate
        stage.simulator.down(1, at: p100)
        holdsBegan.state = .ended
        #expect(stage.log.entries == ["holdsBegan:ended"])  // began discarded (recognized)
        stage.simulator.move(1, to: CGPoint(x: 110, y: 100))
        #expect(stage.log.entries == ["holdsBegan:ended", "moved(t1)"])
        stage.simulator.up(1)
        #expect(stage.log.entries.count == 2)  // `cancels` is undecided: the end is held
        cancels.state = .ended
        #expect(stage.log.entries == ["holdsBegan:ended", "moved(t1)", "cancelled(t1)", "cancels:ended"])
    }

    @Test func waitingRecognizersKeepHolding() {
        // R-D7: recognizers waiting on requirements keep holding.
        let stage = Stage()
        let single = stage.attach(MiniTap(name: "single"))
        let double = stage.attach(MiniTap(taps: 2, name: "double"))
        single.require(toFail: double)
        double.delaysTouchesEnded = false
        stage.tap()
        #expect(stage.log.entries == ["began(t1)"])  // single, waiting, still holds the end
        stage.simulator.advance(by: 0.35)
        #expect(stage.log.entries == ["began(t1)", "cancelled(t1)", "single:ended"])
    }

    @Test func eachViewHearsOnlyItsOwnTouchesOfAnEvent() {
        // R-D1: calls are grouped per view. A recognizer on the common superview gets every
        // phase's touches of the event, which the views must not be handed as they are.
        let stage = Stage()
        stage.view.isMultipleTouchEnabled = true
        let recognizer = stage.attach(ScriptedRecognizer(name: "r"))
        recognizer.delaysTouchesEnded = false
        let left = TouchLogView(frame: CGRect(x: 0, y: 0, width: 150, height: 400), log: stage.log, label: "left")
        let right = TouchLogView(frame: CGRect(x: 150, y: 0, width: 150, height: 400), log: stage.log, label: "right")
        left.isMultipleTouchEnabled = true
        stage.view.addSubview(left)
        stage.view.addSubview(right)
        stage.simulator.send([.down(1, CGPoint(x: 50, y: 100)), .down(2, CGPoint(x: 200, y: 100)),
                              .down(3, CGPoint(x: 60, y: 120))])
        stage.simulator.send([.move(1, CGPoint(x: 55, y: 100)), .move(2, CGPoint(x: 205, y: 100))])
        stage.simulator.send([.up(1), .up(2), .up(3)])
        #expect(stage.log.entries == [
            "left.began(t1,t3)", "right.began(t2)",
            "left.moved(t1)", "right.moved(t2)",
            "left.ended(t1,t3)", "right.ended(t2)",
        ])
    }
}
