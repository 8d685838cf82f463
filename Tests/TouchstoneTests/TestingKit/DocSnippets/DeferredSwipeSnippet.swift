// The main-queue example of the Testing your gestures article
// (TouchstoneTesting.docc/TestingYourGestures.md): the article shows the test alone.
import Foundation
import Testing
import Touchstone
import TouchstoneTesting

/// A controller that counts a left swipe on the main queue, as a card stack reloads.
@MainActor final class DeferredSwipeController: UIViewController {
    private(set) var swipedAway = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let swipe = UISwipeGestureRecognizer(target: self, action: DeferredSwipeController.swiped)
        swipe.direction = .left
        view.addGestureRecognizer(swipe)
    }

    func swiped() { DispatchQueue.main.async { self.swipedAway += 1 } }
}

@MainActor @Suite struct DeferredSwipeSnippetTests {
    let controller = DeferredSwipeController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let fingers: TouchSimulator

    init() {
        window.rootViewController = controller
        fingers = TouchSimulator(window: window)
    }

@Test func aSwipeReloadsTheStack() async {
    fingers.swipe(.left, at: CGPoint(x: 300, y: 400))
    await fingers.runMainQueue()
    #expect(controller.swipedAway == 1)
}
}
