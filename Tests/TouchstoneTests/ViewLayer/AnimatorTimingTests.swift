import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// The y of Core Animation's ease-in-out curve, control points (0.42, 0) and (0.58, 1), at
/// `x`, by the independent Bézier solution.
private func easeInOut(at x: Double) -> Double { bezierY(atX: x, 0.42, 0, 0.58, 1) }

@MainActor
@Suite("The property animator's timing, reversal and continuation (R-AN8)")
struct AnimatorTimingTests {
    /// A 100-point-wide card at x 0…100 (center 50) in a window, and an animator that moves
    /// it 100 points right in 1 s along ease-in-out.
    private func stage() -> (UIView, UIWindow, TouchSimulator, UIViewPropertyAnimator) {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (window, fingers) = animationStage(card)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { card.center.x = 150 }
        return (card, window, fingers, animator)
    }

    private func shownX(_ card: UIView) -> Double { Double(card.layer.presentation()?.position.x ?? .nan) }

    // R-AN8, the defect issue 54 names: scrubsLinearly defaults to true and "causes the
    // animator to use a linear timing function during scrubbing": paused at a quarter, an
    // ease-in-out animator shows a quarter of the way (75), not the eased 50 + 100·0.129…;
    // with it off it shows the eased value.
    @Test func aPausedAnimatorScrubsLinearly() {
        let (card, window, _, animator) = stage()
        defer { withExtendedLifetime(window) {} }
        #expect(animator.scrubsLinearly)
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        #expect(abs(shownX(card) - 75) < 1e-9)
        animator.scrubsLinearly = false
        #expect(abs(shownX(card) - (50 + 100 * easeInOut(at: 0.25))) < 1e-6)
    }

    // R-AN8: continueAnimation after a scrub to half finishes from the value shown (100),
    // along the curve, in (1 − 0.5) × 1 s × durationFactor: at factor 2 a further 1 s,
    // halfway through which ease-in-out (symmetric) is halfway, 125; it ends at .end.
    @Test func continueAnimationFinishesFromTheScrubbedFraction() {
        let (card, window, fingers, animator) = stage()
        var ended: [String] = []
        animator.addCompletion { ended.append("\($0) at \(window.currentTime)") }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        #expect(abs(shownX(card) - 100) < 1e-9)
        let lift = window.currentTime
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        #expect(animator.isRunning)
        fingers.advance(by: 0.5)
        #expect(abs(shownX(card) - 125) < 1e-6)
        fingers.settle()
        #expect(ended == ["end at \(lift + 1)"])
        #expect(card.center.x == 150)
    }

