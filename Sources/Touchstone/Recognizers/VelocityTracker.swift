import Foundation

/// A quantity whose rate of change a ``VelocityTracker`` estimates: a scalar (a pinch's
/// scale, a rotation's angle) or a point used as a 2-D vector (a pan's travel).
protocol VelocityTrackable: Equatable {
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    static func * (lhs: Self, rhs: CGFloat) -> Self
    /// Whether every component is finite.
    var isFinite: Bool { get }
}

extension CGFloat: VelocityTrackable {}
extension CGPoint: VelocityTrackable {}

/// The velocity estimator shared by pan (points/s), pinch (scale/s), rotation (rad/s) and,
/// through the pan, the scroll view's fling (behavior rules §7, Decision).
///
/// It keeps the samples of the touches themselves (the recognizer's value at each event,
/// never a value set from outside such as `setTranslation`) and fits a line by weighted
/// least squares to those of the last 100 ms, as Android's and Flutter's trackers fit
/// theirs; the velocity is its slope. Each sample weighs e^(−age/30 ms), so the fit
/// follows the end of a flick instead of averaging the whole window (Decision: on the
/// shared recordings an unweighted line lags a speeding-up flick and a quadratic
/// overshoots it, and both miss a finger slowing down before it lifts). With one sample,
/// or when the newest sample is 40 ms or more older than the last event (the finger
/// rested before lifting), the velocity is 0. A gap of 40 ms or more between two samples
/// also ends the window: what came before the rest is another movement.
///
/// Samples are added one at a time, so a host that delivers several samples per event
/// (coalesced touches) adds each with its own time before the event's own. A sample
/// less than 1 ms after the newest replaces that one's value (keeping its time), so that
/// no fit divides by a near-zero interval; one earlier than the newest (out of order) or
/// with a non-finite value or time is dropped. So the velocity is never NaN or infinite,
/// whatever the host sends.
///
/// The samples live in a ring buffer of fixed capacity allocated once, when the
/// recognizer is made: adding a sample or reading the velocity allocates nothing.
struct VelocityTracker<Value: VelocityTrackable> {
    /// Room for 100 ms of samples at 320 Hz; beyond that the oldest are overwritten,
    /// which only shortens the window. A power of two, so that a place in the ring is a
    /// mask rather than a division.
    static var capacity: Int { 32 }

    /// One sample: the value at a time.
    private struct Sample {
        var time: TimeInterval
        var value: Value
    }

    /// The samples, oldest first from `start`, `count` of them, wrapping around; one list
    /// rather than one per field, so that adding a sample writes to one buffer.
    private var samples: [Sample]
    private var start = 0
    private var count = 0
    /// The time of the last event, which may carry no new sample (a lift where the finger
    /// was last seen): the rest before it decides whether there is any velocity.
    private var lastEventTime: TimeInterval = -.infinity

    /// Hosts give times in microseconds, and a difference of two large ones in binary can
    /// fall a hair short: a 40 ms rest must not read as 39.999999 ms.
    private static var timeTolerance: TimeInterval { 1e-6 }

    init() {
        samples = Array(repeating: Sample(time: 0, value: .zero), count: Self.capacity)
    }

    /// Adds the value observed at `time`.
    mutating func add(_ value: Value, at time: TimeInterval) {
        guard value.isFinite, time.isFinite else { return }
        if count > 0 {
            let newest = index(count - 1)
            guard time >= samples[newest].time else { return }
            if time - samples[newest].time < GestureThresholds.velocityMinimumInterval {
                samples[newest].value = value
                lastEventTime = max(lastEventTime, time)
                return
            }
        }
        if count == Self.capacity {
            start = index(1)
            count -= 1
        }
        let slot = index(count)
        samples[slot] = Sample(time: time, value: value)
        count += 1
        lastEventTime = time
    }

    /// The last event, at `time`, left the value at `value`: a lift. A value that moved
    /// since the newest sample is a sample; one that did not only marks the time, so that
    /// a finger that rested before lifting reads 0.
    mutating func end(at value: Value, time: TimeInterval) {
        if count == 0 || samples[index(count - 1)].value != value {
            add(value, at: time)
        } else if time.isFinite {
            lastEventTime = max(lastEventTime, time)
        }
    }

    /// Forgets every sample.
    mutating func clear() {
        start = 0
        count = 0
        lastEventTime = -.infinity
    }

    /// The estimated rate of change, per second.
    var velocity: Value {
        guard count >= 2 else { return .zero }
        let newest = index(count - 1)
        let newestTime = samples[newest].time, newestValue = samples[newest].value
        let rest = GestureThresholds.velocityRestInterval - Self.timeTolerance
        guard lastEventTime - newestTime < rest else { return .zero }
        // Weighted sums for the normal equations, in time relative to the newest sample
        // (seconds, at most 0.1 in magnitude) and values relative to the newest value, so
        // that large absolute times and positions lose no precision.
        var s0 = 0.0, s1 = 0.0, s2 = 0.0
        var r0 = Value.zero, r1 = Value.zero
        var laterTime = newestTime
        for back in 0..<count {
            let slot = index(count - 1 - back)
            let time = samples[slot].time
            if newestTime - time > GestureThresholds.velocityWindow || laterTime - time >= rest { break }
            laterTime = time
            let t = time - newestTime
            let weight = exp(t / GestureThresholds.velocityWeightTime)
            let x = samples[slot].value - newestValue
            s0 += weight; s1 += weight * t; s2 += weight * t * t
            r0 = r0 + x * CGFloat(weight); r1 = r1 + x * CGFloat(weight * t)
        }
        // Samples are at least 1 ms apart, so two or more give a positive denominator.
        let denominator = s0 * s2 - s1 * s1
        guard denominator > 0 else { return .zero }
        let slope = (r1 * CGFloat(s0) - r0 * CGFloat(s1)) * CGFloat(1 / denominator)
        return slope.isFinite ? slope : .zero
    }

    /// The storage slot of the `offset`-th sample, oldest first.
    private func index(_ offset: Int) -> Int {
        (start + offset) & (Self.capacity - 1)
    }
}
