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
    /// The length of the value as a vector: the speed of a velocity.
    var length: CGFloat { get }
}

extension CGFloat: VelocityTrackable {
    var length: CGFloat { magnitude }
}

extension CGPoint: VelocityTrackable {
    var length: CGFloat { hypot(x, y) }
}

/// The velocity estimator shared by pan (points/s), pinch (scale/s), rotation (rad/s) and,
/// through the pan, the scroll view's fling (behavior rules §7, Decision).
///
/// It keeps the samples of the touches themselves (the recognizer's value at each event,
/// never a value set from outside such as `setTranslation`) and reads the velocity at the
/// newest sample in two ways, one for each way a finger leaves the glass:
///
/// - **Slowing down or steady at the lift** (most real flings): the fit Android's and
///   Flutter's trackers share, a least-squares quadratic through the last 20 samples of the
///   last 100 ms, unweighted. A finger that eases off in its last 20 to 50 ms meant the
///   fling it was making, and the peers read that speed: a fit that followed the last
///   samples instead made slow flings stop short (`PeerFlingVelocityTests`). The quadratic
///   is never read faster than the fastest segment the finger actually moved in those
///   samples: past it, the fit extrapolates a curve the finger never followed.
/// - **Speeding up to the lift** (faster over its last 8 ms than over those before): the speed
///   at the lift, which the quadratic lags, from a cubic weighted e^(−age/10 ms) so that
///   it follows the last samples; taken when it reads faster than the quadratic. Measured on
///   synthetic flings whose speed at the lift is known (`VelocityTrackerFlingTests`).
///
/// With fewer samples a fit drops to the degree they allow: two give their slope.
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

    /// The estimated rate of change, per second, at the newest sample of the current
    /// movement: the peers' quadratic, or the weighted cubic where the finger sped up to the
    /// lift (see the type's discussion).
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
        let used = samplesOfCurrentMovement(through: last, newestTime: samples[index(last)].time, rest: rest)
        guard used >= 2 else { return .zero }
        let peers = min(used, GestureThresholds.velocityPeerSamples)
        var velocity = slope(through: last, samples: peers, degree: 2, weighted: false)
        let fastest = fastestSegmentSpeed(through: last, samples: peers)
        if velocity.length > fastest { velocity = velocity * (fastest / velocity.length) }
        if isSpeedingUp(at: last, samples: used) {
            let followed = slope(through: last, samples: used, degree: 3, weighted: true)
            if followed.length > velocity.length { velocity = followed }
        }
        return velocity.isFinite ? velocity : .zero
    }

    /// The slope at the `last`-th sample of the least-squares polynomial of `degree`
    /// through it and the `samples - 1` before it, each weighted e^(−age/10 ms) or all alike.
    private func slope(through last: Int, samples used: Int, degree maximumDegree: Int, weighted: Bool) -> Value {
        let newest = index(last)
        let newestTime = samples[newest].time, newestValue = samples[newest].value
        // The normal equations in time relative to the newest sample, in units of the
        // weight time (so that its powers stay near 1 and large absolute times lose no
        // precision), and values relative to the newest value. moments[k] = Σ w·uᵏ.
        let unit = GestureThresholds.velocityWeightTime
        func weight(_ u: Double) -> Double { weighted ? exp(u) : 1 }
        var moments = SIMD8<Double>()
        for back in 0..<used {
            let u = (samples[index(last - back)].time - newestTime) / unit
            var power = weight(u)
            for k in 0...(2 * maximumDegree) {
                moments[k] += power
                power *= u
            }
        }
        // The derivative at u = 0 is the fit's coefficient of u: row 1 of the inverse normal
        // matrix applied to Σ w·φ(u)·x. Solve M·g = e₁ once (M depends on times only) and
        // sum g·φ(u)·w·x over the samples, so that a vector value costs no more than a
        // scalar one. A degree the samples cannot carry (too few, too close) drops.
        var degree = min(maximumDegree, used - 1)
        var g = SIMD4<Double>()
        while !Self.solveDerivativeRow(moments, degree: degree, into: &g) {
            degree -= 1
            guard degree >= 1 else { return .zero }
        }
        var slope = Value.zero
        for back in 0..<used {
            let slot = index(last - back)
            let u = (samples[slot].time - newestTime) / unit
            var basis = weight(u), coefficient = 0.0
            for k in 0...degree {
                coefficient += g[k] * basis
                basis *= u
            }
            slope = slope + (samples[slot].value - newestValue) * CGFloat(coefficient)
        }
        return slope * CGFloat(1 / unit)
    }

    /// The highest speed between two successive samples of the `samples` ending at the
    /// `last`-th: how fast the finger was seen to move.
    private func fastestSegmentSpeed(through last: Int, samples used: Int) -> CGFloat {
        var fastest: CGFloat = 0
        for back in 1..<used {
            let later = samples[index(last - back + 1)], earlier = samples[index(last - back)]
            fastest = max(fastest, segmentSpeed(from: earlier, to: later))
        }
        return fastest
    }

    /// Whether the finger moved faster over its last stretch, ending at the `last`-th
    /// sample, than over the stretch before, among the `samples` of the movement. Each
    /// stretch spans at least one 120 Hz frame, so that a fast screen's rounding from one
    /// sample to the next does not decide it.
    private func isSpeedingUp(at last: Int, samples used: Int) -> Bool {
        guard let middle = stretchStart(endingAt: last, oldest: last - used + 1),
              let first = stretchStart(endingAt: middle, oldest: last - used + 1) else { return false }
        let newest = samples[index(last)], between = samples[index(middle)], oldest = samples[index(first)]
        return segmentSpeed(from: between, to: newest) > segmentSpeed(from: oldest, to: between)
    }

    /// The newest sample at least one 120 Hz frame before the `end`-th, no older than the
    /// `oldest`-th; nil if there is none.
    private func stretchStart(endingAt end: Int, oldest: Int) -> Int? {
        let endTime = samples[index(end)].time
        var start = end - 1
        while start >= oldest {
            if endTime - samples[index(start)].time >= GestureThresholds.velocityStretch - Self.timeTolerance { return start }
            start -= 1
        }
        return nil
    }

    private func segmentSpeed(from earlier: Sample, to later: Sample) -> CGFloat {
        (later.value - earlier.value).length / CGFloat(later.time - earlier.time)
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
