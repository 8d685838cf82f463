import Foundation
import Touchstone

/// The circle recognizer of the RayWenderlich tutorial "Creating Custom Recognizers":
/// one finger draws a loop, and on lift the stroke is recognized if it is
/// round enough and goes all the way around.
///
/// It is discrete (R-S2): it collects the stroke while the finger moves and
/// decides on lift, recognizing (`.ended`) or failing. The decision is the tutorial's,
/// with its geometry made sound: the stroke is fitted with a least-squares circle
/// (``CircleFit``); it fails if the points stray from that circle by more than
/// ``tolerance`` of the radius (an ellipse, a square, a scribble), or if they do not
/// sweep at least ``minimumSweep`` around the fitted center (an arc, a back-and-forth
/// line). Like ``CheckMarkGestureRecognizer`` it is written as a UIKit subclass would be,
/// with only the porting edits (R-O1, R-X1), plus a `UIGestureRecognizer.failureReason`
/// before each failure (the fit error or the sweep beside its limit). The action reads
/// ``fitResult`` for the circle's center and radius in the view's coordinates.
public final class CircleGestureRecognizer: UIGestureRecognizer {
    /// The largest fit error accepted: the root mean square distance of the stroke from
    /// the fitted circle, as a fraction of its radius. 0.1 by default, which takes a
    /// hand-drawn circle a little squashed (axes 10:8) and refuses an ellipse of 10:7.
    public var tolerance: CGFloat = 0.1
    /// The least angle, in radians, the stroke must sweep around the fitted center:
    /// 90 % of a full turn by default, so a loop need not close exactly.
    public var minimumSweep: CGFloat = 0.9 * 2 * .pi

    /// The circle fitted to the last stroke, set on lift whether or not it was accepted;
    /// `nil` when the stroke determined no circle. Cleared by `reset()`, after the action.
    public private(set) var fitResult: CircleFit?
    /// The points of the stroke so far, in the view's coordinates.
    public private(set) var touchedPoints: [CGPoint] = []

    /// Creates a circle recognizer that sends `action` to `target`.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        touchedPoints.reserveCapacity(256)
    }

    /// Starts the stroke; a second finger, at once or later, fails the gesture.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard touches.count == 1, touchedPoints.isEmpty, let touch = touches.first else {
            failureReason = FailureReason("{value} came down (needs {limit})",
                                          measured: .init(Double(numberOfTouches), limit: 1, unit: .fingers))
            state = .failed
            return
        }
        touchedPoints.append(touch.location(in: view))
    }

    /// Adds the finger's new position to the stroke.
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if state == .failed { return }
        guard let touch = touches.first else { return }
        touchedPoints.append(touch.location(in: view))
    }

    /// Decides: a round stroke that goes around its center is a circle.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .failed { return }
        if let point = touches.first?.location(in: view), point != touchedPoints.last {
            touchedPoints.append(point)
        }
        fitResult = CircleFit(points: touchedPoints)
        guard let fit = fitResult else {
            failureReason = FailureReason("the stroke fits no circle: too few points, or all on a line")
            state = .failed
            return
        }
        guard fit.error <= tolerance else {
            failureReason = FailureReason("the stroke strays {value} of the radius from its circle (allowed {limit})",
                                          measured: .init(fit.error * 100, limit: tolerance * 100, unit: .percent))
            state = .failed
            return
        }
        let sweep = abs(fit.sweep(of: touchedPoints))
        guard sweep >= minimumSweep else {
            failureReason = FailureReason("the stroke goes {value} around its center (needs {limit})",
                                          measured: .init(sweep * 180 / .pi, limit: minimumSweep * 180 / .pi, unit: .degrees))
            state = .failed
            return
        }
        state = .recognized
    }

    /// A cancelled stroke is no circle.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        failureReason = FailureReason("the system cancelled the stroke")
        state = .failed
    }

    /// Forgets the stroke and its fit.
    public override func reset() {
        super.reset()
        touchedPoints.removeAll(keepingCapacity: true)
        fitResult = nil
    }
}
