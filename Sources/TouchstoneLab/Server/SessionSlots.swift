import Synchronization

/// The places for pages: at most `maximum` sessions at once. When all are taken, a new
/// page takes the place of the page that has sent nothing for longest, if that is at
/// least `idleBeforeEviction`, and that page is told and closed: a page left open in a
/// forgotten tab, or a program that only answers the keep-alive pings, cannot keep every
/// place forever, and pages in use are never evicted.
final class SessionSlots: Sendable {
    private struct Slot {
        var lastInput: ContinuousClock.Instant
        let evict: @Sendable () -> Void
    }

    private let state = Mutex<(next: Int, slots: [Int: Slot])>((0, [:]))
    let maximum: Int
    let idleBeforeEviction: Duration

    init(maximum: Int, idleBeforeEviction: Duration) {
        self.maximum = maximum
        self.idleBeforeEviction = idleBeforeEviction
    }

    /// Takes a place, evicting the idlest page if need be (`evict` is how this page is
    /// evicted in turn); `nil` when every page has sent input within `idleBeforeEviction`.
    func enter(at now: ContinuousClock.Instant = .now, evict: @escaping @Sendable () -> Void) -> Int? {
        let (place, evicted) = state.withLock { state -> (Int?, Slot?) in
            var evicted: Slot?
            if state.slots.count >= maximum {
                guard let idlest = state.slots.min(by: { $0.value.lastInput < $1.value.lastInput }),
                      now - idlest.value.lastInput >= idleBeforeEviction else { return (nil, nil) }
                evicted = state.slots.removeValue(forKey: idlest.key)
            }
            state.next += 1
            state.slots[state.next] = Slot(lastInput: now, evict: evict)
            return (state.next, evicted)
        }
        evicted?.evict()
        return place
    }

    /// Notes that the page in `place` sent a message.
    func noteInput(in place: Int, at now: ContinuousClock.Instant = .now) {
        state.withLock { $0.slots[place]?.lastInput = now }
    }

    /// Gives a place back (nothing if it was taken by eviction).
    func leave(_ place: Int) {
        _ = state.withLock { $0.slots.removeValue(forKey: place) }
    }
}
