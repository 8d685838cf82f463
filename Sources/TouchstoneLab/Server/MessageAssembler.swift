// Built only with the Lab trait, which brings in the web server (Package.swift).
#if Lab
import NIOCore
import HummingbirdWebSocket

/// Joins WebSocket frames into text messages with a size cap. Unlike
/// `WebSocketInboundStream.messages(maxSize:)`, which ends the connection at the first
/// oversized message, it drops that message (reading its remaining frames) and says so, so
/// that the connection goes on.
struct MessageAssembler {
    /// What one frame completed.
    enum Outcome: Equatable {
        /// The message is not complete yet.
        case incomplete
        /// A complete text message.
        case text(String)
        /// A message was dropped; the words say why.
        case refused(String)
    }

    let maximumBytes: Int
    private var buffer: [UInt8] = []
    private var binary = false
    private var oversized = false

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    mutating func add(_ frame: WebSocketDataFrame) -> Outcome {
        if frame.opcode != .continuation {
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
