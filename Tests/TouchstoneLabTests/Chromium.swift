// Built only with the Lab trait, which brings in the web server (Package.swift).
#if Lab
import Foundation
import HummingbirdWSClient
import Logging
import Testing

/// Headless Chromium driven over the DevTools protocol, for the lab's browser tests: one
/// browser per test, one page, commands sent and answered over one WebSocket.
actor Chromium {
    /// What to tell a developer whose machine has no Chromium: the README's set-up.
    static let installHint = "Chromium is missing: the lab's browser tests need it. Install it with `apt-get install -y chromium` (the README's set-up does)"

    /// The browser's binary, if installed.
    static var executable: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private var outbound: WebSocketOutboundWriter?
    private var nextID = 0
    private var pending: [Int: CheckedContinuation<String, any Error>] = [:]
    private var session: String?
    /// Set once Chromium has closed the DevTools connection.
    private var closed = false

    struct Failure: Error, CustomStringConvertible {
        let description: String

        static let closed = Failure(description: "DevTools: Chromium closed the connection")
    }

    /// Starts Chromium, opens `url` in a page, runs `body`, and quits the browser.
    static func with(url: String, _ body: @escaping @Sendable (Chromium) async throws -> Void) async throws {
        guard let executable else {
            Issue.record(Comment(rawValue: installHint))
            throw Failure(description: installHint)
        }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-lab-chromium-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                             "--remote-debugging-port=0", "--remote-allow-origins=*", "--user-data-dir=\(profile.path)", "--window-size=1200,900",
                             "about:blank"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: profile)
        }
        let endpoint = try await Self.devToolsEndpoint(of: process, errors.fileHandleForReading)
        let browser = Chromium()
        var logger = Logger(label: "lab-test-chromium")
        logger.logLevel = .warning
        try await WebSocketClient.connect(url: endpoint, configuration: .init(maxFrameSize: 1 << 26), logger: logger) { inbound, outbound, _ in
            await browser.attach(outbound)
            async let reading: Void = browser.read(inbound)
            do {
                let target = try await browser.command("Target.createTarget", ["url": url])
                let targetID = try #require(Self.object(target)?["targetId"] as? String)
                let attached = try await browser.command("Target.attachToTarget", ["targetId": targetID, "flatten": true])
                await browser.use(session: try #require(Self.object(attached)?["sessionId"] as? String))
                try await body(browser)
            } catch {
                try? await outbound.close(.normalClosure, reason: nil)
                throw error
            }
            try await outbound.close(.normalClosure, reason: nil)
            try? await reading
        }
    }

    /// The `ws://` address Chromium prints on stderr once it listens.
    private static func devToolsEndpoint(of process: Process, _ handle: FileHandle) async throws -> String {
        try await waiting(for: "Chromium to print its DevTools address") {
            try await withTaskCancellationHandler {
                // FileHandle has no async byte stream on Linux: read on a thread of its own.
                try await Task.detached {
                    var text = ""
                    while true {
                        let data = handle.availableData
                        if data.isEmpty { throw Failure(description: "Chromium ended without a DevTools address: \(text)") }
                        text += String(decoding: data, as: UTF8.self)
                        if let start = text.range(of: "ws://"), let end = text[start.lowerBound...].firstIndex(where: \.isWhitespace) {
                            return String(text[start.lowerBound..<end])
                        }
                    }
                }.value
            } onCancel: {
                // The blocking read ends when the browser's end of the pipe closes.
                process.terminate()
            }
        }
    }

    private func attach(_ writer: WebSocketOutboundWriter) { outbound = writer }
    private func use(session: String) { self.session = session }

    private func read(_ inbound: WebSocketInboundStream) async throws {
        defer {
            // Commands sent but not answered will never be.
            closed = true
            let unanswered = pending.values
            pending = [:]
            for waiter in unanswered { waiter.resume(throwing: Failure.closed) }
        }
        for try await message in inbound.messages(maxSize: 1 << 26) {
            if case .text(let text) = message { receive(text) }
        }
    }

    private func receive(_ text: String) {
        guard let message = Self.object(text), let id = message["id"] as? Int, let waiter = pending.removeValue(forKey: id) else { return }
        if let error = message["error"] as? [String: Any] {
            waiter.resume(throwing: Failure(description: "DevTools: \(error["message"] ?? error)"))
        } else {
            let result = message["result"] ?? [:]
            let data = (try? JSONSerialization.data(withJSONObject: result)) ?? Data("{}".utf8)
            waiter.resume(returning: String(decoding: data, as: UTF8.self))
        }
    }

    /// Sends a DevTools command (to the page once attached) and returns its result as JSON
    /// text; fails once Chromium has closed the connection or after `labTestWaitLimit`.
    @discardableResult
    func command(_ method: String, _ parameters: [String: any Sendable] = [:],
                 sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        let text = String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self)
        let id = nextID
        return try await waiting(for: "Chromium to answer \(method)", sourceLocation: sourceLocation) {
            try await self.answer(to: id, sending: text)
        }
    }

    private func answer(to id: Int, sending text: String) async throws -> String {
        guard !closed else { throw Failure.closed }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                pending[id] = continuation
                Task {
                    do { try await self.outbound!.writeTextMessage(text) } catch { self.fail(id, error) }
                }
            }
        } onCancel: {
            Task { await self.fail(id, CancellationError()) }
        }
    }

    private func fail(_ id: Int, _ error: any Error) {
        pending.removeValue(forKey: id)?.resume(throwing: error)
    }

    /// Evaluates `expression` in the page and returns its value, which must be a string
    /// (wrap others in `JSON.stringify`).
    func evaluate(_ expression: String) async throws -> String {
        let result = try await command("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        let value = Self.object(result)?["result"] as? [String: Any]
        if let exception = Self.object(result)?["exceptionDetails"] { throw Failure(description: "page: \(exception)") }
        return (value?["value"] as? String) ?? String(describing: value?["value"] ?? "undefined")
    }

    /// Waits until `condition` (a JavaScript expression) is true in the page; fails after
    /// `labTestWaitLimit`, saying what the page shows, so that a broken page ends the test
    /// instead of hanging it.
    func waitUntil(_ condition: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let deadline = ContinuousClock.now + labTestWaitLimit
        while try await evaluate("String(Boolean(\(condition)))") != "true" {
            guard ContinuousClock.now < deadline else {
                let page = try await evaluate("""
                    JSON.stringify({url: location.href, status: document.getElementById('status')?.textContent,
                                    scene: window.lab?.scene?.name, errors: window.lab?.errors})
                    """)
                throw WaitFailure.recorded("waited \(labTestWaitLimit) for the page to show \(condition); it shows \(page)",
                                           at: sourceLocation)
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    static func object(_ text: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }
}
#endif
