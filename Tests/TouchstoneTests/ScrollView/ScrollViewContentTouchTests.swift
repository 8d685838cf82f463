import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// A scroll view whose answers to the content questions are set by the test.
@MainActor
private final class ConfigurableScrollView: UIScrollView {
    var cancelsContent: Bool?
    var beginsContent = true
    var askedToBegin: [String] = []

    override func touchesShouldCancel(in view: UIView) -> Bool {
        cancelsContent ?? super.touchesShouldCancel(in: view)
    }

    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        askedToBegin.append("\(type(of: view)) \(touches.count)")
        return beginsContent
    }
}

/// Scroll view: delayed content touches (R-V2)
@MainActor
@Suite struct ScrollViewDelayedTouchTests {
    let world = ControlTesting.ScrollScene()

    @Test func quickTapOnAButtonArrivesWhole() {
        // R-V2: the finger lifts before 0.15 s: began and ended back to back.
        world.fingers.down(1, at: world.onButton)
        world.fingers.advance(by: 0.1)
        #expect(world.buttonEvents.events.isEmpty)
        #expect(!world.button.isHighlighted)
        world.fingers.up(1)
        #expect(world.buttonEvents.events == ["touchDown", "touchUpInside", "primaryAction"])
        #expect(world.scrollView.contentOffset == .zero)
    }

    @Test func quickTapOnAPlainViewIsBeganThenEnded() {
        // R-V2, R-D3: held began, then ended, in one delivery.
        world.fingers.down(1, at: world.onContent)
        world.fingers.advance(by: 0.05)
        #expect(world.log.entries.isEmpty)
        world.fingers.up(1)
        #expect(world.log.entries == ["began(t1)", "ended(t1)"])
    }

    @Test func slowPressReachesTheButtonAfterTheDelay() {
        // R-V2: the finger stays still; the content hears of it at 0.15 s.
        world.fingers.down(1, at: world.onButton)
        world.fingers.advance(by: 0.14)
        #expect(!world.button.isHighlighted)
        world.fingers.advance(by: 0.02)
        #expect(world.button.isHighlighted)
        #expect(world.buttonEvents.events == ["touchDown"])
        world.fingers.advance(by: 0.3)
        world.fingers.up(1)
        #expect(world.buttonEvents.events == ["touchDown", "touchUpInside", "primaryAction"])
    }

    @Test func fastDragScrollsAndTheButtonNeverHears() {
        // R-V2: the pan begins within 0.15 s; the content never sees the touch.
        world.drag(from: world.onButton, by: CGPoint(x: 0, y: -60), steps: 3)
        #expect(world.scrollView.isDragging)
        #expect(world.scrollView.contentOffset.y > 40)
        world.fingers.advance(by: 0.5)
        world.fingers.up(1)
        #expect(world.buttonEvents.events.isEmpty)
        #expect(!world.button.isHighlighted)
    }

    @Test func withoutDelayTheButtonHearsAtOnceAndKeepsTheDrag() {
        // R-V2 off, then R-V3: a tracking control is not cancelled by default, so the pan
        // fails and nothing scrolls.
        world.scrollView.delaysContentTouches = false
        world.fingers.down(1, at: world.onButton)
        #expect(world.buttonEvents.events == ["touchDown"])
        world.scene.drag(to: CGPoint(x: 150, y: 260), steps: 3)
        world.fingers.up(1)
        #expect(world.scrollView.contentOffset == .zero)
        #expect(world.scene.outcomes(of: world.scrollView.panGestureRecognizer) == [.failed])
        #expect(world.buttonEvents.events == ["touchDown", "touchUpInside", "primaryAction"])
    }

    @Test func horizontalMovementInAVerticalListDoesNotScroll() {
        // R-V2: only movement along a scrollable axis sets the pan off; the touch reaches
        // the content at 0.15 s as for a still finger.
        world.drag(from: world.onContent, by: CGPoint(x: 60, y: 4), steps: 3)
        world.fingers.advance(by: 0.15)
        world.fingers.up(1)
        #expect(world.scrollView.contentOffset == .zero)
        #expect(world.log.entries == ["began(t1)", "moved(t1)", "ended(t1)"])
    }

