import Foundation

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
/// touch (behavior rules §7).
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
    @exclusivity(unchecked) open var direction: Direction = .right
    /// The number of fingers that must swipe together; 1 by default. Values below 1 act
    /// as 1.
    @exclusivity(unchecked) open var numberOfTouchesRequired: Int = 1

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
    /// The timer that fails a swipe too slow to finish, re-armed from attempt to attempt.
    @exclusivity(unchecked) private var durationTimer: VirtualTimer?
    /// Unit vectors of the view's x and y axes in window coordinates, fixed when the
    /// fingers first move: a swipe that never moves (most touches on a view with many
    /// recognizers) does not walk the view hierarchy for them.
    @exclusivity(unchecked) private var axes: (x: CGPoint, y: CGPoint)?

    private static let allDirections: [Direction] = [.right, .left, .up, .down]

    /// Creates a swipe recognizer with no targets.
    public override init() {
        super.init()
        tracks.reserveCapacity(4)
    }

    private var touchesNeeded: Int { max(1, numberOfTouchesRequired) }

    /// Starts tracking new fingers, and the 0.5 s deadline with the first one; fails on
    /// one finger too many.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if tracks.isEmpty { start(at: event.timestamp) }
        for touch in touches { tracks.append(Track(touch: touch, start: touch.windowLocation)) }
        if tracks.count > touchesNeeded { state = .failed }
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
        for candidate in Self.allDirections where candidates.contains(candidate) {
            if tracks.contains(where: { !Self.follows($0, candidate, maximumDrift: maximumDrift) }) {
                candidates.remove(candidate)
            }
        }
        if candidates.isEmpty {
            state = .failed
            return
        }
        guard tracks.count == touchesNeeded else { return }
        for candidate in Self.allDirections where candidates.contains(candidate) {
            if tracks.allSatisfy({ Self.progress(of: $0, along: candidate) >= minimumDistance }) {
                state = .recognized
                return
            }
        }
    }

    /// A finger that lifts before the swipe is recognized fails it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = .failed
    }

    /// A touch taken away by the system ends the attempt.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .failed
    }

    /// Forgets the tracked fingers.
    open override func reset() {
        super.reset()
        tracks.removeAllKeepingCapacity()
        candidates = []
        axes = nil
    }

    // MARK: Geometry

    private func start(at time: TimeInterval) {
        startTime = time
        candidates = direction
        // Strong capture: see `TapSequence.scheduleFailure(of:in:after:)`.
        scheduleTimer(in: &durationTimer, after: GestureThresholds.swipeMaximumDuration) {
            self.state = .failed
        }
    }

    /// The view's axes in window coordinates (the window's own without a view).
    private func viewAxes() -> (x: CGPoint, y: CGPoint) {
        let unitX = CGPoint(x: 1, y: 0), unitY = CGPoint(x: 0, y: 1)
        guard let view else { return (unitX, unitY) }
        let origin = view.convert(CGPoint.zero, to: nil)
        return (Self.unit(view.convert(unitX, to: nil) - origin, fallback: unitX),
                Self.unit(view.convert(unitY, to: nil) - origin, fallback: unitY))
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

    /// Whether the track still follows `direction`: little drift across it, and no fall
    /// back from its furthest progress along it.
    private static func follows(_ track: Track, _ direction: Direction, maximumDrift: CGFloat) -> Bool {
        let drift: CGFloat, best: CGFloat
        switch direction {
        case .right: (drift, best) = (abs(track.y), track.maxX)
        case .left: (drift, best) = (abs(track.y), -track.minX)
        case .down: (drift, best) = (abs(track.x), track.maxY)
        default: (drift, best) = (abs(track.x), -track.minY)
        }
        return drift <= maximumDrift
            && progress(of: track, along: direction) >= best - GestureThresholds.swipeReversalTolerance
    }

    private static func unit(_ vector: CGPoint, fallback: CGPoint) -> CGPoint {
        let length = vector.distance(to: .zero)
        return length > 0 && length.isFinite ? vector * (1 / length) : fallback
    }
}
