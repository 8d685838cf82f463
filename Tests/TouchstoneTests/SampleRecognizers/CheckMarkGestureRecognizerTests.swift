import Foundation
import Testing
import Touchstone
import TouchstoneSampleRecognizers
import TouchstoneTesting

/// The seed's check-mark recognizer (seed 000 §6), a subclass in another module.
@MainActor
@Suite struct CheckMarkGestureRecognizerTests {
    @MainActor final class Receiver {
        var midPoints: [CGPoint] = []
        func checked(_ sender: CheckMarkGestureRecognizer) { midPoints.append(sender.midPoint) }
    }

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let receiver = Receiver()
    let checkMark: CheckMarkGestureRecognizer
    let simulator: TouchSimulator

    init() {
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        checkMark = CheckMarkGestureRecognizer(target: receiver, action: Receiver.checked)
        view.addGestureRecognizer(checkMark)
        simulator = TouchSimulator(window: window)
    }

    private func stroke(_ points: [CGPoint]) {
        simulator.down(1, at: points[0])
        for point in points.dropFirst() {
            simulator.advance(by: 0.016)
            simulator.move(1, to: point)
        }
        simulator.up(1)
    }

    @Test func recognizesADownStrokeThenAnUpStroke() {
        // R-X1
        stroke([CGPoint(x: 100, y: 100), CGPoint(x: 120, y: 120), CGPoint(x: 140, y: 140),
                CGPoint(x: 170, y: 100), CGPoint(x: 220, y: 40)])
        #expect(receiver.midPoints == [CGPoint(x: 140, y: 140)])
        #expect(checkMark.midPoint == .zero && checkMark.state == .possible)  // reset ran
    }

    @Test func failsOnAStrokeBackwardsAndResets() {
        // R-X1
        stroke([CGPoint(x: 100, y: 100), CGPoint(x: 120, y: 120), CGPoint(x: 90, y: 130),
                CGPoint(x: 150, y: 60)])
        #expect(receiver.midPoints.isEmpty && checkMark.state == .possible && checkMark.midPoint == .zero)
        // A down stroke alone stays possible through the lift, and is not a check.
        stroke([CGPoint(x: 100, y: 100), CGPoint(x: 120, y: 120)])
        #expect(receiver.midPoints.isEmpty)
        simulator.advance(by: 1)
        stroke([CGPoint(x: 100, y: 100), CGPoint(x: 130, y: 130), CGPoint(x: 160, y: 90)])
        #expect(receiver.midPoints == [CGPoint(x: 130, y: 130)])
    }

    @Test func failuresSayWhy() {
        // The stroke goes 30 pt left (from x 120 to 90) on its way down.
        var reasons: [String] = []
        window.gestureDecisionHandler = { reasons.append($0.reason) }
        stroke([CGPoint(x: 100, y: 100), CGPoint(x: 120, y: 120), CGPoint(x: 90, y: 130)])
        #expect(checkMark.failureReason == nil)  // reset ran, and forgot it
        #expect(reasons == ["the stroke went 30 pt left before its lowest point (allowed 0 pt)"])
        window.subviews[0].isMultipleTouchEnabled = true
        simulator.send([.down(1, CGPoint(x: 100, y: 100)), .down(2, CGPoint(x: 200, y: 100))])
        #expect(checkMark.failureReason?.measured == .init(2, limit: 1, unit: .fingers))
    }

    @Test func failsWithTwoFingersAndOnCancellation() {
        // R-X1
        window.subviews[0].isMultipleTouchEnabled = true
        simulator.send([.down(1, CGPoint(x: 100, y: 100)), .down(2, CGPoint(x: 200, y: 100))])
        #expect(checkMark.state == .failed)
        simulator.send([.up(1), .up(2)])
        #expect(checkMark.state == .possible)
        simulator.down(3, at: CGPoint(x: 100, y: 100))
        simulator.move(3, to: CGPoint(x: 120, y: 120))
        simulator.cancel(3)
        #expect(receiver.midPoints.isEmpty && checkMark.state == .possible)
    }
}
