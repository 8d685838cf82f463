import Foundation

/// A motion of a scroll view's content offset (and, for a zoom, its zoom scale) over host
/// time: the deceleration after a fling with its bounce at the edges, the spring back from
/// beyond an edge or to a page, or a timed move (an animated `setContentOffset`,
/// `scrollRectToVisible` or `zoom(to:)`). It is a pure function of time, so the frame
/// rate only decides how often the delegate hears of it, never where the content ends up.
struct ScrollAnimation {
    enum Motion {
        /// Free deceleration from `velocity` (points per second), keeping `rate` of the
        /// velocity per millisecond (UIKit's `decelerationRate`). An axis that starts
        /// beyond the edges of `range` springs back to the nearest one; one that
        /// decelerates into an edge stops there without `bounces`, and with it runs on
        /// past the edge as a spring and returns (R-V4).
        case deceleration(velocity: CGPoint, rate: CGFloat, range: ScrollRange, bounces: (x: Bool, y: Bool))
        /// A critically damped spring from the start to `target`, leaving at `velocity`
        /// (a page settling after the release, R-V5).
        case spring(target: CGPoint, velocity: CGPoint)
        /// An ease-out move to `target` over `duration` seconds, with the zoom scale going
        /// from `scales.from` to `scales.to` on the way when given.
        case move(target: CGPoint, duration: TimeInterval, scales: (from: CGFloat, to: CGFloat)? = nil)
    }

    let start: CGPoint
    let startTime: TimeInterval
    let motion: Motion

    /// The offset at `time`, and whether the motion is over then.
    func offset(at time: TimeInterval) -> (offset: CGPoint, finished: Bool) {
        let elapsed = CGFloat(max(0, time - startTime))
        switch motion {
        case .deceleration(let velocity, let rate, let range, let bounces):
            let x = Self.decelerate(start.x, velocity.x, rate, elapsed, range.x, bounces.x)
            let y = Self.decelerate(start.y, velocity.y, rate, elapsed, range.y, bounces.y)
            return (CGPoint(x: x.position, y: y.position), x.finished && y.finished)
        case .spring(let target, let velocity):
            let x = Self.spring(from: start.x - target.x, velocity: velocity.x, elapsed)
            let y = Self.spring(from: start.y - target.y, velocity: velocity.y, elapsed)
            return (CGPoint(x: target.x + x.position, y: target.y + y.position), x.finished && y.finished)
        case .move(let target, let duration, _):
            let progress = moveProgress(elapsed, duration)
            return (start + (target - start) * progress.eased, progress.finished)
        }
    }

    /// The zoom scale at `time`, for a move that zooms.
    func zoomScale(at time: TimeInterval) -> CGFloat? {
        guard case .move(_, let duration, let scales?) = motion else { return nil }
        let eased = moveProgress(CGFloat(max(0, time - startTime)), duration).eased
        return scales.from + (scales.to - scales.from) * eased
    }

    private func moveProgress(_ elapsed: CGFloat, _ duration: TimeInterval) -> (eased: CGFloat, finished: Bool) {
        let progress = duration > 0 ? min(1, elapsed / CGFloat(duration)) : 1
        return (1 - pow(1 - progress, 3), progress >= 1)
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
    /// It ends when less than the stop distance is left. Started beyond an edge it is a
    /// spring back to it; reaching an edge it stops there, or with `bounces` carries on as
    /// a spring from the edge at the speed it had when it crossed.
    private static func decelerate(_ start: CGFloat, _ velocity: CGFloat, _ rate: CGFloat, _ elapsed: CGFloat,
                                   _ range: ClosedRange<CGFloat>, _ bounces: Bool) -> (position: CGFloat, finished: Bool) {
        if !range.contains(start) {
            let edge = range.clamp(start)
            let back = spring(from: start - edge, velocity: velocity, elapsed)
            return (edge + back.position, back.finished)
        }
        let tau = decayTime(rate)
        let travel = velocity * tau
        let resting = start + travel
        if !range.contains(resting) {
            let edge = range.clamp(resting)
            guard bounces else {
                let position = start + travel * (1 - exp(-elapsed / tau))
                return range.contains(position) ? (position, false) : (edge, true)
            }
            // x(t_c) = edge: e^(−t_c/τ) = 1 − (edge − x₀)/(v·τ), where the speed is v·e^(−t_c/τ).
            let left = 1 - (edge - start) / travel
            let crossing = -tau * log(left)
            if elapsed >= crossing {
                let bounce = spring(from: 0, velocity: velocity * left, elapsed - crossing)
                return (edge + bounce.position, bounce.finished)
            }
        }
        let remaining = exp(-elapsed / tau)
        if abs(travel) * remaining < GestureThresholds.scrollDecelerationStopDistance {
            return (range.clamp(resting), true)
        }
        return (start + travel * (1 - remaining), false)
    }

    /// One axis of a critically damped spring towards 0 from `displacement` at `velocity`:
    /// x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t). It ends, at 0, when what is left of the
    /// displacement and of the travel the speed would still make are under the stop
    /// distance together.
    static func spring(from displacement: CGFloat, velocity: CGFloat,
                       _ elapsed: CGFloat) -> (position: CGFloat, finished: Bool) {
        guard elapsed.isFinite else { return (0, true) }
        let omega = GestureThresholds.scrollSpringFrequency
        let b = velocity + omega * displacement
        let decay = exp(-omega * elapsed)
        let position = (displacement + b * elapsed) * decay
        let speed = (b - omega * (displacement + b * elapsed)) * decay
        if abs(position) + abs(speed) / omega < GestureThresholds.scrollDecelerationStopDistance {
            return (0, true)
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
