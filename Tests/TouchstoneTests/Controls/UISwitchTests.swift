import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// UISwitch.
@MainActor
@Suite struct UISwitchTests {
    let scene = ControlTesting.Scene()
    /// At (100, 100), 51 × 31: the off thumb spans x 102…129, the on thumb 122…149.
    let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 300, height: 300))

    init() { scene.add(toggle) }

    @Test func hasUIKitsFixedSize() {
        #expect(toggle.frame == CGRect(x: 100, y: 100, width: 51, height: 31))
        #expect(UISwitch().bounds.size == CGSize(width: 51, height: 31))
    }

    @Test func tapTogglesAndSendsValueChanged() {
        // R-C2
        let log = ControlTesting.EventLog(toggle)
        scene.tap(at: CGPoint(x: 140, y: 115))
        #expect(toggle.isOn)
        #expect(log.events == ["touchDown", "valueChanged", "primaryAction", "touchUpInside"])
        scene.fingers.advance(by: 1)
        scene.tap(at: CGPoint(x: 110, y: 115))
        #expect(!toggle.isOn)
    }

    @Test func tapThatLiftsOutsideDoesNotToggle() {
        // R-C1: beyond the tracking margin a lift is a touch-up outside.
        let log = ControlTesting.EventLog(toggle, ignoringDrags: true)
        scene.fingers.down(1, at: CGPoint(x: 140, y: 115))
        scene.fingers.move(1, to: CGPoint(x: 140, y: 300))
        scene.fingers.up(1)
        #expect(!toggle.isOn)
        #expect(log.events == ["touchDown", "touchUpOutside"])
    }

    @Test func draggingTheThumbPastTheMiddleTurnsItOn() {
        // R-C2: thumb pan.
        let log = ControlTesting.EventLog(toggle, ignoringDrags: true)
        scene.fingers.down(1, at: CGPoint(x: 115, y: 115))
        scene.drag(to: CGPoint(x: 135, y: 117), steps: 4)
        #expect(!toggle.isOn)  // the value changes when the finger lifts
        scene.fingers.up(1)
        #expect(toggle.isOn)
        #expect(log.events == ["touchDown", "valueChanged", "primaryAction", "touchUpInside"])
    }

    @Test func draggingTheThumbLessThanHalfWayLeavesItOff() {
        // R-C2: a drag is not a tap: the thumb's side decides, so nothing changes.
        let log = ControlTesting.EventLog(toggle, ignoringDrags: true)
        scene.fingers.down(1, at: CGPoint(x: 115, y: 115))
        scene.drag(to: CGPoint(x: 125, y: 115), steps: 2)
        scene.fingers.up(1)
        #expect(!toggle.isOn)
        #expect(log.events == ["touchDown", "touchUpInside"])
    }

    @Test func draggingOffToTheLeftWhileOnTurnsItOff() {
        toggle.setOn(true, animated: true)
        scene.fingers.down(1, at: CGPoint(x: 140, y: 115))
        scene.drag(to: CGPoint(x: 60, y: 115), steps: 4)  // far outside: the thumb still follows
        scene.fingers.up(1)
        #expect(!toggle.isOn)
    }

    @Test func setOnSendsNoEvent() {
        let log = ControlTesting.EventLog(toggle)
        toggle.setOn(true, animated: false)
        toggle.isOn = false
        #expect(log.events.isEmpty)
    }
}
