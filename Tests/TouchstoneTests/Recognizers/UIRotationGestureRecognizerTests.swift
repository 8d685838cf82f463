import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// BEHAVIOR §7, `UIRotationGestureRecognizer`.
@MainActor
@Suite struct UIRotationGestureRecognizerTests {
    typealias Scene = Continuous.Scene

    private func rotationScene(view: UIView? = nil)
        -> (Scene, UIRotationGestureRecognizer, Continuous.ActionLog<UIRotationGestureRecognizer, CGFloat>) {
        let scene = view.map { Scene(view: $0) } ?? Scene()
        let rotation = UIRotationGestureRecognizer()
        scene.view.addGestureRecognizer(rotation)
        let log = Continuous.ActionLog(rotation) { $0.rotation }
        return (scene, rotation, log)
    }

    /// The two finger positions on a circle around (200, 400): finger 2 at `angle`
    /// (radians, clockwise on screen) at `radius`, finger 1 opposite it.
    private func fingers(at angle: CGFloat, radius: CGFloat = 50) -> (CGPoint, CGPoint) {
        let offset = CGPoint(x: cos(angle) * radius, y: sin(angle) * radius)
        return (CGPoint(x: 200 - offset.x, y: 400 - offset.y), CGPoint(x: 200 + offset.x, y: 400 + offset.y))
    }

    private func down(_ scene: Scene, at angle: CGFloat, radius: CGFloat = 50) {
        let (first, second) = fingers(at: angle, radius: radius)
        scene.fingers.send([.down(1, first), .down(2, second)])
    }

    private func turn(_ scene: Scene, to angle: CGFloat, radius: CGFloat = 50, after seconds: TimeInterval = 1.0 / 60) {
        let (first, second) = fingers(at: angle, radius: radius)
        scene.move([(1, first), (2, second)], after: seconds)
    }

    private func degrees(_ value: CGFloat) -> CGFloat { value * .pi / 180 }

    // §7 defaults, and the base-class defaults.
    @Test func defaults() {
        let rotation = UIRotationGestureRecognizer()
        #expect(rotation.rotation == 0)
        #expect(rotation.velocity == 0)
        #expect(rotation.state == .possible)
        #expect(rotation.cancelsTouchesInView)
        #expect(!rotation.delaysTouchesBegan)
        #expect(rotation.delaysTouchesEnded)
    }

    // §7: at a constant distance it begins past 5°; rotation is the whole angle turned,
    // positive clockwise on screen; R-S5 action sequence.
    @Test func beginsPastFiveDegrees() {
        let (scene, rotation, log) = rotationScene()
        down(scene, at: 0)
        turn(scene, to: degrees(4.9))
        #expect(rotation.state == .possible)
        #expect(rotation.rotation == 0)
        turn(scene, to: degrees(5.1))
        #expect(rotation.state == .began)
        turn(scene, to: degrees(30))
        turn(scene, to: degrees(-20))
        scene.fingers.send([.up(1), .up(2)])
        #expect(log.states == [.began, .changed, .changed, .ended])
        let expected = [degrees(5.1), degrees(30), degrees(-20), degrees(-20)]
        for (value, want) in zip(log.values, expected) { Continuous.expectClose(value, want, within: 1e-9) }
        #expect(rotation.rotation == 0)  // R-S6: reset
    }

    // §7: the threshold grows with the change of distance: 5° + 5°·√min(|Δd/d₀|, 1).
    @Test func thresholdGrowsWhenTheFingersSpread() {
        let (scene, rotation, _) = rotationScene()
        down(scene, at: 0, radius: 50)
        // Distance 100 → 125: Δd/d₀ = 0.25, threshold 5° + 5°·0.5 = 7.5°.
        turn(scene, to: degrees(7.4), radius: 62.5)
        #expect(rotation.state == .possible)
        turn(scene, to: degrees(7.6), radius: 62.5)
        #expect(rotation.state == .began)

        scene.fingers.send([.up(1), .up(2)])
        down(scene, at: 0, radius: 50)
        // Distance 100 → 300: the ratio is capped at 1, threshold 10°.
        turn(scene, to: degrees(9.9), radius: 150)
        #expect(rotation.state == .possible)
        turn(scene, to: degrees(-10.1), radius: 150)
        #expect(rotation.state == .began)
    }

    // §7, R-S2: one finger never begins it; lifting fails it. Two fingers pinching
    // without turning fail too.
    @Test func failures() {
        let (scene, rotation, log) = rotationScene()
        scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        scene.move(1, to: CGPoint(x: 300, y: 100))
        scene.fingers.up(1)
        down(scene, at: 0)
        turn(scene, to: 0, radius: 120)
        scene.fingers.send([.up(1), .up(2)])
        #expect(log.states.isEmpty)
        #expect(scene.outcomes(of: rotation) == [.failed, .failed])
    }

    // §7: rotation counts full turns without wrapping at ±π, both ways.
    @Test func countsFullTurns() {
        let (scene, rotation, log) = rotationScene()
        down(scene, at: degrees(170))
        for step in 1...108 { turn(scene, to: degrees(170 + CGFloat(step) * 10)) }  // three turns clockwise
        Continuous.expectClose(rotation.rotation, 6 * .pi, within: 1e-9)
        for step in 1...180 { turn(scene, to: degrees(170 + 1080 - CGFloat(step) * 10)) }  // five back
        Continuous.expectClose(rotation.rotation, -4 * .pi, within: 1e-9)
        scene.fingers.send([.up(1), .up(2)])
        Continuous.expectClose(log.values.last ?? 0, -4 * .pi, within: 1e-9)
    }

