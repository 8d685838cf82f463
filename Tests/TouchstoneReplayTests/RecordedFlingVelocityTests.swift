import Foundation
import Testing
import Touchstone
import TouchstoneFormats

/// BEHAVIOR §7 (velocity Decision) on the shared recordings: for every one-finger touch
/// that drags far enough to begin a pan, the pan's velocity at the lift matches what the
/// finger did, worked out from the recording's own samples: its speed at the lift, or,
/// where it slowed before lifting, a speed it moved at in its last 100 ms.
@MainActor
@Suite struct RecordedFlingVelocityTests {
    /// One finger's touch, alone on the screen from touch-down to lift.
    struct SoloTouch {
        let file: String
        var samples: [(time: TimeInterval, location: CGPoint)]
        var lift: TimeInterval
    }

    /// Every touch of every readable shared recording during which no other finger was down.
    static func soloTouches() throws -> [SoloTouch] {
        var touches: [SoloTouch] = []
        for directory in ["touchscreens", "tablets"] {
            let folder = Paths.evemuDevices.appendingPathComponent(directory)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where !name.hasSuffix(".desc") {
                guard let recording = try? InputReader.read(contentsOf: folder.appendingPathComponent(name)) else { continue }
                var current: SoloTouch?
                var down = 0
                var crowded = false
                for frame in recording.frames {
                    for change in frame.changes {
                        switch change.phase {
                        case .began:
                            down += 1
                            crowded = down > 1
                            current = SoloTouch(file: "\(directory)/\(name)", samples: [(frame.time, change.location)], lift: 0)
                        case .moved:
                            current?.samples.append((frame.time, change.location))
                        case .ended, .cancelled:
                            down -= 1
                            if down == 0, !crowded, change.phase == .ended, var touch = current {
                                touch.lift = frame.time
                                touches.append(touch)
                            }
                            current = nil
                        }
                    }
                }
            }
        }
        return touches
    }

