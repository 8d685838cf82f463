import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// Pencil properties and coalesced and predicted samples (R-P7, R-P8).
@MainActor
@Suite("Pencil and coalesced touches (R-P7, R-P8)")
struct PencilAndCoalescedTests {
    let stage = Stage()

    @Test("R-P7: a finger reports UIKit's defaults")
    func fingerDefaults() {
        let touch = stage.simulator.down(1, at: p100)
        #expect(touch.type == .direct)
        #expect(touch.force == 0 && touch.maximumPossibleForce == 0)
        #expect(touch.altitudeAngle == .pi / 2)
        #expect(touch.azimuthAngle(in: nil) == 0)
        #expect(touch.estimatedProperties == [])
        #expect(touch.preciseLocation(in: stage.view) == touch.location(in: stage.view))
    }

    @Test("R-P7: a pencil stroke carries force, altitude and azimuth, converted into a view")
    func pencilProperties() {
        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        stage.view.addSubview(rotated)
        var seen: UITouch?
        let recognizer = ScriptedRecognizer(name: "probe")
        recognizer.onBegan = { _, touches in seen = touches.first }
        stage.view.addGestureRecognizer(recognizer)
        let touch = stage.simulator.send(inputs: [TouchInput(
            finger: 7, phase: .began, location: CGPoint(x: 50, y: 50), type: .pencil, force: 2,
            maximumPossibleForce: 4, altitudeAngle: .pi / 6, azimuthAngle: 0)])[0]
        #expect(seen === touch)
        #expect(touch.type == .pencil)
        #expect(touch.force == 2 && touch.maximumPossibleForce == 4)
        #expect(touch.altitudeAngle == .pi / 6)
        #expect(touch.azimuthUnitVector(in: nil) == CGVector(dx: 1, dy: 0))
        // The view is turned a quarter turn clockwise: the window's x axis is its −y axis.
        let local = touch.azimuthUnitVector(in: rotated)
        #expect(abs(local.dx) < 1e-9 && abs(local.dy + 1) < 1e-9)
        #expect(abs(touch.azimuthAngle(in: rotated) + .pi / 2) < 1e-9)
        stage.simulator.send(inputs: [TouchInput(finger: 7, phase: .moved, location: CGPoint(x: 60, y: 50), type: .pencil,
                                                 force: 3, altitudeAngle: .pi / 4, azimuthAngle: .pi / 2)])
        #expect(touch.force == 3 && touch.maximumPossibleForce == 4)
        #expect(touch.altitudeAngle == .pi / 4)
        #expect(abs(touch.azimuthAngle(in: nil) - .pi / 2) < 1e-9)
    }

    @Test("R-P7: the simulator's pencil stroke reaches recognizers as a pencil touch")
    func simulatedPencilStroke() {
        let pan = stage.attach(UIPanGestureRecognizer())
        pan.name = "pan"
        pan.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        stage.simulator.pencilStroke(3, through: (0...5).map { CGPoint(x: 100 + 10 * $0, y: 100) }, force: 1.5,
                                     altitude: .pi / 4)
        #expect(stage.log.entries.filter { $0.hasPrefix("pan:") }.first == "pan:began")
        #expect(stage.log.entries.last == "pan:ended")
    }

    @Test("R-P8: the touch reflects the last sample, coalescedTouches lists every sample, one touchesMoved")
    func coalescedSamples() {
        var moves = 0
        var coalesced: [[CGPoint]] = []
        let recognizer = ScriptedRecognizer(name: "probe")
        stage.view.addGestureRecognizer(recognizer)
        let touch = stage.simulator.down(1, at: p100)
        recognizer.onMoved = { _, touches in
            moves += 1
            let event = touch.window!.gestureEnvironment.event
            coalesced.append(event.coalescedTouches(for: touches.first!)!.map { $0.location(in: nil) })
        }
        stage.simulator.advance(by: 0.03)
        let samples = [
            TouchInput.Sample(location: CGPoint(x: 100, y: 110), timestamp: 0.01),
            TouchInput.Sample(location: CGPoint(x: 100, y: 120), timestamp: 0.02),
        ]
        let predicted = [TouchInput.Sample(location: CGPoint(x: 100, y: 140), timestamp: 0.04)]
        stage.simulator.send(inputs: [TouchInput(finger: 1, phase: .moved, location: CGPoint(x: 100, y: 130),
                                                 coalesced: samples, predicted: predicted)])
        #expect(moves == 1)
        #expect(touch.location(in: nil) == CGPoint(x: 100, y: 130))
        #expect(coalesced == [[CGPoint(x: 100, y: 110), CGPoint(x: 100, y: 120), CGPoint(x: 100, y: 130)]])
        let event = stage.window.gestureEnvironment.event
        #expect(event.coalescedTouches(for: touch)?.last === touch)
        #expect(event.coalescedTouches(for: touch)?.map(\.timestamp) == [0.01, 0.02, 0.03])
        #expect(event.predictedTouches(for: touch)?.map { $0.location(in: nil) } == [CGPoint(x: 100, y: 140)])
        stage.simulator.send(inputs: [TouchInput(finger: 1, phase: .moved, location: CGPoint(x: 100, y: 135))])
        #expect(event.coalescedTouches(for: touch)?.count == 1)
        #expect(event.predictedTouches(for: touch) == [])
    }

