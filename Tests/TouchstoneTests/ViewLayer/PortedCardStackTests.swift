import Foundation
import Testing
@testable import Touchstone
import TouchstoneTesting

/// A card-stack controller written as for iOS: it lays out its card in
/// `viewDidLayoutSubviews`, drags it with a pan, springs it back with an animation and a
/// completion when the drag is short, and swipes it away (removing it in the completion)
/// when the drag is long. No stand-in: only UIKit's API.
@MainActor
final class CardStackController: UIViewController {
    let card = UIView()
    private(set) var layoutCount = 0
    private(set) var springBacks = 0
    private(set) var swipedAway = false
    private var isAnimating = false
    /// Called when the controller goes.
    var onDeinit: (() -> Void)?

    // A subclass's deinit is isolated, as its superclass's (see the porting guide).
    isolated deinit { onDeinit?() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: CardStackController.handlePan))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutCount += 1
        guard !isAnimating else { return }
        card.bounds.size = CGSize(width: view.bounds.width - 40, height: 300)
        card.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view)
        switch pan.state {
        case .changed:
            card.center = CGPoint(x: view.bounds.midX + translation.x, y: view.bounds.midY + translation.y)
            card.transform = CGAffineTransform(rotationAngle: translation.x / 1000)
        case .ended, .cancelled:
            isAnimating = true
            if abs(translation.x) > 120 {
                UIView.animate(withDuration: 0.3, animations: {
                    self.card.center.x += translation.x > 0 ? 600 : -600
                }, completion: { _ in
                    self.card.removeFromSuperview()
                    self.swipedAway = true
                    self.isAnimating = false
                })
            } else {
                UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                               options: [.allowUserInteraction], animations: {
                    self.card.center = CGPoint(x: self.view.bounds.midX, y: self.view.bounds.midY)
                    self.card.transform = .identity
                }, completion: { finished in
                    if finished { self.springBacks += 1 }
                    self.isAnimating = false
                })
            }
        default:
            break
        }
    }
}

@MainActor
@Suite("A ported card stack (R-LY2, R-AP1, R-AN2, R-AN5)")
struct PortedCardStackTests {
    private func stage() -> (CardStackController, UIWindow, TouchSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let controller = CardStackController()
        window.rootViewController = controller
        let simulator = TouchSimulator(window: window)
        simulator.settle()
        return (controller, window, simulator)
    }

    @Test func theCardIsLaidOutByTheControllerAndFollowsARotation() {
        let (controller, window, _) = stage()
        #expect(controller.card.frame == CGRect(x: 20, y: 250, width: 360, height: 300))
        window.resize(to: CGSize(width: 800, height: 400))
        #expect(controller.card.frame == CGRect(x: 20, y: 50, width: 760, height: 300))
    }

    @Test func aShortDragSpringsBackWithItsCompletion() {
        let (controller, _, simulator) = stage()
        simulator.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 260, y: 400), duration: 0.3)
        #expect(controller.card.center == CGPoint(x: 200, y: 400))  // the model value, at once
        let inFlight = controller.card.layer.presentation()!.position.x
        #expect(inFlight > 200 && inFlight <= 260)
        simulator.advance(by: 0.1)
        #expect(controller.card.layer.presentation()!.position.x < inFlight)  // on its way back
        simulator.settle()
        #expect(controller.springBacks == 1)
        #expect(controller.card.layer.presentation()?.position == CGPoint(x: 200, y: 400))
    }

    @Test func theControllerGoesWhenItIsReplaced() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        var gone = false
        do {
            let controller = CardStackController()
            controller.onDeinit = { gone = true }
            window.rootViewController = controller
            TouchSimulator(window: window).settle()
        }
        window.rootViewController = UIViewController()
        #expect(gone)
    }

    @Test func aLongDragSwipesTheCardAway() {
        let (controller, _, simulator) = stage()
        simulator.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 380, y: 400), duration: 0.3)
        #expect(!controller.swipedAway)
        simulator.advance(by: 0.15)
        let halfway = controller.card.layer.presentation()!.position.x
        #expect(halfway > 380 && halfway < 980)
        simulator.settle()
        #expect(controller.swipedAway)
        #expect(controller.card.superview == nil)
    }
}
