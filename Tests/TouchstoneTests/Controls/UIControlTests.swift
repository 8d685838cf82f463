import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// A control that records its tracking calls and can refuse to track.
@MainActor
private final class RecordingControl: UIControl {
    var calls: [String] = []
    var beginsTracking = true
    var continuesTracking = true

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("begin tracking=\(isTracking)")
        return beginsTracking
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continue inside=\(isTouchInside)")
        return continuesTracking
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        calls.append("end inside=\(isTouchInside)")
    }

    override func cancelTracking(with event: UIEvent?) {
        calls.append("cancel")
    }
}

/// UIControl tracking.
@MainActor
@Suite struct UIControlTrackingTests {
    let scene = ControlTesting.Scene()

    private func makeControl() -> (RecordingControl, ControlTesting.EventLog) {
        let control = scene.add(RecordingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50)))
        return (control, ControlTesting.EventLog(control))
    }

    @Test func tapInsideSendsTouchDownThenTouchUpInside() {
        // R-C1
        let (control, log) = makeControl()
        scene.fingers.down(1, at: CGPoint(x: 150, y: 125))
        #expect(control.isTracking)
        #expect(control.isHighlighted)
        #expect(control.isTouchInside)
        #expect(control.state == .highlighted)
        scene.fingers.advance(by: 0.05)
        scene.fingers.up(1)
        #expect(log.events == ["touchDown", "touchUpInside"])
        #expect(control.calls == ["begin tracking=false", "end inside=true"])
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)
        #expect(!control.isTouchInside)
    }

    @Test func draggingOutTheTrackingMarginAndBack() {
        // R-C1: the finger stays inside until it is ~70 pt outside the bounds.
        let (control, log) = makeControl()
        scene.fingers.down(1, at: CGPoint(x: 150, y: 125))
        scene.fingers.move(1, to: CGPoint(x: 260, y: 125))  // 60 pt right of the bounds
        #expect(control.isHighlighted)
        scene.fingers.move(1, to: CGPoint(x: 280, y: 125))  // 80 pt right
        #expect(!control.isHighlighted)
        #expect(!control.isTouchInside)
        scene.fingers.move(1, to: CGPoint(x: 300, y: 125))
        scene.fingers.move(1, to: CGPoint(x: 190, y: 125))
        #expect(control.isHighlighted)
        scene.fingers.up(1)
        #expect(log.events == ["touchDown", "dragInside", "dragOutside", "dragExit", "dragOutside",
                               "dragInside", "dragEnter", "touchUpInside"])
        #expect(control.calls.contains("continue inside=false"))
    }

    @Test(arguments: [(69.0, "touchUpInside"), (71.0, "touchUpOutside")])
    func liftJustInsideOrOutsideTheMargin(distance: Double, expected: String) {
        // R-C1
        let (_, log) = makeControl()
        scene.fingers.down(1, at: CGPoint(x: 150, y: 125))
        scene.fingers.move(1, to: CGPoint(x: 150, y: 150 + distance))  // below the bounds
        scene.fingers.up(1)
        #expect(log.events.last == expected)
    }

    @Test func systemCancellationCancelsTracking() {
        // R-C1, R-D8: touchesCancelled ends tracking with cancelTracking and touchCancel.
        let (control, log) = makeControl()
        scene.fingers.down(1, at: CGPoint(x: 150, y: 125))
        scene.fingers.cancel(1)
        #expect(log.events == ["touchDown", "touchCancel"])
        #expect(control.calls == ["begin tracking=false", "cancel"])
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)
    }

    @Test func ancestorRecognizerThatBeginsCancelsTheControl() {
        // R-A8: gestures other than the control's own default action win over it, and the
        // control hears touchCancel (R-D2).
        let (control, log) = makeControl()
        let drag = MiniPan()
        scene.container.addGestureRecognizer(drag)
        scene.fingers.down(1, at: CGPoint(x: 150, y: 125))
        scene.fingers.move(1, to: CGPoint(x: 150, y: 140))
        scene.fingers.up(1)
        #expect(scene.outcomes(of: drag) == [.began])
        #expect(log.events == ["touchDown", "touchCancel"])
        #expect(control.calls == ["begin tracking=false", "cancel"])
    }

    @Test func refusingToTrackSendsNothing() {
        // R-C1: beginTracking returning false means no tracking, highlight or events.
        let (control, log) = makeControl()
        control.beginsTracking = false
        scene.fingers.down(1, at: CGPoint(x: 150, y: 125))
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)
        scene.fingers.move(1, to: CGPoint(x: 160, y: 125))
        scene.fingers.up(1)
        #expect(log.events.isEmpty)
        #expect(control.calls == ["begin tracking=false"])
    }

    @Test func stoppingInContinueTrackingEndsTheTrackingQuietly() {
        // R-C1
        let (control, log) = makeControl()
        control.continuesTracking = false
        scene.fingers.down(1, at: CGPoint(x: 150, y: 125))
        scene.fingers.move(1, to: CGPoint(x: 160, y: 125))
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)
        scene.fingers.up(1)
        #expect(log.events == ["touchDown"])
        #expect(control.calls == ["begin tracking=false", "continue inside=true"])
    }

    @Test func secondTapInQuickSuccessionAlsoSendsTouchDownRepeat() {
        // R-C1, R-T4
        let (_, log) = makeControl()
        scene.tap(at: CGPoint(x: 150, y: 125))
        scene.fingers.advance(by: 0.1)
        scene.tap(at: CGPoint(x: 152, y: 126))
        #expect(log.events == ["touchDown", "touchUpInside", "touchDown", "touchDownRepeat", "touchUpInside"])
    }

    @Test func onlyTheFirstTouchIsTracked() {
        // R-T6: with isMultipleTouchEnabled, a second finger does not disturb the tracking.
        let (control, log) = makeControl()
        control.isMultipleTouchEnabled = true
        scene.fingers.down(1, at: CGPoint(x: 150, y: 125))
        scene.fingers.down(2, at: CGPoint(x: 120, y: 110))
        scene.fingers.up(2)
        #expect(control.isTracking)
        scene.fingers.up(1)
        #expect(log.events == ["touchDown", "touchUpInside"])
    }

    @Test func controlsDoNotPassTouchesUpTheResponderChain() {
        // R-C1: a control handles its touches itself (R-T8 forwarding stops at it).
        final class Parent: UIView {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
        }
        let parent = scene.add(Parent(frame: CGRect(x: 0, y: 0, width: 400, height: 400)))
        let control = RecordingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        parent.addSubview(control)
        control.beginsTracking = false
        scene.tap(at: CGPoint(x: 150, y: 125))
        #expect(parent.began == 0)
    }
}

