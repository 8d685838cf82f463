import Foundation

/// A motion of a scroll view's content offset over host time: the deceleration after a
/// fling, or a timed move to a target (an animated `setContentOffset`, the return from
/// beyond an edge). It is a pure function of time, so the frame rate only decides how
/// often `scrollViewDidScroll` is called, never where the content ends up.
struct ScrollAnimation {
    enum Motion {
        /// Free deceleration from `velocity` (points per second), keeping `rate` of the
        /// velocity per millisecond (UIKit's `decelerationRate`), stopped at the edges of
        /// `range`.
        case deceleration(velocity: CGPoint, rate: CGFloat, range: ScrollRange)
        /// An ease-out move to `target` over `duration` seconds.
        case move(target: CGPoint, duration: TimeInterval)
    }

    let start: CGPoint
    let startTime: TimeInterval
    let motion: Motion

    /// The offset at `time`, and whether the motion is over then.
    func offset(at time: TimeInterval) -> (offset: CGPoint, finished: Bool) {
        let elapsed = max(0, time - startTime)
        switch motion {
        case .deceleration(let velocity, let rate, let range):
            let x = Self.decelerate(start.x, velocity.x, rate, elapsed, range.x)
            let y = Self.decelerate(start.y, velocity.y, rate, elapsed, range.y)
            return (CGPoint(x: x.position, y: y.position), x.finished && y.finished)
        case .move(let target, let duration):
            let progress = duration > 0 ? min(1, elapsed / duration) : 1
            let eased = 1 - pow(1 - progress, 3)
            return (start + (target - start) * CGFloat(eased), progress >= 1)
        }
    }

    /// Where a deceleration from `start` at `velocity` comes to rest within `range`.
    static func restingOffset(from start: CGPoint, velocity: CGPoint, rate: CGFloat, range: ScrollRange) -> CGPoint {
        CGPoint(x: range.x.clamp(start.x + velocity.x * decayTime(rate)),
                y: range.y.clamp(start.y + velocity.y * decayTime(rate)))
    }

    /// The time constant of the decay, in seconds: the distance left is speed × this.
    private static func decayTime(_ rate: CGFloat) -> CGFloat {
        -1 / (1000 * log(rate))
    }

    /// One axis of a deceleration: x(t) = x₀ + v·τ·(1 − e^(−t/τ)), τ = −1 / (1000 ln r).
    /// It ends when less than the stop distance is left, or at an edge of `range`.
    private static func decelerate(_ start: CGFloat, _ velocity: CGFloat, _ rate: CGFloat, _ elapsed: TimeInterval,
                                   _ range: ClosedRange<CGFloat>) -> (position: CGFloat, finished: Bool) {
        let tau = decayTime(rate)
        let remaining = exp(-CGFloat(elapsed) / tau)
        let position = start + velocity * tau * (1 - remaining)
        if !range.contains(position) { return (range.clamp(position), true) }
        if abs(velocity) * tau * remaining < GestureThresholds.scrollDecelerationStopDistance {
            return (range.clamp(start + velocity * tau), true)
        }
        return (position, false)
    }
}

/// The offsets a scroll view's content may rest at, per axis.
struct ScrollRange {
    var x: ClosedRange<CGFloat>
    var y: ClosedRange<CGFloat>

    func clamp(_ point: CGPoint) -> CGPoint { CGPoint(x: x.clamp(point.x), y: y.clamp(point.y)) }
}

extension ClosedRange where Bound == CGFloat {
    /// `value` moved into the range.
    func clamp(_ value: CGFloat) -> CGFloat { Swift.min(Swift.max(value, lowerBound), upperBound) }
}
