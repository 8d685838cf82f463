import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// A host that feeds a window from inside the window's own callbacks (an action, a
/// view's `touches…` method, a timer) gets ``TouchInputError/reentrantCall`` and nothing
/// changes: the event being handled finishes as if the call had not been made.
@MainActor
@Suite struct ReentrantHostTests {
    private let lift = [TouchInput(finger: 1, phase: .ended)]

    @Test func sendTouchesFromAnActionIsRefused() throws {
        // Before: each nested call re-sent the pending action, until the stack overflowed.
        let stage = Stage()
        let tap = stage.attach(UITapGestureRecognizer())
        var errors: [TouchInputError] = []
        tap.addAction { _ in
            errors += refusal { () throws(TouchInputError) in _ = try stage.window.sendTouches([TouchInput(finger: 2, phase: .began, location: p100)], at: 0.1) }
        }
        stage.tap()
        #expect(errors == [.reentrantCall])
        #expect(stage.log.entries == ["began(t1)", "cancelled(t1)", "UITapGestureRecognizer:ended"])
        #expect(stage.window.gestureEnvironment.event.touchList.isEmpty)
        // The window still takes input once the handler returned.
        stage.tap(at: CGPoint(x: 300, y: 300))
        #expect(errors.count == 2)
    }

    @Test func sendTouchesFromATouchesMethodIsRefused() throws {
        // Before: the nested dispatch trapped with "Index out of range" in TouchDelivery.
        let stage = Stage()
        let view = ReentrantView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(view)
        view.onBegan = { () throws(TouchInputError) in _ = try view.window!.sendTouches([TouchInput(finger: 2, phase: .began, location: CGPoint(x: 50, y: 50))], at: 0) }
        stage.simulator.down(1, at: CGPoint(x: 50, y: 50))
        stage.simulator.up(1)
        #expect(view.errors == [.reentrantCall])
        #expect(view.heard == ["began(t1)", "ended(t1)"])
    }

    @Test func advanceTimeFromATimerOrAnActionIsRefused() throws {
        let stage = Stage()
        let press = stage.attach(UILongPressGestureRecognizer())
        var errors: [TouchInputError] = []
        press.addAction { _ in
            errors += refusal { () throws(TouchInputError) in try stage.window.advanceTime(to: 10) }
        }
        stage.simulator.down(1, at: p100)
        stage.simulator.advance(by: 0.6)  // the press begins in its timer
        stage.simulator.up(1)
        #expect(errors == [.reentrantCall, .reentrantCall])
        #expect(stage.window.currentTime == 0.6)
        #expect(stage.log.entries.suffix(2) == ["UILongPressGestureRecognizer:began", "UILongPressGestureRecognizer:ended"])
    }

    @Test func sendTouchesFromAnActionSentOutsideAnEventIsRefused() throws {
        // Disabling a recognizer between events cancels it and sends its action then: the
        // window is just as busy inside that action.
        let stage = Stage()
        let pan = stage.attach(MiniPan(name: "pan"))
        var errors: [TouchInputError] = []
        pan.addAction { recognizer in
            guard recognizer.state == .cancelled else { return }
            errors += refusal { () throws(TouchInputError) in _ = try stage.window.sendTouches(self.lift, at: 1) }
        }
        stage.simulator.down(1, at: p100)
        stage.simulator.move(1, to: CGPoint(x: 130, y: 100))
        pan.isEnabled = false
        #expect(errors == [.reentrantCall])
        stage.simulator.up(1)
    }

    @Test func theErrorSaysWhatToDo() {
        #expect(TouchInputError.reentrantCall.description
                == "touch input: sendTouches or advanceTime called while the window is handling an event (from an action, a touches method, a delegate or a timer); call it after that returns")
    }
}

/// A view that runs a host call from its `touchesBegan` and records what it hears.
@MainActor
private final class ReentrantView: UIView {
    var onBegan: () throws(TouchInputError) -> Void = {}
    var errors: [TouchInputError] = []
    var heard: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        heard.append(describe("began", touches))
        errors += refusal(onBegan)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append(describe("ended", touches)) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append(describe("cancelled", touches)) }
}

/// The error `call` threw, as a list of zero or one.
@MainActor
private func refusal(_ call: () throws(TouchInputError) -> Void) -> [TouchInputError] {
    do { try call() } catch { return [error] }
    return []
}
