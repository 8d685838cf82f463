import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// The simulator's one-line finger gestures, each judged by the built-in recognizer that
/// UIKit would use for it, with UIKit's defaults: in exact motion, and in human motion
/// over 100 seeds (issue 31). The expected values come from the call's own arguments
/// (a pinch from 100 to 180 pt must scale by 1.8), never from a run's output.
@MainActor
@Suite struct GestureCallTests {
    static let humanSeeds: [UInt64] = Array(1...100)
    static let motions: [GestureMotion] = [.exact] + humanSeeds.map { .human(seed: $0) }

    /// A window with one full-size view holding `recognizer`, recording each action's
    /// state and what `values` reads from the recognizer then.
    @MainActor final class Stage {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let simulator: TouchSimulator
        private(set) var actions: [(state: UIGestureRecognizer.State, values: [CGFloat], touches: Int)] = []

        init(_ recognizer: UIGestureRecognizer, motion: GestureMotion,
             values: @escaping @MainActor (UIGestureRecognizer) -> [CGFloat] = { _ in [] }) {
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            view.addGestureRecognizer(recognizer)
            simulator = TouchSimulator(window: window)
            simulator.motion = motion
            recognizer.addAction { [unowned self] recognizer in
                self.actions.append((recognizer.state, values(recognizer), recognizer.numberOfTouches))
            }
        }

        var states: [UIGestureRecognizer.State] { actions.map(\.state) }
    }

    @Test(arguments: [(1, 1), (1, 2), (2, 1), (2, 2), (3, 3)])
    func tapIsRecognizedByATapOfThatManyTapsAndFingers(fingers: Int, taps: Int) {
        for motion in Self.motions {
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = taps
            tap.numberOfTouchesRequired = fingers
            // One more tap than given must not be enough for a recognizer asking for it.
            let more = UITapGestureRecognizer()
            more.numberOfTapsRequired = taps + 1
            more.numberOfTouchesRequired = fingers
            let stage = Stage(tap, motion: motion)
            let moreStage = Stage(more, motion: motion)
            stage.simulator.tap(at: CGPoint(x: 200, y: 400), fingers: fingers, taps: taps)
            moreStage.simulator.tap(at: CGPoint(x: 200, y: 400), fingers: fingers, taps: taps)
            // Time stands at the last lift.
            #expect(motion != .exact || abs(stage.simulator.now - (Double(taps - 1) * 0.1 + 0.05)) < 1e-9)
            stage.simulator.settle()
            moreStage.simulator.settle()
            #expect(stage.actions.map(\.state) == [.ended], "\(motion)")
            #expect(stage.actions.first?.touches == fingers, "\(motion)")
            #expect(moreStage.states.isEmpty, "\(motion)")
        }
    }

    @Test func longPressIsRecognizedByALongPress() {
        for motion in Self.motions {
            for fingers in 1...2 {
                let press = UILongPressGestureRecognizer()
                press.numberOfTouchesRequired = fingers
                let stage = Stage(press, motion: motion)
                stage.simulator.longPress(at: CGPoint(x: 200, y: 400), fingers: fingers)
                #expect(abs(stage.simulator.now - 0.8) < 1e-9)
                #expect(stage.states.first == .began && stage.states.last == .ended, "\(motion) \(fingers) fingers")
            }
            // A press shorter than the recognizer's 0.5 s is not one.
            let press = UILongPressGestureRecognizer()
            let stage = Stage(press, motion: motion)
            stage.simulator.longPress(at: CGPoint(x: 200, y: 400), duration: 0.3)
            #expect(stage.states.isEmpty, "\(motion)")
        }
    }

    @Test(arguments: [UISwipeGestureRecognizer.Direction.right, .left, .up, .down])
    func swipeIsRecognizedByASwipeOfThatDirectionOnly(direction: UISwipeGestureRecognizer.Direction) {
        let all: [UISwipeGestureRecognizer.Direction] = [.right, .left, .up, .down]
        for motion in Self.motions {
            for fingers in 1...2 {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
                let view = UIView(frame: window.bounds)
                window.addSubview(view)
                var recognized: [UInt] = []
                for candidate in all {
                    let swipe = UISwipeGestureRecognizer()
                    swipe.direction = candidate
                    swipe.numberOfTouchesRequired = fingers
                    swipe.addAction { _ in recognized.append(candidate.rawValue) }
                    view.addGestureRecognizer(swipe)
                }
                let simulator = TouchSimulator(window: window)
                simulator.motion = motion
                simulator.swipe(direction, at: CGPoint(x: 200, y: 400), fingers: fingers)
                #expect(abs(simulator.now - 0.15) < 1e-9)
                #expect(recognized == [direction.rawValue], "\(motion) \(fingers) fingers")
            }
        }
    }

