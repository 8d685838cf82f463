import Foundation
import Testing
import TouchstoneFormats
import TouchstoneLive

/// The "Running live" article's snippets (the files in `DocSnippets/`, which
/// `DocumentationSnippetTests` finds in the article) work.
@MainActor
@Suite(.serialized) struct LiveArticleSnippetTests {
    /// The kiosk counts the taps of a recording fed through a pipe (R-L1, R-L2)
    @Test func kioskCountsTaps() async throws {
        let url = PipeFeeder.recordings.appendingPathComponent("touchscreens/Atmel maXTouch Touchscreen.1-finger-fast-taps.events")
        let fifo = PipeFeeder.makeFIFO()
        defer { unlink(fifo) }
        let input = try EvdevInput(path: fifo, device: EvdevDevice.read(contentsOf: #require(InputReader.companionDescription(for: url))))
        let kiosk = Kiosk(screen: input.screen)
        try PipeFeeder(contentsOf: url).start(writingTo: fifo, speed: 4)
        try await kiosk.run(on: input)
        #expect(kiosk.taps == 9)
    }

    /// The game loop is told when to come back, and the long press begins when it does (R-L1)
    @Test func gameLoopCallsBackOnTime() throws {
        let host = GameLoopHost()
        let down = HostTouchEvent(finger: 1, phase: .began, x: 400, y: 300, milliseconds: 90_000)
        #expect(try host.pass(events: [down], now: 90_016) == 90_500)
        #expect(try host.pass(events: [], now: 90_032) == 90_500)
        #expect(host.log.isEmpty)
        #expect(try host.pass(events: [], now: 90_500) == nil)
        #expect(host.log == ["long press began"])
        let up = HostTouchEvent(finger: 1, phase: .ended, x: 400, y: 300, milliseconds: 90_700)
        _ = try host.pass(events: [up], now: 90_716)
        #expect(host.log == ["long press began", "long press ended"])
    }
}
