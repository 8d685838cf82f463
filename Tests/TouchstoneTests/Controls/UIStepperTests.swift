import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// UIStepper.
@MainActor
@Suite struct UIStepperTests {
    let scene = ControlTesting.Scene()
    /// At (100, 100), 94 × 32: minus on x 100…147, plus on 147…194.
    let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
    let minus = CGPoint(x: 120, y: 116)
    let plus = CGPoint(x: 170, y: 116)

    init() { scene.add(stepper) }

    @Test func tapOnPlusStepsOnTouchDown() {
        // R-C2
        let log = ControlTesting.EventLog(stepper)
        scene.fingers.down(1, at: plus)
        #expect(stepper.value == 1)
        #expect(log.events == ["touchDown", "valueChanged", "primaryAction"])
        scene.fingers.up(1)
        #expect(stepper.value == 1)
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
    }

    @Test func minusAtTheMinimumDoesNotTrack() {
        let log = ControlTesting.EventLog(stepper)
        scene.tap(at: minus)
        #expect(stepper.value == 0)
        #expect(log.events.isEmpty)
    }

    @Test func wrapsFromTheMaximumToTheMinimum() {
        stepper.maximumValue = 3
        stepper.stepValue = 2
        stepper.wraps = true
        scene.tap(at: plus)
        #expect(stepper.value == 2)
        scene.fingers.advance(by: 1)
        scene.tap(at: plus)
        #expect(stepper.value == 0)
        scene.fingers.advance(by: 1)
        scene.tap(at: minus)
        #expect(stepper.value == 3)
    }

    @Test func withoutWrappingTheLastStepStopsAtTheLimit() {
        stepper.maximumValue = 3
        stepper.stepValue = 2
        scene.tap(at: plus)
        scene.fingers.advance(by: 1)
        scene.tap(at: plus)
        #expect(stepper.value == 3)
    }

    @Test func holdingRepeatsOnTheHostClock() {
        // R-O3: autorepeat after 0.5 s, then every 0.1 s, driven by virtual time.
        scene.fingers.down(1, at: plus)
        scene.fingers.advance(by: 0.45)
        #expect(stepper.value == 1)
        scene.fingers.advance(by: 0.1)  // 0.55: the first repeat
        #expect(stepper.value == 2)
        scene.fingers.advance(by: 0.3)  // 0.85: repeats at 0.6, 0.7, 0.8
        #expect(stepper.value == 5)
        scene.fingers.up(1)
        scene.fingers.advance(by: 1)
        #expect(stepper.value == 5)
        #expect(scene.window.nextTimerDeadline == nil)
    }

    @Test func repeatPausesWhileTheFingerIsOffItsHalf() {
        scene.fingers.down(1, at: plus)
        scene.fingers.move(1, to: minus)
        scene.fingers.advance(by: 0.75)
        #expect(stepper.value == 1)
        scene.fingers.move(1, to: plus)
        scene.fingers.advance(by: 0.1)
        #expect(stepper.value == 2)
        scene.fingers.up(1)
    }

    @Test func withoutAutorepeatOneStepPerTouch() {
        stepper.autorepeat = false
        scene.fingers.down(1, at: plus)
        scene.fingers.advance(by: 2)
        scene.fingers.up(1)
        #expect(stepper.value == 1)
    }

    @Test func notContinuousReportsOnceAtTheEnd() {
        stepper.isContinuous = false
        let log = ControlTesting.EventLog(stepper)
        scene.fingers.down(1, at: plus)
        scene.fingers.advance(by: 0.75)
        #expect(stepper.value == 4)
        #expect(log.events == ["touchDown"])
        scene.fingers.up(1)
        #expect(log.events == ["touchDown", "valueChanged", "primaryAction", "touchUpInside"])
    }

    @Test func valueIsClampedToTheRange() {
        stepper.value = 500
        #expect(stepper.value == 100)
        stepper.minimumValue = -10
        stepper.value = -50
        #expect(stepper.value == -10)
    }
}
