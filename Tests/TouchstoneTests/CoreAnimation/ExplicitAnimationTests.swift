import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// Records what Core Animation tells a delegate and a transaction, in order.
@MainActor private final class AnimationLog: CAAnimationDelegate {
    var events: [String] = []
    let name: String
    init(_ name: String, sharing log: AnimationLog? = nil) {
        self.name = name
        shared = log
    }
    private weak var shared: AnimationLog?
    private func record(_ event: String) {
        if let shared { shared.events.append(event) } else { events.append(event) }
    }
    func animationDidStart(_ anim: CAAnimation) { record("\(name) start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { record("\(name) stop \(flag)") }
}

/// A window with a standalone layer in it, on a bound application whose key window it is.
@MainActor private struct LayerStage {
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let layer = CALayer()
    let fingers: TouchSimulator

    init() {
        fingers = TouchSimulator(window: window)
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        window.layer.addSublayer(layer)
    }

    func run(_ body: () throws -> Void) rethrows {
        try UIApplication.withShared(application) {
            window.makeKeyAndVisible()
            try body()
        }
    }

    func presented(_ keyPath: String) -> CGFloat {
        (layer.presentation()?.value(forKeyPath: keyPath) as? CGFloat) ?? .nan
    }
}

@MainActor
@Suite("Core Animation's explicit animations on the window's clock (R-CA3–R-CA8)")
struct ExplicitAnimationTests {
    // R-CA4: Apple's table of fromValue, toValue and byValue: halfway through a linear
    // one-second animation of position.x from a model value of 50, each combination shows
    // the middle of the two values the table names.
    @Test func theFromToAndByValuesPickTheEndpointsAsApplesTableSays() {
        let stage = LayerStage()
        stage.run {
            let cases: [(from: Any?, to: Any?, by: Any?, middle: CGFloat)] = [
                (0, 200, nil, 100), (0, nil, 40, 20), (nil, 200, 40, 180),
                (0, nil, nil, 25), (nil, 200, nil, 125), (nil, nil, 40, 70),
            ]
            for (index, values) in cases.enumerated() {
                let animation = CABasicAnimation(keyPath: "position.x")
                (animation.fromValue, animation.toValue, animation.byValue) = (values.from, values.to, values.by)
                animation.duration = 1
                stage.layer.add(animation, forKey: "case\(index)")
                stage.fingers.advance(by: 0.5)
                #expect(abs(stage.presented("position.x") - values.middle) < 1e-9, "case \(index)")
                stage.layer.removeAllAnimations()
                stage.fingers.advance(by: 0.01)
            }
            #expect(stage.layer.position.x == 50)  // the model never moved
        }
    }

    // R-CA6: an animation replaced under its key stops unfinished, at the next turn of the
    // clock; the one that replaced it starts, runs its second, stops finished and leaves the
    // layer; the transaction's completion block runs last, once both stopped.
    @Test func delegatesHearStartsAndStopsAndTheTransactionCompletesLast() {
        let stage = LayerStage()
        let log = AnimationLog("log")
        stage.run {
            CATransaction.begin()
            CATransaction.setCompletionBlock { log.events.append("completion") }
            let first = CABasicAnimation(keyPath: "opacity")
            first.toValue = 0
            first.duration = 1
            first.delegate = AnimationLog("first", sharing: log)
            stage.layer.add(first, forKey: "fade")
            stage.fingers.advance(by: 0.1)
            let second = CABasicAnimation(keyPath: "opacity")
            second.toValue = 0.5
            second.duration = 1
            second.delegate = AnimationLog("second", sharing: log)
            stage.layer.add(second, forKey: "fade")
            CATransaction.commit()
            #expect(log.events == ["first start"])
            stage.fingers.advance(by: 0.01)
            #expect(log.events == ["first start", "first stop false", "second start"])
            #expect(stage.layer.animation(forKey: "fade")?.beginTime == 0.1)
            stage.fingers.advance(by: 0.98)
            #expect(log.events.count == 3)
            stage.fingers.advance(by: 0.02)
            #expect(log.events == ["first start", "first stop false", "second start", "second stop true", "completion"])
            #expect(stage.layer.animation(forKey: "fade") == nil)
            #expect(stage.layer.presentation()?.opacity == 1)
        }
    }

    // R-CA8: a completion block with nothing to wait for runs at the commit; a duration of
    // 0 becomes the transaction's animation duration (0.25 s unless set).
    @Test func theTransactionGivesItsDurationAndCompletesAtOnceWhenEmpty() {
        let stage = LayerStage()
        stage.run {
            var completed = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { completed = true }
            CATransaction.commit()
            #expect(completed)
            #expect(CATransaction.animationDuration() == 0.25)
            CATransaction.begin()
            CATransaction.setAnimationDuration(2)
            let slide = CABasicAnimation(keyPath: "position.y")
            slide.toValue = 250
            stage.layer.add(slide, forKey: nil)
            let fade = CATransition()
            fade.duration = -1  // zero or less: the transaction's
            stage.layer.add(fade, forKey: nil)
            CATransaction.commit()
            #expect(stage.layer.animationKeys() == [kCATransition])  // the slide was added without a key
            #expect(stage.layer.animation(forKey: kCATransition)?.duration == 2)  // Apple: always under kCATransition
            stage.fingers.advance(by: 1)
            #expect(abs(stage.presented("position.y") - 150) < 1e-9)  // halfway from 50 to 250
        }
    }

    // R-CA3: a one-second animation repeated twice with autoreverse, starting 0.5 s after
    // it is added: before its start it shows the model (fill removed) or its start (fill
    // backwards); at 2.25 s it is a quarter of a second into its second backward run.
    @Test func beginTimeRepeatsAutoreversesAndFills() {
        let stage = LayerStage()
        stage.run {
            let move = CABasicAnimation(keyPath: "position.x")
            (move.fromValue, move.toValue, move.duration) = (0, 100, 1)
            (move.repeatCount, move.autoreverses) = (2, true)
            move.beginTime = CACurrentMediaTime() + 0.5
            let filled = move.copy() as! CABasicAnimation
            filled.fillMode = .backwards
            let other = CALayer()
            stage.window.layer.addSublayer(other)
            stage.layer.add(move, forKey: "move")
            other.add(filled, forKey: "move")
            stage.fingers.advance(by: 0.25)
            #expect(stage.presented("position.x") == 50)  // the model
            #expect(other.presentation()?.position.x == 0)
            stage.fingers.advance(by: 0.5)  // 0.25 s in: a quarter of the way out
            #expect(abs(stage.presented("position.x") - 25) < 1e-9)
            stage.fingers.advance(by: 1.5)  // 1.75 s in: 0.75 s on the way back
            #expect(abs(stage.presented("position.x") - 25) < 1e-9)
            stage.fingers.advance(by: 1)  // 2.75 s in: the second cycle, 0.75 s out
            #expect(abs(stage.presented("position.x") - 75) < 1e-9, "\(stage.layer.animationKeys() ?? [])")
            stage.fingers.advance(by: 2)
            #expect(stage.presented("position.x") == 50)
        }
    }

    // R-CA7: a spring of mass 1, stiffness 100 and damping 10 has ζ = 0.5 and ω0 = 10; its
    // step response, 1 − e^(−ζω0 t)(cos ωd t + ζω0/ωd sin ωd t) with ωd = ω0 √(1 − ζ²),
    // gives the value at 0.1 s and 0.3 s (past the overshoot); at its settling duration it
    // is within a thousandth of the change times the envelope's 1/√(1 − ζ²).
    @Test func aSpringFollowsTheDampedOscillatorsStepResponse() {
        let stage = LayerStage()
        stage.run {
            let spring = CASpringAnimation(keyPath: "position.x")
            (spring.fromValue, spring.toValue) = (0, 100)
            spring.duration = spring.settlingDuration
            stage.layer.add(spring, forKey: "spring")
            func expected(_ t: Double) -> Double {
                let (zeta, omega) = (0.5, 10.0)
                let damped = omega * (1 - zeta * zeta).squareRoot()
                return 100 * (1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t)))
            }
            stage.fingers.advance(by: 0.1)
            #expect(abs(Double(stage.presented("position.x")) - expected(0.1)) < 1e-6)
            stage.fingers.advance(by: 0.2)
            #expect(abs(Double(stage.presented("position.x")) - expected(0.3)) < 1e-6)
            #expect(stage.presented("position.x") > 100)
            // SwiftUI's spring of 1 s: stiffness (2π)², damping 4π (1 − bounce), or 4π / (1 + bounce)
            // overdamped, and the bounce reads back.
            let perceptual = CASpringAnimation(perceptualDuration: 1, bounce: 0.25)
            #expect(abs(perceptual.stiffness - 4 * .pi * .pi) < 1e-9 && abs(perceptual.damping - 3 * .pi) < 1e-9)
            #expect(abs(perceptual.bounce - 0.25) < 1e-9)
            #expect(abs(CASpringAnimation(perceptualDuration: 1, bounce: -0.5).bounce + 0.5) < 1e-9)
            let settle = spring.settlingDuration
            stage.fingers.advance(by: settle - 0.3 - 1e-6)
            #expect(abs(stage.presented("position.x") - 100) < 0.1 / (1 - 0.25).squareRoot() + 1e-6)
        }
    }

