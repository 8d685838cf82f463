import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// BEHAVIOR §7, `UIPanGestureRecognizer`.
@MainActor
@Suite struct UIPanGestureRecognizerTests {
    typealias Scene = Continuous.Scene

    /// A scene with a pan on its view, and a log of the translation each action reads.
    private func panScene(view: UIView? = nil, configure: (UIPanGestureRecognizer) -> Void = { _ in })
        -> (Scene, UIPanGestureRecognizer, Continuous.ActionLog<UIPanGestureRecognizer, CGPoint>) {
        let scene = view.map { Scene(view: $0) } ?? Scene()
        let pan = UIPanGestureRecognizer()
        configure(pan)
        scene.view.addGestureRecognizer(pan)
        let log = Continuous.ActionLog(pan) { $0.translation(in: nil) }
        return (scene, pan, log)
    }

    // §7 defaults, and the base-class defaults.
    @Test func defaults() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
        #expect(pan.state == .possible)
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero)
        #expect(pan.cancelsTouchesInView)
        #expect(!pan.delaysTouchesBegan)
        #expect(pan.delaysTouchesEnded)
        #expect(pan.isEnabled)
    }

    // §7: begins at 10 pt on an axis; the hysteresis comes off the translation; R-S5:
    // began, changed per move, ended on lift.
    @Test func beginsAtTenPointsAndReportsTranslationWithoutTheHysteresis() {
        let (scene, pan, log) = panScene()
        scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        scene.move(1, to: CGPoint(x: 109.9, y: 100))
        #expect(pan.state == .possible)
        #expect(pan.translation(in: nil) == .zero)
        scene.move(1, to: CGPoint(x: 110, y: 100))
        #expect(pan.state == .began)
        scene.move(1, to: CGPoint(x: 130, y: 105))
        #expect(pan.state == .changed)
        scene.move(1, to: CGPoint(x: 90, y: 95))
        scene.fingers.up(1)
        #expect(log.states == [.began, .changed, .changed, .ended])
        #expect(log.values == [CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 5), CGPoint(x: -20, y: -5),
                               CGPoint(x: -20, y: -5)])
        // R-S6: reset after the attempt.
        #expect(pan.state == .possible)
        #expect(pan.translation(in: nil) == .zero)
        #expect(scene.outcomes(of: pan) == [.began])
    }

    // §7: the hysteresis is per axis, not Euclidean; R-S10: what comes off the translation
    // is the move up to where the straight path reached 10 pt on an axis.
    @Test func hysteresisIsPerAxis() {
        let (scene, pan, log) = panScene()
        scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        scene.move(1, to: CGPoint(x: 108, y: 92))  // 11.3 pt away, but under 10 on each axis
        #expect(pan.state == .possible)
        scene.move(1, to: CGPoint(x: 109, y: 89))
        #expect(pan.state == .began)
        scene.move(1, to: CGPoint(x: 115, y: 75))
        scene.fingers.up(1)
        // Began at (9, −11): the path crossed 10 pt at (9, −11) × 10/11.
        let hysteresis = CGPoint(x: 90.0 / 11, y: -10)
        #expect(log.values.count == 3)
        for (value, displacement) in zip(log.values, [CGPoint(x: 9, y: -11), CGPoint(x: 15, y: -25), CGPoint(x: 15, y: -25)]) {
            Continuous.expectClose(value, Continuous.difference(displacement, hysteresis), within: 1e-9)
        }
    }

    // §7, R-S2: lifting before the hysteresis fails silently; the view gets its touch
    // back (R-D4).
    @Test func failsWhenLiftedBeforeMovingEnough() {
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), log: SceneLog())
        let (scene, pan, log) = panScene(view: view)
        scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        scene.move(1, to: CGPoint(x: 105, y: 95))
        scene.fingers.up(1)
        #expect(log.states.isEmpty)
        #expect(scene.outcomes(of: pan) == [.failed])
        #expect(view.log.entries == ["began(t1)", "moved(t1)", "ended(t1)"])
    }

    // R-D5: a continuous recognizer that begins mid-touch: began, moved…, cancelled.
    @Test func viewHearsTheTouchUntilThePanBegins() {
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), log: SceneLog())
        let (scene, _, _) = panScene(view: view)
        scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        scene.move(1, to: CGPoint(x: 105, y: 100))
        scene.move(1, to: CGPoint(x: 120, y: 100))
        scene.move(1, to: CGPoint(x: 140, y: 100))
        scene.fingers.up(1)
        #expect(view.log.entries == ["began(t1)", "moved(t1)", "cancelled(t1)"])
    }

    // §7, R-H4: translation and velocity are reported in the given view's coordinates,
    // and setTranslation(_:in:) takes them in that view's coordinates.
    @Test func geometryInARotatedScaledView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        let (scene, pan, _) = panScene(view: view)
        scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        scene.move(1, to: CGPoint(x: 110, y: 100))
        scene.move(1, to: CGPoint(x: 130, y: 100))
        Continuous.expectClose(pan.translation(in: nil), CGPoint(x: 20, y: 0))
        // The view's x axis points down the screen and its unit is 2 pt: a window move of
        // (20, 0) is (0, −10) in it.
        Continuous.expectClose(pan.translation(in: view), CGPoint(x: 0, y: -10))
        let windowVelocity = pan.velocity(in: nil)
        #expect(windowVelocity.x > 0)
        Continuous.expectClose(pan.velocity(in: view), CGPoint(x: windowVelocity.y / 2, y: -windowVelocity.x / 2))
        pan.setTranslation(CGPoint(x: 5, y: 0), in: view)
        Continuous.expectClose(pan.translation(in: nil), CGPoint(x: 0, y: 10))
        Continuous.expectClose(pan.translation(in: view), CGPoint(x: 5, y: 0))
        // A view elsewhere in the hierarchy converts with its own transform.
        let other = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        other.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        scene.window.addSubview(other)
        Continuous.expectClose(pan.translation(in: other), CGPoint(x: 0, y: 20))
    }

    // §7: setTranslation re-bases the translation; later moves add to it. The velocity is
    // the fingers' (Decision): setting the translation does not change it.
    @Test func setTranslationRebasesAndLeavesTheVelocity() {
        let (scene, pan, log) = panScene()
        scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        scene.move(1, to: CGPoint(x: 120, y: 100))
        scene.move(1, to: CGPoint(x: 140, y: 100))
        let velocity = pan.velocity(in: nil)
        #expect(velocity.x > 0)
        pan.setTranslation(.zero, in: nil)
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == velocity)
        scene.move(1, to: CGPoint(x: 146, y: 103))
        Continuous.expectClose(pan.translation(in: nil), CGPoint(x: 6, y: 3))
        scene.fingers.up(1)
        #expect(log.states == [.began, .changed, .changed, .ended])
    }

    // Issue 21, §7 Decision: the everyday pattern (reset the translation on every change,
    // read the velocity at .ended) flings, as on iOS: the velocity comes from the touch
    // samples, not from the translation's history.
    @Test func resettingTheTranslationOnEveryChangeStillFlings() {
        let (scene, pan, _) = panScene()
        var endVelocity: CGPoint?
        let target = Continuous.ActionLog(pan) { pan -> CGPoint in
            if pan.state == .ended { endVelocity = pan.velocity(in: nil) }
            pan.setTranslation(.zero, in: nil)
            return .zero
        }
        scene.fingers.down(1, at: CGPoint(x: 100, y: 300))
        for step in 1...8 { scene.move(1, to: CGPoint(x: 100, y: 300 - CGFloat(step) * 20)) }  // 1200 pt/s up
        scene.fingers.up(1)
        #expect(target.states.last == .ended)
        #expect(endVelocity.map { abs($0.y + 1200) < 1e-6 && abs($0.x) < 1e-6 } == true,
                "\(String(describing: endVelocity))")
    }

    // §7 Decision: the velocity is a least-squares fit to the moves of the last 100 ms: a
    // steady 600 pt/s reads 600 from the second move on, whatever came more than 100 ms
    // before; a rest of 40 ms before the lift gives 0.
    @Test(arguments: [(0.039, CGFloat(600)), (0.04, 0)])
    func velocityIsFittedToTheLast100Milliseconds(rest: TimeInterval, velocityAtTheLift: CGFloat) {
        let (scene, pan, _) = panScene()
        let velocities = Continuous.ActionLog(pan) { $0.velocity(in: nil) }
        scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        scene.move(1, to: CGPoint(x: 160, y: 100), after: 0.3)  // slow, long ago
        for step in 1...8 {
            scene.move(1, to: CGPoint(x: 160 + CGFloat(step) * 10, y: 100))  // 600 pt/s
        }
        scene.fingers.advance(by: rest)
        scene.fingers.up(1)
        #expect(velocities.states.suffix(2) == [.changed, .ended])
        // From the seventh steady move on, only steady moves are in the window.
        Continuous.expectClose(velocities.values[velocities.values.count - 2], CGPoint(x: 600, y: 0), within: 1e-6)
        Continuous.expectClose(velocities.values.last ?? .zero, CGPoint(x: velocityAtTheLift, y: 0), within: 1e-6)
    }

    // §7: a second and third finger landing or lifting re-bases the centroid: no jump.
    @Test func fingersLandingAndLiftingDoNotMoveTheTranslation() {
        let (scene, pan, log) = panScene()
        scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        scene.move(1, to: CGPoint(x: 130, y: 100))
        #expect(log.values.last == CGPoint(x: 20, y: 0))
        scene.fingers.down(2, at: CGPoint(x: 300, y: 300))
        #expect(pan.numberOfTouches == 2)
        #expect(pan.translation(in: nil) == CGPoint(x: 20, y: 0))
        scene.move([(1, CGPoint(x: 130, y: 110)), (2, CGPoint(x: 300, y: 310))])
        #expect(log.values.last == CGPoint(x: 20, y: 10))
        scene.fingers.down(3, at: CGPoint(x: 50, y: 600))
        #expect(pan.numberOfTouches == 3)
        // One finger of three moves 30 pt: the centroid moves 10.
        scene.move(3, to: CGPoint(x: 80, y: 600))
        #expect(log.values.last == CGPoint(x: 30, y: 10))
        scene.fingers.up(1)
        #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 10))
        #expect(pan.state == .changed)
        scene.move([(2, CGPoint(x: 304, y: 310)), (3, CGPoint(x: 84, y: 600))])
        #expect(log.values.last == CGPoint(x: 34, y: 10))
        scene.fingers.up(2)
        scene.fingers.up(3)
        #expect(log.states == [.began, .changed, .changed, .changed, .ended])
        #expect(log.values.last == CGPoint(x: 34, y: 10))
    }

    // §7: a finger that lands in the same event as another's move: the move counts, the
    // landing does not.
    @Test func landingDuringAMoveKeepsTheMove() {
        let (scene, pan, _) = panScene()
        scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        scene.move(1, to: CGPoint(x: 100, y: 130))
        scene.fingers.advance(by: 0.016)
        scene.fingers.send([.move(1, CGPoint(x: 100, y: 140)), .down(2, CGPoint(x: 200, y: 400))])
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 30))
        // A move and a lift in one event: the move counts, over both fingers.
        scene.fingers.advance(by: 0.016)
        scene.fingers.send([.move(2, CGPoint(x: 200, y: 410)), .up(1)])
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 35))
    }

    // §7, R-D6: fingers beyond maximumNumberOfTouches are ignored and reach the view
    // untouched; the pan never cancels them there.
    @Test func fingersBeyondTheMaximumAreIgnored() {
        let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 800), log: SceneLog())
        view.isMultipleTouchEnabled = true
        let (scene, pan, log) = panScene(view: view) { $0.maximumNumberOfTouches = 1 }
        scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        scene.move(1, to: CGPoint(x: 100, y: 130))
        scene.fingers.down(2, at: CGPoint(x: 300, y: 300))
        #expect(pan.numberOfTouches == 1)
        #expect(scene.fingers.touch(2)?.gestureRecognizers == nil)
        scene.move(2, to: CGPoint(x: 350, y: 300))
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 20))
        scene.fingers.up(2)
        scene.move(1, to: CGPoint(x: 100, y: 140))
        scene.fingers.up(1)
        #expect(log.values == [CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 30)])
        #expect(view.log.entries == ["began(t1)", "cancelled(t1)", "began(t2)", "moved(t2)", "ended(t2)"])
    }

    // §7: with minimumNumberOfTouches 2, one finger's movement does not count; the
    // hysteresis is measured once two are down.
    @Test func minimumNumberOfTouches() {
        let (scene, pan, log) = panScene { $0.minimumNumberOfTouches = 2 }
        scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        scene.move(1, to: CGPoint(x: 150, y: 100))
        #expect(pan.state == .possible)
        scene.fingers.down(2, at: CGPoint(x: 100, y: 300))
        scene.move([(1, CGPoint(x: 159, y: 100)), (2, CGPoint(x: 109, y: 300))])
        #expect(pan.state == .possible)
        scene.move([(1, CGPoint(x: 160, y: 100)), (2, CGPoint(x: 110, y: 300))])
        #expect(pan.state == .began)
        #expect(log.values == [.zero])
        // With one finger lifted the pan goes on, and ends with the last.
        scene.fingers.up(2)
        scene.move(1, to: CGPoint(x: 170, y: 100))
        scene.fingers.up(1)
        #expect(log.states == [.began, .changed, .ended])
        #expect(log.values.last == CGPoint(x: 10, y: 0))
    }

    // §7: a system cancellation cancels a pan in progress (R-S5: cancelled is sent since
    // began was) and fails one that had not begun (R-S3).
    @Test func systemCancellation() {
        let (scene, pan, log) = panScene()
        scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        scene.move(1, to: CGPoint(x: 100, y: 120))
        scene.fingers.cancel(1)
        #expect(log.states == [.began, .cancelled])
        #expect(scene.outcomes(of: pan) == [.began, .cancelled])
        #expect(pan.state == .possible)

        scene.fingers.advance(by: 1)
        scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        scene.move(1, to: CGPoint(x: 100, y: 105))
        scene.fingers.cancel(1)
        #expect(log.states == [.began, .cancelled])
        #expect(scene.outcomes(of: pan) == [.began, .cancelled, .failed])
    }

    // R-S8: disabling mid-gesture cancels with an action and ignores the rest of the
    // sequence; disabling while possible fails silently.
    @Test func disablingMidGesture() {
        let (scene, pan, log) = panScene()
        scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        scene.move(1, to: CGPoint(x: 100, y: 120))
        pan.isEnabled = false
        #expect(log.states == [.began, .cancelled])
        scene.move(1, to: CGPoint(x: 100, y: 160))
        pan.isEnabled = true
        scene.move(1, to: CGPoint(x: 100, y: 200))
        scene.fingers.up(1)
        #expect(log.states == [.began, .cancelled])

        // Possible → failed, silently; the next sequence works again.
        scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        pan.isEnabled = false
        pan.isEnabled = true
        scene.move(1, to: CGPoint(x: 100, y: 130))
        scene.fingers.up(1)
        #expect(log.states == [.began, .cancelled])
        scene.fingers.down(1, at: CGPoint(x: 100, y: 100))
        scene.move(1, to: CGPoint(x: 100, y: 130))
        scene.fingers.up(1)
        #expect(log.states == [.began, .cancelled, .began, .ended])
    }

    // Property (§7): for any path, the final translation is the finger's displacement less
    // the hysteresis taken when the pan began, within 0.5 pt; velocity stays finite.
    @Test(arguments: 0..<40)
    func finalTranslationMatchesDisplacementLessHysteresis(seed: UInt64) {
        var random = SeededRandomGenerator(seed: seed)
        let (scene, pan, log) = panScene()
        let start = CGPoint(x: .random(in: 100...300, using: &random), y: .random(in: 150...650, using: &random))
        let drift = CGPoint(x: .random(in: -3...3, using: &random), y: .random(in: -3...3, using: &random))
        scene.fingers.down(1, at: start)
        var point = start
        var hysteresis: CGPoint?
        for _ in 0..<Int.random(in: 10...60, using: &random) {
            point.x += drift.x + .random(in: -8...8, using: &random)
            point.y += drift.y + .random(in: -8...8, using: &random)
            let displacement = Continuous.difference(point, start)
            if hysteresis == nil && (abs(displacement.x) >= 10 || abs(displacement.y) >= 10) {
                let scale = 10 / max(abs(displacement.x), abs(displacement.y))
                hysteresis = CGPoint(x: displacement.x * scale, y: displacement.y * scale)
            }
            // Uneven spacing, including events closer than 1 ms.
            scene.move(1, to: point, after: .random(in: 0...0.03, using: &random))
            let velocity = pan.velocity(in: nil)
            #expect(velocity.x.isFinite && velocity.y.isFinite)
        }
        scene.fingers.up(1)
        if let hysteresis {
            #expect(log.states.first == .began)
            #expect(log.states.last == .ended)
            Continuous.expectClose(log.values.last ?? .zero,
                                   Continuous.difference(Continuous.difference(point, start), hysteresis), within: 0.5)
        } else {
            #expect(log.states.isEmpty)
        }
    }

    // Property (§7): a second finger that lands and lifts at random moments while both
    // move together never shows in the translation.
    @Test(arguments: 0..<20)
    func aSecondFingerNeverMovesTheTranslation(seed: UInt64) {
        var random = SeededRandomGenerator(seed: seed + 1000)
        let (scene, _, log) = panScene()
        let start = CGPoint(x: 200, y: 400)
        scene.fingers.down(1, at: start)
        scene.move(1, to: CGPoint(x: 200, y: 420))  // begins with hysteresis (0, 10)
        var point = CGPoint(x: 200, y: 420)
        let offset = CGPoint(x: .random(in: -150...150, using: &random), y: .random(in: -300...300, using: &random))
        var secondDown = false
        for _ in 0..<40 {
            scene.fingers.advance(by: 0.01)
            if secondDown && Bool.random(using: &random) {
                // A lift carries no new position: the lifting finger stays where it was.
                scene.fingers.up(2)
                secondDown = false
                continue
            }
            let delta = CGPoint(x: .random(in: -6...6, using: &random), y: .random(in: -6...6, using: &random))
            point = Continuous.sum(point, delta)
            var changes: [TouchSimulator.Change] = [.move(1, point)]
            if secondDown {
                changes.append(.move(2, Continuous.sum(point, offset)))
            } else if Bool.random(using: &random) {
                changes.append(.down(2, Continuous.sum(point, offset)))
                secondDown = true
            }
            scene.fingers.send(changes)
        }
        scene.fingers.up(1)
        if secondDown { scene.fingers.up(2) }
        Continuous.expectClose(log.values.last ?? .zero, Continuous.difference(point, CGPoint(x: 200, y: 410)),
                               within: 0.5)
    }
}
