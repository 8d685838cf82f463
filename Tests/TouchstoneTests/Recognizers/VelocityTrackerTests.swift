import Foundation
import Testing
import TouchstoneTesting
@testable import Touchstone

/// BEHAVIOR §7 (velocity Decision): the estimator shared by pan, pinch and rotation is a
/// least-squares fit to the samples of the last 100 ms, 0 after a rest of 40 ms or more
/// before the lift, never NaN or infinity.
@Suite struct VelocityTrackerTests {
    /// A finger flicking along x: it speeds up from rest with time constant `rise`
    /// (x′(t) = v·(1 − e^(−t/rise))), so a flick's last 100 ms are not at one speed.
    struct Flick: CustomTestStringConvertible, Sendable {
        let hertz: Double
        let speed: Double
        let duration: TimeInterval
        let rise: TimeInterval
        var testDescription: String { "\(Int(hertz)) Hz, \(Int(speed)) pt/s over \(Int(duration * 1000)) ms" }

        func position(at t: TimeInterval) -> Double { speed * (t - rise * (1 - exp(-t / rise))) }
        /// The finger's speed when it was last seen, at the end of the flick.
        var speedAtLift: Double { speed * (1 - exp(-duration / rise)) }
    }

    static let flicks: [Flick] = [60.0, 120, 240].flatMap { hertz in
        [Flick(hertz: hertz, speed: 2000, duration: 0.12, rise: 0.03),
         Flick(hertz: hertz, speed: 4000, duration: 0.08, rise: 0.02),
         Flick(hertz: hertz, speed: 800, duration: 0.25, rise: 0.05),
         Flick(hertz: hertz, speed: 3000, duration: 0.1, rise: 0.01)]
    }

