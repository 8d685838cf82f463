import Foundation
import Testing
import Touchstone
import TouchstoneFormats
import TouchstoneLive

/// What a pipe or a careless host can hand live input (issue 28): timestamps at the ends
/// of 64 bits, records cut anywhere, speeds no clock runs at. Each is refused with a
/// typed error that says what is wrong, or placed sensibly, and never traps; the fingers
/// down when input fails are cancelled (R-L3).
@MainActor
@Suite struct HostileLiveInputTests {
    /// A protocol B screen of 1000×1000 units with 10 slots.
    nonisolated static let device = EvdevDevice(axes: [0x2f: .init(minimum: 0, maximum: 9), 0x35: .init(minimum: 0, maximum: 999),
                                                       0x36: .init(minimum: 0, maximum: 999)], isDirect: true)

    /// The records of a finger coming down at (100, 100), stamped `seconds` and `microseconds`.
    nonisolated static func fingerDown(seconds: Int64 = 0, microseconds: Int64 = 0) -> [UInt8] {
        [(UInt16(3), UInt16(0x39), Int32(7)), (3, 0x35, 100), (3, 0x36, 100), (0, 0, 0)].flatMap { type, code, value in
            InputEventRecord.encode(seconds: seconds, microseconds: microseconds, type: type, code: code, value: value)
        }
    }

    nonisolated static func record(seconds: Int64, microseconds: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> [UInt8] {
        InputEventRecord.encode(seconds: seconds, microseconds: microseconds, type: type, code: code, value: value)
    }

    private func feed(_ stream: inout InputEventStream, _ bytes: [UInt8]) throws(InputError) -> [TouchFrame] {
        var frames: [TouchFrame] = []
        let result = bytes.withUnsafeBytes { raw in Result { () throws(InputError) in try stream.feed(raw, into: &frames) } }
        try result.get()
        return frames
    }

    // MARK: Timestamps

    /// A record whose seconds overflow 64-bit microseconds is refused by name, not wrapped into some other time
    @Test func secondsBeyondMicroseconds() throws {
        var stream = try InputEventStream(device: Self.device, source: "pipe")
        let error = #expect(throws: InputError.self) {
            _ = try feed(&stream, Self.fingerDown(seconds: 9_300_000_000_000))
        }
        #expect(error?.kind == .invalidValue)
        #expect(error?.description == "pipe:1: the timestamp 9300000000000 s + 0 µs does not fit in 64-bit microseconds (±292,000 years)")
    }

