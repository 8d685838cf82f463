// Built only with the Lab trait, which brings in the web server (Package.swift).
#if Lab
import Foundation
import Testing

/// The `touchstone lab` process: SIGTERM stops it at once, whatever its sessions are doing.
@Suite struct LabProcessTests {
    /// The `touchstone` tool built beside the test bundle.
    static var tool: URL? {
        let url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("touchstone")
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    /// With a page connected and a finger held down, SIGTERM ends the lab: the lab holds
    /// nothing to save, and a graceful shutdown would wait for the page to leave.
    @Test func sigtermStopsTheLab() async throws {
        let tool = try #require(Self.tool, "the touchstone tool is built beside the tests (swift build --traits Lab)")
        let process = Process()
        process.executableURL = tool
        process.arguments = ["lab", "--port", "0", "--examples", LabTestServer.examples.path, "--scene", "tap"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let handle = output.fileHandleForReading
        let port = try await waiting(for: "the lab to print its address") {
            try await Task.detached {
                var text = ""
                while true {
                    let data = handle.availableData
                    if data.isEmpty { throw WaitFailure(description: "the lab ended without an address: \(text)") }
                    text += String(decoding: data, as: UTF8.self)
                    if let range = text.range(of: #"127\.0\.0\.1:(\d+)/"#, options: .regularExpression) {
                        return Int(text[range].dropFirst("127.0.0.1:".count).dropLast())!
                    }
                }
            }.value
        }
        try await LabTestClient.connect(port: port) { client in
            try await client.waitFor(count: 1)
            _ = try await client.exchange(#"{"type": "touch", "time": 1, "touches": [{"finger": 1, "phase": "began", "x": 100, "y": 100}]}"#)
            process.terminate()
            try await waiting(for: "the lab to end on SIGTERM") {
                await Task.detached { process.waitUntilExit() }.value
            }
            #expect(process.terminationReason == .uncaughtSignal)
            #expect(process.terminationStatus == SIGTERM)
        }
    }
}
#endif