    @Test func touchesShouldBeginIsAskedAndCanKeepTheTouchFromTheContent() {
        // R-V1, R-V2: refusing keeps the content out; the scroll view can still scroll.
        let scrollView = ConfigurableScrollView()
        let world = ControlTesting.ScrollScene(scrollView: scrollView)
        scrollView.beginsContent = false
        world.fingers.down(1, at: world.onContent)
        world.fingers.advance(by: 0.2)
        #expect(scrollView.askedToBegin == ["TouchLogView 1"])
        world.scene.drag(to: CGPoint(x: 200, y: 500), steps: 3)
        world.fingers.up(1)
        #expect(world.log.entries.isEmpty)
        #expect(world.scrollView.contentOffset.y > 80)
    }

    @Test func touchOnTheScrollViewItselfIsNotAskedAbout() {
        let scrollView = ConfigurableScrollView()
        let world = ControlTesting.ScrollScene(scrollView: scrollView)
        world.scene.tap(at: CGPoint(x: 20, y: 120))
        #expect(scrollView.askedToBegin.isEmpty)
    }
}

/// Scroll view: cancelling content touches (R-V3)
@MainActor
@Suite struct ScrollViewCancelTests {
    /// Presses `point` for 0.2 s (the content starts tracking), then drags up 100 points.
    private func pressThenDrag(_ world: ControlTesting.ScrollScene, at point: CGPoint) {
        world.fingers.down(1, at: point)
        world.fingers.advance(by: 0.2)
        world.scene.drag(to: CGPoint(x: point.x, y: point.y - 100), steps: 5)
    }

    @Test func trackingButtonKeepsItsTouchByDefault() {
        // R-V3: touchesShouldCancel is false for a control: the pan fails.
        let world = ControlTesting.ScrollScene()
        pressThenDrag(world, at: world.onButton)
        world.fingers.up(1)
        #expect(world.scrollView.contentOffset == .zero)
        #expect(world.scene.outcomes(of: world.scrollView.panGestureRecognizer) == [.failed])
        #expect(world.buttonEvents.events == ["touchDown", "touchUpOutside"])
    }

    @Test func overridingTouchesShouldCancelLetsTheDragScroll() {
        // R-V3: true cancels the button's tracking and scrolls.
        let scrollView = ConfigurableScrollView()
        scrollView.cancelsContent = true
        let world = ControlTesting.ScrollScene(scrollView: scrollView)
        pressThenDrag(world, at: world.onButton)
        world.fingers.up(1)
        #expect(world.buttonEvents.events == ["touchDown", "touchCancel"])
        #expect(world.scrollView.contentOffset.y > 60)
    }

    @Test func trackingPlainViewIsCancelledByDefault() {
        // R-V3: touchesShouldCancel is true for other views.
        let world = ControlTesting.ScrollScene()
        pressThenDrag(world, at: world.onContent)
        world.fingers.up(1)
        #expect(world.log.entries.first == "began(t1)" && world.log.entries.last == "cancelled(t1)")
        #expect(world.scrollView.contentOffset.y > 60)
    }

    @Test(arguments: ["touchesShouldCancel(in:) false", "canCancelContentTouches false"])
    func trackingPlainViewKeepsItsTouchWhenTheScrollViewMayNotCancelIt(_ setting: String) {
        // R-V3: either way the pan cannot begin once the content is tracking.
        let scrollView = ConfigurableScrollView()
        if setting.hasPrefix("touchesShouldCancel") {
            scrollView.cancelsContent = false
        } else {
            scrollView.canCancelContentTouches = false
        }
        let world = ControlTesting.ScrollScene(scrollView: scrollView)
        pressThenDrag(world, at: world.onContent)
        world.fingers.up(1)
        #expect(world.scrollView.contentOffset == .zero)
        #expect(world.log.entries.last == "ended(t1)")
    }

    @Test func withoutCanCancelContentTouchesAFastDragStillScrolls() {
        // R-V2, R-V3: before the content tracks, there is nothing to protect.
        let world = ControlTesting.ScrollScene()
        world.scrollView.canCancelContentTouches = false
        world.drag(from: world.onContent, by: CGPoint(x: 0, y: -100), steps: 3)
        world.fingers.up(1)
        #expect(world.log.entries.isEmpty)
        #expect(world.scrollView.contentOffset.y > 60)
    }
}