/// UIControl enabled and selected state.
@MainActor
@Suite struct UIControlStateTests {
    let scene = ControlTesting.Scene()

    @Test func disabledControlIsNotHitTested() {
        // Decision (UIControl doc): a touch on a disabled control goes to what lies beneath.
        let control = scene.add(RecordingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50)))
        control.isEnabled = false
        #expect(control.state == .disabled)
        let touch = scene.fingers.down(1, at: CGPoint(x: 150, y: 125))
        #expect(touch.view === scene.container)
        scene.fingers.up(1)
        #expect(control.calls.isEmpty)
    }

    @Test func disablingWhileTrackingCancelsTrackingWithoutEvents() {
        let control = scene.add(RecordingControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50)))
        let log = ControlTesting.EventLog(control)
        scene.fingers.down(1, at: CGPoint(x: 150, y: 125))
        control.isEnabled = false
        #expect(!control.isTracking)
        #expect(!control.isHighlighted)
        scene.fingers.up(1)
        #expect(log.events == ["touchDown"])
        #expect(control.calls == ["begin tracking=false", "cancel"])
    }

    @Test func stateCombinesTheFlags() {
        let control = UIControl(frame: .zero)
        control.isSelected = true
        control.isHighlighted = true
        #expect(control.state == [.selected, .highlighted])
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.disabled.rawValue == 2)
    }
}
