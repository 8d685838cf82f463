import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Recognizes a scratch: one finger rubbing left and right, at least `requiredStrokes`
/// strokes of `minimumStrokeLength` points each.
class ScratchGestureRecognizer: UIGestureRecognizer {
    var requiredStrokes = 4
    var minimumStrokeLength: CGFloat = 30

    private(set) var strokes = 0
    private var lastX: CGFloat = 0
    private var direction: CGFloat = 0
    private var strokeLength: CGFloat = 0

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard touches.count == 1, numberOfTouches == 1, let touch = touches.first else {
            state = .failed
            return
        }
        lastX = touch.location(in: view).x
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let touch = touches.first else { return }
        let x = touch.location(in: view).x
        let delta = x - lastX
        lastX = x
        guard delta != 0 else { return }
        let newDirection: CGFloat = delta > 0 ? 1 : -1
        if newDirection != direction {
            finishStroke()
            direction = newDirection
        }
        strokeLength += abs(delta)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        finishStroke()
        state = strokes >= requiredStrokes ? .ended : .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .cancelled
    }

    override func reset() {
        super.reset()
        strokes = 0
        direction = 0
        strokeLength = 0
    }

    private func finishStroke() {
        if strokeLength >= minimumStrokeLength {
            strokes += 1
        }
        strokeLength = 0
    }
}

/// A scratch card: scratching it reveals what is underneath.
class ScratchCardView: UIView {
    private(set) var isRevealed = false
    private(set) var strokesWhenRevealed = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(ScratchGestureRecognizer(target: self, action: #selector(scratched(_:))))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func scratched(_ recognizer: ScratchGestureRecognizer) {
        isRevealed = true
        strokesWhenRevealed = recognizer.strokes
    }
}
