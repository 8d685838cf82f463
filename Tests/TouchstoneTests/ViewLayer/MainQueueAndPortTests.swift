import Foundation
import Testing
import Touchstone
import TouchstoneTesting

// R-I10 (main-queue work in tests) and a controller shaped like the ported ones of
// issue 39: `required init?(coder:)`, a delegate comparing recognizers with `==`, a
// recognizer subclass overriding `state`, a `deinit`, stand-ins, deferred work.

/// A card-stack controller as ported from iOS, with no stand-in written for it.
@MainActor private final class PortedDeckController: UIViewController, UIGestureRecognizerDelegate {
    let card = UIImageView(image: UIImage(size: CGSize(width: 300, height: 400)))
    private(set) var swipedAway = 0
    private(set) var log: [String] = []
    private let onDeinit: @MainActor () -> Void
    lazy var panGesture = UIPanGestureRecognizer(target: self, action: Selector("handlePan(_:)", PortedDeckController.handlePan(_:)))
    let doubleTap = HapticTap()

    init(onDeinit: @escaping @MainActor () -> Void) {
        self.onDeinit = onDeinit
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    isolated deinit { onDeinit() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        card.isUserInteractionEnabled = true
        card.center = CGPoint(x: UIScreen.main.bounds.width / 2, y: 400)
        card.layer.cornerRadius = 12
        view.addSubview(card)
        panGesture.delegate = self
        card.addGestureRecognizer(panGesture)
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delegate = self
        doubleTap.addTarget(self, action: Selector("liked", PortedDeckController.liked))
        card.addGestureRecognizer(doubleTap)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer == panGesture {
            let velocity = panGesture.velocity(in: view)
            return abs(velocity.x) >= abs(velocity.y)  // horizontal swipes only
        }
        return true
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard gesture.state == .ended else { return }
        if abs(gesture.translation(in: view).x) > 100 {
            DispatchQueue.main.async { self.swipedAway += 1; self.log.append("swiped") }
            Task { @MainActor in self.log.append("reloaded") }
        }
    }

    func liked() { log.append("liked") }
}

/// A recognizer subclass that watches its own state, as ported code does for haptics.
@MainActor private final class HapticTap: UITapGestureRecognizer {
    private(set) var feedbacks = 0
    override var state: UIGestureRecognizer.State {
        didSet { if state == .ended { feedbacks += 1 } }
    }
}

@MainActor @Suite struct MainQueueAndPortTests {
    @Test func mainQueueWorkRunsInTheOrderItWasQueued() async {
        // R-I10: DispatchQueue.main.async runs blocks in FIFO order
        // (developer.apple.com/documentation/dispatch/dispatchqueue/main), and main-actor
        // tasks run on the main queue.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fingers = TouchSimulator(window: window)
        var log: [String] = []
        DispatchQueue.main.async { log.append("a"); DispatchQueue.main.async { log.append("a.inner") } }
        Task { @MainActor in log.append("task") }
        DispatchQueue.main.async { log.append("b") }
        #expect(log.isEmpty)  // nothing runs while the test's own code runs
        await fingers.runMainQueue()
        #expect(log == ["a", "task", "b", "a.inner"])
    }

    @Test func aPortedCardStackSwipesLikesAndGoesAway() async {
        var deinits = 0
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var controller: PortedDeckController? = PortedDeckController { deinits += 1 }
        window.rootViewController = controller
        let fingers = TouchSimulator(window: window)

        fingers.swipe(.left, at: CGPoint(x: 300, y: 400), distance: 200)
        await fingers.runMainQueue()
        #expect(controller?.swipedAway == 1)
        #expect(controller?.log == ["swiped", "reloaded"])

        fingers.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600))  // vertical: refused
        #expect(controller?.swipedAway == 1)

        fingers.tap(at: CGPoint(x: 195, y: 400), taps: 2)
        #expect(controller?.log.last == "liked")
        #expect(controller?.doubleTap.feedbacks == 1)
        #expect(controller?.view.backgroundColor == .white)
        #expect(controller?.card.layer.cornerRadius == 12)

        window.rootViewController = nil
        controller = nil
        #expect(deinits == 1)
    }
}
