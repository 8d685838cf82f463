import Foundation
import Testing
import Touchstone
import TouchstoneFormats
import TouchstoneReplay
import TouchstoneTesting

/// What Touchstone writes, Touchstone reads (issue 28): whatever input a window took,
/// recorded with a `TraceRecorder` (as `record`, `live --record` and the lab do) and
/// written with `TraceFormat.write`, reads back as the same frames, at the readers'
/// limits: ``TouchLimits/maximumFingers`` fingers down at once, coordinates as large as a
/// `Double` holds, time jumping to ``TouchLimits/maximumTime``.
@MainActor
@Suite struct WriteReadAgreementTests {
    private static let coordinates: [CGFloat] = [
        -.greatestFiniteMagnitude, .greatestFiniteMagnitude, -1e300, 1e-300, -0.0, 0, 0.1, 195.123_456_789, 844,
        2_147_483_647, -2_147_483_648, 1e15 + 0.5,
    ]

    private func point(_ random: inout SeededRandomGenerator) -> CGPoint {
        if Int.random(in: 0..<3, using: &random) == 0 {
            return CGPoint(x: Self.coordinates.randomElement(using: &random)!, y: Self.coordinates.randomElement(using: &random)!)
        }
        return CGPoint(x: .random(in: 0..<390, using: &random), y: .random(in: 0..<844, using: &random))
    }

    /// The next time: the same, a microsecond on, a jump of up to ten powers of ten, or
    /// the latest time there is.
    private func later(_ time: TimeInterval, _ random: inout SeededRandomGenerator) -> TimeInterval {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return time
        case 1: return min(time + 1e-6, TouchLimits.maximumTime)
        case 2: return min(time + pow(10, Double(Int.random(in: 0...10, using: &random))), TouchLimits.maximumTime)
        case 3 where Int.random(in: 0..<8, using: &random) == 0: return TouchLimits.maximumTime
        default: return min(time + .random(in: 0..<0.05, using: &random), TouchLimits.maximumTime)
        }
    }

    /// One touch input for `finger` in `phase`, sometimes with contact properties and
    /// samples around `time`.
    private func input(_ finger: Int, _ phase: TouchInput.Phase, at time: TimeInterval, _ random: inout SeededRandomGenerator) -> TouchInput {
        let location = point(&random)
        guard Int.random(in: 0..<4, using: &random) == 0 else { return TouchInput(finger: finger, phase: phase, location: location) }
        let coalesced = phase == .moved || phase == .ended
            ? [TouchInput.Sample(location: point(&random), timestamp: max(0, time - 0.004)), TouchInput.Sample(location: location, timestamp: time)]
            : []
        return TouchInput(finger: finger, phase: phase, location: location, type: .pencil, force: 0.5, majorRadius: 3,
                          maximumPossibleForce: 4, altitudeAngle: 0.7, azimuthAngle: -2, coalesced: coalesced,
                          predicted: [TouchInput.Sample(location: point(&random), timestamp: min(time + 0.008, TouchLimits.maximumTime))])
    }

    @Test(arguments: 0..<32)
    func whatAWindowTookReadsBackAsItWas(seed: UInt64) throws {
        var random = SeededRandomGenerator(seed: seed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(UIView(frame: window.bounds))
        let recorder = TraceRecorder()
        var down: [Int] = []
        var time: TimeInterval = 0
        var taken = 0
        func send(_ inputs: [TouchInput]) {
            guard (try? window.sendTouches(inputs, at: time)) != nil else { return }
            recorder.record(inputs, at: time)
            taken += 1
        }
        for _ in 0..<80 {
            time = later(time, &random)
            switch Int.random(in: 0..<12, using: &random) {
            case 0:
                // As many fingers as a trace holds, all at once.
                let fingers = (0..<TouchLimits.maximumFingers).filter { !down.contains($0) }
                send(fingers.map { input($0, .began, at: time, &random) })
                down += fingers
            case 1:
                let pointer: PointerInput = Bool.random(using: &random)
                    ? .move(to: point(&random), buttons: Bool.random(using: &random) ? [.primary] : [], modifiers: [.shift])
                    : .scroll(delta: CGVector(dx: Self.coordinates.randomElement(using: &random)!, dy: 40), type: .discrete,
                              phase: .changed, modifiers: [])
                if (try? window.sendPointer(pointer, at: time)) != nil {
                    recorder.record(pointer, at: time)
                    taken += 1
                }
            case 2...4 where !down.isEmpty:
                let lifting = down.filter { _ in Bool.random(using: &random) }
                send(lifting.map { input($0, Bool.random(using: &random) ? .ended : .cancelled, at: time, &random) })
                down.removeAll { lifting.contains($0) }
            case 5...7 where !down.isEmpty:
                send(down.filter { _ in Bool.random(using: &random) }.map { input($0, .moved, at: time, &random) })
            default:
                let free = (0..<TouchLimits.maximumFingers).filter { !down.contains($0) }
                guard let finger = free.randomElement(using: &random) else { continue }
                send([input(finger, .began, at: time, &random)])
                down.append(finger)
            }
        }
        // A complete recording: every finger lifts and the pointer lets go (the reader
        // would cancel them itself, with a warning).
        send(down.map { input($0, .ended, at: time, &random) })
        let release = PointerInput.move(to: CGPoint(x: 1, y: 1), buttons: [], modifiers: [])
        if (try? window.sendPointer(release, at: time)) != nil { recorder.record(release, at: time) }
        #expect(taken > 40)
        let recording = recorder.recording(screen: window.bounds.size, endTime: window.currentTime)
        let text = TraceFormat.write(recording, source: "seed \(seed)")
        let read = try TraceFormat.read(text, file: "written.trace.json", strict: true)
        let frames = read.frames.map { frame in var frame = frame; frame.line = nil; return frame }
        #expect(frames.count == recording.frames.count)
        for (index, (back, written)) in zip(frames, recording.frames).enumerated() where back != written {
            Issue.record("frame \(index) reads back as \(back), was \(written)")
            break
        }
        #expect(read.screen == recording.screen && read.endTime == recording.endTime)
        #expect(read.warnings.isEmpty)
    }

    @Test func theEnginesLatestTimeIsTheReadersLatestTime() {
        // R-O3: a window takes no time a trace cannot hold, and the other way round.
        #expect(UIWindow.maximumTime == TouchLimits.maximumTime)
    }

    @Test func samplesOutsideTheTimesATraceHoldsAreRefused() {
        // R-P8, R-O3: a window refuses a coalesced sample before 0 s or a predicted one
        // after the latest time, which no trace could hold.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let place = CGPoint(x: 10, y: 10)
        #expect(throws: Never.self) { try window.sendTouches([TouchInput(finger: 1, phase: .began, location: place)], at: 0) }
        let early = TouchInput(finger: 1, phase: .moved, location: place, coalesced: [.init(location: place, timestamp: -1)])
        #expect(throws: TouchInputError.self) { try window.sendTouches([early], at: 1) }
        let late = TouchInput(finger: 1, phase: .moved, location: place,
                              predicted: [.init(location: place, timestamp: TouchLimits.maximumTime * 2)])
        #expect(throws: TouchInputError.self) { try window.sendTouches([late], at: 1) }
    }
}
