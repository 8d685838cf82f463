import Foundation
import Testing

#if SDL || GTK
/// `touchstone window` in a real X server, used as a person uses it, on each toolkit the
/// build has: `xdotool` moves the real mouse, clicks, drags, turns the wheel and types;
/// the tool's standard output (the lines `touchstone live` prints) says what the engine
/// did, and a screenshot of the window shows that state.
@Suite(.enabled(if: XvfbServer.unavailability == nil, "\(XvfbServer.unavailability ?? "")"))
struct WindowCommandXTests {
    /// The toolkits of this build, by their `--toolkit` name.
    static var toolkits: [String] {
        var toolkits: [String] = []
        #if SDL
        toolkits.append("sdl")
        #endif
        #if GTK
        toolkits.append("gtk")
        #endif
        return toolkits
    }

    /// What a toolkit needs in a bare X server: GTK's cairo renderer (Xvfb has no GPU) and
    /// no accessibility bus (no session bus there).
    static let environment = ["GSK_RENDERER": "cairo", "GTK_A11Y": "none", "NO_AT_BRIDGE": "1"]

    static let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("touchstone")
    static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Window/photo-viewer.scene.json")

    /// The tool's standard output as it comes, through a file.
    struct Output {
        let file: URL
        var lines: [String] {
            ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        /// The lines once one satisfies `condition`, waiting up to `seconds`.
        func wait(seconds: Double = 10, for condition: (String) -> Bool) throws -> [String] {
            let end = Date().addingTimeInterval(seconds)
            while Date() < end {
                let lines = lines
                if lines.contains(where: condition) { return lines }
                Thread.sleep(forTimeInterval: 0.05)
            }
            throw XvfbError("no such line within \(seconds) s; output so far:\n\(lines.joined(separator: "\n"))")
        }
    }

    /// The last content offset the timeline reports for the thumbnails' pan.
    static func lastOffset(_ lines: [String]) -> Double? {
        guard let line = lines.last(where: { $0.contains("thumbnails.pan: action") }),
              let range = line.range(of: "contentOffset (0.0, ") else { return nil }
        return Double(line[range.upperBound...].prefix { $0 != ")" })
    }

    /// A click on the button fires it, a drag scrolls the list, three wheel notches scroll it 120 points further, a key reaches the first responder, and a screenshot shows the list where the engine says it is (R-P2, R-P5, R-R5)
    @Test(arguments: toolkits)
    func mouseWheelAndKeysThroughARealXServer(toolkit: String) throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let output = Output(file: FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-window-\(UUID().uuidString).txt"))
        defer { try? FileManager.default.removeItem(at: output.file) }
        let process = try server.start([Self.tool.path, "window", "--toolkit", toolkit, "--scene", Self.scene.path, "--seconds", "60"],
                                       output: output.file, environment: Self.environment)
        defer { process.stop() }
        _ = try output.wait { $0.hasPrefix("window: open") }
        let window = try server.run("xdotool", ["search", "--sync", "--onlyvisible", "--name", "Touchstone: photo viewer"])
            .split(separator: "\n").first.map(String.init) ?? ""
        #expect(!window.isEmpty)

        // The Like button is at (16, 8, 120, 40).
        try server.run("xdotool", ["mousemove", "--window", window, "70", "28", "click", "1"])
        // The timeline holds a line back until the next one shows it is not repeated:
        // its action's line comes with the next input.
        _ = try output.wait { $0.hasSuffix("like: touchUpInside") }

        // A drag 100 points up on the thumbnails (320, 56, 160, 544), held still before the
        // release so that the list does not fling on.
        try server.run("xdotool", ["mousemove", "--window", window, "400", "400", "mousedown", "1", "sleep", "0.1",
                                   "mousemove", "--window", window, "400", "350", "sleep", "0.1",
                                   "mousemove", "--window", window, "400", "300", "sleep", "0.4", "mouseup", "1"])
        let dragged = try output.wait { $0.contains("thumbnails.pan: action (ended)") }
        #expect(dragged.contains { $0.hasSuffix("like: primaryActionTriggered") })
        let afterDrag = try #require(Self.lastOffset(dragged))
        // The list moved with the pointer, by no more than the pointer moved.
        #expect(afterDrag > 0 && afterDrag <= 100)

        // Three notches toward the user (button 5): 40 points each.
        try server.run("xdotool", ["mousemove", "--window", window, "400", "300", "click", "5", "click", "5", "click", "5"])
        _ = try output.wait { _ in Self.lastOffset(output.lines) == afterDrag + 120 }
        let offset = try #require(Self.lastOffset(output.lines))
        #expect(offset == afterDrag + 120)

        // A key, typed into the focused window, reaches the photo, the first responder.
        try server.run("xdotool", ["windowfocus", "--sync", window])
        try server.run("xdotool", ["key", "b"])
        _ = try output.wait { $0.hasSuffix("photo: pressesBegan [keyboardB]") }

        // The screenshot: in a gap between two thumbnails (content y 230k…230k + 10), where
        // the engine's offset puts it, the list's own color; thumbnails above and below.
        // Below the list's label, at x = 460, right of the thumbnails' labels.
        let shot = try server.screenshot(of: window)
        let gaps: [Int] = (1...5).map { (k: Int) -> Int in Int(56.0 + 230.0 * Double(k) + 5.0 - offset) }
        let gap = try #require(gaps.first { $0 - 12 > 80 })
        try #require(gap + 12 < shot.height)
        #expect(shot[460, gap] == [44, 62, 80], "the list's color in the gap at y \(gap)")
        #expect(shot[460, gap + 12] == [70, 91, 112], "a thumbnail below the gap")
        #expect(shot[460, gap - 12] == [70, 91, 112], "a thumbnail above the gap")

        // SIGTERM closes the window like its close button: the run ends with the gestures.
        process.signal()
        #expect(process.wait() == 0)
        let final = try output.wait { $0 == "gestures:" }
        #expect(final.contains { $0.hasPrefix("  thumbnails.pan began") })
    }
}
#else
@Suite struct WindowCommandXTests {
    @Test(.disabled("built without the SDL and GTK traits: run `swift test --traits SDL,GTK`"))
    func mouseWheelAndKeysThroughARealXServer() {}
}
#endif
