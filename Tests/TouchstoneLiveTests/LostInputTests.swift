import Foundation
import Testing
import Touchstone
import TouchstoneFormats
import TouchstoneLive
import TouchstoneReplay

/// Input lost in the middle of a gesture cancels the touches it leaves open, as the
/// system cancels touches: views hear `touchesCancelled`, a running pan is cancelled
/// (R-L3).
@MainActor
@Suite(.serialized) struct LostInputTests {
    static let drag = PipeFeeder.recordings.appendingPathComponent("touchscreens/EP0430M09.1-finger-drag-up-down.events")

    /// The lines the live timeline has for cancellations: the finger, the view, the pan.
    func expectCancelled(_ session: SceneSession) {
        let events = session.events
        #expect(events.contains { if case .touch(1, .cancelled, _, _, _) = $0.kind { true } else { false } })
        #expect(events.contains { if case .delivery(_, .cancelled, _) = $0.kind { true } else { false } })
        #expect(session.result(inputSummary: "").gestureNames == ["pan (cancelled)"])
        #expect(session.window.nextTimerDeadline == nil)
    }

    /// SYN_DROPPED in the middle of a drag cancels the finger; the rest of that finger is ignored (R-L3)
    @Test func synDroppedCancels() async throws {
        let feeder = try PipeFeeder(contentsOf: Self.drag)
        let cut = feeder.cut(atFraction: 0.5)
        let dropTime = cut.events.last!.microseconds + 1000
        let dropped = PipeFeeder(events: cut.events + [
            EvdevStream.Event(microseconds: dropTime, type: 0, code: 3, value: 0),
        ] + feeder.events[cut.events.count...].filter { $0.microseconds >= dropTime }.map { event in
            var later = event
            later.microseconds += 1000
            return later
        })
        let (session, _) = try await PipeReplayTests.runLive(dropped, device: #require(InputReader.companionDescription(for: Self.drag)))
        expectCancelled(session)
    }

    /// A pipe closed in the middle of a drag cancels the finger (R-L3)
    @Test func closedPipeCancels() async throws {
        let cut = try PipeFeeder(contentsOf: Self.drag).cut(atFraction: 0.5)
        let (session, _) = try await PipeReplayTests.runLive(cut, device: #require(InputReader.companionDescription(for: Self.drag)))
        expectCancelled(session)
    }

    /// The decoder cancels the open fingers at SYN_DROPPED and at the end of the input (R-L3)
    @Test func streamCancelsOpenFingers() throws {
        let device = EvdevDevice(axes: [0x2f: .init(minimum: 0, maximum: 9), 0x35: .init(minimum: 0, maximum: 999),
                                        0x36: .init(minimum: 0, maximum: 999)], isDirect: true)
        var stream = try EvdevStream(device: device, source: "test")
        func event(_ time: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> EvdevStream.Event {
            EvdevStream.Event(microseconds: time, type: type, code: code, value: value)
        }
        let down = [event(0, 3, 0x39, 7), event(0, 3, 0x35, 100), event(0, 3, 0x36, 100), event(0, 0, 0, 0)]
        #expect(try down.flatMap { try stream.feed($0) }.map { $0.changes.map(\.phase) } == [[.began]])
        let cancelled = try stream.feed(event(10_000, 0, 3, 0))
        #expect(cancelled.map { $0.changes.map(\.phase) } == [[.cancelled]])
        #expect(cancelled.first?.time == 0.01)
        // The finger still on the surface is ignored until it lifts; a new one begins.
        let after = [event(20_000, 3, 0x35, 120), event(20_000, 0, 0, 0), event(30_000, 3, 0x39, -1), event(30_000, 0, 0, 0),
                     event(40_000, 3, 0x39, 8), event(40_000, 0, 0, 0)]
        #expect(try after.flatMap { try stream.feed($0) }.map { $0.changes.map(\.phase) } == [[.began]])
        #expect(stream.finish().map { $0.changes.map(\.phase) } == [[.cancelled]])
        #expect(stream.finish().isEmpty)
    }
}