    @Test(arguments: [(100.0, 180.0), (200.0, 80.0)])
    func pinchEndsWithTheScaleOfItsDistances(from: CGFloat, to: CGFloat) {
        for motion in Self.motions {
            let stage = Stage(UIPinchGestureRecognizer(), motion: motion) { [($0 as! UIPinchGestureRecognizer).scale] }
            stage.simulator.pinch(at: CGPoint(x: 200, y: 400), fromDistance: from, toDistance: to)
            #expect(abs(stage.simulator.now - 0.5) < 1e-9)
            let final = stage.actions.last { $0.state == .changed }?.values[0] ?? 0
            #expect(stage.states.first == .began && stage.states.last == .ended, "\(motion)")
            #expect(abs(final / (to / from) - 1) <= 0.01, "\(motion): scale \(final), expected \(to / from)")
        }
    }

    @Test(arguments: [CGFloat.pi / 2, -CGFloat.pi / 4, 2.5])
    func rotateEndsWithItsAngle(angle: CGFloat) {
        for motion in Self.motions {
            let stage = Stage(UIRotationGestureRecognizer(), motion: motion) { [($0 as! UIRotationGestureRecognizer).rotation] }
            stage.simulator.rotate(at: CGPoint(x: 200, y: 400), by: angle)
            let final = stage.actions.last { $0.state == .changed }?.values[0] ?? 0
            #expect(stage.states.first == .began && stage.states.last == .ended, "\(motion)")
            #expect(abs(final - angle) <= 0.5 * .pi / 180, "\(motion): rotation \(final), expected \(angle)")
        }
    }

