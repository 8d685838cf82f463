// Built only with the Lab trait, which brings in the web server (Package.swift).
#if Lab
import NIOCore
import NIOPosix
import Testing

/// Everything the lab sends one connection to its session endpoint, read as raw bytes until
/// the server closes it: how the tests check a refusal. The server answers a refused
/// connection at once with its 101 response, the refusal's text, a close frame and the end
/// of the stream. When all of it arrives in one read, swift-nio's client upgrade (2.101)
/// drops the frames after the 101 (it keeps left-over bytes only when no end of stream was
/// seen) and never ends its inbound stream, so `LabTestClient` would wait forever for a
/// message that a browser shows.
struct LabRawReply {
    /// The HTTP response head.
    var head: String
    /// The WebSocket frames after the head, in order.
    var frames: [(opcode: UInt8, payload: [UInt8])]

    /// The text messages.
    var texts: [String] {
        frames.filter { $0.opcode == 0x1 }.map { String(decoding: $0.payload, as: UTF8.self) }
    }

    /// The close frame's status code, if the server sent one.
    var closeCode: Int? {
        frames.first { $0.opcode == 0x8 }.flatMap { $0.payload.count >= 2 ? Int($0.payload[0]) << 8 | Int($0.payload[1]) : nil }
    }

    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    /// Opens a WebSocket connection to the lab on `port` and reads until the server closes it.
    static func read(port: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> LabRawReply {
        let bytes = try await waiting(for: "the server to close a raw connection", sourceLocation: sourceLocation) {
            let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .connect(host: "127.0.0.1", port: port) { channel in
                    channel.eventLoop.makeCompletedFuture { try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel) }
                }
            return try await channel.executeThenClose { inbound, outbound in
                try await outbound.write(ByteBuffer(string: """
                    GET /session HTTP/1.1\r
                    Host: 127.0.0.1:\(port)\r
                    Upgrade: websocket\r
                    Connection: Upgrade\r
                    Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r
                    Sec-WebSocket-Version: 13\r
                    \r

                    """))
                var bytes: [UInt8] = []
                for try await chunk in inbound { bytes += chunk.readableBytesView }
                return bytes
            }
        }
        return try LabRawReply(bytes)
    }

    /// Splits a reply into its head and its (unmasked, server-sent) frames.
    init(_ bytes: [UInt8]) throws {
        let separator = Array("\r\n\r\n".utf8)
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
            throw Malformed(description: "reply: no HTTP head in \(bytes.count) bytes")
        }
        head = String(decoding: bytes[..<end], as: UTF8.self)
        frames = []
        var at = end + separator.count
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
