import Foundation

/// A one-shot timer that fires when the host advances a window's clock past its deadline
/// (R-O3).
///
/// Recognizers get one from ``UIGestureRecognizer/scheduleTimer(withTimeInterval:block:)``;
/// nothing in Touchstone reads a wall clock, so a timer fires only inside
/// ``UIWindow/advanceTime(to:)`` or ``UIWindow/sendTouches(_:at:)``.
@MainActor
public final class VirtualTimer {
    let block: @MainActor () -> Void
    /// The host time at which the timer fires.
    public internal(set) var fireDate: TimeInterval = .infinity
    /// Whether the timer will still fire.
    public private(set) var isValid = true
    /// Tie-breaker among equal deadlines: the order of scheduling.
    var serial = 0

    init(block: @escaping @MainActor () -> Void) { self.block = block }

    /// Stops the timer from firing.
    public func invalidate() { isValid = false }

    func fire() {
        guard isValid else { return }
        isValid = false
        block()
    }
}

/// A window's host-driven clock and its pending timers, kept in deadline order.
///
/// Time only moves when the host says so; timers with equal deadlines fire in the order
/// they were scheduled.
@MainActor
final class VirtualClock {
    /// The current host time, in seconds.
    private(set) var now: TimeInterval = 0
    private var timers: [VirtualTimer] = []
    private var scheduled = 0

    /// Schedules `timer` to fire `interval` seconds from now (negative means now).
    func schedule(_ timer: VirtualTimer, after interval: TimeInterval) {
        timer.fireDate = now + max(0, interval)
        scheduled += 1
        timer.serial = scheduled
        let index = timers.firstIndex {
            $0.fireDate > timer.fireDate || ($0.fireDate == timer.fireDate && $0.serial > timer.serial)
        } ?? timers.endIndex
        timers.insert(timer, at: index)
    }

    /// The deadline of the earliest valid timer, if any: what a real-time driver sleeps
    /// until.
    var nextDeadline: TimeInterval? {
        timers.first(where: \.isValid)?.fireDate
    }

    /// Removes and returns the earliest valid timer due at or before `time`, moving the
    /// clock to its deadline.
    func popTimer(dueBy time: TimeInterval) -> VirtualTimer? {
        while let first = timers.first, !first.isValid { timers.removeFirst() }
        guard let first = timers.first, first.fireDate <= time else { return nil }
        timers.removeFirst()
        now = max(now, first.fireDate)
        return first
    }

    /// Moves the clock to `time`, which must not be in the past.
    func move(to time: TimeInterval) { now = max(now, time) }
}
