import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// UISegmentedControl.
@MainActor
@Suite struct UISegmentedControlTests {
    let scene = ControlTesting.Scene()
    /// Three 100-point segments from x 50.
    let segments = UISegmentedControl(items: ["One", "Two", "Three"])

    init() {
        segments.frame = CGRect(x: 50, y: 100, width: 300, height: 32)
        scene.add(segments)
    }

    @Test func tapSelectsTheSegment() {
        // R-C2
        let log = ControlTesting.EventLog(segments)
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        scene.tap(at: CGPoint(x: 260, y: 110))
        #expect(segments.selectedSegmentIndex == 2)
        #expect(log.events == ["touchDown", "valueChanged", "primaryAction", "touchUpInside"])
        log.clear()
        scene.fingers.advance(by: 1)
        scene.tap(at: CGPoint(x: 270, y: 110))
        #expect(log.events == ["touchDown", "touchUpInside"])
    }

    @Test func theSegmentUnderTheLiftingFingerWins() {
        scene.fingers.down(1, at: CGPoint(x: 60, y: 110))
        scene.drag(to: CGPoint(x: 160, y: 120), steps: 3)
        scene.fingers.up(1)
        #expect(segments.selectedSegmentIndex == 1)
    }

    @Test func disabledSegmentCannotBeChosen() {
        segments.setEnabled(false, forSegmentAt: 0)
        scene.tap(at: CGPoint(x: 60, y: 110))
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(!segments.isEnabledForSegment(at: 0))
    }

    @Test func fixedWidthsShareTheRest() {
        segments.setWidth(200, forSegmentAt: 0)
        scene.tap(at: CGPoint(x: 240, y: 110))  // 190 into the control: still segment 0
        #expect(segments.selectedSegmentIndex == 0)
        scene.fingers.advance(by: 1)
        scene.tap(at: CGPoint(x: 280, y: 110))  // 230: the first of the two 50-point segments
        #expect(segments.selectedSegmentIndex == 1)
    }

    @Test func editingSegmentsKeepsTheSelectionOnItsSegment() {
        segments.selectedSegmentIndex = 1
        segments.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(segments.selectedSegmentIndex == 2)
        #expect(segments.titleForSegment(at: 2) == "Two")
        segments.removeSegment(at: 2, animated: true)
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(segments.numberOfSegments == 3)
        segments.selectedSegmentIndex = 7
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
    }
}

/// UIPageControl.
@MainActor
@Suite struct UIPageControlTests {
    let scene = ControlTesting.Scene()
    /// Five pages centered at x 200: the indicators are at 168, 184, 200, 216, 232.
    let pages = UIPageControl(frame: CGRect(x: 0, y: 700, width: 400, height: 30))

    init() {
        pages.numberOfPages = 5
        pages.currentPage = 2
        scene.add(pages)
    }

    @Test func tapRightOfTheCurrentIndicatorGoesForward() {
        // R-C2
        let log = ControlTesting.EventLog(pages)
        scene.tap(at: CGPoint(x: 205, y: 710))
        #expect(pages.currentPage == 3)
        #expect(log.events == ["touchDown", "valueChanged", "primaryAction", "touchUpInside"])
        scene.fingers.advance(by: 1)
        scene.tap(at: CGPoint(x: 210, y: 710))  // now left of page 3's indicator at 216
        #expect(pages.currentPage == 2)
    }

    @Test func lastPageStaysPutWithoutEvent() {
        pages.currentPage = 4
        let log = ControlTesting.EventLog(pages)
        scene.tap(at: CGPoint(x: 390, y: 710))
        #expect(pages.currentPage == 4)
        #expect(!log.events.contains("valueChanged"))
    }

    @Test func currentPageStaysWithinThePages() {
        pages.currentPage = 9
        #expect(pages.currentPage == 4)
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        pages.numberOfPages = 0
        #expect(pages.currentPage == 0)
    }
}
