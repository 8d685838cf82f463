// Built only with the Lab trait, which brings in the web server (Package.swift).
#if Lab
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import TouchstoneReplay

/// The lab's web server: serves the page (`/`, `/lab.js`, `/lab.css`) and one WebSocket
/// endpoint (`/session`), on which each connection gets a window of its own.
public struct LabServer: Sendable {
    /// The address to listen on; 127.0.0.1 unless asked otherwise.
    public var host: String
    /// The port; 0 picks a free one.
    public var port: Int
    /// The caps on messages and connections.
    public var limits: LabLimits
    /// How long a timer waits for input stamped before its deadline (`LiveDriver`'s
    /// `lateInputAllowance`): the page's input crosses a WebSocket, so it can arrive late.
    public var lateInputAllowance: Duration
    /// The WebSocket keep-alive: a connection whose pings go unanswered for a period is
    /// closed (one that answers them keeps its place only while no new page needs it, see
    /// ``LabLimits/idleBeforeEviction``). The server only reads a pong while its session
    /// reads the connection, so the tests, whose main actor can be held by other suites
    /// for longer than a period before a session starts, turn it off.
    var keepAlive: AutoPingSetup = .enabled(timePeriod: .seconds(30))

    /// Prepares a server.
    public init(host: String = "127.0.0.1", port: Int = 8080, limits: LabLimits = LabLimits(),
                lateInputAllowance: Duration = .milliseconds(40)) {
        self.host = host
        self.port = port
        self.limits = limits
        self.lateInputAllowance = lateInputAllowance
    }

    /// Serves `catalog` until the task is cancelled; `onListening` gets the port once the
    /// server listens. SIGINT and SIGTERM keep their default action, which ends the
    /// process at once whatever its sessions are doing: the lab holds nothing to save,
    /// and a graceful shutdown would wait for sessions that need not end.
    public func run(catalog: SceneCatalog, onListening: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let app = try await application(catalog: catalog, onListening: onListening)
        try await app.runService(gracefulShutdownSignals: [])
    }

    func application(catalog: SceneCatalog, onListening: @escaping @Sendable (Int) async -> Void)
        async throws -> some ApplicationProtocol {
        let page = try LabPage.load()
        let limits = limits
        let allowance = lateInputAllowance
        let slots = SessionSlots(maximum: limits.maximumConnections, idleBeforeEviction: limits.idleBeforeEviction)
        let catalogBox = CatalogBox(catalog)
        let router = Router(context: BasicWebSocketRequestContext.self)
        for file in page.files {
            router.get(RouterPath(stringLiteral: file.path)) { _, _ in
                Response(status: .ok, headers: [.contentType: file.contentType, .cacheControl: "no-store"],
                         body: ResponseBody(byteBuffer: ByteBuffer(string: file.text)))
            }
        }
        router.ws("/session") { inbound, outbound, _ in
            try await Self.serve(inbound: inbound, outbound: outbound, catalog: catalogBox, slots: slots, limits: limits,
                                 lateInputAllowance: allowance)
        }
        var logger = Logger(label: "touchstone.lab")
        logger.logLevel = .warning
        let webSocket = HTTP1WebSocketUpgradeChannel.Configuration(
            ws: .init(maxFrameSize: limits.maximumFrameBytes, autoPing: keepAlive))
        let policy = LabAddressPolicy(listeningHost: host)
        let waiting = WaitingConnections(maximum: limits.maximumWaitingConnections)
        let webSocketResponder = router.buildResponder()
        let server = HTTPServerBuilder { responder in
            GuardedChannel(inner: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder,
                                                               configuration: webSocket),
                           policy: policy, limits: limits, waitingConnections: waiting)
        }
        return Application(
            router: router,
            server: server,
            configuration: .init(address: .hostname(host, port: port), serverName: "touchstone-lab"),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? 0) },
            logger: logger
        )
    }

    /// One WebSocket connection: a session of its own, its messages checked one by one,
    /// its replies bounded (``ReplyQueue``), its place among the pages held while it is in
    /// use (``SessionSlots``).
    static func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, catalog: CatalogBox,
                      slots: SessionSlots, limits: LabLimits, lateInputAllowance: Duration) async throws {
        let replies = ReplyQueue(maximumBytes: limits.maximumUnreadReplyBytes)
        guard let place = slots.enter(evict: {
            replies.post(LabUpdate.error("server: another page took this page's place after it sent nothing for "
                                         + "\(limits.idleBeforeEviction); reload to continue").json)
            replies.close(code: 1008, reason: "another page took this place")
        }) else {
            try await outbound.writeTextMessage(LabUpdate.error("server: already serving \(slots.maximum) pages in use; close one and reload").json)
            try await outbound.close(.unexpectedServerError, reason: "too many connections")
            return
        }
        defer { slots.leave(place) }
        let writer = Task {
            for await item in replies.items {
                switch item {
                case .text(let text):
                    try await outbound.writeTextMessage(text)
                    replies.wrote(text)
                case .close(let code, let reason):
                    try await outbound.close(.init(codeNumber: Int(code)), reason: reason)
                    return
                }
            }
        }
        let session = await LabSession(catalog: catalog.catalog, lateInputAllowance: lateInputAllowance,
                                       maximumSaveBytes: limits.maximumUnreadReplyBytes, send: { replies.post($0) })
        var assembler = MessageAssembler(maximumBytes: limits.maximumMessageBytes)
        var rate = RateLimiter(burst: limits.messageBurst, perSecond: limits.messagesPerSecond)
        var lastRateWarning: ContinuousClock.Instant?
        do {
            frames: for try await frame in inbound {
                switch assembler.add(frame) {
                case .incomplete:
                    continue
                case .refused(let reason):
                    replies.post(LabUpdate.error(reason).json)
                case .protocolError(let reason):
                    replies.post(LabUpdate.error("message: \(reason); closing the connection").json)
                    replies.close(code: 1002, reason: reason)
                    break frames
                case .text(let text):
                    let now = ContinuousClock.now
                    guard rate.admit(at: now) else {
                        // One warning a second, not one per dropped message.
                        if lastRateWarning.map({ now - $0 > .seconds(1) }) ?? true {
                            lastRateWarning = now
                            replies.post(LabUpdate.error("server: more than \(Int(limits.messagesPerSecond)) messages a second; dropping messages").json)
                        }
                        continue
                    }
                    slots.noteInput(in: place)
                    await session.handle(text, arrival: now)
                }
            }
        } catch {
            await session.close()
            replies.finish()
            writer.cancel()
            throw error
        }
        await session.close()
        replies.finish()
        _ = await writer.result
    }
}

/// Hands the catalog (main-actor data read once) to the connections' handlers, which run
/// off the main actor and only pass it back to it.
final class CatalogBox: @unchecked Sendable {
    // Read only on the main actor, in `LabSession`.
    let catalog: SceneCatalog

    init(_ catalog: SceneCatalog) {
        self.catalog = catalog
    }
}
#endif
