import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// An infinite scroller as Apple's StreetScroller sample writes it: in `layoutSubviews` it
/// moves its content offset back to the middle when it has gone more than a quarter of the
/// content away, so that the user can scroll forever.
@MainActor private final class RecenteringScrollView: UIScrollView {
    private(set) var layouts = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        let centerOffsetX = (contentSize.width - bounds.width) / 2
        if abs(contentOffset.x - centerOffsetX) > contentSize.width / 4 {
            contentOffset = CGPoint(x: centerOffsetX, y: contentOffset.y)
        }
    }
}

@MainActor
@Suite("A scroll view is laid out as it scrolls (R-V8)")
struct ScrollViewLayoutOnScrollTests {
    // R-V8, the defect issue 54 names (WWDC 2011 "Advanced ScrollView Techniques":
    // layoutSubviews is called as the scroll view scrolls): a drag lays the scroll view out
    // at each frame it moves, and an offset moved past a quarter of the 3000-point content
    // from the middle (1305) comes back to the middle at the next layout pass.
    @Test func anInfiniteScrollerRecentersInLayoutSubviews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scroller = RecenteringScrollView(frame: window.bounds)
        scroller.contentSize = CGSize(width: 3000, height: 844)
        scroller.contentOffset = CGPoint(x: 1305, y: 0)
        window.addSubview(scroller)
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        let before = scroller.layouts
        fingers.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.5)
        #expect(scroller.layouts - before >= 30)  // 0.5 s of moves at 120 Hz, most of them scrolling
        // 200 points of drag less the pan's 10-point hysteresis (R-S10) scroll 190.
        #expect(abs(scroller.contentOffset.x - 1495) < 1e-6)

        scroller.contentOffset.x = 2100  // 795 past the middle: more than 3000 / 4
        window.layoutIfNeeded()
        #expect(scroller.contentOffset.x == 1305)
    }
}
