import Foundation
import Glibc
import Testing

/// `touchstone live` and `record` run as a user runs them (issue 28): options that are
/// out of range are refused by name, SIGTERM ends a run as Ctrl-C does (the open touches
/// cancelled, the recording written), and input that fails still leaves the recording of
/// what came before.
@Suite struct LiveCommandProcessTests {
    /// The `touchstone` tool, built beside the test bundle.
    static let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("touchstone")

    /// A protocol B touchscreen of 1000×1000 units, as an evemu description.
    static let description = "N: Test\nA: 2f 0 9 0 0 0\nA: 35 0 999 0 0 0\nA: 36 0 999 0 0 0\nA: 39 0 65535 0 0 0\n"

    /// A `struct input_event` record of a 64-bit Linux.
    static func record(seconds: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 24)
        bytes.withUnsafeMutableBytes { raw in
            raw.storeBytes(of: seconds, toByteOffset: 0, as: Int64.self)
            raw.storeBytes(of: type, toByteOffset: 16, as: UInt16.self)
            raw.storeBytes(of: code, toByteOffset: 18, as: UInt16.self)
            raw.storeBytes(of: value, toByteOffset: 20, as: Int32.self)
        }
        return bytes
    }

    /// Finger 1 coming down at 5 s.
    static let fingerDown = [(UInt16(3), UInt16(0x39), Int32(7)), (3, 0x35, 100), (3, 0x36, 100), (0, 0, 0)]
        .flatMap { record(seconds: 5, $0.0, $0.1, $0.2) }

    /// A fresh temporary directory holding the device description.
    static func workspace() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try description.write(to: directory.appendingPathComponent("device.desc"), atomically: true, encoding: .utf8)
        return directory
    }

    /// Runs the tool with `arguments` to the end; its exit status and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let errorPipe = Pipe()
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let error = errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: error, as: UTF8.self))
    }

    /// The finger phases of a written trace, frame by frame.
    static func phases(ofTrace url: URL) throws -> [String] {
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").filter { $0.contains("\"touches\"") }.map { line in
            ["began", "moved", "ended", "cancelled"].filter { line.contains("\"phase\": \"\($0)\"") }.joined(separator: ",")
        }
    }

    /// `--speed -1` is refused for its value, not as an option with no value; so are 10⁻²⁰ and 10⁻⁹, which never end or trap
    @Test(arguments: ["-1", "1e-20", "1e-300", "1e-9", "0", "nan"])
    func speedOutOfRange(_ speed: String) throws {
        let (status, error) = try Self.run(["live", "/dev/null", "--speed", speed])
        #expect(status == 64)
        #expect(error.hasPrefix("Error: --speed \(Double(speed)!) is outside 0.01…100.0"), "\(error)")
    }

    /// Input that fails midway leaves the recording of what came before, its finger cancelled, then the error (R-L3)
    @Test func recordWritesWhatCameBeforeAFailure() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("input.bin")
        try Data(Self.fingerDown + Self.record(seconds: 4, 3, 0x35, 120)).write(to: input)
        let trace = directory.appendingPathComponent("out.trace.json")
        let (status, error) = try Self.run(["record", input.path, trace.path, "--device", directory.appendingPathComponent("device.desc").path])
        #expect(status == 1)
        #expect(error.contains("input.bin:5: time goes backwards"), "\(error)")
        #expect(try Self.phases(ofTrace: trace) == ["began", "cancelled"])
    }

    /// SIGTERM ends a live run as Ctrl-C does: the open finger is cancelled, the gestures listed and the recording written (R-L3)
    @Test func sigtermEndsTheRunCleanly() throws {
        let directory = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("input.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let trace = directory.appendingPathComponent("out.trace.json")
        let process = Process()
        process.executableURL = Self.tool
        process.arguments = ["live", fifo, "--device", directory.appendingPathComponent("device.desc").path, "--record", trace.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The tool opens the FIFO without blocking; until it has, opening it to write fails.
        var writer: Int32 = -1
        for _ in 0..<6000 where process.isRunning {
            writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { break }
            usleep(10_000)
        }
        try #require(writer >= 0, "the tool never opened the FIFO")
        defer { close(writer) }
        #expect(Self.fingerDown.withUnsafeBytes { write(writer, $0.baseAddress!, $0.count) } == Self.fingerDown.count)
        // The run has taken the finger once it says so.
        var printed = ""
        while !printed.contains("finger 1 down") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            printed += String(decoding: data, as: UTF8.self)
        }
        process.terminate()
        printed += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(printed.contains("finger 1 cancelled"))
        #expect(printed.contains("gestures: none"))
        #expect(try Self.phases(ofTrace: trace) == ["began", "cancelled"])
    }
}
