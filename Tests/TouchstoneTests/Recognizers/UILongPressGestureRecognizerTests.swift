import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// UILongPressGestureRecognizer.
@MainActor
@Suite struct UILongPressGestureRecognizerTests {
    let stage = Stage(multipleTouch: true)
    let point = CGPoint(x: 200, y: 300)

    /// Defaults: 0.5 s, 10 pt, no taps, one finger.
    @Test func defaults() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)  // §7
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.state == .possible)
    }

    // MARK: Beginning

    /// Begins when the minimum duration has passed, without any touch event.
    @Test func beginsOnTimer() {
        let press = stage.attach(UILongPressGestureRecognizer(), as: "press")
        let actions = ActionRecorder(press)
        stage.simulator.down(1, at: point)
        stage.advance(to: 0.49)
        #expect(press.state == .possible)
        stage.advance(to: 0.5)
        #expect(press.state == .began)
        #expect(actions.states == [.began])  // R-S5
        // R-D5: a continuous recognizer that begins mid-touch cancels it in the view,
        // before its action.
        #expect(stage.log.entries == ["began(t1)", "cancelled(t1)", "press:began"])
    }

    /// A custom minimum duration is honored.
    @Test func customDuration() {
        let press = stage.attach(UILongPressGestureRecognizer(), as: "press")
        press.minimumPressDuration = 1.2
        stage.simulator.down(1, at: point)
        stage.advance(to: 1.19)
        #expect(press.state == .possible)
        stage.advance(to: 1.2)
        #expect(press.state == .began)
    }

    /// The action sequence: began, changed on every move with no limit, ended on the lift.
    @Test func actionSequence() {
        let press = stage.attach(UILongPressGestureRecognizer(), as: "press")
        let actions = ActionRecorder(press, locationIn: stage.view)
        stage.simulator.down(1, at: point)
        stage.simulator.advance(by: 0.6)
        stage.simulator.move(1, to: CGPoint(x: 250, y: 300))
        stage.simulator.move(1, to: CGPoint(x: 300, y: 500))
        stage.simulator.move(1, to: CGPoint(x: 20, y: 20))  // far beyond 10 pt: no limit now
        stage.simulator.up(1)
        #expect(actions.states == [.began, .changed, .changed, .changed, .ended])  // R-S2, R-S5
        #expect(actions.locations == [point, CGPoint(x: 250, y: 300), CGPoint(x: 300, y: 500),
                                      CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 20)])
        // R-D5: after the cancellation the view hears nothing more of the touch.
        #expect(stage.log.entries == ["began(t1)", "cancelled(t1)", "press:began", "press:changed",
                                      "press:changed", "press:changed", "press:ended"])
        #expect(press.state == .possible)  // R-S6
    }

    // MARK: Failing

    /// Moving more than allowableMovement before the timer fails it; up to it does not.
    @Test func movementBeforeBegan() {
        let press = stage.attach(UILongPressGestureRecognizer(), as: "press")
        let actions = ActionRecorder(press)
        stage.simulator.down(1, at: point)
        stage.simulator.move(1, to: CGPoint(x: point.x + 6, y: point.y + 8))  // 10 pt
        stage.simulator.advance(by: 0.5)
        #expect(actions.states == [.began])
        stage.simulator.up(1)

        stage.simulator.advance(by: 1)
        stage.simulator.down(1, at: point)
        stage.simulator.advance(by: 0.3)
        stage.simulator.move(1, to: CGPoint(x: point.x + 10.5, y: point.y))
        #expect(press.state == .failed)
        stage.simulator.advance(by: 0.5)
        stage.simulator.up(1)
        #expect(actions.states == [.began, .ended])
    }

    /// A custom allowableMovement is honored.
    @Test func customMovement() {
        let press = stage.attach(UILongPressGestureRecognizer(), as: "press")
        press.allowableMovement = 30
        stage.simulator.down(1, at: point)
        stage.simulator.move(1, to: CGPoint(x: point.x + 29, y: point.y))
        stage.simulator.advance(by: 0.5)
        #expect(press.state == .began)
    }

    /// Lifting before the timer fails it and releases the held lift to the view.
    @Test func liftBeforeBegan() {
        let press = stage.attach(UILongPressGestureRecognizer(), as: "press")
        let actions = ActionRecorder(press)
        stage.simulator.down(1, at: point)
        stage.simulator.advance(by: 0.3)
        stage.simulator.up(1)
        stage.simulator.advance(by: 1)
        #expect(actions.states.isEmpty)
        #expect(stage.log.entries == ["began(t1)", "ended(t1)"])  // R-D4
    }

    /// An extra finger before the timer fails it.
    @Test func extraFingerBeforeBegan() {
        let press = stage.attach(UILongPressGestureRecognizer(), as: "press")
        stage.simulator.down(1, at: point)
        stage.simulator.advance(by: 0.2)
        stage.simulator.down(2, at: CGPoint(x: 100, y: 100))
        #expect(press.state == .failed)
        stage.simulator.advance(by: 0.5)
        #expect(press.state == .failed)
    }

    // MARK: Taps before the press

    /// One tap then a press: begins 0.5 s after the press comes down.
    @Test func tapThenPress() {
        let press = stage.attach(UILongPressGestureRecognizer(), as: "press")
        press.numberOfTapsRequired = 1
        let actions = ActionRecorder(press, locationIn: stage.view)
        stage.tap(1, at: point, hold: 0.1)
        stage.simulator.advance(by: 0.6)  // a tap alone is no press
        #expect(press.state == .possible)
        #expect(actions.states.isEmpty)

        stage.simulator.advance(by: 1)
        stage.tap(1, at: point, hold: 0.1)
        stage.simulator.advance(by: 0.3)
        let pressTime = stage.simulator.now
        stage.simulator.down(1, at: CGPoint(x: point.x + 20, y: point.y))
        stage.advance(to: pressTime + 0.49)
        #expect(press.state == .possible)
        stage.advance(to: pressTime + 0.5)
        #expect(actions.states == [.began])
        #expect(actions.locations == [CGPoint(x: point.x + 20, y: point.y)])
    }

    /// The press after the taps follows the tap rules: in time, near, and the taps short.
    @Test func tapRulesBeforePress() {
        let press = stage.attach(UILongPressGestureRecognizer(), as: "press")
        press.numberOfTapsRequired = 1
        let actions = ActionRecorder(press)

        stage.tap(1, at: point, hold: 0.1)
        stage.simulator.advance(by: 0.36)  // the press comes too late
        stage.simulator.down(1, at: point)
        stage.simulator.advance(by: 0.6)
        #expect(actions.states.isEmpty)
        stage.simulator.up(1)  // that touch was the first tap of a new attempt

        stage.simulator.advance(by: 1)
        stage.tap(1, at: point, hold: 0.1)
        stage.simulator.advance(by: 0.1)
        stage.simulator.down(1, at: CGPoint(x: point.x + 46, y: point.y))  // too far from the tap
        #expect(press.state == .failed)
        stage.simulator.up(1)

        stage.simulator.advance(by: 1)
        stage.tap(1, at: point, hold: 0.8)  // the tap is held too long
        #expect(press.state == .possible)  // failed at 0.75 s, reset on the lift
        stage.simulator.advance(by: 0.1)
        stage.simulator.down(1, at: point)
        stage.simulator.advance(by: 0.6)
        #expect(actions.states.isEmpty)  // that touch was the first tap of a new attempt
        stage.simulator.up(1)

        stage.simulator.advance(by: 1)
        stage.simulator.down(1, at: point)
        stage.simulator.move(1, to: CGPoint(x: point.x + 30, y: point.y))  // a tap may move 30 pt
        stage.simulator.up(1)
        stage.simulator.advance(by: 0.1)
        stage.simulator.down(1, at: point)
        stage.simulator.advance(by: 0.5)
        #expect(actions.states == [.began])
    }

    // MARK: Several fingers

    /// Two fingers: the timer starts when both are down; one lifting ends it.
    @Test func twoFingers() {
        let press = stage.attach(UILongPressGestureRecognizer(), as: "press")
        press.numberOfTouchesRequired = 2
        let actions = ActionRecorder(press, locationIn: stage.view)
        stage.simulator.down(1, at: CGPoint(x: 100, y: 300))
        stage.advance(to: 0.3)
        stage.simulator.down(2, at: CGPoint(x: 200, y: 300))
        stage.advance(to: 0.75)
        #expect(press.state == .possible)  // 0.75 s after the first finger, 0.45 after both
        stage.advance(to: 0.8)
        #expect(press.state == .began)
        stage.simulator.move(2, to: CGPoint(x: 300, y: 300))
        stage.simulator.up(1)
        #expect(actions.states == [.began, .changed, .ended])
        #expect(actions.locations == [CGPoint(x: 150, y: 300), CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 300)])
        #expect(actions.touchCounts == [2, 2, 2])
        stage.simulator.up(2)
        #expect(actions.states.count == 3)
    }

    /// Two fingers: one lifting or a third touching before the timer fails it.
    @Test func twoFingerFailures() {
        let press = stage.attach(UILongPressGestureRecognizer(), as: "press")
        press.numberOfTouchesRequired = 2
        stage.simulator.send([.down(1, CGPoint(x: 100, y: 300)), .down(2, CGPoint(x: 200, y: 300))])
        stage.simulator.advance(by: 0.2)
        stage.simulator.up(1)
        #expect(press.state == .failed)
        stage.simulator.up(2)

        stage.simulator.advance(by: 1)
        stage.simulator.send([.down(1, CGPoint(x: 100, y: 300)), .down(2, CGPoint(x: 200, y: 300))])
        stage.simulator.down(3, at: CGPoint(x: 300, y: 300))
        #expect(press.state == .failed)
    }

    /// Fingers added after began are ignored and reach the view untouched (R-D6)
    @Test func extraFingerAfterBegan() {
        let press = stage.attach(UILongPressGestureRecognizer(), as: "press")
        let actions = ActionRecorder(press)
        stage.simulator.down(1, at: point)
        stage.simulator.advance(by: 0.5)
        stage.simulator.down(2, at: CGPoint(x: 100, y: 100))
        #expect(press.numberOfTouches == 1)
        stage.simulator.move(2, to: CGPoint(x: 150, y: 150))  // not the press's touch: no changed
        stage.simulator.up(2)
        stage.simulator.move(1, to: CGPoint(x: 210, y: 300))
        stage.simulator.up(1)
        #expect(actions.states == [.began, .changed, .ended])
        // R-D6: the ignored touch is never held or cancelled because of the press.
        #expect(stage.log.entries == ["began(t1)", "cancelled(t1)", "press:began",
                                      "began(t2)", "moved(t2)", "ended(t2)", "press:changed", "press:ended"])
    }

    // MARK: Alongside a tap

    /// With a tap on the same view, a quick tap fires only the tap and a hold only the press.
    @Test func tapOrHold() {
        stage.attach(UITapGestureRecognizer(), as: "tap")
        stage.attach(UILongPressGestureRecognizer(), as: "press")
        let decisions = DecisionRecorder(stage.window)
        stage.tap(1, at: point, hold: 0.1)
        #expect(decisions.outcomes == ["tap:recognized(R-S2)", "press:failed(R-A3)"])
        stage.simulator.advance(by: 1)
        stage.simulator.down(1, at: point)
        stage.simulator.advance(by: 0.5)
        stage.simulator.up(1)
        stage.simulator.advance(by: 1)
        #expect(Array(decisions.outcomes.suffix(2)) == ["press:began(R-S2)", "tap:failed(R-A3)"])
        #expect(stage.log.entries == ["began(t1)", "cancelled(t1)", "tap:ended",
                                      "began(t1)", "cancelled(t1)", "press:began", "press:ended"])
    }

    // MARK: Geometry

    /// In a rotated, scaled view the location converts and the movement stays in window points.
    @Test func transformedView() {
        let container = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        container.transform = CGAffineTransform(rotationAngle: -.pi / 2).scaledBy(x: 0.5, y: 0.5)
        stage.window.addSubview(container)
        let press = UILongPressGestureRecognizer()
        container.addGestureRecognizer(press)
        let actions = ActionRecorder(press, locationIn: container)
        // Window (150, 200) is the bounds' center (100, 100); a window step right of
        // (dx, 0) is (0, 2·dx) in the view.
        stage.simulator.down(1, at: CGPoint(x: 150, y: 200))
        stage.simulator.move(1, to: CGPoint(x: 159, y: 200))  // 9 window pt, 18 view pt
        stage.simulator.advance(by: 0.5)
        #expect(actions.states == [.began])
        #expect(isClose(actions.locations[0], CGPoint(x: 100, y: 118)))
        stage.simulator.move(1, to: CGPoint(x: 150, y: 210))
        #expect(isClose(actions.locations[1], CGPoint(x: 80, y: 100)))
        stage.simulator.up(1)

        stage.simulator.advance(by: 1)
        stage.simulator.down(1, at: CGPoint(x: 150, y: 200))
        stage.simulator.move(1, to: CGPoint(x: 150, y: 211))  // 11 window pt, 22 view pt
        #expect(press.state == .failed)
    }

    // MARK: Interruptions

    /// A system cancel after began sends cancelled; before began it fails silently.
    @Test func systemCancel() {
        let press = stage.attach(UILongPressGestureRecognizer(), as: "press")
        let actions = ActionRecorder(press)
        stage.simulator.down(1, at: point)
        stage.simulator.advance(by: 0.6)
        stage.simulator.cancel(1)
        #expect(actions.states == [.began, .cancelled])  // R-S5: began was delivered

        stage.simulator.advance(by: 1)
        stage.simulator.down(1, at: point)
        stage.simulator.advance(by: 0.2)
        stage.simulator.cancel(1)
        stage.simulator.advance(by: 1)
        #expect(actions.states == [.began, .cancelled])
        #expect(Array(stage.log.entries.suffix(2)) == ["began(t1)", "cancelled(t1)"])
    }

    /// Disabling after began cancels with an action; before began fails silently (R-S8)
    @Test func disabledMidGesture() {
        let press = stage.attach(UILongPressGestureRecognizer(), as: "press")
        let actions = ActionRecorder(press)
        stage.simulator.down(1, at: point)
        stage.simulator.advance(by: 0.6)
        press.isEnabled = false
        #expect(actions.states == [.began, .cancelled])
        stage.simulator.move(1, to: CGPoint(x: 300, y: 300))
        stage.simulator.up(1)
        #expect(actions.states == [.began, .cancelled])  // it ignores the rest of the sequence

        press.isEnabled = true
        stage.simulator.advance(by: 1)
        stage.log.clear()
        stage.simulator.down(1, at: point)
        stage.simulator.advance(by: 0.2)
        press.isEnabled = false
        stage.simulator.advance(by: 0.5)
        stage.simulator.up(1)
        #expect(actions.states == [.began, .cancelled])
        #expect(stage.log.entries == ["began(t1)", "ended(t1)"])
    }
}
