import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// Refuses every touch whose hit-test view is a slider, as a side menu's pan delegate
/// does to leave sliders alone.
@MainActor
private final class SliderRefusingDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        !(touch.view is UISlider)
    }
}

/// Controls against recognizers of their ancestors: taps (R-A8)
@MainActor
@Suite struct ControlTapConflictTests {
    let scene = ControlTesting.Scene()
    let tap = UITapGestureRecognizer()

    init() {
        scene.container.addGestureRecognizer(tap)
    }

    private func tapCount() -> () -> Int {
        var count = 0
        tap.addAction { _ in count += 1 }
        return { count }
    }

    @Test func buttonWinsItsTapOverTheParentsTap() {
        // R-A8, R-S4: the tap asks the button, which refuses; the held lift then reaches it.
        let count = tapCount()
        let button = scene.add(UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50)))
        let log = ControlTesting.EventLog(button)
        scene.tap(at: CGPoint(x: 150, y: 125))
        #expect(log.events == ["touchDown", "touchUpInside", "primaryAction"])
        #expect(count() == 0)
        let veto = scene.decisions.last { $0.recognizer === tap }
        #expect(veto?.outcome == .failed && veto?.rule == "R-S4" && veto?.view === button)
        scene.fingers.advance(by: 1)
        scene.tap(at: CGPoint(x: 300, y: 500))  // beside the button the parent's tap works
        #expect(count() == 1)
    }

    @Test func everyTapControlWinsItsTap() {
        // R-A8, R-C3: switch, stepper, segmented control and page control.
        let count = tapCount()
        let toggle = scene.add(UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0)))
        let stepper = scene.add(UIStepper(frame: CGRect(x: 20, y: 100, width: 0, height: 0)))
        let segments = scene.add(UISegmentedControl(items: ["A", "B"]))
        segments.frame = CGRect(x: 20, y: 200, width: 200, height: 30)
        let pages = scene.add(UIPageControl(frame: CGRect(x: 0, y: 300, width: 400, height: 30)))
        pages.numberOfPages = 3
        for point in [CGPoint(x: 40, y: 35), CGPoint(x: 100, y: 116), CGPoint(x: 180, y: 215), CGPoint(x: 300, y: 315)] {
            scene.tap(at: point)
            scene.fingers.advance(by: 1)
        }
        #expect(toggle.isOn)
        #expect(stepper.value == 1)
        #expect(segments.selectedSegmentIndex == 1)
        #expect(pages.currentPage == 1)
        #expect(count() == 0)
    }

    @Test func aDoubleTapIsNotTheButtonsAction() {
        // R-A8 covers single taps only: the parent's double tap wins and cancels the button.
        tap.numberOfTapsRequired = 2
        let count = tapCount()
        let button = scene.add(UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50)))
        let log = ControlTesting.EventLog(button)
        scene.tap(at: CGPoint(x: 150, y: 125))
        scene.fingers.advance(by: 0.1)
        scene.tap(at: CGPoint(x: 150, y: 125))
        #expect(count() == 1)
        #expect(log.events == ["touchDown", "touchCancel"])
    }

    @Test func disabledButtonLetsTheParentTapThrough() {
        // Decision (UIControl): a disabled control is not hit-tested, and refuses nothing.
        let count = tapCount()
        let button = scene.add(UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50)))
        button.isEnabled = false
        scene.tap(at: CGPoint(x: 150, y: 125))
        #expect(count() == 1)
    }

    @Test func tapRecognizerOnTheButtonItselfOverridesItsAction() {
        // R-A8: a recognizer attached to the control gets the touch first and wins; the
        // button's tracking is cancelled before the recognizer's action (R-D5).
        let button = scene.add(UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50)))
        let own = UITapGestureRecognizer()
        button.addGestureRecognizer(own)
        let log = ControlTesting.EventLog(button)
        own.addAction { _ in log.record("own tap") }
        let parentCount = tapCount()
        scene.tap(at: CGPoint(x: 150, y: 125))
        #expect(log.events == ["touchDown", "touchCancel", "own tap"])
        #expect(parentCount() == 0)
    }
}