    /// Microseconds of ±9·10¹⁸ are offsets that fit; 1.8·10¹³ s between two events is refused as too long, and the finger is cancelled (R-L3)
    @Test func microsecondsAtTheEnds() throws {
        var stream = try InputEventStream(device: Self.device, source: "pipe")
        let down = try feed(&stream, Self.fingerDown(microseconds: -9_000_000_000_000_000_000))
        #expect(down.map { $0.changes.map(\.phase) } == [[.began]])
        let error = #expect(throws: InputError.self) {
            _ = try feed(&stream, Self.record(seconds: 0, microseconds: 9_000_000_000_000_000_000, 3, 0x35, 120))
        }
        #expect(error?.message.hasSuffix("is later than a recording can last (at most \(Int(TouchLimits.maximumTime)) s)") == true)
        let end = stream.finish()
        #expect(end.map { $0.changes.map(\.phase) } == [[.cancelled]])
        #expect(end.first?.time == 0)
    }

    /// Records split anywhere across reads decode as when read whole
    @Test func recordsSplitAcrossReads() throws {
        let bytes = Self.fingerDown() + Self.record(seconds: 0, microseconds: 50_000, 3, 0x35, 130)
            + Self.record(seconds: 0, microseconds: 50_000, 0, 0, 0) + Self.record(seconds: 0, microseconds: 90_000, 3, 0x39, -1)
            + Self.record(seconds: 0, microseconds: 90_000, 0, 0, 0)
        var whole = try InputEventStream(device: Self.device, source: "pipe")
        let expected = try feed(&whole, bytes)
        #expect(expected.map { $0.changes.map(\.phase) } == [[.began], [.moved], [.ended]])
        for size in [1, 5, 23, 25, 47] {
            var split = try InputEventStream(device: Self.device, source: "pipe")
            var frames: [TouchFrame] = []
            for start in stride(from: 0, to: bytes.count, by: size) {
                frames += try feed(&split, Array(bytes[start..<min(start + size, bytes.count)]))
            }
            #expect(frames == expected, "reads of \(size) bytes")
        }
    }

    // MARK: The end of the input

    /// The frames `EvdevInput` hands over for the records in `bytes`, read from a file, and the error it ended with.
    private func readLive(_ bytes: [UInt8]) async throws -> (frames: [LiveFrame], error: (any Error)?) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-hostile-\(UUID().uuidString)")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let input = try EvdevInput(path: file.path, device: Self.device)
        var frames: [LiveFrame] = []
        do {
            for try await frame in input.frames() { frames.append(frame) }
        } catch {
            return (frames, error)
        }
        return (frames, nil)
    }

    /// The end of the input cancels the finger when the end is read: the frame has no timestamp of the last event's (R-L3)
    @Test func endOfInputCancelsWhenRead() async throws {
        let (frames, error) = try await readLive(Self.fingerDown(seconds: 5) + Self.record(seconds: 5, microseconds: 40_000, 3, 0x35, 120)
                                                     + Self.record(seconds: 5, microseconds: 40_000, 0, 0, 0))
        #expect(error == nil)
        #expect(frames.map { $0.touches.map(\.phase) } == [[.began], [.moved], [.cancelled]])
        #expect(frames.map(\.timestamp) == [0, 0.04, nil])
    }

    /// Input the decoder refuses ends the sequence with its error, after the frames before it and the cancellation (R-L3)
    @Test func refusedInputCancelsThenThrows() async throws {
        let (frames, error) = try await readLive(Self.fingerDown(seconds: 5) + Self.record(seconds: 4, microseconds: 0, 3, 0x35, 120))
        #expect(frames.map { $0.touches.map(\.phase) } == [[.began], [.cancelled]])
        #expect(frames.last?.timestamp == nil)
        #expect((error as? InputError)?.kind == .timeWentBackwards)
    }

    /// A character device that is not an input device is named for what it lacks, not "a other device"
    @Test func notAnInputDevice() throws {
        let error = #expect(throws: InputError.self) { try EvdevInput(path: "/dev/null") }
        #expect(error?.kind == .missingAxes)
        #expect(error?.message == "this device reports no touch positions (neither ABS_MT_POSITION_X nor ABS_X with BTN_TOUCH) "
                    + "and is not a keyboard; live input reads touchscreens and keyboards")
    }

    // MARK: Speeds and far times

    /// Speeds outside 0.01…100 (zero, negative, NaN, infinite, 10⁻²⁰, 10⁻³⁰⁰, 10⁻⁹) are refused with a typed error before any input is read
    @Test(arguments: [0, -1, .nan, .infinity, 1e-20, 1e-300, 1e-9, 1e-3, 101, 1e300])
    func unsupportedSpeed(_ speed: Double) async throws {
        #expect(throws: LiveDriverError.self) { try LiveDriver.validate(speed: speed) }
        let (frames, input) = AsyncStream<LiveFrame>.makeStream()
        input.yield(LiveFrame(timestamp: 0, touches: [TouchInput(finger: 1, phase: .began, location: CGPoint(x: 50, y: 50))]))
        let window = makeWindow(recognizers: [UILongPressGestureRecognizer()])
        let error = await #expect(throws: LiveDriverError.self) { try await LiveDriver(window: window, speed: speed).run(frames) }
        #expect(error?.description.hasPrefix("live driver: speed \(speed) is outside 0.01…100.0") == true)
        #expect(window.currentTime == 0 && window.nextTimerDeadline == nil)
    }

    /// The speeds at the ends of the range, and late-input allowances within 0…60 s, are accepted
    @Test func supportedSettings() throws {
        for speed in [0.01, 1, 100] { try LiveDriver.validate(speed: speed) }
        try LiveDriver.validate(speed: 1, lateInputAllowance: .seconds(60))
        #expect(throws: LiveDriverError.unsupportedLateInputAllowance(.seconds(-1))) {
            try LiveDriver.validate(speed: 1, lateInputAllowance: .seconds(-1))
        }
        #expect(throws: LiveDriverError.unsupportedLateInputAllowance(.seconds(Int64.max))) {
            try LiveDriver.validate(speed: 1, lateInputAllowance: .seconds(Int64.max))
        }
    }

    /// A window time too far for the clock (10³⁰⁰ s, NaN) is placed at the farthest instant, not a trap
    @Test func farWindowTimes() async throws {
        let window = makeWindow(recognizers: [])
        let driver = LiveDriver(window: window)
        let (frames, input) = AsyncStream<LiveFrame>.makeStream()
        input.yield(LiveFrame(timestamp: 0, touches: [TouchInput(finger: 1, phase: .began, location: CGPoint(x: 50, y: 50))]))
        input.finish()
        try await driver.run(frames)
        let start = try #require(driver.instant(atWindowTime: 0))
        #expect(driver.instant(atWindowTime: 1e300) == start + .seconds(1e9))
        #expect(driver.instant(atWindowTime: -1e300) == start - .seconds(1e9))
        #expect(driver.instant(atWindowTime: .nan) == start + .seconds(1e9))
    }
}
