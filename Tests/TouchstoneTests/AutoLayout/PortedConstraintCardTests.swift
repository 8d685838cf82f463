import Foundation
import Testing
import Touchstone
import TouchstoneTesting

// A swipeable card built only with anchors and a stack view: the card is centered by two
// constraints whose constants take the pan's translation; let go past the threshold it
// flies off the side, short of it it springs back to the center, both by
// `UIView.animate { self.view.layoutIfNeeded() }`. Its buttons sit in a stack view at the
// card's bottom. UIKit's API only; nothing stood in for.

@MainActor private final class CardViewController: UIViewController {
    enum Verdict { case liked, passed }

    let card = UIView()
    let likeButton = UIButton(type: .system)
    let passButton = UIButton(type: .system)
    private(set) var verdicts: [Verdict] = []
    private(set) var buttonTaps: [Verdict] = []
    private var centerX: NSLayoutConstraint!
    private var centerY: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.layer.cornerRadius = 12
        view.addSubview(card)
        centerX = card.centerXAnchor.constraint(equalTo: view.centerXAnchor)
        centerY = card.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        NSLayoutConstraint.activate([
            centerX, centerY,
            card.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.8),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 1.25),
        ])

        likeButton.addTarget(self, action: Selector("like", CardViewController.like), for: .touchUpInside)
        passButton.addTarget(self, action: Selector("pass", CardViewController.pass), for: .touchUpInside)
        let buttons = UIStackView(arrangedSubviews: [passButton, likeButton])
        buttons.distribution = .fillEqually
        buttons.spacing = 20
        buttons.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(buttons)
        NSLayoutConstraint.activate([
            buttons.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            buttons.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            buttons.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
            buttons.heightAnchor.constraint(equalToConstant: 50),
        ])

        card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector("handlePan(_:)", CardViewController.handlePan(_:))))
    }

    func like() { buttonTaps.append(.liked) }
    func pass() { buttonTaps.append(.passed) }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view)
        switch pan.state {
        case .changed:
            centerX.constant = translation.x
            centerY.constant = translation.y
            card.transform = CGAffineTransform(rotationAngle: translation.x / view.bounds.width * 0.4)
        case .ended:
            if abs(translation.x) > 120 {
                let verdict: Verdict = translation.x > 0 ? .liked : .passed
                verdicts.append(verdict)
                centerX.constant = translation.x > 0 ? view.bounds.width * 1.5 : -view.bounds.width * 1.5
            } else {
                centerX.constant = 0
                centerY.constant = 0
            }
            UIView.animate(withDuration: 0.3, animations: {
                self.card.transform = .identity
                self.view.layoutIfNeeded()
            })
        default:
            break
        }
    }
}

@MainActor
@Suite("A ported swipe card, built with anchors and a stack view (R-AL2, R-AL5, R-AL6, R-AL9)")
struct PortedConstraintCardTests {
    private func stage() -> (CardViewController, TouchSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let controller = CardViewController()
        window.rootViewController = controller
        let fingers = TouchSimulator(window: window)
        fingers.settle()
        return (controller, fingers)
    }

    /// A slow drag by `dx` horizontally from the card's center, still before the lift.
    private func drag(_ fingers: TouchSimulator, by dx: CGFloat, lift: Bool = true) {
        _ = fingers.down(0, at: CGPoint(x: 200, y: 300))
        for step in 1...Int(abs(dx) / 5) {
            fingers.advance(by: 0.016)
            fingers.move(0, to: CGPoint(x: 200 + CGFloat(step) * 5 * (dx < 0 ? -1 : 1), y: 300))
        }
        guard lift else { return }
        fingers.advance(by: 0.2)
        fingers.up(0)
    }

    // The card is 0.8 × 400 = 320 wide and 1.25 × 320 = 400 tall, centered at (200, 400):
    // (40, 200, 320, 400). Its buttons: margins 8, 50 tall at the bottom, (304 − 20) / 2
    // wide each: the like button at x 8 + 142 + 20 = 170 of the card, y 400 − 8 − 50.
    @Test func theCardIsCenteredWithItsButtonsAtTheBottom() {
        let (controller, _) = stage()
        #expect(controller.card.frame == CGRect(x: 40, y: 200, width: 320, height: 400))
        #expect(controller.likeButton.convert(controller.likeButton.bounds, to: controller.card)
                == CGRect(x: 170, y: 342, width: 142, height: 50))
    }

    // Its buttons take taps: the like button's center, in the window, is at
    // (40 + 170 + 71, 200 + 342 + 25).
    @Test func theCardsButtonsTakeTaps() {
        let (controller, fingers) = stage()
        fingers.tap(at: CGPoint(x: 281, y: 567))
        fingers.tap(at: CGPoint(x: 119, y: 567))
        #expect(controller.buttonTaps == [.liked, .passed])
        #expect(controller.verdicts.isEmpty)
    }

    // The card follows the finger: 60 points right (50 after the hysteresis) moves its
    // center to x 250; let go, short of the 120-point threshold, it springs back to 200.
    @Test func aShortDragSpringsTheCardBack() {
        let (controller, fingers) = stage()
        drag(fingers, by: 60, lift: false)
        #expect(controller.card.center.x == 250)
        fingers.advance(by: 0.2)
        fingers.up(0)
        #expect(controller.card.center == CGPoint(x: 200, y: 400))   // the model, at once
        fingers.advance(by: 0.15)
        let inFlight = controller.card.layer.presentation()!.position.x
        #expect(inFlight > 200 && inFlight < 250)
        fingers.settle()
        #expect(controller.card.layer.presentation()!.frame == CGRect(x: 40, y: 200, width: 320, height: 400))
        #expect(controller.verdicts.isEmpty)
    }

    // Past the threshold (150 − 10 = 140 > 120) it flies off to the right: its center
    // ends 1.5 × 400 = 600 right of the middle, x 800, and the verdict is a like.
    @Test func aLongDragSendsTheCardOff() {
        let (controller, fingers) = stage()
        drag(fingers, by: 150)
        #expect(controller.verdicts == [.liked])
        fingers.settle()
        #expect(controller.card.frame.minX == 640)
        #expect(controller.card.transform == .identity)
        // Gone off screen, a tap where it was reaches no button.
        fingers.tap(at: CGPoint(x: 281, y: 567))
        #expect(controller.buttonTaps.isEmpty)
    }
}
