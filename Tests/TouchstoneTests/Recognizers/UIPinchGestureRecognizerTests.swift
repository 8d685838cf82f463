import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// BEHAVIOR §7, `UIPinchGestureRecognizer`.
@MainActor
@Suite struct UIPinchGestureRecognizerTests {
    typealias Scene = Continuous.Scene

    private func pinchScene(view: UIView? = nil)
        -> (Scene, UIPinchGestureRecognizer, Continuous.ActionLog<UIPinchGestureRecognizer, CGFloat>) {
        let scene = view.map { Scene(view: $0) } ?? Scene()
        let pinch = UIPinchGestureRecognizer()
        scene.view.addGestureRecognizer(pinch)
        let log = Continuous.ActionLog(pinch) { $0.scale }
        return (scene, pinch, log)
    }

    /// Puts two fingers down 100 pt apart on a horizontal line through (200, 400).
    private func twoFingersDown(_ scene: Scene) {
        scene.fingers.send([.down(1, CGPoint(x: 150, y: 400)), .down(2, CGPoint(x: 250, y: 400))])
    }

    /// Moves finger 2 so the fingers are `distance` apart, finger 1 staying put.
    private func spread(_ scene: Scene, to distance: CGFloat, after seconds: TimeInterval = 1.0 / 60) {
        scene.move(2, to: CGPoint(x: 150 + distance, y: 400), after: seconds)
    }

    // §7 defaults, and the base-class defaults.
    @Test func defaults() {
        let pinch = UIPinchGestureRecognizer()
        #expect(pinch.scale == 1)
        #expect(pinch.velocity == 0)
        #expect(pinch.state == .possible)
        #expect(pinch.cancelsTouchesInView)
        #expect(!pinch.delaysTouchesBegan)
        #expect(pinch.delaysTouchesEnded)
    }

    // §7: begins when the distance changed by 8 pt; the start distance moves by 8 so the
    // scale is 1 at began; scale = distance / adjusted start; R-S5 action sequence.
    @Test func spreadingBeginsAtEightPoints() {
        let (scene, pinch, log) = pinchScene()
        twoFingersDown(scene)
        spread(scene, to: 107.9)
        #expect(pinch.state == .possible)
        #expect(pinch.scale == 1)
        spread(scene, to: 108)
        #expect(pinch.state == .began)
        spread(scene, to: 162)
        spread(scene, to: 216)
        scene.fingers.send([.up(1), .up(2)])
        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(log.values == [1, 1.5, 2, 2])
        #expect(pinch.scale == 1)  // R-S6: reset
        #expect(scene.outcomes(of: pinch) == [.began])
    }

    @Test func closingBeginsAtEightPoints() {
        let (scene, pinch, log) = pinchScene()
        twoFingersDown(scene)
        spread(scene, to: 92.1)
        #expect(pinch.state == .possible)
        spread(scene, to: 92)
        spread(scene, to: 46)
        scene.fingers.up(2)
        scene.fingers.up(1)
        #expect(log.states == [.began, .changed, .ended])
        #expect(log.values == [1, 0.5, 0.5])
    }

    // §7, R-S2: one finger never begins it, however far it moves; lifting fails it.
    @Test func oneFingerFails() {
        let (scene, pinch, log) = pinchScene()
        scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        scene.move(1, to: CGPoint(x: 300, y: 500))
        #expect(pinch.state == .possible)
        scene.fingers.up(1)
        #expect(log.states.isEmpty)
        #expect(scene.outcomes(of: pinch) == [.failed])
    }

    // §7: two fingers that lift without changing their distance fail it; moving together
    // (a two-finger drag) is not a pinch.
    @Test func fingersMovingTogetherFail() {
        let (scene, pinch, log) = pinchScene()
        twoFingersDown(scene)
        scene.move([(1, CGPoint(x: 150, y: 500)), (2, CGPoint(x: 250, y: 500))])
        scene.move([(1, CGPoint(x: 180, y: 600)), (2, CGPoint(x: 280, y: 600))])
        scene.fingers.send([.up(1), .up(2)])
        #expect(log.states.isEmpty)
        #expect(scene.outcomes(of: pinch) == [.failed])
    }

    // §7: scale is settable; setting it re-bases (the usual "apply and reset to 1"). The
    // velocity, scale/s, is a least-squares fit to the fingers' changes of the last
    // 100 ms (Decision); setting the scale does not change it, so a pinch that resets its
    // scale on every change still reads its speed at the end (issue 21's pattern).
    @Test func settingTheScaleRebasesAndLeavesTheVelocity() {
        let (scene, pinch, _) = pinchScene()
        let velocities = Continuous.ActionLog(pinch) { pinch -> CGFloat in
            let velocity = pinch.velocity
            pinch.scale = 1
            return velocity
        }
        twoFingersDown(scene)
        spread(scene, to: 108)
        #expect(pinch.velocity == 0)  // measured from began
        for step in 1...5 { spread(scene, to: 108 + CGFloat(step) * 1.08) }  // 1 % of 108 per frame
        scene.fingers.advance(by: 0.03)  // lifted 30 ms after the last move
        scene.fingers.send([.up(1), .up(2)])
        #expect(velocities.states == [.began, .changed, .changed, .changed, .changed, .changed, .ended])
        // Each frame the scale grows by a hair under 1 % of the scale set to 1: 0.6/s.
        let perFrame = velocities.values[1...5]
        #expect(perFrame.allSatisfy { abs($0 - 0.6) < 0.03 }, "\(perFrame)")
        #expect(abs((velocities.values.last ?? 0) - 0.6) < 0.06)
    }

