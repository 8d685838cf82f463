import Foundation
import Testing
import Touchstone
import TouchstoneTesting

// A card that snaps away with haptics, as iOS tutorials write it: a pan slides the card
// sideways with its translation; crossing 100 points either way plays a medium impact (and
// crossing back plays another), so that the finger feels where a release would commit; a
// release past the threshold throws the card off the screen in 0.3 s and plays a success
// once it has gone, and one short of it springs the card home. UIKit's API only.

final class SnapCardViewController: UIViewController {
    let card = UIView()
    private let impact = UIImpactFeedbackGenerator(style: .medium)
    private let notification = UINotificationFeedbackGenerator()
    private let threshold: CGFloat = 100
    private var isPastThreshold = false

    override func viewDidLoad() {
        super.viewDidLoad()
        card.frame = CGRect(x: 95, y: 300, width: 200, height: 120)
        card.backgroundColor = .systemBlue
        view.addSubview(card)
        card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector("handlePan:", SnapCardViewController.handlePan(_:))))
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view)
        switch pan.state {
        case .began:
            impact.prepare()
            isPastThreshold = false
        case .changed:
            card.transform = CGAffineTransform(translationX: translation.x, y: 0)
            let isPast = abs(translation.x) > threshold
            if isPast != isPastThreshold {
                isPastThreshold = isPast
                impact.impactOccurred()
            }
        case .ended, .cancelled:
            if isPastThreshold {
                let direction: CGFloat = translation.x > 0 ? 1 : -1
                UIView.animate(withDuration: 0.3, animations: {
                    self.card.transform = CGAffineTransform(translationX: direction * self.view.bounds.width, y: 0)
                }, completion: { _ in
                    self.notification.notificationOccurred(.success)
                })
            } else {
                UIView.animate(withDuration: 0.3) {
                    self.card.transform = .identity
                }
            }
        default:
            break
        }
    }
}

@MainActor
@Suite("Ported: a card that snaps with haptics (R-DV2)")
struct PortedSnapCardTests {
    /// Runs `body` with the controller's window key in its own application and device.
    private func withCard(_ body: (SnapCardViewController, UIWindow, TouchSimulator, UIDevice) -> Void) {
        let device = UIDevice()
        UIApplication.withShared(UIApplication()) {
            UIDevice.withCurrent(device) {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                let controller = SnapCardViewController()
                window.rootViewController = controller
                window.makeKeyAndVisible()
                let fingers = TouchSimulator(window: window)
                fingers.settle()
                body(controller, window, fingers, device)
            }
        }
    }

    // R-DV2: a 150-point drag right at 300 pt/s crosses the threshold once, after 100 points
    // of travel (1/3 s) and before the lift (0.55 s), playing one medium impact at full
    // intensity; the release throws the card a screen's width (390) and the success plays
    // when the 0.3 s animation ends, at the lift plus 0.3.
    @Test func aReleasePastTheThresholdPlaysAnImpactThenASuccessWhenTheCardHasGone() {
        withCard { controller, window, fingers, device in
            let start = window.currentTime
            fingers.drag(from: CGPoint(x: 195, y: 360), to: CGPoint(x: 345, y: 360), duration: 0.5)
            let lift = window.currentTime
            #expect(abs(lift - (start + 0.55)) < 1e-9)
            #expect(device.playedFeedback.map(\.kind) == [.impact(.medium, intensity: 1)])
            let impactTime = device.playedFeedback.first?.timestamp ?? -1
            #expect(impactTime > start + 1.0 / 3 && impactTime <= start + 0.5)

            fingers.settle()
            #expect(device.playedFeedback.map(\.kind) == [.impact(.medium, intensity: 1), .notification(.success)])
            let successTime = device.playedFeedback.last?.timestamp ?? -1
            #expect(abs(successTime - (lift + 0.3)) <= 1.0 / 60)
            #expect(controller.card.transform.tx == 390)
        }
    }

    // R-DV2: a 60-point drag never crosses the threshold: no haptic, and the card springs home.
    @Test func aShortDragPlaysNothingAndTheCardGoesHome() {
        withCard { controller, _, fingers, device in
            fingers.drag(from: CGPoint(x: 195, y: 360), to: CGPoint(x: 255, y: 360), duration: 0.5)
            fingers.settle()
            #expect(device.playedFeedback.isEmpty)
            #expect(controller.card.transform == .identity)
        }
    }

    // R-DV2: out past the threshold and back inside plays two impacts, the second after the
    // first, and no success: the card goes home.
    @Test func crossingTheThresholdAndBackPlaysTwoImpactsAndNoSuccess() {
        withCard { controller, _, fingers, device in
            fingers.stroke(along: [CGPoint(x: 195, y: 360), CGPoint(x: 345, y: 360), CGPoint(x: 235, y: 360)], duration: 0.8)
            fingers.settle()
            #expect(device.playedFeedback.map(\.kind) == [.impact(.medium, intensity: 1), .impact(.medium, intensity: 1)])
            let times = device.playedFeedback.compactMap(\.timestamp)
            #expect(times.count == 2 && times[0] < times[1])
            #expect(controller.card.transform == .identity)
        }
    }
}
