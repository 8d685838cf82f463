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
/// never a value set from outside such as `setTranslation`) and fits a polynomial to
/// those of the last 100 ms; the velocity is its slope at the newest sample. A fling
/// speeds up until the finger leaves the glass, so what counts is the speed at the lift,
/// not an average over a stretch before it, which lags: a straight line fitted to the
/// samples gives the speed at their weighted middle, some milliseconds before the lift.
///
/// It fits a cubic by weighted least squares, each sample weighing e^(−age/10 ms). Android's and Flutter's trackers fit a quadratic to
/// 100 ms, unweighted, which is exact for a finger speeding up evenly but lags one
/// speeding up faster and faster, or slowing down, as real fingers do at the lift: on
/// their own recorded flings (`PeerFlingVelocityTests`) the weighted cubic reads what the
/// finger's last samples show where their fits read the speed of 20 to 50 ms before.
/// The weight is short so that the fit follows the last samples: with e^(−age/20 ms) a
/// cubic follows the noise of a real touch screen's older samples instead (Decision,
/// measured on synthetic flings whose speed at the lift is known, `VelocityTrackerFlingTests`
/// and <doc:RecognizersAndThresholds>, and on the peers' recordings). With fewer than four samples the fit
/// drops to the degree they allow: two give their slope.
///
/// With one sample, or when the newest sample is 40 ms or more older than the last event
/// (the finger rested before lifting), the velocity is 0. A gap of 40 ms or more between
/// two samples also ends the window: what came before the rest is another movement.
/// Samples that did not move count as samples: a host that hands over a rest as
/// coalesced samples of one event (R-P8) reads 0 once its samples show 40 ms without a
/// move before the lift, whatever the event's own timestamp. Only repeats at the very end
/// are left out of the fit (see ``velocity``).
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
    /// When the value last changed: the time of the first sample at the newest value.
    private var lastMoveTime: TimeInterval = -.infinity

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
                if samples[newest].value != value {
                    samples[newest].value = value
                    lastMoveTime = samples[newest].time
                }
                lastEventTime = max(lastEventTime, time)
                return
            }
            if samples[newest].value != value { lastMoveTime = time }
        } else {
            lastMoveTime = time
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
        lastMoveTime = -.infinity
    }

    /// The estimated rate of change, per second: the slope at the newest sample of the
    /// weighted least-squares cubic through the samples of the current movement.
    var velocity: Value {
        guard count >= 2 else { return .zero }
        let rest = GestureThresholds.velocityRestInterval - Self.timeTolerance
        guard lastEventTime - lastMoveTime < rest else { return .zero }
        // A repeat of the place at the end is no new point of the path (a host that sends
        // the lift's place as one more move, as Android's recordings do): fitted, it would
        // read a sudden stop, and a cubic even a fling backwards. The fit ends at the
        // sample where the finger last arrived. Repeats within the path stay: a slow
        // finger on a coarse screen repeats its place between steps.
        var last = count - 1
        while last > 0 && samples[index(last)].value == samples[index(last - 1)].value { last -= 1 }
        let newest = index(last)
        let newestTime = samples[newest].time, newestValue = samples[newest].value
        // The normal equations in time relative to the newest sample, in units of the
        // weight time (so that its powers stay near 1 and large absolute times lose no
        // precision), and values relative to the newest value. moments[k] = Σ w·uᵏ.
        let unit = GestureThresholds.velocityWeightTime
        let used = samplesOfCurrentMovement(through: last, newestTime: newestTime, rest: rest)
        var moments = SIMD8<Double>()
        for back in 0..<used {
            let u = (samples[index(last - back)].time - newestTime) / unit
            var power = exp(u)
            for k in 0..<7 {
                moments[k] += power
                power *= u
            }
        }
        guard used >= 2 else { return .zero }
        // The derivative at u = 0 is the fit's coefficient of u: row 1 of the inverse normal
        // matrix applied to Σ w·φ(u)·x. Solve M·g = e₁ once (M depends on times only) and
        // sum g·φ(u)·w·x over the samples, so that a vector value costs no more than a
        // scalar one. A degree the samples cannot carry (too few, too close) drops.
        var degree = min(3, used - 1)
        var g = SIMD4<Double>()
        while !Self.solveDerivativeRow(moments, degree: degree, into: &g) {
            degree -= 1
            guard degree >= 1 else { return .zero }
        }
        var slope = Value.zero
        for back in 0..<used {
            let slot = index(last - back)
            let u = (samples[slot].time - newestTime) / unit
            var basis = exp(u), coefficient = 0.0
            for k in 0...degree {
                coefficient += g[k] * basis
                basis *= u
            }
            slope = slope + (samples[slot].value - newestValue) * CGFloat(coefficient)
        }
        let perSecond = slope * CGFloat(1 / unit)
        return perSecond.isFinite ? perSecond : .zero
    }

    /// How many of the samples up to the `last`-th (oldest first) belong to the current
    /// movement: those of the last 100 ms after the last rest of 40 ms or more. A rest is a
    /// stretch with no sample or with samples that all show the same value; the movement
    /// starts at its last sample.
    private func samplesOfCurrentMovement(through last: Int, newestTime: TimeInterval, rest: TimeInterval) -> Int {
        var runLatest = newestTime
        for back in stride(from: 1, through: last, by: 1) {
            let slot = index(last - back), later = samples[index(last + 1 - back)]
            let time = samples[slot].time
            if later.value != samples[slot].value { runLatest = later.time }
            if newestTime - time > GestureThresholds.velocityWindow { return back }
            if runLatest - time >= rest {
                // Back to the run's newest sample, where the movement began.
                var taken = back
                while taken > 0 && samples[index(last + 1 - taken)].time < runLatest { taken -= 1 }
                return taken
            }
        }
        return last + 1
    }

    /// Solves M·g = e₁ for the (degree + 1)-square normal matrix M[j][k] = moments[j + k]
    /// by Gaussian elimination with partial pivoting, in fixed-size storage. False when M
    /// is singular or too badly conditioned for the samples to carry this degree.
    private static func solveDerivativeRow(_ moments: SIMD8<Double>, degree: Int,
                                           into g: inout SIMD4<Double>) -> Bool {
        let n = degree + 1
        var matrix = SIMD16<Double>()
        var rhs = SIMD4<Double>()
        for row in 0..<n {
            for column in 0..<n { matrix[row * 4 + column] = moments[row + column] }
        }
        rhs[1] = 1
        let scale = moments[0] * moments[2 * degree]
        for column in 0..<n {
            var pivot = column
            for row in column + 1..<n where abs(matrix[row * 4 + column]) > abs(matrix[pivot * 4 + column]) {
                pivot = row
            }
            let pivotValue = matrix[pivot * 4 + column]
            guard pivotValue.isFinite, pivotValue * pivotValue > 1e-12 * scale else { return false }
            if pivot != column {
                for k in 0..<n {
                    (matrix[pivot * 4 + k], matrix[column * 4 + k]) = (matrix[column * 4 + k], matrix[pivot * 4 + k])
                }
                (rhs[pivot], rhs[column]) = (rhs[column], rhs[pivot])
            }
            for row in column + 1..<n {
                let factor = matrix[row * 4 + column] / pivotValue
                for k in column..<n { matrix[row * 4 + k] -= factor * matrix[column * 4 + k] }
                rhs[row] -= factor * rhs[column]
            }
        }
        for row in stride(from: n - 1, through: 0, by: -1) {
            var sum = rhs[row]
            for k in row + 1..<n { sum -= matrix[row * 4 + k] * g[k] }
            g[row] = sum / matrix[row * 4 + row]
        }
        for k in n..<4 { g[k] = 0 }
        return g[0].isFinite && g[1].isFinite && g[2].isFinite && g[3].isFinite
    }

    /// The storage slot of the `offset`-th sample, oldest first.
    private func index(_ offset: Int) -> Int {
        (start + offset) & (Self.capacity - 1)
    }
}