    // R-CA5: keyframes at key times 0, 0.25 and 1 of a two-second animation; a discrete one
    // holds each value until the next key time; a path of two straight pieces of 100
    // and 300 points takes half the time per piece in linear mode (a keyframe per piece) and
    // moves at one speed in paced mode, turned along its direction of travel.
    @Test func keyframesFollowTheirKeyTimesModesAndPaths() {
        let stage = LayerStage()
        stage.run {
            let frames = CAKeyframeAnimation(keyPath: "position.x")
            (frames.values, frames.keyTimes, frames.duration) = ([0, 100, 40], [0, 0.25, 1], 2)
            stage.layer.add(frames, forKey: "frames")
            let steps = CAKeyframeAnimation(keyPath: "opacity")
            (steps.values, steps.keyTimes, steps.duration) = ([0.2, 0.6, 1.0], [0, 0.5, 0.8, 1], 2)
            steps.calculationMode = .discrete
            stage.layer.add(steps, forKey: "steps")
            stage.fingers.advance(by: 0.25)  // 0.125 of the time: half the first step
            #expect(abs(stage.presented("position.x") - 50) < 1e-9)
            #expect(abs(stage.presented("opacity") - 0.2) < 1e-6)
            stage.fingers.advance(by: 1)  // 0.625: half the second step, 100 → 40
            #expect(abs(stage.presented("position.x") - 70) < 1e-9)
            #expect(abs(stage.presented("opacity") - 0.6) < 1e-6)
            stage.fingers.advance(by: 0.5)  // 0.875
            #expect(abs(stage.presented("opacity") - 1) < 1e-6)

            let route = CGMutablePath()
            route.move(to: CGPoint(x: 0, y: 0))
            route.addLine(to: CGPoint(x: 100, y: 0))
            route.addLine(to: CGPoint(x: 100, y: 300))
            let along = CAKeyframeAnimation(keyPath: "position")
            (along.path, along.duration, along.calculationMode) = (route, 1, .paced)
            along.rotationMode = .rotateAuto
            let other = CALayer()
            stage.window.layer.addSublayer(other)
            other.add(along, forKey: "along")
            let linear = CAKeyframeAnimation(keyPath: "position")
            (linear.path, linear.duration) = (route, 1)
            stage.layer.add(linear, forKey: "along")
            stage.fingers.advance(by: 0.125)  // paced: 50 of 400 points; linear: a quarter of the first piece
            #expect(other.presentation()?.position == CGPoint(x: 50, y: 0))
            #expect(stage.layer.presentation()?.position == CGPoint(x: 25, y: 0))
            stage.fingers.advance(by: 0.5)  // 0.625: paced 250 points (150 down); linear 25 % down
            let paced = other.presentation()?.position ?? .zero
            #expect(abs(paced.x - 100) < 1e-6 && abs(paced.y - 150) < 0.5)
            #expect(abs(((other.presentation()?.value(forKeyPath: "transform.rotation.z") as? CGFloat) ?? 0) - .pi / 2) < 1e-3)
            let linearPoint = stage.layer.presentation()?.position ?? .zero
            #expect(abs(linearPoint.x - 100) < 1e-6 && abs(linearPoint.y - 75) < 1e-6)
        }
    }

