import Foundation
import Testing
import Touchstone
import TouchstoneTesting
@testable import CardUILinux

/// CardUI's animated screens, compiled unchanged through the plugin: a slide scrubbed by a
/// pan through the layer's time offset, a card thrown and snapped back by UIKit Dynamics,
/// and a pull-to-refresh ring spun by a display link. The expected values come from
/// Apple's documented semantics and the equations named in each test, not from a run.
@MainActor
@Suite struct AnimationPortTests {
    /// The ease-in-out curve's value at `x`, by bisection on its Bézier polynomial with
    /// control points (0.42, 0) and (0.58, 1): Core Animation's `easeInEaseOut`.
    private func easeInOut(_ x: Double) -> Double {
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if bezier(middle, 0.42, 0.58) < x { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, 0, 1)
    }

    /// Runs `body` with a bound application whose key window shows `controller`.
    private func show(_ controller: UIViewController, _ body: @MainActor (UIWindow, TouchSimulator) -> Void) {
        UIApplication.withShared(UIApplication()) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            body(window, TouchSimulator(window: window))
        }
    }

    /// QA1673: with the layer's speed at 0, the pan's progress is the animation's time. A
    /// pan of 135 points (125 after the 10-point hysteresis) is half of 250, and the
    /// symmetric ease-in-out curve is halfway at half time: x = 70 + 125. Back to a quarter,
    /// the curve's value at 0.25 says where. Held still, nothing moves; let go, the slide
    /// runs on from a quarter: a quarter of a second later it is halfway, and at its end it
    /// stays at 320 (filled forwards, not removed) with the delegate told it finished.
    @Test func aPanScrubsAPausedLayerAnimationAndTheLiftResumesIt() {
        let controller = ScrubbedSlideViewController()
        show(controller) { _, fingers in
            @MainActor func shown() -> Double { Double(controller.card.layer.presentation()?.position.x ?? .nan) }
            #expect(shown() == 70)
            fingers.advance(by: 1)
            #expect(shown() == 70)

            _ = fingers.down(0, at: CGPoint(x: 100, y: 600))
            for x in stride(from: 115.0, through: 235.0, by: 15.0) {
                fingers.advance(by: 1.0 / 60)
                fingers.move(0, to: CGPoint(x: x, y: 600))
            }
            // Core Animation's curve is solved to about a millionth of the change.
            #expect(abs(controller.card.layer.timeOffset - 0.5) < 1e-9)
            #expect(abs(shown() - 195) < 1e-4)
            fingers.advance(by: 1.0 / 60)
            fingers.move(0, to: CGPoint(x: 172.5, y: 600))  // translation 62.5: a quarter
            let quarter = 70 + 250 * easeInOut(0.25)
            #expect(abs(shown() - quarter) < 1e-4)
            fingers.advance(by: 0.5)
            #expect(abs(shown() - quarter) < 1e-4)
            #expect(controller.card.layer.position.x == 70)  // the model never moved

            fingers.up(0)
            fingers.advance(by: 0.25)
            #expect(abs(shown() - 195) < 1e-4)
            #expect(controller.finishedSlides == 0)
            fingers.advance(by: 0.6)
            #expect(shown() == 320)
            #expect(controller.finishedSlides == 1)
        }
    }

    /// A fast release throws: a push of |v| / 100 UIKit Newtons gives the 100 × 100 card of
    /// density 1 the pan's velocity (Apple: a force of 1 accelerates such a view at
    /// 100 pt/s²), so over 1/40 s it moves v / 40 each way; off screen it is removed and
    /// the animator, with no behaviors left, pauses.
    @Test func aFastReleaseThrowsTheCardAtThePansVelocity() {
        let controller = ThrowableCardViewController()
        show(controller) { _, fingers in
            let start = controller.card.center
            _ = fingers.down(0, at: start)
            for step in 1...6 {
                fingers.advance(by: 1.0 / 60)
                fingers.move(0, to: CGPoint(x: start.x + CGFloat(step) * 20, y: start.y - CGFloat(step) * 5))
            }
            // The attachment holds the grip (20 points right of center, where the pan
            // began) on the finger.
            fingers.advance(by: 1.0 / 240)
            #expect(abs(controller.card.center.x - (start.x + 100)) < 0.01)
            fingers.up(0)
            let velocity = controller.releaseVelocity
            #expect(controller.thrown && hypot(velocity.x, velocity.y) > 1000)
            fingers.advance(by: 1.0 / 40)
            let first = controller.card.center
            fingers.advance(by: 1.0 / 40)
            let second = controller.card.center
            #expect(abs((second.x - first.x) - velocity.x / 40) < 1e-6)
            #expect(abs((second.y - first.y) - velocity.y / 40) < 1e-6)
            fingers.advance(by: 0.5)
            #expect(controller.card.superview == nil)
            #expect(!controller.animator.isRunning && controller.pauses >= 1)
        }
    }

    /// A slow release snaps back: from rest, d = 60 points right of its place, the card
    /// moves as the damped oscillator UISnapBehavior is (ω = 20 rad/s, ζ = the default
    /// damping 0.5): x(t) = p + d e^(−ζωt)(cos ω_d t + ζω/ω_d sin ω_d t), ω_d = ω √(1 − ζ²);
    /// it overshoots by d e^(−πζ/√(1 − ζ²)), 16.3 % of d, and comes to rest on its place.
    @Test func aSlowReleaseSnapsTheCardBackOnADampedSpring() {
        let controller = ThrowableCardViewController()
        show(controller) { _, fingers in
            let home = controller.restingCenter
            _ = fingers.down(0, at: home)
            for step in 1...7 {
                fingers.advance(by: 1.0 / 30)
                fingers.move(0, to: CGPoint(x: home.x + CGFloat(step) * 10, y: home.y))
            }
            fingers.advance(by: 0.3)  // held still: the pan's velocity falls to nothing
            let released = controller.card.center
            let d = Double(released.x - home.x)
            #expect(abs(d - 60) < 0.01)  // the grip, 10 points right of center, is on the finger at 70
            fingers.up(0)
            #expect(!controller.thrown)
            let (zeta, omega) = (0.5, 20.0), damped = omega * (1 - zeta * zeta).squareRoot()
            func expected(_ t: Double) -> Double {
                Double(home.x) + d * exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
            }
            var lowest = Double.infinity
            for tick in 1...240 {
                fingers.advance(by: 1.0 / 240)
                let x = Double(controller.card.center.x)
                lowest = min(lowest, x)
                // While it runs the card is the oscillator; once at rest (under 1 pt/s for
                // 0.1 s), on its point.
                if controller.animator.isRunning, tick % 24 == 0 {
                    #expect(abs(x - expected(Double(tick) / 240)) < 1e-6, "at \(tick) / 240 s")
                } else if !controller.animator.isRunning {
                    #expect(x == Double(home.x))
                }
                #expect(abs(controller.card.center.y - home.y) < 1e-9)
            }
            let overshoot = d * exp(-.pi * zeta / (1 - zeta * zeta).squareRoot())
            #expect(abs((Double(home.x) - lowest) - overshoot) < 0.005 * d)
            fingers.advance(by: 1)
            #expect(controller.card.center == home)  // at rest, on its point
            #expect(!controller.animator.isRunning)
        }
    }

    /// Let go past 80 points, the feed holds the ring in view and the display link turns it
    /// by 2π times each frame's interval: π in half a second, 3π/2 in three quarters,
    /// whatever the screen's rate.
    @Test(arguments: [60, 120])
    func aPullPastTheThresholdSpinsTheRingEachFrame(rate: Int) {
        let controller = RefreshingFeedViewController()
        show(controller) { window, fingers in
            window.screen = UIScreen(bounds: window.bounds, scale: 3, maximumFramesPerSecond: rate)
            _ = fingers.down(0, at: CGPoint(x: 195, y: 200))
            var fills: [CGFloat] = []
            for step in 1...30 {
                fingers.advance(by: 1.0 / 60)
                fingers.move(0, to: CGPoint(x: 195, y: 200 + CGFloat(step) * 15))
                fills.append(controller.ring.strokeEnd)
            }
            #expect(fills.first! < 0.5 && fills.last! == 1 && fills == fills.sorted())
            fingers.up(0)
            #expect(controller.isRefreshing && controller.scrollView.contentInset.top == 80)
            fingers.advance(by: 0.5)
            let half = controller.spinner.transform
            #expect(abs(abs(atan2(half.b, half.a)) - .pi) < 1e-9)
            fingers.advance(by: 0.25)
            let threeQuarters = controller.spinner.transform
            #expect(abs(atan2(threeQuarters.b, threeQuarters.a) + .pi / 2) < 1e-9)
            controller.endRefreshing()
            #expect(controller.spinner.transform == .identity && controller.scrollView.contentInset.top == 0)
        }
    }
}
