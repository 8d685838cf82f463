import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// R-V4–R-V6: the rubber band, the spring back, paging and the animated calls, all on the
/// host clock. The scroll view is 400×600 over 400×2000 points of content, so its offsets
/// run from 0 to 1400.
///
/// Scroll view: rubber band, spring back, paging (R-V4–R-V6)
@MainActor
@Suite struct ScrollViewPhysicsTests {
    let world = ControlTesting.ScrollScene()
    var scrollView: UIScrollView { world.scrollView }
    var delegateLog: ControlTesting.ScrollDelegateLog { world.delegateLog }

    /// R-V4's rubber band: how far past the edge the content sits for a finger overshoot.
    private func rubberBand(_ overshoot: CGFloat, dimension: CGFloat = 600) -> CGFloat {
        (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension
    }

    /// Records every content offset the delegate hears of, with the host time.
    private func recordOffsets() -> () -> [(time: TimeInterval, y: CGFloat)] {
        var offsets: [(TimeInterval, CGFloat)] = []
        delegateLog.onScroll = { scrollView in offsets.append((scrollView.window?.currentTime ?? 0, scrollView.contentOffset.y)) }
        return { offsets }
    }

    // R-V4: past the top edge the content follows the finger by the formula, at every
    // overshoot; it never gets a full bounds height away.
    @Test(arguments: [CGFloat(20), 90, 250])
    func rubberBandFollowsTheFormula(overshoot: CGFloat) {
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: overshoot + 10), steps: 5)  // 10 pt of hysteresis
        #expect(abs(scrollView.contentOffset.y + rubberBand(overshoot)) < 1e-9)
        // And the bottom edge: dragged up from the end of the content.
        world.fingers.up(1)
        world.fingers.advance(by: 2)
        scrollView.setContentOffset(CGPoint(x: 0, y: 1400), animated: false)
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: -(overshoot + 10)), steps: 5)
        #expect(abs(scrollView.contentOffset.y - 1400 - rubberBand(overshoot)) < 1e-9)
        world.fingers.up(1)
    }

    // R-V4: released past the edge while still moving outwards, the content carries on a
    // little, then springs back, ending exactly at the edge in well under a second of host
    // time; the delegate hears the end of deceleration.
    @Test func releasedPastTheEdgeSpringsBackToIt() {
        let offsets = recordOffsets()
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: 160), steps: 6)  // still moving down
        let released = scrollView.contentOffset.y
        let releaseTime = scrollView.window?.currentTime ?? 0
        world.fingers.up(1)
        #expect(released < -60)
        #expect(delegateLog.callsExceptScrolls.suffix(2) == ["didEndDragging decelerate=true", "willBeginDecelerating"])
        world.fingers.advance(by: 2)
        let after = offsets().filter { $0.time > releaseTime }
        #expect((after.map(\.y).min() ?? 0) < released, "it carries on past where it was released")
        #expect(after.last?.y == 0)
        let settled = (after.last?.time ?? 0) - releaseTime
        #expect(settled > 0.3 && settled < 0.9, "settled after \(settled) s")
        #expect(delegateLog.callsExceptScrolls.last == "didEndDecelerating decelerating=false")
        #expect(scrollView.window?.nextTimerDeadline == nil)
    }

    // R-V4: a fling into the bottom edge runs past it, then springs back to it.
    @Test func decelerationIntoAnEdgeOvershootsAndReturns() {
        let offsets = recordOffsets()
        scrollView.contentOffset = CGPoint(x: 0, y: 1200)
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: -150), steps: 5)
        world.fingers.up(1)
        world.fingers.advance(by: 3)
        let peak = offsets().map(\.y).max() ?? 0
        #expect(peak > 1410 && peak < 1400 + 600)
        #expect(scrollView.contentOffset.y == 1400)
        #expect(delegateLog.callsExceptScrolls.last == "didEndDecelerating decelerating=false")
        #expect(!scrollView.isDecelerating)
    }

    // R-V4 without bounces: no rubber band, and the deceleration stops at the edge.
    @Test func withoutBouncesTheEdgeIsAWall() {
        let offsets = recordOffsets()
        scrollView.bounces = false
        scrollView.contentOffset = CGPoint(x: 0, y: 1200)
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: -150), steps: 5)
        world.fingers.up(1)
        world.fingers.advance(by: 3)
        #expect((offsets().map(\.y).max() ?? 0) == 1400)
        #expect(scrollView.contentOffset.y == 1400)
    }

    // R-V4: decelerationRate is settable to any rate; the content comes to rest at
    // offset + v·τ with τ = −1/(1000 ln rate).
    @Test func aCustomDecelerationRate() throws {
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)
        #expect(scrollView.decelerationRate.rawValue == 0.995)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: -120), steps: 6)
        world.fingers.up(1)
        let released = scrollView.contentOffset.y
        let velocity = try #require(delegateLog.endVelocity).y * 1000
        world.fingers.advance(by: 3)
        let expected = released + velocity * (-1 / (1000 * log(0.995)))
        #expect(abs(scrollView.contentOffset.y - expected) < 0.5)
    }

    // R-V5: with paging, the release settles on a multiple of the bounds height.
    struct PagingCase: CustomTestStringConvertible, Sendable {
        let label: String
        let drag: CGFloat
        let steps: Int
        let restBeforeLift: TimeInterval
        let page: CGFloat
        var testDescription: String { label }
    }

    nonisolated static let pagingCases: [PagingCase] = [
        PagingCase(label: "a slow drag under half a page returns", drag: -250, steps: 20, restBeforeLift: 0.1, page: 0),
        PagingCase(label: "a slow drag over half a page goes on", drag: -350, steps: 20, restBeforeLift: 0.1, page: 600),
        PagingCase(label: "a fast flick of a few points turns the page", drag: -40, steps: 2, restBeforeLift: 0, page: 600),
        PagingCase(label: "a very fast long flick turns one page only", drag: -500, steps: 3, restBeforeLift: 0, page: 600),
        PagingCase(label: "a slow drag back is nearest", drag: 100, steps: 20, restBeforeLift: 0.1, page: 0),
    ]

    @Test(arguments: pagingCases)
    func paging(_ paging: PagingCase) throws {
        scrollView.isPagingEnabled = true
        world.drag(from: CGPoint(x: 200, y: 650), by: CGPoint(x: 0, y: paging.drag), steps: paging.steps)
        world.fingers.advance(by: paging.restBeforeLift)
        world.fingers.up(1)
        let speed = abs(try #require(delegateLog.endVelocity).y) * 1000
        #expect(paging.restBeforeLift > 0 ? speed == 0 : speed >= 500, "\(speed) pt/s")
        #expect(delegateLog.endTarget == CGPoint(x: 0, y: max(0, paging.page)))
        world.fingers.advance(by: 2)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: max(0, paging.page)))
        #expect(delegateLog.callsExceptScrolls.last == "didEndDecelerating decelerating=false")
    }

    // R-V5: a page that is turned does not swing past its place on the way.
    @Test func aTurnedPageDoesNotOvershoot() {
        let offsets = recordOffsets()
        scrollView.isPagingEnabled = true
        world.drag(from: CGPoint(x: 200, y: 650), by: CGPoint(x: 0, y: -60), steps: 2)
        world.fingers.up(1)
        world.fingers.advance(by: 2)
        #expect((offsets().map(\.y).max() ?? 0) == 600)
    }

    // R-V6: scrollRectToVisible moves as little as needed, at once or over 0.3 s.
    @Test func scrollRectToVisibleMovesAsLittleAsNeeded() {
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 50), animated: false)
        #expect(scrollView.contentOffset == .zero)  // already visible
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 50, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 400))  // its bottom at the bottom
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))  // its top at the top
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1900, width: 50, height: 900), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1400))  // larger than the view: its top, in range
        delegateLog.clear()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: true)
        #expect(scrollView.contentOffset.y == 1400)
        world.fingers.advance(by: 0.1)
        #expect(scrollView.contentOffset.y > 0 && scrollView.contentOffset.y < 1400)
        world.fingers.advance(by: 0.25)
        #expect(scrollView.contentOffset == .zero)
        #expect(delegateLog.callsExceptScrolls == ["didEndScrollingAnimation"])
    }

    // R-V6: a drag stops an animated scroll where it is, as it stops a deceleration.
    @Test func aTouchStopsAnAnimatedScroll() {
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        world.fingers.advance(by: 0.1)
        let stopped = scrollView.contentOffset
        world.scene.tap(at: CGPoint(x: 200, y: 400), duration: 0.05)
        world.fingers.advance(by: 1)
        #expect(scrollView.contentOffset == stopped)
        #expect(!delegateLog.calls.contains("didEndScrollingAnimation"))
    }
}
