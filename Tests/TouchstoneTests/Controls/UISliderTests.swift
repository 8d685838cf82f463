import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// UISlider.
@MainActor
@Suite struct UISliderTests {
    let scene = ControlTesting.Scene()
    /// 228 points wide at x 50: the 28-point thumb's center travels from x 64 to 264, so
    /// 200 points of travel cover the range.
    let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 228, height: 31))

    init() { scene.add(slider) }

    @Test func geometry() {
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 0, y: 13.5, width: 228, height: 4))
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
                                     value: 0.5)
        #expect(thumb == CGRect(x: 100, y: 1.5, width: 28, height: 28))
    }

    @Test func draggingTheThumbMovesTheValue() {
        // R-C2
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(self.slider.value) }, for: .valueChanged)
        scene.fingers.down(1, at: CGPoint(x: 64, y: 115))  // the thumb's center at value 0
        scene.drag(to: CGPoint(x: 114, y: 120), steps: 2)
        #expect(slider.value == 0.25)
        #expect(values == [0.125, 0.25])
        scene.drag(to: CGPoint(x: 400, y: 300), steps: 1)  // beyond the end, far outside
        #expect(slider.value == 1)
        scene.fingers.up(1)
        #expect(values == [0.125, 0.25, 1])
    }

    @Test func touchOffTheThumbIsNotTracked() {
        // R-C2: only the thumb can be dragged.
        let log = ControlTesting.EventLog(slider)
        scene.fingers.down(1, at: CGPoint(x: 200, y: 115))
        scene.drag(to: CGPoint(x: 150, y: 115), steps: 2)
        scene.fingers.up(1)
        #expect(slider.value == 0)
        #expect(log.events.isEmpty)
    }

    @Test func notContinuousReportsOnceWhenTheFingerLifts() {
        slider.isContinuous = false
        slider.minimumValue = 10
        slider.maximumValue = 20
        let log = ControlTesting.EventLog(slider, ignoringDrags: true)
        scene.fingers.down(1, at: CGPoint(x: 64, y: 115))
        scene.drag(to: CGPoint(x: 164, y: 115), steps: 5)
        #expect(slider.value == 15)
        #expect(log.events == ["touchDown"])
        scene.fingers.up(1)
        #expect(log.events == ["touchDown", "valueChanged", "primaryAction", "touchUpInside"])
    }

    @Test func rangeKeepsTheValueInside() {
        slider.value = 0.8
        slider.maximumValue = 0.5
        #expect(slider.value == 0.5)
        slider.minimumValue = 2
        #expect(slider.maximumValue == 2)
        #expect(slider.value == 2)
        slider.setValue(-4, animated: true)
        #expect(slider.value == 2)
    }
}
