// Built only with the Lab trait, which brings in the web server (Package.swift).
#if Lab
import NIOCore
import NIOPosix
import Testing

/// Everything the lab sends one connection, read as raw bytes until the server closes it:
/// how the tests check a refusal, and send what no well-behaved client sends (a foreign
/// `Host`, a half-sent request, an unmasked frame). The server answers a refused session
/// at once with its 101 response, the refusal's text, a close frame and the end of the
/// stream. When all of it arrives in one read, swift-nio's client upgrade (2.101) drops
/// the frames after the 101 (it keeps left-over bytes only when no end of stream was
/// seen) and never ends its inbound stream, so `LabTestClient` would wait forever for a
/// message that a browser shows.
struct LabRawReply {
    /// The HTTP response head.
    var head: String
    /// After a 101 response: the WebSocket frames after the head, in order.
    var frames: [(opcode: UInt8, payload: [UInt8])]
    /// After any other response: its body.
    var body: String

    /// The text messages.
    var texts: [String] {
        frames.filter { $0.opcode == 0x1 }.map { String(decoding: $0.payload, as: UTF8.self) }
    }

    /// The close frame's status code, if the server sent one.
    var closeCode: Int? {
        frames.first { $0.opcode == 0x8 }.flatMap { $0.payload.count >= 2 ? Int($0.payload[0]) << 8 | Int($0.payload[1]) : nil }
    }

    /// The HTTP status.
    var status: Int? { head.split(separator: " ").dropFirst().first.flatMap { Int($0) } }

    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    /// A WebSocket request for the session endpoint on `port`, naming `host` (the lab's
    /// own address by default) and `origin` (none by default, as a program sends).
    static func upgradeRequest(port: Int, host: String? = nil, origin: String? = nil) -> String {
        "GET /session HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n"
            + (origin.map { "Origin: \($0)\r\n" } ?? "")
            + "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    }

    /// A client frame: masked unless asked otherwise, as RFC 6455 requires of clients.
    static func frame(opcode: UInt8, fin: Bool = true, masked: Bool = true, _ text: String) -> [UInt8] {
        let payload = Array(text.utf8)
        var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        let maskBit: UInt8 = masked ? 0x80 : 0
        if payload.count < 126 {
            bytes.append(maskBit | UInt8(payload.count))
        } else {
            bytes += [maskBit | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        }
        guard masked else { return bytes + payload }
        let key: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        return bytes + key + payload.enumerated().map { $0.element ^ key[$0.offset % 4] }
    }

    /// Opens a WebSocket connection to the lab on `port` and reads until the server closes it.
    static func read(port: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> LabRawReply {
        try await exchange(port: port, upgradeRequest(port: port), sourceLocation: sourceLocation)
    }

    /// Sends `request` and then `frames` to the lab on `port`, and reads until the server
    /// closes the connection. The frames go once the response head has come or, with
    /// `afterFirstFrame`, once the server's first frame has come too: a close sent before
    /// the session's first message could otherwise overtake it on a loaded machine.
    static func exchange(port: Int, _ request: String, frames: [[UInt8]] = [], afterFirstFrame: Bool = false,
                         sourceLocation: SourceLocation = #_sourceLocation) async throws -> LabRawReply {
        let bytes = try await waiting(for: "the server to close a raw connection", sourceLocation: sourceLocation) {
            let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .connect(host: "127.0.0.1", port: port) { channel in
                    channel.eventLoop.makeCompletedFuture { try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel) }
                }
            return try await channel.executeThenClose { inbound, outbound in
                try await outbound.write(ByteBuffer(string: request))
                // Frames go once the response head has come, as a browser sends them.
                var framesSent = frames.isEmpty
                var bytes: [UInt8] = []
                for try await chunk in inbound {
                    bytes += chunk.readableBytesView
                    let headEnd = bytes.indices.first { bytes[$0...].starts(with: Array("\r\n\r\n".utf8)) }
                    // A server frame's two-byte header follows the head (its payload may still be coming).
                    let ready = headEnd.map { !afterFirstFrame || bytes.count >= $0 + 4 + 2 } ?? false
                    if !framesSent, ready {
                        framesSent = true
                        for frame in frames { try await outbound.write(ByteBuffer(bytes: frame)) }
                    }
                }
                return bytes
            }
        }
        return try LabRawReply(bytes)
    }

    /// Splits a reply into its head and its (unmasked, server-sent) frames or its body.
    init(_ bytes: [UInt8]) throws {
        let separator = Array("\r\n\r\n".utf8)
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
            throw Malformed(description: "reply: no HTTP head in \(bytes.count) bytes: \(String(decoding: bytes.prefix(200), as: UTF8.self))")
        }
        head = String(decoding: bytes[..<end], as: UTF8.self)
        frames = []
        var at = end + separator.count
        body = ""
        guard head.hasPrefix("HTTP/1.1 101") else {
            body = String(decoding: bytes[at...], as: UTF8.self)
            return
        }
        func take(_ count: Int) throws -> ArraySlice<UInt8> {
            guard bytes.count - at >= count else { throw Malformed(description: "reply: frame cut short at byte \(at)") }
            defer { at += count }
            return bytes[at..<at + count]
        }
        while at < bytes.count {
            let header = try take(2)
            let opcode = header.first! & 0x0F
            guard header.last! & 0x80 == 0 else { throw Malformed(description: "reply: masked frame from the server at byte \(at - 2)") }
            var length = Int(header.last! & 0x7F)
            if length >= 126 {
                length = try take(length == 126 ? 2 : 8).reduce(0) { $0 << 8 | Int($1) }
            }
            frames.append((opcode, Array(try take(length))))
        }
    }
}
#endif
