import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// A window of 400×800 pt with `view` in it, and its simulator.
@MainActor
func animationStage(_ view: UIView) -> (UIWindow, TouchSimulator) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.addSubview(view)
    window.layoutIfNeeded()
    return (window, TouchSimulator(window: window))
}

@MainActor
@Suite("View animations (R-AN1–R-AN7, R-AN9)")
struct AnimationTests {
    // R-AN1: the model value changes at once, as in UIKit; the presentation moves from the
    // old value to the new over the duration (Apple: animate(withDuration:animations:)).
    @Test func modelValuesChangeAtOnceAndThePresentationMoves() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (_, simulator) = animationStage(card)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            card.center = CGPoint(x: 250, y: 50)
            card.alpha = 0
        })
        #expect(card.center == CGPoint(x: 250, y: 50))
        #expect(card.alpha == 0)
        #expect(card.layer.presentation()?.position == CGPoint(x: 50, y: 50))
        simulator.advance(by: 0.5)
        // Linear: half the time is half the way, known by construction.
        #expect(card.layer.presentation()?.position == CGPoint(x: 150, y: 50))
        #expect(card.layer.presentation()?.opacity == 0.5)
        #expect(card.layer.presentation()?.frame == CGRect(x: 100, y: 0, width: 100, height: 100))
        simulator.settle()
        #expect(card.layer.presentation()?.position == CGPoint(x: 250, y: 50))
        #expect(card.layer.animationKeys() == nil)
    }

    // R-AN1: performWithoutAnimation makes its changes at once even inside an animation.
    @Test func performWithoutAnimationIsNotAnimated() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (window, _) = animationStage(card)
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { card.alpha = 0.2 }
            card.center.x = 500
        }
        #expect(card.layer.animationKeys() == ["position"])
        #expect(card.layer.presentation()?.opacity == 0.2)
        withExtendedLifetime(window) {}
    }

    // R-AN2: completions run when their time comes on the host clock, in deadline order,
    // with finished true; a delay postpones the start, during which the view shows its
    // start value (Apple: animate(withDuration:delay:options:animations:completion:)).
    @Test func completionsRunAtTheirTimeInOrder() {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        let c = UIView(frame: CGRect(x: 0, y: 40, width: 10, height: 10))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        for view in [a, b, c] { container.addSubview(view) }
        let (window, simulator) = animationStage(container)
        var done: [String] = []
        UIView.animate(withDuration: 0.5, delay: 0.5, options: [], animations: { a.alpha = 0 }) {
            done.append("a \($0) at \(window.currentTime)")
        }
        UIView.animate(withDuration: 0.3, animations: { b.alpha = 0 }) { done.append("b \($0) at \(window.currentTime)") }
        UIView.animate(withDuration: 1, animations: { c.alpha = 0 }) { done.append("c \($0) at \(window.currentTime)") }
        simulator.advance(by: 0.25)
        #expect(a.layer.presentation()?.opacity == 1)  // still in its delay
        #expect(done.isEmpty)
        simulator.advance(by: 0.05)
        #expect(done == ["b true at 0.3"])
        simulator.settle()
        #expect(done == ["b true at 0.3", "a true at 1.0", "c true at 1.0"])  // equal deadlines: made first, first
    }

    // R-AN2: with a duration of 0 the changes are not animated and the completion runs at
    // the next turn of the clock (Apple: "performed at the beginning of the next run loop
    // cycle"); a block that changes no view in a window has no clock and completes at once.
    @Test func zeroDurationCompletesAtTheNextTurn() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (_, simulator) = animationStage(card)
        var finished: Bool?
        UIView.animate(withDuration: 0, animations: { card.alpha = 0.5 }) { finished = $0 }
        #expect(card.layer.animationKeys() == nil)
        #expect(finished == nil)
        simulator.settle()
        #expect(finished == true)

        var loose: Bool?
        UIView.animate(withDuration: 1, animations: { UIView(frame: .zero).alpha = 0 }) { loose = $0 }
        #expect(loose == true)
    }

    // R-AN3: UIKit's curves are Core Animation's Bézier timing functions: ease-in-out is
    // symmetric (half-way at half the time), ease-in lags and ease-out leads linear.
    @Test func curvesShapeTheMotion() {
        func positionHalfway(_ options: UIView.AnimationOptions) -> CGFloat {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let (_, simulator) = animationStage(card)
            UIView.animate(withDuration: 1, delay: 0, options: options, animations: { card.center.x = 150 })
            simulator.advance(by: 0.5)
            return card.layer.presentation()!.position.x
        }
        #expect(abs(positionHalfway(.curveEaseInOut) - 100) < 1e-6)
        #expect(positionHalfway(.curveEaseIn) < 100)
        #expect(positionHalfway(.curveEaseOut) > 100)
        #expect(positionHalfway(.curveLinear) == 100)
    }

    // R-AN3: a spring with damping ratio 1 comes to rest without overshooting; a smaller
    // ratio overshoots; both are at rest at the end of the duration, and an initial velocity
    // toward the target puts the view further along early (Apple:
    // animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)).
    @Test func springsOvershootOnlyBelowCriticalDamping() {
        func samples(damping: CGFloat, velocity: CGFloat = 0) -> [CGFloat] {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let (_, simulator) = animationStage(card)
            var finished: Bool?
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
                           options: [], animations: { card.center.x = 150 }) { finished = $0 }
            var xs: [CGFloat] = []
            for _ in 0..<49 {
                simulator.advance(by: 0.02)
                xs.append(card.layer.presentation()!.position.x)
            }
            simulator.settle()
            xs.append(card.layer.presentation()!.position.x)
            #expect(finished == true)
            return xs
        }
        let critical = samples(damping: 1)
        #expect(critical.allSatisfy { $0 <= 150 })
        #expect(zip(critical, critical.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(critical.last == 150)
        let bouncy = samples(damping: 0.3)
        #expect(bouncy.contains { $0 > 150 })
        #expect(bouncy.last == 150)
        #expect(samples(damping: 1, velocity: 5)[2] > critical[2])
    }

    // R-AN4: a new animation of the same property of the same view replaces the one in
    // flight: the old completion hears false (Apple: the completion's Boolean says whether
    // the animations actually finished); without beginFromCurrentState the new animation
    // starts from the model value, with it from the value on screen.
    @Test func aNewAnimationOfTheSamePropertyInterruptsTheOld() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (_, simulator) = animationStage(card)
        var done: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.center.x = 150 }) {
            done.append("first \($0)")
        }
        simulator.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { card.center.x = 200 }) { done.append("second \($0)") }
        #expect(card.layer.presentation()?.position.x == 100)  // from where it was on screen
        simulator.advance(by: 0.5)
        #expect(done == ["first false"])
        #expect(card.layer.presentation()?.position.x == 150)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.center.x = 0 }) {
            done.append("third \($0)")
        }
        #expect(card.layer.presentation()?.position.x == 200)  // from the model value
        simulator.settle()
        #expect(done == ["first false", "second false", "third true"])
    }

    // R-AN4: animations of other properties, or of other views, do not interrupt.
    @Test func otherPropertiesDoNotInterrupt() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (_, simulator) = animationStage(card)
        var done: [String] = []
        UIView.animate(withDuration: 1, animations: { card.center.x = 150 }) { done.append("move \($0)") }
        UIView.animate(withDuration: 0.5, animations: { card.alpha = 0.5 }) { done.append("fade \($0)") }
        simulator.settle()
        #expect(done == ["fade true", "move true"])
    }

    // R-AN2: an animation inside another's block takes the enclosing duration
    // (inheritedAnimationDuration) unless it overrides it.
    @Test func nestedAnimationsInheritTheDuration() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (window, simulator) = animationStage(card)
        var ends: [String] = []
        var inherited: [TimeInterval] = []
        UIView.animate(withDuration: 2, animations: {
            inherited.append(UIView.inheritedAnimationDuration)
            UIView.animate(withDuration: 0.5, animations: { card.alpha = 0 }) { _ in ends.append("inner \(window.currentTime)") }
            UIView.animate(withDuration: 0.5, delay: 0, options: .overrideInheritedDuration,
                           animations: { card.center.x = 0 }) { _ in ends.append("override \(window.currentTime)") }
        })
        #expect(inherited == [2])
        #expect(UIView.inheritedAnimationDuration == 0)
        simulator.settle()
        #expect(ends == ["override 0.5", "inner 2.0"])
    }

    // R-AN6: removeAnimation(forKey:) stops one property's animation.
    @Test func removeAnimationForKeyStopsOneProperty() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (_, simulator) = animationStage(card)
        UIView.animate(withDuration: 1) {
            card.center.x = 300
            card.alpha = 0
        }
        card.layer.removeAnimation(forKey: "opacity")
        #expect(card.layer.animationKeys() == ["position"])
        simulator.settle()
        #expect(card.layer.animationKeys() == nil)
    }

    // R-AN6: removeAllAnimations, or removing the view from its window, stops its
    // animations: the view shows its model value and the completion hears false.
    @Test func removalStopsAnimationsWithFinishedFalse() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        container.addSubview(card)
        container.addSubview(other)
        let (window, simulator) = animationStage(container)
        var done: [String] = []
        UIView.animate(withDuration: 1, animations: { card.center.x = 300 }) { done.append("card \($0) at \(window.currentTime)") }
        UIView.animate(withDuration: 1, animations: { other.alpha = 0 }) { done.append("other \($0) at \(window.currentTime)") }
        simulator.advance(by: 0.25)
        card.layer.removeAllAnimations()
        #expect(card.layer.presentation()?.position.x == 300)
        other.removeFromSuperview()
        simulator.settle()
        #expect(done == ["card false at 0.25", "other false at 0.25"])
    }

    // R-AN7: keyframes move through their relative time windows in turn; the completion
    // runs at the end of the whole duration (Apple: addKeyframe(withRelativeStartTime:
    // relativeDuration:animations:)).
    @Test func keyframesRunInTheirRelativeWindows() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (window, simulator) = animationStage(card)
        var finishedAt: TimeInterval?
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.center.x = 50 }
        }) { _ in finishedAt = window.currentTime }
        #expect(card.center.x == 50)
        simulator.advance(by: 0.5)
        #expect(card.layer.presentation()?.position.x == 100)
        simulator.advance(by: 0.5)
        #expect(card.layer.presentation()?.position.x == 150)
        simulator.advance(by: 0.5)
        #expect(card.layer.presentation()?.position.x == 100)
        simulator.settle()
        #expect(finishedAt == 2)
    }

    // R-AN7: a transition makes its changes at once and completes after its duration;
    // transition(from:to:) puts the new view in the old one's place.
    @Test func transitionsCompleteAfterTheirDuration() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let old = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(old)
        let (window, simulator) = animationStage(container)
        let new = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finishedAt: TimeInterval?
        UIView.transition(from: old, to: new, duration: 0.4, options: .transitionCrossDissolve) { _ in
            finishedAt = window.currentTime
        }
        #expect(container.subviews.count == 1 && container.subviews[0] === new)
        simulator.settle()
        #expect(finishedAt == 0.4)
    }

    // R-AN7: a repeating animation runs until removed, so settle() returns; autoreverse
    // plays backward after forward.
    @Test func repeatingAnimationsRunUntilRemoved() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (_, simulator) = animationStage(card)
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                       animations: { card.alpha = 0 }) { finished = $0 }
        simulator.advance(by: 1.5)
        #expect(card.layer.presentation()?.opacity == 0.5)  // half-way back
        simulator.advance(by: 0.75)
        #expect(card.layer.presentation()?.opacity == 0.75)  // the second cycle, going out
        simulator.settle()
        #expect(finished == nil)
        card.layer.removeAllAnimations()
        simulator.settle()
        #expect(finished == false)
    }

    // R-AN9: while a view animates without allowUserInteraction, hit testing skips it
    // (Apple: "user interactions are temporarily disabled for the views being animated");
    // with the option, it receives touches.
    @Test func animatingViewsReceiveNoTouchesUnlessAllowed() {
        let log = SceneLog()
        let card = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let (_, simulator) = animationStage(card)
        UIView.animate(withDuration: 1, animations: { card.alpha = 0.5 })
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.isEmpty)
        simulator.settle()
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { card.alpha = 1 })
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.entries.count == 2 && log.entries[0].hasPrefix("began"))
    }

    // R-AN5: the presentation of a rotation turns (Core Animation interpolates transforms
    // by their rotation), keeping the card's size.
    @Test func rotationsTurnRatherThanShrink() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (_, simulator) = animationStage(card)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            card.transform = CGAffineTransform(rotationAngle: .pi / 2)
        })
        simulator.advance(by: 0.5)
        let halfway = card.layer.presentation()!.affineTransform()
        let expected = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(abs(halfway.a - expected.a) < 1e-9 && abs(halfway.b - expected.b) < 1e-9)
        #expect(abs(halfway.c - expected.c) < 1e-9 && abs(halfway.d - expected.d) < 1e-9)
    }
}
