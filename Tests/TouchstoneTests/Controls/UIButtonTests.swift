import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// UIButton.
@MainActor
@Suite struct UIButtonTests {
    let scene = ControlTesting.Scene()

    @Test func tapSendsTouchUpInsideThenPrimaryAction() {
        // R-C2
        let button = scene.add(UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50)))
        let log = ControlTesting.EventLog(button)
        scene.tap(at: CGPoint(x: 110, y: 110))
        #expect(log.events == ["touchDown", "touchUpInside", "primaryAction"])
    }

    @Test func liftOutsideIsNoPrimaryAction() {
        // R-C1, R-C2
        let button = scene.add(UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 50)))
        let log = ControlTesting.EventLog(button, ignoringDrags: true)
        scene.fingers.down(1, at: CGPoint(x: 110, y: 110))
        scene.fingers.move(1, to: CGPoint(x: 110, y: 300))
        scene.fingers.up(1)
        #expect(log.events == ["touchDown", "touchUpOutside"])
    }
}