    // A move per frame at the host's rate, ending at the flick's duration, and the lift one
    // frame later where the finger was last seen: the velocity is the finger's speed at
    // the lift within 5 % (exact positions; the noisy families are VelocityTrackerFlingTests').
    /// Synthetic flicks at 60, 120 and 240 Hz.
    @Test(arguments: flicks)
    func syntheticFlick(_ flick: Flick) {
        var tracker = VelocityTracker<CGFloat>()
        let frames = Int((flick.duration * flick.hertz).rounded())
        for frame in 0...frames {
            let time = flick.duration * Double(frame) / Double(frames)
            tracker.add(CGFloat(flick.position(at: time)), at: 5 + time)
        }
        tracker.end(at: CGFloat(flick.position(at: flick.duration)), time: 5 + flick.duration + 1 / flick.hertz)
        let estimate = Double(tracker.velocity)
        #expect(abs(estimate / flick.speedAtLift - 1) < 0.05,
                "\(estimate) pt/s against the finger's \(flick.speedAtLift) pt/s")
    }

    // A constant speed is fitted exactly, at any spacing of the samples.
    @Test func constantSpeedIsExactWithUnevenSpacing() {
        var tracker = VelocityTracker<CGPoint>()
        var time = 1.0
        for gap in [0.008, 0.016, 0.004, 0.011, 0.02, 0.007] {
            time += gap
            tracker.add(CGPoint(x: 300 * time, y: -50 * time), at: time)
        }
        #expect(abs(tracker.velocity.x - 300) < 1e-6 && abs(tracker.velocity.y + 50) < 1e-6)
    }

    // Two samples give their slope; one gives 0.
    @Test func twoSamplesGiveTheirSlopeAndOneGivesZero() {
        var tracker = VelocityTracker<CGFloat>()
        tracker.add(10, at: 2)
        #expect(tracker.velocity == 0)
        tracker.add(12, at: 2.01)
        #expect(abs(tracker.velocity - 200) < 1e-9)
    }

    // Only the last 100 ms count: an old, slow stretch does not drag the estimate down.
    @Test func onlyTheLast100MillisecondsCount() {
        var tracker = VelocityTracker<CGFloat>()
        var position: CGFloat = 0
        for step in 0..<30 {  // 0.5 s at 60 pt/s
            tracker.add(position, at: Double(step) / 60)
            position += 1
        }
        for step in 30..<37 {  // then 100 ms at 1200 pt/s
            position += 20
            tracker.add(position, at: Double(step) / 60)
        }
        #expect(abs(tracker.velocity - 1200) < 1e-6)
    }

    // A finger that rests 40 ms or more before lifting has no velocity; 39 ms still flings.
    @Test(arguments: [(0.039, true), (0.040, false), (0.2, false)])
    func restBeforeTheLift(rest: TimeInterval, flings: Bool) {
        var tracker = VelocityTracker<CGFloat>()
        for step in 0...6 { tracker.add(CGFloat(step) * 10, at: Double(step) / 60) }
        tracker.end(at: 60, time: 0.1 + rest)
        #expect((tracker.velocity != 0) == flings)
        #expect(!flings || abs(tracker.velocity - 600) < 1e-6)
    }

    // R-P8 with §7: a host that hands over a rest as samples (the finger seen still, again
    // and again) rather than as silence. Samples showing the finger still for 40 ms or more
    // before the lift read 0, whatever the time of the event that carries them; 30 ms still
    // flings.
    @Test(arguments: [(0.03, true), (0.04, false), (0.12, false)])
    func aRestShownBySamplesBeforeTheLift(rest: TimeInterval, flings: Bool) {
        var tracker = VelocityTracker<CGFloat>()
        for step in 0...6 { tracker.add(CGFloat(step) * 10, at: Double(step) / 100) }  // 1000 pt/s
        var time = 0.06
        while time < 0.06 + rest - 1e-9 {
            time += 0.005
            tracker.add(60, at: min(time, 0.06 + rest))  // still, sampled every 5 ms
        }
        tracker.end(at: 60, time: 0.06 + rest)
        #expect((tracker.velocity != 0) == flings, "\(tracker.velocity)")
    }

    // A stretch of 40 ms shown still by its samples, between two moves, ends the window as a
    // silent gap does.
    @Test func aRestShownBySamplesBetweenMovesStartsAFreshWindow() {
        let still = (1...10).map { (value: CGFloat(50), time: 0.01 + Double($0) * 0.005) }  // 50 ms
        let velocity = Self.velocity(after: [(0, 0), (50, 0.01)] + still + [(51, 0.07), (52, 0.08)])
        #expect(abs(velocity - 100) < 1e-6, "\(velocity)")
    }

    // A rest of 40 ms between two moves ends the window: the speed before it does not count.
    @Test func aRestBetweenMovesStartsAFreshWindow() {
        // 5000 pt/s, then a 50 ms rest, then 100 pt/s.
        #expect(abs(Self.velocity(after: [(0, 0), (50, 0.01), (51, 0.06), (52, 0.07)]) - 100) < 1e-6)
    }

    /// The velocity after adding `samples` (value, time) in turn.
    static func velocity(after samples: [(value: CGFloat, time: TimeInterval)]) -> CGFloat {
        var tracker = VelocityTracker<CGFloat>()
        for sample in samples { tracker.add(sample.value, at: sample.time) }
        return tracker.velocity
    }

    // A lift that moved the finger is a sample of its own.
    @Test func aLiftThatMovedIsASample() {
        var tracker = VelocityTracker<CGFloat>()
        tracker.add(0, at: 0)
        tracker.add(10, at: 0.01)
        tracker.end(at: 20, time: 0.02)  // moved on at the lift
        #expect(abs(tracker.velocity - 1000) < 1e-6)
        tracker.end(at: 20, time: 0.03)  // a lift that did not move only marks the time
        #expect(abs(tracker.velocity - 1000) < 1e-6)
    }

    // Several samples for one event (coalesced touches) are added one by one, each at its
    // own time: the estimate is the same as from a host that sent each as an event.
    @Test func severalSamplesPerEventAreAddedInTurn() {
        var perEvent = VelocityTracker<CGFloat>()
        var perSample = VelocityTracker<CGFloat>()
        for event in 0..<8 {
            for sample in 0..<4 {
                let time = (Double(event * 4 + sample)) / 240
                perEvent.add(CGFloat(time * 1500), at: time)
            }
        }
        for sample in 0..<32 {
            let time = Double(sample) / 240
            perSample.add(CGFloat(time * 1500), at: time)
        }
        #expect(perEvent.velocity == perSample.velocity)
        #expect(abs(perEvent.velocity - 1500) < 1e-6)
    }

    // Far more samples than the ring holds: the newest 32 remain, still exact for a
    // constant speed, and nothing grows.
    @Test func theRingKeepsTheNewestSamples() {
        var tracker = VelocityTracker<CGFloat>()
        for step in 0..<1000 { tracker.add(CGFloat(step) * 0.7, at: Double(step) / 1000) }
        #expect(abs(tracker.velocity - 700) < 1e-6)
    }

    // Adversarial timestamps: duplicates and sub-millisecond steps merge into the newest
    // sample, out-of-order and non-finite input is dropped, huge times keep precision.
    @Test func equalTimestampsReplaceTheNewestValue() {
        #expect(abs(Self.velocity(after: [(0, 1), (5, 1.01), (8, 1.01), (10, 1.01)]) - 1000) < 1e-6)
    }

    @Test func tinyDeltasAreMergedNotDividedBy() {
        var tracker = VelocityTracker<CGFloat>()
        tracker.add(0, at: 0)
        tracker.add(1000, at: 1e-9)  // a nanosecond later, a kilometre away
        #expect(tracker.velocity == 0)  // one sample
        tracker.add(1000, at: 0.01)
        #expect(tracker.velocity == 0)
        tracker.add(1010, at: 0.02)
        #expect(tracker.velocity.isFinite && abs(tracker.velocity) < 100_000)
    }

    @Test func outOfOrderAndNonFiniteInputIsDropped() {
        var tracker = VelocityTracker<CGPoint>()
        tracker.add(.zero, at: 1)
        tracker.add(CGPoint(x: 50, y: 0), at: 0.5)
        tracker.add(CGPoint(x: CGFloat.nan, y: 0), at: 1.01)
        tracker.add(CGPoint(x: 0, y: CGFloat.infinity), at: 1.02)
        tracker.add(CGPoint(x: 1, y: 0), at: .nan)
        tracker.add(CGPoint(x: 1, y: 0), at: .infinity)
        #expect(tracker.velocity == .zero)
        tracker.add(CGPoint(x: 1, y: 2), at: 1.01)
        #expect(abs(tracker.velocity.x - 100) < 1e-6 && abs(tracker.velocity.y - 200) < 1e-6)
    }

    @Test(arguments: [1e6, 1e9, 1e10])
    func hugeTimestampsKeepPrecision(base: Double) {
        var tracker = VelocityTracker<CGFloat>()
        for step in 0...6 { tracker.add(5e6 + CGFloat(step) * 4, at: base + Double(step) * 0.008) }
        #expect(abs(tracker.velocity - 500) < 1)
    }

    @Test func clearForgetsEverything() {
        var tracker = VelocityTracker<CGFloat>()
        tracker.add(0, at: 0)
        tracker.add(10, at: 0.01)
        tracker.clear()
        #expect(tracker.velocity == 0)
        tracker.add(50, at: 5)
        #expect(tracker.velocity == 0)
    }

    // Property: whatever the timestamps (duplicates, out of order, sub-millisecond, NaN,
    // huge) and values (huge, non-finite), the estimate stays finite.
    @Test(arguments: 0..<30)
    func neverNaNOrInfinite(seed: UInt64) {
        var random = SeededRandomGenerator(seed: seed &* 7919)
        var scalar = VelocityTracker<CGFloat>()
        var vector = VelocityTracker<CGPoint>()
        var time: TimeInterval = 0
        for _ in 0..<200 {
            switch Int.random(in: 0..<7, using: &random) {
            case 0: break  // duplicate timestamp
            case 1: time -= .random(in: 0...0.05, using: &random)  // out of order
            case 2: time += .random(in: 0...0.001, using: &random)  // sub-millisecond
            case 3: time += 1e-300
            case 4: time += 1e300
            default: time += .random(in: 0...0.05, using: &random)
            }
            let value: CGFloat = switch Int.random(in: 0..<8, using: &random) {
            case 0: .greatestFiniteMagnitude * (Bool.random(using: &random) ? 1 : -1)
            case 1: .nan
            case 2: .infinity
            default: .random(in: -1e6...1e6, using: &random)
            }
            let sampleTime = Int.random(in: 0..<20, using: &random) == 0 ? .nan : time
            if Bool.random(using: &random) {
                scalar.add(value, at: sampleTime)
                vector.add(CGPoint(x: value, y: -value / 2), at: sampleTime)
            } else {
                scalar.end(at: value, time: sampleTime)
                vector.end(at: CGPoint(x: value, y: -value / 2), time: sampleTime)
            }
            #expect(scalar.velocity.isFinite)
            #expect(vector.velocity.x.isFinite && vector.velocity.y.isFinite)
        }
    }
}
