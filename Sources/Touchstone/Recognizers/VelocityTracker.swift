import Foundation

/// A quantity whose rate of change a ``VelocityTracker`` estimates: a scalar (a pinch's
/// scale, a rotation's angle) or a point used as a 2-D vector (a pan's translation).
protocol VelocityTrackable {
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    static func * (lhs: Self, rhs: CGFloat) -> Self
    /// Whether every component is finite.
    var isFinite: Bool { get }
}

extension CGFloat: VelocityTrackable {}
extension CGPoint: VelocityTrackable {}

/// The velocity estimator shared by the continuous recognizers (behavior rules §7): pan
/// (points/s), pinch (scale/s) and rotation (rad/s) all smooth their rate of change the
/// same way, so they share this one piece of code.
///
/// Each sample is Δvalue/Δt since the last accepted sample, and the estimate is
/// `w·sample + (1 − w)·previous` with the recognizer's weight `w`. A sample less than
/// 1 ms after the reference (a duplicate timestamp), or earlier than it (out-of-order
/// input), or with a non-finite value, counts as a zero sample and leaves the reference
/// where it was: the movement is then measured over the next, properly spaced interval
/// instead of being divided by a near-zero or negative time. So the estimate is never NaN
/// or infinite, whatever the host sends. A value type with no storage beyond its fields:
/// updating it allocates nothing.
struct VelocityTracker<Value: VelocityTrackable> {
    /// The weight of the newest sample.
    let smoothing: CGFloat
    /// The smoothed rate of change, per second.
    private(set) var velocity: Value = .zero
    /// The last accepted sample, against which the next one is measured; `nil` before
    /// ``start(at:time:)``.
    private var reference: (value: Value, time: TimeInterval)?

    init(smoothing: CGFloat) {
        self.smoothing = smoothing
    }

    /// Starts measuring from `value` at `time`, with zero velocity.
    mutating func start(at value: Value, time: TimeInterval) {
        velocity = .zero
        reference = value.isFinite && time.isFinite ? (value, time) : nil
    }

    /// Zeroes the velocity and measures the next sample from `value`, keeping the reference
    /// time: for a recognizer whose value was set from outside (`setTranslation`, `scale`,
    /// `rotation`), so the jump does not read as motion.
    mutating func restart(from value: Value) {
        velocity = .zero
        if let time = reference?.time, value.isFinite { reference = (value, time) }
    }

    /// Adds the value observed at `time`.
    mutating func add(_ value: Value, at time: TimeInterval) {
        guard let last = reference else {
            start(at: value, time: time)
            return
        }
        var sample = Value.zero
        let interval = time - last.time
        // A NaN interval fails this comparison too.
        if interval >= GestureThresholds.velocityMinimumInterval, value.isFinite {
            let rate = (value - last.value) * CGFloat(1 / interval)
            if rate.isFinite { sample = rate }
            reference = (value, time)
        }
        let smoothed = sample * smoothing + velocity * (1 - smoothing)
        velocity = smoothed.isFinite ? smoothed : .zero
    }

    /// Forgets everything: zero velocity and no reference.
    mutating func clear() {
        velocity = .zero
        reference = nil
    }
}
