import Foundation
import Testing
import Touchstone
import TouchstoneFormats
import TouchstoneLive
import TouchstoneReplay

/// Live input through a pipe gives the gestures a replay of the same recording gives:
/// the shared recordings, turned into the kernel's binary records and played into a FIFO
/// at their recorded pace (twice as fast), read by ``EvdevInput`` and driven by
/// ``LiveDriver`` through the standard scene (R-L1, R-L2).
@MainActor
@Suite(.serialized) struct PipeReplayTests {
    static let speed = 2.0

    nonisolated static let recordings = [
        "touchscreens/Atmel maXTouch Touchscreen.1-finger-fast-taps.events",
        "touchscreens/Atmel maXTouch Touchscreen.2-fingers-touch-release.events",
        "touchscreens/EP0430M09.2-fingers-touch-release.events",
        "touchscreens/ELAN CANDO Windows7.1-finger-drag-up-down.events",
        "touchscreens/N-Trig MultiTouch.1-finger-drag-NW-SE.events",
        "touchscreens/N-Trig MultiTouch.2-fingers-touch-release.events",
        "touchscreens/QUANTA OpticalTouchScreen.touch-on-left.events",
        "tablets/Wacom Bamboo 16FG 4x5 Finger double-tap.events",
    ]

    /// Runs `feeder` live through the standard scene and returns the session.
    static func runLive(_ feeder: PipeFeeder, device: URL) async throws -> (SceneSession, EvdevInput) {
        let fifo = PipeFeeder.makeFIFO()
        defer { unlink(fifo) }
        let input = try EvdevInput(path: fifo, device: EvdevDevice.read(contentsOf: device))
        let session = SceneSession(scene: .standard, screen: input.screen)
        feeder.start(writingTo: fifo, speed: speed)
        // The test process runs other suites at the same time: input may come late.
        try await LiveDriver(window: session, speed: speed, lateInputAllowance: .milliseconds(500)).run(input.frames())
        return (session, input)
    }

    /// A recording fed live through a pipe gives the gestures of its replay (R-L1, R-L2)
    @Test(arguments: recordings)
    func pipeGivesReplayGestures(_ name: String) async throws {
        let url = PipeFeeder.recordings.appendingPathComponent(name)
        let device = try #require(InputReader.companionDescription(for: url))
        let replayed = try Replay.run(InputReader.read(contentsOf: url), through: .standard)
        let (session, input) = try await Self.runLive(PipeFeeder(contentsOf: url), device: device)
        let live = session.result(inputSummary: input.summary)
        #expect(!replayed.gestureNames.isEmpty)
        #expect(live.gestureNames == replayed.gestureNames)
    }
}
