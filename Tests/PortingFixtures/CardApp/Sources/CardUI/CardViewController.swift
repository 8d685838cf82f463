import UIKit

/// A card on a table: tap it to flip it, double-tap it to like it, drag it around while it
/// shows its face, swipe up on the table to dismiss it.
final class CardViewController: UIViewController, UIGestureRecognizerDelegate {
    let cardView = UIView(frame: CGRect(x: 40, y: 100, width: 240, height: 160))

    private(set) var isFlipped = false
    private(set) var likes = 0
    private(set) var cardOffset = CGPoint.zero
    private(set) var isDismissed = false

    private lazy var singleTap = UITapGestureRecognizer(target: self, action: #selector(flipCard))

    private lazy var doubleTap: UITapGestureRecognizer = {
        let recognizer = UITapGestureRecognizer(target: self, action: #selector(likeCard(_:)))
        recognizer.numberOfTapsRequired = 2
        return recognizer
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(cardView)

        // A tap flips the card only once it is clear the user is not double-tapping.
        singleTap.require(toFail: doubleTap)
        cardView.addGestureRecognizer(singleTap)
        cardView.addGestureRecognizer(doubleTap)

        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        pan.delegate = self
        cardView.addGestureRecognizer(pan)

        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(CardViewController.dismissCard(_:)))
        swipe.direction = .up
        view.addGestureRecognizer(swipe)
    }

    @objc private func flipCard() {
        isFlipped.toggle()
    }

    @objc func likeCard(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        likes += 1
    }

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .changed, .ended:
            let translation = recognizer.translation(in: view)
            cardView.center = CGPoint(x: cardView.center.x + translation.x, y: cardView.center.y + translation.y)
            cardOffset = CGPoint(x: cardOffset.x + translation.x, y: cardOffset.y + translation.y)
            recognizer.setTranslation(.zero, in: view)
        default:
            break
        }
    }

    @objc func dismissCard(_ recognizer: UISwipeGestureRecognizer) {
        isDismissed = true
    }

    // MARK: - UIGestureRecognizerDelegate

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        // A flipped card shows its back, which stays where it is.
        if gestureRecognizer is UIPanGestureRecognizer {
            return !isFlipped
        }
        return true
    }
}
