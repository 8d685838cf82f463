import Foundation

// Speed (see Support/Borrowed.swift for why these pay): the stored properties are
// `@exclusivity(unchecked)`; public ones are computed over them.

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
    /// Where the timer waits in its clock, while it does.
    @exclusivity(unchecked) private var slot = TimerSlot()

    /// Whether the timer waits in a clock.
    var isPending: Bool { slot.isPending }

    init(block: (@MainActor () -> Void)?) { self.block = block }

    /// Stops the timer from firing.
    public func invalidate() {
        isValid = false
        block = nil
        slot.cancel()
    }

    /// Makes a timer that fired or was invalidated valid again with a new block, so that a
    /// view's timer is one object however often it runs.
    func rearm(block: @escaping @MainActor () -> Void) {
        self.block = block
        isValid = true
    }

    /// Schedules the timer to fire `interval` seconds of `clock`'s time from now; a timer
    /// still pending moves to the new deadline.
    func schedule(on clock: VirtualClock, after interval: TimeInterval) {
        slot.cancel()
        fireDate = clock.deadline(after: interval)
        slot.schedule(on: clock, after: interval, for: self, timer: 0)
    }

    /// Takes a pending timer out of its clock without invalidating it: scheduled again, it
    /// runs the same block.
    func unschedule() { slot.cancel() }
}

extension VirtualTimer: TimerOwner {
    func timerFired(_ timer: Int, from slot: TimerSlot) {
        internalCheck(slot == self.slot, "a timer fired from a slot it no longer holds")
        self.slot = TimerSlot()
        guard isValid, let block else { return }
        invalidate()
        block()
    }

    func timerDropped(_ timer: Int, from slot: TimerSlot) {
        self.slot = TimerSlot()
        invalidate()
    }
}
