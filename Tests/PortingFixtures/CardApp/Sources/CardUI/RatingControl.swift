import UIKit

/// Five stars in a row: touching a star, or dragging across the row, sets the rating.
class RatingControl: UIControl {
    let starCount = 5

    private(set) var rating = 0 {
        didSet {
            if rating != oldValue {
                sendActions(for: .valueChanged)
            }
        }
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(at: touch.location(in: self))
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        updateRating(at: touch.location(in: self))
        return true
    }

    private func updateRating(at point: CGPoint) {
        let starWidth = bounds.width / CGFloat(starCount)
        let star = Int(point.x / starWidth) + 1
        rating = max(1, min(starCount, star))
    }
}

/// The review screen: a rating control and the summary it keeps up to date.
class ReviewViewController: UIViewController {
    let ratingControl = RatingControl(frame: CGRect(x: 10, y: 200, width: 300, height: 60))

    private(set) var summary = "Not rated"
    private(set) var ratingChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(ratingControl)
        ratingControl.addTarget(self, action: #selector(ratingChanged(_:)), for: .valueChanged)
    }

    @IBAction func ratingChanged(_ sender: RatingControl) {
        ratingChanges += 1
        summary = sender.rating == 1 ? "1 star" : "\(sender.rating) stars"
    }
}