    /// The velocity a pan reports at the lift of `touch`, or nil if the pan never began.
    static func panVelocityAtLift(_ touch: SoloTouch) throws -> CGPoint? {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10_000, height: 10_000))
        let pan = UIPanGestureRecognizer()
        window.addGestureRecognizer(pan)
        let probe = Probe()
        pan.addTarget(probe, action: Probe.handle)
        for (index, sample) in touch.samples.enumerated() {
            try window.advanceTime(to: sample.time)
            _ = try window.sendTouches([TouchInput(finger: 1, phase: index == 0 ? .began : .moved, location: sample.location)],
                                       at: sample.time)
        }
        try window.advanceTime(to: touch.lift)
        _ = try window.sendTouches([TouchInput(finger: 1, phase: .ended, location: touch.samples.last?.location)],
                                   at: touch.lift)
        return probe.endVelocity
    }

    @MainActor
    final class Probe {
        var endVelocity: CGPoint?
        func handle(_ pan: UIPanGestureRecognizer) {
            if pan.state == .ended { endVelocity = pan.velocity(in: nil) }
        }
    }

    /// The finger's speed over its last segment: from the newest sample at least 10 ms
    /// before its last one (the last 10 to 20 ms at these devices' rates) to the last,
    /// counted from its last rest of 40 ms or more.
    static func speedOverLastSegment(_ touch: SoloTouch) -> CGFloat {
        segment(of: touch, endingAt: touch.samples.count - 1)?.speed ?? 0
    }

    /// The finger's speeds over its segments (as ``speedOverLastSegment(_:)``) of the last
    /// 100 ms before its last sample: the slowest and the fastest.
    static func speedRangeOfLast100Milliseconds(_ touch: SoloTouch) -> ClosedRange<CGFloat> {
        var range: ClosedRange<CGFloat>?
        var end = touch.samples.count - 1
        while let segment = segment(of: touch, endingAt: end),
              touch.samples[touch.samples.count - 1].time - touch.samples[segment.start].time <= 0.1 + 1e-6 {
            range = range.map { min($0.lowerBound, segment.speed)...max($0.upperBound, segment.speed) } ?? segment.speed...segment.speed
            end = segment.start
        }
        return range ?? 0...0
    }

    /// The speed over the segment ending at sample `end` (as ``speedOverLastSegment(_:)``),
    /// the index where it starts and its middle time; nil when it has no length.
    static func segment(of touch: SoloTouch, endingAt end: Int) -> (speed: CGFloat, start: Int, middle: TimeInterval)? {
        guard end > 0, end < touch.samples.count else { return nil }
        let last = touch.samples[end]
        var first = end
        for index in stride(from: end - 1, through: 0, by: -1) {
            guard touch.samples[first].time - touch.samples[index].time < 0.04 else { break }  // a rest: the movement began after it
            first = index
            if last.time - touch.samples[index].time >= 0.01 - 1e-6 { break }
        }
        let start = touch.samples[first]
        guard last.time > start.time else { return nil }
        let speed = hypot(last.location.x - start.location.x, last.location.y - start.location.y) / CGFloat(last.time - start.time)
        return (speed, first, (start.time + last.time) / 2)
    }

    /// The speed at the last sample, carried from the last segment's middle with the change
    /// from the segment before: a finger slowing from 1500 to 530 pt/s over its last 30 ms
    /// is slower still at its last sample than over its last 10 to 20 ms. Nil without a
    /// segment before.
    static func speedCarriedToLastSample(_ touch: SoloTouch) -> CGFloat? {
        guard let lastSegment = segment(of: touch, endingAt: touch.samples.count - 1),
              let before = segment(of: touch, endingAt: lastSegment.start),
              lastSegment.middle > before.middle, let end = touch.samples.last?.time else { return nil }
        let rate = (lastSegment.speed - before.speed) / CGFloat(lastSegment.middle - before.middle)
        return max(0, lastSegment.speed + rate * CGFloat(end - lastSegment.middle))
    }

    // A finger that rested 40 ms or more before lifting reads 0. One that slowed before
    // lifting reads the fling it was making: a speed within the range of its segments'
    // speeds over the last 100 ms (Android's and Flutter's quadratic, not its last, slower
    // segment). One that lifted moving otherwise
    // reads within 25 % of its speed over its last segment (its last 10 to 20 ms), or of
    // that speed carried to the last sample with the change from the segment before (the
    // speed at the lift lies between the two: a finger slowing from 1500 to 530 pt/s over
    // its last 30 ms is slower still when it lifts), or within 40 pt/s for slow drags:
    // there the recordings' position steps (about a third of a point every 8–10 ms, so
    // 33 to 42 pt/s from one sample to the next) are a sizeable part of each move, and a
    // fit over the last samples reads a step or so of
    // them. Not tighter: these tablets' last samples jump (another
    // finger's last 10 ms read 1919 pt/s after 800), and the fit smooths them a little.
    /// The velocity at the lift is the finger's speed at the lift.
    @Test func velocityAtTheLift() throws {
        let touches = try Self.soloTouches()
        var checked = 0, flings = 0, rests = 0
        for touch in touches {
            guard let velocity = try Self.panVelocityAtLift(touch), let last = touch.samples.last else { continue }
            checked += 1
            let estimate = hypot(velocity.x, velocity.y)
            // Times are read in microseconds from large clocks: a 40 ms rest can come out a
            // hair short in binary, as the tracker allows for.
            if touch.lift - last.time >= 0.04 - 1e-6 {
                rests += 1
                #expect(estimate == 0, "\(touch.file): rested \(touch.lift - last.time) s, read \(estimate) pt/s")
                continue
            }
            let segment = Self.speedOverLastSegment(touch)
            if segment >= 300 { flings += 1 }
            let carried = Self.speedCarriedToLastSample(touch) ?? segment
            let bar = { (speed: CGFloat) in abs(estimate - speed) <= max(0.25 * speed, segment >= 300 ? 0 : 40) }
            let slowed = carried < segment, range = Self.speedRangeOfLast100Milliseconds(touch)
            let withinRange = estimate >= range.lowerBound * 0.75 && estimate <= range.upperBound
            #expect(bar(segment) || bar(carried) || (slowed && withinRange),
                    "\(touch.file): the finger's last segment \(segment) pt/s (carried to its last sample \(carried), over its last 100 ms \(range)), read \(estimate) pt/s")
        }
        // What the shared recordings hold: 28 one-finger drags; 15 rested before lifting, 4
        // lifted with a last segment of 300 pt/s or more.
        #expect(checked == 28 && flings == 4 && rests == 15, "\(checked) drags, \(flings) flings, \(rests) rests")
    }
}
