import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// Transform events: trackpad pinch and rotate (R-P6).
///
/// Transform input (R-P6)
@MainActor
@Suite struct TransformInputTests {
    let stage = Stage()

    /// R-P6: a pinch recognizer begins, changes and ends with the trackpad, with no touches.
    @Test func trackpadPinch() {
        let pinch = stage.attach(UIPinchGestureRecognizer())
        pinch.name = "pinch"
        let log = ScaleLog()
        pinch.addTarget(log, action: ScaleLog.handle)
        stage.simulator.hover(to: CGPoint(x: 120, y: 140))
        stage.simulator.trackpadPinch([1.25, 1.5])
        #expect(log.entries == ["began 1.0", "changed 1.25", "changed 1.5", "ended 1.5"])
        #expect(log.touchCounts == [0, 0, 0, 0])
        #expect(log.locations.allSatisfy { $0 == CGPoint(x: 120, y: 140) })
        #expect(stage.log.entries.allSatisfy { $0.hasPrefix("pinch:") })
        #expect(pinch.state == .possible)
    }

    /// R-P6: setting the scale mid-gesture re-bases it, as with fingers.
    @Test func settingScaleRebases() {
        let pinch = stage.attach(UIPinchGestureRecognizer())
        let log = ScaleLog()
        pinch.addTarget(log, action: ScaleLog.handle)
        pinch.addTarget(log, action: ScaleLog.resetScale)
        stage.simulator.hover(to: p100)
        stage.simulator.trackpadPinch([1.2, 1.44])
        #expect(log.entries.map { $0.split(separator: " ")[1] } == ["1.0", "1.2", "1.2", "1.0"])
    }

    /// R-P6: a rotation recognizer follows the trackpad's rotation.
    @Test func trackpadRotation() {
        let rotation = stage.attach(UIRotationGestureRecognizer())
        rotation.name = "rotation"
        stage.simulator.hover(to: p100)
        var seen: [CGFloat] = []
        let probe = RotationProbe { seen.append($0.rotation) }
        rotation.addTarget(probe, action: RotationProbe.handle)
        stage.simulator.trackpadRotate([0.1, 0.3])
        #expect(seen == [0, 0.1, 0.3, 0.3])
        #expect(stage.log.entries == ["rotation:began", "rotation:changed", "rotation:changed", "rotation:ended"])
    }

    /// R-P6: a zooming scroll view zooms with a trackpad pinch.
    @Test func scrollViewZooms() {
        let scene = ControlTesting.Scene()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 600))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let delegateLog = ControlTesting.ScrollDelegateLog()
        scrollView.contentSize = image.bounds.size
        scrollView.addSubview(image)
        scrollView.delegate = delegateLog
        delegateLog.zoomView = image
        scrollView.maximumZoomScale = 4
        scene.add(scrollView)
        scene.fingers.hover(to: CGPoint(x: 200, y: 400))
        scene.fingers.trackpadPinch([1.5, 2])
        #expect(scrollView.zoomScale == 2)
        #expect(delegateLog.callsExceptScrolls.first == "willBeginZooming")
        #expect(delegateLog.callsExceptScrolls.last == "didEndZooming 2.0")
    }

    /// R-P6: a cancelled transform cancels the recognizer.
    @Test func cancelledTransform() throws {
        let pinch = stage.attach(UIPinchGestureRecognizer())
        pinch.name = "pinch"
        stage.simulator.hover(to: p100)
        stage.simulator.send(pointer: .transform(scale: 1, rotation: 0, phase: .began, modifiers: []))
        stage.simulator.send(pointer: .transform(scale: 1.3, rotation: 0, phase: .changed, modifiers: []))
        stage.simulator.send(pointer: .transform(scale: 1.3, rotation: 0, phase: .cancelled, modifiers: []))
        #expect(stage.log.entries == ["pinch:began", "pinch:changed", "pinch:cancelled"])
    }
}

/// Records a pinch's actions with its scale and what it reports about touches.
@MainActor
private final class ScaleLog {
    private(set) var entries: [String] = []
    private(set) var touchCounts: [Int] = []
    private(set) var locations: [CGPoint] = []
    func handle(_ pinch: UIPinchGestureRecognizer) {
        entries.append("\(pinch.state) \((pinch.scale * 1000).rounded() / 1000)")
        touchCounts.append(pinch.numberOfTouches)
        locations.append(pinch.location(in: nil))
    }
    func resetScale(_ pinch: UIPinchGestureRecognizer) {
        if pinch.state == .changed { pinch.scale = 1 }
    }
}

@MainActor
private final class RotationProbe {
    let body: (UIRotationGestureRecognizer) -> Void
    init(_ body: @escaping (UIRotationGestureRecognizer) -> Void) { self.body = body }
    func handle(_ rotation: UIRotationGestureRecognizer) { body(rotation) }
}
