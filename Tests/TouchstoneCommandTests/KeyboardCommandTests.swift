import Foundation
import Testing

/// `touchstone record` and `replay` with a keyboard, run as a user runs them: the keys of
/// a keyboard's input_event records are written as a version 3 trace, which replays to
/// the same presses (R-R5, R-R6).
@Suite struct KeyboardCommandTests {
    /// A keyboard's description: its keys (`B: 01`, KEY_ESC…KEY_KPDOT) and no axes.
    static let description = "N: Test keyboard\nB: 01 fe ff ff ff ff ff ff ff\nB: 01 ff ff 0f 00 00 00 00 00\n"

    /// Runs the tool to the end; its exit status, standard output and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = LiveCommandProcessTests.tool
        process.arguments = arguments
        let outputPipe = Pipe(), errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        try process.run()
        let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
        let error = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self))
    }

    /// Shift and A typed, A still down at the end: recorded with the shift flag and the
    /// cancellation, replayed to the window's presses calls
    @Test func recordAndReplayKeys() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let device = directory.appendingPathComponent("keyboard.desc")
        try Self.description.write(to: device, atomically: true, encoding: .utf8)
        // KEY_LEFTSHIFT (42) down at 5 s, KEY_A (30) down at 6 s, Shift up at 7 s.
        let events: [(Int64, UInt16, Int32)] = [(5, 42, 1), (6, 30, 1), (7, 42, 0)]
        let bytes = events.flatMap { seconds, code, value in
            LiveCommandProcessTests.record(seconds: seconds, 1, code, value) + LiveCommandProcessTests.record(seconds: seconds, 0, 0, 0)
        }
        let input = directory.appendingPathComponent("keys.bin")
        try Data(bytes).write(to: input)
        let trace = directory.appendingPathComponent("keys.trace.json")
        let recorded = try Self.run(["record", input.path, trace.path, "--device", device.path, "--speed", "100"])
        #expect(recorded.status == 0, "\(recorded.error)")
        let text = try String(contentsOf: trace, encoding: .utf8)
        #expect(text.contains("\"version\": 3"))
        #expect(text.contains(#""key": {"keyCode": 4, "phase": "began", "modifiers": ["shift"], "characters": "A", "charactersIgnoringModifiers": "a"}"#))
        #expect(text.contains(#""key": {"keyCode": 4, "phase": "cancelled", "characters": "A", "charactersIgnoringModifiers": "a"}"#))
        let replayed = try Self.run(["replay", trace.path])
        #expect(replayed.status == 0, "\(replayed.error)")
        for line in ["key keyboardLeftShift down, to window", "window: pressesBegan [keyboardLeftShift]",
                     "key keyboardA down, types \"A\" [shift], to window", "window: pressesBegan [keyboardA]",
                     "window: pressesEnded [keyboardLeftShift]", "key keyboardA cancelled", "window: pressesCancelled [keyboardA]"] {
            #expect(replayed.output.contains(line), "\(line) in \(replayed.output)")
        }
    }
}