    // R-CA3: a group's children run on its time: a child beginning at 0.5 s of a one-second
    // group shows nothing before then, and the group's end cuts a two-second child off.
    @Test func aGroupsChildrenRunOnItsTimeAndItsEndCutsThemOff() {
        let stage = LayerStage()
        let log = AnimationLog("group")
        stage.run {
            let late = CABasicAnimation(keyPath: "position.x")
            (late.fromValue, late.toValue, late.beginTime, late.duration) = (0, 100, 0.5, 0.5)
            let long = CABasicAnimation(keyPath: "opacity")
            (long.fromValue, long.toValue, long.duration) = (0, 1, 2)
            let group = CAAnimationGroup()
            (group.animations, group.duration, group.delegate) = ([late, long], 1, log)
            stage.layer.add(group, forKey: "group")
            stage.fingers.advance(by: 0.25)
            #expect(stage.presented("position.x") == 50)  // the model: the child has not begun
            #expect(abs(stage.presented("opacity") - 0.125) < 1e-6)
            stage.fingers.advance(by: 0.5)  // 0.75 s: the late child is halfway
            #expect(abs(stage.presented("position.x") - 50) < 1e-9)
            stage.fingers.advance(by: 0.3)  // past the group's end
            #expect(stage.presented("opacity") == 1)
            #expect(log.events == ["group start", "group stop true"])
        }
    }

    // R-CA3: Apple's QA1673 pause: speed 0 with the time offset at the layer's time stops a
    // standalone layer's animation where it is, and its superlayer's speed scales it.
    @Test func aStoppedLayerHoldsAndASuperlayersSpeedScales() {
        let stage = LayerStage()
        stage.run {
            let move = CABasicAnimation(keyPath: "position.x")
            (move.fromValue, move.toValue, move.duration) = (0, 100, 1)
            stage.layer.add(move, forKey: "move")
            stage.fingers.advance(by: 0.2)
            let paused = stage.layer.convertTime(CACurrentMediaTime(), from: nil)
            stage.layer.speed = 0
            stage.layer.timeOffset = paused
            stage.fingers.advance(by: 5)
            #expect(abs(stage.presented("position.x") - 20) < 1e-9)
            #expect(stage.layer.animation(forKey: "move") != nil)

            let parent = CALayer(), child = CALayer()
            stage.window.layer.addSublayer(parent)
            parent.addSublayer(child)
            parent.speed = 2
            child.add(move, forKey: "move")
            stage.fingers.advance(by: 0.25)
            #expect(abs(((child.presentation()?.position.x) ?? 0) - 50) < 1e-9)
            #expect(abs(child.convertTime(1, to: nil) - parent.convertTime(1, to: nil)) < 1e-12)
        }
    }
}
