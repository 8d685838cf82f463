import Foundation

// Speed (see Support/Borrowed.swift for why these pay): the stored properties read on
// every event are `@exclusivity(unchecked)`.

/// A window's host-driven clock and its pending timers, kept in deadline order.
///
/// Time only moves when the host says so, never past ``UIWindow/maximumTime``; timers with
/// equal deadlines fire in the order they were scheduled (R-O3). The pending timers are values in a ``TimerQueue``, each
/// naming its owner and which of the owner's timers it is, so scheduling, firing and
/// cancelling cost a logarithm of their number and allocate nothing, however many
/// recognizers wait on time.
@MainActor
final class VirtualClock {
    /// The current host time, in seconds.
    @exclusivity(unchecked) private(set) var now: TimeInterval = 0
    @exclusivity(unchecked) private var pending = TimerQueue()
    /// The time the host's current call moves the clock to: what a repeating timer that
    /// fired during the call may skip ahead to (see ``UIView/scheduleHostTimer(in:after:_:)``).
    @exclusivity(unchecked) private(set) var horizon: TimeInterval = 0
    /// How many times timers were armed during the host's current call, all timers
    /// together: what bounds the repeating timers' work per call (see
    /// ``UIView/scheduleHostTimer(in:after:_:)``).
    @exclusivity(unchecked) private var armingsInCall = 0

    // Timers still pending when the window goes never fire: their owners clear their
    // slots, and the queue lets go of the owners (recognizers, and timers holding blocks).
    isolated deinit {
        while let timer = pending.popFirst(dueBy: .infinity) {
            timer.owner.timerDropped(timer.timer, from: TimerSlot(pendingIn: self, row: timer.row))
        }
    }

    /// The deadline of a timer scheduled now to fire `interval` seconds from now (negative
    /// means now).
    func deadline(after interval: TimeInterval) -> TimeInterval { now + max(0, interval) }

    /// Schedules `owner`'s `timer` to fire `interval` seconds from now; returns its row
    /// (see ``TimerSlot``).
    func schedule(_ timer: Int, of owner: any TimerOwner, after interval: TimeInterval) -> Int32 {
        pending.insert(timer, of: owner, at: deadline(after: interval))
    }

    /// Takes the pending timer in `row` out, never to fire.
    func cancel(_ row: Int32) { pending.remove(row) }

    /// The deadline of the earliest timer, if any: what a real-time driver sleeps until.
    var nextDeadline: TimeInterval? { pending.firstDeadline }

    /// Refuses a host timestamp the clock cannot move to: one that is not finite or later
    /// than ``UIWindow/maximumTime`` (R-O3), or earlier than now.
    func check(_ time: TimeInterval) throws(TouchInputError) {
        guard time.isFinite, time <= UIWindow.maximumTime else { throw .timeOutOfRange(requested: time) }
        guard time >= now else { throw .timeWentBackwards(current: now, requested: time) }
    }

    /// Starts a host call that moves the clock to `time`.
    func beginCall(until time: TimeInterval) {
        horizon = time
        armingsInCall = 0
    }

    /// Counts one arming of a view's timer in the current call; returns how many the
    /// call has made, of every timer.
    func countArming() -> Int {
        armingsInCall += 1
        return armingsInCall
    }

    /// Removes the earliest timer due at or before `time`, moving the clock to its
    /// deadline; the caller fires it.
    func popTimer(dueBy time: TimeInterval) -> DueTimer? {
        guard let timer = pending.popFirst(dueBy: time) else { return nil }
        now = max(now, timer.deadline)
        return DueTimer(owner: timer.owner, timer: timer.timer, slot: TimerSlot(pendingIn: self, row: timer.row))
    }

    /// Moves the clock to `time`, which must not be in the past.
    func move(to time: TimeInterval) { now = max(now, time) }
}

/// A timer that came due and left its clock, ready to fire.
@MainActor
struct DueTimer {
    let owner: any TimerOwner
    let timer: Int
    let slot: TimerSlot

    /// Tells the owner, which acts.
    func fire() { owner.timerFired(timer, from: slot) }
}
