import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// UISwipeGestureRecognizer.
@MainActor
@Suite struct UISwipeGestureRecognizerTests {
    let stage = Stage(multipleTouch: true)
    let start = CGPoint(x: 150, y: 300)

    /// A point `dx`, `dy` away from ``start``.
    func offset(_ dx: CGFloat, _ dy: CGFloat) -> CGPoint { CGPoint(x: start.x + dx, y: start.y + dy) }

    /// Defaults: rightwards, one finger; UIKit's raw direction bits.
    @Test func defaults() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)  // §7
        #expect(swipe.numberOfTouchesRequired == 1)
        typealias Direction = UISwipeGestureRecognizer.Direction
        #expect([Direction.right, .left, .up, .down].map(\.rawValue) == [1, 2, 4, 8])
        #expect(Direction(rawValue: 15) == [.right, .left, .up, .down])
    }

    // MARK: Recognition

    /// Recognizes while the finger is still down, as soon as it went far enough.
    @Test func recognizesMidStroke() {
        let swipe = stage.attach(UISwipeGestureRecognizer(), as: "swipe")
        let actions = ActionRecorder(swipe, locationIn: stage.view)
        stage.simulator.down(1, at: start)
        stage.simulator.advance(by: 0.02)
        stage.simulator.move(1, to: offset(30, 2))
        #expect(actions.states.isEmpty)
        stage.simulator.advance(by: 0.02)
        stage.simulator.move(1, to: offset(60, 3))
        #expect(actions.states == [.ended])  // R-S2: one action
        #expect(actions.locations == [offset(60, 3)])
        stage.simulator.move(1, to: offset(120, 3))
        stage.simulator.up(1)
        #expect(actions.states == [.ended])
        // R-D2, R-D5: the move that recognized is not told; the cancellation precedes the
        // action, and nothing follows it.
        #expect(stage.log.entries == ["began(t1)", "moved(t1)", "cancelled(t1)", "swipe:ended"])
    }

    /// The minimum distance is 50 pt at the start and decays: 50 × (1 − 0.94·t)
    @Test(arguments: [(time: 0.0, short: 49.5, enough: 50.0), (0.25, 38, 38.5), (0.4, 31, 31.5)])
    func minimumDistance(time: TimeInterval, short: CGFloat, enough: CGFloat) {
        let swipe = stage.attach(UISwipeGestureRecognizer(), as: "swipe")
        stage.simulator.down(1, at: start)
        stage.advance(to: time)  // minimum 50, 38.25, 31.2 pt
        stage.simulator.move(1, to: offset(short, 0))
        #expect(swipe.state == .possible)
        stage.simulator.move(1, to: offset(enough, 0))
        #expect(swipe.state == .ended)
    }

    /// The drift across the direction is limited to 200 × (1 − 0.98·t)
    @Test func driftLimit() {
        let swipe = stage.attach(UISwipeGestureRecognizer(), as: "swipe")
        stage.simulator.down(1, at: start)
        stage.advance(to: 0.25)  // drift up to 151 pt, distance from 38.25 pt
        stage.simulator.move(1, to: offset(40, 150))
        #expect(swipe.state == .ended)

        stage.simulator.up(1)
        stage.advance(to: 1)
        stage.simulator.down(1, at: start)
        stage.advance(to: 1.25)
        stage.simulator.move(1, to: offset(40, -152))
        #expect(swipe.state == .failed)

        stage.simulator.up(1)
        stage.advance(to: 2)
        stage.simulator.down(1, at: start)
        stage.simulator.move(1, to: offset(30, 199))  // at t = 0 the full 200 pt are allowed
        #expect(swipe.state == .possible)
    }

    // MARK: Failing

    /// A swipe not done within 0.5 s fails when the time passes.
    @Test func timeLimit() {
        let swipe = stage.attach(UISwipeGestureRecognizer(), as: "swipe")
        let actions = ActionRecorder(swipe)
        stage.simulator.down(1, at: start)
        stage.simulator.advance(by: 0.1)
        stage.simulator.move(1, to: offset(20, 0))
        stage.advance(to: 0.49)
        #expect(swipe.state == .possible)
        stage.advance(to: 0.5)
        #expect(swipe.state == .failed)
        stage.simulator.move(1, to: offset(200, 0))
        stage.simulator.up(1)
        #expect(actions.states.isEmpty)
        // R-D4: nothing held once it failed.
        #expect(stage.log.entries == ["began(t1)", "moved(t1)", "moved(t1)", "ended(t1)"])
    }

    /// Moving the wrong way fails once past 10 pt.
    @Test func wrongDirection() {
        let swipe = stage.attach(UISwipeGestureRecognizer(), as: "swipe")
        stage.simulator.down(1, at: start)
        stage.simulator.move(1, to: offset(-9, 0))
        #expect(swipe.state == .possible)
        stage.simulator.move(1, to: offset(-11, 0))
        #expect(swipe.state == .failed)
    }

    /// Falling back more than 10 pt from the furthest progress is a reversal.
    @Test func reversal() {
        let swipe = stage.attach(UISwipeGestureRecognizer(), as: "swipe")
        stage.simulator.down(1, at: start)
        stage.simulator.advance(by: 0.05)
        stage.simulator.move(1, to: offset(30, 0))
        stage.simulator.advance(by: 0.05)
        stage.simulator.move(1, to: offset(21, 0))
        #expect(swipe.state == .possible)
        stage.simulator.advance(by: 0.05)
        stage.simulator.move(1, to: offset(19, 0))
        #expect(swipe.state == .failed)
    }

    /// A finger lifting before the swipe is recognized fails it.
    @Test func liftBeforeRecognized() {
        let swipe = stage.attach(UISwipeGestureRecognizer(), as: "swipe")
        let actions = ActionRecorder(swipe)
        stage.simulator.down(1, at: start)
        stage.simulator.move(1, to: offset(40, 0))
        stage.simulator.up(1)
        #expect(actions.states.isEmpty)
        #expect(stage.log.entries == ["began(t1)", "moved(t1)", "ended(t1)"])
    }

    /// More fingers than required fail it.
    @Test func tooManyFingers() {
        let swipe = stage.attach(UISwipeGestureRecognizer(), as: "swipe")
        stage.simulator.down(1, at: start)
        stage.simulator.down(2, at: CGPoint(x: 150, y: 500))
        #expect(swipe.state == .failed)
    }

    // MARK: Directions

    /// With several directions allowed, a swipe along any one of them recognizes.
    @Test func severalDirections() {
        let swipe = stage.attach(UISwipeGestureRecognizer(), as: "swipe")
        swipe.direction = [.left, .up]
        let actions = ActionRecorder(swipe)
        stage.simulator.down(1, at: start)
        stage.simulator.move(1, to: offset(5, -60))
        #expect(actions.states == [.ended])
        stage.simulator.up(1)

        stage.simulator.down(1, at: start)
        stage.simulator.move(1, to: offset(-60, -5))
        #expect(actions.states == [.ended, .ended])
        stage.simulator.up(1)

        // Rightwards rules out left; up stays possible but never gets far enough.
        stage.simulator.down(1, at: start)
        stage.simulator.move(1, to: offset(60, 0))
        #expect(swipe.state == .possible)
        stage.simulator.advance(by: 0.5)
        #expect(swipe.state == .failed)
        stage.simulator.up(1)
        #expect(actions.states == [.ended, .ended])
    }

    /// Each direction is recognized only when allowed.
    @Test func eachDirection() {
        let moves: [(UISwipeGestureRecognizer.Direction, CGFloat, CGFloat)] =
            [(.right, 60, 0), (.left, -60, 0), (.up, 0, -60), (.down, 0, 60)]
        for (allowed, _, _) in moves {
            let stage = Stage(multipleTouch: true)
            let swipe = stage.attach(UISwipeGestureRecognizer(), as: "swipe")
            swipe.direction = allowed
            let actions = ActionRecorder(swipe)
            for (direction, dx, dy) in moves {
                stage.simulator.down(1, at: start)
                stage.simulator.move(1, to: offset(dx, dy))
                stage.simulator.up(1)
                stage.simulator.advance(by: 1)
                #expect(actions.states == (direction == allowed ? [.ended] : []), "\(direction) with \(allowed)")
                if direction == allowed { break }
            }
        }
    }

    // MARK: Several fingers

    /// Two fingers must both go far enough the same way.
    @Test func twoFingers() {
        let swipe = stage.attach(UISwipeGestureRecognizer(), as: "swipe")
        swipe.numberOfTouchesRequired = 2
        let actions = ActionRecorder(swipe, locationIn: stage.view)
        stage.simulator.send([.down(1, CGPoint(x: 100, y: 300)), .down(2, CGPoint(x: 100, y: 400))])
        stage.simulator.send([.move(1, CGPoint(x: 160, y: 300)), .move(2, CGPoint(x: 130, y: 400))])
        #expect(actions.states.isEmpty)
        stage.simulator.move(2, to: CGPoint(x: 160, y: 400))
        #expect(actions.states == [.ended])
        #expect(actions.locations == [CGPoint(x: 160, y: 350)])
        stage.simulator.send([.up(1), .up(2)])

        // One finger going the other way rules the direction out.
        stage.simulator.send([.down(1, CGPoint(x: 100, y: 300)), .down(2, CGPoint(x: 100, y: 400))])
        stage.simulator.send([.move(1, CGPoint(x: 160, y: 300)), .move(2, CGPoint(x: 80, y: 400))])
        #expect(swipe.state == .failed)
        stage.simulator.send([.up(1), .up(2)])

        // One finger alone, however far, is not a two-finger swipe; a third fails it.
        stage.simulator.down(1, at: CGPoint(x: 100, y: 300))
        stage.simulator.move(1, to: CGPoint(x: 200, y: 300))
        #expect(swipe.state == .possible)
        stage.simulator.down(2, at: CGPoint(x: 100, y: 400))
        stage.simulator.down(3, at: CGPoint(x: 100, y: 500))
        #expect(swipe.state == .failed)
        #expect(actions.states == [.ended])
    }

    // MARK: Geometry

    /// Directions follow the rotated view's axes; distances stay in window points.
    @Test func transformedView() {
        let container = UIView(frame: CGRect(x: 100, y: 200, width: 200, height: 200))
        // Rotated a quarter turn: the view's +x points down the screen, its +y to the left.
        container.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        stage.window.addSubview(container)
        let swipe = UISwipeGestureRecognizer()
        container.addGestureRecognizer(swipe)
        let actions = ActionRecorder(swipe)
        let center = CGPoint(x: 200, y: 300)

        stage.simulator.down(1, at: center)
        stage.simulator.move(1, to: CGPoint(x: 200, y: 350))  // 50 window pt = 25 view pt
        #expect(actions.states == [.ended])
        stage.simulator.up(1)

        stage.simulator.down(1, at: center)
        stage.simulator.move(1, to: CGPoint(x: 260, y: 300))  // screen right is the view's up
        #expect(swipe.state == .possible)
        stage.simulator.up(1)

        swipe.direction = .up
        stage.simulator.down(1, at: center)
        stage.simulator.move(1, to: CGPoint(x: 260, y: 300))
        #expect(actions.states == [.ended, .ended])
    }

    // MARK: Interruptions

    /// A system cancel fails the swipe without an action.
    @Test func systemCancel() {
        let swipe = stage.attach(UISwipeGestureRecognizer(), as: "swipe")
        let actions = ActionRecorder(swipe)
        let decisions = DecisionRecorder(stage.window)
        stage.simulator.down(1, at: start)
        stage.simulator.move(1, to: offset(30, 0))
        stage.simulator.cancel(1)
        #expect(actions.states.isEmpty)
        #expect(decisions.outcomes == ["swipe:failed(R-S2)"])
        #expect(stage.log.entries == ["began(t1)", "moved(t1)", "cancelled(t1)"])
    }

    /// Disabling the swipe mid-stroke fails it silently (R-S8)
    @Test func disabledMidGesture() {
        let swipe = stage.attach(UISwipeGestureRecognizer(), as: "swipe")
        let actions = ActionRecorder(swipe)
        stage.simulator.down(1, at: start)
        stage.simulator.move(1, to: offset(30, 0))
        swipe.isEnabled = false
        stage.simulator.move(1, to: offset(90, 0))
        stage.simulator.up(1)
        #expect(actions.states.isEmpty)
        #expect(stage.log.entries == ["began(t1)", "moved(t1)", "moved(t1)", "ended(t1)"])
    }
}
