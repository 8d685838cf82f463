import Foundation
import Testing
@testable import Touchstone

/// BEHAVIOR §7: the velocity smoothing shared by pan, pinch and rotation. Each sample is
/// Δvalue/Δt (Δt < 1 ms gives 0), smoothed w·new + (1 − w)·previous.
@Suite struct VelocityTrackerTests {
    @Test func smoothsEachSampleIntoThePrevious() {
        var tracker = VelocityTracker<CGFloat>(smoothing: 0.25)
        tracker.start(at: 1, time: 10)
        #expect(tracker.velocity == 0)
        tracker.add(1.5, at: 10.1)  // 5/s
        #expect(abs(tracker.velocity - 1.25) < 1e-9)
        tracker.add(1.5, at: 10.6)  // 0/s
        #expect(abs(tracker.velocity - 0.9375) < 1e-9)
        tracker.add(0.5, at: 10.85)  // −4/s
        #expect(abs(tracker.velocity - (0.25 * -4 + 0.75 * 0.9375)) < 1e-9)
    }

    // Uneven spacing: each sample is divided by its own interval.
    @Test func pointsWithUnevenSpacing() {
        var tracker = VelocityTracker<CGPoint>(smoothing: 0.2)
        tracker.start(at: .zero, time: 0)
        tracker.add(CGPoint(x: 10, y: -5), at: 0.01)   // (1000, −500)/s
        tracker.add(CGPoint(x: 10, y: 25), at: 0.11)   // (0, 300)/s
        let expected = CGPoint(x: 0.8 * 200, y: 0.2 * 300 + 0.8 * -100)
        #expect(abs(tracker.velocity.x - expected.x) < 1e-9 && abs(tracker.velocity.y - expected.y) < 1e-9)
    }

    // Δt < 1 ms gives a zero sample; the displacement is then measured over the next
    // properly spaced interval instead of being lost.
    @Test func samplesUnderOneMillisecondCountAsZero() {
        var tracker = VelocityTracker<CGFloat>(smoothing: 0.2)
        tracker.start(at: 0, time: 0)
        tracker.add(10, at: 0.01)  // 1000/s → 200
        tracker.add(11, at: 0.0105)  // 0.5 ms later: zero sample → 160
        #expect(abs(tracker.velocity - 160) < 1e-9)
        tracker.add(12, at: 0.0105)  // duplicate timestamp: zero sample → 128
        #expect(abs(tracker.velocity - 128) < 1e-9)
        tracker.add(14, at: 0.02)  // 4 over 10 ms since the last accepted sample: 400/s
        #expect(abs(tracker.velocity - (0.2 * 400 + 0.8 * 128)) < 1e-9)
    }

    @Test func outOfOrderAndNonFiniteInputGiveZeroSamples() {
        var tracker = VelocityTracker<CGPoint>(smoothing: 0.2)
        tracker.start(at: .zero, time: 1)
        tracker.add(CGPoint(x: 50, y: 0), at: 0.5)  // earlier than the reference
        #expect(tracker.velocity == .zero)
        tracker.add(CGPoint(x: CGFloat.nan, y: 0), at: 2)
        #expect(tracker.velocity == .zero)
        tracker.add(CGPoint(x: 0, y: CGFloat.infinity), at: 3)
        #expect(tracker.velocity == .zero)
        tracker.add(CGPoint(x: 1, y: 0), at: .nan)
        #expect(tracker.velocity == .zero)
        // The reference survived: (1, 0) − (0, 0) over 1 s.
        tracker.add(CGPoint(x: 1, y: 0), at: 2)
        #expect(abs(tracker.velocity.x - 0.2) < 1e-9 && tracker.velocity.y == 0)
    }

    // A value set from outside (setTranslation, scale, rotation) is not motion.
    @Test func restartZeroesTheVelocityAndMeasuresFromTheNewValue() {
        var tracker = VelocityTracker<CGFloat>(smoothing: 0.25)
        tracker.start(at: 0, time: 0)
        tracker.add(100, at: 0.1)
        #expect(tracker.velocity > 0)
        tracker.restart(from: 1)
        #expect(tracker.velocity == 0)
        tracker.add(2, at: 0.2)  // 1 over 0.1 s since the last sample
        #expect(abs(tracker.velocity - 2.5) < 1e-9)
        tracker.clear()
        #expect(tracker.velocity == 0)
        tracker.add(50, at: 5)  // the first value after clearing is the new reference
        #expect(tracker.velocity == 0)
    }

    // Property: whatever the timestamps (duplicates, out of order, sub-millisecond, NaN)
    // and values (huge, non-finite), the estimate stays finite.
    @Test(arguments: 0..<30)
    func neverNaNOrInfinite(seed: UInt64) {
        var random = SeededGenerator(seed: seed &* 7919)
        var scalar = VelocityTracker<CGFloat>(smoothing: 0.25)
        var vector = VelocityTracker<CGPoint>(smoothing: 0.2)
        var time: TimeInterval = 0
        for _ in 0..<200 {
            switch Int.random(in: 0..<6, using: &random) {
            case 0: break  // duplicate timestamp
            case 1: time -= .random(in: 0...0.05, using: &random)  // out of order
            case 2: time += .random(in: 0...0.001, using: &random)  // sub-millisecond
            case 3: time += 1e-300
            default: time += .random(in: 0...0.05, using: &random)
            }
            let value: CGFloat = switch Int.random(in: 0..<8, using: &random) {
            case 0: .greatestFiniteMagnitude * (Bool.random(using: &random) ? 1 : -1)
            case 1: .nan
            case 2: .infinity
            default: .random(in: -1e6...1e6, using: &random)
            }
            let sampleTime = Int.random(in: 0..<20, using: &random) == 0 ? .nan : time
            scalar.add(value, at: sampleTime)
            vector.add(CGPoint(x: value, y: -value / 2), at: sampleTime)
            #expect(scalar.velocity.isFinite)
            #expect(vector.velocity.x.isFinite && vector.velocity.y.isFinite)
        }
    }
}
