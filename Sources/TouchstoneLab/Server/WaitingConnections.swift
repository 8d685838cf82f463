import Synchronization

/// The connections waiting for a request head: a new connection, one that has sent part
/// of a request, or one idle between requests. Each waits `requestHeadTimeout` at most
/// (``ConnectionGuard``), and at most `maximum` wait at once: a new one closes the one
/// that has waited longest, so that however many half-sent requests a client opens, the
/// next page's request is served.
final class WaitingConnections: Sendable {
    private let state = Mutex<(next: Int, waiting: [(id: Int, close: @Sendable () -> Void)])>((0, []))
    let maximum: Int

    init(maximum: Int) {
        self.maximum = maximum
    }

    /// Counts a connection that waits; `close` closes it if it must make room.
    func enter(close: @escaping @Sendable () -> Void) -> Int {
        let (id, closing) = state.withLock { state -> (Int, [@Sendable () -> Void]) in
            var closing: [@Sendable () -> Void] = []
            while state.waiting.count >= max(maximum, 1) { closing.append(state.waiting.removeFirst().close) }
            state.next += 1
            state.waiting.append((state.next, close))
            return (state.next, closing)
        }
        for close in closing { close() }
        return id
    }

    /// The connection `id` waits no more.
    func leave(_ id: Int) {
        state.withLock { state in
            if let index = state.waiting.firstIndex(where: { $0.id == id }) { state.waiting.remove(at: index) }
        }
    }

    /// How many connections wait.
    var count: Int { state.withLock { $0.waiting.count } }
}
