import Foundation

/// How an animation's progress follows its time (R-AN3): Core Animation's cubic Bézier
/// curves for UIKit's four curve options, and a damped harmonic oscillator for the spring
/// animations.
///
/// ``progress(_:)`` takes the fraction of the duration that passed (0…1) and gives the
/// fraction of the change to show; a spring's may overshoot 1 on the way.
enum TimingCurve: Equatable {
    /// A cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2).
    case bezier(Double, Double, Double, Double)
    /// A spring that comes to rest at the end of the duration.
    case spring(SpringCurve)
    /// Jumps to the end value at the start of its time: a keyframe with the discrete
    /// calculation mode.
    case discrete

    /// Core Animation's `linear`, `easeIn`, `easeOut` and `easeInEaseOut` timing
    /// functions.
    static let linear = TimingCurve.bezier(0, 0, 1, 1)
    static let easeIn = TimingCurve.bezier(0.42, 0, 1, 1)
    static let easeOut = TimingCurve.bezier(0, 0, 0.58, 1)
    static let easeInOut = TimingCurve.bezier(0.42, 0, 0.58, 1)

    /// UIKit's curve of `curve`.
    init(_ curve: UIView.AnimationCurve) {
        switch curve {
        case .easeInOut: self = .easeInOut
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .linear: self = .linear
        @unknown default: self = .easeInOut
        }
    }

    /// The fraction of the change shown when `time` (a fraction of the duration, 0…1) has
    /// passed.
    func progress(_ time: Double) -> Double {
        let time = min(max(time, 0), 1)
        switch self {
        case .bezier(let x1, let y1, let x2, let y2):
            if x1 == y1 && x2 == y2 { return time }
            return Self.bezierY(atX: time, x1, y1, x2, y2)
        case .spring(let spring):
            return time >= 1 ? 1 : spring.progress(time)
        case .discrete:
            return 1
        }
    }

    /// The y of the cubic Bézier at `x`: solves for the curve parameter by Newton's method,
    /// falling back to bisection, as WebKit's `UnitBezier` does.
    private static func bezierY(atX x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
            return ((a * t + b) * t + c) * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
            return (3 * a * t + 2 * b) * t + c
        }
        var t = x
        for _ in 0..<8 {
            let error = coordinate(t, x1, x2) - x
            if abs(error) < 1e-9 { return coordinate(t, y1, y2) }
            let derivative = slope(t, x1, x2)
            if abs(derivative) < 1e-9 { break }
            t -= error / derivative
        }
        var (low, high) = (0.0, 1.0)
        t = x
        while high - low > 1e-9 {
            let value = coordinate(t, x1, x2)
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return coordinate(t, y1, y2)
    }
}

/// A damped harmonic oscillator from 0 to rest at 1 (R-AN3), in UIKit's terms: the
/// damping ratio (1 comes to rest without overshooting, smaller values oscillate) and the
/// initial velocity in units of the whole change per second.
///
/// The natural frequency is chosen so that the motion's envelope has decayed to a
/// thousandth of the change when the duration ends, where the animation takes its final
/// value: UIKit fits its spring to the duration given in the same way, without publishing
/// its constant.
struct SpringCurve: Equatable {
    let dampingRatio: Double
    /// The initial velocity in changes per duration (UIKit's per-second value times the
    /// duration).
    let velocity: Double
    /// The natural angular frequency, in radians per duration.
    let frequency: Double

    /// The decay, in e-foldings per duration, that leaves a thousandth of the change.
    private static let decay = log(1000.0)

    init(dampingRatio: Double, initialVelocity: Double, duration: TimeInterval) {
        let ratio = max(dampingRatio, 0.01)
        self.dampingRatio = ratio
        velocity = initialVelocity * duration
        frequency = Self.frequencyPerDuration(dampingRatio: ratio)
    }

    /// A spring of `dampingRatio` at `naturalFrequency` (radians per unit of time), leaving
    /// with `velocity` (changes per unit of time): time runs in that unit.
    init(dampingRatio: Double, naturalFrequency: Double, velocity: Double) {
        self.dampingRatio = max(dampingRatio, 0.01)
        self.velocity = velocity
        frequency = naturalFrequency
    }

    /// The natural frequency, in radians per duration, whose envelope decays to a
    /// thousandth of the change at the end of the duration.
    private static func frequencyPerDuration(dampingRatio ratio: Double) -> Double {
        if ratio < 1 { return decay / ratio }
        if ratio == 1 { return decay + 2.3 }  // e^-x (1 + x) reaches 1e-3 near x = 9.2
        return (decay + 2.3) / (ratio - (ratio * ratio - 1).squareRoot())
    }

    /// How long a spring of `dampingRatio` and `naturalFrequency` (radians per second)
    /// takes to settle: the duration that the fitted frequency above makes its own, so that
    /// a curve made with it runs at that natural frequency.
    static func settlingTime(dampingRatio: Double, naturalFrequency: Double) -> TimeInterval {
        frequencyPerDuration(dampingRatio: max(dampingRatio, 0.01)) / max(naturalFrequency, 1e-9)
    }

    /// The position at `time` (a fraction of the duration): 1 minus the displacement of
    /// the oscillator released at -1 with ``velocity``.
    func progress(_ time: Double) -> Double {
        let ratio = dampingRatio, omega = frequency, start = -1.0
        let displacement: Double
        if ratio < 1 {
            let damped = omega * (1 - ratio * ratio).squareRoot()
            let b = (velocity + ratio * omega * start) / damped
            displacement = exp(-ratio * omega * time) * (start * cos(damped * time) + b * sin(damped * time))
        } else if ratio == 1 {
            displacement = exp(-omega * time) * (start + (velocity + omega * start) * time)
        } else {
            let root = (ratio * ratio - 1).squareRoot()
            let r1 = -omega * (ratio - root), r2 = -omega * (ratio + root)
            let c1 = (velocity - r2 * start) / (r1 - r2)
            displacement = c1 * exp(r1 * time) + (start - c1) * exp(r2 * time)
        }
        return 1 + displacement
    }
}
