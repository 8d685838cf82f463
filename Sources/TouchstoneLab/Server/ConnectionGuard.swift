// Built only with the Lab trait, which brings in the web server (Package.swift).
#if Lab
import Foundation
import NIOCore

/// The first handler of every connection: what the lab lets reach the HTTP server and
/// the WebSocket sessions.
///
/// - Each request head must be complete within `requestHeadTimeout` and no larger than
///   `maximumRequestHeadBytes`: a half-sent request is answered with 408 and closed, a
///   larger head with 431, and the connections waiting for a head are counted
///   (``WaitingConnections``), so that neither holds the server.
/// - Each request must name the lab by its own address and come from its own page
///   (``LabAddressPolicy``), or it is answered with 403 and a line saying why, before it
///   is read further: a WebSocket request is refused before it is upgraded. The lab takes
///   no request body, which keeps every request a head and this reading simple.
/// - Once the connection is a WebSocket, every frame from the client must be masked
///   (RFC 6455, 5.1): an unmasked frame closes the connection with status 1002.
///
/// It passes the bytes on unchanged, and sees the heads only to check them: the HTTP
/// server reads them again.
final class ConnectionGuard: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private enum Phase {
        /// Reading a request head.
        case head
        /// The connection is a WebSocket: checking frames.
        case frames
        /// Refused: the answer is on its way and the connection closing.
        case refused
    }

    private let policy: LabAddressPolicy
    private let limits: LabLimits
    private let waitingConnections: WaitingConnections
    private var phase = Phase.head
    /// The bytes of the request head read so far, and how many of them are known not to
    /// end it (so that a head sent a byte at a time is searched once, not once a byte).
    private var head: ByteBuffer?
    private var searched = 0
    /// Whether the connection counts among the waiting ones, and its number there.
    private var waitingID: Int?
    private var timeout: Scheduled<Void>?
    /// In the frames phase: the header bytes of the frame being read, then its payload
    /// bytes still to come.
    private var frameHeader: [UInt8] = []
    private var payloadLeft: UInt64 = 0

    init(policy: LabAddressPolicy, limits: LabLimits, waitingConnections: WaitingConnections) {
        self.policy = policy
        self.limits = limits
        self.waitingConnections = waitingConnections
    }

    func handlerAdded(context: ChannelHandlerContext) {
        startWaiting(context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopWaiting()
    }

    func channelInactive(context: ChannelHandlerContext) {
        stopWaiting()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let buffer = unwrapInboundIn(data)
        switch phase {
        case .refused:
            return
        case .frames:
            if let problem = checkFrames(buffer) {
                closeWebSocket(context, reason: problem)
            } else {
                context.fireChannelRead(data)
            }
        case .head:
            var bytes = head ?? context.channel.allocator.buffer(capacity: buffer.readableBytes)
            var incoming = buffer
            bytes.writeBuffer(&incoming)
            head = nil
            readHeads(context, from: &bytes)
        }
    }

    /// Passes on each complete and acceptable head in `bytes`, keeps a partial one, and
    /// refuses the first that fails.
    private func readHeads(_ context: ChannelHandlerContext, from bytes: inout ByteBuffer) {
        while phase == .head {
            guard let end = Self.endOfHead(in: bytes, after: searched) else {
                searched = max(0, bytes.readableBytes - 3)
                if bytes.readableBytes > limits.maximumRequestHeadBytes {
                    refuse(context, status: "431 Request Header Fields Too Large",
                           "the request head is larger than \(limits.maximumRequestHeadBytes) bytes")
                } else if bytes.readableBytes > 0 {
                    head = bytes
                }
                return
            }
            searched = 0
            let request = bytes.readSlice(length: end)!
            guard end <= limits.maximumRequestHeadBytes else {
                refuse(context, status: "431 Request Header Fields Too Large",
                       "the request head is larger than \(limits.maximumRequestHeadBytes) bytes")
                return
            }
            let fields = RequestHead(String(decoding: request.readableBytesView, as: UTF8.self))
            if let problem = fields.problem {
                refuse(context, status: "400 Bad Request", problem)
                return
            }
            let port = context.channel.localAddress?.port ?? 0
            if let refusal = policy.refusal(host: fields.host, origin: fields.origin, port: port) {
                refuse(context, status: "403 Forbidden", refusal)
                return
            }
            stopWaiting()
            context.fireChannelRead(wrapInboundOut(request))
            if fields.isWebSocketUpgrade {
                phase = .frames
                if bytes.readableBytes > 0 { channelRead(context: context, data: wrapInboundOut(bytes)) }
                return
            }
            startWaiting(context)
        }
    }

    /// The length of the request head at the start of `bytes`, up to and with its blank
    /// line, if it is complete; its first `searched` bytes hold no end.
    private static func endOfHead(in bytes: ByteBuffer, after searched: Int) -> Int? {
        let view = bytes.readableBytesView
        let terminator: [UInt8] = [13, 10, 13, 10]
        var index = view.startIndex + min(searched, view.count)
        while let found = view[index...].firstIndex(of: 13) {
            if view[found...].starts(with: terminator) { return found - view.startIndex + 4 }
            index = found + 1
        }
        return nil
    }

    /// Answers with `status` and `message`, then closes the connection.
    private func refuse(_ context: ChannelHandlerContext, status: String, _ message: String) {
        phase = .refused
        stopWaiting()
        let body = "touchstone lab: \(message)\n"
        let response = "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\n"
            + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        let channel = context.channel
        // Only the output is closed at once: closing a socket with unread input resets the
        // connection, and the client would lose the answer. The rest is dropped until the
        // client closes, or for two seconds at most.
        context.writeAndFlush(wrapOutboundOut(channel.allocator.buffer(string: response))).whenComplete { _ in
            channel.close(mode: .output, promise: nil)
            channel.eventLoop.scheduleTask(in: .seconds(2)) { channel.close(promise: nil) }
        }
    }

    /// Closes a WebSocket connection with status 1002 (protocol error) and `reason`.
    private func closeWebSocket(_ context: ChannelHandlerContext, reason: String) {
        phase = .refused
        let reason = Array(reason.utf8.prefix(120))
        let frame: [UInt8] = [0x88, UInt8(2 + reason.count), 0x03, 0xEA] + reason
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(channel.allocator.buffer(bytes: frame))).whenComplete { _ in
            channel.close(promise: nil)
        }
    }

    /// Follows the frames in `buffer`; a problem with one, if any.
    private func checkFrames(_ buffer: ByteBuffer) -> String? {
        let view = buffer.readableBytesView
        var index = view.startIndex
        while index < view.endIndex {
            if payloadLeft > 0 {
                let skipped = min(UInt64(view.endIndex - index), payloadLeft)
                index += Int(skipped)
                payloadLeft -= skipped
                continue
            }
            frameHeader.append(view[index])
            index += 1
            guard frameHeader.count >= 2 else { continue }
            guard frameHeader[1] & 0x80 != 0 else { return "a client frame is not masked (RFC 6455, 5.1)" }
            let shortLength = frameHeader[1] & 0x7F
            let lengthBytes = shortLength == 126 ? 2 : shortLength == 127 ? 8 : 0
            guard frameHeader.count == 2 + lengthBytes + 4 else { continue }
            payloadLeft = lengthBytes == 0 ? UInt64(shortLength)
                : frameHeader[2..<2 + lengthBytes].reduce(0) { $0 << 8 | UInt64($1) }
            frameHeader.removeAll(keepingCapacity: true)
        }
        return nil
    }

    /// Counts the connection as waiting for a head, for `requestHeadTimeout` at most.
    private func startWaiting(_ context: ChannelHandlerContext) {
        stopWaiting()
        let channel = context.channel
        waitingID = waitingConnections.enter { channel.close(promise: nil) }
        let handler = NIOLoopBound(self, eventLoop: context.eventLoop)
        let boundContext = NIOLoopBound(context, eventLoop: context.eventLoop)
        let nanoseconds = limits.requestHeadTimeout.components.seconds * 1_000_000_000
            + limits.requestHeadTimeout.components.attoseconds / 1_000_000_000
        timeout = context.eventLoop.scheduleTask(in: .nanoseconds(nanoseconds)) {
            handler.value.timedOut(boundContext.value)
        }
    }

    private func timedOut(_ context: ChannelHandlerContext) {
        guard phase == .head else { return }
        if head == nil {
            // Idle between requests: a browser keeps such connections, and opens another.
            phase = .refused
            stopWaiting()
            context.close(promise: nil)
        } else {
            refuse(context, status: "408 Request Timeout", "the request head did not arrive within \(limits.requestHeadTimeout)")
        }
    }

    private func stopWaiting() {
        timeout?.cancel()
        timeout = nil
        if let waitingID { waitingConnections.leave(waitingID) }
        waitingID = nil
    }
}

/// The fields of a request head that the guard checks.
private struct RequestHead {
    var host: String?
    var origin: String?
    var isWebSocketUpgrade = false
    /// Why the head is refused as malformed, if it is.
    var problem: String?

    init(_ text: String) {
        var hosts = 0
        var origins = 0
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: true).dropFirst() {
            guard let colon = line.firstIndex(of: ":"), !line.hasPrefix(" "), !line.hasPrefix("\t") else {
                problem = "a header line is malformed"
                return
            }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            switch line[..<colon].lowercased() {
            case "host":
                hosts += 1
                host = value
            case "origin":
                origins += 1
                origin = value
            case "upgrade":
                isWebSocketUpgrade = value.lowercased() == "websocket"
            case "content-length" where value != "0", "transfer-encoding":
                problem = "the lab takes no request body"
                return
            default:
                break
            }
        }
        if hosts > 1 || origins > 1 { problem = "the request names its Host or Origin twice" }
    }
}
#endif
