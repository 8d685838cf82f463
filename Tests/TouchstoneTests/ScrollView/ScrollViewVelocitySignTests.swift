import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` hears the scroll view's
/// velocity (R-V4, R-V5, R-P5). Apple documents the parameter as "the velocity of the scroll
/// view (in points) at the moment the touch was released", in points per millisecond: it
/// is positive on an axis when the content offset grows on it, whatever moved it (a finger,
/// the trackpad). Paging and snapping delegates rely on it: `velocity.x > 0` means the next
/// page.
@MainActor
@Suite struct ScrollViewVelocitySignTests {
    /// A horizontally paged carousel: 300 pt pages, five of them, in a 400×800 window.
    let scene = ControlTesting.Scene()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let snapper = PageSnapper(pageWidth: 300)

    init() {
        scrollView.contentSize = CGSize(width: 1500, height: 400)
        scrollView.delegate = snapper
        scene.add(scrollView)
    }

    /// The snapping delegate that Apple's documentation and every carousel tutorial write:
    /// from the page the drag started on, the next page when the velocity is positive, the
    /// previous when it is negative, the nearest when it is zero.
    @MainActor final class PageSnapper: UIScrollViewDelegate {
        let pageWidth: CGFloat
        var startPage: CGFloat = 0
        private(set) var velocities: [CGPoint] = []
        init(pageWidth: CGFloat) { self.pageWidth = pageWidth }

        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            startPage = (scrollView.contentOffset.x / pageWidth).rounded()
        }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            velocities.append(velocity)
            let page = velocity.x > 0 ? startPage + 1
                : velocity.x < 0 ? startPage - 1
                : (scrollView.contentOffset.x / pageWidth).rounded()
            targetContentOffset.pointee.x = min(max(page, 0), 4) * pageWidth
        }
    }

    /// A quick horizontal finger flick from `start` by `distance`, 6 frames at 60 Hz, lifting
    /// at once.
    private func flick(from start: CGPoint, by distance: CGFloat) {
        scene.fingers.down(1, at: start)
        scene.drag(to: CGPoint(x: start.x + distance, y: start.y), steps: 6)
        scene.fingers.up(1)
    }

    // A finger flicking left scrolls the content towards its end: the content offset
    // grows, so the velocity is positive and the carousel goes to the next page; flicking
    // back right is negative and goes back.
    @Test func aFingerFlick() throws {
        flick(from: CGPoint(x: 250, y: 200), by: -80)
        let forward = try #require(snapper.velocities.last)
        #expect(forward.x > 0.5, "\(forward)")  // points per millisecond
        #expect(forward.y == 0)
        scene.fingers.advance(by: 1)
        #expect(scrollView.contentOffset.x == 300)
        flick(from: CGPoint(x: 50, y: 200), by: 80)
        let back = try #require(snapper.velocities.last)
        #expect(back.x < -0.5, "\(back)")
        scene.fingers.advance(by: 1)
        #expect(scrollView.contentOffset.x == 0)
    }

    // The same with a trackpad: two fingers scrolling towards the content's end (deltas of
    // −20 pt move the content left, as a finger moving left would) give a positive
    // velocity; scrolling back a negative one.
    @Test func aTrackpadScroll() throws {
        scene.fingers.hover(to: CGPoint(x: 150, y: 200))
        scene.fingers.trackpadScroll(Array(repeating: CGVector(dx: -20, dy: 0), count: 5))
        let forward = try #require(snapper.velocities.last)
        #expect(forward.x > 0.5, "\(forward)")
        scene.fingers.advance(by: 1)
        #expect(scrollView.contentOffset.x == 300)
        scene.fingers.trackpadScroll(Array(repeating: CGVector(dx: 20, dy: 0), count: 5))
        let back = try #require(snapper.velocities.last)
        #expect(back.x < -0.5, "\(back)")
        scene.fingers.advance(by: 1)
        #expect(scrollView.contentOffset.x == 0)
    }

    // A wheel's gesture ends 0.1 s after its last notch: the content has rested longer than
    // 40 ms, so its velocity is zero (§7), never the wrong way round, and the carousel
    // settles on the nearest page.
    @Test func aWheel() throws {
        scene.fingers.hover(to: CGPoint(x: 150, y: 200))
        for _ in 0..<4 {
            scene.fingers.wheel(by: CGVector(dx: -50, dy: 0))
            scene.fingers.advance(by: 0.02)
        }
        scene.fingers.advance(by: 0.2)
        #expect(snapper.velocities == [.zero])
        scene.fingers.advance(by: 1)
        #expect(scrollView.contentOffset.x == 300)
    }

    // With paging and no delegate target, the scroll view's own choice agrees with the
    // sign it reports: a fling towards the end turns to the next page (R-V5).
    @Test func pagingFollowsTheReportedSign() throws {
        scrollView.isPagingEnabled = true
        let log = VelocityLog()
        scrollView.delegate = log
        flick(from: CGPoint(x: 250, y: 200), by: -60)
        #expect(try #require(log.velocity).x > 0)
        #expect(log.target == CGPoint(x: 300, y: 0))
    }

    @MainActor final class VelocityLog: UIScrollViewDelegate {
        var velocity: CGPoint?
        var target: CGPoint?
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            self.velocity = velocity
            target = targetContentOffset.pointee
        }
    }
}
