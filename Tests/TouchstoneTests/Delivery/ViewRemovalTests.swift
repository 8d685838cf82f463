import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// A view that leaves its superview while it tracks a touch (R-S8, R-D8, R-T8).
///
/// Decision: the touches whose hit-test view leaves are cancelled in it at once, while it
/// is still in place, so that `touchesCancelled` travels up the same responder chain that
/// `touchesBegan` took and reaches every responder that heard of the touch; after that the
/// view hears nothing more of them.
@MainActor
@Suite struct ViewRemovalTests {
    @Test func aButtonThatHeardATouchThroughTheChainHearsItCancelled() {
        // R-T8, R-C1: a scroll view inside a button passes began up to the button, then
        // leaves the button before the finger lifts (seed 38759 of the randomized invariant
        // test). Before: the end went to the detached scroll view only, and the button
        // stayed tracking and highlighted forever.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.delaysContentTouches = false
        window.addSubview(button)
        button.addSubview(scrollView)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("touchCancel") }, for: .touchCancel)
        button.addAction(UIAction { _ in events.append("touchUpInside") }, for: .touchUpInside)
        let simulator = TouchSimulator(window: window)
        simulator.down(1, at: CGPoint(x: 50, y: 50))
        #expect(button.isTracking && button.isHighlighted)
        scrollView.removeFromSuperview()
        #expect(!button.isTracking && !button.isHighlighted)
        #expect(events == ["touchCancel"])
        simulator.up(1)
        #expect(events == ["touchCancel"])
    }

    @Test func theLeavingViewHearsCancelledOnceAndNothingAfter() {
        // R-D8: the view's touch ends once, with touchesCancelled, and no later phase of
        // it reaches the view, wherever the view goes.
        let stage = Stage()
        let child = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: stage.log, label: "child")
        stage.view.addSubview(child)
        stage.simulator.down(1, at: p100)
        child.removeFromSuperview()
        stage.view.addSubview(child)
        stage.simulator.move(1, to: CGPoint(x: 120, y: 100))
        stage.simulator.up(1)
        #expect(stage.log.entries == ["child.began(t1)", "child.cancelled(t1)"])
    }

    @Test func aViewWhoseBeganIsStillHeldHearsNothing() {
        // R-D3, R-D8: a touch whose began the view never heard ends silently there.
        let stage = Stage()
        let child = TouchLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: stage.log, label: "child")
        stage.view.addSubview(child)
        let holder = stage.attach(ScriptedRecognizer(name: "holder"))
        holder.delaysTouchesBegan = true
        stage.simulator.down(1, at: p100)
        child.removeFromSuperview()
        holder.state = .failed
        stage.simulator.up(1)
        #expect(stage.log.entries.isEmpty)
    }

    @Test func aViewRemovingAnotherFromItsTouchesBeganLeavesNoBeganBehind() {
        // R-D8: two views hear began in one pass; the first removes the second before its
        // call goes out. The second hears nothing, the first carries on.
        let stage = Stage()
        stage.view.isMultipleTouchEnabled = true
        let left = RemovingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: stage.log, label: "left")
        let right = TouchLogView(frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: stage.log, label: "right")
        stage.view.addSubview(left)
        stage.view.addSubview(right)
        left.victim = right
        stage.simulator.send([.down(1, CGPoint(x: 50, y: 50)), .down(2, CGPoint(x: 250, y: 50))])
        stage.simulator.send([.up(1), .up(2)])
        #expect(stage.log.entries == ["left.began(t1)", "left.ended(t1)"])
    }
}

/// A logging view that removes `victim` from its superview when a touch begins in it.
@MainActor
private final class RemovingView: TouchLogView {
    var victim: UIView?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        victim?.removeFromSuperview()
    }
}

extension ViewRemovalTests {
    @Test func aRecognizerWithdrawnMidEventHearsCancelledOnlyForTouchesItHeardBegin() {
        // R-S8, well-formed sequences: a handler removes the view in the middle of an
        // event. A recognizer whose turn had not come yet never heard the touch begin, and
        // one that already heard it lift must not hear it cancelled (found by the
        // randomized invariant test, seeds 145 and 1971).
        let stage = Stage()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        stage.view.addSubview(child)
        let first = stage.attach(ScriptedRecognizer(name: "first"), to: child)
        let second = stage.attach(ScriptedRecognizer(name: "second"), to: child)
        first.onBegan = { _, _ in child.removeFromSuperview() }
        stage.simulator.down(1, at: p100)
        #expect(first.calls == ["began(t1)", "cancelled(t1)"])
        #expect(second.calls.isEmpty)
        stage.simulator.up(1)

        first.onBegan = { _, _ in }
        stage.view.addSubview(child)
        let lifting = stage.attach(ScriptedRecognizer(name: "lifting"), to: child)
        lifting.onEnded = { _, _ in child.removeFromSuperview() }
        stage.simulator.down(2, at: p100)
        stage.simulator.up(2)
        #expect(lifting.calls == ["began(t2)", "ended(t2)"])
    }
}
