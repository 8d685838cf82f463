import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

@MainActor
@Suite("UIViewPropertyAnimator (R-AN8)")
struct PropertyAnimatorTests {
    // R-AN8: the blocks run when the animator starts, not when it is made; it runs on the
    // host clock and its completions hear .end, in the order added (Apple:
    // UIViewPropertyAnimator, startAnimation(), addCompletion(_:)).
    @Test func anAnimatorRunsItsBlocksWhenStartedAndEndsOnTheHostClock() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (window, simulator) = animationStage(card)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x = 150 }
        var done: [String] = []
        animator.addCompletion { done.append("first \($0) at \(window.currentTime)") }
        animator.addCompletion { done.append("second \($0)") }
        #expect(card.center.x == 50)
        #expect(animator.state == .inactive)
        animator.startAnimation()
        #expect(card.center.x == 150)
        #expect(animator.state == .active && animator.isRunning)
        simulator.advance(by: 0.25)
        #expect(animator.fractionComplete == 0.25)
        #expect(card.layer.presentation()?.position.x == 75)
        simulator.settle()
        #expect(done == ["first end at 1.0", "second end"])
        #expect(animator.state == .inactive && !animator.isRunning)
    }

    // R-AN8: pausing freezes the views where they are; fractionComplete scrubs a paused
    // animator; starting again runs the rest of the time (Apple: pauseAnimation(),
    // fractionComplete).
    @Test func pauseScrubAndResume() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (window, simulator) = animationStage(card)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
        var endedAt: TimeInterval?
        animator.addCompletion { _ in endedAt = window.currentTime }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.fractionComplete = 0.5
        simulator.advance(by: 5)
        #expect(card.layer.presentation()?.opacity == 0.5)
        animator.startAnimation()
        simulator.advance(by: 0.25)
        #expect(animator.fractionComplete == 0.75)
        simulator.settle()
        #expect(endedAt == 5.5)
    }

    // R-AN8: startAnimation(afterDelay:) waits on the host clock.
    @Test func aDelayedStartWaits() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (window, simulator) = animationStage(card)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.alpha = 0 }
        var endedAt: TimeInterval?
        animator.addCompletion { _ in endedAt = window.currentTime }
        animator.startAnimation(afterDelay: 0.5)
        simulator.advance(by: 0.5)
        #expect(card.layer.presentation()?.opacity == 1)
        simulator.settle()
        #expect(endedAt == 1.5)
    }

    // R-AN8: stopping leaves the views at their current values; without finishing, no
    // completion runs; otherwise finishAnimation(at:) sets the position's values and the
    // completions hear it (Apple: stopAnimation(_:), finishAnimation(at:)).
    @Test func stopAndFinish() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (_, simulator) = animationStage(card)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x = 150 }
        var done: [UIViewAnimatingPosition] = []
        animator.addCompletion { done.append($0) }
        animator.startAnimation()
        simulator.advance(by: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(card.center.x == 100)
        #expect(card.layer.animationKeys() == nil)
        animator.finishAnimation(at: .start)
        #expect(card.center.x == 50)
        #expect(done == [.start])
        #expect(animator.state == .inactive)

        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x = 250 }
        second.addCompletion { done.append($0) }
        second.startAnimation()
        simulator.advance(by: 0.5)
        second.stopAnimation(true)
        simulator.settle()
        #expect(card.center.x == 150)
        #expect(done == [.start])
        #expect(second.state == .inactive)
    }

    // R-AN8: animations added with a delay factor start that fraction of the remaining
    // time later and end with the animator.
    @Test func addAnimationsWithADelayFactor() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (_, simulator) = animationStage(card)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x = 150 }
        animator.addAnimations({ card.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        simulator.advance(by: 0.5)
        #expect(card.layer.presentation()?.opacity == 1)
        simulator.advance(by: 0.25)
        #expect(card.layer.presentation()?.opacity == 0.5)
        simulator.settle()
        #expect(card.layer.presentation()?.opacity == 0)
    }

    // R-AN8: a spring animator comes to rest at its end; runningPropertyAnimator starts at
    // once with the options' curve.
    @Test func springAndRunningAnimators() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (_, simulator) = animationStage(card)
        let spring = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.4) { card.center.y = 300 }
        spring.startAnimation()
        var overshot = false
        for _ in 0..<24 {
            simulator.advance(by: 0.02)
            overshot = overshot || card.layer.presentation()!.position.y > 300
        }
        #expect(overshot)
        simulator.settle()
        #expect(card.layer.presentation()?.position.y == 300)

        var position: UIViewAnimatingPosition?
        let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: .curveLinear,
                                                                     animations: { card.alpha = 0 }) { position = $0 }
        #expect(running.isRunning)
        simulator.settle()
        #expect(position == .end)
    }
}
