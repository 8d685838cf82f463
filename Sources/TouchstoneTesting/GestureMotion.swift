import Foundation
import Touchstone

/// How a ``TouchSimulator``'s one-line gestures move the fingers: along the commanded
/// path exactly, or the way a person's hand does, with a seed that makes it repeatable.
///
/// Whatever the motion, a gesture starts and ends where it was told to (a person's hand
/// wanders between the two, not at them) and takes the time it was told to take, so that
/// what a gesture means (a pinch's final scale, a rotation's angle, a flick's end speed)
/// is the same in both.
public enum GestureMotion: Sendable, Equatable {
    /// The commanded path at constant rates: samples exactly ``TouchSimulator/sampleRate``
    /// apart, no tremor. The default.
    case exact
    /// A person's hand: a tremor of a few tenths of a point (two slow waves of about 9
    /// and 11 Hz and a little noise, fading in after touch-down and out before the
    /// lift), a speed that rises and falls around the commanded one, and sample times up
    /// to 30 % early or late. The same seed gives the same motion, call after call.
    case human(seed: UInt64)
}

/// The random choices of ``GestureMotion/human(seed:)`` for one simulator: where its
/// hand trembles, how its speed wavers, when its samples come.
struct HumanHand {
    /// The tremor's amplitude, in points, on each axis.
    static let tremorAmplitude: CGFloat = 0.3
    /// The noise added to each sample, in points, at most, on each axis.
    static let sampleNoise: CGFloat = 0.1
    /// How far a sample time may be from its regular place, as a fraction of the interval.
    static let timingJitter = 0.3
    /// How much the speed wavers: the largest change of the rate of progress, as a fraction.
    static let speedWaver = 0.25

    var generator: SeededRandomGenerator

    /// A tremor for one finger in one gesture: a function of the time since it began.
    mutating func tremor() -> (TimeInterval) -> CGVector {
        let phases = (0..<4).map { _ in Double.random(in: 0..<(2 * .pi), using: &generator) }
        let amplitude = Self.tremorAmplitude
        return { time in
            CGVector(dx: amplitude * CGFloat(sin(2 * .pi * 9 * time + phases[0]) * 0.7 + sin(2 * .pi * 11 * time + phases[1]) * 0.3),
                     dy: amplitude * CGFloat(sin(2 * .pi * 9 * time + phases[2]) * 0.7 + sin(2 * .pi * 11 * time + phases[3]) * 0.3))
        }
    }

    /// A little noise for one sample.
    mutating func noise() -> CGVector {
        CGVector(dx: .random(in: -Self.sampleNoise...Self.sampleNoise, using: &generator),
                 dy: .random(in: -Self.sampleNoise...Self.sampleNoise, using: &generator))
    }

    /// A wavering progress for one gesture: maps the fraction of the time gone to the
    /// fraction of the path done, from 0 to 1, always forward.
    mutating func waver() -> (Double) -> Double {
        let cycles = Double(Int.random(in: 1...2, using: &generator))
        let depth = Double.random(in: -Self.speedWaver...Self.speedWaver, using: &generator)
        return { s in s + depth * sin(2 * .pi * cycles * s) / (2 * .pi * cycles) }
    }

    /// The interval to the next sample, around `interval`.
    mutating func interval(around interval: TimeInterval) -> TimeInterval {
        interval * (1 + .random(in: -Self.timingJitter...Self.timingJitter, using: &generator))
    }
}