    @Test("R-P8: velocity estimation uses every coalesced sample")
    func velocityUsesCoalescedSamples() {
        // A finger moving at 1000 pt/s, reported in events 50 ms apart that carry a sample
        // every 5 ms: the events alone are too far apart to show any speed (a gap of 40 ms
        // ends the velocity's window), the samples show the finger's.
        func velocity(withSamples: Bool) -> CGFloat {
            let stage = Stage()
            let pan = stage.attach(UIPanGestureRecognizer())
            stage.simulator.down(1, at: CGPoint(x: 100, y: 100))
            for event in 1...4 {
                let start = stage.simulator.now
                let samples = (1..<10).map { step in
                    let time = start + 0.005 * Double(step)
                    return TouchInput.Sample(location: CGPoint(x: 100, y: 100 + 1000 * CGFloat(time)), timestamp: time)
                }
                stage.simulator.advance(by: 0.05)
                let location = CGPoint(x: 100, y: 100 + 1000 * 0.05 * CGFloat(event))
                stage.simulator.send(inputs: [TouchInput(finger: 1, phase: .moved, location: location,
                                                         coalesced: withSamples ? samples : [])])
            }
            return pan.velocity(in: nil).y
        }
        #expect(velocity(withSamples: false) == 0)
        #expect(abs(velocity(withSamples: true) - 1000) < 100)
    }

    @Test("R-P8: pinch and rotation velocities use every coalesced sample too")
    func pinchAndRotationVelocitiesUseCoalescedSamples() {
        // Two fingers 200 pt apart around (200, 300), reported in events 50 ms apart with
        // a sample of both every 5 ms: spreading at 200 pt/s, or turning at 2 rad/s.
        func velocity(turning: Bool, withSamples: Bool) -> CGFloat {
            let stage = Stage()
            let pinch = stage.attach(UIPinchGestureRecognizer())
            let rotation = stage.attach(UIRotationGestureRecognizer())
            func positions(at time: TimeInterval) -> (CGPoint, CGPoint) {
                let radius = turning ? 100 : 100 + 100 * CGFloat(time)
                let angle = turning ? 2 * CGFloat(time) : 0
                let offset = CGPoint(x: radius * cos(angle), y: radius * sin(angle))
                return (CGPoint(x: 200 - offset.x, y: 300 - offset.y), CGPoint(x: 200 + offset.x, y: 300 + offset.y))
            }
            let start = positions(at: 0)
            stage.simulator.send([.down(1, start.0), .down(2, start.1)])
            for _ in 1...4 {
                let from = stage.simulator.now
                stage.simulator.advance(by: 0.05)
                let times = (1..<10).map { from + 0.005 * Double($0) }
                let now = positions(at: stage.simulator.now)
                func samples(_ finger: Int) -> [TouchInput.Sample] {
                    guard withSamples else { return [] }
                    return times.map { time in
                        let pair = positions(at: time)
                        return TouchInput.Sample(location: finger == 1 ? pair.0 : pair.1, timestamp: time)
                    }
                }
                stage.simulator.send(inputs: [
                    TouchInput(finger: 1, phase: .moved, location: now.0, coalesced: samples(1)),
                    TouchInput(finger: 2, phase: .moved, location: now.1, coalesced: samples(2)),
                ])
            }
            return turning ? rotation.velocity : pinch.velocity
        }
        #expect(velocity(turning: false, withSamples: false) == 0)
        #expect(abs(velocity(turning: false, withSamples: true) - 200.0 / 208) < 0.1)
        #expect(velocity(turning: true, withSamples: false) == 0)
        #expect(abs(velocity(turning: true, withSamples: true) - 2) < 0.2)
    }
}
