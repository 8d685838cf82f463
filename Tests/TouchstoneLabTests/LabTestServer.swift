// Built only with the Lab trait, which brings in the web server (Package.swift).
#if Lab
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
        var lab = LabServer(host: "127.0.0.1", port: 0, limits: limits, lateInputAllowance: lateInputAllowance)
        lab.keepAlive = .disabled
        let app = try await lab.application(catalog: catalog) { post.yield($0) }
        let server = Task {
            // A server that stops (or fails) before it listens ends the wait for its port.
            defer { post.finish() }
            try await app.run()
        }
        defer { server.cancel() }
        let port = try await waiting(for: "the lab server to listen") { await ports.first { _ in true } }
        guard let port else {
            try await server.value
            throw WaitFailure(description: "the lab server stopped before it listened")
        }
        try await body(port)
    }
}

/// A WebSocket client of the lab's session endpoint that keeps every message it receives.
/// Every wait ends: with what it waited for, with an error once the server has closed the
/// connection, or with a failure after a time limit.
actor LabTestClient {
    /// A suspended wait: for messages that satisfy `ready`, or (without `ready`) for the close.
    private struct Waiter {
        let ready: (@Sendable ([String]) -> Bool)?
        let what: String
        let continuation: CheckedContinuation<Void, any Error>
    }

    private var received: [String] = []
    private var outbound: WebSocketOutboundWriter?
    private var waiters: [Int: Waiter] = [:]
    private var nextWaiter = 0
    /// Set once the server has closed the connection (or reading it failed).
    private var closed = false

    /// Connects to the lab on `port`, runs `body` with the client, and closes.
    static func connect(port: Int, _ body: @escaping @Sendable (LabTestClient) async throws -> Void) async throws {
        let client = LabTestClient()
        var logger = Logger(label: "lab-test-client")
        logger.logLevel = .warning
        try await WebSocketClient.connect(url: "ws://127.0.0.1:\(port)/session",
                                          configuration: .init(maxFrameSize: 1 << 22), logger: logger) { inbound, outbound, _ in
            await client.attach(outbound)
            async let reading: Void = client.read(inbound)
            try await body(client)
            // The server may have closed the connection already.
            try? await outbound.close(.normalClosure, reason: nil)
            try await client.waitUntilClosed()
            try await reading
        }
    }

    private func attach(_ writer: WebSocketOutboundWriter) { outbound = writer }

    private func read(_ inbound: WebSocketInboundStream) async throws {
        defer { closeConnection() }
        for try await message in inbound.messages(maxSize: 1 << 22) {
            if case .text(let text) = message { receive(text) }
        }
    }

    private func receive(_ text: String) {
        received.append(text)
        for (id, waiter) in waiters where waiter.ready?(received) == true {
            waiters[id] = nil
            waiter.continuation.resume()
        }
    }

    private func closeConnection() {
        closed = true
        let waiting = waiters.values
        waiters = [:]
        for waiter in waiting {
            if waiter.ready == nil {
                waiter.continuation.resume()
            } else {
                waiter.continuation.resume(throwing: WaitFailure(description: "the server closed the connection before \(waiter.what)"))
            }
        }
    }

    func send(_ text: String) async throws {
        try await outbound!.writeTextMessage(text)
    }

    /// The messages so far.
    var messages: [String] { received }

    /// Waits until `count` messages have arrived.
    func waitFor(count: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await waitUntil("message \(count) from the server", sourceLocation: sourceLocation) { $0.count >= count }
    }

    /// Waits until the messages so far satisfy `ready`; `what` names it in a failure.
    func waitUntil(_ what: String, sourceLocation: SourceLocation = #_sourceLocation,
                   _ ready: @escaping @Sendable ([String]) -> Bool) async throws {
        try await waiting(for: what, sourceLocation: sourceLocation) { try await self.arrival(what, ready) }
    }

    /// Waits until the server has closed the connection.
    private func waitUntilClosed() async throws {
        try await waiting(for: "the server to close the connection") { try await self.arrival("the close", nil) }
    }

    /// Returns once `ready` holds (or, without `ready`, once the connection is closed);
    /// throws once the connection is closed first, or the task is cancelled.
    private func arrival(_ what: String, _ ready: (@Sendable ([String]) -> Bool)?) async throws {
        if let ready, ready(received) { return }
        if closed {
            guard ready == nil else { throw WaitFailure(description: "the server closed the connection before \(what)") }
            return
        }
        nextWaiter += 1
        let id = nextWaiter
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiters[id] = Waiter(ready: ready, what: what, continuation: continuation)
            }
        } onCancel: {
            Task { await self.abandon(id) }
        }
    }

    private func abandon(_ id: Int) {
        waiters.removeValue(forKey: id)?.continuation.resume(throwing: CancellationError())
    }

    /// Sends `text` and returns the next message that answers it: the server answers
    /// every message it refuses, and a `reset` with the scene.
    func exchange(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let before = received.count
        try await send(text)
        try await waitUntil("the answer to \(text.prefix(60))", sourceLocation: sourceLocation) { $0.count > before }
        return received[before]
    }
}
#endif
