import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// UITapGestureRecognizer.
@MainActor
@Suite struct UITapGestureRecognizerTests {
    let stage = Stage(multipleTouch: true)
    let point = CGPoint(x: 200, y: 300)

    // MARK: Defaults

    /// Defaults: one tap of one finger, base-class delivery flags.
    @Test func defaults() {
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1)  // §7
        #expect(tap.numberOfTouchesRequired == 1)
        #expect(tap.state == .possible)
        #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
        #expect(UIGestureRecognizer.State.recognized == .ended)  // R-S1
    }

    // MARK: Recognition

    /// A tap recognizes on the lift, at once, with one ended action.
    @Test func recognizesOnLift() {
        let tap = stage.attach(UITapGestureRecognizer(), as: "tap")
        let actions = ActionRecorder(tap)
        stage.simulator.down(1, at: point)
        stage.simulator.advance(by: 0.1)
        #expect(actions.states.isEmpty)
        stage.simulator.up(1)
        #expect(actions.states == [.ended])  // R-S2, R-S5: one action, no timer needed
        // R-D4, R-D2: the held lift becomes a cancellation, sent before the action (R-D5).
        #expect(stage.log.entries == ["began(t1)", "cancelled(t1)", "tap:ended"])
        #expect(tap.state == .possible)  // R-S6: reset once its touches ended
    }

    /// The recognizer is ready again after each tap.
    @Test func recognizesRepeatedly() {
        let tap = stage.attach(UITapGestureRecognizer(), as: "tap")
        let actions = ActionRecorder(tap)
        stage.tap(1, at: point, hold: 0.1)
        stage.simulator.advance(by: 1)
        stage.tap(1, at: CGPoint(x: 20, y: 700), hold: 0.1)
        #expect(actions.states == [.ended, .ended])  // R-S6
    }

    /// A tap that moves up to 45 pt still recognizes; beyond, it fails at once.
    @Test func movementLimit() {
        let tap = stage.attach(UITapGestureRecognizer(), as: "tap")
        let actions = ActionRecorder(tap)
        stage.simulator.down(1, at: point)
        stage.simulator.move(1, to: CGPoint(x: point.x + 27, y: point.y + 36))  // exactly 45 pt
        stage.simulator.up(1)
        #expect(actions.states == [.ended])

        stage.simulator.advance(by: 1)
        stage.log.clear()
        stage.simulator.down(1, at: point)
        stage.simulator.move(1, to: CGPoint(x: point.x, y: point.y + 45.5))
        #expect(tap.state == .failed)  // §7: centroid moved > 45 pt
        stage.simulator.up(1)
        #expect(actions.states == [.ended])  // R-S5: no action for failed
        // R-D4: a failed recognizer no longer holds the lift.
        #expect(stage.log.entries == ["began(t1)", "moved(t1)", "ended(t1)"])
    }

    /// A finger held down longer than 0.75 s fails the tap when the time passes.
    @Test func holdLimit() {
        let tap = stage.attach(UITapGestureRecognizer(), as: "tap")
        let actions = ActionRecorder(tap)
        stage.tap(1, at: point, hold: 0.74)
        #expect(actions.states == [.ended])

        stage.simulator.advance(by: 1)
        stage.simulator.down(1, at: point)
        stage.simulator.advance(by: 0.7)
        #expect(tap.state == .possible)
        stage.simulator.advance(by: 0.1)
        #expect(tap.state == .failed)  // §7: the timer fails it without any touch event
        stage.simulator.up(1)
        #expect(actions.states == [.ended])
        #expect(tap.state == .possible)  // R-S6
    }

    /// More fingers than required fail the tap.
    @Test func tooManyFingers() {
        let tap = stage.attach(UITapGestureRecognizer(), as: "tap")
        let actions = ActionRecorder(tap)
        stage.simulator.down(1, at: point)
        stage.simulator.down(2, at: CGPoint(x: 250, y: 300))
        #expect(tap.state == .failed)
        stage.simulator.up(1)
        stage.simulator.up(2)
        #expect(actions.states.isEmpty)
    }

    /// A tap with fewer fingers than required fails on the lift.
    @Test func tooFewFingers() {
        let tap = stage.attach(UITapGestureRecognizer(), as: "tap")
        tap.numberOfTouchesRequired = 2
        let actions = ActionRecorder(tap)
        stage.simulator.down(1, at: point)
        stage.simulator.advance(by: 0.05)
        stage.simulator.up(1)
        #expect(actions.states.isEmpty)
        #expect(tap.state == .possible)  // failed, then reset (R-S6)
        // R-D4: the held lift goes to the view once the recognizer failed.
        #expect(stage.log.entries == ["began(t1)", "ended(t1)"])
    }

    /// The system cancelling the touch fails the tap, and the view hears the cancellation.
    @Test func systemCancel() {
        let tap = stage.attach(UITapGestureRecognizer(), as: "tap")
        let actions = ActionRecorder(tap)
        let decisions = DecisionRecorder(stage.window)
        stage.simulator.down(1, at: point)
        stage.simulator.cancel(1)
        #expect(actions.states.isEmpty)
        #expect(decisions.outcomes == ["tap:failed(R-S2)"])
        #expect(stage.log.entries == ["began(t1)", "cancelled(t1)"])
    }

    /// Disabling the tap mid-gesture fails it silently and releases the touch to the view.
    @Test func disabledMidGesture() {
        let tap = stage.attach(UITapGestureRecognizer(), as: "tap")
        let actions = ActionRecorder(tap)
        stage.simulator.down(1, at: point)
        tap.isEnabled = false  // R-S8
        #expect(tap.state == .possible)  // failed, and reset at once: it has no touch left
        stage.simulator.up(1)
        #expect(actions.states.isEmpty)
        #expect(stage.log.entries == ["began(t1)", "ended(t1)"])
        tap.isEnabled = true
        stage.simulator.advance(by: 1)
        stage.tap(1, at: point, hold: 0.1)
        #expect(actions.states == [.ended])
    }

    /// Disabling a double tap between its taps fails it.
    @Test func disabledBetweenTaps() {
        let double = stage.attach(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        let actions = ActionRecorder(double)
        stage.tap(1, at: point, hold: 0.1)
        double.isEnabled = false  // R-S8
        stage.simulator.advance(by: 0.1)
        stage.tap(1, at: point, hold: 0.1)
        #expect(actions.states.isEmpty)
        // The first lift was held while the double tap was undecided (R-D4); the
        // withdrawal released it.
        #expect(stage.log.entries == ["began(t1)", "ended(t1)", "began(t1)", "ended(t1)"])
    }

    // MARK: Multiple taps

    /// A double tap recognizes on the second lift, not before.
    @Test func doubleTap() {
        let double = stage.attach(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        let actions = ActionRecorder(double)
        stage.tap(1, at: point, hold: 0.1)
        #expect(actions.states.isEmpty)
        #expect(double.state == .possible)
        stage.simulator.advance(by: 0.3)
        stage.tap(1, at: CGPoint(x: point.x + 10, y: point.y), hold: 0.1)
        #expect(actions.states == [.ended])
    }

    /// The next tap must begin within 0.35 s of the lift.
    @Test func tapInterval() {
        let double = stage.attach(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        let actions = ActionRecorder(double)
        stage.tap(1, at: point, hold: 0.1)
        stage.simulator.advance(by: 0.34)
        #expect(double.state == .possible)
        stage.simulator.advance(by: 0.02)
        #expect(double.state == .possible)  // failed at 0.35 s and reset: nothing is down
        stage.tap(1, at: point, hold: 0.1)
        #expect(actions.states.isEmpty)  // that tap starts a new attempt
        #expect(stage.log.entries == ["began(t1)", "ended(t1)", "began(t1)"])
    }

    /// The next tap must land within 45 pt of the first.
    @Test func tapDistance() {
        let double = stage.attach(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        let actions = ActionRecorder(double)
        stage.tap(1, at: point, hold: 0.1)
        stage.simulator.advance(by: 0.1)
        stage.simulator.down(1, at: CGPoint(x: point.x + 46, y: point.y))
        #expect(double.state == .failed)
        stage.simulator.up(1)
        #expect(actions.states.isEmpty)

        stage.simulator.advance(by: 1)
        stage.tap(1, at: point, hold: 0.1)
        stage.simulator.advance(by: 0.1)
        stage.tap(1, at: CGPoint(x: point.x + 44, y: point.y), hold: 0.1)
        #expect(actions.states == [.ended])
    }

    /// The strays of later taps are measured from the first tap.
    @Test func laterTapsMeasuredFromFirst() {
        let triple = stage.attach(UITapGestureRecognizer(), as: "triple")
        triple.numberOfTapsRequired = 3
        let actions = ActionRecorder(triple)
        stage.tap(1, at: point, hold: 0.1)
        stage.simulator.advance(by: 0.1)
        stage.tap(1, at: CGPoint(x: point.x + 40, y: point.y), hold: 0.1)
        stage.simulator.advance(by: 0.1)
        // 40 pt from the second tap but 80 from the first.
        stage.simulator.down(1, at: CGPoint(x: point.x + 80, y: point.y))
        #expect(triple.state == .failed)
        stage.simulator.up(1)
        #expect(actions.states.isEmpty)
    }

    /// A triple tap reports the first tap's location.
    @Test func tripleTapLocation() {
        let triple = stage.attach(UITapGestureRecognizer(), as: "triple")
        triple.numberOfTapsRequired = 3
        let actions = ActionRecorder(triple, locationIn: stage.view)
        stage.tap(1, at: point, hold: 0.1)
        stage.simulator.advance(by: 0.2)
        stage.tap(1, at: CGPoint(x: point.x + 10, y: point.y + 5), hold: 0.1)
        stage.simulator.advance(by: 0.2)
        stage.tap(1, at: CGPoint(x: point.x - 10, y: point.y + 20), hold: 0.1)
        #expect(actions.states == [.ended])
        #expect(actions.locations == [point])  // §7: the centroid of the first tap
    }

    // MARK: Several fingers

    /// A two-finger tap recognizes when both fingers lifted, located between them.
    @Test func twoFingerTap() {
        let tap = stage.attach(UITapGestureRecognizer(), as: "tap")
        tap.numberOfTouchesRequired = 2
        let actions = ActionRecorder(tap, locationIn: stage.view)
        stage.simulator.down(1, at: CGPoint(x: 100, y: 300))
        stage.simulator.advance(by: 0.05)
        stage.simulator.down(2, at: CGPoint(x: 200, y: 340))
        stage.simulator.advance(by: 0.05)
        stage.simulator.up(1)
        #expect(actions.states.isEmpty)
        stage.simulator.up(2)
        #expect(actions.states == [.ended])
        #expect(actions.locations == [CGPoint(x: 150, y: 320)])
    }

    /// A two-finger tap limits the movement of the centroid, not of each finger.
    @Test func twoFingerCentroidMovement() {
        let tap = stage.attach(UITapGestureRecognizer(), as: "tap")
        tap.numberOfTouchesRequired = 2
        let actions = ActionRecorder(tap)
        stage.simulator.send([.down(1, CGPoint(x: 100, y: 300)), .down(2, CGPoint(x: 200, y: 300))])
        stage.simulator.move(2, to: CGPoint(x: 280, y: 300))  // finger 80 pt, centroid 40 pt
        #expect(tap.state == .possible)
        stage.simulator.send([.up(1), .up(2)])
        #expect(actions.states == [.ended])

        stage.simulator.advance(by: 1)
        stage.simulator.send([.down(1, CGPoint(x: 100, y: 300)), .down(2, CGPoint(x: 200, y: 300))])
        stage.simulator.move(2, to: CGPoint(x: 292, y: 300))  // centroid 46 pt
        #expect(tap.state == .failed)
        stage.simulator.send([.up(1), .up(2)])
        #expect(actions.states == [.ended])
    }

    /// A two-finger double tap needs both taps with two fingers.
    @Test func twoFingerDoubleTap() {
        let tap = stage.attach(UITapGestureRecognizer(), as: "tap")
        tap.numberOfTouchesRequired = 2
        tap.numberOfTapsRequired = 2
        let actions = ActionRecorder(tap, locationIn: stage.view)
        for _ in 0..<2 {
            stage.simulator.send([.down(1, CGPoint(x: 100, y: 300)), .down(2, CGPoint(x: 140, y: 300))])
            stage.simulator.advance(by: 0.1)
            stage.simulator.send([.up(1), .up(2)])
            stage.simulator.advance(by: 0.1)
        }
        #expect(actions.states == [.ended])
        #expect(actions.locations == [CGPoint(x: 120, y: 300)])
    }

    // MARK: Geometry

    /// In a rotated, scaled view the location converts and the slop stays in window points.
    @Test func transformedView() {
        let container = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        container.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        stage.window.addSubview(container)
        let tap = UITapGestureRecognizer()
        container.addGestureRecognizer(tap)
        let actions = ActionRecorder(tap, locationIn: container)
        // The container's center (150, 200) in the window is its bounds' center (100, 100).
        let center = CGPoint(x: 150, y: 200)
        stage.simulator.down(1, at: center)
        stage.simulator.move(1, to: CGPoint(x: 150, y: 240))  // 40 window pt, 20 view pt
        stage.simulator.up(1)
        #expect(actions.states == [.ended])
        #expect(isClose(actions.locations[0], CGPoint(x: 100, y: 100)))  // where it came down

        // 20 window pt right of the center is 10 view pt along the view's -y axis.
        stage.simulator.advance(by: 1)
        stage.tap(1, at: CGPoint(x: 170, y: 200), hold: 0.1)
        #expect(isClose(actions.locations[1], CGPoint(x: 100, y: 90)))

        stage.simulator.advance(by: 1)
        stage.simulator.down(1, at: center)
        stage.simulator.move(1, to: CGPoint(x: 150, y: 250))  // 50 window pt, 25 view pt
        #expect(tap.state == .failed)
        stage.simulator.up(1)
        #expect(actions.states.count == 2)
    }

    // MARK: R-A7

    /// A tap cannot prevent a tap with more taps and as many fingers, nor a long press after as many taps.
    @Test func preventionOverrides() {
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let twoFingerDouble = UITapGestureRecognizer()
        twoFingerDouble.numberOfTapsRequired = 2
        twoFingerDouble.numberOfTouchesRequired = 2
        let press = UILongPressGestureRecognizer()
        let tapThenPress = UILongPressGestureRecognizer()
        tapThenPress.numberOfTapsRequired = 1
        #expect(!single.canPrevent(double))  // R-A7
        #expect(double.canPrevent(single))
        #expect(single.canPrevent(twoFingerDouble))
        #expect(!single.canPrevent(tapThenPress))
        #expect(single.canPrevent(press))
        #expect(double.canPrevent(tapThenPress))
        #expect(single.canPrevent(UIGestureRecognizer()))
        #expect(single.canBePrevented(by: double))
    }

    /// Tap then hold: a tap and a tap-then-press long press both act on one view.
    @Test func tapThenHold() {
        stage.attach(UITapGestureRecognizer(), as: "tap")
        let press = stage.attach(UILongPressGestureRecognizer(), as: "press")
        press.numberOfTapsRequired = 1
        stage.tap(1, at: point, hold: 0.1)
        #expect(press.state == .possible)  // R-A7: the tap did not prevent it
        stage.simulator.advance(by: 0.2)
        stage.simulator.down(1, at: point)
        stage.simulator.advance(by: 0.5)
        #expect(press.state == .began)
        stage.simulator.up(1)
        // The second touch also reached the tap, which the press excluded when it began
        // (R-A3).
        #expect(stage.log.entries == ["began(t1)", "cancelled(t1)", "tap:ended",
                                      "began(t1)", "cancelled(t1)", "press:began", "press:ended"])
    }

    // MARK: Properties

    /// Generated taps that jitter within the slop always recognize.
    @Test func jitteredTapsRecognize() {
        var generator = SeededRandomGenerator(seed: 0x7A9)
        for run in 0..<300 {
            let stage = Stage(multipleTouch: true)
            let tap = stage.attach(UITapGestureRecognizer(), as: "tap")
            tap.numberOfTouchesRequired = Int.random(in: 1...2, using: &generator)
            let actions = ActionRecorder(tap)
            let fingers = 1...tap.numberOfTouchesRequired
            let starts = fingers.map { _ in
                CGPoint(x: .random(in: 60...340, using: &generator), y: .random(in: 60...740, using: &generator))
            }
            stage.simulator.send(fingers.map { .down($0, starts[$0 - 1]) })
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                stage.simulator.advance(by: .random(in: 0...0.08, using: &generator))
                // Every finger stays within 44 pt of its start, so the centroid does too.
                stage.simulator.send(fingers.map { finger in
                    let angle = CGFloat.random(in: 0..<(2 * .pi), using: &generator)
                    let radius = CGFloat.random(in: 0...44, using: &generator)
                    let start = starts[finger - 1]
                    return .move(finger, CGPoint(x: start.x + radius * cos(angle), y: start.y + radius * sin(angle)))
                })
            }
            stage.simulator.send(fingers.map { .up($0) })
            #expect(actions.states == [.ended], "run \(run)")
        }
    }

    /// Generated drags that leave the slop never tap.
    @Test func dragsNeverTap() {
        var generator = SeededRandomGenerator(seed: 0xD2A6)
        for run in 0..<300 {
            let stage = Stage(multipleTouch: true)
            let tap = stage.attach(UITapGestureRecognizer(), as: "tap")
            let actions = ActionRecorder(tap)
            let start = CGPoint(x: .random(in: 100...300, using: &generator), y: .random(in: 100...700, using: &generator))
            let angle = CGFloat.random(in: 0..<(2 * .pi), using: &generator)
            let length = CGFloat.random(in: 46...90, using: &generator)
            let end = CGPoint(x: start.x + length * cos(angle), y: start.y + length * sin(angle))
            stage.simulator.down(1, at: start)
            stage.drag(1, to: end, steps: Int.random(in: 1...6, using: &generator),
                       duration: .random(in: 0.01...0.5, using: &generator))
            if Bool.random(using: &generator) { stage.drag(1, to: start) }  // coming back does not help
            stage.simulator.up(1)
            #expect(actions.states.isEmpty, "run \(run)")
        }
    }
}
