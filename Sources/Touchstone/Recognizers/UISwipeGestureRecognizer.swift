import Foundation

// Speed (see Support/Borrowed.swift for why these pay): the stored properties read on
// every event are `@exclusivity(unchecked)`; public ones are computed over them.

/// A discrete recognizer for swipes: fingers moving quickly and fairly straight in one of
/// the allowed directions.
///
/// It recognizes, while the fingers are still down, as soon as every one of the
/// ``numberOfTouchesRequired`` touches has moved at least 50 pt along one allowed
/// ``direction`` (the same one for all) with at most 200 pt of drift across it. Both
/// limits shrink with the time since the first finger came down, t (at most 0.5 s): the
/// distance to 50 × (1 − 0.94·t), the drift to 200 × (1 − 0.98·t). It fails when more
/// fingers touch than required, when 0.5 s pass first, when a finger lifts first, when
/// every allowed direction is ruled out (a touch drifted too far across it, or fell back
/// more than 10 pt behind its furthest progress along it), or when the system cancels a
/// touch (behavior rules §7). Each failure comes with its reason
/// (``UIGestureRecognizer/failureReason``), and with how close the swipe came: its best
/// progress along an allowed direction against the distance needed at that moment.
///
/// Directions follow the axes of the recognizer's view, so a swipe "right" on a rotated
/// view runs along the view's own x axis; distances are window points, the distance the
/// finger travels on the glass, however the view is scaled.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go, in the view's coordinate system (y grows downwards).
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The raw bits: right 1, left 2, up 4, down 8.
        public let rawValue: UInt
        /// Creates a set of directions from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards increasing x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards decreasing x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Towards decreasing y.
        public static let up = Direction(rawValue: 1 << 2)
        /// Towards increasing y.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count as a swipe; `.right` by default. Several may be allowed;
    /// each swipe follows one of them.
    open var direction: Direction { get { storedDirection } set { storedDirection = newValue } }
    @exclusivity(unchecked) private var storedDirection: Direction = .right
    /// The number of fingers that must swipe together; 1 by default. Values below 1 act
    /// as 1.
    open var numberOfTouchesRequired: Int { get { storedNumberOfTouchesRequired } set { storedNumberOfTouchesRequired = newValue } }
    @exclusivity(unchecked) private var storedNumberOfTouchesRequired: Int = 1

    /// One touch of the swipe: where it started and how far it got along each axis.
    private struct Track {
        let touch: UITouch
        let start: CGPoint
        /// Progress along the view's x and y axes, now and at its extremes.
        var x: CGFloat = 0, y: CGFloat = 0
        var minX: CGFloat = 0, maxX: CGFloat = 0, minY: CGFloat = 0, maxY: CGFloat = 0
    }

    @exclusivity(unchecked) private var tracks: [Track] = []
    /// The directions not ruled out yet.
    @exclusivity(unchecked) private var candidates: Direction = []
    @exclusivity(unchecked) private var startTime: TimeInterval = 0
    /// Unit vectors of the view's x and y axes in window coordinates, fixed when the
    /// fingers first move: a swipe that never moves (most touches on a view with many
    /// recognizers) does not walk the view hierarchy for them.
    @exclusivity(unchecked) private var axes: (x: CGPoint, y: CGPoint)?
    /// How close the swipe came, for its failure reason: the move at which the fingers'
    /// progress along a direction still allowed was the largest fraction of the distance
    /// needed then.
    @exclusivity(unchecked) private var closest: (progress: CGFloat, needed: CGFloat, direction: Direction)?

    private static let allDirections: [Direction] = [.right, .left, .up, .down]

    /// Creates a swipe recognizer that sends `action` to `target`.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        tracks.reserveCapacity(4)
    }

    private var touchesNeeded: Int { max(1, numberOfTouchesRequired) }

    /// Starts tracking new fingers, and the 0.5 s deadline with the first one; fails on
    /// one finger too many.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if tracks.isEmpty { start(at: event.timestamp) }
        for touch in touches { tracks.append(Track(touch: touch, start: touch.windowLocation)) }
        if tracks.count > touchesNeeded {
            fail(because: .tooManyFingers(tracks.count, allowed: touchesNeeded, closest: closestQuantity))
        }
    }

    /// Rules out directions the fingers no longer follow, and recognizes once all of them
    /// went far enough along one that is left.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        let elapsed = min(event.timestamp - startTime, GestureThresholds.swipeMaximumDuration)
        let minimumDistance = GestureThresholds.swipeMinimumDistance
            * (1 - elapsed * GestureThresholds.swipeMinimumDecay)
        let maximumDrift = GestureThresholds.swipeMaximumDrift * (1 - elapsed * GestureThresholds.swipeDriftDecay)
        let axes = self.axes ?? viewAxes()
        self.axes = axes
        for index in tracks.indices { advance(&tracks[index], along: axes) }
        var lastRuledOut: Direction = []
        for candidate in Self.allDirections where candidates.contains(candidate) {
            if !allTracksFollow(candidate, maximumDrift: maximumDrift) {
                candidates.remove(candidate)
                if lastRuledOut.isEmpty || leastProgress(along: candidate) > leastProgress(along: lastRuledOut) {
                    lastRuledOut = candidate
                }
            }
        }
        if candidates.isEmpty {
            return fail(because: ruledOutReason(lastRuledOut, maximumDrift: maximumDrift))
        }
        guard tracks.count == touchesNeeded else { return }
        for candidate in Self.allDirections where candidates.contains(candidate) {
            let progress = leastProgress(along: candidate)
            if progress >= minimumDistance {
                state = .recognized
                return
            }
            // Going the wrong way is no progress.
            let made = max(progress, 0)
            if let best = closest, made * best.needed <= best.progress * minimumDistance { continue }
            closest = (made, CGFloat(minimumDistance), candidate)
        }
    }

    /// A finger that lifts before the swipe is recognized fails it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard tracks.count >= touchesNeeded else {
            return fail(because: .tooFewFingers(tracks.count, needed: touchesNeeded))
        }
        fail(because: FailureReason(Self.words(lifted: closest?.direction), closest: closestQuantity))
    }

    /// A touch taken away by the system ends the attempt.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        fail(because: .touchCancelled)
    }

    /// Forgets the tracked fingers.
    open override func reset() {
        super.reset()
        tracks.removeAllKeepingCapacity()
        candidates = []
        axes = nil
        closest = nil
    }

    // MARK: Geometry

    private func start(at time: TimeInterval) {
        startTime = time
        candidates = direction
        scheduleTimer(.swipeDuration, after: GestureThresholds.swipeMaximumDuration)
    }

    /// The swipe took too long to finish.
    override func ownTimerFired(_ timer: OwnTimer) { fail(because: tooSlowReason) }

    // MARK: Why it fails

    /// ``closest`` as a reason's quantity.
    private var closestQuantity: FailureReason.Quantity? {
        guard let closest else { return nil }
        return .init(Double(closest.progress), limit: Double(closest.needed), unit: .points)
    }

    /// The 0.5 s passed before the fingers, or all of them, went far enough.
    private var tooSlowReason: FailureReason {
        let limit = GestureThresholds.swipeMaximumDuration
        guard tracks.count >= touchesNeeded else {
            return FailureReason("{value} came down within the time a swipe may take (needs {limit})", measured: .init(
                Double(tracks.count), limit: Double(touchesNeeded), unit: .fingers))
        }
        return FailureReason(Self.words(tooSlow: closest?.direction),
                             measured: .init(limit, limit: limit, unit: .seconds), closest: closestQuantity)
    }

    /// The last direction left was ruled out: a finger drifted too far across it, or fell
    /// back too far from its farthest progress along it (``follows(_:_:maximumDrift:)``).
    private func ruledOutReason(_ direction: Direction, maximumDrift: CGFloat) -> FailureReason {
        var drift: CGFloat = 0, fallBack: CGFloat = 0
        for track in tracks {
            let (across, best) = Self.driftAndBest(of: track, along: direction)
            drift = max(drift, across)
            fallBack = max(fallBack, best - Self.progress(of: track, along: direction))
        }
        if drift > maximumDrift {
            return FailureReason(Self.words(drifted: direction), measured: .init(
                Double(drift), limit: Double(maximumDrift), unit: .points), closest: closestQuantity)
        }
        return FailureReason(Self.words(reversed: direction), measured: .init(
            Double(fallBack), limit: Double(GestureThresholds.swipeReversalTolerance), unit: .points),
                             closest: closestQuantity)
    }

    /// The reasons' words, by the direction they name (`nil`: the fingers never moved).
    private static func words(tooSlow direction: Direction?) -> StaticString {
        switch direction {
        case nil: "did not move within {limit}"
        case .right?: "did not move far enough right within {limit}"
        case .left?: "did not move far enough left within {limit}"
        case .up?: "did not move far enough up within {limit}"
        default: "did not move far enough down within {limit}"
        }
    }

    private static func words(lifted direction: Direction?) -> StaticString {
        switch direction {
        case nil: "a finger lifted before moving"
        case .right?: "a finger lifted before moving far enough right"
        case .left?: "a finger lifted before moving far enough left"
        case .up?: "a finger lifted before moving far enough up"
        default: "a finger lifted before moving far enough down"
        }
    }

    private static func words(drifted direction: Direction) -> StaticString {
        switch direction {
        case .right: "drifted {value} across a rightward swipe (allowed {limit} by then)"
        case .left: "drifted {value} across a leftward swipe (allowed {limit} by then)"
        case .up: "drifted {value} across an upward swipe (allowed {limit} by then)"
        default: "drifted {value} across a downward swipe (allowed {limit} by then)"
        }
    }

    private static func words(reversed direction: Direction) -> StaticString {
        switch direction {
        case .right: "went {value} left of its farthest point to the right (allowed {limit})"
        case .left: "went {value} right of its farthest point to the left (allowed {limit})"
        case .up: "went {value} below its highest point (allowed {limit})"
        default: "went {value} above its lowest point (allowed {limit})"
        }
    }

    /// The view's axes in window coordinates (the window's own without a view).
    private func viewAxes() -> (x: CGPoint, y: CGPoint) {
        let unitX = CGPoint(x: 1, y: 0), unitY = CGPoint(x: 0, y: 1)
        guard let view else { return (unitX, unitY) }
        let origin = view.convertPoint(CGPoint.zero, to: nil)
        return (Self.unit(view.convertPoint(unitX, to: nil) - origin, fallback: unitX),
                Self.unit(view.convertPoint(unitY, to: nil) - origin, fallback: unitY))
    }

    /// Projects the track's displacement on the view's axes and widens its extremes.
    private func advance(_ track: inout Track, along axes: (x: CGPoint, y: CGPoint)) {
        let displacement = track.touch.windowLocation - track.start
        track.x = displacement.x * axes.x.x + displacement.y * axes.x.y
        track.y = displacement.x * axes.y.x + displacement.y * axes.y.y
        track.minX = min(track.minX, track.x)
        track.maxX = max(track.maxX, track.x)
        track.minY = min(track.minY, track.y)
        track.maxY = max(track.maxY, track.y)
    }

    /// How far the track has gone along `direction` (negative when it went the other way).
    private static func progress(of track: Track, along direction: Direction) -> CGFloat {
        switch direction {
        case .right: track.x
        case .left: -track.x
        case .down: track.y
        default: -track.y
        }
    }

    /// The progress along `direction` of the finger that made the least. A loop, not
    /// `reduce`: a closure on the move path checks its actor at run time.
    private func leastProgress(along direction: Direction) -> CGFloat {
        var least = CGFloat.infinity
        for track in tracks { least = min(least, Self.progress(of: track, along: direction)) }
        return least
    }

    /// Whether every track still follows `direction` (``follows(_:_:maximumDrift:)``). A
    /// loop, not `contains(where:)`, for the reason given at ``leastProgress(along:)``.
    private func allTracksFollow(_ direction: Direction, maximumDrift: CGFloat) -> Bool {
        for track in tracks where !Self.follows(track, direction, maximumDrift: maximumDrift) { return false }
        return true
    }

    /// Whether the track still follows `direction`: little drift across it, and no fall
    /// back from its furthest progress along it.
    private static func follows(_ track: Track, _ direction: Direction, maximumDrift: CGFloat) -> Bool {
        let (drift, best) = driftAndBest(of: track, along: direction)
        return drift <= maximumDrift
            && progress(of: track, along: direction) >= best - GestureThresholds.swipeReversalTolerance
    }

    /// How far the track is across `direction`, and its furthest progress along it.
    private static func driftAndBest(of track: Track, along direction: Direction) -> (drift: CGFloat, best: CGFloat) {
        switch direction {
        case .right: (abs(track.y), track.maxX)
        case .left: (abs(track.y), -track.minX)
        case .down: (abs(track.x), track.maxY)
        default: (abs(track.x), -track.minY)
        }
    }

    private static func unit(_ vector: CGPoint, fallback: CGPoint) -> CGPoint {
        let length = vector.distance(to: .zero)
        return length > 0 && length.isFinite ? vector * (1 / length) : fallback
    }
}
