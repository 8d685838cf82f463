import UIKit

/// A card the finger drags by an attachment and throws: let go fast, a push sends it off
/// at the pan's velocity and it is removed once off screen; let go slowly, it snaps back to
/// where it started (UIKit Dynamics, as in Apple's WWDC 2013 "Getting Started with UIKit
/// Dynamics").
final class ThrowableCardViewController: UIViewController {
    let card = UIView(frame: CGRect(x: 145, y: 372, width: 100, height: 100))
    private(set) var animator: UIDynamicAnimator!
    private var attachment: UIAttachmentBehavior?
    private(set) var restingCenter = CGPoint.zero
    private(set) var releaseVelocity = CGPoint.zero
    private(set) var thrown = false
    private(set) var pauses = 0

    /// Faster than this, in points per second, a release throws.
    let throwingThreshold: CGFloat = 1000

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        restingCenter = card.center
        animator = UIDynamicAnimator(referenceView: view)
        animator.delegate = self
        card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(drag(_:))))
    }

    @objc private func drag(_ recognizer: UIPanGestureRecognizer) {
        let location = recognizer.location(in: view)
        switch recognizer.state {
        case .began:
            animator.removeAllBehaviors()
            let grip = recognizer.location(in: card)
            let offset = UIOffset(horizontal: grip.x - card.bounds.midX, vertical: grip.y - card.bounds.midY)
            let attachment = UIAttachmentBehavior(item: card, offsetFromCenter: offset, attachedToAnchor: location)
            animator.addBehavior(attachment)
            self.attachment = attachment
        case .changed:
            attachment?.anchorPoint = location
        case .ended, .cancelled:
            animator.removeAllBehaviors()
            releaseVelocity = recognizer.velocity(in: view)
            if hypot(releaseVelocity.x, releaseVelocity.y) > throwingThreshold {
                throwCard()
            } else {
                animator.addBehavior(UISnapBehavior(item: card, snapTo: restingCenter))
            }
        default:
            break
        }
    }

    private func throwCard() {
        thrown = true
        // A push of 1 gives a 100-point card of density 1 100 points a second.
        let push = UIPushBehavior(items: [card], mode: .instantaneous)
        push.pushDirection = CGVector(dx: releaseVelocity.x / 100, dy: releaseVelocity.y / 100)
        push.action = { [weak self] in
            guard let self, !self.view.bounds.intersects(self.card.frame) else { return }
            self.animator.removeAllBehaviors()
            self.card.removeFromSuperview()
        }
        let spin = UIDynamicItemBehavior(items: [card])
        spin.allowsRotation = false
        animator.addBehavior(push)
        animator.addBehavior(spin)
    }
}

extension ThrowableCardViewController: UIDynamicAnimatorDelegate {
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        pauses += 1
    }
}
