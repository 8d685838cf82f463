import Foundation

// Speed (see Support/Borrowed.swift for why these pay): the stored properties read on
// every event are `@exclusivity(unchecked)`; public ones are computed over them.

/// A continuous recognizer for dragging: one or more fingers moving together.
///
/// The pan follows the centroid of its fingers. It begins once at least
/// ``minimumNumberOfTouches`` fingers are down and the centroid has moved 10 points on
/// either axis (per axis, not Euclidean), and then reports every move until the last
/// finger lifts (behavior rules §7). ``translation(in:)`` is the centroid's travel since the
/// gesture began, with those first 10 points taken off each axis so that it starts near
/// zero; ``velocity(in:)`` is its speed, fitted to the last 100 ms of moves. Fingers that
/// land or lift mid-gesture move the centroid without moving the translation: each one
/// re-bases it. Fingers beyond
/// ``maximumNumberOfTouches`` are ignored (R-D6) and reach their view untouched. A pan
/// whose fingers lift before it began fails, saying how far they got
/// (``UIGestureRecognizer/failureReason``).
///
/// Translation and velocity are kept in window coordinates and converted when asked, so a
/// view that moves, rotates or scales during the gesture (the usual thing to do in its
/// action) does not disturb them.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that can begin the gesture; 1 by default. While fewer are down,
    /// movement does not count towards beginning.
    open var minimumNumberOfTouches: Int { get { storedMinimumNumberOfTouches } set { storedMinimumNumberOfTouches = newValue } }
    @exclusivity(unchecked) private var storedMinimumNumberOfTouches: Int = 1
    /// The most fingers the gesture follows; `Int.max` by default. Later fingers are
    /// ignored (R-D6).
    open var maximumNumberOfTouches: Int { get { storedMaximumNumberOfTouches } set { storedMaximumNumberOfTouches = newValue } }
    @exclusivity(unchecked) private var storedMaximumNumberOfTouches: Int = Int.max

    /// The scroll events the pan follows (R-P5): none by default, so that only a pan that
    /// asks for them moves with a mouse wheel (`.discrete`) or a trackpad's two-finger
    /// scroll (`.continuous`). A scroll pan begins on the first delta, with no hysteresis,
    /// and its translation is the sum of the deltas.
    open var allowedScrollTypesMask: UIScrollTypeMask {
        get { storedAllowedScrollTypesMask }
        set { storedAllowedScrollTypesMask = newValue }
    }
    @exclusivity(unchecked) private var storedAllowedScrollTypesMask: UIScrollTypeMask = []

    /// The fingers the centroid is taken over, in arrival order.
    @exclusivity(unchecked) private var followed: [UITouch] = []
    /// The centroid of ``followed`` at the last update, in window coordinates.
    @exclusivity(unchecked) private var lastCentroid: CGPoint = .zero
    /// How far the centroid has travelled since the first finger came down, in window
    /// coordinates: the sum of its moves, with every landing or lifting finger re-basing
    /// it rather than moving it.
    @exclusivity(unchecked) private var travel: CGPoint = .zero
    /// ``travel`` when the minimum number of fingers was last reached: the hysteresis is
    /// measured from here.
    @exclusivity(unchecked) private var hysteresisStart: CGPoint = .zero
    /// The translation is ``travel`` minus this.
    @exclusivity(unchecked) private var translationOrigin: CGPoint = .zero
    /// Whether the gesture began in this attempt, which is when translation starts.
    @exclusivity(unchecked) private var hasBegun = false
    /// The most fingers followed at once before the gesture began, and the farthest the
    /// centroid got on an axis with enough of them: what a failure reports.
    @exclusivity(unchecked) private var mostFingers = 0
    @exclusivity(unchecked) private var farthest: CGFloat = 0
    /// Samples ``travel``, which `setTranslation` does not touch: the velocity is the
    /// fingers', whatever the app does to the translation.
    @exclusivity(unchecked) private var velocityTracker = VelocityTracker<CGPoint>()

    /// Creates a pan recognizer that sends `action` to `target`.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        followed.reserveCapacity(4)
    }

    // MARK: Reading the gesture

    /// How far the fingers have moved since the gesture began, in `view`'s coordinates
    /// (`nil`: the window's), less the 10-point hysteresis on each axis. Zero before the
    /// gesture begins.
    open func translation(in view: UIView?) -> CGPoint {
        guard hasBegun else { return .zero }
        return Self.vector(travel - translationOrigin, fromWindowTo: view)
    }

    /// Makes the current translation read `translation` in `view`'s coordinates (`nil`:
    /// the window's); later moves add to it. The velocity is the fingers' and does not
    /// change: resetting the translation on every change and reading the velocity at the
    /// end still flings.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translationOrigin = travel - Self.vector(translation, toWindowFrom: view)
    }

    /// The speed of the fingers in points per second, in `view`'s coordinates (`nil`: the
    /// window's): a least-squares fit to their moves of the last 100 ms, 0 if they rested
    /// 40 ms or more before the last event (behavior rules §7).
    open func velocity(in view: UIView?) -> CGPoint {
        Self.vector(velocityTracker.velocity, fromWindowTo: view)
    }

    // MARK: Touches

    /// Follows the new fingers, up to ``maximumNumberOfTouches``, and re-bases the
    /// centroid so the translation does not jump.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        accumulateTravel()
        follow(touches, in: &followed, upTo: maximumNumberOfTouches, with: event)
        mostFingers = max(mostFingers, followed.count)
        rebase()
        velocityTracker.add(travel, at: event.timestamp)
    }

    /// Adds the centroid's move to the translation; begins once the hysteresis is passed,
    /// otherwise reports a change.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        accumulateTravel()
        addCoalescedSamples(of: touches)
        velocityTracker.add(travel, at: event.timestamp)
        switch state {
        case .possible:
            beginIfPastHysteresis()
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Counts the lifting fingers' last moves, then drops them and re-bases the centroid;
    /// the gesture ends when the last followed finger lifts (or fails, if it never began).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        accumulateTravel()
        velocityTracker.end(at: travel, time: event.timestamp)
        stopFollowing(touches, in: &followed, failingFor: liftedBeforeBeginning())
        rebase()
    }

    /// A system cancellation cancels the gesture (or fails it, if it had not begun).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        accumulateTravel()
        cancelFollowing(touches, in: &followed)
    }

    /// Forgets the fingers, the translation and the velocity.
    open override func reset() {
        super.reset()
        followed.removeAllKeepingCapacity()
        lastCentroid = .zero
        travel = .zero
        hysteresisStart = .zero
        translationOrigin = .zero
        hasBegun = false
        mostFingers = 0
        farthest = 0
        velocityTracker.clear()
    }

    /// Why the pan fails when its fingers lift before it began: too few of them, or too
    /// little movement. A subclass that counts movement differently says so.
    func liftedBeforeBeginning() -> FailureReason {
        guard mostFingers >= minimumNumberOfTouches else {
            return .tooFewFingers(mostFingers, needed: minimumNumberOfTouches)
        }
        return FailureReason("lifted before moving {limit} on an axis (moved {value})", measured: .init(
            Double(farthest), limit: Double(GestureThresholds.panHysteresis), unit: .points))
    }

    // MARK: Scroll events (R-P5)

    /// A scroll delta (window coordinates) under the pointer: the first begins the gesture
    /// at once, with the delta as its translation; later ones add to it.
    func scrollChanged(by delta: CGPoint, with event: UIEvent) {
        travel = travel + delta
        velocityTracker.add(travel, at: event.timestamp)
        switch state {
        case .possible:
            translationOrigin = travel - delta
            hasBegun = true
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// The scroll gesture ended (the trackpad's fingers lifted, the wheel rested) or was
    /// cancelled; a pan that never began fails.
    func scrollEnded(cancelled: Bool, with event: UIEvent) {
        velocityTracker.end(at: travel, time: event.timestamp)
        switch state {
        case .began, .changed: state = cancelled ? .cancelled : .ended
        case .possible: fail(because: FailureReason("the scroll ended before it moved along an axis it follows"))
        default: break
        }
    }

    // MARK: The centroid

    /// Hands the velocity tracker the travel at each of the host's earlier samples of this
    /// event (R-P8), for the fingers that moved in it: a sample's offset from its finger's current location moves the
    /// centroid by that much over the number of fingers.
    private func addCoalescedSamples(of moved: Set<UITouch>) {
        for index in followed.indices where !followed[index].coalescedSamples.isEmpty && moved.includes(followed[index]) {
            let touch = followed[index]
            let share = 1 / CGFloat(followed.count)
            for sample in touch.coalescedSamples {
                velocityTracker.add(travel - (touch.windowLocation - sample.location) * share, at: sample.timestamp)
            }
        }
    }

    /// Adds the centroid's move since the last update, taken over the same fingers, to
    /// ``travel``. Movement made with fewer than the minimum fingers down does not count
    /// towards beginning.
    private func accumulateTravel() {
        if let centroid = followed.windowCentroid {
            travel = travel + (centroid - lastCentroid)
            lastCentroid = centroid
        }
        discountMovementBelowMinimum()
    }

    /// Takes the centroid of the fingers now followed as the new base.
    private func rebase() {
        if let centroid = followed.windowCentroid { lastCentroid = centroid }
        discountMovementBelowMinimum()
    }

    private func discountMovementBelowMinimum() {
        if state == .possible && followed.count < minimumNumberOfTouches {
            hysteresisStart = travel
        }
    }

    /// Begins when the centroid has moved at least 10 points on either axis with enough
    /// fingers down; that much is taken off each axis of the translation (behavior rules §7).
    private func beginIfPastHysteresis() {
        guard followed.count >= minimumNumberOfTouches else { return }
        let moved = travel - hysteresisStart
        let limit = GestureThresholds.panHysteresis
        farthest = max(farthest, max(abs(moved.x), abs(moved.y)))
        guard abs(moved.x) >= limit || abs(moved.y) >= limit else { return }
        let hysteresis = CGPoint(x: min(max(moved.x, -limit), limit), y: min(max(moved.y, -limit), limit))
        translationOrigin = hysteresisStart + hysteresis
        hasBegun = true
        state = .began
    }

    // MARK: Coordinates

    /// A window-coordinate vector in `view`'s coordinates: only the linear part of the
    /// conversion applies to a displacement.
    private static func vector(_ vector: CGPoint, fromWindowTo view: UIView?) -> CGPoint {
        guard let view else { return vector }
        return view.convertPoint(vector, from: nil) - view.convertPoint(CGPoint.zero, from: nil)
    }

    /// A vector in `view`'s coordinates (`nil`: the window's) in window coordinates.
    private static func vector(_ vector: CGPoint, toWindowFrom view: UIView?) -> CGPoint {
        guard let view else { return vector }
        return view.convertPoint(vector, to: nil) - view.convertPoint(CGPoint.zero, to: nil)
    }
}
