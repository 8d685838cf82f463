import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// The iOS 17.4 members of the scroll view: bouncing per axis, and the state and stopping
/// of its motions (R-V4, R-V6). The scroll view is 400×600 over 400×2000 points of
/// content, so its offsets run from 0 to 1400.
@MainActor
@Suite struct ScrollViewAxisAndMotionTests {
    let world = ControlTesting.ScrollScene()
    var scrollView: UIScrollView { world.scrollView }

    @Test func bouncesSetsBothAxesAndReadsEither() {
        #expect(scrollView.bouncesHorizontally && scrollView.bouncesVertically && scrollView.bounces)
        scrollView.bounces = false
        #expect(!scrollView.bouncesHorizontally && !scrollView.bouncesVertically && !scrollView.bounces)
        scrollView.bouncesVertically = true
        #expect(scrollView.bounces)
    }

    @Test func anAxisThatDoesNotBounceIsAWallWhileTheOtherRubberBands() {
        // R-V4 per axis: vertical bouncing off stops the content at the top edge.
        scrollView.bouncesVertically = false
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: 110), steps: 5)
        #expect(scrollView.contentOffset.y == 0)
        world.fingers.up(1)
        world.fingers.advance(by: 2)
        scrollView.bouncesVertically = true
        scrollView.bouncesHorizontally = false
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: 110), steps: 5)
        #expect(scrollView.contentOffset.y < -10)  // rubber-banded past the top
    }

    @Test func isScrollAnimatingWhileAnAnimatedOffsetRuns() {
        // R-V6: setContentOffset(_:animated:) runs 0.3 s on the host clock.
        #expect(!scrollView.isScrollAnimating && !scrollView.isZoomAnimating)
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        world.fingers.advance(by: 0.1)
        #expect(scrollView.isScrollAnimating && !scrollView.isZoomAnimating)
        world.fingers.advance(by: 0.5)
        #expect(!scrollView.isScrollAnimating)
        #expect(scrollView.contentOffset.y == 600)
    }

    @Test func isZoomAnimatingWhileAnAnimatedZoomRuns() {
        // R-V6: zoom(to:animated:) zooms over 0.3 s of host time.
        let zoomed = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 2000))
        scrollView.addSubview(zoomed)
        world.delegateLog.zoomView = zoomed
        scrollView.maximumZoomScale = 3
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 200, height: 300), animated: true)  // fits at 2×
        world.fingers.advance(by: 0.1)
        #expect(scrollView.isZoomAnimating && !scrollView.isScrollAnimating)
        world.fingers.advance(by: 0.5)
        #expect(!scrollView.isZoomAnimating && abs(scrollView.zoomScale - 2) < 1e-9)
    }

    @Test func stopScrollingAndZoomingLeavesTheContentWhereItIs() {
        scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        world.fingers.advance(by: 0.1)
        let midway = scrollView.contentOffset
        #expect(midway.y > 0 && midway.y < 600)
        scrollView.stopScrollingAndZooming()
        #expect(!scrollView.isScrollAnimating)
        world.fingers.advance(by: 1)
        #expect(scrollView.contentOffset == midway)
        // A fling's deceleration stops too.
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: -200), steps: 4)
        world.fingers.up(1)
        world.fingers.advance(by: 0.05)
        #expect(scrollView.isDecelerating)
        scrollView.stopScrollingAndZooming()
        let stopped = scrollView.contentOffset
        world.fingers.advance(by: 1)
        #expect(!scrollView.isDecelerating && scrollView.contentOffset == stopped)
    }
}