    // R-AN8: new timing parameters take over from the value shown: a linear curve from 100
    // at half, with durationFactor 1, is at 100 + 50 · 0.5 a quarter second later.
    @Test func continueAnimationWithNewParametersRunsTheirCurve() {
        let (card, window, fingers, animator) = stage()
        defer { withExtendedLifetime(window) {} }
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 1)
        fingers.advance(by: 0.25)
        #expect(abs(shownX(card) - 125) < 1e-6)
        #expect((animator.timingParameters as? UICubicTimingParameters)?.animationCurve == .linear)
    }

    // R-AN8: reversed while running, the animator runs back from where it is to its start
    // and reports .start (Apple: isReversed); the model value returns to the start.
    @Test func aReversedAnimatorRunsBackAndEndsAtTheStart() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (window, fingers) = animationStage(card)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x = 150 }
        var ended: [String] = []
        animator.addCompletion { ended.append("\($0) at \(window.currentTime)") }
        animator.startAnimation()
        fingers.advance(by: 0.4)
        #expect(abs(shownX(card) - 90) < 1e-9)
        animator.isReversed = true
        fingers.advance(by: 0.2)
        #expect(abs(shownX(card) - 70) < 1e-9)
        fingers.settle()
        #expect(ended == ["start at 0.8"])
        #expect(card.center.x == 50)
    }

    // R-AN8: with pausesOnCompletion the animator stays active and paused at its end and no
    // completion runs (Apple: pausesOnCompletion); reversed and started again it runs back
    // and pauses at the start; stopped and finished there, its completion hears .start.
    @Test func anAnimatorThatPausesOnCompletionStaysActive() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (window, fingers) = animationStage(card)
        defer { withExtendedLifetime(window) {} }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x = 150 }
        animator.pausesOnCompletion = true
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        fingers.settle()
        #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
        #expect(abs(shownX(card) - 150) < 1e-9 && ended.isEmpty)
        animator.isReversed = true
        animator.startAnimation()
        fingers.settle()
        #expect(animator.state == .active && animator.fractionComplete == 0 && ended.isEmpty)
        #expect(abs(shownX(card) - 50) < 1e-9)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(ended == [.start] && card.center.x == 50)
    }

    // R-AN8: timing parameters. A spring of mass 1, stiffness 100 and damping 20 has damping
    // ratio 20 / (2 √100) = 1 and natural frequency 10 rad/s; it settles (to a thousandth)
    // in (ln 1000 + 2.3) / 10 s, which becomes the animator's duration whatever was given.
    // The built-in curves keep Core Animation's control points.
    @Test func timingParametersGiveTheCurveAndASpringItsDuration() {
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: spring)
        #expect(abs(animator.duration - (log(1000) + 2.3) / 10) < 1e-9)
        #expect(animator.timingParameters?.timingCurveType == .spring)
        let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(easeIn.controlPoint1 == CGPoint(x: 0.42, y: 0) && easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
        #expect(easeIn.timingCurveType == .builtin)
        #expect(UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1)).timingCurveType == .cubic)
        let cubic = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.1, y: 0.2), controlPoint2: CGPoint(x: 0.3, y: 0.4))
        #expect(cubic.timingParameters?.cubicTimingParameters?.controlPoint2 == CGPoint(x: 0.3, y: 0.4))
    }
}

@MainActor
@Suite("Animations switched off and modified (R-AN10)")
struct AnimationSwitchTests {
    // R-AN10: with animations off for the bound application, UIView.animate makes its
    // changes at once and its completion hears true at the next turn; back on, it animates.
    @Test func animationsOffMakeChangesAtOnce() {
        UIApplication.withShared(UIApplication()) {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let (window, fingers) = animationStage(card)
            defer { withExtendedLifetime(window) {} }
            UIView.setAnimationsEnabled(false)
            #expect(!UIView.areAnimationsEnabled)
            var finished: [Bool] = []
            UIView.animate(withDuration: 1, animations: { card.alpha = 0 }, completion: { finished.append($0) })
            #expect(card.layer.presentation()?.opacity == 0 && finished.isEmpty)
            fingers.settle()
            #expect(finished == [true])
            UIView.setAnimationsEnabled(true)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.alpha = 1 })
            fingers.advance(by: 0.5)
            #expect(card.layer.presentation()?.opacity == 0.5)
        }
        #expect(UIView.areAnimationsEnabled)
    }

    // R-AN10: modifyAnimations inside a 1 s linear animation plays its change twice, forth
    // and back each time, a cycle of 2 s: at 0.5 s alpha is halfway (0.5), at 1 s at the far
    // end (0), at 2 s back at the start (1), at 2.5 s halfway again; the second cycle ends at
    // 4 s, and the model value is the block's, 0.
    @Test func modifyAnimationsRepeatsAndAutoreverses() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (window, fingers) = animationStage(card)
        var endedAt: TimeInterval?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { card.alpha = 0 }
        }, completion: { _ in endedAt = window.currentTime })
        fingers.advance(by: 0.5)
        #expect(abs((card.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6)
        fingers.advance(by: 0.5)
        #expect(abs((card.layer.presentation()?.opacity ?? -1) - 0) < 1e-6)
        fingers.advance(by: 1)
        #expect(abs((card.layer.presentation()?.opacity ?? -1) - 1) < 1e-6)
        fingers.advance(by: 0.5)
        #expect(abs((card.layer.presentation()?.opacity ?? -1) - 0.5) < 1e-6)
        fingers.settle()
        #expect(window.currentTime == 4 && card.alpha == 0)
        #expect(endedAt != nil)
    }
}
