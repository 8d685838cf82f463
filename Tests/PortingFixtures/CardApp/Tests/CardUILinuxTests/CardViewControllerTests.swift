import Testing
import Touchstone
import TouchstoneTesting
@testable import CardUILinux

/// CardUI's card screen, compiled from its iOS source through TouchstonePortPlugin and
/// driven with one-line gestures.
@MainActor
@Suite struct CardViewControllerTests {
    let controller = CardViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
    let simulator: TouchSimulator

    init() {
        window.rootViewController = controller
        simulator = TouchSimulator(window: window)
    }

    /// The single tap waits for the double tap to fail (`require(toFail:)`), then flips.
    @Test func tapFlipsTheCardOnceTheDoubleTapHasFailed() {
        simulator.tap(at: controller.cardView.center)
        #expect(!controller.isFlipped)
        simulator.settle()
        #expect(controller.isFlipped)
        #expect(controller.likes == 0)
    }
}
