import Foundation

// Speed (see Support/Borrowed.swift for why these pay): the stored properties read on
// every event are `@exclusivity(unchecked)`.

/// A continuous recognizer for pinching: two fingers moving towards or away from each
/// other, read as a scale factor.
///
/// The pinch follows exactly two fingers; later ones are ignored (R-D6). It begins when
/// their distance has changed by 8 points since both were down, and from then on
/// ``scale`` is the distance over the starting distance, the latter moved by those 8
/// points so that the scale reads about 1.0 when the gesture begins (behavior rules §7). The
/// scale is cumulative and can be set; a common action multiplies a view's transform by it
/// and sets it back to 1. If one finger lifts, the scale holds still until a second finger
/// is down again, measured from there so it does not jump; the gesture ends when the last
/// finger lifts; if they lift before it began, it fails, saying how much their distance
/// changed (``UIGestureRecognizer/failureReason``).
///
/// Distances are measured in window coordinates: a uniform scale or a rotation of the view
/// does not change a ratio of distances.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The fingers followed, at most two, in arrival order.
    @exclusivity(unchecked) private var followed: [UITouch] = []
    /// The fingers' distance when the pair formed, for the begin threshold.
    @exclusivity(unchecked) private var initialDistance: CGFloat = 0
    /// The scale is `referenceScale · distance / referenceDistance`.
    @exclusivity(unchecked) private var referenceScale: CGFloat = 1
    @exclusivity(unchecked) private var referenceDistance: CGFloat = 0
    @exclusivity(unchecked) private var currentScale: CGFloat = 1
    @exclusivity(unchecked) private var isPinching = false
    /// Whether two fingers were down together, and the most their distance changed
    /// before the gesture began: what a failure reports.
    @exclusivity(unchecked) private var hadPair = false
    @exclusivity(unchecked) private var largestChange: CGFloat = 0
    /// The sum of the scale's changes made by the fingers, which setting ``scale`` does
    /// not touch: the velocity is sampled from it, so it is the fingers' whatever the app
    /// does to the scale.
    @exclusivity(unchecked) private var scaleTravel: CGFloat = 0
    @exclusivity(unchecked) private var velocityTracker = VelocityTracker<CGFloat>()
    /// The trackpad's scale at the last transform event, which stands for the fingers'
    /// distance in a trackpad pinch (R-P6).
    @exclusivity(unchecked) private var transformScale: CGFloat?

    /// Creates a pinch recognizer that sends `action` to `target`.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        followed.reserveCapacity(2)
    }

    /// The scale factor of the fingers' distance since the gesture began; 1 until it
    /// begins. Setting it makes the current distance read as the new value (later changes
    /// multiply it); the velocity is the fingers' and does not change.
    open var scale: CGFloat {
        get { currentScale }
        set {
            currentScale = newValue
            referenceScale = newValue
            if let distance = followed.windowDistance ?? transformScale { referenceDistance = distance }
        }
    }

    /// How fast the scale changes, in scale factor per second: a least-squares fit to the
    /// fingers' changes of the last 100 ms, from the moment the gesture begins, 0 if they
    /// rested 40 ms or more before the last event (behavior rules §7).
    open var velocity: CGFloat { velocityTracker.velocity }

    // MARK: Touches

    /// Follows up to two fingers; when the second is down, measuring starts (or, in a
    /// gesture that lost a finger, resumes without a jump).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard followPair(touches, in: &followed, with: event), let distance = followed.windowDistance else { return }
        hadPair = true
        if isPinching {
            referenceScale = currentScale
            referenceDistance = distance
        } else {
            initialDistance = distance
        }
    }

    /// Begins once the distance has changed by 8 points; afterwards updates the scale and
    /// reports a change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let distance = followed.windowDistance else { return }
        if !isPinching { largestChange = max(largestChange, abs(distance - initialDistance)) }
        if isPinching {
            updateScale(distance: distance)
            addCoalescedSamples()
            velocityTracker.add(scaleTravel, at: event.timestamp)
            state = .changed
        } else if state == .possible && abs(distance - initialDistance) >= GestureThresholds.pinchHysteresis {
            // The starting distance moves by the hysteresis, towards the current one.
            let hysteresis = GestureThresholds.pinchHysteresis
            referenceDistance = initialDistance + (distance > initialDistance ? hysteresis : -hysteresis)
            referenceScale = 1
            updateScale(distance: distance)
            velocityTracker.add(scaleTravel, at: event.timestamp)
            isPinching = true
            state = .began
        }
    }

    /// Stops following the lifted fingers; the gesture ends when none is left (or fails,
    /// if it never began).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if isPinching { velocityTracker.end(at: scaleTravel, time: event.timestamp) }
        stopFollowing(touches, in: &followed, failingFor: hadPair
            ? FailureReason("lifted before the fingers' distance changed by {limit} (changed {value})", measured: .init(
                Double(largestChange), limit: Double(GestureThresholds.pinchHysteresis), unit: .points))
            : .tooFewFingers(1, needed: 2))
    }

    /// A system cancellation cancels the gesture (or fails it, if it had not begun).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        cancelFollowing(touches, in: &followed)
    }

    /// Forgets the fingers; the scale returns to 1 and the velocity to 0.
    open override func reset() {
        super.reset()
        followed.removeAllKeepingCapacity()
        initialDistance = 0
        referenceScale = 1
        referenceDistance = 0
        currentScale = 1
        isPinching = false
        scaleTravel = 0
        hadPair = false
        largestChange = 0
        velocityTracker.clear()
        transformScale = nil
    }

    // MARK: Transform events (R-P6)

    /// A trackpad pinch under the pointer, at `scale` relative to its start: it begins with
    /// the trackpad's gesture, changes with it, and ends or is cancelled with it. The
    /// trackpad's scale plays the fingers' distance, so setting ``scale`` works as usual.
    func transformChanged(scale trackpadScale: CGFloat, phase: PointerInput.Phase, with event: UIEvent) {
        if phase == .began && state == .possible {
            referenceScale = 1
            referenceDistance = trackpadScale
            isPinching = true
        } else if isPinching && (phase == .changed || phase == .ended) {
            updateScale(distance: trackpadScale)
        }
        transformScale = trackpadScale
        followTransform(phase, isFollowing: isPinching, value: scaleTravel, tracker: &velocityTracker, at: event.timestamp)
    }

    /// Hands the velocity tracker the scale at each of the host's earlier samples of this
    /// event (R-P8), measured against the same reference as the current scale.
    private func addCoalescedSamples() {
        guard referenceDistance > 0 else { return }
        followed.forEachCoalescedSpan { time, span in
            let scale = referenceScale * span.distance(to: .zero) / referenceDistance
            velocityTracker.add(scaleTravel - currentScale + scale, at: time)
        }
    }

    /// Sets the scale for the fingers' current `distance`. Fingers on one spot give no
    /// ratio: the scale holds, and the next distance becomes the reference.
    private func updateScale(distance: CGFloat) {
        guard referenceDistance > 0 else {
            referenceScale = currentScale
            referenceDistance = distance
            return
        }
        let scale = referenceScale * distance / referenceDistance
        scaleTravel += scale - currentScale
        currentScale = scale
    }
}
