import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// `contentAlignmentPoint` (iOS 17.4), from Apple's documentation: content smaller than the
/// scroll view's frame is anchored at that point of the frame's unit square, `(0, 0)` by
/// default, `(0.5, 0.5)` centring it (R-V6). The scroll view is 400×600 (at y = 100 in the
/// window); the expected offsets follow from where the content's corners must be.
@MainActor
@Suite struct ScrollViewContentAlignmentTests {
    let world = ControlTesting.ScrollScene()
    var scrollView: UIScrollView { world.scrollView }

    /// Where the content's top-left corner is, in the scroll view's frame.
    var contentOrigin: CGPoint { CGPoint(x: -scrollView.contentOffset.x, y: -scrollView.contentOffset.y) }

    @Test func smallContentSitsAtTheTopLeftByDefault() {
        scrollView.contentSize = CGSize(width: 200, height: 300)
        #expect(scrollView.contentAlignmentPoint == .zero)
        #expect(contentOrigin == .zero)
    }

    @Test func halfwayCentresSmallContentAndOneOneAnchorsItBottomRight() {
        scrollView.contentSize = CGSize(width: 200, height: 300)
        scrollView.contentAlignmentPoint = CGPoint(x: 0.5, y: 0.5)
        // Centred: 100 points each side horizontally, 150 above and below.
        #expect(contentOrigin == CGPoint(x: 100, y: 150))
        scrollView.contentAlignmentPoint = CGPoint(x: 1, y: 1)
        // The content's bottom-right corner (200, 300) meets the frame's (400, 600).
        #expect(contentOrigin == CGPoint(x: 200, y: 300))
    }

    @Test func anAxisWhereTheContentIsLargerScrollsAsBefore() {
        // 200 wide, 2000 tall: only the horizontal axis is anchored.
        scrollView.contentSize = CGSize(width: 200, height: 2000)
        scrollView.contentAlignmentPoint = CGPoint(x: 0.5, y: 0.5)
        #expect(contentOrigin == CGPoint(x: 100, y: 0))
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: -300), steps: 6)
        world.fingers.up(1)
        world.fingers.settle()
        #expect(scrollView.contentOffset.x == -100)
        #expect(scrollView.contentOffset.y > 250)
    }

    @Test func draggedSmallContentSpringsBackToItsAnchor() {
        // R-V4: released past its resting place, the content springs back to it.
        scrollView.contentSize = CGSize(width: 200, height: 300)
        scrollView.alwaysBounceVertical = true
        scrollView.contentAlignmentPoint = CGPoint(x: 0.5, y: 0.5)
        world.drag(from: CGPoint(x: 200, y: 400), by: CGPoint(x: 0, y: 120), steps: 6)
        #expect(contentOrigin.y > 150)
        world.fingers.up(1)
        world.fingers.settle()
        #expect(abs(contentOrigin.y - 150) < 0.5)
        #expect(contentOrigin.x == 100)
    }

    @Test func theInsetsAreOutsideTheContentThatIsAnchored() {
        // 20 points of inset on every side: 240×340 to place in 400×600.
        scrollView.contentSize = CGSize(width: 200, height: 300)
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        scrollView.contentAlignmentPoint = CGPoint(x: 1, y: 1)
        // The bottom-right inset's corner meets the frame's: the content ends 20 points short.
        #expect(contentOrigin == CGPoint(x: 400 - 20 - 200, y: 600 - 20 - 300))
    }

    @Test func contentZoomedOutSmallerThanTheFrameIsCentredAtHalfway() {
        // The documented use: a zoomed-out image in the middle of the scroll view.
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        scrollView.addSubview(image)
        world.delegateLog.zoomView = image
        scrollView.contentSize = image.frame.size
        scrollView.minimumZoomScale = 0.5
        scrollView.contentAlignmentPoint = CGPoint(x: 0.5, y: 0.5)
        scrollView.setZoomScale(0.5, animated: false)
        // 200×300 of content in 400×600: 100 and 150 points of margin on each side.
        #expect(scrollView.contentSize == CGSize(width: 200, height: 300))
        #expect(contentOrigin == CGPoint(x: 100, y: 150))
    }

    @Test func aPointOutsideTheUnitSquareCountsAsItsNearerEdge() {
        scrollView.contentSize = CGSize(width: 200, height: 300)
        scrollView.contentAlignmentPoint = CGPoint(x: 3, y: CGFloat.nan)
        #expect(contentOrigin == CGPoint(x: 200, y: 0))
    }
}
