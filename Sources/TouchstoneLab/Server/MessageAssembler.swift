// Built only with the Lab trait, which brings in the web server (Package.swift).
#if Lab
import NIOCore
import HummingbirdWebSocket

/// Joins WebSocket frames into text messages with a size cap. Unlike
/// `WebSocketInboundStream.messages(maxSize:)`, which ends the connection at the first
/// oversized message, it drops that message (reading its remaining frames) and says so, so
/// that the connection goes on. Frames out of sequence (a continuation with no message
/// begun, a new message before the last one ended) are a protocol error that ends the
/// connection, as RFC 6455 (5.4) requires.
struct MessageAssembler {
    /// What one frame completed.
    enum Outcome: Equatable {
        /// The message is not complete yet.
        case incomplete
        /// A complete text message.
        case text(String)
        /// A message was dropped; the words say why.
        case refused(String)
        /// The frames break the protocol; the connection must close.
        case protocolError(String)
    }

    let maximumBytes: Int
    private var buffer: [UInt8] = []
    private var binary = false
    private var oversized = false
    /// Whether a message has begun and not ended.
    private var inMessage = false

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    mutating func add(_ frame: WebSocketDataFrame) -> Outcome {
        if frame.opcode == .continuation {
            guard inMessage else { return .protocolError("a continuation frame with no message begun") }
        } else {
            guard !inMessage else { return .protocolError("a new message before the last one ended") }
            inMessage = true
            buffer.removeAll(keepingCapacity: true)
            binary = frame.opcode == .binary
            oversized = false
        }
        if !oversized {
            if buffer.count + frame.data.readableBytes > maximumBytes {
                oversized = true
                buffer.removeAll()
            } else {
                buffer.append(contentsOf: frame.data.readableBytesView)
            }
        }
        guard frame.fin else { return .incomplete }
        inMessage = false
        defer { buffer.removeAll(keepingCapacity: true) }
        if oversized { return .refused("message: larger than \(maximumBytes) bytes; dropped") }
        if binary { return .refused("message: binary messages are not understood; send JSON text") }
        guard let text = String(validating: buffer, as: UTF8.self) else {
            return .refused("message: not valid UTF-8")
        }
        return .text(text)
    }
}
#endif