    // §7, R-D6: a third finger is ignored and reaches the view; the pinch keeps measuring
    // its first two.
    @Test func aThirdFingerIsIgnored() {
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), log: SceneLog())
        view.isMultipleTouchEnabled = true
        let (scene, pinch, log) = pinchScene(view: view)
        twoFingersDown(scene)
        spread(scene, to: 120)
        scene.fingers.down(3, at: CGPoint(x: 200, y: 100))
        #expect(pinch.numberOfTouches == 2)
        scene.move(3, to: CGPoint(x: 200, y: 10))
        Continuous.expectClose(pinch.scale, 120.0 / 108)
        scene.fingers.up(3)
        scene.fingers.send([.up(1), .up(2)])
        #expect(log.states == [.began, .ended])
        #expect(view.log.entries == ["began(t1,t2)", "cancelled(t1,t2)", "began(t3)", "moved(t3)", "ended(t3)"])
    }

    // §7: a finger lifting mid-gesture holds the scale; a new second finger resumes it
    // without a jump; the gesture ends with the last finger.
    @Test func losingAndRegainingAFinger() {
        let (scene, pinch, log) = pinchScene()
        twoFingersDown(scene)
        spread(scene, to: 216)  // scale 2
        scene.fingers.up(2)
        #expect(pinch.state == .changed || pinch.state == .began)
        scene.move(1, to: CGPoint(x: 100, y: 400))
        #expect(pinch.scale == 2)
        scene.fingers.down(3, at: CGPoint(x: 150, y: 400))  // 50 pt from finger 1
        #expect(pinch.scale == 2)
        scene.move(3, to: CGPoint(x: 200, y: 400))  // distance doubles
        #expect(pinch.scale == 4)
        scene.fingers.up(1)
        scene.fingers.up(3)
        #expect(log.states == [.began, .changed, .ended])
        #expect(log.values == [2, 4, 4])
    }

    // §7: distances are a ratio, so a rotated, scaled view does not change the scale;
    // location(in:) is the centroid in the view's coordinates (R-S9).
    @Test func geometryInATransformedView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        view.transform = CGAffineTransform(rotationAngle: .pi / 3).scaledBy(x: 3, y: 3)
        let (scene, pinch, _) = pinchScene(view: view)
        twoFingersDown(scene)
        spread(scene, to: 216)
        Continuous.expectClose(pinch.scale, 2)
        let centroid = CGPoint(x: 150 + 216.0 / 2, y: 400)
        Continuous.expectClose(pinch.location(in: nil), centroid)
        Continuous.expectClose(pinch.location(in: view), view.convert(centroid, from: nil))
    }

    // §7: a system cancellation cancels it; R-S8: disabling cancels it with an action, and
    // the rest of the sequence is ignored.
    @Test func cancellationAndDisabling() {
        let (scene, pinch, log) = pinchScene()
        twoFingersDown(scene)
        spread(scene, to: 130)
        scene.fingers.send([.cancel(1), .cancel(2)])
        #expect(log.states == [.began, .cancelled])

        twoFingersDown(scene)
        spread(scene, to: 130)
        pinch.isEnabled = false
        pinch.isEnabled = true
        spread(scene, to: 160)
        scene.fingers.send([.up(1), .up(2)])
        #expect(log.states == [.began, .cancelled, .began, .cancelled])

        // Disabled while possible: fails silently.
        twoFingersDown(scene)
        pinch.isEnabled = false
        pinch.isEnabled = true
        spread(scene, to: 160)
        scene.fingers.send([.up(1), .up(2)])
        #expect(log.states == [.began, .cancelled, .began, .cancelled])
        #expect(scene.outcomes(of: pinch).suffix(1) == [.failed])
    }

    // Property (§7): for any two-finger path, the final scale is the final distance over
    // the start distance moved 8 pt towards where it was when the pinch began.
    @Test(arguments: 0..<40)
    func scaleIsTheDistanceRatio(seed: UInt64) {
        var random = SeededRandomGenerator(seed: seed + 2000)
        let (scene, pinch, log) = pinchScene()
        var first = CGPoint(x: .random(in: 100...300, using: &random), y: .random(in: 200...600, using: &random))
        var second = CGPoint(x: .random(in: 100...300, using: &random), y: .random(in: 200...600, using: &random))
        scene.fingers.send([.down(1, first), .down(2, second)])
        let startDistance = hypot(second.x - first.x, second.y - first.y)
        var adjustedStart: CGFloat?
        for _ in 0..<Int.random(in: 5...50, using: &random) {
            first.x += .random(in: -10...10, using: &random)
            first.y += .random(in: -10...10, using: &random)
            second.x += .random(in: -10...10, using: &random)
            second.y += .random(in: -10...10, using: &random)
            let distance = hypot(second.x - first.x, second.y - first.y)
            if adjustedStart == nil && abs(distance - startDistance) >= 8 {
                adjustedStart = startDistance + (distance > startDistance ? 8 : -8)
            }
            scene.move([(1, first), (2, second)], after: .random(in: 0...0.03, using: &random))
            #expect(pinch.scale.isFinite && pinch.velocity.isFinite)
        }
        scene.fingers.send([.up(1), .up(2)])
        if let adjustedStart {
            #expect(log.states.first == .began && log.states.last == .ended)
            let ratio = hypot(second.x - first.x, second.y - first.y) / adjustedStart
            Continuous.expectClose(log.values.last ?? 0, ratio, within: 1e-9)
        } else {
            #expect(log.states.isEmpty)
        }
    }
}
