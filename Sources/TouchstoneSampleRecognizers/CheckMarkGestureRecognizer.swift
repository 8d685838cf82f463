import Foundation
import Touchstone

/// The check-mark recognizer of Apple's event-handling guide: a discrete,
/// single-touch gesture made of a down stroke (x and y increasing) followed by an up
/// stroke (x increasing, y decreasing).
///
/// It is written as the guide writes it, with only the porting edits (R-O1), and lives in its own
/// module to show that a custom recognizer outside Touchstone can set `state` and
/// override the subclass hooks. ``midPoint`` is where the up stroke started.
///
/// Its one addition to the seed is a `UIGestureRecognizer.failureReason` set before
/// each failure, so that the engine's explanations say why it failed.
public final class CheckMarkGestureRecognizer: UIGestureRecognizer {
    /// The bottom of the check mark, where the up stroke starts, in the view's coordinates.
    public private(set) var midPoint: CGPoint = .zero
    private var strokeUp = false

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if touches.count != 1 {
            failureReason = FailureReason("{value} came down at once (needs {limit})",
                                          measured: .init(Double(touches.count), limit: 1, unit: .fingers))
            state = .failed
            return
        }
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if state == .failed { return }
        guard let touch = touches.first else { return }
        let nowPoint = touch.location(in: view)
        let prevPoint = touch.previousLocation(in: view)
        if !strokeUp {
            if nowPoint.x >= prevPoint.x && nowPoint.y >= prevPoint.y {
                // Down stroke: x and y both increase.
                midPoint = nowPoint
            } else if nowPoint.x >= prevPoint.x && nowPoint.y <= prevPoint.y {
                // Up stroke: x increases, y decreases.
                strokeUp = true
            } else {
                failureReason = FailureReason("the stroke went {value} left before its lowest point (allowed {limit})",
                                              measured: .init(prevPoint.x - nowPoint.x, limit: 0, unit: .points))
                state = .failed
            }
        }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible && strokeUp {
            state = .recognized
        }
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        midPoint = .zero
        strokeUp = false
        failureReason = FailureReason("the system cancelled the stroke")
        state = .failed
    }

    public override func reset() {
        super.reset()
        midPoint = .zero
        strokeUp = false
    }
}
