import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// The scenarios of seeds 000 (Apple's guide, sections 三 and 五) and 004 (the blog post
/// on recognizers and hit-tested views) played with the built-in tap and long-press
/// recognizers, asserting what the view hears and which actions go out, in order.
@MainActor
@Suite struct DiscreteRecognizerSeedScenarioTests {
    let stage = Stage(multipleTouch: true)
    let point = CGPoint(x: 200, y: 300)

    /// A single-tap and a double-tap recognizer on the stage's view, single first.
    func singleAndDouble() -> (single: UITapGestureRecognizer, double: UITapGestureRecognizer) {
        let single = stage.attach(UITapGestureRecognizer(), as: "single")
        let double = stage.attach(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        return (single, double)
    }

    /// Two taps, with fingers 1 and 2 so that the log tells the touches apart.
    func doubleTap(gap: TimeInterval = 0.2) {
        stage.tap(1, at: point, hold: 0.1)
        stage.simulator.advance(by: gap)
        stage.tap(2, at: CGPoint(x: point.x + 5, y: point.y + 5), hold: 0.1)
    }

    // MARK: Single tap versus double tap (seed 000 §三 2.1, seed 004 §1.2)

    /// Single requiring double to fail: a single tap fires 0.35 s after the lift.
    @Test func singleWaitsForDouble() {
        let (single, double) = singleAndDouble()
        single.require(toFail: double)  // R-A5
        stage.tap(1, at: point, hold: 0.1)
        let lift = stage.simulator.now
        stage.advance(to: lift + 0.34)
        #expect(single.state == .ended)  // R-A6: it reads the pending state, but sends nothing
        #expect(stage.log.entries == ["began(t1)"])  // R-D4: the lift is still held
        stage.advance(to: lift + 0.35)
        // The double tap gave up; the single tap takes effect: cancellation, then action.
        #expect(stage.log.entries == ["began(t1)", "cancelled(t1)", "single:ended"])
        #expect(single.state == .possible && double.state == .possible)  // R-S6
    }

    /// Single requiring double to fail: a double tap fires only the double tap.
    @Test func doubleTapWithRequirement() {
        let (single, double) = singleAndDouble()
        single.require(toFail: double)
        doubleTap()
        // R-A6: the double tap recognized, so the waiting single tap failed.
        #expect(stage.log.entries == ["began(t1)", "began(t2)", "cancelled(t1)", "cancelled(t2)", "double:ended"])
        stage.simulator.advance(by: 1)
        #expect(stage.log.entries.count == 5)
    }

    /// The delegate's shouldRequireFailureOf makes the same requirement.
    @Test func delegateRequiresFailure() {
        let (single, double) = singleAndDouble()
        let delegate = FixedAnswerDelegate()
        delegate.requiresFailureOf = double
        single.delegate = delegate  // R-A5
        stage.tap(1, at: point, hold: 0.1)
        let lift = stage.simulator.now
        stage.advance(to: lift + 0.34)
        #expect(stage.log.entries == ["began(t1)"])
        stage.advance(to: lift + 0.35)
        #expect(stage.log.entries == ["began(t1)", "cancelled(t1)", "single:ended"])

        stage.simulator.advance(by: 1)
        stage.log.clear()
        doubleTap()
        #expect(stage.log.entries == ["began(t1)", "began(t2)", "cancelled(t1)", "cancelled(t2)", "double:ended"])
    }

    /// The other delegate's shouldBeRequiredToFailBy makes the same requirement.
    @Test func delegateRequiredToFail() {
        let (single, double) = singleAndDouble()
        let delegate = FixedAnswerDelegate()
        delegate.isRequiredToFailBy = single
        double.delegate = delegate  // R-A5
        doubleTap()
        #expect(stage.log.entries == ["began(t1)", "began(t2)", "cancelled(t1)", "cancelled(t2)", "double:ended"])
    }

    /// No requirement: single fires on the first lift, double on the second (R-A7)
    @Test(arguments: [false, true])
    func doubleTapWithoutRequirement(doubleAddedFirst: Bool) {
        if doubleAddedFirst {
            let double = stage.attach(UITapGestureRecognizer(), as: "double")
            double.numberOfTapsRequired = 2
            stage.attach(UITapGestureRecognizer(), as: "single")
        } else {
            _ = singleAndDouble()
        }
        doubleTap()
        // R-A7: the single tap did not prevent the double tap. On the second tap the double
        // tap, in the attempt since the first one, is processed first (R-A2) and excludes
        // the single tap's new attempt (R-A3).
        #expect(stage.log.entries == ["began(t1)", "cancelled(t1)", "single:ended",
                                      "began(t2)", "cancelled(t2)", "double:ended"])
    }

    // MARK: Parent and child (seed 004 §一)

    /// A yellow child view inside the red stage view, each with a tap recognizer.
    func parentAndChild() -> (parent: UITapGestureRecognizer, child: UITapGestureRecognizer) {
        let yellow = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        stage.view.addSubview(yellow)
        let parent = stage.attach(UITapGestureRecognizer(), as: "parent")
        let child = UITapGestureRecognizer()
        child.name = "child"
        yellow.addGestureRecognizer(child)
        let log = stage.log
        child.addAction { log.append("\($0.displayName):\($0.state)") }
        return (parent, child)
    }

    /// A tap on the child fires only the child's recognizer; elsewhere the parent's.
    @Test func childBeatsParent() {
        _ = parentAndChild()
        // The yellow view forwards its touches to the red one (R-T8), which logs them.
        stage.tap(1, at: CGPoint(x: 150, y: 150), hold: 0.1)
        #expect(stage.log.entries == ["began(t1)", "cancelled(t1)", "child:ended"])  // R-A2, R-A3
        stage.simulator.advance(by: 1)
        stage.tap(1, at: CGPoint(x: 300, y: 500), hold: 0.1)
        #expect(stage.log.entries == ["began(t1)", "cancelled(t1)", "child:ended",
                                      "began(t1)", "cancelled(t1)", "parent:ended"])
    }

    /// The child requiring the parent to fail lets the parent win.
    @Test func childRequiresParentToFail() {
        let (parent, child) = parentAndChild()
        child.require(toFail: parent)  // seed 004 §1.2
        stage.tap(1, at: CGPoint(x: 150, y: 150), hold: 0.1)
        #expect(stage.log.entries == ["began(t1)", "cancelled(t1)", "parent:ended"])  // R-A6
    }

    // MARK: Long press and the view's touches (seed 004 §2.1, §2.2)

    /// A long press on the stage's view driven through a press that moves a little before
    /// it begins and once after.
    func pressAndMove(configure: (UILongPressGestureRecognizer) -> Void) {
        let press = stage.attach(UILongPressGestureRecognizer(), as: "press")
        configure(press)
        stage.simulator.down(1, at: point)
        stage.simulator.advance(by: 0.2)
        stage.simulator.move(1, to: CGPoint(x: point.x + 5, y: point.y))
        stage.simulator.advance(by: 0.4)
        stage.simulator.move(1, to: CGPoint(x: point.x + 60, y: point.y))
        stage.simulator.up(1)
    }

    /// CancelsTouchesInView = false: the view keeps getting touchesMoved while the gesture runs.
    @Test func longPressWithoutCancelling() {
        pressAndMove { $0.cancelsTouchesInView = false }
        // R-D5: the full sequence; actions of an event go out before the view hears it.
        #expect(stage.log.entries == ["began(t1)", "moved(t1)", "press:began",
                                      "press:changed", "moved(t1)", "press:ended", "ended(t1)"])
    }

    /// Defaults: the view's touch is cancelled when the long press begins.
    @Test func longPressDefaults() {
        pressAndMove { _ in }
        #expect(stage.log.entries == ["began(t1)", "moved(t1)", "cancelled(t1)", "press:began",
                                      "press:changed", "press:ended"])  // R-D2, R-D5
    }

    /// DelaysTouchesBegan = true: the view gets nothing.
    @Test func longPressDelayingBegan() {
        pressAndMove { $0.delaysTouchesBegan = true }
        #expect(stage.log.entries == ["press:began", "press:changed", "press:ended"])  // R-D3
    }

    /// DelaysTouchesBegan and cancelsTouchesInView = false: no touchesBegan, yet touchesMoved arrive.
    @Test func longPressDelayingBeganWithoutCancelling() {
        pressAndMove {
            $0.delaysTouchesBegan = true
            $0.cancelsTouchesInView = false
        }
        // R-D3 seed quirk: the held began (and the move held behind it) are dropped; the
        // later phases reach the view without a began (R-D8's exception).
        #expect(stage.log.entries == ["press:began", "press:changed", "moved(t1)", "press:ended", "ended(t1)"])
    }

    /// A long press that fails with delaysTouchesBegan releases the held touch to the view.
    @Test func longPressDelayingBeganFails() {
        let press = stage.attach(UILongPressGestureRecognizer(), as: "press")
        press.delaysTouchesBegan = true
        stage.simulator.down(1, at: point)
        stage.simulator.move(1, to: CGPoint(x: point.x + 5, y: point.y))
        #expect(stage.log.entries.isEmpty)
        stage.simulator.move(1, to: CGPoint(x: point.x + 20, y: point.y))
        // R-D3: the held began, then one move with the current location.
        #expect(stage.log.entries == ["began(t1)", "moved(t1)"])
        stage.simulator.up(1)
        #expect(stage.log.entries == ["began(t1)", "moved(t1)", "ended(t1)"])
    }

    // MARK: Exact message sequences (seed 000 §五, R-D5)

    /// Double-tap recognizer, defaults: began(t1), began(t2), cancelled(t1), cancelled(t2)
    @Test func doubleTapSequence() {
        let double = stage.attach(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        doubleTap()
        #expect(stage.log.entries == ["began(t1)", "began(t2)", "cancelled(t1)", "cancelled(t2)", "double:ended"])
    }

    /// Double-tap recognizer, delaysTouchesEnded = false: began(t1), ended(t1), began(t2), cancelled(t2)
    @Test func doubleTapSequenceWithoutDelayingEnded() {
        let double = stage.attach(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        doubleTap()
        #expect(stage.log.entries == ["began(t1)", "ended(t1)", "began(t2)", "cancelled(t2)", "double:ended"])
    }

    /// Two fingers down together, two moves together, then finger 1 lifts.
    func twoFingerTapUntilFirstLift() {
        let tap = stage.attach(UITapGestureRecognizer(), as: "tap")
        tap.numberOfTouchesRequired = 2
        stage.simulator.send([.down(1, CGPoint(x: 150, y: 300)), .down(2, CGPoint(x: 250, y: 300))])
        for step in 1...2 {
            stage.simulator.advance(by: 0.05)
            stage.simulator.send([.move(1, CGPoint(x: 150 + CGFloat(step), y: 300)),
                                  .move(2, CGPoint(x: 250 + CGFloat(step), y: 300))])
        }
        stage.simulator.advance(by: 0.05)
        stage.simulator.up(1)
    }

    /// Two-finger tap: the first lift is held; the second recognizes, cancelling both before the action.
    @Test func twoFingerTapSequence() {
        twoFingerTapUntilFirstLift()
        #expect(stage.log.entries == ["began(t1,t2)", "moved(t1,t2)", "moved(t1,t2)"])  // R-D4
        stage.simulator.advance(by: 0.05)
        stage.simulator.up(2)
        #expect(stage.log.entries == ["began(t1,t2)", "moved(t1,t2)", "moved(t1,t2)",
                                      "cancelled(t1,t2)", "tap:ended"])  // R-D5
    }

    /// Two-finger tap that fails: the held lift is delivered.
    @Test func twoFingerTapFailing() {
        twoFingerTapUntilFirstLift()
        stage.simulator.advance(by: 0.7)  // finger 2 is held past 0.75 s
        #expect(stage.log.entries == ["began(t1,t2)", "moved(t1,t2)", "moved(t1,t2)", "ended(t1)"])  // R-D4
        stage.simulator.up(2)
        #expect(stage.log.entries == ["began(t1,t2)", "moved(t1,t2)", "moved(t1,t2)", "ended(t1)", "ended(t2)"])
    }
}
