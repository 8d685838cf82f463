import Testing
import Touchstone
import TouchstoneTesting
@testable import CardUILinux

/// CardUI's rating control, compiled from its iOS source, and the review screen that
/// listens to it with `addTarget(self, action: #selector(ratingChanged(_:)), for: .valueChanged)`.
@MainActor
@Suite struct RatingControlTests {
    let controller = ReviewViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
    let simulator: TouchSimulator

    init() {
        window.rootViewController = controller
        simulator = TouchSimulator(window: window)
    }

    /// The stars are 60 points wide from x = 10: the fourth spans x 190–250.
    @Test func tappingAStarRatesAndTellsTheTarget() {
        simulator.tap(at: CGPoint(x: 220, y: 230))
        #expect(controller.ratingControl.rating == 4)
        #expect(controller.summary == "4 stars")
        #expect(controller.ratingChanges == 1)
    }

    /// Dragging from the first star to the third sends `.valueChanged` once per new value.
    @Test func draggingAcrossTheStarsSendsEachChange() {
        simulator.drag(from: CGPoint(x: 20, y: 230), to: CGPoint(x: 160, y: 230))
        #expect(controller.ratingControl.rating == 3)
        #expect(controller.summary == "3 stars")
        #expect(controller.ratingChanges == 3)
    }

    @Test func tappingTheSameStarAgainSendsNothing() {
        simulator.tap(at: CGPoint(x: 40, y: 230))
        simulator.settle()
        simulator.tap(at: CGPoint(x: 45, y: 230))
        #expect(controller.summary == "1 star")
        #expect(controller.ratingChanges == 1)
    }
}
