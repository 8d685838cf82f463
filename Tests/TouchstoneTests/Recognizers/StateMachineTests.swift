import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

@MainActor
@Suite struct StateMachineTests {
    typealias State = UIGestureRecognizer.State

    @Test func statesHaveUIKitRawValues() {
        // R-S1
        #expect([State.possible, .began, .changed, .ended, .cancelled, .failed].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(State.recognized == .ended)
    }

    @Test func discreteAndContinuousPathsSendTheirActions() {
        // R-S2
        let stage = Stage()
        stage.attach(MiniTap(name: "tap"))
        stage.tap()
        #expect(stage.log.entries.filter { $0.contains(":") } == ["tap:ended"])
        let panStage = Stage()
        panStage.attach(MiniPan(name: "pan"))
        panStage.simulator.down(1, at: p100)
        panStage.simulator.move(1, to: CGPoint(x: 120, y: 100))
        panStage.simulator.move(1, to: CGPoint(x: 130, y: 100))
        panStage.simulator.up(1)
        #expect(panStage.log.entries.filter { $0.contains(":") } == ["pan:began", "pan:changed", "pan:ended"])
    }

    @Test(arguments: [
        // (from, requested, result) per R-S3; nil result = ignored
        (State.possible, State.changed, State.began as State?),
        (.possible, .cancelled, .failed),
        (.possible, .began, .began),
        (.possible, .ended, .ended),
        (.possible, .failed, .failed),
        (.possible, .possible, nil),
        (.began, .failed, .cancelled),
        (.changed, .failed, .cancelled),
        (.began, .began, .changed),
        (.changed, .began, .changed),
        (.changed, .possible, nil),
        (.began, .changed, .changed),
        (.changed, .changed, .changed),
        (.changed, .ended, .ended),
        (.began, .cancelled, .cancelled),
        (.ended, .began, nil),
        (.cancelled, .possible, nil),
        (.failed, .ended, nil),
    ])
    func illegalRequestsAreCoerced(from: State, requested: State, result: State?) {
        // R-S3
        #expect(UIGestureRecognizer.coerce(from: from, to: requested) == result)
    }

    @Test func coercionAppliesThroughTheSetterOfADetachedRecognizer() {
        // R-S3, R-S7: setting state is safe outside a window.
        let recognizer = UIGestureRecognizer()
        recognizer.state = .changed
        #expect(recognizer.state == .began)
        recognizer.state = .failed
        #expect(recognizer.state == .cancelled)
        recognizer.state = .began
        #expect(recognizer.state == .cancelled)  // terminal until reset
    }

    @Test func shouldBeginAsksTheTouchedViewsThenTheDelegate() {
        // R-S4
        let stage = Stage()
        let delegate = TestDelegate()
        let tap = stage.attach(MiniTap(name: "tap"))
        tap.delegate = delegate
        stage.tap()
        #expect(stage.view.shouldBeginAsked == ["tap"])
        #expect(delegate.asked.contains("shouldBegin(tap)"))
        #expect(stage.log.entries.last == "tap:ended")

        stage.log.clear()
        stage.view.shouldBeginAnswer = false
        stage.simulator.advance(by: 1)
        stage.tap()
        #expect(tap.state == .possible)  // failed, then reset
        #expect(stage.log.entries == ["began(t1)", "ended(t1)"])  // the view keeps its touch
        #expect(delegate.asked.filter { $0 == "shouldBegin(tap)" }.count == 1)  // the view vetoed first

        stage.log.clear()
        stage.view.shouldBeginAnswer = true
        delegate.shouldBegin = false
        stage.simulator.advance(by: 1)
        stage.tap()
        #expect(stage.log.entries == ["began(t1)", "ended(t1)"])
    }

    @Test func viewsAreNotAskedWhenNothingWouldBeCancelled() {
        // R-S4: only views whose touches the recognition would cancel.
        let stage = Stage()
        let tap = stage.attach(MiniTap(name: "tap"))
        tap.cancelsTouchesInView = false
        stage.view.shouldBeginAnswer = false
        stage.tap()
        #expect(stage.view.shouldBeginAsked.isEmpty)
        #expect(stage.log.entries.contains("tap:ended"))
    }

