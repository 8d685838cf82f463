import Testing
import Touchstone
import TouchstoneTesting
@testable import CardUILinux

/// More of CardUI's card screen: the double tap, the drag and the swipe.
extension CardViewControllerTests {
    /// A double tap likes the card and, by the failure requirement, does not flip it.
    @Test func doubleTapLikesWithoutFlipping() {
        simulator.tap(at: controller.cardView.center, taps: 2)
        simulator.settle()
        #expect(controller.likes == 1)
        #expect(!controller.isFlipped)
    }

    /// The card follows the finger less the pan's 10-point hysteresis, which UIKit subtracts
    /// from the translation (Touchstone's behavior rules, section 7, UIPanGestureRecognizer).
    @Test func dragMovesTheCardByTheFingersTravel() {
        let start = controller.cardView.center
        simulator.drag(from: start, to: CGPoint(x: start.x + 100, y: start.y))
        #expect(controller.cardOffset == CGPoint(x: 90, y: 0))
        #expect(controller.cardView.center == CGPoint(x: start.x + 90, y: start.y))
    }

    /// The delegate keeps a flipped card's pan from beginning.
    @Test func flippedCardDoesNotMove() {
        simulator.tap(at: controller.cardView.center)
        simulator.settle()
        let start = controller.cardView.center
        simulator.drag(from: start, to: CGPoint(x: start.x + 100, y: start.y))
        #expect(controller.cardOffset == .zero)
        #expect(controller.cardView.center == start)
    }

    /// The swipe recognizer takes only its direction, up.
    @Test func swipeUpOnTheTableDismisses() {
        simulator.swipe(.down, at: CGPoint(x: 160, y: 400))
        #expect(!controller.isDismissed)
        simulator.swipe(.up, at: CGPoint(x: 160, y: 500))
        #expect(controller.isDismissed)
    }
}
