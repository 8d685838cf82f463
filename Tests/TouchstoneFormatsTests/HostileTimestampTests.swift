import Testing
import TouchstoneFormats

/// Kernel timestamps at the ends of 64 bits, as a pipe can carry them to `live` and
/// `record` (issue 28): two events ±2⁶³ µs apart are refused with a message that says
/// so, in every path that measures time between events (the check for time going
/// backwards, the limit on a recording's length, the cancellation at `SYN_DROPPED` and
/// at the end), and never trap.
@Suite struct HostileTimestampTests {
    /// A protocol B screen of 1000×1000 units with 10 slots.
    private let device = EvdevDevice(axes: [0x2f: .init(minimum: 0, maximum: 9), 0x35: .init(minimum: 0, maximum: 999),
                                            0x36: .init(minimum: 0, maximum: 999)], isDirect: true)
    private let farPast: Int64 = -9_000_000_000_000_000_000
    private let farFuture: Int64 = 9_000_000_000_000_000_000

    private func event(_ microseconds: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> EvdevStream.Event {
        EvdevStream.Event(microseconds: microseconds, type: type, code: code, value: value)
    }

    /// A finger coming down at (100, 100) at `microseconds`.
    private func fingerDown(at microseconds: Int64) -> [EvdevStream.Event] {
        [event(microseconds, 3, 0x39, 7), event(microseconds, 3, 0x35, 100), event(microseconds, 3, 0x36, 100),
         event(microseconds, 0, 0, 0)]
    }

    /// A stream with one finger down at `start`.
    private func streamWithFingerDown(at start: Int64) throws -> EvdevStream {
        var stream = try EvdevStream(device: device, source: "pipe")
        let began = try fingerDown(at: start).flatMap { try stream.feed($0) }
        #expect(began.map { $0.changes.map(\.phase) } == [[.began]])
        return stream
    }

    /// The end of the input cancels the finger at the last event the decoder accepted (R-L3).
    private func expectCancelledAtStart(_ stream: inout EvdevStream) {
        let end = stream.finish()
        #expect(end.map { $0.changes.map(\.phase) } == [[.cancelled]])
        #expect(end.first?.time == 0)
    }

    /// An event 1.8·10¹³ s after the first is refused as later than a recording can last; the finger is cancelled at the end (R-L3)
    @Test func jumpForwardAcrossTheRange() throws {
        var stream = try streamWithFingerDown(at: farPast)
        let error = #expect(throws: InputError.self) { try stream.feed(event(farFuture, 3, 0x35, 120)) }
        #expect(error?.kind == .invalidValue)
        #expect(error?.message == "18000000000000.000000 s after the first event is later than a recording can last (at most \(Int(TouchLimits.maximumTime)) s)")
        expectCancelledAtStart(&stream)
    }

    /// An event 1.8·10¹³ s before the previous one is refused as time going backwards, by how much
    @Test func jumpBackwardAcrossTheRange() throws {
        var stream = try streamWithFingerDown(at: farFuture)
        let error = #expect(throws: InputError.self) { try stream.feed(event(farPast, 3, 0x35, 120)) }
        #expect(error?.kind == .timeWentBackwards)
        #expect(error?.message == "time goes backwards: -18000000000000.000000 s is before the previous event's 0.000000 s")
        expectCancelledAtStart(&stream)
    }

    /// A SYN_DROPPED stamped 1.8·10¹³ s later is refused before it cancels anything; the end cancels at the last good event (R-L3)
    @Test func synDroppedAcrossTheRange() throws {
        var stream = try streamWithFingerDown(at: farPast)
        let error = #expect(throws: InputError.self) { try stream.feed(event(farFuture, 0, 3, 0)) }
        #expect(error?.kind == .invalidValue)
        expectCancelledAtStart(&stream)
    }

    /// The extreme timestamps themselves are fine when they are close together: only the distance counts
    @Test func extremeButCloseTimestamps() throws {
        var stream = try streamWithFingerDown(at: Int64.max - 200_000)
        let moved = try [event(Int64.max - 100_000, 3, 0x35, 120), event(Int64.max - 100_000, 0, 0, 0)].flatMap { try stream.feed($0) }
        #expect(moved.map(\.time) == [0.1])
        let dropped = try stream.feed(event(Int64.max, 0, 3, 0))
        #expect(dropped.map { $0.changes.map(\.phase) } == [[.cancelled]])
        #expect(dropped.first?.time == 0.2)
    }

    /// 10,000 SYN_DROPPEDs give one warning and, at the end, one saying how often it recurred
    @Test func repeatedSynDroppedIsCountedNotRepeated() throws {
        var stream = try streamWithFingerDown(at: 0)
        for index in 1...10_000 {
            let time = Int64(index) * 1000
            _ = try stream.feed(event(time, 0, 3, 0))
            _ = try stream.feed(event(time, 0, 0, 0))
        }
        let during = stream.takeWarnings()
        #expect(during.map(\.description)
                    == ["pipe:5: SYN_DROPPED: the kernel lost events here; the events up to the next SYN_REPORT are skipped"])
        _ = stream.finish()
        #expect(stream.takeWarnings().map(\.description) == [
            "pipe:20003: repeated 9999 more times since line 5, the last here: SYN_DROPPED: the kernel lost events here; "
                + "the events up to the next SYN_REPORT are skipped",
        ])
    }

    /// A recording that repeats a repair warns once with the count, as a live stream does
    @Test func repeatedRepairInARecording() throws {
        let lifts = (1...500).map { "E: 0.\(200_000 + $0) 0003 0039 -1\nE: 0.\(200_000 + $0) 0000 0000 0\n" }
        let recording = try evemuOnSquareScreen(oneTouchDown + oneTouchUp + lifts.joined()).get()
        #expect(outline(recording) == ["0.000 1 began 100,100", "0.100 1 ended 100,100"])
        #expect(recording.warnings.map(\.description) == [
            "input:15: slot 0 lifts (ABS_MT_TRACKING_ID -1) without a touch-down; the lift was dropped",
            "input:1013: repeated 499 more times since line 15, the last here: slot 0 lifts (ABS_MT_TRACKING_ID -1) "
                + "without a touch-down; the lift was dropped",
        ])
    }
}