    @Test func actionsGoToEveryTargetInOrderOnEveryChange() {
        // R-S5
        let stage = Stage()
        let pan = MiniPan(name: "pan")
        let second = ActionLogger(log: stage.log)
        // The same target registered again from the same place is ignored (R-O1: a
        // registration is identified by its target and its source location).
        for _ in 0..<2 { pan.addTarget(stage.recorder, action: ActionLogger.handle) }
        pan.addTarget(second, action: ActionLogger.handle)
        stage.view.addGestureRecognizer(pan)
        stage.simulator.down(1, at: p100)
        stage.simulator.move(1, to: CGPoint(x: 120, y: 100))
        stage.simulator.move(1, to: CGPoint(x: 121, y: 100))
        stage.simulator.up(1)
        #expect(stage.log.entries.filter { $0.contains(":") } == [
            "pan:began", "pan:began", "pan:changed", "pan:changed", "pan:ended", "pan:ended",
        ])
    }

    @Test func actionsFollowEveryRecognizersProcessingOfTheEvent() {
        // R-S5: actions for an event are sent after every recognizer processed it.
        let stage = Stage()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        stage.view.addSubview(inner)
        let first = stage.attach(ScriptedRecognizer(name: "first"), to: inner)
        let second = stage.attach(ScriptedRecognizer(name: "second"))
        let delegate = TestDelegate()
        delegate.simultaneous = true
        first.delegate = delegate
        first.onBegan = { recognizer, _ in stage.log.append("first processed"); recognizer.state = .began }
        second.onBegan = { _, _ in stage.log.append("second processed") }
        stage.simulator.down(1, at: p100)
        #expect(stage.log.entries == ["first processed", "second processed", "first:began"])
    }

    @Test func noActionForFailureOrTheReturnToPossibleAndCancelOnlyAfterBegan() {
        // R-S5
        let stage = Stage()
        let recognizer = stage.attach(ScriptedRecognizer(name: "r"))
        recognizer.onMoved = { recognizer, _ in recognizer.state = .failed }
        stage.simulator.down(1, at: p100)
        stage.simulator.move(1, to: CGPoint(x: 150, y: 100))
        stage.simulator.up(1)
        #expect(!stage.log.entries.contains { $0.hasPrefix("r:") })
        // began then cancelled by itself: both actions.
        recognizer.onBegan = { recognizer, _ in recognizer.state = .began }
        recognizer.onMoved = { recognizer, _ in recognizer.state = .cancelled }
        stage.simulator.down(2, at: p100)
        stage.simulator.move(2, to: CGPoint(x: 150, y: 100))
        stage.simulator.up(2)
        #expect(stage.log.entries.filter { $0.hasPrefix("r:") } == ["r:began", "r:cancelled"])
    }

    @Test func resetWaitsForEveryTouchThenRunsOnce() {
        // R-S6
        let stage = Stage()
        let recognizer = stage.attach(ScriptedRecognizer(name: "r"))
        recognizer.onMoved = { recognizer, _ in recognizer.state = .ended }
        stage.simulator.send([.down(1, p100), .down(2, CGPoint(x: 200, y: 100))])
        stage.simulator.move(1, to: CGPoint(x: 120, y: 100))
        #expect(recognizer.state == .ended && recognizer.resets == 0)
        stage.simulator.move(2, to: CGPoint(x: 220, y: 100))
        #expect(recognizer.calls.count == 2)  // no updates after it ended
        stage.simulator.up(1)
        #expect(recognizer.resets == 0)
        stage.simulator.up(2)
        #expect(recognizer.resets == 1 && recognizer.state == .possible)
        stage.simulator.down(3, at: p100)
        #expect(recognizer.calls.last == "began(t3)")
    }

    @Test func resetWaitsForUndecidedDependents() {
        // R-S6: a failed recognizer that another one requires to fail stays failed until the
        // dependent decides.
        let stage = Stage()
        let required = stage.attach(ScriptedRecognizer(name: "required"))
        let waiter = stage.attach(ScriptedRecognizer(name: "waiter"))
        waiter.require(toFail: required)
        required.onEnded = { recognizer, _ in recognizer.state = .failed }
        waiter.onEnded = { recognizer, _ in
            recognizer.scheduleTimer(withTimeInterval: 0.2) { recognizer.state = .failed }
        }
        stage.tap()
        #expect(required.state == .failed && required.resets == 0)
        stage.simulator.advance(by: 0.2)
        #expect(required.resets == 1 && waiter.resets == 1)
    }

    @Test func subclassesInOtherModulesDriveTheStateMachine() {
        // R-S7: the base implementations are safe to call.
        let recognizer = UIGestureRecognizer()
        let event = UIWindow(frame: .zero).gestureEnvironment.event
        recognizer.touchesBegan([], with: event)
        recognizer.touchesMoved([], with: event)
        recognizer.touchesEnded([], with: event)
        recognizer.touchesCancelled([], with: event)
        recognizer.reset()
        #expect(recognizer.canPrevent(recognizer) && recognizer.canBePrevented(by: recognizer))
        #expect(!recognizer.shouldRequireFailure(of: recognizer) && !recognizer.shouldBeRequiredToFail(by: recognizer))
        #expect(recognizer.state == .possible)
    }

    @Test func disablingMidGestureFailsOrCancels() {
        // R-S8
        let stage = Stage()
        let pan = stage.attach(MiniPan(name: "pan"))
        let tap = stage.attach(MiniTap(name: "tap"))
        tap.delaysTouchesEnded = false
        stage.simulator.down(1, at: p100)
        tap.isEnabled = false  // possible → failed, silently
        #expect(!stage.log.entries.contains { $0.hasPrefix("tap:") })
        stage.simulator.move(1, to: CGPoint(x: 120, y: 100))
        #expect(pan.state == .began)
        pan.isEnabled = false  // began → cancelled, with an action
        #expect(stage.log.entries.suffix(1) == ["pan:cancelled"])
        #expect(pan.state == .possible)  // reset once out of the sequence
        stage.simulator.move(1, to: CGPoint(x: 140, y: 100))
        stage.simulator.up(1)
        // The move that began the pan is not delivered: the touch is cancelled instead.
        #expect(stage.log.entries == ["began(t1)", "cancelled(t1)", "pan:began", "pan:cancelled"])
    }

    @Test func disabledRecognizerGetsTouchesCancelled() {
        // R-S8
        let stage = Stage()
        let recognizer = stage.attach(ScriptedRecognizer(name: "r"))
        stage.simulator.down(1, at: p100)
        recognizer.isEnabled = false
        stage.simulator.move(1, to: CGPoint(x: 120, y: 100))
        stage.simulator.up(1)
        #expect(recognizer.calls == ["began(t1)", "cancelled(t1)"])
        #expect(recognizer.resets == 1)
        #expect(stage.log.entries == ["began(t1)", "moved(t1)", "ended(t1)"])  // no longer held
    }

    @Test func removingTheRecognizerOrItsViewMidGestureCancels() {
        // R-S8
        let stage = Stage()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        stage.view.addSubview(child)
        _ = stage.attach(MiniPan(name: "pan"), to: child)
        stage.simulator.down(1, at: p100)
        stage.simulator.move(1, to: CGPoint(x: 120, y: 100))
        child.removeFromSuperview()
        #expect(stage.log.entries.suffix(1) == ["pan:cancelled"])
        stage.simulator.up(1)
        let other = Stage()
        let tap = other.attach(ScriptedRecognizer(name: "r"))
        other.simulator.down(1, at: p100)
        other.view.removeGestureRecognizer(tap)
        #expect(tap.calls == ["began(t1)", "cancelled(t1)"] && tap.view == nil)
    }

    @Test func locationIsTheCentroidOfTheTouches() {
        // R-S9
        let stage = Stage()
        stage.view.isMultipleTouchEnabled = true
        let inner = UIView(frame: CGRect(x: 100, y: 0, width: 300, height: 300))
        stage.view.addSubview(inner)
        let recognizer = stage.attach(ScriptedRecognizer(name: "r"), to: inner)
        stage.simulator.send([.down(1, CGPoint(x: 110, y: 10)), .down(2, CGPoint(x: 210, y: 50))])
        #expect(recognizer.numberOfTouches == 2)
        #expect(recognizer.location(in: nil) == CGPoint(x: 160, y: 30))
        #expect(recognizer.location(in: inner) == CGPoint(x: 60, y: 30))
        let locations = [recognizer.location(ofTouch: 0, in: nil), recognizer.location(ofTouch: 1, in: nil)]
        #expect(Set(locations.map(\.x)) == [110, 210])
        stage.simulator.up(2)
        #expect(recognizer.numberOfTouches == 1 && recognizer.location(in: nil) == CGPoint(x: 110, y: 10))
    }
}

extension StateMachineTests {
    @Test func aViewLeavingTheWindowIsDetachedBeforeItsHeldTouchesAreReleased() {
        // R-S8, R-D3, R-D8: removing a view withdraws its recognizers, which releases the
        // began they held. The view is already out of the hierarchy then, so the began
        // does not travel up a responder chain that the touch's end can no longer follow
        // (found by the randomized invariant test: a parent control began tracking and
        // never stopped).
        let stage = Stage()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))  // forwards to next
        stage.view.addSubview(child)
        let holder = stage.attach(ScriptedRecognizer(name: "holder"), to: child)
        holder.delaysTouchesBegan = true
        stage.simulator.down(1, at: p100)
        child.removeFromSuperview()
        stage.simulator.up(1)
        #expect(stage.log.entries.isEmpty)
        #expect(holder.calls == ["began(t1)", "cancelled(t1)"])
    }
}
