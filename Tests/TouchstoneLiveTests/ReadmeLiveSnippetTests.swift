import Foundation
import Testing
import TouchstoneFormats
import TouchstoneLive

/// The README's "Running live" snippets compile (they are the files in
/// `ReadmeSnippets/`), stay identical to the README, and work.
@MainActor
@Suite(.serialized) struct ReadmeLiveSnippetTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `swift` code blocks of the README's "Running live" section.
    static func readmeBlocks() throws -> [String] {
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "\n## Running live\n") else { return [] }
        let section = readme[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
        return section.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```").first ?? "" }
    }

    /// The README's live snippets are the compiled files, character for character.
    @Test(arguments: [
        "KioskSnippet.swift", "HostLoopSnippet.swift",
    ])
    func readmeMatchesTheCompiledSnippet(_ file: String) throws {
        let url = Self.repository.appendingPathComponent("Tests/TouchstoneLiveTests/ReadmeSnippets/\(file)")
        let code = try String(contentsOf: url, encoding: .utf8)
        #expect(try Self.readmeBlocks().contains(code))
    }

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
