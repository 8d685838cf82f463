import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// Scroll view: dragging (R-V4)
@MainActor
@Suite struct ScrollViewDraggingTests {
    let world = ControlTesting.ScrollScene()
    var scrollView: UIScrollView { world.scrollView }

    @Test func offsetFollowsTheNegatedTranslation() {
        // R-V4
        let pan = scrollView.panGestureRecognizer
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: -100), steps: 4)
        #expect(scrollView.contentOffset.y == -pan.translation(in: scrollView).y)
        #expect(scrollView.contentOffset.y == 90)  // 100 less the 10-point hysteresis
        world.scene.drag(to: CGPoint(x: 200, y: 550), steps: 1)
        #expect(scrollView.contentOffset.y == 40)
        #expect(scrollView.contentOffset.x == 0)
        world.fingers.advance(by: 0.2)
        world.fingers.up(1)
    }

    @Test func withoutBouncesTheOffsetStopsAtTheEdges() {
        // R-V4
        scrollView.bounces = false
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: 150), steps: 4)
        #expect(scrollView.contentOffset == .zero)
        world.fingers.up(1)
        scrollView.contentOffset = CGPoint(x: 0, y: 1350)  // the bottom: 2000 - 600 = 1400
        world.fingers.advance(by: 1)
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: -150), steps: 4)
        #expect(scrollView.contentOffset.y == 1400)
        world.fingers.advance(by: 0.2)
        world.fingers.up(1)
    }

    @Test func withBouncesTheContentGoesBeyondTheEdgeAndComesBack() {
        // R-V4: rubber-banded beyond the edge (90 pt of finger past it on a 600 pt axis:
        // (1 − 1/(90·0.55/600 + 1))·600), then a spring back to the edge.
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: 100), steps: 4)
        #expect(abs(scrollView.contentOffset.y + (1 - 1 / (90 * 0.55 / 600 + 1)) * 600) < 1e-9)
        world.fingers.advance(by: 0.2)
        world.fingers.up(1)
        #expect(scrollView.isDecelerating)
        #expect(world.delegateLog.callsExceptScrolls.suffix(3) == [
            "willEndDragging", "didEndDragging decelerate=true", "willBeginDecelerating"])
        world.fingers.advance(by: 0.15)
        #expect(scrollView.contentOffset.y < -10 && scrollView.contentOffset.y > -45)
        world.fingers.advance(by: 0.6)
        #expect(scrollView.contentOffset.y == 0)
        #expect(world.delegateLog.callsExceptScrolls.last == "didEndDecelerating decelerating=false")
    }

    @Test func contentInsetExtendsTheRange() {
        scrollView.bounces = false
        scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 20, right: 0)
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: 150), steps: 4)
        #expect(scrollView.contentOffset.y == -50)
        world.fingers.up(1)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                == CGRect(x: 2, y: 1, width: 4, height: 6))
    }

    // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset:
    // "The safe area insets are then added to the values in the contentInset property to
    // obtain the final value of this property." With no safe area it is contentInset, and
    // the range a drag reaches is the adjusted one: a subclass that reports a 30-point
    // safe area on top, as a UIKit scroll view under a status bar would, rests 30 further.
    @Test func theAdjustedContentInsetIsTheInsetTheRangeUses() {
        scrollView.contentInset = UIEdgeInsets(top: 50, left: 5, bottom: 20, right: 10)
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)

        final class UnderAStatusBar: UIScrollView {
            override var adjustedContentInset: UIEdgeInsets {
                var inset = contentInset
                inset.top += 30
                return inset
            }
        }
        let world = ControlTesting.ScrollScene(scrollView: UnderAStatusBar())
        world.scrollView.bounces = false
        world.scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 20, right: 0)
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: 150), steps: 4)
        #expect(world.scrollView.contentOffset.y == -80)
        world.fingers.up(1)
    }

    @Test func scrollingDisabledMeansNoDrag() {
        scrollView.isScrollEnabled = false
        #expect(!scrollView.panGestureRecognizer.isEnabled)
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: -100), steps: 4)
        world.fingers.up(1)
        #expect(scrollView.contentOffset == .zero)
        #expect(world.log.entries.first == "began(t1)")
    }

    @Test func smallContentScrollsOnlyWithAlwaysBounce() {
        // R-V2: an axis whose content fits does not scroll, unless it always bounces.
        scrollView.contentSize = CGSize(width: 400, height: 300)
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: 80), steps: 4)
        world.fingers.up(1)
        #expect(scrollView.contentOffset == .zero)
        scrollView.alwaysBounceVertical = true
        world.fingers.advance(by: 1)
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: 80), steps: 4)
        #expect(abs(scrollView.contentOffset.y + (1 - 1 / (70 * 0.55 / 600 + 1)) * 600) < 1e-9)  // rubber-banded
        world.fingers.up(1)
    }

    @Test func directionalLockKeepsAStraightDragOnItsAxis() {
        scrollView.contentSize = CGSize(width: 1200, height: 2000)
        scrollView.isDirectionalLockEnabled = true
        world.drag(from: world.onContent, by: CGPoint(x: -10, y: -60), steps: 4)
        world.scene.drag(to: CGPoint(x: 100, y: 400), steps: 2)
        #expect(scrollView.contentOffset.x == 0)
        #expect(scrollView.contentOffset.y > 150)
        world.fingers.advance(by: 0.3)
        world.fingers.up(1)
    }

    @Test func diagonalDragIsNotLocked() {
        scrollView.contentSize = CGSize(width: 1200, height: 2000)
        scrollView.isDirectionalLockEnabled = true
        world.drag(from: world.onContent, by: CGPoint(x: -60, y: -60), steps: 4)
        #expect(scrollView.contentOffset.x > 40 && scrollView.contentOffset.y > 40)
        world.fingers.advance(by: 0.3)
        world.fingers.up(1)
    }

    @Test func trackingAndDraggingFlags() {
        #expect(!scrollView.isTracking)
        world.fingers.down(1, at: world.onContent)
        #expect(scrollView.isTracking && !scrollView.isDragging)
        world.scene.drag(to: CGPoint(x: 200, y: 500), steps: 3)
        #expect(scrollView.isTracking && scrollView.isDragging)
        world.fingers.advance(by: 0.3)
        world.fingers.up(1)
        #expect(!scrollView.isTracking && !scrollView.isDragging)
        #expect(world.delegateLog.callsExceptScrolls == [
            "willBeginDragging dragging=true", "willEndDragging", "didEndDragging decelerate=false"])
        #expect(world.delegateLog.scrollCount == 3)
    }
}
