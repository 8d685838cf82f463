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

    // https://developer.apple.com/documentation/uikit/uisegmentedcontrol/ismomentary: "The
    // default value of this property is false. If it's set to true, segments in the
    // control don't show selected state and don't update the value of
    // selectedSegmentIndex after tracking ends." The action still reads the tapped segment.
    @Test func aMomentaryControlKeepsNoSelectionAfterTheTap() {
        #expect(segments.isMomentary == false)
        segments.isMomentary = true
        var seen: [Int] = []
        segments.addAction(UIAction { [segments] _ in seen.append(segments.selectedSegmentIndex) }, for: .valueChanged)
        let log = ControlTesting.EventLog(segments)
        scene.tap(at: CGPoint(x: 260, y: 110))
        #expect(seen == [2])
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(log.events == ["touchDown", "valueChanged", "primaryAction", "touchUpInside"])
        // The same segment again is a new change, unlike in a control that keeps its choice.
        scene.fingers.advance(by: 1)
        scene.tap(at: CGPoint(x: 270, y: 110))
        #expect(seen == [2, 2])
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
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

    // https://developer.apple.com/documentation/uikit/uipagecontrol/direction-swift.property
    // ("The default value of this property is UIPageControl.Direction.natural") and the
    // cases' pages: rightToLeft "lays out the page indicators from right to left", so the
    // next page's indicator is left of the current one and a tap on the left goes forward;
    // topToBottom lays them out in a column, so a tap below goes forward.
    @Test func theDirectionDecidesWhichSideOfTheCurrentIndicatorIsForward() {
        #expect(pages.direction == .natural)
        pages.direction = .rightToLeft
        scene.tap(at: CGPoint(x: 195, y: 710))  // left of page 2's indicator at 200
        #expect(pages.currentPage == 3)
        scene.fingers.advance(by: 1)
        scene.tap(at: CGPoint(x: 190, y: 710))  // right of page 3's indicator, now at 184
        #expect(pages.currentPage == 2)

        let column = scene.add(UIPageControl(frame: CGRect(x: 300, y: 100, width: 30, height: 400)))
        column.numberOfPages = 5
        column.currentPage = 2
        column.direction = .topToBottom  // indicators at y 268, 284, 300, 316, 332 in the window
        scene.fingers.advance(by: 1)
        scene.tap(at: CGPoint(x: 315, y: 305))
        #expect(column.currentPage == 3)
        column.direction = .bottomToTop  // page 3's indicator now at y 284
        scene.fingers.advance(by: 1)
        scene.tap(at: CGPoint(x: 315, y: 270))  // above it: forward
        #expect(column.currentPage == 4)
    }

    // …/allowscontinuousinteraction ("Default is YES" in UIPageControl.h) and
    // …/interactionstate-swift.property with its cases: none, "where no interaction has
    // occurred"; discrete, the page "changes through a single, discrete interaction";
    // continuous, "through a continuous interaction".
    @Test func aTapIsDiscreteAndAScrubIsContinuous() {
        #expect(pages.allowsContinuousInteraction == true)
        #expect(pages.interactionState == .none)
        var seen: [(Int, UIPageControl.InteractionState)] = []
        pages.addAction(UIAction { [pages] _ in seen.append((pages.currentPage, pages.interactionState)) },
                        for: .valueChanged)
        scene.tap(at: CGPoint(x: 205, y: 710))
        #expect(seen.map(\.0) == [3] && seen.map(\.1) == [.discrete])
        #expect(pages.interactionState == .none)

        // A finger scrubbing from page 3's indicator (216) to the last (232) and back to the
        // first (168) walks the page along with it, and lifting moves it no further.
        seen.removeAll()
        scene.fingers.advance(by: 1)
        scene.fingers.down(1, at: CGPoint(x: 216, y: 710))
        scene.drag(to: CGPoint(x: 240, y: 710), steps: 3)
        scene.drag(to: CGPoint(x: 160, y: 710), steps: 10)
        scene.fingers.up(1)
        #expect(seen.map(\.0) == [4, 3, 2, 1, 0])
        #expect(seen.allSatisfy { $0.1 == .continuous })
        #expect(pages.currentPage == 0 && pages.interactionState == .none)
    }

    @Test func withoutContinuousInteractionASlideIsATap() {
        pages.allowsContinuousInteraction = false
        scene.fingers.down(1, at: CGPoint(x: 205, y: 710))
        scene.drag(to: CGPoint(x: 160, y: 710), steps: 5)
        #expect(pages.currentPage == 2)
        scene.fingers.up(1)  // lifted left of the current indicator: back one
        #expect(pages.currentPage == 1)
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
