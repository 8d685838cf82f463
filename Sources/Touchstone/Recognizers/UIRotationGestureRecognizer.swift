import Foundation

// Speed (see Support/Borrowed.swift for why these pay): the stored properties read on
// every event are `@exclusivity(unchecked)`.

/// A continuous recognizer for turning: two fingers rotating around each other, read as an
/// angle.
///
/// The rotation follows exactly two fingers; later ones are ignored (R-D6). It begins when
/// the line between them has turned by more than 5° plus 5°·√min(|Δd/d₀|, 1), where
/// Δd/d₀ is how much their distance changed relative to where it started: the more the
/// fingers spread or close, the more turning it takes, so that a pinch is not mistaken for
/// a rotation (behavior rules §7). ``rotation`` is the angle turned since both fingers came
/// down, in radians, positive clockwise on screen (the sense of
/// `CGAffineTransform(rotationAngle:)`), and it keeps counting through full turns rather
/// than wrapping at ±π. It includes the turn made before the gesture began: unlike pan and
/// pinch, UIKit's rotation is not documented to take its hysteresis off, so none is.
/// If one finger lifts the rotation holds until a second is down again, measured from
/// there so it does not jump; the gesture ends when the last finger lifts. If they lift
/// before it began, it fails, saying how far they turned
/// (``UIGestureRecognizer/failureReason``).
///
/// Angles are measured in window coordinates; a view's rotation or uniform scale does not
/// change a difference of angles.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The fingers followed, at most two, in arrival order.
    @exclusivity(unchecked) private var followed: [UITouch] = []
    /// The fingers' distance when the pair formed (d₀ of the begin threshold).
    @exclusivity(unchecked) private var initialDistance: CGFloat = 0
    /// The direction of the line between the fingers at the last update, in (−π, π].
    @exclusivity(unchecked) private var lastAngle: CGFloat = 0
    /// The angle turned since the pair formed, summed step by step so that full turns count.
    @exclusivity(unchecked) private var turn: CGFloat = 0
    /// The rotation is ``turn`` minus this.
    @exclusivity(unchecked) private var rotationOrigin: CGFloat = 0
    @exclusivity(unchecked) private var isRotating = false
    /// Whether two fingers were down together, and the move at which their turn came
    /// closest to the begin threshold: what a failure reports.
    @exclusivity(unchecked) private var hadPair = false
    @exclusivity(unchecked) private var closestTurn: (turn: CGFloat, threshold: CGFloat)?
    /// Samples ``turn``, which setting ``rotation`` does not touch: the velocity is the
    /// fingers', whatever the app does to the rotation.
    @exclusivity(unchecked) private var velocityTracker = VelocityTracker<CGFloat>()

    /// Creates a rotation recognizer that sends `action` to `target`.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        followed.reserveCapacity(2)
    }

    /// The angle the fingers have turned, in radians, positive clockwise on screen; 0 until
    /// the gesture begins. Setting it makes the current position read as the new value
    /// (later turning adds to it); the velocity is the fingers' and does not change.
    open var rotation: CGFloat {
        get { isRotating ? turn - rotationOrigin : 0 }
        set { rotationOrigin = turn - newValue }
    }

    /// How fast the fingers turn, in radians per second: a least-squares fit to their
    /// turning of the last 100 ms, from the moment the gesture begins, 0 if they rested
    /// 40 ms or more before the last event (behavior rules §7).
    open var velocity: CGFloat { velocityTracker.velocity }

    // MARK: Touches

    /// Follows up to two fingers; when the second is down, measuring starts (or, in a
    /// gesture that lost a finger, resumes without a jump).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard followPair(touches, in: &followed, with: event), let span = followed.windowSpan else { return }
        hadPair = true
        lastAngle = atan2(span.y, span.x)
        if !isRotating {
            turn = 0
            rotationOrigin = 0
            initialDistance = span.distance(to: .zero)
        }
    }

    /// Adds the step the fingers turned; begins past the threshold, afterwards reports a
    /// change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let span = followed.windowSpan else { return }
        let angle = atan2(span.y, span.x)
        turn += Self.shortestTurn(from: lastAngle, to: angle)
        lastAngle = angle
        if !isRotating { noteClosestTurn(threshold: beginThreshold(distance: span.distance(to: .zero))) }
        if isRotating {
            addCoalescedSamples()
            velocityTracker.add(turn, at: event.timestamp)
            state = .changed
        } else if state == .possible && abs(turn) > beginThreshold(distance: span.distance(to: .zero)) {
            velocityTracker.add(turn, at: event.timestamp)
            isRotating = true
            state = .began
        }
    }

    /// Stops following the lifted fingers; the gesture ends when none is left (or fails,
    /// if it never began).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if isRotating { velocityTracker.end(at: turn, time: event.timestamp) }
        stopFollowing(touches, in: &followed, failingFor: liftedBeforeBeginning)
    }

    /// A system cancellation cancels the gesture (or fails it, if it had not begun).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        cancelFollowing(touches, in: &followed)
    }

    /// Forgets the fingers; the rotation and velocity return to 0.
    open override func reset() {
        super.reset()
        followed.removeAllKeepingCapacity()
        initialDistance = 0
        lastAngle = 0
        turn = 0
        rotationOrigin = 0
        isRotating = false
        hadPair = false
        closestTurn = nil
        velocityTracker.clear()
    }

    // MARK: Transform events (R-P6)

    /// A trackpad rotation under the pointer, `trackpadRotation` radians from its start:
    /// it begins with the trackpad's gesture, changes with it, and ends or is cancelled
    /// with it.
    func transformChanged(rotation trackpadRotation: CGFloat, phase: PointerInput.Phase, with event: UIEvent) {
        if phase == .began && state == .possible {
            rotationOrigin = trackpadRotation
            isRotating = true
        }
        if isRotating && phase != .cancelled { turn = trackpadRotation }
        followTransform(phase, isFollowing: isRotating, value: turn, tracker: &velocityTracker, at: event.timestamp)
    }

    /// Hands the velocity tracker the turn at each of the host's earlier samples of this
    /// event (R-P8): the current turn less the short way from the sample's angle to now.
    private func addCoalescedSamples() {
        followed.forEachCoalescedSpan { time, span in
            velocityTracker.add(turn - Self.shortestTurn(from: atan2(span.y, span.x), to: lastAngle), at: time)
        }
    }

    /// Keeps the move at which the turn was the largest fraction of the begin threshold.
    /// (No closures on this path: each would check its actor at run time.)
    private func noteClosestTurn(threshold: CGFloat) {
        if let closest = closestTurn, abs(turn) * closest.threshold <= abs(closest.turn) * threshold { return }
        closestTurn = (turn, threshold)
    }

    /// Why the rotation fails when its fingers lift before it began: only one came down,
    /// or they did not turn far enough.
    private var liftedBeforeBeginning: FailureReason {
        guard hadPair else { return .tooFewFingers(1, needed: 2) }
        let closest = closestTurn ?? (0, beginThreshold(distance: initialDistance))
        return FailureReason("lifted before turning more than {limit} (turned {value})", measured: .init(
            Double(abs(closest.turn)) * 180 / .pi, limit: Double(closest.threshold) * 180 / .pi, unit: .degrees))
    }

    /// 5° + 5°·√min(|Δd/d₀|, 1) (behavior rules §7). Fingers that started on one spot have no
    /// ratio; they count as fully spread.
    private func beginThreshold(distance: CGFloat) -> CGFloat {
        let spread = initialDistance > 0 ? min(abs(distance - initialDistance) / initialDistance, 1) : 1
        return GestureThresholds.rotationHysteresis + GestureThresholds.rotationSpreadHysteresis * spread.squareRoot()
    }

    /// The signed angle from `old` to `new`, in (−π, π]: between two events the fingers
    /// turn the short way, which is what lets ``rotation`` count full turns.
    private static func shortestTurn(from old: CGFloat, to new: CGFloat) -> CGFloat {
        var step = new - old
        if step > .pi { step -= 2 * .pi } else if step <= -.pi { step += 2 * .pi }
        return step
    }
}
