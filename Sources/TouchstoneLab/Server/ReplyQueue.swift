import Synchronization

/// What waits to be written to one connection: the replies, bounded in bytes, and at the
/// end, perhaps, a close. A client that never reads would otherwise make the server keep
/// every reply (a `save` is megabytes); past `maximumBytes` unread, replies are dropped
/// and one short notice says so (the page shows it where a download was expected), until
/// the client has read enough to make room again.
final class ReplyQueue: Sendable {
    /// One thing to write.
    enum Item: Sendable {
        case text(String)
        /// Close the connection with this code and reason; nothing after it is written.
        case close(code: UInt16, reason: String)
    }

    let items: AsyncStream<Item>
    private let continuation: AsyncStream<Item>.Continuation
    /// The bytes queued and not yet written, and whether replies are being dropped.
    private let state = Mutex<(bytes: Int, dropping: Bool)>((0, false))
    let maximumBytes: Int

    init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
        (items, continuation) = AsyncStream<Item>.makeStream()
    }

    /// Queues `text` unless the unread replies would pass the cap.
    func post(_ text: String) {
        let size = text.utf8.count
        // What goes out: the reply, the notice that replies are being dropped, or nothing.
        let queued: String? = state.withLock { state in
            // A reply larger than the cap could never go, however much the page reads:
            // said for what it is, not blamed on unread replies.
            if size > maximumBytes {
                let notice = LabUpdate.error("server: a reply of \(size / 1024) KiB is larger than the lab's reply cap of "
                                             + "\(maximumBytes / 1024) KiB, and was dropped").json
                state.bytes += notice.utf8.count
                return notice
            }
            if state.bytes + size <= maximumBytes {
                state.bytes += size
                state.dropping = false
                return text
            }
            guard !state.dropping else { return nil }
            state.dropping = true
            let notice = LabUpdate.error("server: the page has left \(state.bytes / 1024) KiB of replies unread; "
                                         + "dropping replies (and saves) until it reads them").json
            state.bytes += notice.utf8.count
            return notice
        }
        if let queued { continuation.yield(.text(queued)) }
    }

    /// Queues a close after what is queued.
    func close(code: UInt16, reason: String) {
        continuation.yield(.close(code: code, reason: reason))
        continuation.finish()
    }

    /// Notes that `text` was written.
    func wrote(_ text: String) {
        let size = text.utf8.count
        state.withLock { $0.bytes -= size }
    }

    /// Ends the queue: what is still queued is dropped with it.
    func finish() {
        continuation.finish()
    }
}
