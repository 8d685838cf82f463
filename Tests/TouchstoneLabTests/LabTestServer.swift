import Foundation
import Hummingbird
import HummingbirdWSClient
import Logging
import Testing
@testable import TouchstoneLab
import TouchstoneReplay
import TouchstoneSampleKinds

/// Runs a lab server on a free port of 127.0.0.1 for the length of a test.
enum LabTestServer {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    static func with(limits: LabLimits = LabLimits(), lateInputAllowance: Duration = .milliseconds(40),
                     _ body: @Sendable (Int) async throws -> Void) async throws {
        let catalog = try await MainActor.run { try SceneCatalog(examples: examples, initialName: "tap", recognizers: .withSampleRecognizers) }
        let (ports, post) = AsyncStream<Int>.makeStream()
        let app = try await LabServer(host: "127.0.0.1", port: 0, limits: limits, lateInputAllowance: lateInputAllowance).application(catalog: catalog) { post.yield($0) }
        let server = Task { try await app.run() }
        defer { server.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        try await body(port)
    }
}

/// A WebSocket client of the lab's session endpoint that keeps every message it receives.
actor LabTestClient {
    private var received: [String] = []
    private var outbound: WebSocketOutboundWriter?
    private var waiters: [(ready: @Sendable ([String]) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []

    /// Connects to the lab on `port`, runs `body` with the client, and closes.
    static func connect(port: Int, _ body: @escaping @Sendable (LabTestClient) async throws -> Void) async throws {
        let client = LabTestClient()
        var logger = Logger(label: "lab-test-client")
        logger.logLevel = .warning
        try await WebSocketClient.connect(url: "ws://127.0.0.1:\(port)/session",
                                          configuration: .init(maxFrameSize: 1 << 22), logger: logger) { inbound, outbound, _ in
            await client.attach(outbound)
            async let reading: Void = {
                for try await message in inbound.messages(maxSize: 1 << 22) {
                    if case .text(let text) = message { await client.receive(text) }
                }
            }()
            try await body(client)
            try await outbound.close(.normalClosure, reason: nil)
            try await reading
        }
    }

    private func attach(_ writer: WebSocketOutboundWriter) { outbound = writer }

    private func receive(_ text: String) {
        received.append(text)
        let messages = received
        let ready = waiters.filter { $0.ready(messages) }
        waiters.removeAll { $0.ready(messages) }
        for waiter in ready { waiter.continuation.resume() }
    }

    func send(_ text: String) async throws {
        try await outbound!.writeTextMessage(text)
    }

    /// The messages so far.
    var messages: [String] { received }

    /// Waits until `count` messages have arrived.
    func waitFor(count: Int) async {
        await waitUntil { $0.count >= count }
    }

    /// Waits until the messages so far satisfy `ready`.
    func waitUntil(_ ready: @escaping @Sendable ([String]) -> Bool) async {
        guard !ready(received) else { return }
        await withCheckedContinuation { waiters.append((ready, $0)) }
    }

    /// Sends `text` and returns the next message that answers it: the server answers
    /// every message it refuses, and a `reset` with the scene.
    func exchange(_ text: String) async throws -> String {
        let before = received.count
        try await send(text)
        await waitFor(count: before + 1)
        return received[before]
    }
}
