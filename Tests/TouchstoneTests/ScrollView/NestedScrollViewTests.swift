import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// Nested scroll views: a horizontal pager of vertical lists.
@MainActor
@Suite struct NestedScrollViewTests {
    let scene = ControlTesting.Scene()
    /// 400×800, three 400-point pages.
    let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    /// One 400×800 list per page, each 3000 points tall, with a button near the top.
    let lists: [UIScrollView]
    let button = UIButton(frame: CGRect(x: 100, y: 100, width: 200, height: 60))

    init() {
        pager.contentSize = CGSize(width: 1200, height: 800)
        lists = (0..<3).map { page in
            let list = UIScrollView(frame: CGRect(x: CGFloat(page) * 400, y: 0, width: 400, height: 800))
            list.contentSize = CGSize(width: 400, height: 3000)
            return list
        }
        for list in lists { pager.addSubview(list) }
        lists[0].addSubview(button)
        scene.add(pager)
    }

    private func swipe(by distance: CGPoint, from start: CGPoint = CGPoint(x: 200, y: 400)) {
        scene.fingers.down(1, at: start)
        scene.drag(to: CGPoint(x: start.x + distance.x, y: start.y + distance.y), steps: 5)
        scene.fingers.advance(by: 0.2)
        scene.fingers.up(1)
    }

    @Test func verticalDragScrollsTheList() {
        swipe(by: CGPoint(x: 4, y: -150))
        #expect(lists[0].contentOffset.y == 140)
        #expect(pager.contentOffset == .zero)
        #expect(scene.outcomes(of: pager.panGestureRecognizer) == [.failed])
    }

    @Test func horizontalDragScrollsThePager() {
        swipe(by: CGPoint(x: -150, y: 4))
        #expect(pager.contentOffset.x == 140)
        #expect(lists[0].contentOffset == .zero)
        #expect(scene.outcomes(of: lists[0].panGestureRecognizer) == [.failed])
    }

    @Test func listOnTheSecondPageScrollsAfterPaging() {
        pager.contentOffset = CGPoint(x: 400, y: 0)
        swipe(by: CGPoint(x: 0, y: -100))
        #expect(lists[1].contentOffset.y == 90)
        #expect(lists[0].contentOffset == .zero)
        #expect(pager.contentOffset == CGPoint(x: 400, y: 0))
    }

    @Test func aQuickTapStillReachesAButtonInsideBoth() {
        // R-V2 twice: both scroll views hold the touch, both let it through at the lift.
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        scene.tap(at: CGPoint(x: 200, y: 130))
        #expect(taps == 1)
    }

    @Test func aFastHorizontalSwipeOnTheButtonPages() {
        // R-V2: the pager's pan begins before either delay ends: the button never hears.
        let log = ControlTesting.EventLog(button)
        swipe(by: CGPoint(x: -150, y: 0), from: CGPoint(x: 200, y: 130))
        #expect(pager.contentOffset.x == 140)
        #expect(log.events.isEmpty)
    }
}
