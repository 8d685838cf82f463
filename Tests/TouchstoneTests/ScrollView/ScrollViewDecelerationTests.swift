import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// Scroll view: deceleration on the host clock.
@MainActor
@Suite struct ScrollViewDecelerationTests {
    let world = ControlTesting.ScrollScene()
    var scrollView: UIScrollView { world.scrollView }

    /// Flings the content upwards: 120 points in 6 frames, lifting at once.
    private func fling(distance: CGFloat = -120) -> CGPoint {
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: distance), steps: 6)
        world.fingers.up(1)
        return scrollView.contentOffset
    }

    /// Where UIKit's deceleration comes to rest: the offset plus velocity × τ, with
    /// τ = −1 / (1000 ln rate) seconds (0.4995 s at the normal rate 0.998).
    private func restingOffset(from offset: CGPoint, velocityPerMillisecond velocity: CGPoint,
                               rate: CGFloat) -> CGPoint {
        let tau = -1 / (1000 * log(rate))
        return CGPoint(x: offset.x + velocity.x * 1000 * tau, y: offset.y + velocity.y * 1000 * tau)
    }

    @Test func flingDeceleratesToUIKitsRestingPoint() throws {
        let released = fling()
        let velocity = try #require(world.delegateLog.endVelocity)
        // The scroll view's velocity in points per millisecond: the finger flicked up, so
        // the content offset grows and the velocity is positive (Apple's documentation).
        #expect(velocity.y > 0.5)
        let expected = restingOffset(from: released, velocityPerMillisecond: velocity, rate: 0.998)
        #expect(isClose(try #require(world.delegateLog.endTarget), expected))
        #expect(scrollView.isDecelerating)
        #expect(scrollView.contentOffset == released)  // nothing moves until host time does
        world.fingers.advance(by: 0.5)
        let halfway = scrollView.contentOffset.y
        // x(t) = x₀ + v·τ·(1 − e^(−t/τ)); at the last 60 Hz frame before 0.5 s.
        #expect(halfway > released.y + 0.55 * (expected.y - released.y))
        #expect(halfway < expected.y)
        world.fingers.advance(by: 5)
        #expect(isClose(scrollView.contentOffset, expected))
        #expect(!scrollView.isDecelerating)
        #expect(world.delegateLog.callsExceptScrolls == [
            "willBeginDragging dragging=true", "willEndDragging", "didEndDragging decelerate=true",
            "willBeginDecelerating", "didEndDecelerating decelerating=false"])
        #expect(scrollView.window?.nextTimerDeadline == nil)
    }

    @Test func decelerationStopsWhenTheRemainingTravelIsUnderHalfAPoint() throws {
        _ = fling()
        let speed = abs(try #require(world.delegateLog.endVelocity).y) * 1000
        let tau = -1 / (1000 * log(0.998))
        // The travel left after t is speed·τ·e^(−t/τ); it drops under 0.5 at this time.
        let stop = tau * log(speed * tau / 0.5)
        world.fingers.advance(by: stop - 0.05)
        #expect(scrollView.isDecelerating)
        world.fingers.advance(by: 0.1)
        #expect(!scrollView.isDecelerating)
    }

    @Test func fastRateStopsSooner() throws {
        scrollView.decelerationRate = .fast
        let released = fling()
        let velocity = try #require(world.delegateLog.endVelocity)
        world.fingers.advance(by: 2)
        #expect(isClose(scrollView.contentOffset, restingOffset(from: released, velocityPerMillisecond: velocity,
                                                                 rate: 0.99)))
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    }

    @Test func decelerationStopsAtTheEdge() {
        scrollView.contentOffset = CGPoint(x: 0, y: 1300)
        _ = fling(distance: -200)
        world.fingers.advance(by: 3)
        #expect(scrollView.contentOffset.y == 1400)
        #expect(world.delegateLog.callsExceptScrolls.last == "didEndDecelerating decelerating=false")
    }

    @Test func restingBeforeLiftingDoesNotFling() {
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: -120), steps: 6)
        world.fingers.advance(by: 0.2)
        world.fingers.up(1)
        #expect(!scrollView.isDecelerating)
        #expect(world.delegateLog.callsExceptScrolls.last == "didEndDragging decelerate=false")
    }

    @Test func aTouchStopsTheDecelerationAndIsNotTheContents() {
        // The touch that stops a moving scroll view does not press what is under it, and
        // scrollViewDidEndDecelerating is not called.
        _ = fling()
        world.fingers.advance(by: 0.2)
        let stopped = scrollView.contentOffset
        world.log.clear()
        world.scene.tap(at: CGPoint(x: 200, y: 400), duration: 0.3)
        world.fingers.advance(by: 1)
        #expect(scrollView.contentOffset == stopped)
        #expect(!scrollView.isDecelerating)
        #expect(world.log.entries.isEmpty)
        #expect(!world.delegateLog.calls.contains { $0.hasPrefix("didEndDecelerating") })
    }

    @Test func delegateCanChooseTheTarget() {
        world.delegateLog.targetOverride = CGPoint(x: 0, y: 600)
        _ = fling()
        world.fingers.advance(by: 0.15)
        #expect(scrollView.isDecelerating)
        world.fingers.advance(by: 0.2)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
        #expect(world.delegateLog.callsExceptScrolls.last == "didEndDecelerating decelerating=false")
    }

    @Test func animatedSetContentOffsetRunsOnTheHostClock() {
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.contentOffset == .zero)
        #expect(!scrollView.isDecelerating)
        world.fingers.advance(by: 0.1)
        let partway = scrollView.contentOffset.y
        #expect(partway > 0 && partway < 300)
        world.fingers.advance(by: 0.25)
        #expect(scrollView.contentOffset.y == 300)
        #expect(world.delegateLog.callsExceptScrolls == ["didEndScrollingAnimation"])
        #expect(world.delegateLog.scrollCount >= 10)
    }

    @Test func setContentOffsetWithoutAnimationStopsAMotion() {
        _ = fling()
        world.fingers.advance(by: 0.1)
        scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        world.fingers.advance(by: 2)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 50))
        #expect(!scrollView.isDecelerating)
    }

    // Told of the last frame's scroll, the delegate moves the content elsewhere: that
    // stops the motion, and, as for any stop by `setContentOffset`, its end is not
    // reported.
    @Test func aDelegateCanStopTheMotionFromDidScroll() {
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        world.delegateLog.onScroll = { scrollView in
            guard scrollView.contentOffset.y == 300 else { return }
            scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        }
        world.fingers.advance(by: 1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 10))
        #expect(world.delegateLog.callsExceptScrolls.isEmpty)
        #expect(scrollView.window?.nextTimerDeadline == nil)
    }

    // Told of a scroll, the delegate starts an animation instead: it runs alone, one
    // frame per 60 Hz tick over its 0.3 s, and only its own end is reported.
    @Test func aDelegateCanReplaceTheMotionFromDidScroll() {
        _ = fling()
        world.fingers.advance(by: 0.05)
        world.delegateLog.onScroll = { scrollView in
            scrollView.delegate.map { ($0 as? ControlTesting.ScrollDelegateLog)?.onScroll = nil }
            scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        }
        world.fingers.advance(by: 1.0 / 60)
        world.delegateLog.clear()
        world.fingers.advance(by: 1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 40))
        #expect(world.delegateLog.callsExceptScrolls == ["didEndScrollingAnimation"])
        #expect((17...19).contains(world.delegateLog.scrollCount), "\(world.delegateLog.scrollCount) frames")
    }

    @Test func outsideAWindowAnimationsCompleteAtOnce() {
        let loose = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = ControlTesting.ScrollDelegateLog()
        loose.delegate = log
        loose.contentSize = CGSize(width: 100, height: 500)
        loose.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        #expect(loose.contentOffset == CGPoint(x: 0, y: 200))
        #expect(log.calls == ["didScroll", "didEndScrollingAnimation"])
    }
}