    @Test(arguments: [(CGPoint(x: 50, y: 400), CGPoint(x: 350, y: 400)), (CGPoint(x: 200, y: 700), CGPoint(x: 150, y: 100))])
    func flickEndsWithThePansVelocityAtTheReturnedSpeed(start: CGPoint, end: CGPoint) {
        for motion in Self.motions {
            for fingers in 1...2 {
                let stage = Stage(UIPanGestureRecognizer(), motion: motion) { recognizer in
                    let velocity = (recognizer as! UIPanGestureRecognizer).velocity(in: nil)
                    return [velocity.x, velocity.y]
                }
                let commanded = stage.simulator.flick(from: start, to: end, fingers: fingers)
                #expect(abs(stage.simulator.now - 0.2) < 1e-9)
                // Known by construction: 40 % of the time at half the end speed, 60 % at
                // the end speed, so the distance is the end speed × 0.8 of the duration.
                #expect(abs(commanded.x - (end.x - start.x) / 0.16) < 1e-6 && abs(commanded.y - (end.y - start.y) / 0.16) < 1e-6)
                let ended = stage.actions.last
                #expect(ended?.state == .ended, "\(motion)")
                let velocity = CGPoint(x: ended?.values[0] ?? 0, y: ended?.values[1] ?? 0)
                let error = hypot(velocity.x - commanded.x, velocity.y - commanded.y)
                #expect(error <= 0.1 * hypot(commanded.x, commanded.y),
                        "\(motion) \(fingers) fingers: velocity \(velocity), commanded \(commanded)")
            }
        }
    }

    @Test func dragEndsStillWhereItWasTold() {
        for motion in Self.motions {
            let stage = Stage(UIPanGestureRecognizer(), motion: motion) { recognizer in
                let velocity = (recognizer as! UIPanGestureRecognizer).velocity(in: nil)
                return [velocity.x, velocity.y]
            }
            stage.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 500))
            #expect(abs(stage.simulator.now - 0.55) < 1e-9)
            let ended = stage.actions.last
            #expect(ended?.state == .ended, "\(motion)")
            #expect(ended?.values == [0, 0], "\(motion): velocity \(ended?.values ?? [])")
            // Without the rest the same drag ends moving: the rest is what stops it.
            let moving = Stage(UIPanGestureRecognizer(), motion: motion) { recognizer in
                let velocity = (recognizer as! UIPanGestureRecognizer).velocity(in: nil)
                return [velocity.x, velocity.y]
            }
            moving.simulator.stroke(along: [CGPoint(x: 100, y: 100), CGPoint(x: 300, y: 500)], duration: 0.5)
            #expect(moving.actions.last.map { hypot($0.values[0], $0.values[1]) > 500 } == true, "\(motion)")
        }
    }

    @Test(arguments: [UIRectEdge.left, .right, .top, .bottom])
    func edgePanIsRecognizedByAnEdgePanOfThatEdgeOnly(edge: UIRectEdge) {
        for motion in Self.motions {
            var began: [UInt] = []
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            for candidate in [UIRectEdge.left, .right, .top, .bottom] {
                let pan = UIScreenEdgePanGestureRecognizer()
                pan.edges = candidate
                pan.addAction { if $0.state == .began { began.append(candidate.rawValue) } }
                view.addGestureRecognizer(pan)
            }
            let simulator = TouchSimulator(window: window)
            simulator.motion = motion
            simulator.edgePan(from: edge)
            #expect(abs(simulator.now - 0.3) < 1e-9)
            #expect(began == [edge.rawValue], "\(motion)")
        }
    }

    @Test func strokeFollowsItsPathAtConstantSpeed() {
        let stage = Stage(UIPanGestureRecognizer(), motion: .exact)
        var samples: [(time: TimeInterval, point: CGPoint)] = []
        stage.simulator.inputObserver = { inputs, time in
            if let point = inputs.first?.location { samples.append((time, point)) }
        }
        // A check mark: 100 pt down-right, then 200 pt up-right, in 0.3 s: 1,000 pt/s.
        let path = [CGPoint(x: 100, y: 300), CGPoint(x: 160, y: 380), CGPoint(x: 280, y: 220)]
        stage.simulator.stroke(along: path, duration: 0.3)
        #expect(abs(stage.simulator.now - 0.3) < 1e-9)
        #expect(samples.count == 37)  // the touch-down and 36 moves at 120 Hz; the lift has no new place
        for (previous, next) in zip(samples, samples.dropFirst()) {
            let speed = hypot(next.point.x - previous.point.x, next.point.y - previous.point.y) / (next.time - previous.time)
            #expect(abs(speed - 1000) < 1e-6)
        }
        #expect(samples.first?.point == path.first && samples.last?.point == path.last)
        #expect(stage.states.last == .ended)
    }

    @Test func humanMotionIsRepeatableFromItsSeedAndDiffersFromExact() {
        func trace(_ motion: GestureMotion) -> [String] {
            let stage = Stage(UIPanGestureRecognizer(), motion: motion)
            var lines: [String] = []
            stage.simulator.inputObserver = { inputs, time in lines.append("\(time) \(inputs.map { "\($0.phase) \($0.location.map { "\($0)" } ?? "")" })") }
            stage.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 100))
            stage.simulator.tap(at: CGPoint(x: 200, y: 200))
            return lines
        }
        #expect(trace(.human(seed: 7)) == trace(.human(seed: 7)))
        #expect(trace(.human(seed: 7)) != trace(.human(seed: 8)))
        #expect(trace(.human(seed: 7)) != trace(.exact))
        // Exact motion samples exactly at the rate: a 0.5 s drag is 60 moves.
        #expect(trace(.exact).filter { $0.contains("moved") }.count == 60)
    }

    @Test func aRefusedInputIsReportedWithItsFingerAndTheRunGoesOn() {
        let stage = Stage(UITapGestureRecognizer(), motion: .exact)
        withKnownIssue {
            stage.simulator.move(9, to: CGPoint(x: 10, y: 10))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("finger 9 is not down, so it cannot move") }
        }
        withKnownIssue {
            stage.simulator.down(1, at: CGPoint(x: 10, y: CGFloat.nan))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("finger 1 given a non-finite point") }
        }
        // The window refuses a call from inside its own handlers (a view's touchesBegan
        // sending input): reported, not a trap.
        let meddler = MeddlingView(frame: CGRect(x: 300, y: 300, width: 50, height: 50))
        stage.window.addSubview(meddler)
        meddler.simulator = stage.simulator
        withKnownIssue {
            stage.simulator.tap(at: CGPoint(x: 320, y: 320))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("finger 5 go down") && $0.rawValue.contains("while the window is handling an event") }
        }
        let inner = meddler.sent
        #expect(inner.first?.phase == .cancelled && inner.first?.view == nil)
        // The simulator carries on: the next tap is recognized.
        stage.simulator.advance(by: 1)
        stage.simulator.tap(at: CGPoint(x: 100, y: 100))
        #expect(stage.states == [.ended])
    }

    /// A view that sends input from its `touchesBegan`, which the window refuses.
    final class MeddlingView: UIView {
        weak var simulator: TouchSimulator?
        var sent: [UITouch] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            sent = simulator?.send([.down(5, CGPoint(x: 1, y: 1))]) ?? []
        }
    }
}
