import Foundation

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
    @exclusivity(unchecked) public internal(set) var fireDate: TimeInterval = .infinity
    /// Whether the timer will still fire.
    @exclusivity(unchecked) public private(set) var isValid = true
    /// Tie-breaker among equal deadlines: the order of scheduling.
    @exclusivity(unchecked) var serial = 0

    init(block: (@MainActor () -> Void)?) { self.block = block }

    /// Stops the timer from firing.
    public func invalidate() {
        isValid = false
        block = nil
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
/// order), so scheduling and firing cost a logarithm of their number, however many
/// recognizers wait on time; an invalidated timer stays in the heap until it reaches the
/// top, where it is dropped.
@MainActor
final class VirtualClock {
    /// The current host time, in seconds.
    @exclusivity(unchecked) private(set) var now: TimeInterval = 0
    @exclusivity(unchecked) private var timers: [VirtualTimer] = []
    @exclusivity(unchecked) private var scheduled = 0

    // Timers still pending when the window goes never fire: they let go of their blocks,
    // which may hold recognizers that hold the timers.
    isolated deinit {
        for timer in timers { timer.invalidate() }
    }

    /// Schedules `timer` to fire `interval` seconds from now (negative means now).
    func schedule(_ timer: VirtualTimer, after interval: TimeInterval) {
        timer.fireDate = now + max(0, interval)
        scheduled += 1
        timer.serial = scheduled
        timers.append(timer)
        var child = timers.count - 1
        while child > 0 {
            WorkMeter.step()
            let parent = (child - 1) / 2
            guard Self.precedes(timers[child], timers[parent]) else { break }
            timers.swapAt(child, parent)
            child = parent
        }
    }

    /// The deadline of the earliest valid timer, if any: what a real-time driver sleeps
    /// until.
    var nextDeadline: TimeInterval? {
        dropInvalidTimers()
        return timers.first?.fireDate
    }

    /// Removes and returns the earliest valid timer due at or before `time`, moving the
    /// clock to its deadline.
    func popTimer(dueBy time: TimeInterval) -> VirtualTimer? {
        dropInvalidTimers()
        guard let first = timers.first, first.fireDate <= time else { return nil }
        removeFirst()
        now = max(now, first.fireDate)
        return first
    }

    /// Moves the clock to `time`, which must not be in the past.
    func move(to time: TimeInterval) { now = max(now, time) }

    private func dropInvalidTimers() {
        while let first = timers.first, !first.isValid { removeFirst() }
    }

    private func removeFirst() {
        let last = timers.removeLast()
        guard !timers.isEmpty else { return }
        timers[0] = last
        var parent = 0
        while true {
            WorkMeter.step()
            let left = 2 * parent + 1, right = left + 1
            var first = parent
            if left < timers.count && Self.precedes(timers[left], timers[first]) { first = left }
            if right < timers.count && Self.precedes(timers[right], timers[first]) { first = right }
            guard first != parent else { return }
            timers.swapAt(parent, first)
            parent = first
        }
    }

    private static func precedes(_ first: VirtualTimer, _ second: VirtualTimer) -> Bool {
        first.fireDate < second.fireDate || (first.fireDate == second.fireDate && first.serial < second.serial)
    }
}
