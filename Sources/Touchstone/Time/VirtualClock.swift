import Foundation

// Speed (see Support/Borrowed.swift for why these pay): the stored properties read on
// every event are `@exclusivity(unchecked)`; public ones are computed over them.

/// A one-shot timer that fires when the host advances a window's clock past its deadline
/// (R-O3).
///
/// Recognizers get one from ``UIGestureRecognizer/scheduleTimer(withTimeInterval:block:)``;
/// nothing in Touchstone reads a wall clock, so a timer fires only inside
/// ``UIWindow/advanceTime(to:)`` or ``UIWindow/sendTouches(_:at:)``.
///
/// A pending timer holds its block, and so whatever the block captures, until it fires or
/// is invalidated, as `perform(_:with:afterDelay:)` holds its target; then it lets go,
/// so that a recognizer's timer capturing the recognizer makes no lasting cycle.
@MainActor
public final class VirtualTimer {
    @exclusivity(unchecked) private var block: (@MainActor () -> Void)?
    /// The host time at which the timer fires.
    public internal(set) var fireDate: TimeInterval { get { storedFireDate } set { storedFireDate = newValue } }
    @exclusivity(unchecked) private var storedFireDate: TimeInterval = .infinity
    /// Whether the timer will still fire.
    public private(set) var isValid: Bool { get { storedIsValid } set { storedIsValid = newValue } }
    @exclusivity(unchecked) private var storedIsValid = true
    /// Tie-breaker among equal deadlines: the order of scheduling.
    @exclusivity(unchecked) var serial = 0
    /// The clock whose heap holds the timer, and its place there; `nil` when not pending.
    /// The clock clears both when it goes.
    @exclusivity(unchecked) unowned(unsafe) var clock: VirtualClock?
    @exclusivity(unchecked) var heapIndex = 0

    /// Whether the timer waits in a clock's heap.
    var isPending: Bool { clock != nil }

    init(block: (@MainActor () -> Void)?) { self.block = block }

    /// Stops the timer from firing.
    public func invalidate() {
        isValid = false
        block = nil
        clock?.remove(self)
    }

    /// Makes a timer that fired or was invalidated valid again with a new block, so that a
    /// recognizer's timer is one object however often it runs.
    func rearm(block: @escaping @MainActor () -> Void) {
        self.block = block
        isValid = true
    }

    func fire() {
        guard isValid, let block else { return }
        invalidate()
        block()
    }
}

/// A window's host-driven clock and its pending timers, kept in deadline order.
///
/// Time only moves when the host says so; timers with equal deadlines fire in the order
/// they were scheduled. The pending timers form a binary heap on (deadline, scheduling
/// order), each knowing its place in it, so scheduling, firing and invalidating cost a
/// logarithm of their number, however many recognizers wait on time.
@MainActor
final class VirtualClock {
    /// The current host time, in seconds.
    @exclusivity(unchecked) private(set) var now: TimeInterval = 0
    @exclusivity(unchecked) private var timers: [VirtualTimer] = []
    @exclusivity(unchecked) private var scheduled = 0

    // Timers still pending when the window goes never fire: they let go of their blocks,
    // which may hold recognizers that hold the timers.
    isolated deinit {
        for timer in timers {
            timer.clock = nil
            timer.invalidate()
        }
    }

    /// Schedules `timer`, which must not be pending, to fire `interval` seconds from now
    /// (negative means now).
    func schedule(_ timer: VirtualTimer, after interval: TimeInterval) {
        timer.fireDate = now + max(0, interval)
        scheduled += 1
        timer.serial = scheduled
        timer.clock = self
        timer.heapIndex = timers.count
        timers.append(timer)
        siftUp(timers.count - 1)
    }

    /// The deadline of the earliest timer, if any: what a real-time driver sleeps until.
    var nextDeadline: TimeInterval? { timers.first?.fireDate }

    /// Removes and returns the earliest timer due at or before `time`, moving the clock to
    /// its deadline.
    func popTimer(dueBy time: TimeInterval) -> VirtualTimer? {
        guard let first = timers.first, first.fireDate <= time else { return nil }
        remove(first)
        now = max(now, first.fireDate)
        return first
    }

    /// Moves the clock to `time`, which must not be in the past.
    func move(to time: TimeInterval) { now = max(now, time) }

    /// Takes a pending timer out of the heap.
    func remove(_ timer: VirtualTimer) {
        let index = timer.heapIndex
        timer.clock = nil
        let last = timers.removeLast()
        guard index < timers.count else { return }
        timers[index] = last
        last.heapIndex = index
        siftDown(index)
        siftUp(index)
    }

    private func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            WorkMeter.step()
            let parent = (child - 1) / 2
            guard Self.precedes(timers[child], timers[parent]) else { return }
            swapTimers(child, parent)
            child = parent
        }
    }

    private func siftDown(_ start: Int) {
        var parent = start
        while true {
            WorkMeter.step()
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < timers.count && Self.precedes(timers[left], timers[first]) { first = left }
            if right < timers.count && Self.precedes(timers[right], timers[first]) { first = right }
            guard first != parent else { return }
            swapTimers(parent, first)
            parent = first
        }
    }

    private func swapTimers(_ first: Int, _ second: Int) {
        timers.swapAt(first, second)
        timers[first].heapIndex = first
        timers[second].heapIndex = second
    }

    private static func precedes(_ first: VirtualTimer, _ second: VirtualTimer) -> Bool {
        first.fireDate < second.fireDate || (first.fireDate == second.fireDate && first.serial < second.serial)
    }
}
