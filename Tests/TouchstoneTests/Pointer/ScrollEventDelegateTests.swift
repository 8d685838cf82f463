import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// R-P5: the delegate's `gestureRecognizer(_:shouldReceive:)` taking a `UIEvent` is asked
/// before a recognizer receives each scroll (wheel, trackpad scroll) or transform (trackpad
/// pinch and rotate) gesture, and `false` keeps the recognizer out of that gesture.
@MainActor
@Suite struct ScrollEventDelegateTests {
    let stage = Stage()

    /// Answers the event question from `receives` and records each event type it is asked
    /// about, per recognizer.
    @MainActor final class EventDelegate: UIGestureRecognizerDelegate {
        var receives: (UIGestureRecognizer, UIEvent) -> Bool = { _, _ in true }
        private(set) var asked: [String] = []
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
            asked.append("\(gestureRecognizer.name ?? "?") \(event.type)")
            return receives(gestureRecognizer, event)
        }
    }

    private func pan(_ name: String, on view: UIView? = nil) -> UIPanGestureRecognizer {
        let pan = stage.attach(UIPanGestureRecognizer(), to: view)
        pan.name = name
        pan.allowedScrollTypesMask = .all
        return pan
    }

    // A delegate that refuses scroll events keeps its pan out of the wheel's notches. With
    // no recognizer taking it, no wheel gesture is under way, so each notch asks afresh.
    @Test func aRefusedWheelGestureNeverReachesThePan() {
        let pan = pan("pan")
        let delegate = EventDelegate()
        delegate.receives = { _, event in event.type != .scroll }
        pan.delegate = delegate
        stage.simulator.hover(to: p100)
        for _ in 0..<3 {
            stage.simulator.wheel(by: CGVector(dx: 0, dy: -10))
            stage.simulator.advance(by: 0.02)
        }
        #expect(pan.state == .possible)
        stage.simulator.advance(by: 0.2)
        #expect(stage.log.entries.isEmpty)
        #expect(delegate.asked == ["pan scroll", "pan scroll", "pan scroll"])
    }

    // A pan its delegate lets in is asked once per gesture, before it receives any of it,
    // not once per notch; the next gesture asks again.
    @Test func anAcceptedGestureIsAskedOnce() {
        let pan = pan("pan")
        let delegate = EventDelegate()
        var stateWhenAsked: [UIGestureRecognizer.State] = []
        delegate.receives = { recognizer, _ in stateWhenAsked.append(recognizer.state); return true }
        pan.delegate = delegate
        stage.simulator.hover(to: p100)
        for _ in 0..<3 {
            stage.simulator.wheel(by: CGVector(dx: 0, dy: -10))
            stage.simulator.advance(by: 0.02)
        }
        stage.simulator.advance(by: 0.2)
        stage.simulator.wheel(by: CGVector(dx: 0, dy: -10))
        stage.simulator.advance(by: 0.2)
        #expect(delegate.asked == ["pan scroll", "pan scroll"])
        #expect(stateWhenAsked == [.possible, .possible])
        #expect(stage.log.entries == ["pan:began", "pan:changed", "pan:changed", "pan:ended", "pan:began", "pan:ended"])
    }

    // Refusing one gesture is not refusing the next: the delegate lets the trackpad's
    // second scroll through, and the pan follows it.
    @Test func theAnswerIsPerGesture() {
        let pan = pan("pan")
        let delegate = EventDelegate()
        var answers = [false, true]
        delegate.receives = { _, _ in answers.removeFirst() }
        pan.delegate = delegate
        stage.simulator.hover(to: p100)
        stage.simulator.trackpadScroll([CGVector(dx: 0, dy: 5)])
        #expect(stage.log.entries.isEmpty)
        stage.simulator.trackpadScroll([CGVector(dx: 0, dy: 5)])
        #expect(stage.log.entries == ["pan:began", "pan:ended"])
    }

    // A refused inner pan is out of the gesture, so it does not exclude its ancestor's pan:
    // the outer one scrolls.
    @Test func aRefusedPanLeavesTheGestureToOthers() {
        let inner = TouchLogView(frame: CGRect(x: 50, y: 50, width: 200, height: 200), log: stage.log, label: "inner")
        stage.view.addSubview(inner)
        _ = pan("outer")
        let innerPan = pan("innerPan", on: inner)
        let delegate = EventDelegate()
        delegate.receives = { _, _ in false }
        innerPan.delegate = delegate
        stage.simulator.hover(to: p100)
        stage.simulator.wheel(by: CGVector(dx: 0, dy: 10))
        stage.simulator.advance(by: 0.2)
        #expect(stage.log.entries == ["outer:began", "outer:ended"])
        #expect(delegate.asked == ["innerPan scroll"])
    }

    // Transform gestures ask too: a pinch whose delegate refuses transform events stays out
    // of the trackpad's pinch while a rotation beside it follows.
    @Test func aRefusedTransformGesture() {
        let pinch = stage.attach(UIPinchGestureRecognizer(), as: "pinch")
        let rotation = stage.attach(UIRotationGestureRecognizer(), as: "rotation")
        let delegate = EventDelegate()
        delegate.receives = { recognizer, event in !(recognizer === pinch && event.type == .transform) }
        pinch.delegate = delegate
        rotation.delegate = delegate
        stage.simulator.hover(to: p100)
        stage.simulator.trackpadTransform([(scale: 1.2, rotation: 0.2)])
        #expect(delegate.asked.sorted() == ["pinch transform", "rotation transform"])
        #expect(stage.log.entries.allSatisfy { $0.hasPrefix("rotation:") })
        #expect(stage.log.entries.first == "rotation:began")
        #expect(pinch.state == .possible)
    }
}
