import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// One frame-rate-independent frame counter for a display link: it keeps the last frame's
/// time.
@MainActor private final class FrameClock {
    var lastFrame: TimeInterval = 0
    func frame(_ link: CADisplayLink) { lastFrame = link.timestamp }
}

@MainActor
@Suite("Every animation clock is the window's host clock (R-O3, R-AN5, R-CA2–R-CA7, R-DY1)")
struct FrameRateIndependenceTests {
    /// What a scene shows at each sixtieth of a second for a second: a view's spring
    /// animation, a layer's keyframes and spring, a dynamic animator's snap under gravity
    /// and a push, and the time of a display link's last frame.
    private func run(seed: UInt64, rate: Int) -> [[Double]] {
        var random = SplitMix64(state: seed)
        let application = UIApplication()
        return UIApplication.withShared(application) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            window.screen = UIScreen(bounds: window.bounds, scale: 3, maximumFramesPerSecond: rate)
            window.makeKeyAndVisible()
            let fingers = TouchSimulator(window: window)
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80)), box = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
            window.addSubview(card)
            window.addSubview(box)
            let layer = CALayer()
            window.layer.addSublayer(layer)

            UIView.animate(withDuration: .random(in: 0.3...0.9, using: &random), delay: .random(in: 0...0.2, using: &random),
                           usingSpringWithDamping: .random(in: 0.3...1, using: &random),
                           initialSpringVelocity: .random(in: 0...3, using: &random), options: [],
                           animations: { card.center = CGPoint(x: 300, y: .random(in: 100...700, using: &random)) })
            let frames = CAKeyframeAnimation(keyPath: "position.x")
            frames.values = (0..<4).map { _ in Double.random(in: 0...400, using: &random) }
            frames.calculationMode = [.linear, .cubic, .paced, .discrete][Int.random(in: 0...3, using: &random)]
            frames.duration = .random(in: 0.4...1, using: &random)
            layer.add(frames, forKey: "frames")
            let spring = CASpringAnimation(keyPath: "opacity")
            (spring.fromValue, spring.toValue, spring.duration) = (0, 1, 1)
            spring.damping = .random(in: 4...20, using: &random)
            layer.add(spring, forKey: "spring")

            let animator = UIDynamicAnimator(referenceView: window)
            animator.addBehavior(UISnapBehavior(item: box, snapTo: CGPoint(x: .random(in: 50...350, using: &random), y: 400)))
            animator.addBehavior(UIGravityBehavior(items: [box]))
            let push = UIPushBehavior(items: [box], mode: .instantaneous)
            push.pushDirection = CGVector(dx: .random(in: -5...5, using: &random), dy: .random(in: -5...5, using: &random))
            animator.addBehavior(push)

            let clock = FrameClock()
            let link = CADisplayLink(target: clock, selector: Selector("frame:", FrameClock.frame(_:)))
            link.add(to: .main, forMode: .common)
            defer { link.invalidate() }

            return (1...60).map { _ in
                fingers.advance(by: 1.0 / 60)
                let shown = card.layer.presentation()
                let layerShown = layer.presentation()
                return [Double(shown?.position.x ?? 0), Double(shown?.position.y ?? 0),
                        Double(layerShown?.position.x ?? 0), Double(layerShown?.opacity ?? 0),
                        Double(box.center.x), Double(box.center.y), clock.lastFrame]
            }
        }
    }

    // Twelve random scenes, each run on screens of 60, 120 and 240 Hz: sampled at every
    // sixtieth of a second, every value agrees to a billionth, because every clock is the
    // window's host time and the physics steps at its own fixed rate.
    @Test(arguments: 1...12)
    func aSceneLooksTheSameAtEveryFrameRate(seed: UInt64) {
        let sixty = run(seed: seed, rate: 60)
        for rate in [120, 240] {
            let other = run(seed: seed, rate: rate)
            for (frame, (a, b)) in zip(sixty, other).enumerated() {
                for (index, (x, y)) in zip(a, b).enumerated() {
                    #expect(abs(x - y) < 1e-9, "seed \(seed), \(rate) Hz, frame \(frame + 1), value \(index)")
                }
            }
        }
    }
}
