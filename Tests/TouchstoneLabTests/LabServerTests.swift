// Built only with the Lab trait, which brings in the web server (Package.swift).
#if Lab
import Foundation
import Testing
@testable import TouchstoneLab

/// The server takes anything a page (or anyone else on the machine) sends without going
/// down: each bad, oversized or excess message is answered with an error, and the
/// connection and the server go on.
@Suite struct LabServerTests {
    /// A connection starts with the scene.
    @Test func startsWithScene() async throws {
        try await LabTestServer.with { port in
            try await LabTestClient.connect(port: port) { client in
                try await client.waitFor(count: 1)
                let first = try #require(await client.messages.first)
                #expect(first.hasPrefix("{\"type\": \"scene\", \"name\": \"tap\""))
            }
        }
    }

    /// Bad messages are answered with an error and the connection goes on.
    @Test func badMessages() async throws {
        try await LabTestServer.with { port in
            try await LabTestClient.connect(port: port) { client in
                try await client.waitFor(count: 1)
                let cases = [
                    ("not json", "message: not JSON"),
                    ("{\"type\": \"teleport\"}", "unknown type"),
                    ("{\"type\": \"touch\", \"time\": 5}", "touch message: no touches"),
                    ("{\"type\": \"touch\", \"time\": \"soon\", \"touches\": []}", "message field time"),
                    ("{\"type\": \"touch\", \"time\": 1, \"touches\": [{\"finger\": 1, \"phase\": \"hover\", \"x\": 1, \"y\": 1}]}", "phase must be"),
                    ("{\"type\": \"touch\", \"time\": 1, \"touches\": [{\"finger\": 1000, \"phase\": \"began\", \"x\": 1, \"y\": 1}]}", "finger must be within"),
                    ("{\"type\": \"touch\", \"time\": 1, \"touches\": [{\"finger\": 1, \"phase\": \"began\", \"x\": 1e300, \"y\": 1}]}", "x and y must be"),
                    ("{\"type\": \"pointer\", \"time\": 1, \"event\": \"scroll\", \"dx\": 0, \"dy\": 1, \"scrollType\": \"sideways\", \"phase\": \"changed\"}", "scrollType"),
                    ("{\"type\": \"scene\", \"name\": \"../../etc/passwd\"}", "no scene named"),
                    ("{\"type\": \"scene\", \"text\": \"{}\"}", "format"),
                ]
                for (message, expected) in cases {
                    let answer = try await client.exchange(message)
                    #expect(answer.hasPrefix("{\"type\": \"error\""), "\(message) -> \(answer)")
                    #expect(answer.contains(expected), "\(message) -> \(answer)")
                }
                // The window refuses a finger that is not down: reported, and the session goes on.
                let refused = try await client.exchange("{\"type\": \"touch\", \"time\": 10, \"touches\": [{\"finger\": 3, \"phase\": \"moved\", \"x\": 1, \"y\": 1}]}")
                #expect(refused.contains("finger 3 moved but is not down"))
                try await client.send("{\"type\": \"reset\"}")
                try await client.waitUntil("the scene after the reset") { $0.last?.hasPrefix("{\"type\": \"scene\"") == true }
            }
        }
    }

    /// An oversized message is dropped with an error, and the connection goes on.
    @Test func oversizedMessage() async throws {
        try await LabTestServer.with(limits: LabLimits(maximumMessageBytes: 4096)) { port in
            try await LabTestClient.connect(port: port) { client in
                try await client.waitFor(count: 1)
                let big = "{\"type\": \"scene\", \"text\": \"" + String(repeating: "x", count: 10_000) + "\"}"
                let answer = try await client.exchange(big)
                #expect(answer.contains("larger than 4096 bytes"))
                let reset = try await client.exchange("{\"type\": \"reset\"}")
                #expect(reset.hasPrefix("{\"type\": \"scene\""))
            }
        }
    }

    /// A flood is cut to the message rate, and the connection and the server go on.
    @Test func flood() async throws {
        let limits = LabLimits(messageBurst: 20, messagesPerSecond: 20)
        try await LabTestServer.with(limits: limits) { port in
            try await LabTestClient.connect(port: port) { client in
                try await client.waitFor(count: 1)
                for _ in 0..<2000 { try await client.send("{\"type\": \"nothing\"}") }
                try await client.waitUntil("the rate warning") { $0.contains { $0.contains("messages a second; dropping messages") } }
                let messages = await client.messages
                let answered = messages.filter { $0.contains("unknown type") }.count
                #expect(answered >= 20 && answered < 2000)
            }
            // The server still serves new connections.
            try await LabTestClient.connect(port: port) { client in
                try await client.waitFor(count: 1)
                #expect(await client.messages[0].hasPrefix("{\"type\": \"scene\""))
            }
        }
    }

    /// Connections past the cap are told why and closed; the first goes on. (The first page
    /// sends nothing before the second comes; in a full `swift test` its first reply can
    /// wait a minute behind the main actor's other work, so it is never idle long enough
    /// here to be evicted.)
    @Test func connectionCap() async throws {
        try await LabTestServer.with(limits: LabLimits(maximumConnections: 1, idleBeforeEviction: .seconds(24 * 3600))) { port in
            try await LabTestClient.connect(port: port) { first in
                try await first.waitFor(count: 1)
                let refused = try await LabRawReply.read(port: port)
                #expect(refused.head.hasPrefix("HTTP/1.1 101"))
                #expect(refused.frames.map(\.opcode) == [0x1, 0x8], "text, then close")
                #expect(refused.texts.first?.contains("already serving 1 pages") == true, "\(refused.texts)")
                #expect(refused.closeCode == 1011)
                let reset = try await first.exchange("{\"type\": \"reset\"}")
                #expect(reset.hasPrefix("{\"type\": \"scene\""))
            }
        }
    }
}
#endif