    // §7: rotation is settable; setting it re-bases. The velocity, rad/s, is a
    // least-squares fit to the fingers' turning of the last 100 ms (Decision), measured
    // from began; setting the rotation does not change it.
    @Test func settingTheRotationRebasesAndLeavesTheVelocity() {
        let (scene, rotation, log) = rotationScene()
        down(scene, at: 0)
        turn(scene, to: 0.2)
        #expect(rotation.velocity == 0)
        for step in 1...3 { turn(scene, to: 0.2 + CGFloat(step) * 0.05) }  // 3 rad/s
        Continuous.expectClose(rotation.velocity, 3, within: 1e-6)
        rotation.rotation = 0
        #expect(rotation.rotation == 0)
        Continuous.expectClose(rotation.velocity, 3, within: 1e-6)
        turn(scene, to: 0.3)  // back 0.05 rad in a frame
        Continuous.expectClose(rotation.rotation, -0.05, within: 1e-9)
        #expect(rotation.velocity < 3)
        scene.fingers.advance(by: 0.1)
        scene.fingers.send([.up(1), .up(2)])
        #expect(log.states == [.began, .changed, .changed, .changed, .changed, .ended])
        #expect(rotation.velocity == 0)
    }

    // §7, R-D6: a third finger is ignored; a finger that lifts and a new one that lands
    // resume the rotation without a jump.
    @Test func extraAndReplacedFingers() {
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), log: SceneLog())
        view.isMultipleTouchEnabled = true
        let (scene, rotation, log) = rotationScene(view: view)
        down(scene, at: 0)
        turn(scene, to: degrees(10))
        scene.fingers.down(3, at: CGPoint(x: 50, y: 50))
        #expect(rotation.numberOfTouches == 2)
        scene.move(3, to: CGPoint(x: 60, y: 700))
        Continuous.expectClose(rotation.rotation, degrees(10), within: 1e-9)
        scene.fingers.up(3)
        // Finger 2 lifts; a new finger lands straight below finger 1 (90° from it).
        scene.fingers.up(2)
        let first = fingers(at: degrees(10)).0
        scene.fingers.down(4, at: CGPoint(x: first.x, y: first.y + 100))
        Continuous.expectClose(rotation.rotation, degrees(10), within: 1e-9)
        // Finger 4 swings 20° the other way around finger 1.
        let swung = CGPoint(x: first.x + 100 * cos(degrees(70)), y: first.y + 100 * sin(degrees(70)))
        scene.move(4, to: swung)
        Continuous.expectClose(rotation.rotation, degrees(-10), within: 1e-9)
        scene.fingers.up(1)
        scene.fingers.up(4)
        #expect(log.states == [.began, .changed, .ended])
        #expect(view.log.entries == ["began(t1,t2)", "cancelled(t1,t2)", "began(t3)", "moved(t3)", "ended(t3)"])
    }

    // §7: a difference of angles does not depend on the view's rotation or scale;
    // location(in:) is the centroid in the view's coordinates (R-S9).
    @Test func geometryInATransformedView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 0.5, y: 0.5)
        view.center = CGPoint(x: 200, y: 400)
        let (scene, rotation, _) = rotationScene(view: view)
        down(scene, at: 0, radius: 20)
        turn(scene, to: degrees(40), radius: 20)
        Continuous.expectClose(rotation.rotation, degrees(40), within: 1e-9)
        Continuous.expectClose(rotation.location(in: nil), CGPoint(x: 200, y: 400), within: 1e-9)
        Continuous.expectClose(rotation.location(in: view), CGPoint(x: 200, y: 400), within: 1e-9)
    }

    // §7: a system cancellation cancels it; R-S8: disabling mid-gesture cancels it with
    // an action and the rest of the sequence is ignored.
    @Test func cancellationAndDisabling() {
        let (scene, rotation, log) = rotationScene()
        down(scene, at: 0)
        turn(scene, to: 0.3)
        scene.fingers.send([.cancel(1), .cancel(2)])
        #expect(log.states == [.began, .cancelled])

        down(scene, at: 0)
        turn(scene, to: 0.3)
        rotation.isEnabled = false
        rotation.isEnabled = true
        turn(scene, to: 0.6)
        scene.fingers.send([.up(1), .up(2)])
        #expect(log.states == [.began, .cancelled, .began, .cancelled])
        #expect(scene.outcomes(of: rotation) == [.began, .cancelled, .began, .cancelled])
    }

    // Property (§7): over several full turns with uneven steps (each under 180°) and a
    // changing distance, the rotation is the accumulated angle.
    @Test(arguments: 0..<30)
    func rotationIsTheAccumulatedAngle(seed: UInt64) {
        var random = SeededRandomGenerator(seed: seed + 3000)
        let (scene, rotation, log) = rotationScene()
        var angle = CGFloat.random(in: -.pi ... .pi, using: &random)
        let start = angle
        down(scene, at: angle)
        let direction: CGFloat = Bool.random(using: &random) ? 1 : -1
        while abs(angle - start) < 3 * 2 * .pi {
            angle += direction * .random(in: 0...2.5, using: &random) - direction * .random(in: 0...0.5, using: &random)
            turn(scene, to: angle, radius: .random(in: 30...150, using: &random),
                 after: .random(in: 0...0.02, using: &random))
            #expect(rotation.rotation.isFinite && rotation.velocity.isFinite)
        }
        scene.fingers.send([.up(1), .up(2)])
        #expect(log.states.first == .began && log.states.last == .ended)
        Continuous.expectClose(log.values.last ?? 0, angle - start, within: 1e-9)
    }
}
