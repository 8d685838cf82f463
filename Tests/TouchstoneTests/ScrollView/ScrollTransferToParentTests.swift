import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// R-V7: a scroll view whose content is already at its end in the direction of a drag or
/// scroll transfers it to the nearest enclosing scroll view that can scroll that way
/// (`transfersHorizontalScrollingToParent`, `transfersVerticalScrollingToParent`, iOS 17.4).
///
/// Every answer is known by construction: the outer scroll view follows the finger less
/// the pan's 10-point hysteresis (R-V4, behavior rules §7), and a scroll view that keeps the
/// drag past its end rubber-bands it by R-V4's formula.
@MainActor
@Suite struct ScrollTransferToParentTests {
    let scene = ControlTesting.Scene()
    /// 400×800 over 1200×2000 points of content: it scrolls along both axes.
    let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    /// 200×200 at window (100, 200).
    let inner = UIScrollView(frame: CGRect(x: 100, y: 200, width: 200, height: 200))
    /// A point on `inner`, in window coordinates.
    let onInner = CGPoint(x: 200, y: 300)

    init() {
        outer.contentSize = CGSize(width: 1200, height: 2000)
        outer.addSubview(inner)
        scene.add(outer)
    }

    /// R-V4's rubber band: how far past the edge the content sits for a finger overshoot
    /// on an axis of bounds size `dimension`.
    private func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension
    }

    /// A finger down at `start`, moved by `distance` in 5 frames; it stays down.
    private func drag(by distance: CGPoint, from start: CGPoint) {
        scene.fingers.down(1, at: start)
        scene.drag(to: CGPoint(x: start.x + distance.x, y: start.y + distance.y), steps: 5)
    }

    /// A horizontal inner scroll view: 600 points of content, resting offsets 0…400.
    private func makeInnerHorizontal(at offsetX: CGFloat) {
        inner.contentSize = CGSize(width: 600, height: 200)
        inner.contentOffset = CGPoint(x: offsetX, y: 0)
    }

    /// A vertical inner scroll view: 500 points of content, resting offsets 0…300.
    private func makeInnerVertical(at offsetY: CGFloat) {
        inner.contentSize = CGSize(width: 200, height: 500)
        inner.contentOffset = CGPoint(x: 0, y: offsetY)
    }

    /// R-V7 (Doc): both properties are `true` on a new scroll view.
    @Test func bothAxesTransferByDefault() {
        let scrollView = UIScrollView()
        #expect(scrollView.transfersHorizontalScrollingToParent)
        #expect(scrollView.transfersVerticalScrollingToParent)
    }

    // MARK: Horizontal

    /// R-V7: the inner one is at its right end and the finger pushes further that way: the
    /// outer one scrolls, the inner one stays, and its pan fails when asked to begin (R-S4).
    @Test func dragPastTheRightEndScrollsTheParent() {
        makeInnerHorizontal(at: 400)
        drag(by: CGPoint(x: -150, y: 0), from: onInner)
        #expect(outer.contentOffset == CGPoint(x: 140, y: 0))
        #expect(inner.contentOffset == CGPoint(x: 400, y: 0))
        #expect(scene.decisions.contains { $0.recognizer === inner.panGestureRecognizer && $0.outcome == .failed
                                           && $0.rule == "R-S4" })
        scene.fingers.up(1)
    }

    /// R-V7: with `transfersHorizontalScrollingToParent = false` the inner one keeps the
    /// drag and rubber-bands past its end (R-V4); the outer one's pan fails.
    @Test func withoutTransferTheInnerOneBounces() {
        makeInnerHorizontal(at: 400)
        inner.transfersHorizontalScrollingToParent = false
        drag(by: CGPoint(x: -150, y: 0), from: onInner)
        #expect(outer.contentOffset == .zero)
        #expect(abs(inner.contentOffset.x - (400 + rubberBand(140, dimension: 200))) < 1e-9)
        #expect(scene.outcomes(of: outer.panGestureRecognizer) == [.failed])
        scene.fingers.advance(by: 0.2)
        scene.fingers.up(1)
        scene.fingers.advance(by: 2)
        #expect(inner.contentOffset == CGPoint(x: 400, y: 0))  // sprung back
    }

    /// R-V7: only the vertical property turned off does not stop a horizontal transfer.
    @Test func theOtherAxisPropertyDoesNotMatter() {
        makeInnerHorizontal(at: 400)
        inner.transfersVerticalScrollingToParent = false
        drag(by: CGPoint(x: -150, y: 0), from: onInner)
        #expect(outer.contentOffset == CGPoint(x: 140, y: 0))
        #expect(inner.contentOffset == CGPoint(x: 400, y: 0))
    }

    /// R-V7: at its right end, a drag the other way has content to scroll: the inner one
    /// takes it.
    @Test func dragAwayFromTheEndStaysInside() {
        makeInnerHorizontal(at: 400)
        drag(by: CGPoint(x: 150, y: 0), from: onInner)
        #expect(inner.contentOffset == CGPoint(x: 260, y: 0))
        #expect(outer.contentOffset == .zero)
    }

    /// R-V7: the parent takes the drag even at its own end, and bounces there: at their
    /// left ends, a drag to the right rubber-bands the outer one.
    @Test func theParentBouncesAtItsOwnEnd() {
        makeInnerHorizontal(at: 0)
        drag(by: CGPoint(x: 150, y: 0), from: onInner)
        #expect(inner.contentOffset == .zero)
        #expect(abs(outer.contentOffset.x + rubberBand(140, dimension: 400)) < 1e-9)
        #expect(outer.contentOffset.y == 0)
    }

    /// R-V7: content that is not wider than the view (here with `alwaysBounceHorizontal`)
    /// is at both ends: a horizontal drag goes to the parent.
    @Test func contentThatCannotScrollIsAtBothEnds() {
        inner.contentSize = CGSize(width: 200, height: 200)
        inner.alwaysBounceHorizontal = true
        drag(by: CGPoint(x: 150, y: 0), from: onInner)
        #expect(inner.contentOffset == .zero)
        #expect(outer.contentOffset.x < 0)
    }

    /// R-V7: with no enclosing scroll view that scrolls horizontally (the outer one is a
    /// vertical list), the inner one keeps the drag and bounces.
    @Test func noParentScrollingThatWayKeepsTheDrag() {
        outer.contentSize = CGSize(width: 400, height: 2000)
        makeInnerHorizontal(at: 400)
        drag(by: CGPoint(x: -150, y: 0), from: onInner)
        #expect(outer.contentOffset == .zero)
        #expect(abs(inner.contentOffset.x - (400 + rubberBand(140, dimension: 200))) < 1e-9)
    }

    /// R-V7: the transfer skips an enclosing scroll view that cannot scroll that way: a
    /// horizontal list at its end, inside a vertical list, inside a horizontal pager,
    /// pages the pager.
    @Test func theNearestParentThatScrollsThatWayTakesIt() {
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        list.contentSize = CGSize(width: 400, height: 3000)
        inner.removeFromSuperview()
        list.addSubview(inner)
        outer.contentSize = CGSize(width: 1200, height: 800)
        outer.addSubview(list)
        makeInnerHorizontal(at: 400)
        drag(by: CGPoint(x: -150, y: 0), from: onInner)
        #expect(outer.contentOffset == CGPoint(x: 140, y: 0))
        #expect(list.contentOffset == .zero)
        #expect(inner.contentOffset == CGPoint(x: 400, y: 0))
    }

    /// R-V7: a parent at its own end passes the drag on in turn.
    @Test func aChainOfScrollViewsAtTheirEndsPassesItOn() {
        let middle = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        middle.contentSize = CGSize(width: 800, height: 800)
        middle.contentOffset = CGPoint(x: 400, y: 0)  // its right end
        inner.removeFromSuperview()
        middle.addSubview(inner)
        outer.addSubview(middle)
        makeInnerHorizontal(at: 400)
        drag(by: CGPoint(x: -150, y: 0), from: onInner)
        #expect(outer.contentOffset == CGPoint(x: 140, y: 0))
        #expect(middle.contentOffset == CGPoint(x: 400, y: 0))
        #expect(inner.contentOffset == CGPoint(x: 400, y: 0))
    }

    /// R-V7: the choice is made when the drag begins: a drag the inner one took stays
    /// with it when its content reaches the end, rubber-banding there.
    @Test func aDragThatBeganInsideStaysInside() {
        makeInnerHorizontal(at: 300)
        drag(by: CGPoint(x: -250, y: 0), from: onInner)
        // 240 points of translation: 100 to the end, 140 rubber-banded past it.
        #expect(abs(inner.contentOffset.x - (400 + rubberBand(140, dimension: 200))) < 1e-9)
        #expect(outer.contentOffset == .zero)
    }

    /// R-V7: a pinch that starts at the end is not taken by the parent: one finger still,
    /// the other moving left, zooms the inner one (the zoom gives it content on both sides
    /// of the fingers, so its pan begins beside the pinch) and leaves the outer one where
    /// it is.
    @Test func aPinchAtTheEndZoomsInside() {
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let delegate = ControlTesting.ScrollDelegateLog()
        delegate.zoomView = image
        inner.delegate = delegate
        inner.addSubview(image)
        inner.contentSize = image.frame.size
        inner.maximumZoomScale = 4
        inner.setZoomScale(2, animated: false)
        inner.contentOffset = CGPoint(x: 200, y: 0)  // the right end of 400 points of content
        let fingers = scene.fingers
        fingers.send([.down(1, CGPoint(x: 160, y: 300)), .down(2, CGPoint(x: 240, y: 300))])
        for step in 1...5 {
            fingers.advance(by: 1.0 / 60)
            fingers.send([.move(1, CGPoint(x: 160 - CGFloat(step) * 12, y: 300))])
        }
        #expect(inner.zoomScale > 2)
        #expect(scene.outcomes(of: inner.panGestureRecognizer) == [.began])
        #expect(outer.contentOffset == .zero)
        fingers.send([.up(1), .up(2)])
    }

    // MARK: Vertical

    /// R-V7: the inner one is at its bottom end and the finger pushes up: the outer one
    /// scrolls down its content.
    @Test func dragPastTheBottomEndScrollsTheParent() {
        makeInnerVertical(at: 300)
        drag(by: CGPoint(x: 0, y: -150), from: onInner)
        #expect(outer.contentOffset == CGPoint(x: 0, y: 140))
        #expect(inner.contentOffset == CGPoint(x: 0, y: 300))
    }

    /// R-V7: with `transfersVerticalScrollingToParent = false` the inner one keeps the
    /// drag and rubber-bands past its bottom end.
    @Test func withoutVerticalTransferTheInnerOneBounces() {
        makeInnerVertical(at: 300)
        inner.transfersVerticalScrollingToParent = false
        drag(by: CGPoint(x: 0, y: -150), from: onInner)
        #expect(outer.contentOffset == .zero)
        #expect(abs(inner.contentOffset.y - (300 + rubberBand(140, dimension: 200))) < 1e-9)
    }

    // MARK: Wheel and trackpad (R-P5)

    /// R-V7 with R-P5: a wheel notch over the inner one at its right end scrolls the outer
    /// one by the notch.
    @Test func aWheelAtTheEndScrollsTheParent() {
        makeInnerHorizontal(at: 400)
        scene.fingers.hover(to: onInner)
        scene.fingers.wheel(by: CGVector(dx: -40, dy: 0))
        #expect(outer.contentOffset == CGPoint(x: 40, y: 0))
        #expect(inner.contentOffset == CGPoint(x: 400, y: 0))
    }

    /// R-V7 with R-P5: without the transfer the wheel rubber-bands the inner one.
    @Test func withoutTransferTheWheelBouncesTheInnerOne() {
        makeInnerHorizontal(at: 400)
        inner.transfersHorizontalScrollingToParent = false
        scene.fingers.hover(to: onInner)
        scene.fingers.wheel(by: CGVector(dx: -40, dy: 0))
        #expect(outer.contentOffset == .zero)
        #expect(abs(inner.contentOffset.x - (400 + rubberBand(40, dimension: 200))) < 1e-9)
    }

    /// R-V7 with R-P5: a trackpad scroll up over the inner one at its bottom end scrolls
    /// the outer one.
    @Test func aTrackpadScrollAtTheEndScrollsTheParent() {
        makeInnerVertical(at: 300)
        scene.fingers.hover(to: onInner)
        scene.fingers.trackpadScroll([CGVector(dx: 0, dy: -30)])
        #expect(outer.contentOffset == CGPoint(x: 0, y: 30))
        #expect(inner.contentOffset == CGPoint(x: 0, y: 300))
    }

    /// R-V7 with R-P5: a trackpad scroll down over the inner one at its bottom end has
    /// content to scroll: the inner one takes it.
    @Test func aTrackpadScrollAwayFromTheEndStaysInside() {
        makeInnerVertical(at: 300)
        scene.fingers.hover(to: onInner)
        scene.fingers.trackpadScroll([CGVector(dx: 0, dy: 30)])
        #expect(inner.contentOffset == CGPoint(x: 0, y: 270))
        #expect(outer.contentOffset == .zero)
    }
}
