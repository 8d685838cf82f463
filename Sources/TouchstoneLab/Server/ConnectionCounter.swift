import Synchronization

/// Counts the open sessions so that the server can refuse more than its cap.
final class ConnectionCounter: Sendable {
    private let count = Mutex(0)
    let maximum: Int

    init(maximum: Int) {
        self.maximum = maximum
    }

    /// Takes a place if one is free.
    func enter() -> Bool {
        count.withLock { count in
            guard count < maximum else { return false }
            count += 1
            return true
        }
    }

    /// Gives a place back.
    func leave() {
        count.withLock { $0 -= 1 }
    }
}
