import Foundation
import Testing
import TouchstoneTesting

/// A synthetic fling whose speed at the lift is known by construction: the ground truth
/// for the velocity estimator (behavior rules §7, velocity Decision).
///
/// The finger travels along one direction with a speed profile of one of three families:
/// speeding up evenly from rest, speeding up exponentially, or slowing down evenly. The
/// host samples it at `hertz` with each sample time jittered by up to ±10 % of a period
/// (the position is the finger's at that very time) and rounds each coordinate to 0.5 pt,
/// as a touch screen's resolution does. The finger is last seen at `liftTime`, moving at
/// exactly `liftSpeed`; the lift arrives one period later, where it was last seen.
struct SyntheticFling: CustomTestStringConvertible, Sendable {
    /// How the speed changes over the fling.
    enum Family: String, CaseIterable, Sendable {
        /// From rest, the speed grows linearly to the lift speed over `duration`.
        case speedingUpLinearly
        /// The speed grows as e^(t/τ), reaching the lift speed at the lift.
        case speedingUpExponentially
        /// The speed falls linearly from twice the lift speed to the lift speed.
        case slowingDown
    }

    let family: Family
    /// The duration for the linear families; τ for the exponential one.
    let shape: TimeInterval
    let liftSpeed: Double
    let hertz: Double
    let seed: UInt64

    var testDescription: String {
        "\(family) (\(Int(shape * 1000)) ms), \(Int(liftSpeed)) pt/s at \(Int(hertz)) Hz, seed \(seed)"
    }

    /// How long the finger moves before the lift.
    var duration: TimeInterval { family == .speedingUpExponentially ? 0.15 : shape }

    /// Distance travelled at `t` seconds before the lift (t ≤ 0), relative to the lift point.
    func distance(at t: TimeInterval) -> Double {
        switch family {
        case .speedingUpLinearly:  // v(t) = V·(1 + t/D)
            return liftSpeed * (t + t * t / (2 * shape))
        case .speedingUpExponentially:  // v(t) = V·e^(t/τ)
            return liftSpeed * shape * (exp(t / shape) - 1)
        case .slowingDown:  // v(t) = V·(1 − t/D)
            return liftSpeed * (t - t * t / (2 * shape))
        }
    }

    /// The direction of travel, a unit vector drawn from the seed.
    var direction: CGPoint {
        var random = SeededRandomGenerator(seed: seed)
        let angle = Double.random(in: 0..<(2 * .pi), using: &random)
        return CGPoint(x: cos(angle), y: sin(angle))
    }

    /// The velocity at the lift, in points per second.
    var liftVelocity: CGPoint { CGPoint(x: direction.x * CGFloat(liftSpeed), y: direction.y * CGFloat(liftSpeed)) }

    /// The samples (time since touch-down, location), the touch-down first and the last
    /// sample at the lift time; and the time of the lift event.
    func samples(origin: CGPoint = CGPoint(x: 5000, y: 5000)) -> (samples: [(time: TimeInterval, location: CGPoint)], lift: TimeInterval) {
        var random = SeededRandomGenerator(seed: seed &* 31 &+ 7)
        let period = 1 / hertz
        let frames = Int((duration * hertz).rounded(.down))
        let direction = self.direction
        var samples: [(TimeInterval, CGPoint)] = []
        for frame in stride(from: frames, through: 0, by: -1) {
            var t = -Double(frame) * period
            if frame != 0 { t += Double.random(in: -0.1...0.1, using: &random) * period }
            let travelled = CGFloat(distance(at: t))
            let exact = CGPoint(x: origin.x + direction.x * travelled, y: origin.y + direction.y * travelled)
            let rounded = CGPoint(x: (exact.x * 2).rounded() / 2, y: (exact.y * 2).rounded() / 2)
            samples.append((t + duration + 1, rounded))
        }
        return (samples, duration + 1 + period)
    }

    /// Every fling the tests run: each family in two shapes, at four lift speeds and four
    /// sampling rates, in three directions.
    static func all(_ family: Family) -> [SyntheticFling] {
        let shapes: [TimeInterval] = family == .speedingUpExponentially ? [0.03, 0.05] : [0.08, 0.15]
        let speeds: [Double] = [800, 1500, 3000, 6000], rates: [Double] = [60, 90, 120, 240]
        return shapes.flatMap { (shape: TimeInterval) -> [SyntheticFling] in
            speeds.flatMap { (speed: Double) -> [SyntheticFling] in
                rates.flatMap { (hertz: Double) -> [SyntheticFling] in
                    (1...3).map { (seed: Int) -> SyntheticFling in
                        let base: UInt64 = UInt64(speed) &* 131 &+ UInt64(hertz) &* 17 &+ UInt64(shape * 1e4)
                        return SyntheticFling(family: family, shape: shape, liftSpeed: speed, hertz: hertz,
                                              seed: base &+ UInt64(seed))
                    }
                }
            }
        }
    }
}

