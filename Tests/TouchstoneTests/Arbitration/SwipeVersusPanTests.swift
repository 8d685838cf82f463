import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// Seed 000 §3.2.1: a swipe and a pan on one view. By default the pan, which needs only
/// 10 pt, wins over the swipe, which needs 50; `pan.require(toFail: swipe)` lets a quick
/// swipe through while a slow drag still pans.
@MainActor
@Suite struct SwipeVersusPanTests {
    @MainActor final class Outcome {
        var fired: [String] = []
        var lastTranslation = CGPoint.zero
        func swiped(_ sender: UISwipeGestureRecognizer) { fired.append("swipe:\(sender.state)") }
        func panned(_ sender: UIPanGestureRecognizer) {
            fired.append("pan:\(sender.state)")
            lastTranslation = sender.translation(in: nil)
        }
    }

    /// A window with one view carrying a swipe (right) and a pan, added in the given order.
    @MainActor struct Setup {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let outcome = Outcome()
        let swipe: UISwipeGestureRecognizer
        let pan: UIPanGestureRecognizer
        let fingers: TouchSimulator

        init(swipeFirst: Bool, panRequiresSwipeToFail: Bool) {
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            swipe = UISwipeGestureRecognizer(target: outcome, action: Outcome.swiped)
            pan = UIPanGestureRecognizer(target: outcome, action: Outcome.panned)
            for recognizer in swipeFirst ? [swipe, pan] as [UIGestureRecognizer] : [pan, swipe] {
                view.addGestureRecognizer(recognizer)
            }
            if panRequiresSwipeToFail { pan.require(toFail: swipe) }
            fingers = TouchSimulator(window: window)
        }

        /// Drags right from (50, 400) by `step` points every `interval` seconds, then lifts.
        func drag(steps: Int, step: CGFloat, interval: TimeInterval) {
            fingers.down(1, at: CGPoint(x: 50, y: 400))
            for index in 1...steps {
                fingers.advance(by: interval)
                fingers.move(1, to: CGPoint(x: 50 + CGFloat(index) * step, y: 400))
            }
            fingers.advance(by: interval)
            fingers.up(1)
        }
    }

    @Test(arguments: [true, false])
    func byDefaultTheSwipeIsTakenForAPan(swipeFirst: Bool) {
        // R-A3: the pan begins first (10 pt) and excludes the swipe, whichever was added
        // first.
        let setup = Setup(swipeFirst: swipeFirst, panRequiresSwipeToFail: false)
        setup.drag(steps: 5, step: 30, interval: 0.016)
        #expect(setup.outcome.fired.first == "pan:began")
        #expect(!setup.outcome.fired.contains { $0.hasPrefix("swipe") })
        #expect(setup.outcome.fired.last == "pan:ended")
    }

    @Test(arguments: [true, false])
    func withTheRequirementAQuickSwipeIsASwipe(swipeFirst: Bool) {
        // R-A5, R-A6: the pan waits; the swipe recognizes; the pan fails.
        let setup = Setup(swipeFirst: swipeFirst, panRequiresSwipeToFail: true)
        setup.drag(steps: 5, step: 30, interval: 0.016)
        #expect(setup.outcome.fired == ["swipe:ended"])
    }

    @Test(arguments: [true, false])
    func withTheRequirementASlowDragStillPans(swipeFirst: Bool) {
        // R-A6: at 31 pt/s the swipe never meets its decaying minimum distance and fails at
        // 0.5 s; the waiting pan then begins, sending began and then its current state.
        let setup = Setup(swipeFirst: swipeFirst, panRequiresSwipeToFail: true)
        setup.drag(steps: 40, step: 1, interval: 0.032)
        let fired = setup.outcome.fired
        #expect(fired.first == "pan:began" && fired.last == "pan:ended")
        #expect(!fired.contains { $0.hasPrefix("swipe") })
        // Translation is continuous from the finger's start, less the 10 pt hysteresis.
        #expect(abs(setup.outcome.lastTranslation.x - (40 - 10)) < 0.5)
    }
}