/// Controls against recognizers of their ancestors: other gestures (R-A8)
@MainActor
@Suite struct ControlDragConflictTests {
    let scene = ControlTesting.Scene()
    let pan = UIPanGestureRecognizer()
    /// Value 0 in 0…1 puts the thumb's center at (64, 115.5); 200 points of travel.
    let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 228, height: 31))

    init() {
        scene.container.addGestureRecognizer(pan)
        scene.add(slider)
    }

    @Test func parentLongPressWinsAndCancelsTheButton() {
        // R-A8: a long press is not the button's action; it cancels the button's tracking.
        let press = UILongPressGestureRecognizer()
        scene.container.addGestureRecognizer(press)
        var states: [UIGestureRecognizer.State] = []
        press.addAction { states.append($0.state) }
        let button = scene.add(UIButton(frame: CGRect(x: 100, y: 300, width: 100, height: 50)))
        let log = ControlTesting.EventLog(button)
        scene.fingers.down(1, at: CGPoint(x: 150, y: 325))
        scene.fingers.advance(by: 0.45)
        #expect(button.isHighlighted)
        scene.fingers.advance(by: 0.1)
        #expect(states == [.began])
        #expect(log.events == ["touchDown", "touchCancel"])
        #expect(!button.isHighlighted)
        scene.fingers.up(1)
        #expect(states == [.began, .ended])
        #expect(log.events == ["touchDown", "touchCancel"])
    }

    @Test func parallelDragOnTheSliderThumbBelongsToTheSlider() {
        // R-A8, R-C3: the parent's pan asks the slider, which refuses.
        let log = ControlTesting.EventLog(slider, ignoringDrags: true)
        scene.fingers.down(1, at: CGPoint(x: 64, y: 115))
        scene.drag(to: CGPoint(x: 164, y: 118), steps: 5)
        scene.fingers.up(1)
        #expect(slider.value == 0.5)
        #expect(scene.outcomes(of: pan) == [.failed])
        #expect(scene.decisions.first { $0.recognizer === pan }?.view === slider)
        #expect(log.events.first == "touchDown" && log.events.last == "touchUpInside")
        #expect(!log.events.contains("touchCancel"))
    }

    @Test func perpendicularDragOnTheThumbBelongsToThePan() {
        // R-A8: only parallel drags are the slider's.
        let log = ControlTesting.EventLog(slider, ignoringDrags: true)
        scene.fingers.down(1, at: CGPoint(x: 64, y: 115))
        scene.drag(to: CGPoint(x: 70, y: 215), steps: 5)
        scene.fingers.up(1)
        #expect(scene.outcomes(of: pan) == [.began])
        #expect(log.events == ["touchDown", "touchCancel"])
    }

    @Test func dragStartingOffTheThumbBelongsToThePan() {
        // R-A8: the slider does not track a touch that begins beside its thumb.
        scene.fingers.down(1, at: CGPoint(x: 200, y: 115))
        scene.drag(to: CGPoint(x: 100, y: 115), steps: 5)
        scene.fingers.up(1)
        #expect(scene.outcomes(of: pan) == [.began])
        #expect(slider.value == 0)
    }

    @Test func delegateThatRefusesSliderTouchesLeavesEveryDragToTheSlider() {
        // R-A1: the pan never receives touches on the slider, so it cannot take them.
        let delegate = SliderRefusingDelegate()
        pan.delegate = delegate
        let log = ControlTesting.EventLog(slider, ignoringDrags: true)
        scene.fingers.down(1, at: CGPoint(x: 64, y: 115))
        scene.drag(to: CGPoint(x: 114, y: 215), steps: 5)
        scene.fingers.up(1)
        #expect(scene.outcomes(of: pan).isEmpty)
        #expect(slider.value == 0.25)
        #expect(log.events.first == "touchDown" && log.events.last == "touchUpOutside")
        #expect(!log.events.contains("touchCancel"))
    }

    @Test func parallelSwipeOnTheThumbBelongsToTheSlider() {
        // R-A8: a swipe along the slider that starts on its thumb.
        scene.container.removeGestureRecognizer(pan)
        let swipe = UISwipeGestureRecognizer()
        scene.container.addGestureRecognizer(swipe)
        var swiped = false
        swipe.addAction { _ in swiped = true }
        scene.fingers.down(1, at: CGPoint(x: 64, y: 115))
        scene.drag(to: CGPoint(x: 164, y: 115), steps: 4)
        scene.fingers.up(1)
        #expect(!swiped)
        #expect(scene.outcomes(of: swipe) == [.failed])
        #expect(slider.value == 0.5)
    }

    @Test func parallelPanOnTheSwitchThumbTogglesTheSwitch() {
        // R-A8, R-C3: thumb pan on a switch (off thumb at x 102…129).
        let toggle = scene.add(UISwitch(frame: CGRect(x: 100, y: 400, width: 0, height: 0)))
        scene.fingers.down(1, at: CGPoint(x: 115, y: 415))
        scene.drag(to: CGPoint(x: 140, y: 417), steps: 5)
        scene.fingers.up(1)
        #expect(toggle.isOn)
        #expect(scene.outcomes(of: pan) == [.failed])
    }

    @Test func panStartingOnTheSwitchTrackBelongsToThePan() {
        // R-A8: only a pan that starts on the thumb is the switch's.
        let toggle = scene.add(UISwitch(frame: CGRect(x: 100, y: 400, width: 0, height: 0)))
        let log = ControlTesting.EventLog(toggle, ignoringDrags: true)
        scene.fingers.down(1, at: CGPoint(x: 140, y: 415))
        scene.drag(to: CGPoint(x: 190, y: 415), steps: 5)
        scene.fingers.up(1)
        #expect(!toggle.isOn)
        #expect(scene.outcomes(of: pan) == [.began])
        #expect(log.events == ["touchDown", "touchCancel"])
    }

    @Test func twoFingerPanIsNotTheSlidersDrag() {
        // R-A8 covers single-finger drags only.
        slider.isMultipleTouchEnabled = true
        scene.fingers.send([.down(1, CGPoint(x: 64, y: 115)), .down(2, CGPoint(x: 70, y: 120))])
        scene.fingers.advance(by: 0.02)
        scene.fingers.send([.move(1, CGPoint(x: 94, y: 115)), .move(2, CGPoint(x: 100, y: 120))])
        scene.fingers.send([.up(1), .up(2)])
        #expect(scene.outcomes(of: pan) == [.began])
    }
}
